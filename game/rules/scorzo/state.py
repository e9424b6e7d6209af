"""Scorzo (seed 001; DESIGN.md §10): a five-suit rummy over eleven rounds, lowest score wins.

The table: a face-down ``draw`` pile, a face-up ``discard`` pile, a hand per
seat (``seat1.hand`` …, face down to everyone but its owner) and a place per
seat for the card it draws to choose the first dealer (``seat1.cut`` …).
The game moves through phases: the draw for the deal, then in each round
turns of take → discard (SCORZO called by the rules when the hand left is all
melds), the last turns after a call, the scored round on show until any seat deals the next.
"""

from __future__ import annotations

from enum import Enum
from typing import Any

from game.core.events import CardsFlipped, CardsMoved, Event, GameOver, Message, RoundEnded
from game.core.moves import Move
from game.core.piles import PileRule
from game.core.protocol import GameState, Result
from game.core.seat_names import seat_words
from game.core.wording import listed
from game.rules.scorzo.cards import ScorzoCard, scorzo_deck
from game.rules.scorzo.chart import hand_size, left_of, next_among
from game.rules.scorzo.first_dealer import Cut
from game.rules.scorzo.moves import (
    DISCARD,
    DRAW,
    CallScorzo,
    DealerChosen,
    DealerDraw,
    Discard,
    DrawForDealer,
    KeepPlaying,
    NextRound,
    ScorzoCalled,
    TakeCard,
    TurnStarted,
)
from game.rules.scorzo.outcome import winner_sentence
from game.rules.scorzo.save_codes import load_code, save_code
from game.rules.scorzo.standings import Standings, hand_points, is_all_melds
from game.rules.scorzo.view import ScorzoView

# Cards are taken and put by the moves below, not by pile rules.
TABLE_PILE = PileRule()


class Phase(Enum):
    CUT = "drawing for the deal"
    TAKE = "take a card"
    DISCARD = "discard a card"
    ROUND_OVER = "round over"


# The moves each phase takes (NextRound, between rounds, is judged on its own).
PHASE_MOVES: dict[Phase, tuple[type[Move], ...]] = {
    Phase.CUT: (DrawForDealer,),
    Phase.TAKE: (TakeCard,),
    Phase.DISCARD: (Discard,),
    Phase.ROUND_OVER: (NextRound,),
}
PHASE_REFUSALS: dict[Phase, str] = {
    Phase.CUT: "first the dealer is chosen: draw a card for the deal",
    Phase.TAKE: "first take the top card of the draw pile or the discard pile",
    Phase.DISCARD: "now discard a card, so the hand has as many cards as it started with",
    Phase.ROUND_OVER: "the round is over: deal the next one",
}

# The moves an earlier version offered for the call: read from old saves, refused if ever made.
RETIRED_REFUSALS: dict[type[Move], str] = {
    CallScorzo: "SCORZO is not a move any more: the rules call it when a turn ends with a hand of melds",
    KeepPlaying: "a hand of melds cannot play on: the rules call SCORZO at the end of the turn",
}


def hand_id(seat: int) -> str:
    return f"seat{seat + 1}.hand"


def cut_id(seat: int) -> str:
    return f"seat{seat + 1}.cut"


def _phase_named(name: object) -> Phase:
    """The saved phase; one this version does not have (an older save's "CALL") is refused by name."""
    if isinstance(name, str) and name in Phase.__members__:
        return Phase[name]
    known = ", ".join(Phase.__members__)
    raise ValueError(f"the saved phase {name!r} is not a phase of Scorzo in this version (they are {known})")


