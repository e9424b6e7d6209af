"""The split game's levels on the Scotch deals the solver used to leave undecided (issue 25).

    python benchmarks/scotch_split_game.py                   # the first 12 of docs/scotch-win-rate.md's list
    python benchmarks/scotch_split_game.py --deals 34,433,3069 --levels 11,10,9 --budget 300000

For each deal, each level in turn (highest first) searches the split game
(game/bots/scotch_split_game.py) from the deal until it is lost (a proof),
won (nothing proven: the next level is tried) or out of budget; the states
and seconds are printed. Then deal 34's certificate is written and checked
by the independent checker, with its size and the check's time. Nothing here
fails on time; docs/scotch-solver.md ("The split game") quotes what it printed.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.bots.scotch_certificate import LossCertificate, home_counts
from game.bots.scotch_proof_checker import check
from game.bots.scotch_solver import ScotchSolver, solve
from game.bots.scotch_split_game import prove_lost
from game.core import registry

FIRST_UNDECIDED = "34,96,145,203,253,292,411,433,543,545,670,756"  # deals 20 s could not decide before


def deal_piles(deal: int) -> list[list[int]]:
    return ScotchSolver.from_state(registry.get("scotch").new_game(seed=deal)).piles


def ladder(deal: int, levels: list[int], budget: int) -> str:
    """Each level until one proves the deal lost; one line of what each did."""
    said = []
    for level in levels:
        started = time.perf_counter()
        outcome = prove_lost(deal_piles(deal), home_counts([], 13), level, budget=budget)
        seconds = time.perf_counter() - started
        found = "LOST" if outcome.states is not None else ("won" if outcome.won else "out of budget")
        said.append(f"level {level}: {found} in {outcome.searched:,} states, {seconds:.2f} s")
        if outcome.states is not None:
            break
    return f"deal {deal}: " + "; ".join(said)


def certificate_of_deal_34() -> str:
    state = registry.get("scotch").new_game(seed=34)
    started = time.perf_counter()
    solution = solve(state, certificate=True)
    solved = time.perf_counter() - started
    assert solution.certificate is not None
    text = solution.certificate.to_json()
    started = time.perf_counter()
    result = check(LossCertificate.from_json(text), deal_piles(34))
    checked = time.perf_counter() - started
    verdict = "ok" if result.ok else "; ".join(result.problems)
    size = solution.certificate.size()
    return (
        f"deal 34: {solution.verdict.value} in {solved:.2f} s; certificate {size:,} states, "
        f"{len(text) / 1e6:.1f} MB, read and checked in {checked:.2f} s: {verdict}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", default=FIRST_UNDECIDED)
    parser.add_argument("--levels", default="12,11,10")
    parser.add_argument("--budget", type=int, default=200_000, help="states per level at most")
    args = parser.parse_args()
    levels = [int(level) for level in args.levels.split(",")]
    for deal in (int(number) for number in args.deals.split(",")):
        print(ladder(deal, levels, args.budget), flush=True)
    print(certificate_of_deal_34())


if __name__ == "__main__":
    main()
