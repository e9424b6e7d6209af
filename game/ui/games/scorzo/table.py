"""The Scorzo table: people (at one screen, in turn) and bots play eleven rounds of five-suit rummy.

Issue 5, DESIGN.md §10. What a person sees and does:

* Their hand along the bottom in their own order, the solver's melds grouped
  with a gold band and named underneath, the loose cards in a red band with
  what they cost. They drag a card along the hand to put it elsewhere, or
  "Sort melds" to have the solver group it again.
* A turn: click the draw pile or the discard pile (D, F) to take its top card;
  drag a card onto the discard pile, double-click it, or pick it (click, or
  the arrow keys: the picked card stands raised) and click the discard pile or
  press Enter, to throw it. When the hand left is all melds the rules call
  SCORZO for the player; a banner says so above the piles, never over them.
* Before the first round each seat draws a card for the deal: a person clicks
  the draw pile (or presses D) on their go.
* With two or more people, a "pass to <name>" screen hides the table between
  their turns (``HotSeat``); with one, their hand is always face up.
* At a round's end every hand is shown with its melds and points
  (``ScorzoRoundScene``); "Scoresheet" shows the rounds so far and a chart.

The rules' events are played in order; after the dealer is chosen, and after a
call, the table holds a moment so people see what happened. Each move is told
in the table's history (``_story``), in public words: a card taken from the
draw pile is never named. A hand face down at the bottom (another person's
turn is coming) shows no bands, captions or gaps about its melds. Bots decide off the
frame (``BotTurns``) and move at a pace a person can follow.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.bots.scorzo_bot import ScorzoBot
from game.core.events import Event, GameOver, RoundEnded
from game.core.moves import Move
from game.core.protocol import GameSpec
from game.core.seats import SeatPlan
from game.rules.scorzo.cards import ScorzoCard
from game.rules.scorzo.moves import (
    DISCARD,
    DRAW,
    DealerChosen,
    Discard,
    DrawForDealer,
    NextRound,
    ScorzoCalled,
    TakeCard,
)
from game.rules.scorzo.save_codes import load_code, save_code
from game.rules.scorzo.state import Phase, ScorzoState, hand_id
from game.rules.scorzo.story import OPENING_STORY, move_story
from game.ui.app_services import AppServices
from game.ui.games.scorzo.hand import HandGroup, HandOrder
from game.ui.games.scorzo.keys import HandKeys
from game.ui.games.scorzo.meld_marks import meld_label, unmelded_label
from game.ui.games.scorzo.round_end import ScorzoRoundScene
from game.ui.games.scorzo.scoresheet import ScorzoScoresheetScene
from game.ui.games.scorzo.view import GroupMark, ScorzoTableView
from game.ui.look import theme
from game.ui.look.hud import hover_buttons, release_button
from game.ui.look.widgets import Button
from game.ui.table.pointer import DoubleClick, Drag
from game.ui.table.seat_strips import SeatLine
from game.ui.turns.turn_table import TurnTableScene

HAND_BUTTONS_X = 1420  # virtual x of the buttons beside the bottom hand (every Scorzo map leaves it free)
DISCARD_REACH = 40  # a card dropped this near the discard pile lands on it
HAND_REACH = 120  # the hand takes back a card dropped within half this above or below it


def group_marks(groups: Sequence[HandGroup]) -> list[GroupMark]:
    """The band and caption under each group: a whole meld by name, loose cards by what they cost.

    A meld the person pulled apart gets no band: its cards are not together to be marked.
    """
    marks = []
    for group in groups:
        if group.is_marked_meld:
            assert group.meld is not None
            marks.append(GroupMark(group.start, len(group.cards), meld_label(group.meld), True))
        elif group.meld is None:
            marks.append(GroupMark(group.start, len(group.cards), unmelded_label(group.cards), False))
    return marks


class ScorzoTableScene(TurnTableScene):
    """One game of Scorzo for 2 to 6 seats, people and bots."""

    view_class = ScorzoTableView
    view: ScorzoTableView
    state: ScorzoState

    def __init__(
        self,
        app: AppServices,
        spec: GameSpec,
        seed: int,
        plans: Sequence[SeatPlan],
        options: dict | None = None,
    ) -> None:
        self.orders: dict[int, HandOrder] = {}
        self.drag: Drag | None = None
        self.keyboard_used = False
        self.clicks = DoubleClick()
        self.round_shown = 0  # the last round whose end was shown
        self._hand_keys: HandKeys | None = None
        self.note_moment: tuple[object, ...] = ()  # the moment the status line's note was said in
        super().__init__(app, spec, seed, plans, options)

    # --- what the turn table asks of Scorzo ---------------------------------------------------

    def _make_bot(self, seat: int, plan: SeatPlan) -> ScorzoBot:
        return ScorzoBot.new(seat, plan.level, self.seed)

    def _round_over(self) -> bool:
        return self.state.phase is Phase.ROUND_OVER

    def _on_round_over(self) -> None:
        """The round's end: every hand with its melds and score, once a round."""
        if self.round_shown != self.state.round_number:
            self.round_shown = self.state.round_number
            self._cancel_drag()
            self.show_over_table(ScorzoRoundScene(self.app, self))

    def _rest_for(self, event: Event) -> str | None:
        if isinstance(event, DealerChosen):
            return f"{self.names[event.seat]} drew the highest card and deals first"
        if isinstance(event, ScorzoCalled):
            return f"{self.names[event.seat]} calls SCORZO!"  # the history says what follows
        return None

    def _opening_story(self) -> list[str]:
        """Before round 1 nothing is dealt: the history starts with how the first dealer is chosen."""
        return [OPENING_STORY]

    def _story(self, move: Move, events: list[Event]) -> list[str]:
        """The move in public words: "Seat 2 takes the 7★ from the discard pile.", "Seat 2 calls SCORZO…"."""
        return move_story(move, events, self.state.standings, self.state.caller)

    def _after_batch(self, batch: list[Event]) -> None:
        if any(isinstance(event, (RoundEnded, GameOver)) for event in batch):
            self._show_faces()

    def _after_move(self, move: Move) -> None:
        holder = self.person
        if self.drag is not None and (holder is None or self.drag.sprite.card not in self.state.hand(holder)):
            self.drag = None  # the held card went (Enter threw it): nothing is held any more
            self.view.mark("target", [], theme.TARGET_GLOW)
        for seat in list(self.orders):
            if not self.state.hand(seat) or isinstance(move, NextRound):
                del self.orders[seat]  # a new deal: the arrangement starts afresh from the solver

    def holding(self) -> bool:
        return self.drag is not None

    def _let_go(self) -> None:
        self._cancel_drag()

    def _notes(self) -> dict[str, Any]:
        """Each person's arrangement of their hand: they left it so, and expect to find it so."""
        orders = {
            str(seat): [save_code(card) for card in order.cards]
            for seat, order in self.orders.items()
            if self.plans[seat].human and order.cards
        }
        return {"hand_orders": orders} if orders else {}

    def _take_notes(self, notes: dict[str, Any]) -> None:
        """Each person's hand in the order they left it, when it still holds exactly those cards."""
        orders = notes.get("hand_orders")
        for seat_text, codes in orders.items() if isinstance(orders, dict) else ():
            try:
                seat, cards = int(seat_text), [load_code(str(code)) for code in codes]
            except (TypeError, ValueError):  # a bad card code is a ValueError too
                continue
            if 0 <= seat < self.state.seats and sorted(map(save_code, cards)) == sorted(
                map(save_code, self.state.hand(seat))
            ):
                order = self.order(seat)
                for index, card in enumerate(cards):
                    order.move(card, index)

    def _pass_reason(self) -> str:
        caller = self.state.caller
        return f"{self.names[caller]} called SCORZO: this is your last turn." if caller is not None else ""

    # --- seats and the view ----------------------------------------------------------------

    def order(self, seat: int) -> HandOrder:
        """A seat's arrangement of its hand, kept for the whole round."""
        if seat not in self.orders:
            self.orders[seat] = HandOrder(self.state.hand(seat), auto_group=True)
        return self.orders[seat]

    def _make_hud(self) -> None:
        # Right of the bottom hand, level with its top: the hand's own button (SCORZO needs none).
        self.sort_button = Button("Sort melds", (HAND_BUTTONS_X, 813, 300, 52), self.sort_melds, text_size=30)
        self.buttons = [
            Button("Menu", (24, 12, 150, 56), self.open_menu, text_size=30, corner="topleft"),
            Button("Scoresheet", (190, 12, 240, 56), self.open_scoresheet, text_size=30, corner="topleft"),
            self.sort_button,
        ]

    def _lay_out_hand(self) -> None:
        """Put the shown hand in its person's order, grouped and marked, and the keyboard's ring on it."""
        shown = self.hotseat.shown_seat
        if shown is None:
            self.view.unarrange()  # face down: nothing may tell how it melds
            self.view.mark_card(None, 0, theme.CURSOR_GLOW)
            return
        order = self.order(shown)
        order.sync(self.state.hand(shown))
        cursor = self._keys().cursor if self.keyboard_used and self.person is not None else None
        self.view.arrange(hand_id(shown), order.cards, group_marks(order.groups()), cursor)
        if self.drag is not None and self.drag.sprite in self.view.piles[hand_id(shown)]:
            self.view.keep_lifted(self.drag.sprite)  # a bot moved meanwhile: the held card stays held
        self._show_cursor()

    def _show_cursor(self) -> None:
        shown = self.hotseat.shown_seat
        if shown is None or not self.keyboard_used or self.person is None:
            self.view.mark_card(None, 0, theme.CURSOR_GLOW)
            return
        self.view.mark_card(hand_id(shown), self._keys().cursor, theme.CURSOR_GLOW)

    def _keys(self) -> HandKeys:
        seat = self.person if self.person is not None else 0
        keys = self._hand_keys
        if keys is None or keys.seat != seat or keys.order is not self.order(seat):
            keys = self._hand_keys = HandKeys(seat, self.order(seat))
        return keys

    # --- moves -------------------------------------------------------------------------------

    def sort_melds(self) -> None:
        seat = self.hotseat.shown_seat
        if seat is not None and self.person is not None:
            self.order(seat).regroup()
            self._lay_out_hand()

    def take(self, source: str) -> None:
        if self.person is not None:
            self.attempt(TakeCard(self.person, source))

    def discard(self, card: ScorzoCard) -> None:
        if self.person is not None:
            self.attempt(Discard(self.person, save_code(card)))

    def draw_for_deal(self) -> None:
        """A person draws for the deal on their go (the draw pile or D), whoever is at the bottom."""
        mover = self.state.to_move()
        if mover and self.plans[mover[0]].at_screen:
            self.attempt(DrawForDealer(mover[0]))

    def next_round(self) -> None:
        """Deal the next round (the round scene's button); any seat may, the first person does."""
        seat = next((seat for seat, plan in enumerate(self.plans) if plan.human), 0)
        self.attempt(NextRound(seat))

    def play_again(self) -> None:
        self.app.stack.reset(
            ScorzoTableScene(self.app, self.spec, self.app.new_seed(), self.plans, self.options)
        )

    def open_scoresheet(self) -> None:
        self.show_over_table(ScorzoScoresheetScene(self.app, self))

    # --- the mouse ---------------------------------------------------------------------------

    def _pointer_down(self, pos: tuple[int, int]) -> None:
        for button in self.buttons:
            if button.enabled and button.hit(self.app.viewport, pos):
                self.pressed_button = button
                return
        if not self._caught_up():
            return
        hit = self.view.card_at(pos)
        pile_id = hit[0] if hit else self.view.pile_at(pos)
        if self.state.phase is Phase.CUT:
            if pile_id == DRAW:
                self.draw_for_deal()
            return
        if self.person is None:
            return
        if pile_id in (DRAW, DISCARD):
            picked = self._picked_card()
            if pile_id == DISCARD and picked is not None and self.state.phase is Phase.DISCARD:
                self.discard(picked)
            else:
                self.take(pile_id)
            return
        if hit is None or hit[0] != hand_id(self.person):
            return
        self.drag = Drag.lifted(hit[0], [self.view.lift_card(*hit)], pos)

    def _pointer_moved(self, pos: tuple[int, int]) -> None:
        hover_buttons(self.button_sprites, self.app.viewport, pos)
        drag, person = self.drag, self.person
        if drag is None or not drag.follow(self.view, pos) or person is None:
            return
        if self.state.takeable_count(drag.source, person):  # the hand may give a card now: it is a discard
            self.view.mark("target", [DISCARD], theme.TARGET_GLOW)

    def _pointer_up(self, pos: tuple[int, int]) -> None:
        pressed, self.pressed_button = self.pressed_button, None
        if release_button(pressed, self.app.viewport, pos):
            return
        drag, self.drag = self.drag, None
        if drag is None or self.person is None:
            return
        self.view.mark("target", [], theme.TARGET_GLOW)
        card = drag.sprite.card
        assert isinstance(card, ScorzoCard)
        if card not in self.order(self.person).cards:
            self._lay_out_hand()
            return
        if not drag.moved:
            self._clicked(card)
            return
        hand = hand_id(self.person)
        target = self.view.drop_target(drag.sprite.rect, pos, exclude=hand)
        if target == DISCARD and self.view.pile_area(DISCARD).inflate(
            DISCARD_REACH, DISCARD_REACH
        ).colliderect(drag.sprite.rect):
            if self.attempt(Discard(self.person, save_code(card))):
                return
        elif self.view.pile_area(hand).inflate(0, HAND_REACH).collidepoint(pos):
            self.order(self.person).move(
                card, self.view.position_at(hand, drag.sprite.rect.centerx, drag.sprite)
            )
            self._keys().point_at(self.order(self.person).index_of(card))
        self._lay_out_hand()

    def _clicked(self, card: ScorzoCard) -> None:
        """A click picks the card (the keyboard's ring goes there); a second click at once throws it."""
        order = self.order(self.person) if self.person is not None else None
        if order is None:
            return
        double = self.clicks.click(card)
        self._keys().point_at(order.index_of(card))
        self.keyboard_used = True  # the ring shows the picked card
        if double and self.state.phase is Phase.DISCARD:  # the rules say so if it is not this seat's turn
            self.discard(card)
            self.clicks.forget()
        self._lay_out_hand()

    def _picked_card(self) -> ScorzoCard | None:
        """The card under the ring, once a click or a key has put the ring on the hand."""
        if self.person is None or not self.keyboard_used:
            return None
        cards = self.order(self.person).cards
        return cards[self._keys().cursor] if cards else None

    def _cancel_drag(self) -> None:
        if self.drag is not None:
            self.drag = None
            self.view.mark("target", [], theme.TARGET_GLOW)
            self._lay_out_hand()

    # --- the keyboard --------------------------------------------------------------------------

    def _key_pressed(self, event: pygame.event.Event) -> None:
        name = pygame.key.name(event.key)
        if event.key == pygame.K_ESCAPE:
            self._cancel_drag()
            return
        if self.drag is not None:
            return  # a card is in the hand's grip: keys wait until it is put down
        if name == "s":
            self.open_scoresheet()
            return
        if name == "g":
            self.sort_melds()
            return
        if not self._caught_up():
            return
        if self.state.phase is Phase.CUT:
            if name == "d":
                self.draw_for_deal()
            return
        if self.person is None:
            return
        shift = bool(event.mod & pygame.KMOD_SHIFT)
        keys = self._keys()
        move = keys.press(f"shift+{name}" if shift else name)
        self.keyboard_used = True
        if move is not None:
            self.attempt(move)
        self._lay_out_hand()

    # --- time and drawing ---------------------------------------------------------------------

    def _advance(self, seconds: float) -> None:
        self.clicks.tick(seconds)  # a double click is timed on the frame clock
        super()._advance(seconds)

    def _light_buttons(self) -> None:
        """Sort melds while the person at the bottom holds cards."""
        state, person = self.state, self.person
        self.sort_button.enabled = person is not None and bool(state.hand(person))

    def _seat_line(self, seat: int) -> SeatLine:
        state = self.state
        on_turn = seat in state.to_move() and state.phase is not Phase.ROUND_OVER
        note = "called SCORZO" if state.caller == seat else ""
        if self.bot_turns.thinking == seat:
            note = note or "thinking…"
        if state.round_number and seat not in state.playing:
            note = "sits out the tie-break"
        total = state.standings.totals()[seat]
        facts = ("deals",) if state.dealer == seat else ()
        return SeatLine(self.names[seat], (*facts, f"total {total}"), on_turn, note)

    def _status_left(self) -> str:
        state = self.state
        if not state.round_number:
            return "Scorzo   drawing for the deal"
        rounds = (
            f"Round {state.round_number} of {state.rounds}"
            if state.round_number <= state.rounds
            else "Tie-break"
        )
        words = f"Scorzo   {rounds}"
        seat = self.hotseat.shown_seat
        if seat is not None and state.hand(seat):
            points = self.order(seat).score
            words += (
                f"   this hand: {points} point{'s' if points != 1 else ''}" if self.person is not None else ""
            )
        return words

    def _moment(self) -> tuple[object, ...]:
        """What the table is waiting for: a note said at another moment is stale."""
        state = self.state
        return (state.round_number, state.phase, state.turn, self.hotseat.shown_seat)

    def _say(self, text: str, alert: bool = False) -> None:
        super()._say(text, alert)
        self.note_moment = self._moment()

    def status_words(self) -> tuple[str, bool]:
        """The status line's right side: a note of this moment (a refusal in red), else what to do now.

        A note belongs to the moment it was said in ("Round 2 of 3: Seat 1 deals 7 cards each"
        goes once the first card is taken); the history keeps it."""
        if self.note_left > 0 and self.note and self.note_moment == self._moment():
            return self.note, self.note_alert
        state = self.state
        mover = state.to_move()
        phase = state.phase
        if phase is Phase.ROUND_OVER:
            return "The round is over.", False
        if not mover:
            return "", False
        seat = mover[0]
        if not self.plans[seat].human:
            return f"{self.names[seat]} is playing…", False
        if phase is Phase.CUT:
            return f"{self.names[seat]}: click the draw pile (D) to draw for the deal.", False
        if seat != self.person:
            return f"{self.names[seat]} to play.", False
        last = "Last turn! " if state.caller is not None else ""
        if phase is Phase.TAKE:
            return last + "Take a card: click the draw pile (D) or the discard pile (F).", False
        if phase is Phase.DISCARD:
            return (
                last + "Discard: drag a card onto the discard pile or double-click it (Left/Right, Enter).",
                False,
            )
        return "", False
