"""What a Scorzo seat knows, read from its view alone: the bots' eyes.

A person at the table sees their own hand and the whole face-up discard pile,
watches who takes which card from it, and knows both decks (two of each
card, twelve wilds). From that follows what may still come: every card not
in the hand, not on the discard pile and not known to sit in another hand.
The draw pile's order and the other hands are never read; the view does not
hold them (a face-down card is ``None`` there).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from game.bots.scorzo_hands import COPIES, Hand, hand_of, kind_of
from game.rules.scorzo.chart import next_among
from game.rules.scorzo.moves import DISCARD
from game.rules.scorzo.view import ScorzoView


@dataclass(frozen=True)
class Sight:
    """One look at the table from a seat."""

    hand: Hand
    discard_top: int | None  # the kind on top of the discard pile
    unseen: Counter[int]  # per kind: cards not seen this round (in the draw pile or hidden in hands)
    next_seat: int  # who plays after this seat
    next_collects: Hand  # cards the next player took from the discard pile and still holds
    last_turn: bool  # SCORZO was called: this is the seat's last turn
    next_plays: bool  # the next player has a turn to come (not the caller, whose round is over)


def look(view: ScorzoView) -> Sight:
    discards = [card for card in view.piles[DISCARD].cards if card is not None]
    on_table = set(discards)
    seats = len(view.totals) or max(view.playing, default=0) + 1
    following = next_among(view.seat, seats, view.playing) if view.playing else view.seat
    # A card taken from the discard pile stays in its last taker's hand until it shows up on the pile again.
    takers = {card: seat for seat, card in view.taken_from_discard}
    held_by: dict[int, list[int]] = {}
    for card, seat in takers.items():
        if seat != view.seat and card not in on_table:
            held_by.setdefault(seat, []).append(kind_of(card))
    seen = Counter(kind_of(card) for card in (*view.hand, *discards))
    for kinds in held_by.values():
        seen.update(kinds)
    unseen = Counter({kind: max(0, copies - seen[kind]) for kind, copies in COPIES.items()})
    top = view.discard_top
    return Sight(
        hand=hand_of(view.hand),
        discard_top=None if top is None else kind_of(top),
        unseen=unseen,
        next_seat=following,
        next_collects=tuple(sorted(held_by.get(following, []))),
        last_turn=view.caller is not None and view.caller != view.seat,
        next_plays=view.caller is None or following != view.caller,
    )
