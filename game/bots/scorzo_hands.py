"""Scorzo hands as the bots weigh them: small integers, scored by the exact meld solver.

A bot looks at thousands of hands a turn (each discard, each card it might
draw), so a hand here is a sorted tuple of card kinds, not of card objects:
a suited card is the solver's ``card_key`` (suit order * 10 + number - 1,
0–49) and a wild is ``WILD`` (50, so wilds sort last). The two copies of a
card are the same kind: the rules never tell them apart.

``HandJudge`` owns one memoised ``MeldSolver`` and answers three questions:
what a hand scores, what it can score after throwing its worst card, and
what it can expect to score after drawing a card it cannot see.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from game.rules.scorzo.cards import DECKS, NUMBERS, SUITS, WILD_VALUE, WILDS_PER_DECK, ScorzoCard
from game.rules.scorzo.melds import MeldSolver, card_key

Hand = tuple[int, ...]
WILD = len(SUITS) * len(NUMBERS)  # 50: after every suited kind
KINDS = tuple(range(WILD + 1))
# Both decks: two of each suited card and twelve wilds ("two identical decks of 56 cards").
COPIES = {kind: (WILDS_PER_DECK * DECKS if kind == WILD else DECKS) for kind in KINDS}
EXPECTED_KEPT = 64  # expected scores are remembered only within a turn or two: the unseen cards change
RUN_REACH = 2  # a card two places away in its suit can still share a run of three with it


def kind_of(card: ScorzoCard) -> int:
    return WILD if card.is_wild else card_key(card)


def value_of(kind: int) -> int:
    """Points the kind counts when left out of a meld (a wild 15)."""
    return WILD_VALUE if kind == WILD else kind % len(NUMBERS) + 1


def hand_of(cards: Iterable[ScorzoCard]) -> Hand:
    return tuple(sorted(kind_of(card) for card in cards))


def without(hand: Hand, kind: int) -> Hand:
    """The hand less one card of ``kind``."""
    index = hand.index(kind)
    return hand[:index] + hand[index + 1 :]


def plus(hand: Hand, kind: int) -> Hand:
    return tuple(sorted((*hand, kind)))


def may_meld(kind: int, suited: Hand, wilds: int) -> bool:
    """Whether a card of ``kind`` could be in a meld with the hand's cards (``suited`` and ``wilds``).

    A meld of three needs two partners: cards of the same number, or of its suit
    that close a run of three with it, or wilds in their place.
    """
    if kind == WILD or wilds >= 2:
        return True
    span = len(NUMBERS)
    number, base = kind % span, kind - kind % span
    same = sum(held % span == number for held in suited)
    near = {held - base for held in suited if base <= held < base + span and held != kind}
    if wilds == 1:
        return same >= 1 or any(abs(place - number) <= RUN_REACH for place in near)
    windows = ((-2, -1), (-1, 1), (1, 2))
    return same >= 2 or any(number + a in near and number + b in near for a, b in windows)


def related(first: int, second: int) -> bool:
    """Whether two suited kinds can share a meld: the same number, or near in one suit."""
    span = len(NUMBERS)
    same_number = first % span == second % span
    same_suit = first // span == second // span
    return same_number or (same_suit and abs(first - second) <= RUN_REACH)


@dataclass(frozen=True)
class Judged:
    """A hand's best score and the dearest card its best split leaves out (0: all melds)."""

    score: int
    dearest_unmelded: int


class HandJudge:
    """Scores hands with one memoised solver; a bot keeps one for a whole game."""

    def __init__(self, solver: MeldSolver | None = None) -> None:
        self.solver = solver or MeldSolver()
        self._judged: dict[Hand, Judged] = {}
        self._expected: dict[tuple[Hand, tuple[int, ...]], float] = {}
        self._cards = {kind: _card(kind) for kind in KINDS}

    def score(self, hand: Hand) -> int:
        wilds = hand.count(WILD)
        return self.solver.score_keys(hand[: len(hand) - wilds], wilds)

    def judge(self, hand: Hand) -> Judged:
        known = self._judged.get(hand)
        if known is None:
            if len(self._judged) > self.solver.limit:
                self._judged.clear()
            split = self.solver.best_split(self._cards[kind] for kind in hand)
            dearest = max((card.value for card in split.unmelded), default=0)
            known = self._judged[hand] = Judged(split.score, dearest)
        return known

    def best_discard_score(self, hand: Hand) -> int:
        """The lowest score left after throwing one card of ``hand`` (a hand holding one card too many).

        Throwing the dearest card the best split leaves out gives that split's
        score less its value. No throw can do better than the split's score
        less the thrown card's value (the card was out, or its meld closes up
        without it, perhaps freeing a wild for another meld), so only dearer
        cards are tried, dearest first, and the search stops where none can.
        """
        judged = self.judge(hand)
        best = judged.score - judged.dearest_unmelded if judged.dearest_unmelded else math.inf
        for kind in sorted(set(hand), key=value_of, reverse=True):
            if judged.score - value_of(kind) >= best:
                break
            best = min(best, self.score(without(hand, kind)))
        return int(best)

    def searches_ahead(self, hand: Hand, unseen: Mapping[int, int]) -> int:
        """How many unseen kinds ``expected_after_draw`` must search for this hand: its cost."""
        wilds = hand.count(WILD)
        suited = hand[: len(hand) - wilds]
        return sum(bool(count) and may_meld(kind, suited, wilds) for kind, count in unseen.items())

    def expected_after_draw(self, hand: Hand, unseen: Mapping[int, int]) -> float:
        """The score ``hand`` may expect after drawing one unseen card and throwing its worst.

        ``unseen`` counts the cards of each kind the seat has not seen. A drawn
        card that can meld with nothing in the hand stays out of the melds, so
        the hand keeps its melds and throws its dearest card: no search needed.
        The answer is remembered for the turn (the same hand is often weighed twice).
        """
        key = (hand, tuple(unseen.get(kind, 0) for kind in KINDS))
        known = self._expected.get(key)
        if known is None:
            if len(self._expected) > EXPECTED_KEPT:
                self._expected.clear()
            known = self._expected[key] = self._expected_after_draw(hand, unseen)
        return known

    def _expected_after_draw(self, hand: Hand, unseen: Mapping[int, int]) -> float:
        total = sum(unseen.values())
        if not total:
            return float(self.score(hand))
        judged = self.judge(hand)
        wilds = hand.count(WILD)
        suited = hand[: len(hand) - wilds]
        expected = 0.0
        for kind, count in unseen.items():
            if not count:
                continue
            if may_meld(kind, suited, wilds):
                after = self.best_discard_score(plus(hand, kind))
            else:
                after = judged.score - max(0, judged.dearest_unmelded - value_of(kind))
            expected += count * after
        return expected / total


def _card(kind: int) -> ScorzoCard:
    if kind == WILD:
        return ScorzoCard.wild()
    span = len(NUMBERS)
    return ScorzoCard(SUITS[kind // span], kind % span + 1)