class ScorzoState(GameState):
    """One game of Scorzo: the draw for the first dealer, the rounds of the chart, any tie-breaks."""

    move_kinds = {
        kind.__name__: kind for kind in (DrawForDealer, TakeCard, Discard, CallScorzo, KeepPlaying, NextRound)
    }

    # --- the table ----------------------------------------------------------------

    def _set_up(self) -> None:
        self.rounds = int(self.options["rounds"])
        for pile_id in (DRAW, DISCARD):
            self.add_pile(pile_id, TABLE_PILE)
        for seat in range(self.seats):
            self.add_pile(hand_id(seat), TABLE_PILE)
            self.add_pile(cut_id(seat), TABLE_PILE)
        self.hand_owners = {hand_id(seat): seat for seat in range(self.seats)}
        deck = scorzo_deck()
        self.rng.shuffle(deck)
        self.piles[DRAW].cards = deck
        self.phase = Phase.CUT
        self.cut = Cut.start(self.seats)
        self.round_number = 0
        self.dealer: int | None = None
        self.turn: int | None = None
        self.caller: int | None = None
        self.playing: tuple[int, ...] = tuple(range(self.seats))
        self.taken: list[tuple[int, ScorzoCard]] = []
        self.standings = Standings(self.seats)
        self._settle()

    def hand(self, seat: int) -> list[ScorzoCard]:
        return self.piles[hand_id(seat)].cards

    def hand_owner(self, pile_id: str) -> int | None:
        return self.hand_owners.get(pile_id)

    def _settle(self) -> None:
        """Face down: the draw pile, and the hands until the round is scored; the rest face up."""
        for pile_id, pile in self.piles.items():
            hand_hidden = pile_id in self.hand_owners and self.phase is not Phase.ROUND_OVER
            face_down = pile_id == DRAW or hand_hidden
            pile.hidden = len(pile.cards) if face_down else 0

    def _move_top(self, source: str, target: str, count: int = 1, face_up: bool = True) -> CardsMoved:
        cards = self.piles[source].cards[-count:]
        del self.piles[source].cards[-count:]
        self.piles[target].cards.extend(cards)
        return CardsMoved(source, target, tuple(cards), face_up)

    # --- whose move -----------------------------------------------------------------

    def _mover(self) -> int | None:
        """The one seat that may move now (None between rounds, when any seat may deal)."""
        return self.cut.drawing if self.phase is Phase.CUT else self.turn

    def takeable_count(self, pile_id: str, seat: int) -> int:
        """One card, by the seat whose move it is: the draw for the deal off the draw pile, a turn's
        take off the top of the draw or discard pile, then a discard out of the hand (any card)."""
        if seat != self._mover():
            return 0
        if self.phase is Phase.CUT:
            return 1 if pile_id == DRAW else 0  # an empty draw pile is filled again from the earlier draws
        sources = {Phase.TAKE: (DRAW, DISCARD), Phase.DISCARD: (hand_id(seat),)}.get(self.phase, ())
        return 1 if pile_id in sources and self.piles[pile_id].cards else 0

    def to_move(self) -> tuple[int, ...]:
        if self.is_over():
            return ()
        if self.phase is Phase.ROUND_OVER:
            return tuple(range(self.seats))
        mover = self._mover()
        return () if mover is None else (mover,)

    # --- legality -----------------------------------------------------------------------

    def _legal_moves(self, seat: int) -> list[Move]:
        if self.phase is Phase.ROUND_OVER:
            return [NextRound(seat)]
        if seat != self._mover():
            return []
        if self.phase is Phase.CUT:
            return [DrawForDealer(seat)]
        if self.phase is Phase.TAKE:
            return [TakeCard(seat, source) for source in (DRAW, DISCARD) if self.piles[source].cards]
        if self.phase is Phase.DISCARD:
            return [Discard(seat, save_code(card)) for card in self.hand(seat)]
        return []

    def _why_illegal(self, move: Move) -> str | None:
        if type(move) not in self.move_kinds.values():
            return f"{type(move).__name__} is not a move in {self.spec.name}"
        if type(move) in RETIRED_REFUSALS:
            return RETIRED_REFUSALS[type(move)]
        if type(move) not in PHASE_MOVES[self.phase]:
            return PHASE_REFUSALS[self.phase]
        mover = self._mover()
        if mover is not None and move.seat != mover:
            return f"it is the turn of {seat_words(mover)}"
        if isinstance(move, TakeCard):
            if move.source not in (DRAW, DISCARD):
                return "take the top card of the draw pile or the discard pile"
            if not self.piles[move.source].cards:
                return f"the {move.source} pile is empty"
        if isinstance(move, Discard) and move.card not in {save_code(c) for c in self.hand(move.seat)}:
            return f"{move.card} is not in your hand"
        return None

    def move_space(self, seat: int) -> list[Move]:
        """The legal moves and a spread of illegal ones: out of turn, wrong piles, cards not held."""
        others = self.piles[DISCARD].cards[-1:] + self.hand(left_of(seat, self.seats))
        probes: list[Move] = [
            DrawForDealer(seat),
            TakeCard(seat, DRAW),
            TakeCard(seat, DISCARD),
            TakeCard(seat, hand_id(seat)),
            Discard(seat, "star:11"),
            CallScorzo(seat),
            KeepPlaying(seat),
            NextRound(seat),
        ]
        probes += [Discard(seat, save_code(card)) for card in (*self.hand(seat)[:1], *others[:2])]
        return self.legal_moves(seat) + probes

    # --- applying moves -------------------------------------------------------------------

    def _apply(self, move: Move) -> list[Event]:
        if isinstance(move, DrawForDealer):
            events = self._draw_for_dealer(move.seat)
        elif isinstance(move, TakeCard):
            events = self._take(move.seat, move.source)
        elif isinstance(move, Discard):
            events = self._discard(move.seat, move.card)
        else:
            events = self._start_round()
        self._settle()
        return events

    def _draw_for_dealer(self, seat: int) -> list[Event]:
        """ "Each player draws a card at random from the deck"; wilds and ties draw again."""
        events: list[Event] = []
        if not self.piles[DRAW].cards:
            events += self._return_earlier_draws()
        moved = self._move_top(DRAW, cut_id(seat))
        events += [moved, DealerDraw(seat, save_code(moved.cards[0]))]
        turn_done = len(self.cut.pending) == 1
        drawn = {s: self.piles[cut_id(s)].cards for s in self.cut.contenders}
        latest = {s: cards[-1] for s, cards in drawn.items() if cards}
        self.cut = self.cut.after_draw(latest)
        dealer = self.cut.dealer
        if dealer is not None:
            self.dealer = dealer
            text = f"{seat_words(dealer)} drew the highest card and deals first."
            events += [DealerChosen(dealer), Message(text)]
            return events + self._start_round()
        if turn_done:
            names = listed([seat_words(s) for s in self.cut.pending])
            again = "draws again" if len(self.cut.pending) == 1 else "draw again"
            events.append(Message(f"A wild or a tie: {names} {again}."))
        return events

    def _return_earlier_draws(self) -> list[Event]:
        """The deck ran out while choosing the dealer: all but each seat's latest draw go back, shuffled."""
        events: list[Event] = []
        for seat in range(self.seats):
            pile = self.piles[cut_id(seat)]
            earlier, pile.cards = pile.cards[:-1], pile.cards[-1:]
            if earlier:
                self.piles[DRAW].cards.extend(earlier)
                events.append(CardsMoved(cut_id(seat), DRAW, tuple(earlier), face_up=False))
        self.rng.shuffle(self.piles[DRAW].cards)
        return events

    def _start_round(self) -> list[Event]:
        """Gather and shuffle; the deal passes left; deal the chart's count, turn up the first discard."""
        events: list[Event] = []
        for pile_id in self.piles:
            if pile_id != DRAW and self.piles[pile_id].cards:
                events.append(self._move_top(pile_id, DRAW, len(self.piles[pile_id].cards), face_up=False))
        self.rng.shuffle(self.piles[DRAW].cards)
        if self.round_number:
            assert self.dealer is not None
            self.dealer = left_of(self.dealer, self.seats)
        assert self.dealer is not None
        self.round_number += 1
        tie_break = self.round_number > self.rounds
        self.playing = self.standings.tied_for_first() if tie_break else tuple(range(self.seats))
        size = hand_size(self.round_number, self.rounds)
        self.phase, self.caller, self.taken = Phase.TAKE, None, []
        events.append(Message(self._round_title(size)))
        first = next_among(self.dealer, self.seats, self.playing)
        order = [first]
        while len(order) < len(self.playing):
            order.append(next_among(order[-1], self.seats, self.playing))
        for _ in range(size):
            for seat in order:
                events.append(self._move_top(DRAW, hand_id(seat), face_up=False))
        events.append(self._move_top(DRAW, DISCARD))
        self.turn = first
        return [*events, TurnStarted(first)]

    def _round_title(self, size: int) -> str:
        dealer = seat_words(self.dealer or 0)
        if self.round_number > self.rounds:
            tied = " and ".join(seat_words(s) for s in self.playing)
            return f"Tie-break round: {tied} are tied; {dealer} deals {size} cards each."
        return f"Round {self.round_number} of {self.rounds}: {dealer} deals {size} cards each."

    def _take(self, seat: int, source: str) -> list[Event]:
        card = self.piles[source].cards[-1]
        events: list[Event] = [self._move_top(source, hand_id(seat), face_up=False)]
        if source == DISCARD:
            self.taken.append((seat, card))
        if not self.piles[DRAW].cards:
            events += self._turn_over_discards()
        self.phase = Phase.DISCARD
        return events

    def _turn_over_discards(self) -> list[Event]:
        """ "If the draw pile runs out of cards, flip over the discard pile to make a new draw pile."

        Turned over as it lies, not shuffled, the whole pile: its first card is the
        new draw pile's top, and the next discard starts a new discard pile.
        """
        discards = self.piles[DISCARD].cards
        self.piles[DRAW].cards, self.piles[DISCARD].cards = list(reversed(discards)), []
        moved = CardsMoved(DISCARD, DRAW, tuple(reversed(discards)), face_up=False)
        return [moved, Message("The draw pile ran out: the discard pile is turned over as the new one.")]

    def _discard(self, seat: int, code: str) -> list[Event]:
        hand = self.hand(seat)
        card = next(c for c in hand if save_code(c) == code)
        hand.remove(card)
        self.piles[DISCARD].cards.append(card)
        events: list[Event] = [CardsMoved(hand_id(seat), DISCARD, (card,))]
        if self.caller is None and is_all_melds(hand):
            events += self._call(seat)
        return events + self._pass_turn()

    def _call(self, seat: int) -> list[Event]:
        """ "If a player's hand contains only melds … then the player calls SCORZO": the rules call it."""
        self.caller = seat
        text = f"{seat_words(seat)} calls SCORZO! Everyone else has one last turn."
        return [ScorzoCalled(seat), Message(text)]  # the message right after its event: the story skips it

    @classmethod
    def steps_from_older_rules(cls, steps: tuple[Move | float, ...]) -> tuple[Move | float, ...]:
        """An older save's calls, made now by the rules at the same moment, are dropped; a "play on"
        cannot be followed (the rules now call for that hand), so such a save is refused, saying so."""
        for number, step in enumerate(steps, start=1):
            if isinstance(step, KeepPlaying):
                raise ValueError(
                    f"at step {number} {seat_words(step.seat)} played on with a hand of melds, as an older "
                    "version allowed; the rules now call SCORZO for such a hand, so the game cannot go on "
                    "from this save"
                )
        return tuple(step for step in steps if not isinstance(step, CallScorzo))

    def _pass_turn(self) -> list[Event]:
        """The player to the left plays next; after a call, the round ends back at the caller."""
        assert self.turn is not None
        following = next_among(self.turn, self.seats, self.playing)
        if self.caller is not None and following == self.caller:
            return self._score_round()
        self.turn, self.phase = following, Phase.TAKE
        return [TurnStarted(following, last=self.caller is not None)]

    def _score_round(self) -> list[Event]:
        """ "Any cards that are not part of a meld are added to their score": each hand's best split."""
        points = {seat: hand_points(self.hand(seat)) for seat in self.playing}
        tie_break = self.round_number > self.rounds
        (self.standings.tie_breaks if tie_break else self.standings.rounds).append(points)
        self.phase, self.turn = Phase.ROUND_OVER, None
        hands = [(hand_id(seat), tuple(self.hand(seat))) for seat in self.playing]
        events: list[Event] = [CardsFlipped(pile_id, cards, True) for pile_id, cards in hands if cards]
        label = "Tie-break round" if tie_break else f"Round {self.round_number}"
        text = f"{label} over: " + ", ".join(f"{seat_words(s)} {n}" for s, n in points.items()) + "."
        events.append(RoundEnded(self.round_number, tuple(points.items()), text))
        if self.is_over():
            events.append(GameOver(True, self.result().summary))
        elif self.round_number >= self.rounds:
            tied = " and ".join(seat_words(s) for s in self.standings.tied_for_first())
            events.append(Message(f"{tied} are tied for the fewest points: a three-card round decides."))
        return events

    # --- the end ------------------------------------------------------------------------

    def is_over(self) -> bool:
        return (
            self.phase is Phase.ROUND_OVER
            and self.round_number >= self.rounds
            and not self.standings.tied_for_first()
        )

    def result(self) -> Result:
        totals = self.standings.totals()
        placings = self.standings.placings()
        over = self.is_over()
        winners = tuple(seat for seat in range(self.seats) if placings[seat] == 1) if over else ()
        played = len(self.standings.rounds)
        lead = ", ".join(seat_words(s) for s in range(self.seats) if placings[s] == 1)
        so_far = f"After {played} of {self.rounds} rounds"
        leads = f"{so_far}: {lead} leads with {min(totals)} points (fewest wins)."
        summary = f"Game over: {winner_sentence(self.standings)}" if over else leads
        return Result(dict(enumerate(totals)), dict(enumerate(placings)), winners, summary)

    # --- views, copies, JSON --------------------------------------------------------------

    def view(self, seat: int) -> ScorzoView:
        base = super().view(seat)
        discard = self.piles[DISCARD].cards
        return ScorzoView(
            base.seat,
            base.piles,
            base.to_move,
            phase=self.phase.name.lower(),
            round_number=self.round_number,
            hand_size=hand_size(self.round_number, self.rounds) if self.round_number else 0,
            dealer=self.dealer,
            turn=self.turn,
            caller=self.caller,
            playing=self.playing,
            hand=tuple(self.hand(seat)),
            discard_top=discard[-1] if discard else None,
            taken_from_discard=tuple(self.taken),
            totals=tuple(self.standings.totals()),
        )

    def save_card(self, card: Any) -> str:
        return save_code(card)

    def load_card(self, text: str) -> Any:
        return load_code(text)

    def _copy_extra_from(self, other: GameState) -> None:
        assert isinstance(other, ScorzoState)
        self.taken = list(other.taken)
        self.standings = other.standings.copy()

    def _extra_to_json(self) -> dict[str, Any]:
        return {
            "phase": self.phase.name,
            "cut": self.cut.to_json(),
            "round_number": self.round_number,
            "dealer": self.dealer,
            "turn": self.turn,
            "caller": self.caller,
            "playing": list(self.playing),
            "taken": [[seat, save_code(card)] for seat, card in self.taken],
            "standings": self.standings.to_json(),
        }

    def _extra_from_json(self, data: dict[str, Any]) -> None:
        self.phase = _phase_named(data["phase"])
        self.cut = Cut.from_json(data["cut"])
        self.round_number = int(data["round_number"])
        self.dealer, self.turn, self.caller = data["dealer"], data["turn"], data["caller"]
        self.playing = tuple(int(seat) for seat in data["playing"])
        self.taken = [(int(seat), load_code(code)) for seat, code in data["taken"]]
        self.standings = Standings.from_json(self.seats, data["standings"])
