"""The Repezita table: a real-time shedding race at one screen (DESIGN.md §3, §8, §10; issue 7).

Every hand lies face up at its seat, sorted by rank. Nobody takes turns: the people's
moves and the bots' go through one race table (``RepezitaMatch``), so anyone can be
"beaten by" anyone. The mouse seat clicks a card to play it onto the centre, or drags
it there. Keyboard and gamepad seats (``RepezitaButtons``) play the card one rank below
or above the top in one press, or pick a card and play it; a press commits as a hand
does, so one with no such card is a wrong card. Every person's card is judged on what
they could see, the table a reaction time before the input (docs/races.md): a card a
rival beat in that moment slides back with "beaten by", at no cost. A wrong card takes
the pile: the seat says how many cards it took. Over the centre, the stall rule counts
down and says when the centre was cleared. Gamepads come and go through a ``PadRoster``;
while a pad seat has no pad the whole race waits with a banner saying whose. At the end,
the finishing order opens over the table with "Play again" and "Main menu".
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass
from typing import cast

import pygame

from game.core.events import Event
from game.core.protocol import GameSpec
from game.core.seats import SeatPlan
from game.realtime.race_table import Outcome
from game.rules.repezita import ASIDE, CENTRE, PileTaken, PlayerOut, hand_id
from game.rules.repezita.events import cards_text, place_label
from game.ui.app_services import AppServices
from game.ui.games.repezita.buttons import RepezitaButtons
from game.ui.games.repezita.centre import CentreFacts, CentreNote
from game.ui.games.repezita.keys import PAD_BUTTONS, keys_lines
from game.ui.games.repezita.match import FalseClaim, RepezitaMatch
from game.ui.input.key_presets import REPEZITA_KEYS, key_label
from game.ui.input.pad_buttons import button_label
from game.ui.look import theme
from game.ui.look.hud import Banner, ButtonSprite, StatusLine, clock_text, hover_buttons, release_button
from game.ui.look.widgets import Button
from game.ui.menus.controls import HELP_HINT
from game.ui.menus.finishing_order import Finisher, FinishingOrderScene
from game.ui.race.drag import RaceDrag
from game.ui.race.race_scene import RaceScene
from game.ui.race.seats import RaceSeats
from game.ui.table.layout import load_layout, seated_layout_path
from game.ui.table.pointer import DRAG_THRESHOLD, DoubleClick
from game.ui.table.seat_panels import SeatStrip, paint_seat_areas, seat_area, seat_colour
from game.ui.table.seated_view import SeatedTableView
from game.ui.table.table_view import view_for

STRIP_TEXT, STRIP_PAD = 26, 12  # the strip's text size and margins in virtual pixels (seat_panels)
NOTE_COLOUR = theme.TARGET_GLOW  # good news by a seat: out, or a card played from the keys


@dataclass
class CardPress(RaceDrag):
    """The mouse seat's card under the pointer: what it is, and the position when it was pressed."""

    code: str = ""


@dataclass(frozen=True)
class RepezitaFacts:
    """What a seat's strip says: who plays it (and its keys), then its cards or its place out."""

    name: str
    cards: int
    place: int | None = None
    lost: bool = False

    def texts(self) -> list[str]:
        if self.place is not None:
            return [f"out {place_label(self.place)}"]
        if self.lost:
            return [f"loses with {cards_text(self.cards)}", f"loses ({self.cards})"]
        return [cards_text(self.cards), f"{self.cards}"]


class PadFinishingOrder(FinishingOrderScene):
    """The finishing order, which a table of pads alone can also answer (A or Start, the d-pad)."""

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.CONTROLLERBUTTONDOWN:
            self.pad_button(event.button)
            return
        super().handle_event(event)


