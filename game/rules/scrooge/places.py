"""Where each seat's cards lie: places at the table and their pile ids.

A *place* is one layout and one deck: a Scrooge pile, a work row of four, a stock
and a waste. Alone at a place a seat is its only player; in team play two seats
(neighbours, 1–2, 3–4, 5–6) share one place and both may act on it. Pile ids count
places from 1 as the table labels them (``seat1.work.2``); the shared centre is
``foundation.N`` and finished King piles go to ``foundation.finished``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

WORK_PILES = 4
FINISHED = "foundation.finished"
TEAM_SEAT_COUNTS = (4, 6)


@dataclass(frozen=True)
class Place:
    """One layout at the table; ``index`` is also its deck's number (its pile ids are worked out once:
    the rules ask for them after every move)."""

    index: int

    @cached_property
    def prefix(self) -> str:
        return f"seat{self.index + 1}"

    @cached_property
    def scrooge(self) -> str:
        return f"{self.prefix}.scrooge"

    @cached_property
    def stock(self) -> str:
        return f"{self.prefix}.stock"

    @cached_property
    def waste(self) -> str:
        return f"{self.prefix}.waste"

    @cached_property
    def work(self) -> tuple[str, ...]:
        return tuple(f"{self.prefix}.work.{i}" for i in range(WORK_PILES))

    @cached_property
    def pile_ids(self) -> tuple[str, ...]:
        return (self.scrooge, *self.work, self.stock, self.waste)


@dataclass(frozen=True)
class Seating:
    """Which seat plays at which place: one each, or two per place in team play."""

    seats: int
    teams: bool

    def __post_init__(self) -> None:
        if self.teams and self.seats not in TEAM_SEAT_COUNTS:
            raise ValueError(f"team play takes 4 or 6 seats (teams of two), not {self.seats}")

    @cached_property
    def places(self) -> tuple[Place, ...]:
        return tuple(Place(i) for i in range(self.seats // 2 if self.teams else self.seats))

    def place_of(self, seat: int) -> Place:
        return self.places[seat // 2 if self.teams else seat]

    def seats_at(self, place: Place) -> tuple[int, ...]:
        return (2 * place.index, 2 * place.index + 1) if self.teams else (place.index,)
