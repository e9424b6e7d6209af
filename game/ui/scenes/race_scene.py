"""What the race tables (Scrooge, Repezita) share as scenes: people's input in arrival order, and their pads.

Both tables take the mouse, key presets and gamepads at once (DESIGN.md §8), seated by
``RaceSeats``. Events reach the same hooks in the order they arrived, so a press, a
pad's button and a drag behave alike at both tables; each table says what they do.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.replays import Replay, replay_of
from game.ui.race_match import RaceMatch
from game.ui.race_seats import RaceSeats
from game.ui.scene import Scene
from game.ui.scenes.save_name import is_save_key, open_save_as


class RaceScene(Scene):
    """A race table scene: ``people`` seats the key and pad players; the hooks below say what input does."""

    people: RaceSeats[Any]
    key_actions: dict[int, tuple[Any, str]]
    match: RaceMatch

    def replay(self) -> Replay | None:
        """The table's every move and time step: a race is replayed with the time that passed."""
        return replay_of(
            self.match.state, [plan.controller for plan in self.match.plans], self.match.table.steps
        )

    def save_mark(self) -> object | None:
        """The moves made so far: the time steps between them alone are not worth a save."""
        return (id(self.match.state), len(self.match.state.history))

    def handle_event(self, event: pygame.event.Event) -> None:
        if is_save_key(event):
            open_save_as(self.app, self)
        elif event.type == pygame.MOUSEMOTION:
            self._pointer_moved(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pointer_down(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._pointer_up(event.pos)
        elif event.type == pygame.KEYDOWN and event.key in self.key_actions:
            self._pressed(*self.key_actions[event.key])
        elif event.type == pygame.CONTROLLERBUTTONDOWN:
            self._pad_pressed(event.instance_id, event.button)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._let_go()

    def shutdown(self) -> None:
        """Let the pads go, so the next table starts its own roster."""
        self.people.close()

    def unplugged(self) -> str | None:
        """Whose pad is missing, said over the table; None when every pad seat has its pad.

        The whole race waits, not just that seat: a race with one side frozen is not fair.
        """
        return self.people.unplugged()

    def _pad_pressed(self, instance_id: int, button: int) -> None:
        """A pad's button, if that pad plays a seat here and the button does something."""
        pressed = self.people.pad_action(instance_id, button)
        if pressed is not None:
            self._pressed(*pressed)

    # --- what each table does with its input -------------------------------------------------

    def _pointer_down(self, pos: tuple[int, int]) -> None:
        raise NotImplementedError

    def _pointer_moved(self, pos: tuple[int, int]) -> None:
        raise NotImplementedError

    def _pointer_up(self, pos: tuple[int, int]) -> None:
        raise NotImplementedError

    def _pressed(self, buttons: Any, action: str) -> None:
        """One person's key or pad button, in the order the presses of this frame arrived."""
        raise NotImplementedError

    def _let_go(self) -> None:
        """Whatever the pointer holds goes back where it came from (Esc, an unplugged pad, the end)."""
        raise NotImplementedError
