"""Whether the Scorzo bot levels are ordered, and how long a bot takes to decide.

    python benchmarks/scorzo_simulate.py [--games 1000] [--seed 1] [--seats 4]

Plays ``--games`` whole games (eleven rounds) with bots in every seat, the
levels turning round the table from game to game (easy, medium, hard, then
again), so each level sits in each seat about equally often. Reports, per
level, the mean points a game with a 95% interval (fewest is best; the
target: hard below medium below easy, each by a clear margin) and the share
of games won with its Wilson interval; then each level's decision time
(median, p95, max), as wall-clock and as the thread's CPU time, which the
other work on a shared machine disturbs less (the target: hard well under
20 ms a decision); and games a second. Nothing here fails on time.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from common import print_decision_times

from game.bots.bot_games import DecisionTimes, game_seed
from game.bots.scorzo_simulation import play_game
from game.core.bot_levels import Level
from game.core.sample_statistics import mean_interval, wilson_interval

LEVELS = (Level.EASY, Level.MEDIUM, Level.HARD)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--seats", type=int, default=4)
    args = parser.parse_args()
    points: dict[Level, list[int]] = {level: [] for level in LEVELS}
    wins = dict.fromkeys(LEVELS, 0)
    wall, cpu = DecisionTimes(), DecisionTimes(clock=time.thread_time)
    started = time.perf_counter()
    for number in range(args.games):
        levels = [LEVELS[(number + seat) % len(LEVELS)] for seat in range(args.seats)]
        record = play_game(levels, game_seed(args.seed, number), times=(wall, cpu))
        for seat, level in enumerate(levels):
            points[level].append(record.totals[seat])
            wins[level] += record.placings[seat] == 1
    seconds = time.perf_counter() - started
    print(f"Scorzo, {args.seats} bot seats, {args.games} games of 11 rounds (seed {args.seed})")
    print(f"games a second   {args.games / seconds:.2f}   ({seconds:.0f} s in all)")
    print("level    seat-games   points a game (95% interval)   games won (95% interval)")
    for level in LEVELS:
        mean, low, high = mean_interval(points[level])
        share_low, share_high = wilson_interval(wins[level], len(points[level]))
        share = wins[level] / len(points[level])
        print(
            f"{level.value:<8} {len(points[level]):>10}   {mean:6.2f} ({low:6.2f} to {high:6.2f})"
            f"         {share:6.1%} ({share_low:.1%}–{share_high:.1%})"
        )
    print_decision_times(LEVELS, wall, cpu)
    print(
        "Fewest points win. Times are per decision (take, discard or call), wall-clock on a shared machine."
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
