"""The long monkey run (issue 9): 100,000 random events over every scene and game, headless.

The CI test (``tests/test_monkey.py``) runs 10,000 events from one seed; this runs ten seeds of
10,000 each, every seed in a fresh app, with the same checks: no exception, each table's cards
each in one place at every frame, and every 50th frame the random-play harness's view and
round-trip checks and the table's replay dealt again reaching its very position. Reported per
seed: wall time, events a second, games and scenes reached, how often the monkey chose Quit,
and the moves the tables took (people's and bots'). A crash prints the seed and event number
that reproduce it (``--seed S --events N``) and exits 1. Nothing here
fails on time.

Run alone:
``.venv/bin/python benchmarks/monkey.py [--events 100000] [--seed 1] [--per-seed 10000] [--visit-every 400]``.
"""

from __future__ import annotations

import argparse
import sys
import time

from common import use_headless_env

use_headless_env()

from game.testing.monkey import GAMES, Monkey, MonkeyCrash, TableWatch  # noqa: E402
from game.ui.app import App  # noqa: E402
from tests.harness import check_reached_position  # noqa: E402

WINDOW = (1280, 720)


def run_seed(seed: int, events: int, visit_every: int) -> tuple[float, Monkey]:
    """One fresh app driven by ``events`` events from ``seed``; the wall time and the monkey."""
    app = App(window=WINDOW, headless=True)
    monkey = Monkey(app, seed, watch=TableWatch(deep=check_reached_position), visit_every=visit_every)
    started = time.perf_counter()
    monkey.run(events)
    return time.perf_counter() - started, monkey


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=100_000, help="events in all")
    parser.add_argument("--per-seed", type=int, default=10_000, help="events from each seed")
    parser.add_argument("--seed", type=int, default=1, help="the first seed")
    parser.add_argument("--visit-every", type=int, default=400, help="events between opening the next game")
    args = parser.parse_args()
    print(f"Monkey: {args.events} events, {args.per_seed} a seed, from seed {args.seed}")
    print("seed     events   seconds   events/s   games   scenes   quits   moves")
    total_events, total_seconds, seed = 0, 0.0, args.seed
    while total_events < args.events:
        events = min(args.per_seed, args.events - total_events)
        try:
            seconds, monkey = run_seed(seed, events, args.visit_every)
        except MonkeyCrash as crash:
            print(f"CRASH: {crash}", file=sys.stderr)
            return 1
        games = len(monkey.watch.games_seen)
        print(
            f"{seed:<8} {events:>6} {seconds:>9.1f} {events / seconds:>10.0f} {games:>4}/{len(GAMES)}"
            f" {len(monkey.scenes_seen):>8} {monkey.quits:>7} {monkey.watch.moves_seen:>7}"
        )
        total_events += events
        total_seconds += seconds
        seed += 1
    print(
        f"all      {total_events:>6} {total_seconds:>9.1f} {total_events / total_seconds:>10.0f}   no crash"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
