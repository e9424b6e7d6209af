"""The stuck rule (DESIGN.md §10, from the seed's "If all players are stuck…").

When every place has turned through its whole stock since the last card was
played anywhere, everyone turns one card at a time until someone plays; if that
too goes a full cycle with no play, the round ends with no caller. A place has
turned through when it has turned at least as many cards as its stock and waste
hold; a place with neither can turn nothing, and counts as through when it has
no play left either.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class StuckWatch:
    """Cards each place turned since the last play, and whether turning is down to one at a time."""

    turned: list[int] = field(default_factory=list)
    one_at_a_time: bool = False

    @classmethod
    def for_places(cls, places: int) -> StuckWatch:
        return cls([0] * places)

    @property
    def turn_size(self) -> int:
        return 1 if self.one_at_a_time else 3

    def played(self) -> bool:
        """A card was played somewhere: counting starts again; returns whether turning goes back to 3."""
        was_stuck = self.one_at_a_time
        self.turned = [0] * len(self.turned)
        self.one_at_a_time = False
        return was_stuck

    def turned_cards(self, place: int, count: int) -> None:
        self.turned[place] += count

    def is_through(self, place: int, circuit: int, has_play: bool) -> bool:
        """Whether the place has turned through its ``circuit`` (stock + waste) without a play."""
        if circuit == 0:
            return not has_play
        return self.turned[place] >= circuit

    def start_one_at_a_time(self) -> None:
        self.turned = [0] * len(self.turned)
        self.one_at_a_time = True

    def copy(self) -> StuckWatch:
        return StuckWatch(list(self.turned), self.one_at_a_time)

    def to_json(self) -> dict[str, Any]:
        return {"turned": list(self.turned), "one_at_a_time": self.one_at_a_time}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> StuckWatch:
        return cls([int(n) for n in data["turned"]], bool(data["one_at_a_time"]))
