"""Whether the Scroker bot levels are ordered in chips, and how long a bot takes to decide.

    python benchmarks/scroker_simulate.py [--hands 2000] [--game scroker] [--seed 1] [--seats 4]

Plays sessions of 20 deals with bots in every seat until ``--hands`` deals are
played, the levels turning round the table from session to session (easy,
medium, hard, then again), so each level sits in each seat about equally
often. Reports, per level, the mean chips won or lost a hand with a 95%
interval (the issue's target: hard above medium above easy), then each
level's decision time (median, p95, max), as wall-clock and as the thread's
CPU time, which other work on a shared machine disturbs less (the target:
well under 100 ms, so a bot can answer on a worker thread). Nothing fails.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from common import Summary, ms

from game.bots.bot_games import DecisionTimes, game_seed
from game.bots.levels import Level
from game.bots.scroker_simulation import GAMES, SESSION_HANDS, play_game
from game.commands.statistics import mean_interval

LEVELS = (Level.EASY, Level.MEDIUM, Level.HARD)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--game", choices=GAMES, default="scroker")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--seats", type=int, default=4)
    args = parser.parse_args()
    chips: dict[Level, list[int]] = {level: [] for level in LEVELS}
    wall, cpu = DecisionTimes(), DecisionTimes(clock=time.thread_time)
    started = time.perf_counter()
    hands = sessions = 0
    while hands < args.hands:
        levels = [LEVELS[(sessions + seat) % len(LEVELS)] for seat in range(args.seats)]
        options = {"hands": SESSION_HANDS}
        record = play_game(levels, game_seed(args.seed, sessions), options, (wall, cpu), args.game)
        for deal in record.rounds:
            for seat, level in enumerate(levels):
                chips[level].append(deal.points[seat])
        hands += len(record.rounds)
        sessions += 1
    seconds = time.perf_counter() - started
    print(f"{args.game}, {args.seats} bot seats, {hands} hands in {sessions} sessions (seed {args.seed})")
    print(f"hands a second   {hands / seconds:.1f}   ({seconds:.0f} s in all)")
    print("level    seat-hands   chips a hand (95% interval)")
    for level in LEVELS:
        mean, low, high = mean_interval(chips[level])
        print(f"{level.value:<8} {len(chips[level]):>10}   {mean:+6.2f} ({low:+6.2f} to {high:+6.2f})")
    print("level    decisions   wall: median     p95      max    cpu: median     p95      max")
    for level in LEVELS:
        w, c = Summary.of(wall.by_level[level]), Summary.of(cpu.by_level[level])
        print(
            f"{level.value:<8} {w.n:>9}   {ms(w.median):>12} {ms(w.p95):>8} {ms(w.max):>8}"
            f"   {ms(c.median):>12} {ms(c.p95):>8} {ms(c.max):>8}"
        )
    print("Most chips win. Times are per decision, wall-clock on a shared machine.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
