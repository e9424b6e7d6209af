"""The games ``simulate`` can play with bots, and how each one keeps score.

``simulate`` asks this table instead of knowing games by name, so a game that
gains bots gains the command by one entry. Scrooge counts points a round,
most wins; Scorzo counts points a game, fewest wins.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from game.bots.bot_games import GameRecord
from game.bots.levels import Level

PlayGame = Callable[[Sequence[Level], int, dict[str, Any]], GameRecord]


@dataclass(frozen=True)
class Simulator:
    """One game's bots-only play and how its figures read."""

    play_game: PlayGame
    check_seating: Callable[[Sequence[Level], dict[str, Any]], object]  # raises on seats the options refuse
    per_game: bool  # average each seat's game total (else each round's points)
    lower_wins: bool
    signed_points: bool  # points may be negative, so show their sign

    @property
    def unit(self) -> str:
        return "points a game" if self.per_game else "points a round"


def _scrooge() -> Simulator:
    from game.bots.scrooge_simulation import new_table, play_game

    return Simulator(play_game, lambda levels, options: new_table(levels, 0, options), False, False, True)


def _scorzo() -> Simulator:
    from game.bots.scorzo_simulation import new_game, play_game

    def play(levels: Sequence[Level], seed: int, options: dict[str, Any]) -> GameRecord:
        return play_game(levels, seed, options)

    return Simulator(play, lambda levels, options: new_game(levels, 0, options), True, True, False)


SIMULATORS: dict[str, Callable[[], Simulator]] = {"scrooge": _scrooge, "scorzo": _scorzo}
