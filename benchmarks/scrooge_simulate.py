"""How fast bot-only Scrooge rounds run, and whether the bot levels are ordered.

    python benchmarks/scrooge_simulate.py [--rounds 200] [--seed 1]

Plays ``--rounds`` one-round games with four bot seats on the virtual clock,
the levels turning round the table from round to round (easy, medium, hard,
then again), so each level sits in each seat equally often. Reports rounds a
second (issue 4's target: at least 20 with 4 seats; wall-clock on a shared
machine, so read it as a rough figure) and, per level, the mean points a round
with a 95% interval (the target: hard above medium above easy, each by a clear
margin). Nothing here fails on time.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.bots.scrooge_bot import Level
from game.bots.scrooge_simulation import new_table, play_round
from game.core.sample_statistics import mean_interval

SEATS = 4
LEVELS = (Level.EASY, Level.MEDIUM, Level.HARD)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    points: dict[Level, list[int]] = {level: [] for level in LEVELS}
    round_seconds: list[float] = []
    moves = 0
    for number in range(args.rounds):
        levels = [LEVELS[(number + seat) % len(LEVELS)] for seat in range(SEATS)]
        started = time.perf_counter()
        driver = new_table(levels, seed=args.seed * 1_000_003 + number, options={"rounds": 1})
        record = play_round(driver)
        round_seconds.append(time.perf_counter() - started)
        moves += len(driver.table.state.history)
        for level, scored in zip(levels, record.points, strict=True):
            points[level].append(scored)
    total = sum(round_seconds)
    print(f"Scrooge, {SEATS} bot seats, {args.rounds} one-round games (seed {args.seed})")
    print(f"rounds a second   {args.rounds / total:6.1f}   (target: at least 20)")
    print(
        f"median round      {statistics.median(round_seconds) * 1000:6.1f} ms,"
        f" {moves / args.rounds:.0f} moves"
    )
    print("level     rounds   mean points a round (95% interval)")
    for level in LEVELS:
        mean, low, high = mean_interval(points[level])
        print(f"{level.value:<8} {len(points[level]):>7}   {mean:+7.2f} ({low:+.2f} to {high:+.2f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
