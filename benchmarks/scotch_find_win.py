"""find_win, the second hunt for wins, on Scotch deals the solver used to leave undecided (issue 25).

    python benchmarks/scotch_find_win.py                      # eight deals it wins, two it does not
    python benchmarks/scotch_find_win.py --deals 96,2632 --budget 200000

For each deal, ``find_win`` (game/bots/scotch_find_win.py) runs from the
deal as the solver runs it: runs of ``FIND_WIN_RUN`` states, the first in its
own order and each later one shaken by its number, until one wins, closes (a
proof of loss) or the budget is spent. A win's moves are replayed through
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


def hunt_from_deal(deal: int, budget: int) -> str:
    """find_win's runs from the deal, as the solver makes them (``scotch_find_win.hunt``); one line."""
    state = registry.get("scotch").new_game(seed=deal)
    solver = ScotchSolver.from_state(state)
    started = time.perf_counter()
    found = hunt(solver.piles, solver.homes, solver.ranks, budget, FIND_WIN_RUN)
    seconds = time.perf_counter() - started
    runs = f"{found.runs} run{'s' if found.runs > 1 else ''}, {found.states:,} states, {seconds:.2f} s"
    if found.line:
        for move in table_moves(state, found.line):
            state.apply(move)
        replayed = "replayed to a win" if state.is_won() else "REPLAY FAILED"
        return f"deal {deal}: won in {runs}; {len(found.line)} moves, {replayed}"
    return f"deal {deal}: {'lost (a run closed)' if found.closed else 'no win'} in {runs}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", default=SAMPLE)
    parser.add_argument("--budget", type=int, default=FIND_WIN_BUDGET, help="states in all runs together")
    args = parser.parse_args()
    for deal in (int(number) for number in args.deals.split(",")):
        print(hunt_from_deal(deal, args.budget), flush=True)


if __name__ == "__main__":
    main()
