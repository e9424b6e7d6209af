"""Whole Repezita games with a bot in every seat, on the virtual clock (``simulate repezita``).

Each game has its own deal number and each bot its own seeded generator, both derived
from the run's seed (``bot_games``), so a run is reproduced exactly by its seed. A game
is one race to the end: its record's points are each seat's place (1 = first out, the
loser last), and the summary adds what a finishing-order game needs: the mean place of
each seat and of each level, the share of games each level lost, and the table time.
"""

from __future__ import annotations

import random
import statistics
from collections import defaultdict
from collections.abc import Sequence
from typing import Any

from game.bots.bot_games import GameRecord, RoundRecord, game_seed
from game.bots.race_driver import BotDriver
from game.bots.repezita_bot import RepezitaBot
from game.core import registry
from game.core.bot_levels import Level
from game.realtime.race_table import RaceTable
from game.realtime.seats import Seat
from game.rules.repezita import RepezitaState

# Even a table of easy bots ends a game in a few minutes of table time; this much means it cannot end.
TIME_LIMIT_SECONDS = 1800.0


class GameDidNotEnd(RuntimeError):
    """A bots-only game ran past the time limit: a bug to report, with the deal that shows it."""


def new_table(levels: Sequence[Level], seed: int, options: dict[str, Any] | None = None) -> BotDriver:
    """A dealt Repezita table with a bot of the given level in each seat."""
    state = registry.get("repezita").new_game(seats=len(levels), seed=seed, options=options or {})
    assert isinstance(state, RepezitaState)
    seats = [Seat(i, f"Seat {i + 1}", f"bot:{level.value}") for i, level in enumerate(levels)]
    bots = [
        RepezitaBot(i, level, random.Random(f"repezita-bot:{seed}:{i}")) for i, level in enumerate(levels)
    ]
    return BotDriver(RaceTable(state, seats), bots, time_limit=TIME_LIMIT_SECONDS)


def play_game(levels: Sequence[Level], seed: int, options: dict[str, Any] | None = None) -> GameRecord:
    """One game to its end: the places, the first out named, and the table time it took."""
    driver = new_table(levels, seed, options)
    state = driver.table.state
    assert isinstance(state, RepezitaState)
    try:
        driver.run(state.is_over)
    except RuntimeError as error:
        names = ",".join(level.value for level in levels)
        raise GameDidNotEnd(f"Repezita deal {seed} with bots {names} did not end: {error}") from None
    result = state.result()
    places = tuple(result.placings[seat] for seat in range(state.seats))
    record = RoundRecord(1, places, tuple(state.finishing_order()[:1]), driver.table.clock.now)
    return GameRecord(seed, tuple(levels), (record,), places, places)


def finishing_summary(games: Sequence[GameRecord]) -> dict[str, Any]:
    """Mean place per seat and per level, the share of games each level lost, mean table seconds."""
    by_seat: dict[int, list[int]] = defaultdict(list)
    by_level: dict[Level, list[int]] = defaultdict(list)
    lost: dict[Level, int] = defaultdict(int)
    for game in games:
        last = len(game.levels)
        for seat, (level, place) in enumerate(zip(game.levels, game.placings, strict=True)):
            by_seat[seat].append(place)
            by_level[level].append(place)
            lost[level] += place == last
    return {
        "mean_place_by_seat": {
            f"Seat {seat + 1}": statistics.fmean(places) for seat, places in sorted(by_seat.items())
        },
        "levels": {
            level.value: {
                "mean_place": statistics.fmean(by_level[level]),
                "lost_share": lost[level] / len(by_level[level]),
            }
            for level in Level
            if by_level[level]
        },
        "mean_table_seconds": statistics.fmean(r.seconds for game in games for r in game.rounds),
    }


def finishing_lines(summary: dict[str, Any]) -> list[str]:
    """The finishing-order figures as lines under the summary table."""
    seats = "  ".join(f"{seat} {place:.2f}" for seat, place in summary["mean_place_by_seat"].items())
    lines = ["mean place by seat (1 = first out): " + seats, f"{'level':<8} {'mean place':>10}  games lost"]
    for name, row in summary["levels"].items():
        lines.append(f"{name:<8} {row['mean_place']:>10.2f}  {row['lost_share']:6.1%}")
    lines.append(f"mean table time a game: {summary['mean_table_seconds']:.1f} s")
    return lines


__all__ = [
    "GameDidNotEnd",
    "GameRecord",
    "finishing_lines",
    "finishing_summary",
    "game_seed",
    "new_table",
    "play_game",
]
