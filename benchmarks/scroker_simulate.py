"""Whether the Scroker bot levels are ordered in chips, and how long a bot takes to decide.

    python benchmarks/scroker_simulate.py [--hands 2000] [--game scroker] [--seed 1] [--seats 4] [--duplicate]

Plays sessions of 20 deals with bots in every seat until ``--hands`` deals are
played, the levels turning round the table from session to session (easy,
medium, hard, then again), so each level sits in each seat about equally
often. Reports, per level, the mean chips won or lost a hand with a 95%
interval (the issue's target: hard above medium above easy), then each
level's decision time (median, p95, max), as wall-clock and as the thread's
CPU time, which other work on a shared machine disturbs less (the target:
well under 100 ms, so a bot can answer on a worker thread). Nothing fails.

The game is the default one (no maximum bet, 100 chips, ante 1) unless told.

``--duplicate`` measures with less luck in it, as duplicate bridge and poker
do: each session's seed is played once for every turn of the levels round the
table (three times), and every deal of it is dealt alike in each (the cards
gathered in deck order and shuffled from the session's seed and the deal
number), so over the three plays each level holds each seat's cards, deal by
deal, as long as the same seats are dealt in (a seat out of chips is not).
Those three plays hang together, so the interval is also given by whole
sessions (a cluster interval: the three plays of a seed are one sample), which
is the sounder of the two there.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from common import print_decision_times

from game.bots.bot_games import DecisionTimes, game_seed
from game.bots.scroker_simulation import GAMES, SESSION_HANDS, play_game
from game.core.bot_levels import Level
from game.core.sample_statistics import Z95, mean_interval

LEVELS = (Level.EASY, Level.MEDIUM, Level.HARD)


def clustered_interval(groups: list[tuple[float, int]], z: float = Z95) -> tuple[float, float, float]:
    """The mean a hand over groups of (chips, hands) and its interval with each group one sample.

    The ratio estimate: mean = Σ chips / Σ hands, its standard error from each group's
    chips less the mean times its hands (the usual cluster-robust form).
    """
    groups = [(chips, hands) for chips, hands in groups if hands]
    total = sum(hands for _, hands in groups)
    mean = sum(chips for chips, _ in groups) / total
    n = len(groups)
    if n < 2:
        return (mean, mean, mean)
    spread = sum((chips - mean * hands) ** 2 for chips, hands in groups)
    half = z * math.sqrt(n / (n - 1) * spread) / total
    return (mean, mean - half, mean + half)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--game", choices=GAMES, default="scroker")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--duplicate", action="store_true", help="every session dealt alike in each rotation")
    args = parser.parse_args()
    chips: dict[Level, list[int]] = {level: [] for level in LEVELS}
    groups: dict[Level, list[tuple[float, int]]] = {level: [] for level in LEVELS}
    wall, cpu = DecisionTimes(), DecisionTimes(clock=time.thread_time)
    started = time.perf_counter()
    hands = sessions = seeds = 0
    turns = len(LEVELS) if args.duplicate else 1
    while hands < args.hands:
        group = {level: [0, 0] for level in LEVELS}
        for turn in range(turns):
            rotation = sessions if not args.duplicate else turn
            levels = [LEVELS[(rotation + seat) % len(LEVELS)] for seat in range(args.seats)]
            options = {"hands": SESSION_HANDS}
            seed = game_seed(args.seed, seeds)
            record = play_game(levels, seed, options, (wall, cpu), args.game, deal_alike=args.duplicate)
            for deal in record.rounds:
                for seat, level in enumerate(levels):
                    chips[level].append(deal.points[seat])
                    group[level][0] += deal.points[seat]
                    group[level][1] += 1
            hands += len(record.rounds)
            sessions += 1
        seeds += 1
        for level in LEVELS:
            groups[level].append((group[level][0], group[level][1]))
    seconds = time.perf_counter() - started
    kind = f"dealt alike in {turns} rotations" if args.duplicate else "levels rotated by session"
    print(f"{args.game}, {args.seats} bot seats, {hands} hands in {sessions} sessions (seed {args.seed})")
    print(f"({kind})")
    print(f"hands a second   {hands / seconds:.1f}   ({seconds:.0f} s in all)")
    heading = "   by session group (95%)" if args.duplicate else ""
    print(f"level    seat-hands   chips a hand (95% interval){heading}")
    for level in LEVELS:
        mean, low, high = mean_interval(chips[level])
        line = f"{level.value:<8} {len(chips[level]):>10}   {mean:+6.2f} ({low:+6.2f} to {high:+6.2f})"
        if args.duplicate:
            _, low, high = clustered_interval(groups[level])
            line += f"      ({low:+6.2f} to {high:+6.2f})"
        print(line)
    print_decision_times(LEVELS, wall, cpu)
    print("Most chips win. Times are per decision, wall-clock on a shared machine.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
