"""Repezita (seed 004, last section; DESIGN.md §10): a shedding race with no turns.

All cards are dealt (one 52-card deck per four players; some get one more) and held
face up. "An Ace starts the centre pile; then any card one rank above or below the top,
any suit, ranks wrapping (K–A–2)." A wrong card is placed and its player takes the whole
pile up; "any Ace then restarts it". A player who legally plays his last card is out, in
finishing order; the last one holding cards loses. If nobody plays for ``stall_seconds``,
the centre is cleared aside and any card may start the next pile (``advance``).

``RaceTable`` in ``game.realtime`` applies the moves in the order they arrive. A move
names the top its player saw (``PlayCard.onto``), so a card that lost a race is refused,
state unchanged, instead of counting as a wrong card.

Time is not a move: ``history`` holds the cards played, not the seconds between them, so
replaying the seed and the moves alone repeats no stall clear. To reproduce a game, replay
the time steps too (``tests/harness.replay_steps``; a race table's journal keeps both).
"""

from __future__ import annotations

import math
from typing import Any

from game.core.cards import ACE, KING, Card, standard_deck
from game.core.codes import CardCodeError
from game.core.events import CardsMoved, Event, GameOver
from game.core.moves import Move
from game.core.pile_game import PileGame
from game.core.piles import Base, Build, PileRule
from game.core.protocol import Result
from game.rules.repezita.events import PileTaken, PlayerOut, StallCleared, WrongCard, cards_text, seat_label
from game.rules.repezita.moves import PlayCard
from game.rules.repezita.view import RepezitaView

CENTRE = "centre"
ASIDE = "aside"
SEATS_PER_DECK = 4
# "one rank above or below the top, any suit, ranks wrapping (K–A–2)": the wrap is the modulus.
CENTRE_RULE = PileRule(base=Base.ACE, build=Build(steps=(1, -1), wrap=True), label="A")
HAND_RULE = PileRule()
ASIDE_RULE = PileRule()
# Time steps are sums of frame times: a stall due at 5 s fires at 4.9999999 s too.
CLOCK_SLACK = 1e-6


def hand_id(seat: int) -> str:
    return f"seat{seat + 1}.hand"


def decks_for(seats: int) -> int:
    """How many 52-card decks a table of ``seats`` plays with: one per four players."""
    return math.ceil(seats / SEATS_PER_DECK)


def rank_step(rank: int, step: int) -> int:
    """The rank ``step`` ranks above ``rank`` (below for a negative step), wrapping K–A–2."""
    return (rank - 1 + step) % KING + 1


def hand_order(card: Card) -> tuple[int, str, int]:
    """Hands are kept by rank, then suit, then deck, so a table can show them in order."""
    return card.rank, card.suit.value if card.suit else "", card.deck


def fits(card: Card, top: Card | None, free_start: bool = False) -> bool:
    """Whether ``card`` may be played on ``top`` (None: an empty centre)."""
    if top is None:
        return free_start or card.rank == ACE
    return CENTRE_RULE.build.follows(top, card)


