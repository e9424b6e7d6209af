"""The Schrum Schrum and Tač table: people and bots turn their face-down piles, card by card, in turn.

Seed 004, DESIGN.md §10. One class for both games: they differ as data
(``ShedderRules``). What a person sees and does:

* Each seat has its face-down pile (a badge says how many cards it holds)
  and beside it its face-up pile, whose top card the others may play onto;
  a name strip above says who sits there, the cards left, the seat's pile key
  and, in Tač, a person's call key. The centre lies in the middle.
* On their turn: click the face-down pile (or Space, T) to turn its top card;
  then drag the card to the centre, onto another player's face-up pile, or onto
  their own face-up pile, which ends the turn and is always allowed (a person
  may miss a play). The legal places light while the card is held. A click on
  the card picks it up for a click on the place instead. Keys: C the centre,
  a seat's number its face-up pile, O one's own; Escape lets go.
* Tač: a card put on one's own Open pile though it had a play may be called
  until the next card is turned: the "Tač!" button, or each person's call key.
  Bots call after their reaction time (``ShedderBot.call_delay``); a bot on turn
  after a miss waits ``CALL_WINDOW_SECONDS`` first so people have time to call.
  A call is shown with a banner while the penalty cards travel.

Nothing is private (every face-down pile is face down to everyone, its owner
too), so people at one screen need no pass screen; the first person's seat
stays at the bottom. At the end the finishing order opens over the table.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.bots.shedder_bot import CALL_WINDOW_SECONDS, ShedderBot
from game.core.cards import Card
from game.core.events import Event
from game.core.moves import Move, MoveCards
from game.core.protocol import GameSpec
from game.core.seats import SeatPlan
from game.rules.shedding.moves import CallTac, PlayMissed, TacCalled, TurnCard
from game.rules.shedding.state import CENTRE, ShedderState
from game.rules.shedding.story import call_words, end_line, end_words, move_story, opening_words
from game.ui.app_services import AppServices
from game.ui.games.shedding.keys import (
    CANCEL_KEY,
    TURN_KEYS,
    call_keys,
    pile_key,
    table_key_names,
    target_of_key,
)
from game.ui.games.shedding.view import PileCount, ShedderTableView, new_counts
from game.ui.look import theme
from game.ui.look.hud import hover_buttons, release_button
from game.ui.look.widgets import Button
from game.ui.menus.finishing_order import Finisher, FinishingOrderScene
from game.ui.table.pointer import Drag
from game.ui.table.seat_strips import SeatLine
from game.ui.table.seated_view import SeatedTableView
from game.ui.turns.turn_table import TurnTableScene

TAC_BUTTON_BOX = (1500, 880, 260, 100)  # right of the bottom seat, which every Tač map leaves free


@dataclass
class HeldCard(Drag):
    """The turned card in the pointer's grip, or picked by a click for a click on its place."""

    picked: bool = False


