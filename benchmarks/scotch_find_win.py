"""find_win, the second hunt for wins, on Scotch deals the solver used to leave undecided (issue 25).

    python benchmarks/scotch_find_win.py                      # eight deals it wins, two it does not
    python benchmarks/scotch_find_win.py --deals 96,2632 --budget 200000
    python benchmarks/scotch_find_win.py --quick-test --run 1000 --deals 4943,6729   # pruned runs

For each deal, ``find_win`` (game/bots/scotch_find_win.py) runs from the
deal as the solver runs it: runs of ``FIND_WIN_RUN`` states (``--run``), the
first in its own order and each later one shaken by its number (from order
``--first-run`` on), until one wins, closes (a proof of loss, unless the runs
are pruned by the quick test: ``--quick-test``) or the budget is spent. A win's moves are replayed through
the rules engine. It prints the runs made, the states, the seconds and
the moves. Nothing here fails on time; docs/scotch-solver.md ("find_win")
quotes what it printed.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.bots.scotch_find_win import hunt
from game.bots.scotch_solver import FIND_WIN_BUDGET, FIND_WIN_RUN, ScotchSolver, table_moves
from game.core import registry

SAMPLE = "2632,4358,882,1822,5229,1128,145,1759,96,543"  # undecided in 20 s before find_win


def hunt_from_deal(deal: int, budget: int, run: int, quick_test: bool, first_run: int) -> str:
    """find_win's runs from the deal, as the solver makes them (``scotch_find_win.hunt``); one line."""
    state = registry.get("scotch").new_game(seed=deal)
    solver = ScotchSolver.from_state(state)
    started = time.perf_counter()
    found = hunt(
        solver.piles, solver.homes, solver.ranks, budget, run, quick_test=quick_test, first_run=first_run
    )
    seconds = time.perf_counter() - started
    runs = f"{found.runs} run{'s' if found.runs > 1 else ''}, {found.states:,} states, {seconds:.2f} s"
    if found.line:
        for move in table_moves(state, found.line):
            state.apply(move)
        replayed = "replayed to a win" if state.is_won() else "REPLAY FAILED"
        return f"deal {deal}: won in {runs}; {len(found.line)} moves, {replayed}"
    closed = "closed (the quick test's: no proof)" if quick_test else "lost (a run closed)"
    return f"deal {deal}: {closed if found.closed else 'no win'} in {runs}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", default=SAMPLE)
    parser.add_argument("--budget", type=int, default=FIND_WIN_BUDGET, help="states in all runs together")
    parser.add_argument("--run", type=int, default=FIND_WIN_RUN, help="states in each run")
    parser.add_argument("--quick-test", action="store_true", help="prune the runs with the quick test")
    parser.add_argument("--first-run", type=int, default=0, help="the order to start from")
    args = parser.parse_args()
    for deal in (int(number) for number in args.deals.split(",")):
        line = hunt_from_deal(deal, args.budget, args.run, args.quick_test, args.first_run)
        print(line, flush=True)


if __name__ == "__main__":
    main()
