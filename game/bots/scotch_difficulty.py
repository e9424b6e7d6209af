"""How hard a Scotch deal is: the measures, the thresholds, and the shipped ratings.

A deal is rated only once the exact solver has won it within ``SOLVER_BUDGET``
positions, so every rated deal is winnable. Its class then comes from how often
the sensible random player of game/bots/scotch_playouts.py wins it in
``PLAYOUTS`` games: a deal that random sensible play often wins forgives
mistakes (Easy); one it almost never wins has few narrow winning lines (Hard).
docs/scotch-difficulty.md gives the reasons, the figures and the check that
the classes order real play. tools/scotch_difficulty.py measures the deals and
writes ``assets/deals/scotch-difficulty.json``, which the app reads here,
through the trust boundary: a broken file costs only the choice by difficulty.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from functools import cache
from itertools import pairwise
from pathlib import Path
from typing import Annotated

import msgspec

from game.core.decoding import BrokenAsset, list_of, read_shipped_json, whole
from game.resources import asset_path

METHOD = 1  # bump when a measure or a threshold changes; the shipped file names the version it was made by
SOLVER_BUDGET = 50_000  # positions, not seconds, so every machine rates alike; a win found within is rated
PLAYOUTS = 60  # random games per deal
EASY_PERCENT = 15  # the random player wins at least this share of its games (9 of 60): Easy
HARD_PERCENT = 5  # it wins less than this share (at most 2 of 60): Hard
CLASSES = ("Easy", "Medium", "Hard")
RATINGS_FILE = ("deals", "scotch-difficulty.json")
LARGEST_DEAL = 999_999_999  # the deal number typed at the table has at most nine digits


def classify(wins: int, playouts: int) -> str:
    """The class of a deal the solver won, from the share of the random player's games that won it."""
    if wins * 100 >= EASY_PERCENT * playouts:
        return "Easy"
    return "Medium" if wins * 100 >= HARD_PERCENT * playouts else "Hard"


_Deal = whole(1, LARGEST_DEAL)


class RatingsFile(msgspec.Struct, forbid_unknown_fields=True):
    """The schema of ``assets/deals/scotch-difficulty.json``: each class's deal numbers, ascending."""

    method: whole(1, 1000)
    deals: Annotated[list[_Deal], msgspec.Meta(min_length=2, max_length=2)]  # the range measured
    easy: list_of(_Deal, 1_000_000)
    medium: list_of(_Deal, 1_000_000)
    hard: list_of(_Deal, 1_000_000)


@dataclass(frozen=True)
class DealRatings:
    """The rated deals by class; none, with the sentence why, when the file is broken."""

    by_class: dict[str, tuple[int, ...]] = field(default_factory=dict)
    first: int = 0  # the deals measured: first to last
    last: int = 0
    method: int = 0  # the version of the method that rated them (``METHOD``)
    fault: str = ""
    _class_of: dict[int, str] = field(default_factory=dict, repr=False)

    @classmethod
    def of(cls, by_class: dict[str, tuple[int, ...]], first: int, last: int, method: int) -> DealRatings:
        class_of = {deal: name for name, deals in by_class.items() for deal in deals}
        return cls(by_class, first, last, method, "", class_of)

    def class_of(self, deal: int) -> str | None:
        """``deal``'s class, or None: not rated (lost, undecided, outside the range, or no file)."""
        return self._class_of.get(deal)

    def count(self, name: str) -> int:
        return len(self.by_class.get(name, ()))

    def pick(self, name: str, seed: int) -> int:
        """A deal of class ``name`` drawn by a generator seeded with ``seed`` (the app's, so runs repeat)."""
        return random.Random(seed).choice(self.by_class[name])


@cache
def deal_ratings() -> DealRatings:
    """The shipped ratings, or none with the sentence saying what is broken (the app plays on)."""
    try:
        return read_ratings_file(asset_path(*RATINGS_FILE))
    except BrokenAsset as error:
        return DealRatings(fault=str(error))


def read_ratings_file(path: Path) -> DealRatings:
    """The file at ``path``, each list ascending without repeats, inside the range, no deal in two
    classes, none empty; else ``BrokenAsset`` naming the file."""
    document = read_shipped_json(path, RatingsFile)
    first, last = document.deals
    if first > last:
        raise BrokenAsset(path, f"its range of deals runs backwards, from {first} to {last}")
    by_class = {"Easy": document.easy, "Medium": document.medium, "Hard": document.hard}
    seen: set[int] = set()
    for name, deals in by_class.items():
        if not deals:
            raise BrokenAsset(path, f"it lists no {name} deal")
        if any(b <= a for a, b in pairwise(deals)):
            raise BrokenAsset(path, f"its {name} deals are not in ascending order, each once")
        if deals[0] < first or deals[-1] > last:
            raise BrokenAsset(path, f"it lists {name} deals outside its range {first}–{last}")
        if seen.intersection(deals):
            raise BrokenAsset(path, f"it lists deal {min(seen.intersection(deals))} in two classes")
        seen.update(deals)
    by_class_kept = {name: tuple(deals) for name, deals in by_class.items()}
    return DealRatings.of(by_class_kept, first, last, document.method)
