"""The Scotch win rate over a range of deal numbers, and how long the solver takes to decide each.

    python benchmarks/scotch_win_rate.py                 # deals 1-10000, writes docs/scotch-win-rate.md
    python benchmarks/scotch_win_rate.py --deals 1-500 --report -

Each deal is solved in a worker process with a node budget and a time limit;
a deal that reaches either is counted as undecided, never as a loss. One line
per deal goes to a JSON-lines file as soon as it is known, so a long run that
is stopped picks up where it left off (deals already in the file, solved with
the same budget and limit, are not solved again). The report is Markdown:
the win rate with its 95% Wilson interval, the distributions of time and
positions searched, and the slowest deals. Nothing here fails on time.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import platform
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from game.bots import native  # noqa: E402
from game.core.sample_statistics import percentile, wilson_interval  # noqa: E402

DEFAULT_RESULTS = REPO / "benchmarks" / "results" / "scotch-win-rate.jsonl"
DEFAULT_REPORT = REPO / "docs" / "scotch-win-rate.md"
TIME_BUCKETS = (
    (1.0, "under 1 ms"),
    (10.0, "1–10 ms"),
    (100.0, "10–100 ms"),
    (1000.0, "0.1–1 s"),
    (2000.0, "1–2 s"),
    (10000.0, "2–10 s"),
    (60000.0, "10–60 s"),
    (float("inf"), "60 s or more"),
)


def solve_deal(job: tuple[int, int, float, str]) -> dict[str, Any]:
    """Solve one deal (in a worker process)."""
    from game.bots.scotch_solver import solve
    from game.core import registry

    number, budget, time_limit, version = job
    solution = solve(registry.get("scotch").new_game(seed=number), budget=budget, time_limit=time_limit)
    return {
        "deal": number,
        "verdict": solution.verdict.value,
        "moves": len(solution.moves),
        "nodes": solution.nodes,
        "ms": round(solution.seconds * 1000, 3),
        "budget": budget,
        "time_limit": time_limit,
        "solver": version,
    }


def solver_version() -> str:
    """The solver's sources' digest, and whether it runs compiled, kept with each row: after a change
    to the solver, or a switch between the compiled and pure solver, a run that finds the old rows
    solves every deal again instead of reporting the other code's answers or times."""
    return native.sources_digest()[:16] + ("-compiled" if native.compiled() else "")


def known_results(path: Path, budget: int, time_limit: float, version: str) -> dict[int, dict[str, Any]]:
    """Deals already solved with these settings by this solver (``version``); a torn last line (a
    killed run) is skipped."""
    known: dict[int, dict[str, Any]] = {}
    if not path.exists():
        return known
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            row = json.loads(line)
        except json.JSONDecodeError:
            continue
        if (row.get("budget"), row.get("time_limit"), row.get("solver")) == (budget, time_limit, version):
            known[int(row["deal"])] = row
    return known


def run_deals(
    numbers: list[int], budget: int, time_limit: float, version: str, workers: int, path: Path
) -> Iterator[dict]:
    """Yield each deal's result as it is found, appending it to ``path`` first."""
    path.parent.mkdir(parents=True, exist_ok=True)
    jobs = [(n, budget, time_limit, version) for n in numbers]
    with path.open("a", encoding="utf-8") as out, multiprocessing.Pool(workers) as pool:
        for row in pool.imap_unordered(solve_deal, jobs, chunksize=4):
            out.write(json.dumps(row) + "\n")
            out.flush()
            yield row


