"""How long the Scroker hand evaluator takes to judge a hand.

    python benchmarks/scroker_hands.py [--hands 2000] [--seed 1]

Seeded random hands from the 52 lettered cards: 7 cards as in Longhorn Stud
(issue 6's target: a median of at most 1 ms), 5 cards as in Scroker, and 7
cards with one or two of the optional [Scroker] wilds, which try every letter.
Wall-clock on a shared machine: read medians and ratios. Nothing here fails on time.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from common import Row, Summary, render_table, verdict

from game.rules.scroker.cards import ScrokerCard, scroker_deck
from game.rules.scroker.dictionary import scroker_dictionary
from game.rules.scroker.hands import evaluate

TARGET = 0.001
LETTERED = scroker_deck(0)
WILDS = [card for card in scroker_deck(2) if card.is_wild]


def time_hands(size: int, wilds: int, hands: int, seed: int) -> list[float]:
    rng = random.Random(seed)
    seconds = []
    for _ in range(hands):
        hand: list[ScrokerCard] = rng.sample(LETTERED, size - wilds) + WILDS[:wilds]
        started = time.perf_counter()
        evaluate(hand)
        seconds.append(time.perf_counter() - started)
    return seconds


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    scroker_dictionary()  # read the word list once, before timing
    started = time.perf_counter()
    seven = Summary.of(time_hands(7, 0, args.hands, args.seed))
    rows = [
        Row(
            "7 cards (Longhorn Stud)",
            seven,
            target="median ≤ 1 ms",
            result=verdict(seven.median, TARGET, "median"),
        ),
        Row("5 cards (Scroker)", Summary.of(time_hands(5, 0, args.hands, args.seed))),
        Row("7 cards, 1 wild", Summary.of(time_hands(7, 1, args.hands // 4, args.seed))),
        Row("7 cards, 2 wilds", Summary.of(time_hands(7, 2, args.hands // 10, args.seed))),
    ]
    print(f"Scroker hand evaluator, seeded random hands (seed {args.seed})")
    print(render_table(rows))
    print(f"Took {time.perf_counter() - started:.1f} s.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
