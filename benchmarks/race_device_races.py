"""Mouse, keys and pad head to head: does the program favour a device? (issue 20, point 7)

    python benchmarks/race_device_races.py [--races 800] [--seed 1]

Two modelled people race each other, one seat each, at Repezita and at Scrooge (a game of
one round), through the real input objects (``game.testing.race_players``): the mouse
through ``RepezitaMatch.play`` / ``ScroogeMatch.to_centre`` / ``RaceMatch.attempt`` with
``began`` from ``table.look()``, keys1 through its preset into ``RepezitaButtons`` /
``ButtonSeat``, pad1 through the pad map into the same classes. Both decide with the same
judgement (the hard bot's ``decide`` on their own view) and both take the same time from
seeing to the input that counts: a log-normal reaction, median 0.6 s (``HumanTiming``);
a key seat's earlier press (Scrooge's source) comes 0.15 s before it. So any difference
between the devices is the program's: frame quantisation, the order of one frame's input,
the judging rule. Seats alternate between races. Target: each device wins 45-55%.

A second table (information only) adds what hands do differently: the keystroke-level model's
motor time per gesture (Card, Moran & Newell 1980: a keystroke or pad button ~0.2 s, a mouse
button press or release 0.1 s, pointing at a card 1.1 s) times each scheme's gesture count.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from common import use_headless_env

use_headless_env()

from game.core.sample_statistics import wilson_interval  # noqa: E402
from game.testing.race_runs import Person, RaceResult, repezita_race, scrooge_race  # noqa: E402

RACES = {"repezita": repezita_race, "scrooge": scrooge_race}
PAIRS = (("mouse", "keys1"), ("mouse", "pad1"), ("keys1", "pad1"))

# The keystroke-level model (Card, Moran & Newell, 1980): seconds per operator.
KEYSTROKE = 0.2  # a key or a pad button, an average non-secretary typist
MOUSE_BUTTON = 0.1  # pressing or releasing a mouse button
POINTING = 1.1  # pointing at a target with the mouse (Fitts's law, averaged)
# Each scheme's gestures for one move: (pointings, mouse button presses/releases, keystrokes).
SCHEMES = {
    "repezita": {
        "mouse: point + click": (1, 2, 0),
        "keys or pad: lower/higher": (0, 0, 1),
        "keys or pad: pick 2 + play": (0, 0, 3),
    },
    "scrooge": {
        "mouse: point + double click": (1, 4, 0),
        "mouse: point + drag (point again)": (2, 2, 0),
        "keys or pad: source + target": (0, 0, 2),
    },
}


def one_race(job: tuple[str, int, int]) -> RaceResult:
    game, pair, seed = job
    first, second = PAIRS[pair]
    if seed % 2:
        first, second = second, first
    return RACES[game](seed, {0: Person("seeing", first, True), 1: Person("seeing", second, True)}, {})


def pairing_row(game: str, pair: int, seeds: list[int], results: list[RaceResult]) -> str:
    return share_row(game, *PAIRS[pair], list(zip(seeds, results, strict=True)))


def pooled_row(game: str, races: list[tuple[int, RaceResult]]) -> str:
    """Keys and pads go through the same seat classes: mouse against either, pooled."""
    return share_row(game, "mouse", "keys/pad", races)


def share_row(game: str, device: str, rival: str, races: list[tuple[int, RaceResult]]) -> str:
    wins = ties = 0
    for seed, result in races:
        seat = 1 if seed % 2 else 0  # where the pair's first device sat
        ties += result.places.count(1) > 1
        wins += result.won(seat)
    decided = len(races) - ties
    low, high = wilson_interval(wins, decided)
    share = wins / max(1, decided)
    verdict = "PASS" if 0.45 <= share <= 0.55 else "MISS"
    seconds = sum(result.seconds for _, result in races) / len(races)
    return (
        f"{game:<9} {device + ' vs ' + rival:<17} {len(races):>5} {ties:>4}   "
        f"{device} wins {share:6.1%} ({low:.1%}-{high:.1%})   {seconds:5.0f} s   45-55%  {verdict}"
    )


def scheme_lines() -> list[str]:
    lines = [
        "\nWhat hands add (information only): keystroke-level model motor time a move, beyond the "
        "same reaction",
        f"{'game':<9} {'scheme':<35} {'gestures':<28} motor time",
    ]
    for game, schemes in SCHEMES.items():
        for name, (point, button, key) in schemes.items():
            counts = f"{point} point, {button} button, {key} key"
            motor = point * POINTING + button * MOUSE_BUTTON + key * KEYSTROKE
            lines.append(f"{game:<9} {name:<35} {counts:<28} {motor:4.1f} s")
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--races", type=int, default=800, help="races per pairing")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    started = time.perf_counter()
    print(
        f"Device races, 2 seats, the same judgement and reaction (median 0.6 s), {args.races} races "
        f"a pairing, seats alternating, seed {args.seed}, {os.cpu_count()} CPUs"
    )
    print(
        f"{'game':<9} {'pairing':<17} {'races':>5} {'ties':>4}   win share of the first (95% interval)"
        "      table time   target  result"
    )
    pooled: dict[str, list[tuple[int, RaceResult]]] = {}
    with ProcessPoolExecutor(max_workers=2) as pool:
        for game in RACES:
            for pair in range(len(PAIRS)):
                seeds = [args.seed * 1_000_003 + pair * 100_000 + n for n in range(args.races)]
                results = list(pool.map(one_race, [(game, pair, seed) for seed in seeds], chunksize=8))
                print(pairing_row(game, pair, seeds, results))
                if pair < 2:
                    pooled[game] = [*pooled.get(game, []), *zip(seeds, results, strict=True)]
            print(pooled_row(game, pooled[game]))
    for line in scheme_lines():
        print(line)
    print(
        f"A race is won by the first out (Repezita) or the one highest total (Scrooge); a tied top is a tie, "
        f"left out of the share. Took {time.perf_counter() - started:.0f} s."
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
