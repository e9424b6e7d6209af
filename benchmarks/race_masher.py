"""Does pressing race keys blindly pay? A masher and a seeing keyboard player against bots (issue 20).

    python benchmarks/race_masher.py [--races 100] [--seed 1]

Each game (Repezita; Scrooge, a game of one round) is played by four seats on the virtual
clock through the real key seats (``game.testing.race_players``, ``race_runs``):

- the masher on keys1 presses a uniformly random race action of its preset 8 times a second
  without looking, against 3 medium bots; target: it loses at least 95% of races (Repezita:
  is not first out; Scrooge: has not the highest total, a shared top counting as not lost);
- the seeing keyboard player on keys1 (the hard bot's judgement on its own view, through
  the keys, a log-normal reaction of median 0.6 s then 0.15 s between presses) against 3
  easy bots; target: wins more than half (first out alone; the one highest total).

A race still going after 180 s of table time (bots alone end one in about a minute) is
stopped and placed as it stands: it is counted in "stalled". Races run on two processes.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from common import use_headless_env

use_headless_env()

from game.core.bot_levels import Level  # noqa: E402
from game.core.sample_statistics import mean_interval, wilson_interval  # noqa: E402
from game.testing.race_runs import MASHER, Person, RaceResult, repezita_race, scrooge_race  # noqa: E402

RACES = {"repezita": repezita_race, "scrooge": scrooge_race}


@dataclass(frozen=True)
class Model:
    """One row: who sits in seat 1, against which bots, and the target."""

    name: str
    person: Person
    opponents: Level
    target: str


MODELS = (
    Model("masher, keys1, 8 presses/s", Person(MASHER, "keys1"), Level.MEDIUM, "loses >= 95%"),
    Model("seeing, keys1, 0.6 s + 0.15 s/press", Person("seeing", "keys1"), Level.EASY, "wins > 50%"),
)


def one_race(job: tuple[str, int, int]) -> RaceResult:
    game, model, seed = job
    bots = MODELS[model].opponents
    return RACES[game](seed, {0: MODELS[model].person}, {1: bots, 2: bots, 3: bots})


def row(game: str, model: Model, results: list[RaceResult]) -> str:
    n = len(results)
    if model.person.kind == MASHER:
        count, verb = sum(r.lost(0) for r in results), "lost"
        reached = wilson_interval(count, n)[0] >= 0.95
    else:
        count, verb = sum(r.won(0) for r in results), "won"
        reached = wilson_interval(count, n)[0] > 0.5
    low, high = wilson_interval(count, n)
    figure = [r.places[0] for r in results] if game == "repezita" else [r.points[0] for r in results]
    mean, m_low, m_high = mean_interval(figure)
    stalled = sum(not r.ended for r in results)
    moves, beaten = sum(r.bot_moves for r in results), sum(r.bot_beaten for r in results)
    verdict = "PASS" if reached else "MISS"
    return (
        f"{model.name:<36} {'3 ' + model.opponents.value:<9} {n:>5}  {verb} {count / n:6.1%}"
        f" ({low:.1%}-{high:.1%})  {mean:6.2f} ({m_low:.2f}-{m_high:.2f})  {stalled:>7}"
        f"  {beaten / max(1, moves):7.1%}  {model.target:<13} {verdict}"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--races", type=int, default=100, help="races per row")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    started = time.perf_counter()
    cpus = os.cpu_count()
    print(f"Masher and seeing keyboard player, {args.races} races a row, seed {args.seed}, {cpus} CPUs")
    with ProcessPoolExecutor(max_workers=2) as pool:
        for game in RACES:
            figure = "mean place" if game == "repezita" else "mean points"
            print(f"\n{game.title()}: 4 seats" + (", a game of one round" if game == "scrooge" else ""))
            print(
                f"{'player model':<36} {'opponents':<9} {'races':>5}  share (95% interval)        "
                f"{figure + ' (95%)':<21} {'stalled':>7}  {'bots beaten':>11}  {'target':<13} result"
            )
            for index, model in enumerate(MODELS):
                seeds = [args.seed * 1_000_003 + number for number in range(args.races)]
                results = list(pool.map(one_race, [(game, index, seed) for seed in seeds], chunksize=4))
                print(row(game, model, results))
    print(
        "\nstalled: races stopped at 180 s of table time, placed as they stood; bots beaten: the share of "
        f"the bots' moves a rival's move beat. Took {time.perf_counter() - started:.0f} s."
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
