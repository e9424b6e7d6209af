"""The best split of a Scorzo hand into melds: what a hand scores (seed 001).

"Melds are a set of three or more of the same numbered cards or runs
(straights) of at least three cards in the same suit"; "wild cards can be any
value used to complete a meld. More than one wild card can be used in a
meld"; "any cards that are not part of a meld are added to their score", a
wild 15. DESIGN.md §10 settles the rest: suits may repeat in a set, runs do
not wrap, a meld may be all wild, and the program finds each hand's best
split. The search is exact; why each shortcut keeps it exact:

* Melds of 3 to 5 cards suffice. A longer set splits into sets of 3–5, and a
  longer run into consecutive runs of 3–5 (every length from 6 up is a sum of
  3s, 4s and 5s), with the same cards unmelded; the same holds with wilds in
  them, a piece made only of wilds being an all-wild meld.
* The lowest remaining suited card (suit by suit, then number) is either
  unmelded or in a meld with cards no lower than itself, so each step only
  tries the melds through that card. Wilds are counted, never told apart; the
  wilds left when no suited card remains are one all-wild meld (three or
  more) or unmelded.
* A run takes a held card for a place rather than a wild. Were a wild
  standing where a held card could, swapping the two keeps both melds whole
  and the score the same; and if that card were unmelded, putting it in the
  run and the freed wild on the end of it would score less, so that split
  was not the best.
* Positions are remembered by the cards left (a sorted tuple, the key being
  the position itself) and the wild count, so none is searched twice.

docs/rules/scorzo.md tells the story for players.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from enum import Enum
from itertools import combinations

from game.rules.scorzo.cards import HIGHEST, NUMBERS, SUITS, WILD_VALUE, ScorzoCard, Suit

SHORTEST_MELD, LONGEST_MELD = 3, 5
_SPAN = len(NUMBERS)
Key = int  # a suited card as suit order * 10 + (number - 1): sorting keys sorts suit by suit, then number


class MeldKind(Enum):
    SET = "set"
    RUN = "run"
    WILDS = "wilds"  # all wild: it stands for any meld


@dataclass(frozen=True)
class Meld:
    """Cards that form one meld, and what each counts as.

    ``cards`` run low to high in a run. ``numbers`` gives, card by card, the
    number it counts as (a wild's is the one it stands for; 0 in an all-wild
    meld); ``suit`` is a run's suit.
    """

    kind: MeldKind
    cards: tuple[ScorzoCard, ...]
    numbers: tuple[int, ...]
    suit: Suit | None = None

    @property
    def describe(self) -> str:
        """A line for people: 'run of Stars 3–5: star:3 star:4 wild=star:5'."""
        if self.kind is MeldKind.WILDS:
            return "all wild: " + " ".join(card.code for card in self.cards)
        if self.kind is MeldKind.SET:
            head = f"set of {self.numbers[0]}s"
            stands = [f"wild={self.numbers[0]}" for _ in self.cards]
        else:
            assert self.suit is not None
            head = f"run of {self.suit.name.title()} {self.numbers[0]}–{self.numbers[-1]}"
            stands = [f"wild={self.suit.code}:{number}" for number in self.numbers]
        shown = [stand if card.is_wild else card.code for card, stand in zip(self.cards, stands, strict=True)]
        return f"{head}: {' '.join(shown)}"


@dataclass(frozen=True)
class Split:
    """A hand split into melds and unmelded cards; ``score`` is what the unmelded cards count."""

    melds: tuple[Meld, ...]
    unmelded: tuple[ScorzoCard, ...]
    score: int

    @property
    def is_all_melds(self) -> bool:
        """True when the whole hand forms melds: the player may call SCORZO."""
        return not self.unmelded


@dataclass(frozen=True)
class _Step:
    """One choice at a position: the suited cards a meld takes and how many wilds (none: leave the lowest)."""

    keys: tuple[Key, ...]
    wilds: int
    kind: MeldKind
    numbers: tuple[int, ...]  # per place, low to high, a wild's place included


class MeldSolver:
    """Finds best splits, remembering positions across hands.

    One solver may serve many hands: a bot weighing each discard asks about
    hands that share most of their cards, and the positions they share are
    searched once. ``limit`` bounds how many positions are kept. The search
    is sized for the hands of a round (3 to 9 cards, under a millisecond);
    it grows fast beyond: 20 cards take milliseconds, 30 seconds.
    """

    def __init__(self, limit: int = 200_000) -> None:
        self.limit = limit
        self._best: dict[tuple[tuple[Key, ...], int], tuple[int, _Step | None]] = {}

    def best_split(self, cards: Iterable[ScorzoCard]) -> Split:
        """The lowest-scoring split of ``cards`` into melds and unmelded cards."""
        hand = list(cards)
        if len(self._best) > self.limit:
            self._best.clear()
        keys = tuple(sorted(card_key(card) for card in hand if not card.is_wild))
        wilds = sum(card.is_wild for card in hand)
        score = self._search(keys, wilds)
        return _build(hand, keys, wilds, score, self._best)

    def score(self, cards: Iterable[ScorzoCard]) -> int:
        """The best split's score alone, without handing the cards out to melds (cheaper)."""
        keys: list[Key] = []
        wilds = 0
        for card in cards:
            if card.is_wild:
                wilds += 1
            else:
                keys.append(card_key(card))
        return self.score_keys(tuple(sorted(keys)), wilds)

    def score_keys(self, keys: tuple[Key, ...], wilds: int) -> int:
        """The score of a hand given as sorted ``card_key`` values and a wild count.

        For callers that weigh thousands of hands a turn (the Scorzo bots) and keep
        hands in this form, so no card objects are built or sorted per hand.
        """
        if len(self._best) > self.limit:
            self._best.clear()
        return self._search(keys, wilds)

    def _search(self, keys: tuple[Key, ...], wilds: int) -> int:
        known = self._best.get((keys, wilds))
        if known is not None:
            return known[0]
        if not keys:
            score = 0 if wilds == 0 or wilds >= SHORTEST_MELD else WILD_VALUE * wilds
            self._best[(keys, wilds)] = (score, None)
            return score
        best = _value(keys[0]) + self._search(keys[1:], wilds)
        best_step: _Step | None = None
        for step in sorted(_steps(keys, wilds), key=_wilds_used):
            if best == 0:
                break
            score = self._search(_without(keys, step.keys), wilds - step.wilds)
            if score < best:
                best, best_step = score, step
        self._best[(keys, wilds)] = (best, best_step)
        return best


