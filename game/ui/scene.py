"""Scenes and the scene stack (after Tuxemon's state manager).

A scene's life: ``resume`` when it reaches the top of the stack, ``update``
each frame with the seconds elapsed, ``handle_event`` for input (only the top
scene gets input), ``pause`` when another scene covers it, ``shutdown`` before
it is dropped. ``draw`` changes nothing and returns the rectangles it
repainted, so an idle scene costs nothing. A ``transparent`` scene (the pause
menu) is drawn over the scenes below it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.core.protocol import GameState
    from game.core.replays import Replay
    from game.ui.app_services import AppServices


class Scene:
    transparent = False
    keeps_own_statistics = False  # a table that records its own results (Scotch: hints, drops)

    def __init__(self, app: AppServices) -> None:
        self.app = app
        self.needs_full_draw = True

    def resume(self) -> None:
        self.needs_full_draw = True

    def pause(self) -> None:
        pass

    def shutdown(self) -> None:
        pass

    def resize(self) -> None:
        """The window changed size: rebuild anything sized to it."""
        self.needs_full_draw = True

    def settings_changed(self) -> None:
        """A setting changed (perhaps while another scene covers this one)."""
        self.needs_full_draw = True

    def game_settled(self) -> bool:
        """The game here has ended for good, so it leaves the games in progress: any game over, but a
        solitaire deal with no more moves is not settled (Undo is offered; leaving it is a loss only
        once the player drops it)."""
        state = self.game_state()
        return state is not None and state.is_over()

    def takes_every_key(self) -> bool:
        """True while the scene waits for any key at all (the keys screen), so the app keeps none (F11)."""
        return False

    def handle_event(self, event: pygame.event.Event) -> None:
        pass

    def replay(self) -> Replay | None:
        """The game played here so far (seed, players, moves), for a crash report; None: no game here."""
        return None

    def game_state(self) -> GameState | None:
        """The rules' state of the game played at this table; None for any other scene."""
        return None

    def save_mark(self) -> object | None:
        """Something cheap that changes with every move made here; None: no game here to autosave.

        The autosave (``game.ui.saving.autosave``) compares it each frame and builds ``replay()`` only
        when it changed, so a table that is only looked at costs nothing.
        """
        return None

    def update(self, seconds: float) -> None:
        pass

    def draw(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect]:
        """Paint what changed (everything when ``full``); return the areas painted."""
        return []


class SceneStack:
    """Push, pop and replace scenes, keeping resume and pause paired."""

    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        self.changed = False

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.top is not None:
            self.top.pause()
        self.scenes.append(scene)
        self.changed = True
        scene.resume()

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.pause()
        scene.shutdown()
        self.changed = True
        if self.top is not None:
            self.top.resume()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for ``scene``."""
        if self.scenes:
            old = self.scenes.pop()
            old.pause()
            old.shutdown()
        self.scenes.append(scene)
        self.changed = True
        scene.resume()

    def reset(self, scene: Scene) -> None:
        """Drop every scene and start again from ``scene`` (back to the title)."""
        self.close_all()
        self.push(scene)

    def close_all(self) -> None:
        """Shut every scene down, the top first (the app is closing: a table's phone server stops)."""
        failed: Exception | None = None
        while self.scenes:
            old = self.scenes.pop()
            try:  # one scene that fails to let go must not keep the others' servers and threads alive
                old.pause()
                old.shutdown()
            except Exception as error:  # every kind: the rest are shut down, then the first is raised
                failed = failed or error
        self.changed = True
        if failed is not None:
            raise failed

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: from the top down to the first opaque one."""
        shown: list[Scene] = []
        for scene in reversed(self.scenes):
            shown.append(scene)
            if not scene.transparent:
                break
        return list(reversed(shown))
