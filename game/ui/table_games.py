"""Which registered games the app can open a table for today.

The solitaire table seats one person. A race game for several seats (Scrooge)
has its own table, reached from the picker through its setup screen or from the
command line with ``--players``.
"""

from __future__ import annotations

from game.core import registry
from game.core.protocol import GameSpec


def has_a_table(spec: GameSpec) -> bool:
    """True when the solitaire table can seat this game (one person may play it alone)."""
    return spec.seats[0] == 1


def games_with_a_table() -> list[GameSpec]:
    return [spec for spec in registry.all_games() if has_a_table(spec)]


RACE_TABLES = ("scrooge",)


def has_a_race_table(spec: GameSpec) -> bool:
    """True when the race table (several seats, bots and the mouse) can seat this game."""
    return spec.id in RACE_TABLES


def games_with_a_race_table() -> list[GameSpec]:
    return [spec for spec in registry.all_games() if has_a_race_table(spec)]