def best_split(cards: Iterable[ScorzoCard]) -> Split:
    """The lowest-scoring split of one hand, searched afresh."""
    return MeldSolver().best_split(cards)


def card_key(card: ScorzoCard) -> Key:
    """A suited card's key: suit order * 10 + number - 1 (sorting keys sorts suit by suit, then number)."""
    assert card.suit is not None
    return card.suit.order * _SPAN + card.number - 1


def _value(key: Key) -> int:
    return key % _SPAN + 1


def _without(keys: tuple[Key, ...], taken: tuple[Key, ...]) -> tuple[Key, ...]:
    left = list(keys)
    for key in taken:
        left.remove(key)
    return tuple(left)


def _steps(keys: tuple[Key, ...], wilds: int) -> Iterator[_Step]:
    """Every meld of 3–5 cards through the lowest card, each way of taking cards once.

    Two melds that take the same cards and as many wilds lead to the same
    position, so only the first is tried.
    """
    lowest = keys[0]
    number = _value(lowest)
    seen: set[tuple[tuple[Key, ...], int]] = set()
    same = [key for key in keys[1:] if _value(key) == number]
    for taken in range(min(len(same), LONGEST_MELD - 1) + 1):
        for others in combinations(same, taken):
            taken_keys = (lowest, *others)
            for used in range(max(0, SHORTEST_MELD - 1 - taken), min(wilds, LONGEST_MELD - 1 - taken) + 1):
                if (taken_keys, used) not in seen:
                    seen.add((taken_keys, used))
                    yield _Step(taken_keys, used, MeldKind.SET, (number,) * (1 + taken + used))
    held = set(keys)
    suit_base = lowest - number + 1
    for first in range(number, max(1, number - LONGEST_MELD + 1) - 1, -1):  # wilds above first, for display
        for last in range(max(number, first + SHORTEST_MELD - 1), min(HIGHEST, first + LONGEST_MELD - 1) + 1):
            places = range(first, last + 1)
            taken_keys = tuple(suit_base + p - 1 for p in places if p >= number and suit_base + p - 1 in held)
            used = len(places) - len(taken_keys)
            if used <= wilds and (taken_keys, used) not in seen:
                seen.add((taken_keys, used))
                yield _Step(taken_keys, used, MeldKind.RUN, tuple(places))


def _build(
    hand: list[ScorzoCard],
    keys: tuple[Key, ...],
    wilds: int,
    score: int,
    best: dict[tuple[tuple[Key, ...], int], tuple[int, _Step | None]],
) -> Split:
    """Follow the remembered choices from the whole hand and hand the real cards out to melds."""
    pool: dict[Key, list[ScorzoCard]] = {}
    for card in sorted((c for c in hand if not c.is_wild), key=lambda c: c.sort_key):
        pool.setdefault(card_key(card), []).append(card)
    wild_cards = sorted((c for c in hand if c.is_wild), key=lambda c: c.sort_key)
    melds: list[Meld] = []
    unmelded: list[ScorzoCard] = []
    while keys:
        step = best[(keys, wilds)][1]
        if step is None:
            unmelded.append(pool[keys[0]].pop(0))
            keys = keys[1:]
            continue
        melds.append(_meld(step, pool, wild_cards))
        keys = _without(keys, step.keys)
        wilds -= step.wilds
    if wilds >= SHORTEST_MELD:
        melds.append(Meld(MeldKind.WILDS, tuple(wild_cards), (0,) * wilds))
    else:
        unmelded += wild_cards
    return Split(tuple(melds), tuple(unmelded), score)


def _meld(step: _Step, pool: dict[Key, list[ScorzoCard]], wild_cards: list[ScorzoCard]) -> Meld:
    if step.kind is MeldKind.SET:
        cards = [pool[key].pop(0) for key in step.keys] + [wild_cards.pop(0) for _ in range(step.wilds)]
        return Meld(MeldKind.SET, tuple(cards), step.numbers)
    suit = SUITS[step.keys[0] // _SPAN]
    by_number = {_value(key): key for key in step.keys}
    cards = [pool[by_number[n]].pop(0) if n in by_number else wild_cards.pop(0) for n in step.numbers]
    return Meld(MeldKind.RUN, tuple(cards), step.numbers, suit)


def _wilds_used(step: _Step) -> int:
    """Melds with fewer wilds are tried first: among equal scores the split shown keeps wilds together."""
    return step.wilds
