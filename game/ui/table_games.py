"""Which registered games the app can open a table for today.

The solitaire table seats one person. A game for several seats (Scrooge) is
registered with its rules before its table exists, and is not offered in the
menus, nor opened from the command line, until it has one.
"""

from __future__ import annotations

from game.core import registry
from game.core.protocol import GameSpec


def has_a_table(spec: GameSpec) -> bool:
    """True when the solitaire table can seat this game (one person may play it alone)."""
    return spec.seats[0] == 1


def games_with_a_table() -> list[GameSpec]:
    return [spec for spec in registry.all_games() if has_a_table(spec)]