class RepezitaState(PileGame):
    """One game of Repezita, until only one player holds cards."""

    move_kinds = {"PlayCard": PlayCard}
    uses_time = True

    # --- the deal ---------------------------------------------------------------------

    def _set_up(self) -> None:
        self.stall_seconds = float(self.options["stall_seconds"])
        for seat in range(self.seats):
            self.add_pile(hand_id(seat), HAND_RULE)
        self.add_pile(CENTRE, CENTRE_RULE)
        self.add_pile(ASIDE, ASIDE_RULE)
        cards = [card for deck in range(decks_for(self.seats)) for card in standard_deck(deck=deck)]
        self.rng.shuffle(cards)
        # Dealt one by one clockwise from the dealer's left (seat 1); "if some players receive
        # one extra card, this is ok".
        for index, card in enumerate(cards):
            self.piles[hand_id(index % self.seats)].cards.append(card)
        for seat in range(self.seats):
            self._sort_hand(seat)
        self.free_start = False
        self.quiet_seconds = 0.0
        self.stall_done = False  # the stall rule fired and nothing was played since
        self.out: list[int] = []
        self.losing_seat: int | None = None

    def _sort_hand(self, seat: int) -> None:
        self.piles[hand_id(seat)].cards.sort(key=hand_order)

    # --- what the table and bots ask ----------------------------------------------------

    def hand(self, seat: int) -> list[Card]:
        return self.piles[hand_id(seat)].cards

    def top(self) -> Card | None:
        return self.piles[CENTRE].top

    def top_code(self) -> str | None:
        """The save code of the centre's top card, to send as ``PlayCard.onto``; None when empty."""
        top = self.top()
        return None if top is None else self.save_card(top)

    def fitting(self, seat: int, onto: str | None) -> list[str]:
        """Codes of the cards in ``seat``'s hand that may go on ``onto`` (None: on an empty centre)."""
        top = None if onto is None else self.load_card(onto)
        free = self.free_start and top is None
        return [self.save_card(card) for card in self.hand(seat) if fits(card, top, free)]

    def finishing_order(self) -> list[int]:
        """The seats out so far, first out first."""
        return list(self.out)

    def loser(self) -> int | None:
        """The last seat holding cards, once the game is over."""
        return self.losing_seat

    def holding(self) -> list[int]:
        """The seats still holding cards."""
        return [seat for seat in range(self.seats) if self.hand(seat)]

    def takeable_count(self, pile_id: str, seat: int) -> int:
        """A seat plays from its own hand, one card at a time and any card of it; the centre is never
        taken by choice (a wrong card makes its player take it, as the penalty)."""
        return 1 if pile_id == hand_id(seat) and self.hand(seat) else 0

    def hand_owner(self, pile_id: str) -> int | None:
        prefix, _, kind = pile_id.partition(".")
        if kind != "hand" or not prefix.startswith("seat"):
            return None
        return int(prefix[4:]) - 1

    # --- legality -------------------------------------------------------------------------

    def _card_in_hand(self, seat: int, code: str) -> Card | None:
        try:
            card = self.load_card(code)
        except (CardCodeError, ValueError):
            return None
        return card if card in self.hand(seat) else None

    def _why_illegal(self, move: Move) -> str | None:
        if not isinstance(move, PlayCard):
            return f"{type(move).__name__} is not a move in {self.spec.name}"
        if move.seat in self.out:
            return "you are out: you have played all your cards"
        card = self._card_in_hand(move.seat, move.card)
        if card is None:
            return f"{move.card!r} is not a card in your hand"
        top = self.top()
        if move.onto != self.top_code():
            now = "the centre is empty now" if top is None else f"the {top.name} is on top now"
            return f"the centre moved on: {now}"
        if top is None and not fits(card, None, self.free_start):
            return "only an Ace starts the pile"
        return None  # a card that does not follow the top is a wrong card: legal, with its penalty

    def _legal_moves(self, seat: int) -> list[Move]:
        """Every fitting card on the current top; wrong cards are moves too, but not listed."""
        onto = self.top_code()
        return [PlayCard(seat, code, onto) for code in self.fitting(seat, onto)]

    def has_legal_move(self, seat: int) -> bool:
        top = self.top()
        return any(fits(card, top, self.free_start) for card in self.hand(seat))

    def move_space(self, seat: int) -> list[Move]:
        """The legal moves and refused ones: others' cards, a stale top, a non-Ace on an empty centre."""
        onto = self.top_code()
        probes: list[Move] = [PlayCard(seat, "ZZ", onto), PlayCard(seat, "AS@9", onto)]
        other = self.hand((seat + 1) % self.seats)
        if other:
            probes.append(PlayCard(seat, self.save_card(other[0]), onto))
        for card in self.hand(seat)[:3]:
            code = self.save_card(card)
            probes.append(PlayCard(seat, code, "KS@7" if onto is not None else "AH"))
            if onto is not None or not fits(card, None, self.free_start):
                probes.append(PlayCard(seat, code, None))
        return self.legal_moves(seat) + probes

    # --- applying moves ----------------------------------------------------------------------

    def _apply(self, move: Move) -> list[Event]:
        assert isinstance(move, PlayCard)
        card = self.load_card(move.card)
        top = self.top()
        hand = self.piles[hand_id(move.seat)]
        hand.cards.remove(card)
        self.piles[CENTRE].cards.append(card)
        self.free_start = False
        self.quiet_seconds = 0.0
        self.stall_done = False
        events: list[Event] = [CardsMoved(hand.id, CENTRE, (card,))]
        if top is not None and not fits(card, top):
            return events + self._take_up(move.seat, card, top)
        if not hand.cards:
            events += self._go_out(move.seat)
        return events

    def _take_up(self, seat: int, card: Card, top: Card) -> list[Event]:
        """ "If a player places an incorrect card, he must then take up the entire play pile"."""
        count = len(self.piles[CENTRE].cards)
        moved = self.carry(CENTRE, hand_id(seat), count)
        self._sort_hand(seat)
        return [WrongCard(seat, card, top), moved, PileTaken(seat, count)]

    def _go_out(self, seat: int) -> list[Event]:
        """The last card played legally: out, in finishing order; one holder left is the loser."""
        self.out.append(seat)
        events: list[Event] = [PlayerOut(seat, len(self.out))]
        holding = self.holding()
        if len(holding) == 1:
            self.losing_seat = holding[0]
            events.append(GameOver(True, self.result().summary))
        return events

    # --- time: the stall rule ---------------------------------------------------------------

    def advance(self, seconds: float) -> list[Event]:
        """The stall rule: "If nobody plays for 5 seconds (a setting), the centre is cleared aside
        and any card may start the next pile"; it fires once until a card is played again."""
        if seconds < 0:
            raise ValueError(f"time only runs forward, not by {seconds} s")
        if self.is_over():
            return []
        self.quiet_seconds += seconds
        if self.stall_done or self.quiet_seconds + CLOCK_SLACK < self.stall_seconds:
            return []
        self.stall_done = True
        self.free_start = True
        count = len(self.piles[CENTRE].cards)
        events: list[Event] = [self.carry(CENTRE, ASIDE, count)] if count else []
        return [*events, StallCleared(count)]

    # --- the end -----------------------------------------------------------------------------

    def is_over(self) -> bool:
        return self.losing_seat is not None

    def result(self) -> Result:
        """Placings by finishing order, the loser last; seats still playing after, fewest cards first."""
        held = {seat: len(self.hand(seat)) for seat in range(self.seats)}
        placings = {seat: index + 1 for index, seat in enumerate(self.out)}
        playing = [seat for seat in range(self.seats) if seat not in placings]
        for seat in playing:
            placings[seat] = len(self.out) + 1 + sum(held[other] < held[seat] for other in playing)
        winners = tuple(self.out[:1])
        order = ", ".join(seat_label(seat) for seat in self.out)
        if self.losing_seat is not None:
            holding = cards_text(held[self.losing_seat])
            text = (
                f"Out in order: {order}. {seat_label(self.losing_seat)} is left holding {holding} and loses."
            )
        elif self.out:
            text = f"Out so far: {order}. Still playing: {', '.join(seat_label(s) for s in playing)}."
        else:
            text = (
                "Nobody is out yet. Cards held: "
                + ", ".join(f"{seat_label(s)} {held[s]}" for s in held)
                + "."
            )
        return Result(held, placings, winners, text)

    # --- views and JSON ------------------------------------------------------------------------

    def view(self, seat: int) -> RepezitaView:
        base = super().view(seat)
        return RepezitaView(
            base.seat,
            base.piles,
            base.to_move,
            hand=tuple(self.hand(seat)),
            hand_sizes=tuple(len(self.hand(other)) for other in range(self.seats)),
            centre=tuple(self.piles[CENTRE].cards),
            free_start=self.free_start,
            quiet_seconds=self.quiet_seconds,
            stall_seconds=self.stall_seconds,
            finishing_order=tuple(self.out),
            loser=self.losing_seat,
        )

    def to_move(self) -> tuple[int, ...]:
        """Everyone still holding cards, at any time."""
        return () if self.is_over() else tuple(self.holding())

    def _copy_extra_from(self, other: PileGame) -> None:
        assert isinstance(other, RepezitaState)
        self.out = list(other.out)

    def _extra_to_json(self) -> dict[str, Any]:
        return {
            "free_start": self.free_start,
            "quiet_seconds": self.quiet_seconds,
            "stall_done": self.stall_done,
            "out": list(self.out),
            "loser": self.losing_seat,
        }

    def _extra_from_json(self, data: dict[str, Any]) -> None:
        self.free_start = bool(data["free_start"])
        self.quiet_seconds = float(data["quiet_seconds"])
        self.stall_done = bool(data["stall_done"])
        self.out = [int(seat) for seat in data["out"]]
        self.losing_seat = None if data["loser"] is None else int(data["loser"])
