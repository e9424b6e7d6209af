"""Scorzo hands as the bots weigh them: small integers, scored by an exact meld search.

A bot looks at thousands of hands a turn (each discard, each card it might
draw), so a hand here is a sorted tuple of card kinds, not of card objects:
a suited card is the solver's ``card_key`` (suit order * 10 + number - 1,
0–49) and a wild is ``WILD`` (50, so wilds sort last). The two copies of a
card are the same kind: the rules never tell them apart.

``HandJudge`` keeps one memo of searched positions and answers three
questions: what a hand scores, what it can score after throwing its worst
card, and what it may score after drawing a card it cannot see (each score
with its chance). ``expected_best`` turns those chances into the lowest
score the hand may expect over the draws it may have left.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from itertools import combinations

from game.rules.scorzo.cards import DECKS, NUMBERS, SUITS, WILD_VALUE, WILDS_PER_DECK, ScorzoCard
from game.rules.scorzo.melds import LONGEST_MELD, SHORTEST_MELD, card_key

Hand = tuple[int, ...]
Outcomes = tuple[tuple[int, float], ...]  # (score, chance) pairs, lowest score first; the chances sum to 1
WILD = len(SUITS) * len(NUMBERS)  # 50: after every suited kind
KINDS = tuple(range(WILD + 1))
# Both decks: two of each suited card and twelve wilds ("two identical decks of 56 cards").
COPIES = {kind: (WILDS_PER_DECK * DECKS if kind == WILD else DECKS) for kind in KINDS}
OUTCOMES_KEPT = 64  # draw outcomes are remembered only within a turn or two: the unseen cards change
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


def _run_windows(kind: int) -> tuple[tuple[int, int], ...]:
    """The runs of 3 to 5 places through ``kind`` with no place below it held: (first, last) numbers, 0-based.

    The card searched is the lowest left, so the places below it in a run can
    only be wilds, and the places from it up take held cards where there are any.
    """
    number = kind % len(NUMBERS)
    top = len(NUMBERS) - 1
    return tuple(
        (first, last)
        for first in range(number, max(0, number - LONGEST_MELD + 1) - 1, -1)
        for last in range(max(number, first + SHORTEST_MELD - 1), min(top, first + LONGEST_MELD - 1) + 1)
    )


RUN_WINDOWS = {kind: _run_windows(kind) for kind in range(WILD)}


def _less(keys: Hand, taken: Iterable[int]) -> Hand:
    left = list(keys)
    for key in taken:
        left.remove(key)
    return tuple(left)


class HandJudge:
    """Scores hands with one memo of searched positions; a bot keeps one for a whole game.

    The search is the rules' ``MeldSolver`` search (the lowest card is left out
    or melded with cards no lower than itself, in sets or runs of 3 to 5, a run
    taking held cards before wilds) reduced to the score alone: no melds are
    built, so a position costs a few tuple operations (about three times faster
    than the rules' solver on random hands). A test holds it to the
    rules' solver on thousands of hands.
    """

    def __init__(self, limit: int = 200_000) -> None:
        self.limit = limit
        self._scores: dict[tuple[Hand, int], int] = {}
        self._outcomes: dict[tuple[Hand, tuple[int, ...]], Outcomes] = {}
        self._meldable: dict[Hand, frozenset[int]] = {}

    def score(self, hand: Hand) -> int:
        """What the hand scores: the unmelded cards of its best split."""
        if len(self._scores) > self.limit:
            self._scores.clear()
        wilds = hand.count(WILD)
        return self._search(hand[: len(hand) - wilds], wilds)

    def _search(self, keys: Hand, wilds: int) -> int:
        known = self._scores.get((keys, wilds))
        if known is not None:
            return known
        if not keys:
            best = 0 if wilds == 0 or wilds >= SHORTEST_MELD else WILD_VALUE * wilds
        else:
            best = value_of(keys[0]) + self._search(keys[1:], wilds)
            for taken, used in self._melds_through_lowest(keys, wilds):
                if best == 0:
                    break
                score = self._search(_less(keys, taken), wilds - used)
                if score < best:
                    best = score
        self._scores[(keys, wilds)] = best
        return best

    @staticmethod
    def _melds_through_lowest(keys: Hand, wilds: int) -> set[tuple[Hand, int]]:
        """Every meld through the lowest card: the held cards it takes and the wilds it needs."""
        lowest = keys[0]
        span = len(NUMBERS)
        number = lowest % span
        melds: set[tuple[Hand, int]] = set()
        same = [key for key in keys[1:] if key % span == number]
        if len(same) + wilds >= SHORTEST_MELD - 1:
            for extra in range(min(len(same), LONGEST_MELD - 1) + 1):
                least = max(0, SHORTEST_MELD - 1 - extra)
                for others in combinations(same, extra):
                    for used in range(least, min(wilds, LONGEST_MELD - 1 - extra) + 1):
                        melds.add(((lowest, *others), used))
        # Held cards a run takes from the lowest up to each last place (the places below are wilds).
        held, base, taken = set(keys), lowest - number, [lowest]
        taken_to = [(lowest,)]
        for place in range(number + 1, min(span, number + LONGEST_MELD)):
            if base + place in held:
                taken.append(base + place)
            taken_to.append(tuple(taken))
        for first, last in RUN_WINDOWS[lowest]:
            used = last - first + 1 - len(taken_to[last - number])
            if used <= wilds:
                melds.add((taken_to[last - number], used))
        return melds

    def best_discard_score(self, hand: Hand) -> int:
        """The lowest score left after throwing one card of ``hand`` (a hand holding one card too many).

        No throw can leave less than the hand's score less the thrown card's
        value (the card was out, or its meld closes up without it, perhaps
        freeing a wild for another meld), so the cards are tried dearest first
        and the search stops where no cheaper one can do better.
        """
        whole = self.score(hand)
        best = math.inf
        for kind in sorted(set(hand), key=value_of, reverse=True):
            if whole - value_of(kind) >= best:
                break
            best = min(best, self.score(without(hand, kind)))
        return int(best)

    def meldable(self, hand: Hand) -> frozenset[int]:
        """The kinds that could join a meld with this hand's cards (remembered: asked per unseen kind)."""
        known = self._meldable.get(hand)
        if known is None:
            if len(self._meldable) > OUTCOMES_KEPT:
                self._meldable.clear()
            wilds = hand.count(WILD)
            suited = hand[: len(hand) - wilds]
            known = self._meldable[hand] = frozenset(kind for kind in KINDS if may_meld(kind, suited, wilds))
        return known

    def searches_ahead(self, hand: Hand, unseen: Mapping[int, int]) -> int:
        """How many unseen kinds ``draw_outcomes`` must search for this hand: its cost."""
        return sum(1 for kind in self.meldable(hand) if unseen.get(kind, 0))

    def expected_after_draw(self, hand: Hand, unseen: Mapping[int, int]) -> float:
        """The score ``hand`` may expect after drawing one unseen card and throwing its worst."""
        return sum(score * chance for score, chance in self.draw_outcomes(hand, unseen))

    def draw_outcomes(self, hand: Hand, unseen: Mapping[int, int]) -> Outcomes:
        """The scores ``hand`` may reach by drawing an unseen card and throwing its worst, with their chances.

        ``unseen`` counts the cards of each kind the seat has not seen, each
        taken as equally likely to come. A drawn card that can meld with
        nothing in the hand stays out of the melds, so the hand keeps its melds
        and throws its dearest card: no search needed. The answer is remembered
        for the turn (the same hand is often weighed twice).
        """
        key = (hand, tuple(unseen.get(kind, 0) for kind in KINDS))
        known = self._outcomes.get(key)
        if known is None:
            if len(self._outcomes) > OUTCOMES_KEPT:
                self._outcomes.clear()
            known = self._outcomes[key] = self._draw_outcomes(hand, unseen)
        return known

    def _draw_outcomes(self, hand: Hand, unseen: Mapping[int, int]) -> Outcomes:
        total = sum(unseen.values())
        now = self.score(hand)
        if not total:
            return ((now, 1.0),)
        meldable = self.meldable(hand)
        # A drawn card that melds with nothing stays out (and is thrown) or replaces the best card to throw.
        short = self.best_discard_score(hand) if len(hand) else math.inf
        counts: dict[int, int] = {}
        for kind, count in unseen.items():
            if not count:
                continue
            if kind in meldable:
                after = self.best_discard_score(plus(hand, kind))
            else:
                after = int(min(now, short + value_of(kind)))
            counts[after] = counts.get(after, 0) + count
        return tuple((score, counts[score] / total) for score in sorted(counts))


def expected_best(outcomes: Outcomes, now: int, keep_going: float, sure_draws: int = 0) -> float:
    """The lowest score a hand may expect to reach over the draws it has left, drawing each alike.

    The hand scores ``now`` and makes ``sure_draws`` draws for certain; after
    each of them the round goes on to another of its draws with the chance
    ``keep_going`` (the number of further draws is geometric). Each draw is
    taken as one more try at ``outcomes`` and the best try is kept, so a
    hand two cards short of nothing, or one holding a pair that any of many
    live cards completes, is worth its chance of getting there before the
    round ends, not only its chance on the next draw. With one sure draw and
    no more, this is the mean of ``outcomes``.

    The best of N tries exceeds x when every try does: P = S(x)^N, and over
    the draws left E[S^N] = S^sure * (1 - k) / (1 - k S); the expected best
    is the integral of that chance from 0 up to ``now``.
    """

    def beyond(chance: float) -> float:
        return chance**sure_draws * (1 - keep_going) / (1 - keep_going * chance)

    expected = outcomes[0][0] if outcomes else now
    above = 1.0
    for index, (score, chance) in enumerate(outcomes):
        above -= chance
        following = outcomes[index + 1][0] if index + 1 < len(outcomes) else now
        expected += (following - score) * beyond(max(0.0, above))
    return expected