class ShedderTableScene(TurnTableScene):
    """One game of Schrum Schrum (2, 4, 8 seats) or Tač (2–4), people and bots."""

    view_class = ShedderTableView
    view: ShedderTableView
    state: ShedderState
    deal_from_pile = CENTRE
    private_hands = False

    def __init__(
        self,
        app: AppServices,
        spec: GameSpec,
        seed: int,
        plans: Sequence[SeatPlan],
        options: dict | None = None,
    ) -> None:
        self.held: HeldCard | None = None
        self.counts: dict[int, PileCount] = new_counts(len(plans))
        self.call_key_of = call_keys(plans)
        self.calls_due: dict[int, tuple[float, int]] = {}  # bot seat: (when it calls, which miss)
        self.misses_seen = 0  # PlayMissed events shown so far; a bot's call is for one of them
        self.miss_shown_at: float | None = None  # the clock when the open miss was shown
        self.call_rest: tuple[Event, str] | None = None  # rest under this banner after this event
        self.order_shown = False
        super().__init__(app, spec, seed, plans, options)

    # --- what the turn table asks of these games -----------------------------------------------

    def _make_bot(self, seat: int, plan: SeatPlan) -> ShedderBot:
        return ShedderBot(seat, plan.level, random.Random(f"{self.seed}:{seat}"))

    def _dress_view(self, view: SeatedTableView) -> None:
        """The cards wear the faces the game's option chose."""
        assert isinstance(view, ShedderTableView)
        view.faces = str(self.options.get("faces", "french"))

    def _make_hud(self) -> None:
        self.tac_button = Button("Tač!", TAC_BUTTON_BOX, self.call_by_mouse, text_size=48)
        self.buttons = [Button("Menu", (24, 12, 150, 56), self.open_menu, text_size=30, corner="topleft")]
        if self.state.rules.missed_plays_may_be_called:
            self.buttons.append(self.tac_button)

    def _hud_extras(self) -> list[pygame.sprite.DirtySprite]:
        return list(self.counts.values())

    def _round_over(self) -> bool:
        return self.state.is_over()

    def _on_round_over(self) -> None:
        if not self.order_shown:
            self.order_shown = True
            self._let_go()
            self._open_finishing_order()

    def _show_faces(self) -> None:
        """The rules say which cards lie face up; there are no hands to turn."""

    def _seat_to_play(self) -> int | None:
        """The seat on turn; a bot after a missed play first leaves people time to call."""
        seat = self.state.turn
        if self.state.is_over():
            return None
        opened = self.miss_shown_at
        if self.state.missed is None or opened is None or self.plans[seat].human:
            return seat
        return None if self.clock - opened < CALL_WINDOW_SECONDS else seat

    def _opening_story(self) -> list[str]:
        return opening_words(self.state)

    def _story(self, move: Move, events: list[Event]) -> list[str]:
        """Each card turned and where it went, a call with the missed play it points out, and the end."""
        return move_story(self.state, move, events)

    def _rest_for(self, event: Event) -> str | None:
        if self.call_rest is not None and event is self.call_rest[0]:
            banner = self.call_rest[1]
            self.call_rest = None
            return banner
        return None

    def _after_move(self, move: Move) -> None:
        """A call rests under its banner once its penalty cards are on their way; a card another seat
        plays onto a person's face-up pile is said, so it does not seem to land there by itself."""
        if isinstance(move, CallTac):
            called = next(event for event in self.pending if isinstance(event, TacCalled))
            self.call_rest = (self.pending[-1], self._call_banner(called))
        state = self.state
        owner = state.owner(move.target) if isinstance(move, MoveCards) else None
        if owner is None or owner == move.seat or not self.plans[owner].human:
            return
        if move.target == state.open_id(owner):
            card = state.card_name(state.piles[move.target].cards[-1])
            whose = f"{self.names[owner]}'s" if self._people_share_the_screen() else "your"
            self._say(f"{self.names[move.seat]} put the {card} on {whose} {state.rules.open_title}.")

    def _after_batch(self, batch: list[Event]) -> None:
        for event in batch:
            if isinstance(event, PlayMissed):
                self.misses_seen += 1
                self.miss_shown_at = self.clock
                self._bots_notice(event)

    def holding(self) -> bool:
        return self.held is not None

    def _let_go(self) -> None:
        held, self.held = self.held, None
        self.view.mark("target", [], theme.TARGET_GLOW)
        if held is not None:
            pile = self.state.closed_id(self.state.turn)
            if held.sprite in self.view.piles.get(pile, []):
                self.view.drop_back(pile, [held.sprite])

    # --- calls ------------------------------------------------------------------------------

    def _bots_notice(self, missed: PlayMissed) -> None:
        """Each bot but the offender says when it will call, if it noticed at all."""
        for seat, bot in self.bots.items():
            if seat == missed.seat:
                continue
            delay = bot.call_delay(self.state.view(seat))
            if delay is not None:
                self.calls_due[seat] = (self.clock + delay, self.misses_seen)

    def _bots_call(self) -> None:
        """A bot whose reaction time has passed calls, if the miss it saw is still open."""
        for seat, (due, miss) in list(self.calls_due.items()):
            if self.state.missed is None or miss != self.misses_seen:
                del self.calls_due[seat]
            elif self.clock >= due:
                del self.calls_due[seat]
                self.attempt(CallTac(seat))

    def _call_banner(self, called: TacCalled) -> str:
        return self.hotseat.named(call_words(self.state, called))

    def call_by_mouse(self) -> None:
        """The "Tač!" button: the call of the first person who may call (the mouse's, at one screen)."""
        people = list(self.call_key_of)
        if not people:
            return
        offender = self.state.missed.seat if self.state.missed is not None else None
        caller = next((seat for seat in people if seat != offender), people[0])
        self.call(caller)

    def call(self, seat: int) -> None:
        if self._caught_up():
            self.attempt(CallTac(seat))

    # --- moves ------------------------------------------------------------------------------

    @property
    def mover(self) -> int | None:
        """The person on turn, whose turn the mouse and the turn keys play; None on a bot's turn."""
        seat = self.state.turn
        return seat if not self.state.is_over() and self.plans[seat].at_screen else None

    def _acting_seat(self) -> int | None:
        """Who a turn key speaks for: the person at the screen on turn, else the first person at the
        screen (to hear why not); None with nobody at the screen, since a phone seat plays only from
        its own page and a bot by itself."""
        if self.mover is not None:
            return self.mover
        return next(iter(self.call_key_of), None)

    def turn_card(self) -> bool:
        seat = self._acting_seat()
        return seat is not None and self._caught_up() and self.attempt(TurnCard(seat))

    def play_to(self, target: str) -> bool:
        """Put the turned card on ``target``; a refusal is said in red and the card stays."""
        seat = self._acting_seat()
        if seat is None or not self._caught_up():
            return False
        return self.attempt(MoveCards(seat, self.state.closed_id(seat), target))

    def legal_targets(self) -> list[str]:
        seat = self.mover
        if seat is None:
            return []
        return [m.target for m in self.state.legal_moves(seat) if isinstance(m, MoveCards)]

    def play_again(self) -> None:
        self.app.stack.reset(
            ShedderTableScene(self.app, self.spec, self.app.new_seed(), self.plans, self.options)
        )

    # --- the mouse ---------------------------------------------------------------------------

    def _pointer_down(self, pos: tuple[int, int]) -> None:
        for button in self.buttons:
            if button.enabled and button.hit(self.app.viewport, pos):
                self.pressed_button = button
                return
        if not self._caught_up():
            return
        seat = self.mover
        if seat is None:
            return
        pile_id = self.view.pile_at(pos)
        held = self.held
        if held is not None and held.picked:
            self.held = None
            self.view.mark("target", [], theme.TARGET_GLOW)
            if pile_id is not None and pile_id != self.state.closed_id(seat):
                self.play_to(pile_id)
            return
        closed = self.state.closed_id(seat)
        if pile_id != closed:
            return
        if not self.state.takeable_count(closed, seat):  # no card turned yet: the press turns one
            self.turn_card()
            return
        self.held = HeldCard.lifted(closed, self.view.lift(closed, 1), pos)

    def _pointer_moved(self, pos: tuple[int, int]) -> None:
        hover_buttons(self.button_sprites, self.app.viewport, pos)
        held = self.held
        if held is not None and not held.picked and held.follow(self.view, pos):
            self.view.mark("target", self.legal_targets(), theme.TARGET_GLOW)

    def _pointer_up(self, pos: tuple[int, int]) -> None:
        pressed, self.pressed_button = self.pressed_button, None
        if release_button(pressed, self.app.viewport, pos):
            return
        held = self.held
        if held is None or held.picked or self.mover is None:
            return
        closed = self.state.closed_id(self.mover)
        if not held.moved:
            held.picked = True  # a click picks the card up for a click on its place
            self.view.drop_back(closed, [held.sprite])
            self.view.mark("target", self.legal_targets(), theme.TARGET_GLOW)
            return
        self.held = None
        self.view.mark("target", [], theme.TARGET_GLOW)
        target = self.view.drop_target(held.sprite.rect, pos, exclude=closed)
        if target is None:
            self._say("Drop the card on the centre or on a face-up pile.", alert=True)
        elif self.play_to(target):
            return
        self.view.drop_back(closed, [held.sprite])

    # --- the keyboard --------------------------------------------------------------------------

    def _key(self, name: str) -> None:
        if name == CANCEL_KEY:
            self._let_go()
            return
        caller = next((seat for seat, key in self.call_key_of.items() if key == name), None)
        if caller is not None and self.state.rules.missed_plays_may_be_called:
            self.call(caller)
            return
        if self.held is not None and not self.held.picked:
            return  # the mouse holds the card: keys wait until it is put down
        if name in TURN_KEYS:
            self.turn_card()
            return
        seat = self._acting_seat()
        if seat is None:
            return
        open_piles = {other: self.state.open_id(other) for other in range(self.state.seats)}
        target = target_of_key(name, seat, self.state.seats, CENTRE, open_piles)
        if target is not None:
            self._let_go()
            self.play_to(target)

    # --- time and drawing ---------------------------------------------------------------------

    def _advance(self, seconds: float) -> None:
        self._bots_call()
        super()._advance(seconds)

    def _refresh_hud(self) -> None:
        """As any turn table, and the badge on each face-down pile with how many cards it holds."""
        super()._refresh_hud()
        viewport = self.app.viewport
        for seat, count in self.counts.items():
            pile = self.state.closed_id(seat)
            count.refresh(viewport, self.view.slot_rect(pile), len(self.view.piles[pile]))

    def _seat_line(self, seat: int) -> SeatLine:
        state = self.state
        left = state.cards_left(seat)
        # the keys before the count, a person's call key first: a narrow strip drops its last facts, and
        # the count is also on the face-down pile's badge, while the keys are said nowhere else on the table
        facts = [f"{left} card{'s' if left != 1 else ''}"]
        if self.call_key_of:  # the keys that play onto a pile are for people at the screen only
            facts.insert(0, f"key {pile_key(seat)}")
        if seat in self.call_key_of and state.rules.missed_plays_may_be_called:
            facts.insert(0, f"Tač: {self.call_key_of[seat].upper()}")
        note = "wins!" if state.winner == seat else ""
        return SeatLine(self.names[seat], tuple(facts), seat == state.turn and not state.is_over(), note)

    def _status_left(self) -> str:
        centre = self.state.piles[CENTRE].cards
        ranks = self.state.deck.ranks
        wanted = ranks[(ranks.index(centre[-1].rank) + 1) % len(ranks)] if centre else ranks[0]
        return f"{self.spec.name}   centre takes: {_rank_word(self.state, wanted)}"

    def status_words(self) -> tuple[str, bool]:
        """What to do now, or a note of the moment; once the game is over, only how it ended (a note
        from the last turn, "Seat 1 turns the Open pile over…", belongs to a moment that is past)."""
        state = self.state
        if state.is_over():
            return self.hotseat.named(end_line(state)), False
        if self.note_left > 0 and self.note:
            return self.note, self.note_alert
        seat = state.turn
        if not self.plans[seat].human:
            return f"{self.names[seat]} is playing…", False
        card = state.turned_card(seat)
        if card is None:
            return self._addressed(seat, f"turn your {state.rules.closed_title}: click it, or Space."), False
        return self._addressed(
            seat,
            f"the {state.card_name(card)}: drag it where it lights up (C, 1–{state.seats}), "
            f"or onto your {state.rules.open_title} (O) to end the turn.",
        ), False

    def _people_share_the_screen(self) -> bool:
        return sum(plan.at_screen for plan in self.plans) > 1

    def _addressed(self, seat: int, instruction: str) -> str:
        """The instruction to the person on turn; their name before it only when several people share
        the screen (a lone person knows it is them, and a long name must not crowd the instruction)."""
        if self._people_share_the_screen():
            return f"{self.names[seat]}: {instruction}"
        return instruction[0].upper() + instruction[1:]

    # --- the end ----------------------------------------------------------------------------

    def _open_finishing_order(self) -> None:
        state = self.state
        result = state.result()
        order = sorted(range(state.seats), key=lambda seat: (result.placings[seat], seat))
        finishers = []
        for seat in order:
            left = state.cards_left(seat)
            detail = "out first" if seat == state.winner else f"{left} card{'s' if left != 1 else ''} left"
            finishers.append(Finisher(self.names[seat], detail))
        if state.winner is not None:
            title = f"{self.spec.name}: {self.names[state.winner]} wins"
        else:
            title = f"{self.spec.name}: no winner"
        note = self.hotseat.named(end_words(state))
        keys = [pygame.key.key_code(name) for name in table_key_names(self.plans)]
        self.show_over_table(FinishingOrderScene(self.app, title, finishers, self.play_again, note, keys))


def _rank_word(state: ShedderState, rank: int) -> str:
    """A rank as these faces call it: 'Ace', '7', 'Ober'."""
    card = Card(rank, state.deck.suits[0])
    return state.card_name(card).split(" of ")[0]
