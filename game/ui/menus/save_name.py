"""Save as: Ctrl+S at any table (or "Save as…" in the solitaire pause menu) names a save of the game.

The name is typed (the date and time are suggested, replaced by the first key typed); Enter saves, Escape
goes back to the game. A name already used asks before replacing that save; a disk that refuses
says so in a sentence and the game goes on.
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

import pygame

from game.storage.saves import LONGEST_NAME, SavedGame, SaveExists, SaveProblem, SaveStore
from game.ui.app_services import AppServices
from game.ui.menus.confirm import AskScene
from game.ui.menus.menu import MenuItem, MenuScene

if TYPE_CHECKING:
    from game.core.replays import Replay
    from game.ui.scene import Scene

_ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


def is_save_key(event: pygame.event.Event) -> bool:
    """Ctrl+S (Cmd+S on a Mac)."""
    return (
        event.type == pygame.KEYDOWN
        and event.key == pygame.K_s
        and bool(event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META))
    )


def open_save_as(app: AppServices, table: Scene) -> None:
    """Over ``table``: the name entry for its game, or a note saying why there is nothing to save."""
    replay = table.replay() if table.save_mark() is not None else None
    if replay is None or replay.over:
        app.stack.push(NothingToSaveScene(app))
    else:
        app.stack.push(SaveNameScene(app, replay))


class SaveNameScene(MenuScene):
    """Type a name for a save of ``replay``; the table waits underneath."""

    title = "Save as"
    transparent = True

    def __init__(self, app: AppServices, replay: Replay, store: SaveStore | None = None) -> None:
        self.replay = replay
        self.store = store or SaveStore()
        self.typed = f"{datetime.now():%d %b %Y %H.%M}"  # the list adds the game and its moves
        self.suggested = True  # the first key typed replaces the suggestion
        self.hint = ""
        self.saved: SavedGame | None = None
        super().__init__(app)

    def text_lines(self) -> list[str]:
        if self.saved is not None:
            return [f"Saved as “{self.saved.name}”: {self.saved.description}."]
        lines = ["Type a name, then press Enter. Escape goes back to the game.", f"Name:  {self.typed}_"]
        if self.hint:
            lines.append(self.hint)
        return lines

    def items(self) -> list[MenuItem]:
        if self.saved is not None:
            return [("Back to the game", self.back)]
        return [("Save", self.save), ("Back to the game", self.back)]

    def save(self, replace: bool = False) -> None:
        try:
            self.saved = self.store.save_as(self.typed, self.replay, replace=replace)
        except SaveExists as taken:
            self.app.stack.push(
                AskScene(
                    self.app,
                    "Replace that save?",
                    f"{taken} Replace it with this game, or go back and choose another name.",
                    no="Choose another name",
                    yes="Replace it",
                    action=lambda: self.save(replace=True),
                )
            )
            return
        except SaveProblem as problem:
            self.hint = str(problem)
        self.focus = 0
        self.rebuild()

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type != pygame.KEYDOWN or self.saved is not None:
            super().handle_event(event)
        elif event.key in _ENTER_KEYS:
            self.save()
        elif event.key == pygame.K_BACKSPACE:
            self.typed = "" if self.suggested else self.typed[:-1]
            self._typed()
        elif event.unicode and event.unicode.isprintable() and not event.mod & pygame.KMOD_CTRL:
            self.typed = (("" if self.suggested else self.typed) + event.unicode)[:LONGEST_NAME]
            self._typed()
        else:
            super().handle_event(event)  # arrows, Tab and Escape as in every menu

    def _typed(self) -> None:
        self.suggested = False
        self.hint = ""
        self.rebuild()


class NothingToSaveScene(MenuScene):
    """Ctrl+S where no game is in play any more (it is over, or a demo)."""

    title = "Nothing to save"
    transparent = True

    def text_lines(self) -> list[str]:
        return ["There is no unfinished game of yours here to save."]

    def items(self) -> list[MenuItem]:
        return [("Back", self.back)]
