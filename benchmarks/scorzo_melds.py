"""How long the Scorzo meld solver takes to find a hand's best split.

    python benchmarks/scorzo_melds.py [--hands 2000] [--seed 1]

Seeded random hands from the 112 cards, each solved by a fresh solver
(nothing remembered between hands): 9 cards with 0–4 wilds (a hand in play
holds at most 8, 9 while a player has taken and not yet discarded; issue 5's
target is a median of at most 1 ms), 8–10 cards with up to 6 wilds, and 9
cards crowded into two suits and numbers 1–6, where melds overlap most. A
last row times what a bot weighs in a turn: a 9-card hand's nine possible
discards, on one solver that remembers the positions they share. Wall-clock
on a shared machine: read medians and ratios. Nothing here fails on time.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from common import Row, Summary, render_table, verdict

from game.rules.scorzo.cards import ScorzoCard, Suit, scorzo_deck
from game.rules.scorzo.melds import MeldSolver

TARGET = 0.001
DECK = scorzo_deck()
SUITED = [card for card in DECK if not card.is_wild]
WILDS = [card for card in DECK if card.is_wild]
CROWDED = [c for c in SUITED if c.suit in (Suit.STARS, Suit.HEARTS) and c.number <= 6]

Deal = Callable[[random.Random], list[ScorzoCard]]


def dealer(sizes: tuple[int, int], wilds: tuple[int, int], suited: list[ScorzoCard] = SUITED) -> Deal:
    """Hands of a size in ``sizes`` with a number of wilds in ``wilds`` (both ranges inclusive)."""

    def deal(rng: random.Random) -> list[ScorzoCard]:
        size, wild_count = rng.randint(*sizes), rng.randint(*wilds)
        hand = rng.sample(suited, size - wild_count) + rng.sample(WILDS, wild_count)
        rng.shuffle(hand)
        return hand

    return deal


def time_hands(deal: Deal, hands: int, seed: int) -> list[float]:
    rng = random.Random(seed)
    seconds = []
    for _ in range(hands):
        hand = deal(rng)
        started = time.perf_counter()
        MeldSolver().best_split(hand)
        seconds.append(time.perf_counter() - started)
    return seconds


def time_discards(hands: int, seed: int) -> list[float]:
    """A 9-card hand's nine discards scored on one solver, as a bot choosing its discard would."""
    rng, deal = random.Random(seed), dealer((9, 9), (0, 4))
    seconds = []
    for _ in range(hands):
        hand = deal(rng)
        started = time.perf_counter()
        solver = MeldSolver()
        for index in range(len(hand)):
            solver.best_split(hand[:index] + hand[index + 1 :])
        seconds.append(time.perf_counter() - started)
    return seconds


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    started = time.perf_counter()
    nine = Summary.of(time_hands(dealer((9, 9), (0, 4)), args.hands, args.seed))
    rows = [
        Row(
            "9 cards, 0-4 wilds", nine, target="median ≤ 1 ms", result=verdict(nine.median, TARGET, "median")
        ),
        Row("8-10 cards, 0-6 wilds", Summary.of(time_hands(dealer((8, 10), (0, 6)), args.hands, args.seed))),
        Row(
            "9 crowded cards, 0-4 wilds",
            Summary.of(time_hands(dealer((9, 9), (0, 4), CROWDED), args.hands, args.seed)),
        ),
        Row("9 discards of a 9-card hand", Summary.of(time_discards(args.hands // 4, args.seed))),
    ]
    print(f"Scorzo meld solver, best split of seeded random hands (seed {args.seed}), fresh solver per hand")
    print(render_table(rows))
    print(f"Took {time.perf_counter() - started:.1f} s.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
