"""A game's record in words, as the picker and a solitaire deal's end say it."""

from __future__ import annotations

from game.storage.statistics import GameStats


def record_text(stats: GameStats) -> str:
    """'Played 9, won 5 (3 without hints, 2 with)': wins from before hints existed are in neither."""
    text = f"Played {stats.played}, won {stats.won}"
    if stats.wins_with_hints or stats.wins_without_hints:
        text += f" ({stats.wins_without_hints} without hints, {stats.wins_with_hints} with)"
    return text