def report(rows: list[dict[str, Any]], command: str, seconds: float, workers: int, solved_now: int) -> str:
    """The Markdown report for docs/scotch-win-rate.md."""
    wins = [r for r in rows if r["verdict"] == "WIN"]
    losses = [r for r in rows if r["verdict"] == "LOSS"]
    undecided = [r for r in rows if r["verdict"] == "UNDECIDED"]
    decided = len(wins) + len(losses)
    low, high = wilson_interval(len(wins), decided)
    times = [r["ms"] for r in rows]
    nodes = [float(r["nodes"]) for r in rows]
    first, last = min(r["deal"] for r in rows), max(r["deal"] for r in rows)
    lines = [
        "# Scotch Solitaire: how many deals can be won",
        "",
        f"Deals {first}–{last} ({len(rows):,} deals), each decided by the exact solver "
        "(`game/bots/scotch_solver.py`, described in [scotch-solver.md](scotch-solver.md)). "
        "A win is a line of moves, replayed by the tests through the rules engine; a loss is a proof "
        "that no line exists. A deal the solver could not decide within its budget is **undecided** "
        "and counted apart, never as a loss.",
        "",
        "## The win rate",
        "",
        f"- Wins: **{len(wins):,}**. Proven losses: **{len(losses):,}**. Undecided: **{len(undecided):,}**.",
    ]
    if decided:
        lines.append(
            f"- Win rate of the decided deals: **{len(wins) / decided:.2%}**, "
            f"95% Wilson interval {low:.2%}–{high:.2%}."
        )
    if undecided:
        lower, upper = len(wins) / len(rows), (len(wins) + len(undecided)) / len(rows)
        lines.append(
            f"- Whatever the undecided deals turn out to be, the win rate over all {len(rows):,} deals "
            f"lies between {lower:.2%} (all lost) and {upper:.2%} (all won)."
        )
    lines += [
        "",
        "## How long a deal takes to decide",
        "",
        "| | p50 | p90 | p99 | max |",
        "|---|---:|---:|---:|---:|",
        "| milliseconds | "
        + " | ".join(f"{percentile(times, q):,.1f}" for q in (0.5, 0.9, 0.99, 1.0))
        + " |",
        "| positions searched | "
        + " | ".join(f"{percentile(nodes, q):,.0f}" for q in (0.5, 0.9, 0.99, 1.0))
        + " |",
        "",
        "| time to decide | deals | wins | losses |",
        "|---|---:|---:|---:|",
    ]
    lower_edge = 0.0
    for edge, label in TIME_BUCKETS:
        bucket = [r for r in rows if lower_edge <= r["ms"] < edge and r["verdict"] != "UNDECIDED"]
        lower_edge = edge
        if bucket:
            won = sum(r["verdict"] == "WIN" for r in bucket)
            lines.append(f"| {label} | {len(bucket):,} | {won:,} | {len(bucket) - won:,} |")
    lines.append(f"| undecided | {len(undecided):,} | | |")
    decided_ms = [r["ms"] for r in wins + losses]
    if decided_ms:
        lines += [
            "",
            "Of the decided deals alone: "
            + ", ".join(
                f"{name} {percentile(decided_ms, q):,.1f} ms"
                for name, q in (("p50", 0.5), ("p90", 0.9), ("p99", 0.99), ("max", 1.0))
            )
            + ".",
        ]
    if losses:
        at_deal = [r for r in losses if r["nodes"] == 1]
        searched = [r for r in losses if r["nodes"] > 1]
        said = (
            f"Of the {len(losses):,} proven losses, {len(at_deal):,} were proven at the deal itself by the "
            "dead-end test alone"
        )
        if at_deal:
            said += f" (at most {max(r['ms'] for r in at_deal):,.1f} ms)"
        said += f", and {len(searched):,} by searching"
        if searched:
            most_nodes, most_ms = max(r["nodes"] for r in searched), max(r["ms"] for r in searched)
            said += (
                " (a split game, the waiting game or the sound search: scotch-solver.md), in at most "
                f"{most_nodes:,} positions and {most_ms:,.1f} ms"
            )
        lines += [
            "",
            said + ". An undecided deal may be a win the solver did not find or a loss it did not prove.",
        ]
    slowest = sorted(rows, key=lambda r: -r["ms"])[:10]
    lines += [
        "",
        "The slowest deals: "
        + ", ".join(f"{r['deal']} ({r['verdict'].lower()}, {r['ms'] / 1000:.1f} s)" for r in slowest)
        + ".",
    ]
    if undecided:
        lines.append(
            "Undecided: " + ", ".join(str(r["deal"]) for r in sorted(undecided, key=lambda r: r["deal"]))
        )
    won_lengths = [float(r["moves"]) for r in wins]
    if won_lengths:
        lines += [
            "",
            f"Winning lines found are {percentile(won_lengths, 0.5):.0f} moves long at the median "
            f"(the solver looks for a win, not the shortest one).",
        ]
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg()) if hasattr(os, "getloadavg") else "?"
    lines += [
        "",
        "## How to reproduce it",
        "",
        "```",
        command,
        "```",
        "",
        f"Measured on {platform.machine()} with {os.cpu_count()} CPUs "
        f"(load average {load} when this was written), "
        f"Python {platform.python_version()}, the Scotch solver {native.solver_kind()}, "
        f"{workers} worker processes; "
        f"wall clock {seconds / 60:,.1f} minutes for the {solved_now:,} deals solved in the last run"
        + ("" if solved_now == len(rows) else " (the others were read from its results file)")
        + ". "
        "Times are per deal, in one process each, so they do not depend on the number of workers "
        "beyond the machine being shared.",
        "",
    ]
    return "\n".join(lines)


def parse_range(text: str) -> list[int]:
    first, sep, last = text.partition("-")
    if not sep or not first.isdigit() or not last.isdigit() or int(first) > int(last):
        raise SystemExit(f"--deals takes a range A-B with A ≤ B, e.g. 1-10000, not {text!r}")
    return list(range(int(first), int(last) + 1))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", default="1-10000")
    parser.add_argument("--budget", type=int, default=5_000_000, help="most positions per deal")
    parser.add_argument("--time-limit", type=float, default=60.0, help="most seconds per deal")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--results", type=Path, default=DEFAULT_RESULTS, help="JSON lines, one a deal")
    parser.add_argument("--report", default=str(DEFAULT_REPORT), help="Markdown file, or - for stdout")
    parser.add_argument(
        "--wall-clock", type=float, default=None, help="minutes the finished run took, when only rewriting"
    )
    args = parser.parse_args(argv)
    numbers = parse_range(args.deals)
    version = solver_version()
    known = known_results(args.results, args.budget, args.time_limit, version)
    todo = [n for n in numbers if n not in known]
    started = time.perf_counter()
    for done, row in enumerate(
        run_deals(todo, args.budget, args.time_limit, version, args.workers, args.results), 1
    ):
        known[row["deal"]] = row
        if done % 100 == 0 or done == len(todo):
            print(f"{done:,}/{len(todo):,} solved, {time.perf_counter() - started:,.0f} s", file=sys.stderr)
    rows = [known[n] for n in numbers]
    command = (
        f"python benchmarks/scotch_win_rate.py --deals {args.deals} --budget {args.budget} "
        f"--time-limit {args.time_limit:g}"
    )
    seconds = time.perf_counter() - started
    if not todo and args.wall_clock is not None:
        seconds, solved = args.wall_clock * 60, len(numbers)  # a report rewritten from a finished run
    else:
        solved = len(todo)
    text = report(rows, command, seconds, args.workers, solved)
    if args.report == "-":
        print(text)
    else:
        Path(args.report).write_text(text, encoding="utf-8")
        print(f"wrote {args.report}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
