"""Scores over a game (seed 001, "Scoring", "Winning the game").

"Any cards that are not part of a meld are added to their score"; "the
player with the fewest points after all 11 rounds wins. In the event of a tie
a three card round will be played to determine the winner." Tie-break points
are kept apart from the totals: they only order the players who were tied
(each tie-break round is played by those still tied for first), so a
tie-break never lets a player fall behind someone who sat it out.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from game.rules.scorzo.cards import ScorzoCard
from game.rules.scorzo.melds import best_split


def hand_points(hand: Sequence[ScorzoCard]) -> int:
    """A hand's points: the values of the cards its best split leaves unmelded (a wild 15)."""
    return best_split(list(hand)).score


def is_all_melds(hand: Sequence[ScorzoCard]) -> bool:
    """Whether the whole hand forms melds: the condition for calling SCORZO."""
    return bool(best_split(list(hand)).is_all_melds)


@dataclass
class Standings:
    """Points per round (normal rounds) and per tie-break round, by seat."""

    seats: int
    rounds: list[dict[int, int]] = field(default_factory=list)
    tie_breaks: list[dict[int, int]] = field(default_factory=list)

    def totals(self) -> list[int]:
        return [sum(points.get(seat, 0) for points in self.rounds) for seat in range(self.seats)]

    def order_key(self, seat: int) -> tuple[int, ...]:
        """Lower is better: the total, then the points of each tie-break round the seat played."""
        extra = tuple(points[seat] for points in self.tie_breaks if seat in points)
        return (self.totals()[seat], *extra)

    def placings(self) -> list[int]:
        """1 for the fewest points; a tie-break orders the players it was played by."""
        keys = [self.order_key(seat) for seat in range(self.seats)]
        return [1 + sum(_better(other, key) for other in keys) for key in keys]

    def tied_for_first(self) -> tuple[int, ...]:
        """The seats sharing first place, when more than one does (they play a tie-break round)."""
        placings = self.placings()
        first = tuple(seat for seat in range(self.seats) if placings[seat] == 1)
        return first if len(first) > 1 else ()

    def copy(self) -> Standings:
        return Standings(self.seats, [dict(p) for p in self.rounds], [dict(p) for p in self.tie_breaks])

    def to_json(self) -> dict[str, list[dict[str, int]]]:
        return {
            "rounds": [{str(seat): n for seat, n in points.items()} for points in self.rounds],
            "tie_breaks": [{str(seat): n for seat, n in points.items()} for points in self.tie_breaks],
        }

    @classmethod
    def from_json(cls, seats: int, data: dict[str, list[dict[str, int]]]) -> Standings:
        def load(rows: list[dict[str, int]]) -> list[dict[int, int]]:
            return [{int(seat): int(n) for seat, n in points.items()} for points in rows]

        return cls(seats, load(data["rounds"]), load(data["tie_breaks"]))


def _better(other: tuple[int, ...], key: tuple[int, ...]) -> bool:
    """Whether ``other`` places ahead of ``key``; players who played the same tie-breaks compare them."""
    if other[0] != key[0]:
        return other[0] < key[0]
    depth = min(len(other), len(key))
    return other[:depth] < key[:depth]