class RepezitaTableScene(RaceScene):
    """A game of Repezita for people (one mouse seat, up to four keyboard and four pad seats) and bots."""

    drag: CardPress | None  # the card the mouse seat holds, and when it was pressed

    def __init__(
        self,
        app: AppServices,
        spec: GameSpec,
        seed: int,
        plans: Sequence[SeatPlan],
        options: dict | None = None,
    ) -> None:
        super().__init__(app, spec, seed, plans, options)
        self.match = RepezitaMatch(plans, seed, self.options)
        state = self.match.state
        self.layout = load_layout(seated_layout_path(spec.id, state.seats), list(state.piles))
        self.seat = self.match.mouse_seat
        self.buttons = [self._menu_button()]
        self.button_sprites = [ButtonSprite(b) for b in self.buttons]
        self.status = StatusLine(self.app.status_room_keeper(self))
        self.banner = Banner()
        self.centre_note = CentreNote(self.layout)
        self.strips = [SeatStrip(self.layout, seat) for seat in range(state.seats)]
        self.pressed_button: Button | None = None
        self.clicks = DoubleClick()  # a double click (a Scrooge habit) must not play two cards
        self.elapsed = 0.0
        self.out_at: dict[int, float] = {}
        self.ended = False
        self._seat_people()
        self.names = [self._strip_name(seat) for seat in range(state.seats)]
        self.shown_picks: dict[int, object] = {}
        self.view = self._new_view()
        self.deal()
        self._refresh_hud()

    def _menu_button(self) -> Button:
        return Button("Menu", (24, 12, 150, 56), self.open_menu, text_size=30, corner="topleft")

    def _new_view(self) -> SeatedTableView:
        app, state = self.app, self.match.state
        hud = [*self.button_sprites, self.status, self.centre_note, *self.strips, self.banner]
        make = functools.partial(SeatedTableView, centre_piles=(CENTRE, ASIDE))
        view = cast(SeatedTableView, view_for(app, self.layout, state, hud, make))
        view.paint_cloth = lambda cloth, viewport: paint_seat_areas(cloth, view.layout, viewport, state.seats)
        view.paint_cloth(view.background, app.viewport)
        return view

    def _seat_people(self) -> None:
        """Bind the keyboard seats' Repezita presets and the pad seats' Repezita map."""
        self.people = RaceSeats(
            self.app,
            self.plans,
            lambda seat, binding: RepezitaButtons(self.match, seat, binding),
            REPEZITA_KEYS,
            PAD_BUTTONS,
        )
        self.keyboards, self.pads, self.key_actions = (
            self.people.keyboards,
            self.people.pads,
            self.people.key_actions,
        )
        self.key_notes = self.people.key_notes

    def play_again(self) -> None:
        self.app.stack.reset(
            RepezitaTableScene(self.app, self.spec, self.app.new_seed(), self.plans, self.options)
        )

    # --- moves and what became of them -------------------------------------------------------

    def _person_moved(self, outcome: Outcome) -> bool:
        if outcome.accepted:
            self._show_events(list(outcome.events))
        else:
            self.strips[outcome.move.seat].say(outcome.refusal or "")
        return outcome.accepted

    def _bots_moved(self, outcomes: list[Outcome]) -> None:
        for outcome in outcomes:
            if outcome.accepted:
                self._show_events(list(outcome.events))
            elif outcome.beaten_by is not None:
                self.strips[outcome.move.seat].say(outcome.refusal or "")

    def _show_events(self, events: list[Event]) -> None:
        """Cards glide; a pick-up and a seat going out are said by that seat; hands stay sorted."""
        if not events:
            return
        self.view.play_events(events)
        for event in events:
            if isinstance(event, PileTaken):
                self.strips[event.seat].say(f"took the pile: {cards_text(event.count)}")
            elif isinstance(event, PlayerOut):
                self.out_at[event.seat] = self.elapsed
                self.strips[event.seat].say(f"out {place_label(event.place)}!", NOTE_COLOUR)
        self._sort_hands()

    def _sort_hands(self) -> None:
        """Lay each hand out in the rules' order (a pick-up arrives on top, the rules sort it in)."""
        state, view = self.match.state, self.view
        for seat in range(state.seats):
            view.follow_order(hand_id(seat), state.hand(seat))
        if self.drag is not None:
            view.keep_lifted(self.drag.sprites[0])  # the card under the pointer stays there

    def _pressed(self, buttons: RepezitaButtons, action: str) -> None:
        """One person's key or pad button, in the order the presses of this frame arrived."""
        if self.waiting() or self.match.state.is_over():
            return
        result = buttons.press(action)
        if isinstance(result, str):
            self.strips[buttons.seat].say(result)
        elif isinstance(result, FalseClaim):
            self._person_moved(result.outcome)
            self.strips[buttons.seat].say(result.note())  # why the pile came: there was no such card
        elif result is not None:
            self._person_moved(result)

    def _show_picks(self) -> None:
        """Ring each key or pad seat's picked card in its colour, redone only when it moves."""
        for seat, buttons in self.people.button_seats.items():
            index = buttons.picked()
            pile_id = hand_id(seat)
            count = len(self.view.piles[pile_id])
            shown = (index, count, self.view.card_place(pile_id, index, count) if index is not None else None)
            if self.shown_picks.get(seat) != shown:
                self.shown_picks[seat] = shown
                self.view.mark_card(
                    pile_id if index is not None else None, index or 0, seat_colour(seat), f"pick{seat}"
                )

    # --- the mouse -------------------------------------------------------------------------------

    def _pointer_down(self, pos: tuple[int, int]) -> None:
        for button in self.buttons:
            if button.enabled and button.hit(self.app.viewport, pos):
                self.pressed_button = button
                return
        if self.seat is None or self.match.state.is_over() or self.waiting():
            return
        if self.clicks.click((pos[0] // DRAG_THRESHOLD, pos[1] // DRAG_THRESHOLD)):
            self.clicks.forget()
            return  # a double click's second press: one click already played, and the hand closed up under it
        hit = self.view.card_at(pos)
        state = self.match.state
        if hit is None or not state.takeable_count(hit[0], self.seat):
            return  # a rival's card, or the centre: only the seat's own hand gives cards
        sprite = self.view.lift_card(*hit)
        self.drag = CardPress.lifted(
            hit[0],
            [sprite],
            pos,
            began=self.match.table.look(),
            code=state.save_card(sprite.card),
        )

    def _pointer_moved(self, pos: tuple[int, int]) -> None:
        hover_buttons(self.button_sprites, self.app.viewport, pos)
        press = self.drag
        if press is not None and press.follow(self.view, pos):
            self.view.mark("target", [CENTRE], theme.TARGET_GLOW)

    def _pointer_up(self, pos: tuple[int, int]) -> None:
        pressed, self.pressed_button = self.pressed_button, None
        if release_button(pressed, self.app.viewport, pos):
            return
        press, self.drag = self.drag, None
        if press is None or self.seat is None:
            return
        self.view.mark("target", [], theme.TARGET_GLOW)
        on_centre = not press.moved or (
            self.view.drop_target(press.sprites[0].rect, pos, exclude=press.source) == CENTRE
        )
        if not on_centre or self.waiting():
            self.view.drop_back(press.source, press.sprites)
            return
        if not self._person_moved(self.match.play(self.seat, press.code, press.began)):
            self.view.drop_back(press.source, press.sprites)

    def _pointer_send(self, pos: tuple[int, int]) -> None:
        """A right click on a card of the mouse seat's hand plays it, as a click does."""
        if self.seat is None or self.drag is not None or self.match.state.is_over() or self.waiting():
            return
        hit = self.view.card_at(pos)
        if hit is not None and self.match.state.takeable_count(hit[0], self.seat):
            code = self.match.state.save_card(self.view.piles[hit[0]][hit[1]].card)
            self._person_moved(self.match.play(self.seat, code, self.match.table.look()))

    def _show_resumed(self, events: list[tuple[float, Event]]) -> None:
        """Every card in place at once, and when each seat went out; at the end the finishing order opens."""
        self.view.show_state(self.match.state)
        self._sort_hands()
        self.out_at = {event.seat: when for when, event in events if isinstance(event, PlayerOut)}

    # --- time and drawing ----------------------------------------------------------------------

    def update(self, seconds: float) -> None:
        self.count(seconds)
        self.clicks.tick(seconds)
        for strip in self.strips:
            strip.tick(seconds)  # before this frame's notes, so each is seen for its full time
        if self.waiting():
            self._let_go()  # the race waits: no time for the clock or the bots
        elif not self.match.state.is_over():
            self.elapsed += seconds
            self._bots_moved(self.match.frame(seconds))
            self._show_events(self.match.time_events())  # a stall clear: the centre goes aside
        self._show_picks()
        self.view.update(seconds)
        if self.match.state.is_over() and not self.ended and not self.view.animating:
            self._let_go()
            self.ended = True
            if self.app.stack.top is self:
                self._show_finishing_order()
        self._refresh_hud()

    def resize(self) -> None:
        super().resize()
        self.view.resize(self.app.viewport)
        self.shown_picks.clear()
        self._refresh_hud()

    def _refresh_hud(self) -> None:
        """The banner, the strips, the note over the centre and the status line as the race stands,
        for the next drawing: done with the frame's update, never while drawing."""
        viewport = self.app.viewport
        waiting = self.waiting()
        for sprite in self.button_sprites:
            sprite.refresh(viewport)
        self.banner.refresh(viewport, waiting)
        for seat, strip in enumerate(self.strips):
            strip.layout = self.view.layout  # large cards move the seats
            strip.refresh(viewport, self.seat_facts(seat))
        self.centre_note.refresh(viewport, self.centre_facts())
        left = f"Repezita   {clock_text(self.elapsed)}"
        self.status.refresh(viewport, left, *self._status_words(waiting), hint=HELP_HINT)

    def centre_facts(self) -> CentreFacts:
        """The stall clock and the centre, as the note over the centre tells them."""
        state = self.match.state
        return CentreFacts(
            not state.piles[CENTRE].cards,
            state.free_start,
            state.quiet_seconds,
            state.stall_seconds,
            state.is_over(),
        )

    def seat_facts(self, seat: int) -> RepezitaFacts:
        state = self.match.state
        order = state.finishing_order()
        place = order.index(seat) + 1 if seat in order else None
        return RepezitaFacts(self.names[seat], len(state.hand(seat)), place, state.loser() == seat)

    def _strip_name(self, seat: int) -> str:
        """The strip's words: the seat and who plays it, then its keys or buttons in a form that fits."""
        name = self.match.name(seat)
        seats = self.people.button_seats
        if seat not in seats:
            return name
        label = key_label if seat in self.keyboards else button_label
        forms = [f"{name}  {keys}" for keys in keys_lines(seats[seat].binding.names, label)]
        room = seat_area(self.layout, seat)[2] - 3 * STRIP_PAD
        font = theme.font(STRIP_TEXT, bold=True)
        facts = font.size("99 cards")[0]
        return next((form for form in forms if font.size(form)[0] + facts <= room), forms[-1])

    def _status_words(self, waiting: str | None) -> tuple[str, bool]:
        """Why the race waits; a rebinding ignored or a pad that failed; the order out; how to play."""
        note = self.people.status_note(waiting, self.elapsed)
        if note is not None:
            return note
        order = self.match.state.finishing_order()
        if order:
            return "Out: " + ", ".join(
                f"{place_label(i)} {self.match.name(seat)}" for i, seat in enumerate(order, 1)
            ), False
        if self.seat is not None:
            return "Click a card for the centre: one rank up or down; Aces start.", False
        return "One rank up or down on the centre; an Ace starts the pile.", False

    # --- the end ---------------------------------------------------------------------------------

    def _show_finishing_order(self) -> None:
        state, match = self.match.state, self.match
        finishers = [
            Finisher(match.name(seat), f"out after {clock_text(self.out_at.get(seat, self.elapsed))}")
            for seat in state.finishing_order()
        ]
        loser = state.loser()
        note = ""
        if loser is not None:
            cards = len(state.hand(loser))
            finishers.append(Finisher(match.name(loser), f"left holding {cards_text(cards)}: loses"))
            note = f"{match.name(loser)} was the last holding cards."
        self.app.stack.push(
            PadFinishingOrder(
                self.app,
                "Repezita: the finishing order",
                finishers,
                self.play_again,
                note,
                table_keys=set(self.key_actions),
            )
        )
