"""Check every verdict the Scotch solver gives over a range of deals, not only count them.

    python benchmarks/scotch_check_verdicts.py                  # deals 1-10000
    python benchmarks/scotch_check_verdicts.py --deals 1-500

Each deal is solved as the win-rate run solves it (``benchmarks/scotch_win_rate.py``), with its loss
certificate asked for. A win's moves are replayed through the rules engine (``ScotchState.apply``)
and must leave every card home; a loss's certificate must pass the independent checker
(``game.bots.scotch_proof_checker``), which trusts nothing the solver computed. An undecided deal is
reported as such. One line per deal goes to a JSON-lines file as soon as it is known, so a stopped
run picks up where it left off. Exit status 1 if any verdict fails its check.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from scotch_win_rate import DEFAULT_RESULTS as WIN_RATE_RESULTS
from scotch_win_rate import REPO, known_results, parse_range, solver_version

DEFAULT_RESULTS = REPO / "benchmarks" / "results" / "scotch-verdicts-checked.jsonl"


def check_deal(job: tuple[int, int, float, str]) -> dict[str, Any]:
    """Solve one deal and check its verdict (in a worker process)."""
    from game.bots.scotch_proof_checker import check
    from game.bots.scotch_solver import ScotchSolver, Verdict, solve
    from game.core import registry

    number, budget, time_limit, version = job
    state = registry.get("scotch").new_game(seed=number)
    solution = solve(state, budget=budget, time_limit=time_limit, certificate=True)
    started = time.perf_counter()
    problem = ""
    if solution.verdict is Verdict.WIN:
        replay = state.clone()
        for move in solution.moves:
            replay.apply(move)
        if not replay.is_won():
            problem = "its winning line does not bring every card home"
    elif solution.verdict is Verdict.LOSS:
        if solution.certificate is None:
            problem = "it came with no certificate"
        else:
            result = check(solution.certificate, ScotchSolver.from_state(state).piles)
            if not result.ok:
                problem = result.problems[0]
    return {
        "deal": number,
        "verdict": solution.verdict.value,
        "checked": solution.verdict is not Verdict.UNDECIDED and not problem,
        "problem": problem,
        "solve_ms": round(solution.seconds * 1000, 3),
        "check_ms": round((time.perf_counter() - started) * 1000, 3),
        "certificate_size": solution.certificate.size() if solution.certificate is not None else 0,
        "budget": budget,
        "time_limit": time_limit,
        "solver": version,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--deals", default="1-10000", help="A-B, both included")
    parser.add_argument("--budget", type=int, default=5_000_000)
    parser.add_argument("--time-limit", type=float, default=60.0)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--results", type=Path, default=DEFAULT_RESULTS)
    args = parser.parse_args(argv)
    version = solver_version()
    # the cheapest deals first, by the positions the last win-rate run searched: a run stopped part way
    # has then checked as many deals as it could (a searched loss's certificate takes seconds to minutes)
    effort: dict[int, int] = {}
    if WIN_RATE_RESULTS.exists():
        for line in WIN_RATE_RESULTS.read_text(encoding="utf-8").splitlines():
            try:
                row = json.loads(line)
                effort[int(row["deal"])] = int(row["nodes"])
            except (json.JSONDecodeError, KeyError, ValueError, TypeError):
                continue
    done = known_results(args.results, args.budget, args.time_limit, version)  # a stopped run goes on
    numbers = [number for number in parse_range(args.deals) if number not in done]
    numbers.sort(key=lambda number: effort.get(number, 0))
    args.results.parent.mkdir(parents=True, exist_ok=True)
    jobs = [(number, args.budget, args.time_limit, version) for number in numbers]
    started = time.perf_counter()
    with args.results.open("a", encoding="utf-8") as out, multiprocessing.Pool(args.workers) as pool:
        for row in pool.imap_unordered(check_deal, jobs, chunksize=4):
            out.write(json.dumps(row) + "\n")
            out.flush()
            done[row["deal"]] = row
            if row["problem"]:
                print(f"deal {row['deal']} ({row['verdict']}): {row['problem']}", flush=True)
            if len(done) % 500 == 0:
                print(f"{len(done):,} deals checked, {time.perf_counter() - started:.0f} s", flush=True)
    rows = [done[number] for number in parse_range(args.deals)]
    wins = sum(row["verdict"] == "WIN" for row in rows)
    losses = sum(row["verdict"] == "LOSS" for row in rows)
    failed = [row["deal"] for row in rows if row["problem"]]
    undecided = [row["deal"] for row in rows if row["verdict"] == "UNDECIDED"]
    slowest = max(rows, key=lambda row: row["check_ms"])
    print(
        f"{len(rows):,} deals: {wins:,} wins replayed to every card home, {losses:,} losses whose "
        f"certificates the checker passed; failed: {failed or 'none'}; undecided: {undecided or 'none'}. "
        f"Longest check: deal {slowest['deal']}, {slowest['check_ms'] / 1000:.1f} s "
        f"({slowest['certificate_size']:,} positions)."
    )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
