"""The component game against the solver's search, on the deals the solver leaves undecided.

    python benchmarks/scotch_components.py                       # deal 34, its first 22-home position
    python benchmarks/scotch_components.py --deal 96 --home 20
    python benchmarks/scotch_components.py --whole 34,96,145 --limit 45

Part one: the solver's first run on the deal (200,000 positions) keeps every
position it entered; the first one (in sorted order) with ``--home`` cards
home is decided twice, by the solver's single complete run and by the
component game (game/bots/scotch_components.py), and their positions,
components and times are printed. Part two (``--whole``): the component game
from each deal's start, stopped after ``--limit`` seconds. Nothing here fails
on time; docs/scotch-solver.md ("Components") quotes what it printed.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.bots.scotch_certificate import home_counts
from game.bots.scotch_components import ComponentGame, OutOfBudget
from game.bots.scotch_solver import ScotchSolver
from game.core import registry


def first_position_with(deal: int, home: int) -> tuple[list[list[int]], list[int]] | None:
    """A position of the deal with ``home`` cards home, as the solver's first run meets them."""
    solver = ScotchSolver.from_state(registry.get("scotch").new_game(seed=deal))
    solver.start = solver._position_now()
    solver.solve_once(200_000)
    found = sorted(key for key in solver.seen if sum(top >> 1 for top in key[1]) == home)
    if not found:
        return None
    piles, tops = found[0]
    return [list(pile) for pile in piles], list(tops)


def compare(deal: int, home: int) -> None:
    position = first_position_with(deal, home)
    if position is None:
        print(f"deal {deal}: the first run met no position with {home} cards home")
        return
    piles, tops = position
    started = time.perf_counter()
    solver = ScotchSolver([list(p) for p in piles], tops)
    solver.start = solver._position_now()
    verdict, _, nodes = solver.solve_once(5_000_000)
    real_seconds = time.perf_counter() - started
    started = time.perf_counter()
    game = ComponentGame()
    won = game.decide(piles, home_counts(tops, 13))
    print(
        f"deal {deal}, {home} home: solver {verdict.value} in {nodes:,} positions entered "
        f"({len(solver.seen):,} distinct), {real_seconds:.1f} s; component game "
        f"{'WIN' if won else 'LOSS'} in {game.nodes:,} components, {time.perf_counter() - started:.1f} s"
    )


def whole(deals: list[int], limit: float) -> None:
    for deal in deals:
        solver = ScotchSolver.from_state(registry.get("scotch").new_game(seed=deal))
        game = ComponentGame()
        started = time.perf_counter()
        try:
            won = game.decide(solver.piles, home_counts(solver.homes, 13), out_of_time(started + limit))
            verdict = "WIN" if won else "LOSS"
        except OutOfBudget:
            verdict = "UNDECIDED"
        seconds = time.perf_counter() - started
        print(f"deal {deal}: component game {verdict}, {game.nodes:,} components, {seconds:.1f} s")


def out_of_time(deadline: float) -> Callable[[], bool]:
    """Asked every component: has the deal had its time?"""
    return lambda: time.perf_counter() > deadline


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deal", type=int, default=34)
    parser.add_argument("--home", type=int, default=22)
    parser.add_argument("--whole", help="deals to decide from the start, e.g. 34,96")
    parser.add_argument("--limit", type=float, default=45.0, help="seconds per deal for --whole")
    args = parser.parse_args()
    if args.whole:
        whole([int(part) for part in args.whole.split(",")], args.limit)
    else:
        compare(args.deal, args.home)


if __name__ == "__main__":
    main()
