"""The Scrooge table: people on the mouse, key presets and gamepads race bots (DESIGN.md §3, §8; issue 4).

The mouse seat drags its cards (legal targets light up; an illegal drop, or one
beaten in a race, slides back with the reason shown by the seat), sends a card to
the centre with a double click or a right click (as a key seat's "centre" key does),
clicks its stock to turn, and presses "Scrooge!" once its Scrooge pile is empty.
Every person's move is judged on what they could see (docs/races.md), so a bot that
got there first beats it, and the note says so.
Keyboard and gamepad seats (``ButtonSeat``) play in two presses; every key and
button of a frame is handled in arrival order through the same race table, so two
people's presses in one frame both count and the later one may be "beaten by" the
earlier. Gamepads come and go through a ``PadRoster``; while a pad seat has no pad
the whole race is paused (no moves, no bot, no clock) with a banner saying whose.
Bots play through ``ScroogeMatch`` on the frame's time. At a round's end the
summary opens over the table.

A joker is played like any card and named by the pile it lands on; its name is
said by the seat and drawn on the card. In team play the layout is the one for
the number of places, each strip names both teammates and shows the team's score,
and both may act on their place (a race between them is "beaten by" too).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.core.cards import Card
from game.core.codes import parse_card
from game.core.events import Event, RoundEnded
from game.core.protocol import GameSpec
from game.core.seats import SeatPlan
from game.realtime.race_table import Outcome
from game.rules.scrooge.moves import CallScrooge, PlayJoker, TurnStock
from game.rules.scrooge.scoring import RoundScore
from game.ui.app_services import AppServices
from game.ui.games.scrooge.button_seat import ButtonSeat
from game.ui.games.scrooge.key_caps import KeyCap, key_caps, mouse_caps, strip_keys
from game.ui.games.scrooge.match import ScroogeMatch
from game.ui.games.scrooge.nudge import Nudges
from game.ui.games.scrooge.round_summary import RoundSummaryScene
from game.ui.input.key_presets import key_label
from game.ui.input.pad_buttons import button_label
from game.ui.look import theme
from game.ui.look.hud import Banner, ButtonSprite, StatusLine, clock_text, hover_buttons, release_button
from game.ui.look.viewport import Viewport
from game.ui.look.widgets import Button
from game.ui.menus.controls import HELP_HINT
from game.ui.race.drag import RaceDrag
from game.ui.race.race_scene import RaceScene
from game.ui.race.seats import RaceSeats
from game.ui.table.layout import load_layout, seated_layout_path
from game.ui.table.pointer import DoubleClick
from game.ui.table.seat_panels import SeatStrip, paint_seat_areas, seat_colour
from game.ui.table.table_view import TableView, view_for

HELD_BACK_SECONDS = 8.0  # the race's first seconds say why large cards could not grow here


@dataclass
class SeatFacts:
    """What a Scrooge strip says about a place this frame."""

    name: str
    scrooge_left: int
    round_points: int
    total: int
    note: str = ""

    def texts(self) -> list[str]:
        """The score in ever shorter forms, to fit beside the name."""
        return [
            f"Scrooge {self.scrooge_left}   Round {self.round_points:+d}   Total {self.total}",
            f"Scrooge {self.scrooge_left}  {self.round_points:+d}  ({self.total})",
            f"{self.scrooge_left} left",
        ]


class ScroogeTableScene(RaceScene):
    """A game of Scrooge for people (one mouse seat, up to four keyboard and four pad seats) and bots."""

    def __init__(
        self,
        app: AppServices,
        spec: GameSpec,
        seed: int,
        plans: Sequence[SeatPlan],
        options: dict | None = None,
    ) -> None:
        super().__init__(app, spec, seed, plans, options)
        self.match = ScroogeMatch(plans, seed, self.options)
        state = self.match.state
        self.places = len(state.seating.places)
        variant = "jokers" if state.options["jokers"] else ""  # jokers start foundations of their own
        self.layout = load_layout(seated_layout_path(spec.id, self.places, variant), list(state.piles))
        self.seat = self.match.mouse_seat
        self.place = state.place_of(self.seat) if self.seat is not None else None
        self.call_button = Button(
            "Scrooge!", (1560, 12, 320, 56), self.call_scrooge, text_size=34, corner="topright"
        )
        self.buttons = [
            Button("Menu", (24, 12, 150, 56), self.open_menu, text_size=30, corner="topleft"),
            self.call_button,
        ]
        self.button_sprites = [ButtonSprite(b) for b in self.buttons]
        self.status = StatusLine(self.app.status_room_keeper(self))
        self.banner = Banner()
        self.strips = [SeatStrip(self.layout, place) for place in range(self.places)]
        self.pressed_button: Button | None = None
        self.clicks = DoubleClick()
        self._call_check: tuple[int, list[str]] = (-1, [])  # moves made when asked, and who should call
        self.round_ended = False
        self.elapsed = 0.0
        self._seat_people()
        self.nudges = Nudges(seat for seat, plan in enumerate(self.plans) if plan.human)
        self.place_names = [self._place_name(place) for place in range(self.places)]
        self.view = self._new_view()
        self.deal()
        self._refresh_hud()

    def _new_view(self) -> TableView:
        hud = [*self.button_sprites, self.status, *self.strips, *self.caps, self.banner]
        view = view_for(self.app, self.layout, self.match.state, hud)
        view.played_as = lambda card: self.match.state.named.get(card)
        view.paint_cloth = lambda cloth, viewport: paint_seat_areas(cloth, view.layout, viewport, self.places)
        view.paint_cloth(view.background, self.app.viewport)
        return view

    def _seat_people(self) -> None:
        """Bind the keyboard seats' presets and the pad seats' map, and draw each seat's keys on its piles."""
        self.people = RaceSeats(
            self.app, self.plans, lambda seat, binding: ButtonSeat(self.match, seat, binding)
        )
        self.keyboards, self.pads = self.people.keyboards, self.people.pads
        self.key_actions, self.key_notes, self.roster = (
            self.people.key_actions,
            self.people.key_notes,
            self.people.roster,
        )
        self.caps: list[KeyCap] = [
            cap for keys in self.keyboards.values() for cap in key_caps(self.layout, keys, key_label)
        ]
        self.caps += [cap for pads in self.pads.values() for cap in key_caps(self.layout, pads, button_label)]
        if self.seat is not None:
            self.caps += mouse_caps(self.layout, self.match, self.seat)
        self.shown_selection: dict[int, object] = {}

    @property
    def button_seats(self) -> dict[int, ButtonSeat]:
        return self.people.button_seats

    # --- what the buttons and the summary do ---------------------------------------

    def call_scrooge(self) -> None:
        if self.seat is not None and not self.waiting():
            self._person_moved(self.match.attempt(CallScrooge(self.seat)))

    def next_round(self) -> None:
        self.match.next_round()
        self.round_ended = False
        self.nudges.restart()
        for buttons in self.button_seats.values():
            buttons.selected = None
        self.shown_selection.clear()
        self.deal()
        self.needs_full_draw = True
        self._refresh_hud()

    def play_again(self) -> None:
        self.app.stack.reset(
            ScroogeTableScene(self.app, self.spec, self.app.new_seed(), self.plans, self.options)
        )

    # --- moves and what became of them ---------------------------------------------------

    def _person_moved(self, outcome: Outcome) -> bool:
        if outcome.accepted:
            self.nudges.moved(outcome.move.seat, outcome.move)
            self._show_outcome(outcome)
        else:
            self._say(outcome.move.seat, outcome.refusal or "")
        return outcome.accepted

    def _show_outcome(self, outcome: Outcome) -> None:
        """An accepted move on screen; a joker's name is said by the seat that played it."""
        move = outcome.move
        if isinstance(move, PlayJoker):
            self._say(move.seat, f"Joker played as {parse_card(move.as_card).name}", theme.TARGET_GLOW)
        self._show_events(list(outcome.events))

    def _say(self, seat: int, note: str, colour: tuple[int, int, int] = theme.ERROR) -> None:
        """A note in the strip of the seat's place; with two seats there, it says which one."""
        place = self.match.state.place_of(seat).index
        who = f"{self.match.seats[seat].name}: " if len(self.match.seats_at(place)) > 1 else ""
        self.strips[place].say(who + note, colour)

    def _pressed(self, buttons: ButtonSeat, action: str) -> None:
        """One person's key or pad button, in the order the presses of this frame arrived."""
        if self.waiting():
            return
        result = buttons.press(action)
        if isinstance(result, str):
            self._say(buttons.seat, result)
        elif result is not None:
            self._person_moved(result)

    def _show_selections(self) -> None:
        """Ring each key or pad seat's picked pile in its colour, redone only when pick or place change."""
        for seat, buttons in self.button_seats.items():
            pile_id = buttons.selected
            shown = (pile_id, tuple(self.view.top_rect(pile_id)) if pile_id else None)
            if self.shown_selection.get(seat) != shown:
                self.shown_selection[seat] = shown
                self.view.markers.setdefault(f"keys{seat}", [])
                colour = seat_colour(self.match.state.place_of(seat).index)
                self.view.mark(f"keys{seat}", [pile_id] if pile_id else [], colour)

    def _show_events(self, events: list[Event]) -> None:
        self.view.play_events(events)
        if any(isinstance(event, RoundEnded) for event in events):
            self.round_ended = True
            self._let_go()

    def _bots_moved(self, outcomes: list[Outcome]) -> None:
        for outcome in outcomes:
            if outcome.accepted:
                self._show_outcome(outcome)
            elif outcome.beaten_by is not None:
                self._say(outcome.move.seat, outcome.refusal or "")

    def targets_for(self, source: str, count: int) -> list[str]:
        if self.seat is None:
            return []
        targets = (move.target for move in self.match.card_moves(self.seat, source) if move.count == count)
        return list(dict.fromkeys(targets))  # a joker offers each pile once per name it could take

    def _movable(self, pile_id: str, index: int) -> int | None:
        """How many cards a press on card ``index`` of one of the mouse seat's piles takes up, if the
        rules let the seat take them now (``may_take``: the top card alone, or a work pile's run)."""
        if self.seat is None:
            return None
        count = len(self.match.state.piles[pile_id].cards) - index
        return count if self.match.state.may_take(pile_id, self.seat, count) else None

    def _say_if_inside_a_run(self, pile_id: str, index: int) -> None:
        """A press inside a run lifts nothing (never part of a run): say what may be taken instead."""
        if self.seat is not None:
            asked = len(self.match.state.piles[pile_id].cards) - index
            if 1 < asked < self.match.state.takeable_count(pile_id, self.seat):
                self._say(self.seat, "Only the top card or the whole run")

    # --- the mouse -------------------------------------------------------------------------

    def _pointer_down(self, pos: tuple[int, int]) -> None:
        for button in self.buttons:
            if button.enabled and button.hit(self.app.viewport, pos):
                self.pressed_button = button
                return
        if self.place is None or self.round_ended or self.waiting():
            return
        hit = self.view.card_at(pos)
        pile_id = hit[0] if hit else self.view.pile_at(pos)
        if pile_id == self.place.stock:
            self._person_moved(self.match.attempt(TurnStock(self.seat)))
            return
        if hit is None:
            return
        count = self._movable(*hit)
        if count is None:
            self._say_if_inside_a_run(*hit)
            return
        sprites = self.view.lift(hit[0], count)
        self.drag = RaceDrag.lifted(hit[0], sprites, pos, began=self.match.table.look())

    def _pointer_moved(self, pos: tuple[int, int]) -> None:
        hover_buttons(self.button_sprites, self.app.viewport, pos)
        drag = self.drag
        if drag is not None and drag.follow(self.view, pos):
            self.view.mark("target", self.targets_for(drag.source, drag.count), theme.TARGET_GLOW)

    def _pointer_up(self, pos: tuple[int, int]) -> None:
        pressed, self.pressed_button = self.pressed_button, None
        if release_button(pressed, self.app.viewport, pos):
            return
        drag, self.drag = self.drag, None
        if drag is None:
            return
        self.view.mark("target", [], theme.TARGET_GLOW)
        target = (
            self.view.drop_target(drag.sprites[-1].rect, pos, exclude=drag.source) if drag.moved else None
        )
        if target is None or self.seat is None:
            self.view.drop_back(drag.source, drag.sprites)
            if not drag.moved and drag.count == 1 and self.clicks.click((drag.source, drag.sprites[-1].card)):
                self.clicks.forget()
                self._send_to_centre(drag.source, drag.began)
            return
        move = self.match.card_move(self.seat, drag.source, target, drag.count)
        if not self._person_moved(self.match.attempt(move, drag.began)):
            self.view.drop_back(drag.source, drag.sprites)

    def _pointer_send(self, pos: tuple[int, int]) -> None:
        """A right click on the mouse seat's top card sends it to the centre, as a double click does."""
        if self.place is None or self.round_ended or self.waiting() or self.drag is not None:
            return
        hit = self.view.card_at(pos)
        if hit is not None and self._movable(*hit) == 1:
            self._send_to_centre(hit[0], self.match.table.look())

    def _send_to_centre(self, source: str, began: int) -> None:
        if self.seat is not None:
            result = self.match.to_centre(self.seat, source, began)
            if isinstance(result, str):
                self._say(self.seat, result)
            else:
                self._person_moved(result)

    def _show_resumed(self, events: list[tuple[float, Event]]) -> None:
        """Every card in place at once; at a round's end (or the game's) its summary opens."""
        self.view.show_state(self.match.state)
        self.round_ended = self.match.state.round_over

    # --- time and drawing ------------------------------------------------------------------

    def update(self, seconds: float) -> None:
        self.count(seconds)
        self.clicks.tick(seconds)
        for strip in self.strips:
            strip.tick(seconds)  # before this frame's notes, so each is seen for its full time
        if self.waiting():
            self._let_go()  # the race waits: no time for the clock or the bots
        else:
            self.elapsed += seconds
            self._bots_moved(self.match.frame(seconds))
        self._show_selections()
        running = not self.waiting() and not self.round_ended
        for seat in self.nudges.update(seconds, self.match.state, self.view, running):
            self._say(seat, "You have a play: the ringed card", theme.HINT_GLOW)
        self.view.update(seconds)
        self._refresh_hud()
        if self.round_ended and not self.view.animating and self.app.stack.top is self:
            self.app.stack.push(RoundSummaryScene(self.app, self))

    def resize(self) -> None:
        super().resize()
        self.view.resize(self.app.viewport)
        self._refresh_hud()

    def _refresh_hud(self) -> None:
        """The "Scrooge!" button, the key caps, the banner, the strips and the status line as the race
        stands, for the next drawing: done with the frame's update, never while drawing."""
        viewport, state = self.app.viewport, self.match.state
        waiting = self.waiting()  # once a frame: the button, the banner and the status all say it
        # the button is the mouse seat's; keyboard seats call with their own key
        self.call_button.enabled = (
            self.place is not None and not state.piles[self.place.scrooge].cards and not state.round_over
        ) and not waiting
        for sprite in self.button_sprites:
            sprite.refresh(viewport)
        for cap in self.caps:
            cap.layout = self.view.layout  # on the pile where large cards put it
            cap.refresh(viewport, self._index_reach(cap.pile_id, viewport))
        self.banner.refresh(viewport, waiting)
        scores, totals = self.match.live_scores(), self.match.totals()
        for place, strip in enumerate(self.strips):
            strip.layout = self.view.layout  # large cards move the seats
            strip.refresh(viewport, self.place_facts(place, scores, totals))
        left = f"Scrooge   Round {state.round_number}   {clock_text(self.elapsed)}"
        self.status.refresh(viewport, left, *self._status_words(waiting), hint=HELP_HINT)

    def _index_reach(self, pile_id: str, viewport: Viewport) -> tuple[float, float] | None:
        """How far (virtual pixels) the index of the card lying squarely on the pile's place reaches
        in from its side and its end, or None when no index shows there (face down, fanned, empty)."""
        sprites = self.view.piles[pile_id]
        if not sprites or not sprites[-1].face_up or not isinstance(sprites[-1].card, Card):
            return None
        if self.view.top_rect(pile_id).topleft != self.view.slot_rect(pile_id).topleft:
            return None
        across, down = self.view.art.index_reach(sprites[-1].card, self.view.card_size[0])
        return across / viewport.scale, down / viewport.scale

    def place_facts(
        self, place: int, scores: list[RoundScore] | None = None, totals: list[int] | None = None
    ) -> SeatFacts:
        """What a place's strip says: who plays it, its Scrooge pile, the round and the total (a team's)."""
        state = self.match.state
        scores = self.match.live_scores() if scores is None else scores
        totals = self.match.totals() if totals is None else totals
        seat = self.match.seats_at(place)[0]  # teammates share the place's score
        left_in_pile = len(state.piles[state.place_of(seat).scrooge].cards)
        total = totals[seat] + (0 if state.round_over else scores[seat].total)
        return SeatFacts(self.place_names[place], left_in_pile, scores[seat].total, total)

    def _place_name(self, place: int) -> str:
        """The strip's words: who plays the place, then the keys and buttons that name no pile."""
        seats = self.match.seats_at(place)
        labelled = [(self.keyboards[seat].binding, key_label) for seat in seats if seat in self.keyboards]
        labelled += [(self.pads[seat].binding, button_label) for seat in seats if seat in self.pads]
        keys = strip_keys(*labelled)
        if self.seat in seats:
            keys = "  ".join(part for part in ("Double-click centre", keys) if part)
        name = self.match.place_name(place)
        if len(seats) > 1:  # a team: who its two are
            name = f"{name} ({self.match.place_people(place)})"
        return "  ".join(part for part in (name, keys) if part)

    def _only_a_call_left(self) -> list[str]:
        """Who should call when nobody can play (the round waits for a call), asked once per move."""
        state = self.match.state
        moves = len(state.history)
        if self._call_check[0] != moves:
            callers = [self.match.place_name(place.index) for place in state.only_a_call_left()]
            self._call_check = (moves, callers)
        return self._call_check[1]

    def _status_words(self, waiting: str | None) -> tuple[str, bool]:
        """Why the race waits; a rebinding ignored or a pad that would not open; otherwise how to play."""
        note = self.people.status_note(waiting, self.elapsed)
        if note is not None:
            return note
        callers = self._only_a_call_left()
        if callers:
            return f"Nobody can play: {' or '.join(callers)}, call Scrooge! to end the round.", True
        if self.elapsed < HELD_BACK_SECONDS and self.view.large_cards_held_back():
            seats = len(self.match.plans)
            return (
                f"Large cards: {seats} seats fill the table, so only the corners grow; "
                "2 or 3 seats give larger cards.",
                False,
            )
        if self.button_seats and self.seat is None:
            which = "Keys and buttons" if self.keyboards and self.pads else "Buttons" if self.pads else "Keys"
            return f"{which} on each pile: source, then target.", False
        return "Double-click a card for the centre; click stock to turn.", False
