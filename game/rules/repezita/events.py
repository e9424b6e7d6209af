"""What happens in Repezita beyond cards moving, each with a sentence the table can show.

Every card movement is also a core ``CardsMoved`` (hand → centre, centre → hand on a
pick-up, centre → aside on a stall), so a table animates those and shows these.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.cards import Card
from game.core.events import Event


def seat_label(seat: int) -> str:
    """A seat as the table labels it (seats count from 1 on screen)."""
    return f"Seat {seat + 1}"


def place_label(place: int) -> str:
    suffix = "th" if 10 <= place % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(place % 10, "th")
    return f"{place}{suffix}"


@dataclass(frozen=True)
class WrongCard(Event):
    """``seat`` put ``card`` on ``top``, which it does not follow: he takes the pile up."""

    seat: int
    card: Card
    top: Card

    @property
    def text(self) -> str:
        return f"{seat_label(self.seat)} played the {self.card.name} on the {self.top.name}: wrong card!"


@dataclass(frozen=True)
class PileTaken(Event):
    """``seat`` took the whole centre pile, ``count`` cards with the wrong one, into his hand."""

    seat: int
    count: int

    @property
    def text(self) -> str:
        return f"{seat_label(self.seat)} takes up the pile ({self.count} cards). Any Ace restarts it."


@dataclass(frozen=True)
class StallCleared(Event):
    """Nobody played for the stall time: ``count`` centre cards went aside; any card may start the pile."""

    count: int

    @property
    def text(self) -> str:
        cleared = f"the centre ({self.count} cards) is cleared aside" if self.count else "the centre is empty"
        return f"Nobody played: {cleared}. Any card may start the next pile."


@dataclass(frozen=True)
class PlayerOut(Event):
    """``seat`` legally played his last card and leaves the game in ``place`` (1 = first out)."""

    seat: int
    place: int

    @property
    def text(self) -> str:
        return f"{seat_label(self.seat)} played the last card and is out, {place_label(self.place)}!"
