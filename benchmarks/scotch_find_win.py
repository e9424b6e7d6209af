"""find_win, the second hunt for wins, on Scotch deals the solver used to leave undecided (issue 25).

    python benchmarks/scotch_find_win.py                      # eight deals it wins, two it does not
    python benchmarks/scotch_find_win.py --deals 96,2632 --budget 200000

For each deal, ``find_win`` (game/bots/scotch_find_win.py) runs from the
deal as the solver runs it: runs of ``FIND_WIN_RUN`` states, the first in its
own order and each later one shaken by its number, until one wins, closes (a
proof of loss) or the budget is spent. A win's moves are replayed through
the rules engine. It prints the run that won, the states, the seconds and
the moves. Nothing here fails on time; docs/scotch-solver.md ("find_win")
quotes what it printed.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.bots.scotch_certificate import home_counts
from game.bots.scotch_find_win import find_win, real_line
from game.bots.scotch_solver import FIND_WIN_RUN, ScotchSolver
from game.core import registry
from game.core.moves import MoveCards

SAMPLE = "2632,4358,882,1822,5229,1128,145,1759,96,543"  # undecided in 20 s before find_win


def hunt(deal: int, budget: int) -> str:
    """Runs of find_win from the deal, as the solver's ``_find_win`` makes them; one line of what they did."""
    state = registry.get("scotch").new_game(seed=deal)
    solver = ScotchSolver.from_state(state)
    home = home_counts(solver.homes, solver.ranks)
    started = time.perf_counter()
    spent, run = 0, 0
    while spent < budget:
        outcome = find_win(
            solver.piles,
            home,
            solver.ranks,
            min(FIND_WIN_RUN, budget - spent),
            None,
            random.Random(run) if run else None,
        )
        spent += outcome.searched
        if outcome.won:
            seconds = time.perf_counter() - started
            line = real_line(solver.piles, solver.homes, outcome.path, solver.ranks)
            for source, target, to_home in line:
                target_id = state.foundation_ids[target] if to_home else state.tableau_ids[target]
                state.apply(MoveCards(0, state.tableau_ids[source], target_id))
            replayed = "replayed to a win" if state.is_won() else "REPLAY FAILED"
            return (
                f"deal {deal}: won by run {run} in {spent:,} states, {seconds:.2f} s; {len(line)} moves, "
                + replayed
            )
        if outcome.states is not None:
            seconds = time.perf_counter() - started
            return f"deal {deal}: lost (run {run} closed) in {spent:,} states, {seconds:.2f} s"
        run += 1
    return f"deal {deal}: no win in {run} runs, {spent:,} states, {time.perf_counter() - started:.2f} s"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", default=SAMPLE)
    parser.add_argument("--budget", type=int, default=80_000, help="states in all runs together")
    args = parser.parse_args()
    for deal in (int(number) for number in args.deals.split(",")):
        print(hunt(deal, args.budget), flush=True)


if __name__ == "__main__":
    main()
