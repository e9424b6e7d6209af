"""Could a phone race fairly? A keys player whose every move is late by a phone's delay (issue 24).

    python benchmarks/race_phone.py [--races 400] [--seed 1]

The device races of ``race_device_races.py`` (two seeing players, the same judgement and the same
reaction, seats alternating, Repezita and a round of Scrooge), with one seat a "phone": keys1's
gestures, each move's inputs landing later by a delay drawn afresh for that move. A phone adds a
delay twice: the table's change reaches the phone late (the state is sent, the page redrawn) and
the tap reaches the table late. Neither is in the keys player's time, so the delay a move is
drawn as is the uplink plus the downlink, each drawn from the measured tap-to-screen times of
``phone_latency.py`` over loopback (benchmarks/results/phone-latency.json; they include the one
frame a keys input also waits, so this errs against the phone; one row takes a key's own 11.5 ms
off each draw), plus a fixed Wi-Fi share per scenario. The rival is pad1 (the same seat classes as
keys, docs/races.md). The same deals are raced in every scenario, so the rows differ by the delay
alone; "no delay" is the control.

The modelled phone decides on the table as it is when it looks, not as its late screen shows it
(that would need the table's past): this too favours the phone. Target: 45-55% for the phone.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from common import REPO, use_headless_env

use_headless_env()

from game.core.sample_statistics import wilson_interval  # noqa: E402
from game.testing import race_runs  # noqa: E402
from game.testing.race_runs import Person, RaceResult, repezita_race, scrooge_race  # noqa: E402

SAMPLES = REPO / "benchmarks" / "results" / "phone-latency.json"
RACES = {"repezita": repezita_race, "scrooge": scrooge_race}
PHONE, RIVAL = "keys1", "pad1"
KEYS_OWN = 0.0115  # a key's own input to screen (docs/races.md: 11.1-12.6 ms), already in the keys model
# Scenarios: (name, seconds taken off each measured draw (None: no measured delay), Wi-Fi seconds a move).
SCENARIOS = (
    ("no delay (control)", None, 0.0),
    ("loopback, measured", 0.0, 0.0),
    ("loopback, less a key's own 11.5 ms", KEYS_OWN, 0.0),
    ("+ awake Wi-Fi, 5 ms", 0.0, 0.005),
    ("+ Wi-Fi in power save, 100 ms", 0.0, 0.100),
    ("+ Wi-Fi in power save, 300 ms", 0.0, 0.300),
)


class LatePlayer:
    """A modelled person whose every new move's inputs land ``delay()`` seconds later than planned."""

    def __init__(self, player: Any, delay: Any) -> None:
        self.player, self.delay, self.seat = player, delay, player.seat
        self._plan_id = id(player.plan)

    def due(self) -> float:
        return self.player.due()

    def act(self, now: float) -> None:
        self.player.act(now)
        if id(self.player.plan) != self._plan_id and self.player.plan:  # a new move was planned
            late = self.delay()
            self.player.plan = [(at + late, gesture) for at, gesture in self.player.plan]
        self._plan_id = id(self.player.plan)


def one_race(job: tuple[str, int, int, list[float], float]) -> RaceResult:
    """One race with the phone at seat 0 (odd seeds: seat 1); the other seat is the rival.

    ``samples``: the measured delays a draw is taken from (less what the scenario takes off them)."""
    game, _scenario, seed, samples, wifi = job
    phone_seat = 1 if seed % 2 else 0
    rng = random.Random(f"phone-delay:{seed}")

    def delay() -> float:
        measured = rng.choice(samples) + rng.choice(samples) if samples else 0.0
        return measured + wifi

    run_race = race_runs.run_race

    def run_with_phone(match: Any, people: list[Any], *rest: Any) -> bool:
        people = [LatePlayer(p, delay) if p.seat == phone_seat else p for p in people]
        return run_race(match, people, *rest)

    race_runs.run_race = run_with_phone  # the games' race functions look it up at each race
    try:
        people = {phone_seat: Person("seeing", PHONE, True), 1 - phone_seat: Person("seeing", RIVAL, True)}
        return RACES[game](seed, people, {})
    finally:
        race_runs.run_race = run_race


def share_line(game: str, name: str, seeds: list[int], results: list[RaceResult]) -> str:
    wins = ties = 0
    for seed, result in zip(seeds, results, strict=True):
        ties += result.places.count(1) > 1
        wins += result.won(1 if seed % 2 else 0)
    decided = len(results) - ties
    low, high = wilson_interval(wins, decided)
    share = wins / max(1, decided)
    verdict = "PASS" if 0.45 <= share <= 0.55 else "MISS"
    return (
        f"{game:<9} {name:<35} {len(results):>5} {ties:>4}   phone wins {share:6.1%} ({low:.1%}-{high:.1%})"
        f"   45-55%  {verdict}"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--races", type=int, default=400, help="races a scenario and game")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--scenarios", default="", help="which rows, by number from 0 (default: all)")
    args = parser.parse_args()
    chosen = [int(n) for n in args.scenarios.split(",")] if args.scenarios else range(len(SCENARIOS))
    if not SAMPLES.exists():
        print(f"No measured phone delays: run benchmarks/phone_latency.py first (it writes {SAMPLES}).")
        return 1
    samples = json.loads(SAMPLES.read_text())["tap_to_screen_seconds"]
    started = time.perf_counter()
    print(
        f"Phone ({PHONE} + a phone's delay) against {RIVAL}, {args.races} races a row, the same deals in "
        f"every row; loopback delay a move = 2 draws of {len(samples)} measured taps "
        f"(median {sorted(samples)[len(samples) // 2] * 1000:.0f} ms each)"
    )
    print(
        f"{'game':<9} {'scenario':<35} {'races':>5} {'ties':>4}   phone's win share (95% interval)   target"
    )
    with ProcessPoolExecutor(max_workers=2) as pool:
        for game in RACES:
            seeds = [args.seed * 1_000_003 + 700_000 + n for n in range(args.races)]
            for index in chosen:
                name, taken_off, wifi = SCENARIOS[index]
                drawn = [max(0.0, s - taken_off) for s in samples] if taken_off is not None else []
                jobs = [(game, index, seed, drawn, wifi) for seed in seeds]
                results = list(pool.map(one_race, jobs, chunksize=8))
                print(share_line(game, name, seeds, results))
    print(f"Took {time.perf_counter() - started:.0f} s.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
