"""The people and bots at a real-time table, by name, for notes like "beaten by Anna"."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Seat:
    """One player at the table: ``index`` is the game's seat number, ``controller`` what drives it."""

    index: int
    name: str
    controller: str = ""


def default_seats(count: int) -> list[Seat]:
    """Seats named as the table labels them: Seat 1, Seat 2, …"""
    return [Seat(index, f"Seat {index + 1}") for index in range(count)]
