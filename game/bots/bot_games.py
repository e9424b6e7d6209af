"""What a bots-only game leaves behind, for any game ``simulate`` plays: rounds, totals, placings.

Each game of a run has its own deal number derived from the run's seed, so a
run is reproduced exactly by its seed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.bots.levels import Level
from game.core.protocol import GameState

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
