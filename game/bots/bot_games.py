"""What a bots-only game leaves behind, for any game ``simulate`` plays: rounds, totals, placings.

Each game of a run has its own deal number derived from the run's seed, so a
run is reproduced exactly by its seed.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.core.bot_levels import Level
from game.core.moves import Move
from game.core.protocol import GameState, View

SEED_STRIDE = 1_000_003  # game g of a run with seed s is dealt as s * SEED_STRIDE + g


@dataclass(frozen=True)
class RoundRecord:
    """One round's points per seat, and who called (None: everyone was stuck)."""

    number: int
    points: tuple[int, ...]
    callers: tuple[int, ...]
    seconds: float = 0.0  # table time the round took, for games played on a clock


@dataclass(frozen=True)
class GameRecord:
    seed: int
    levels: tuple[Level, ...]
    rounds: tuple[RoundRecord, ...]
    totals: tuple[int, ...]
    placings: tuple[int, ...]


def game_seed(run_seed: int, game: int) -> int:
    return run_seed * SEED_STRIDE + game


def finished_game(
    seed: int, levels: Sequence[Level], rounds: Sequence[RoundRecord], state: GameState
) -> GameRecord:
    """The record of a game played to its end: its rounds, and each seat's total and placing."""
    result = state.result()
    seats = range(len(levels))
    return GameRecord(
        seed,
        tuple(levels),
        tuple(rounds),
        tuple(result.scores[seat] for seat in seats),
        tuple(result.placings[seat] for seat in seats),
    )


@dataclass
class DecisionTimes:
    """Seconds each level took per decision, over a run, on ``clock`` (wall-clock unless told)."""

    by_level: dict[Level, list[float]] = field(default_factory=dict)
    clock: Callable[[], float] = time.perf_counter

    def add(self, level: Level, seconds: float) -> None:
        self.by_level.setdefault(level, []).append(seconds)


def timed_decision(bot: Any, view: View, level: Level, times: Sequence[DecisionTimes] = ()) -> Move | None:
    """A bot's move for ``view``, timed on each clock of ``times`` (the benchmarks' wall and CPU)."""
    started = [timer.clock() for timer in times]
    move = bot.decide(view)
    for timer, start in zip(times, started, strict=True):
        timer.add(level, timer.clock() - start)
    return move
