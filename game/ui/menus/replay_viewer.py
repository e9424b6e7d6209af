"""Watch a finished game again, from its deal, at the speed one likes (issue 9, point 4).

The game is shown on its own table (``replay_table``), every card face up: it is over and
nothing is secret. Its steps play with the table's usual animations at the chosen speed
(``ReplayCursor`` sets the pace; a race's time passes as it did, scaled by the speed).

Keys: Space pause / play; Right / Left one move forward / back (back deals again and makes
the steps up to there, shown without animation); Up / Down or + / − speed ×0.25 … ×8;
Home / End the deal / the end; Esc back. The same as buttons for the mouse, which Tab and
Shift+Tab walk through and Enter presses. The status line says "Move 37 of 120 · 2× · paused".
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pygame

from game.core import registry
from game.core.events import CardsFlipped, CardsMoved, Event, Message
from game.core.replay_cursor import (
    MOVE_SECONDS,
    RACE_MOVE_SECONDS,
    ReplayCursor,
    faster,
    slower,
    speed_text,
)
from game.core.replays import Replay, ReplayError
from game.core.seat_names import named_in, seat_names
from game.ui import kits
from game.ui.app_services import AppServices
from game.ui.kit import Seating
from game.ui.look.hud import ButtonSprite, StatusLine, hover_buttons, release_button
from game.ui.look.widgets import Button
from game.ui.table.replay_table import ReplayTable, replay_plans
from game.ui.table.seated_view import SeatedTableView
from game.ui.table.table_view import DECK_SPOT, TableView, ViewScene

BUTTON_TOP, BUTTON_WIDTH, BUTTON_HEIGHT, BUTTON_GAP = 12, 190, 56, 14
FASTER_KEYS = (pygame.K_UP, pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS)
SLOWER_KEYS = (pygame.K_DOWN, pygame.K_MINUS, pygame.K_KP_MINUS)
PRESS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


def face_up(events: list[Event]) -> list[Event]:
    """The events as the viewer shows them: every card that moves or turns lands face up."""
    shown: list[Event] = []
    for event in events:
        if isinstance(event, CardsMoved | CardsFlipped):
            event = dataclasses.replace(event, face_up=True)
        shown.append(event)
    return shown


class ReplayViewerScene(ViewScene):
    """One finished game played again on its table; see the module docstring for the keys."""

    def __init__(self, app: AppServices, replay: Replay, on_close: Callable[[], None] | None = None) -> None:
        """Raises ``ReplayError`` (with a sentence for the player) when the game cannot be dealt again."""
        super().__init__(app)
        self.replay = replay
        kit = kits.find_kit(replay.game_id)
        if kit is None:
            raise ReplayError(f"this version has no table for the game {replay.game_id!r}")
        self.kit = kit
        self.cursor = ReplayCursor(replay, RACE_MOVE_SECONDS if kit.seating is Seating.RACE else MOVE_SECONDS)
        self.spec = registry.get(replay.game_id)
        self.on_close = on_close
        self.speed = 1.0
        self.playing = True
        self.owed = 0.0  # table seconds due to be played (at ×1) since the last step
        self.note, self.note_alert = "", False
        self.names = seat_names(replay_plans(replay, self.cursor.state))  # the rules' "Seat N" said by name
        self.buttons = self._make_buttons()
        self.focus: int | None = None
        self.pressed_button: Button | None = None
        self.button_sprites = [ButtonSprite(button) for button in self.buttons]
        self.status = StatusLine(self.app.status_room_keeper(self))
        self.table = self._new_table()
        self.table.view.show_state(self.cursor.state, deal_from=DECK_SPOT)
        self._all_face_up()
        self._refresh_hud()

    # --- the table ------------------------------------------------------------------------

    @property
    def view(self) -> TableView:
        return self.table.view

    def _new_table(self) -> ReplayTable:
        table = self.kit.replay_table(
            self.app, self.replay, self.cursor.state, [*self.button_sprites, self.status]
        )
        table.view.motion_scale = self._motion()
        return table

    def _motion(self) -> float:
        return self.app.motion_scale() / self.speed

    def _show_still(self) -> None:
        """The table as the game stands now, every card in its place at once (after a jump or going back)."""
        self.view.show_state(self.cursor.state)
        self._all_face_up()
        self.needs_full_draw = True

    def _all_face_up(self) -> None:
        for sprites in self.view.piles.values():
            for sprite in sprites:
                sprite.flip_to(True, 0.0)

    def _show(self, events: list[Event]) -> None:
        """Animate a step's events; should the sprites differ from the rules' piles, lay them out anew."""
        for event in events:
            if isinstance(event, Message):
                self.note, self.note_alert = named_in(event.text, self.names), False
        self.view.play_events(face_up(events))
        state = self.cursor.state
        if isinstance(self.view, SeatedTableView):
            for pile_id, pile in state.piles.items():
                self.view.follow_order(pile_id, pile.cards)  # a hand the rules keep sorted
        shown = {pile_id: [sprite.card for sprite in sprites] for pile_id, sprites in self.view.piles.items()}
        if any(shown.get(pile_id) != list(pile.cards) for pile_id, pile in state.piles.items()):
            self._show_still()

    # --- what the keys and buttons do ----------------------------------------------------

    def _make_buttons(self) -> list[Button]:
        actions = [
            ("Close", self.close),
            ("|< Deal", self.to_deal),
            ("< Back", self.step_back),
            ("Pause", self.toggle_play),
            ("Next >", self.step_forward),
            ("End >|", self.to_end),
            ("Slower", self.slower),
            ("Faster", self.faster),
        ]
        step = BUTTON_WIDTH + BUTTON_GAP
        return [
            Button(
                label,
                (24 + index * step, BUTTON_TOP, BUTTON_WIDTH, BUTTON_HEIGHT),
                action,
                text_size=30,
                corner="topleft",
            )
            for index, (label, action) in enumerate(actions)
        ]

    def toggle_play(self) -> None:
        if self.cursor.at_end and not self.playing:
            self.to_deal()  # play from the deal again
        self.playing = not self.playing
        self.owed = 0.0

    def step_forward(self) -> None:
        """One move on, animated; playing stops so one can look."""
        self.playing = False
        if self.cursor.at_end:
            return
        self.view.finish_animations()
        self._checked(lambda: self._show(self.cursor.next_move()))

    def step_back(self) -> None:
        """One move back: the game dealt again and made up to the move before, shown at once."""
        self.playing = False
        if self.cursor.at_start:
            return
        self._checked(self.cursor.previous_move)
        self._show_still()

    def to_deal(self) -> None:
        self.cursor.go_to(0)
        self.owed, self.note = 0.0, ""
        self._show_still()

    def to_end(self) -> None:
        self.playing = False
        self._checked(self.cursor.to_end)
        self._show_still()

    def faster(self) -> None:
        self._set_speed(faster(self.speed))

    def slower(self) -> None:
        self._set_speed(slower(self.speed))

    def _set_speed(self, speed: float) -> None:
        self.speed = speed
        self.view.motion_scale = self._motion()

    def close(self) -> None:
        if self.on_close is not None:
            self.on_close()
        elif len(self.app.stack.scenes) > 1:
            self.app.stack.pop()
        else:
            self.app.nav.title()

    def _checked(self, action: Callable[[], object]) -> None:
        """A step the rules refuse (a replay from another version of the rules) stops play with the reason."""
        try:
            action()
        except ReplayError as error:
            self.playing = False
            self.note, self.note_alert = f"This replay stops here: {error}.", True

    # --- input ------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        viewport = self.app.viewport
        if event.type == pygame.MOUSEMOTION:
            hover_buttons(self.button_sprites, viewport, event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed_button = next((b for b in self.buttons if b.hit(viewport, event.pos)), None)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed, self.pressed_button = self.pressed_button, None
            release_button(pressed, viewport, event.pos)
        elif event.type == pygame.KEYDOWN:
            self._key(event)

    def _key(self, event: pygame.event.Event) -> None:
        keys: dict[int, Callable[[], None]] = {
            pygame.K_SPACE: self.toggle_play,
            pygame.K_RIGHT: self.step_forward,
            pygame.K_LEFT: self.step_back,
            pygame.K_HOME: self.to_deal,
            pygame.K_END: self.to_end,
            pygame.K_ESCAPE: self.close,
            **{key: self.faster for key in FASTER_KEYS},
            **{key: self.slower for key in SLOWER_KEYS},
        }
        if event.key == pygame.K_TAB:
            self._move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
        elif event.key in PRESS_KEYS and self.focus is not None:
            self.buttons[self.focus].action()
        elif event.key in keys:
            keys[event.key]()

    def _move_focus(self, step: int) -> None:
        count = len(self.buttons)
        self.focus = (0 if step > 0 else count - 1) if self.focus is None else (self.focus + step) % count
        for index, button in enumerate(self.buttons):
            button.focused = index == self.focus

    # --- time and drawing -----------------------------------------------------------------------

    def update(self, seconds: float) -> None:
        if self.playing and not self.cursor.at_end:
            self.owed += seconds * self.speed
            events: list[Event] = []
            while not self.cursor.at_end and self.owed >= self.cursor.seconds_before_next():
                self.owed -= self.cursor.seconds_before_next()
                try:
                    events += self.cursor.step()
                except ReplayError as error:
                    self.playing = False
                    self.note, self.note_alert = f"This replay stops here: {error}.", True
                    break
            if events:
                self._show(events)
        if self.cursor.at_end:
            self.playing = False
        self.view.update(seconds)
        self._refresh_hud()

    def status_words(self) -> str:
        """ "Move 37 of 120 · 2× · paused"."""
        cursor = self.cursor
        how = "the end" if cursor.at_end else "playing" if self.playing else "paused"
        return f"Move {cursor.moves_done} of {cursor.moves_total} · {speed_text(self.speed)} · {how}"

    def _status_left(self) -> str:
        words = f"Replay: {self.spec.name}, deal {self.replay.seed}"
        if self.note:
            return f"{words} · {self.note}"
        if self.cursor.at_end:
            return f"{words} · {self.cursor.state.result().summary}"
        return words

    def resize(self) -> None:
        super().resize()
        self._rebuild()

    def settings_changed(self) -> None:
        super().settings_changed()
        self._rebuild()

    def _rebuild(self) -> None:
        """A new table in the new size or looks, the game where it stands."""
        self.view.group.empty()
        self.table = self._new_table()
        self._show_still()
        self._refresh_hud()

    def pause(self) -> None:
        """Covered by a see-through menu, it is drawn without updates: as current as it stands now."""
        super().pause()
        self._refresh_hud()

    def _refresh_hud(self) -> None:
        """The buttons, seat strips and status line as the replay now stands (``draw`` changes nothing)."""
        viewport = self.app.viewport
        self.buttons[3].label = "Pause" if self.playing else "Play"
        for sprite in self.button_sprites:
            sprite.refresh(viewport)
        self.table.refresh_strips(self.cursor.state)
        self.status.refresh(viewport, self._status_left(), self.status_words(), self.note_alert)
