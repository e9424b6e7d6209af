"""What one game family tells a phone seat: the part of the ``state`` message that is the game's.

``seat_payload`` adds what every game shares (names, colours, who is connected, the story, the
end); a module in ``game.phones.games`` fills this in from the seat's own ``view(seat)`` and
``legal_moves(seat)`` and nothing else of the state's secrets.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

Card = dict[str, Any]


@dataclass(frozen=True)
class SeatRow:
    """What everyone may know of one seat: cards held (a count), cards face up, chips or score."""

    cards: int = 0
    up: tuple[Card, ...] = ()
    chips: int | None = None
    score: int | None = None
    note: str = ""


@dataclass(frozen=True)
class TablePile:
    """A public pile as the phone lists it: its name, the cards it shows (top last), how many it holds."""

    label: str
    cards: tuple[Card, ...] = ()
    count: int = 0

    def to_json(self) -> dict[str, Any]:
        return {"label": self.label, "cards": list(self.cards), "count": self.count}


@dataclass(frozen=True)
class SeatPart:
    """The game's part of a seat's payload."""

    your_turn: bool
    waiting: str
    info: tuple[str, ...] = ()
    rows: tuple[SeatRow, ...] = ()  # one per seat, in seat order
    table: tuple[TablePile, ...] = ()
    hand: tuple[Card, ...] = ()
    actions: tuple[dict[str, Any], ...] = ()
