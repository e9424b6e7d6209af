"""The stuck rule (DESIGN.md §10, from the seed's "If all players are stuck and no one can play…").

The rules know whether any place has a play, counting every card it can reach by
turning through its stock (``reach``): while one can reach a play turning three,
everyone turns three; when none can, everyone turns one at a time, until someone
can again; when none can reach a play even one at a time, the round ends at once
with no caller. Nothing else ends a round without a caller except everyone
agreeing, in the table menu, that it is stuck (``EndStalledRound``).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

NOBODY_CAN_PLAY = "Nobody can play, even turning one card at a time: the round ends with no caller."


class RoundEnd(Enum):
    """How a round ended: what the round's summary says."""

    CALLED = "called"
    STUCK = "stuck"  # nobody could reach a play, even turning one card at a time
    AGREED = "agreed"  # the players ended it from the table menu


@dataclass
class StuckWatch:
    """Whether turning is down to one card at a time: kept so a turn needs no search, and for saves."""

    one_at_a_time: bool = False

    @property
    def turn_size(self) -> int:
        return 1 if self.one_at_a_time else 3

    def copy(self) -> StuckWatch:
        return StuckWatch(self.one_at_a_time)

    def to_json(self) -> dict[str, Any]:
        return {"one_at_a_time": self.one_at_a_time}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> StuckWatch:
        """Older saves also hold ``turned`` (cards each place turned since the last play): not needed now."""
        return cls(bool(data["one_at_a_time"]))
