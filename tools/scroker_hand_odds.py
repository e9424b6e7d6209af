"""How often each Scroker category is dealt in five cards: the table in docs/scroker-deck.md.

    python tools/scroker_hand_odds.py [--hands 1000000] [--seed 1] [--workers 2] [--wilds 0]

Deals ``--hands`` seeded random five-card hands from the deck (the 52 lettered
cards, plus ``--wilds`` [Scroker] cards) and judges each with the game's own
evaluator under the standard rules (no Dealer's Choice options). Prints a
Markdown table: each category's count, its share with a 95% interval, and the
odds against it. Work is split over ``--workers`` processes, each with its
own seeded share of the hands, so a run is repeatable for the same arguments.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.rules.scroker.cards import scroker_deck
from game.rules.scroker.hands import Category, evaluate

HAND = 5


def count_categories(task: tuple[int, int, int, int]) -> Counter[int]:
    """One worker's share: ``hands`` deals from its own seed."""
    hands, seed, worker, wilds = task
    rng = random.Random(f"scroker-odds:{seed}:{worker}")
    deck = scroker_deck(wilds)
    counts: Counter[int] = Counter()
    for _ in range(hands):
        counts[int(evaluate(rng.sample(deck, HAND)).category)] += 1
    return counts


def wilson(successes: int, trials: int, z: float = 1.96) -> tuple[float, float]:
    if trials == 0:
        return (0.0, 0.0)
    share = successes / trials
    centre = share + z * z / (2 * trials)
    spread = z * math.sqrt(share * (1 - share) / trials + z * z / (4 * trials * trials))
    low, high = (centre - spread) / (1 + z * z / trials), (centre + spread) / (1 + z * z / trials)
    return (max(0.0, low), min(1.0, high))


def table(counts: Counter[int], hands: int) -> str:
    lines = [
        "| category | hands | share | 95% interval | odds against |",
        "|---|---:|---:|---|---:|",
    ]
    for category in sorted(Category, reverse=True):
        count = counts.get(int(category), 0)
        share = count / hands
        low, high = wilson(count, hands)
        odds = f"{(hands - count) / count:,.1f} : 1" if count else "—"
        lines.append(f"| {category.title} | {count:,} | {share:.4%} | {low:.4%} – {high:.4%} | {odds} |")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=1_000_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--wilds", type=int, choices=(0, 1, 2), default=0)
    args = parser.parse_args()
    started = time.perf_counter()
    base, extra = divmod(args.hands, args.workers)
    shares = [base + (1 if worker < extra else 0) for worker in range(args.workers)]
    tasks = [(share, args.seed, worker, args.wilds) for worker, share in enumerate(shares)]
    counts: Counter[int] = Counter()
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        for part in pool.map(count_categories, tasks):
            counts.update(part)
    print(f"{args.hands:,} five-card hands, seed {args.seed}, {args.wilds} wilds in the deck")
    print(table(counts, args.hands))
    print(f"\nTook {time.perf_counter() - started:.0f} s on {args.workers} workers.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
