"""What the race tables (Scrooge, Repezita) share as scenes: people's input in arrival order, and their pads.

Both tables take the mouse, key presets and gamepads at once (DESIGN.md §8), seated by
``RaceSeats``. Events reach the same hooks in the order they arrived, so a press, a
pad's button and a drag behave alike at both tables; each table says what they do.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Sequence
from typing import Any

import pygame

from game.core.events import Event
from game.core.moves import Move
from game.core.protocol import GameSpec
from game.core.replays import Replay, ReplayError, replay_of
from game.core.seat_names import names_note, seat_names
from game.core.seats import SeatPlan
from game.realtime.race_table import Outcome
from game.ui.app_services import AppServices
from game.ui.look import theme
from game.ui.menus.controls import help_key
from game.ui.menus.save_name import is_save_key, open_save_as
from game.ui.menus.table_pause import TablePauseScene, is_menu_key
from game.ui.race.drag import RaceDrag
from game.ui.race.match import RaceMatch
from game.ui.race.seats import RaceSeats
from game.ui.saving.resume import ResumeError
from game.ui.table.pointer import PointerTable
from game.ui.table.table_view import DECK_SPOT, TableView, ViewScene

COUNT_IN_SECONDS = 3.0  # a resumed race waits this long, counting down, before it runs (docs/decisions.md)


class RaceScene(ViewScene, PointerTable):
    """A race table scene: ``people`` seats the key and pad players; the hooks below say what input does."""

    spec: GameSpec
    people: RaceSeats[Any]
    key_actions: dict[int, tuple[Any, str]]
    match: RaceMatch
    view: TableView
    elapsed: float  # the race's clock on screen
    count_in = 0.0  # seconds left before a resumed race runs again
    dealing = False  # the cards are still flying out: nobody, bot or person, plays before they land

    def __init__(
        self,
        app: AppServices,
        spec: GameSpec,
        seed: int,
        plans: Sequence[SeatPlan],
        options: dict | None = None,
    ) -> None:
        """The game and its seats; each race table builds its match, layout and sprites after this."""
        super().__init__(app)
        self.spec, self.seed, self.plans, self.options = spec, seed, list(plans), dict(options or {})
        self.drag: RaceDrag | None = None  # what the mouse seat's pointer holds

    def game_state(self) -> Any:
        return self.match.state

    def played_seconds(self) -> float:
        """The race's time on its clock, earlier sittings of a resumed race included (the statistics)."""
        return self.elapsed

    def replay(self) -> Replay | None:
        """The table's every move and time step: a race is replayed with the time that passed."""
        replay = replay_of(
            self.match.state, [plan.controller for plan in self.match.plans], self.match.table.steps
        )
        return dataclasses.replace(
            replay, notes={"seconds": round(self.elapsed, 3), **names_note(self.plans)}
        )

    @classmethod
    def resumed(
        cls, app: AppServices, spec: GameSpec, replay: Replay, plans: Sequence[SeatPlan]
    ) -> RaceScene:
        """The replay's race with its moves and time steps fed through the match's race table
        (``game.ui.saving.resume``), shown as it stands; the bots look afresh when it runs again.

        A race in play counts in before it runs, so nobody is beaten in the instant the
        window opens; a round's end or the game's opens the screen the table shows there.
        """
        table = cls(app, spec, replay.seed, plans, replay.options)
        try:
            events = table.match.table.follow(replay.steps)
        except ReplayError as error:
            table.shutdown()  # often a race saved under an older version's rules
            raise ResumeError(f"{error} (was it saved by an older version?)") from error
        table.match.time_events()  # what time did is already in the position shown
        table.elapsed = max(replay.played_seconds or 0.0, table.match.table.clock.now)
        table._show_resumed(events)
        table.dealing = False  # every card is shown in place at once: no deal to wait for
        table.count_in = 0.0 if table.match.resting() or table.match.state.is_over() else COUNT_IN_SECONDS
        table.needs_full_draw = True
        table._refresh_hud()
        return table

    def waiting(self) -> str | None:
        """Why the whole race waits, said over the table: a pad unplugged, the deal, or the count of a
        resumed race. A race never runs while a person cannot see their cards yet."""
        unplugged = self.unplugged()
        if unplugged is not None:
            return unplugged
        if self.dealing and self.view.animating:  # the moment the last card lands, the race is on
            return "Dealing: the race starts when the cards are down"
        return f"Get ready: the race goes on in {math.ceil(self.count_in)}" if self.count_in > 0 else None

    def deal(self) -> None:
        """The cards fly out from the deck (a new race, a new round); the race waits until they land."""
        self.view.show_state(self.game_state(), deal_from=DECK_SPOT)
        self.dealing = True

    def count(self, seconds: float) -> None:
        """The deal and the count before a resumed race runs (once a frame, before the view moves its
        cards); the count stands still while a pad is missing."""
        if self.dealing and not self.view.animating:
            self.dealing = False
        if self.count_in > 0 and self.unplugged() is None:
            self.count_in = max(0.0, self.count_in - seconds)

    def save_mark(self) -> object | None:
        """The moves made so far: the time steps between them alone are not worth a save."""
        return (id(self.match.state), len(self.match.state.history))

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and self._help_key(event.key):
            return
        if is_save_key(event):
            open_save_as(self.app, self)
        elif self.route_pointer(event):
            return
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self._pointer_send(event.pos)
        elif event.type == pygame.KEYDOWN and event.key in self.key_actions:
            self._pressed(*self.key_actions[event.key])
        elif event.type == pygame.CONTROLLERBUTTONDOWN:
            self._pad_pressed(event.instance_id, event.button)
        elif is_menu_key(event):
            if self._holding():
                self._let_go()
            else:
                self.open_menu()

    def _seat_names(self) -> list[str]:
        """Each seat as the table names it (the pause menu's controls, the F2 sheet)."""
        return seat_names(self.match.plans)

    def _help_key(self, key: int) -> bool:
        """F1: the rules; F2: each person's controls (F1 and F2 are never a race key)."""
        controllers = [plan.controller for plan in self.match.plans]
        return help_key(self.app, key, self.spec, controllers, self._seat_names())

    def open_menu(self) -> None:
        """The menu over the race (Escape, or the Menu button); the race waits while it is open."""
        self._let_go()
        controllers = [plan.controller for plan in self.match.plans]
        self.app.stack.push(TablePauseScene(self.app, self, self.spec, controllers, self._seat_names()))

    def make_agreed_move(self, move: Move) -> None:
        """A move everyone at the screen agreed to in the table menu (Scrooge: ending a stalled round),
        made through the race table like a person's, so the replay and the save keep it."""
        self._person_moved(self.match.attempt(move))

    def pause(self) -> None:
        """A menu or summary covers the race: it is drawn under it as it stands after this frame's input."""
        self._refresh_hud()

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

    def _pressed(self, buttons: Any, action: str) -> None:
        """One person's key or pad button, in the order the presses of this frame arrived."""
        raise NotImplementedError

    def _pointer_send(self, pos: tuple[int, int]) -> None:
        """A right click: the mouse seat's card under the pointer goes to the centre, in one gesture."""
        raise NotImplementedError

    def _person_moved(self, outcome: Outcome) -> bool:
        """Show a person's move that the race table accepted, or say why it did not; whether it was."""
        raise NotImplementedError

    def _let_go(self) -> None:
        """Whatever the pointer holds goes back where it came from (Esc, an unplugged pad, the end)."""
        if self.drag is not None:
            self.view.drop_back(self.drag.source, self.drag.sprites)
            self.view.mark("target", [], theme.TARGET_GLOW)
        self.drag = None

    def _holding(self) -> bool:
        """Whether the pointer holds cards now (Escape lets go of them before it opens the menu)."""
        return self.drag is not None

    def _show_resumed(self, events: list[tuple[float, Event]]) -> None:
        """The table as the resumed steps left it, with no animation; ``events`` are what they did, timed."""
        raise NotImplementedError

    def _refresh_hud(self) -> None:
        """Bring the buttons, banner, strips and status line up to the race as it stands (each frame's
        update ends with it, and a resize or a resumed race), so that drawing only paints."""
        raise NotImplementedError
