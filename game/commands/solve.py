"""`python main.py solve scotch --deal N | --deals A-B | --cards "..."` and its options.

One deal: the verdict, the solution's length, nodes and milliseconds. A range:
a line per deal, then one summary (the win rate with a 95% Wilson interval,
undecided deals counted apart, time and node percentiles). Long runs show a
progress bar with an estimate on stderr when stderr is a terminal.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Iterator
from itertools import chain
from typing import Any

from game.bots.scotch_solver import Solution, Verdict, solve
from game.commands.progress import show_progress
from game.core import registry
from game.core.arguments import (
    LARGEST_SEED,
    SentenceParser,
    argument_type,
    decimal_number,
    number_range,
    seed,
    whole_number,
)
from game.core.codes import CardCodeError, parse_cards
from game.core.sample_statistics import percentile, wilson_interval
from game.rules.scotch import ScotchState

DEFAULT_BUDGET = 2_000_000
# The solver keeps every position it has seen (about a kilobyte each), so its budget bounds its
# memory: ten times the default is a few gigabytes, as far as one deal should go.
LARGEST_BUDGET = 20_000_000
MOST_DEALS = 100_000  # deals in one run: a day of solving at the default budget
LONGEST_TIME_LIMIT = 3600.0  # seconds a deal: an hour


def _deal_range(text: str) -> range:
    return number_range(text, "--deals", 0, LARGEST_SEED, "deal numbers", MOST_DEALS)


def _budget(text: str) -> int:
    return whole_number(text, "--budget", 1, LARGEST_BUDGET, "positions a deal")


def _time_limit(text: str) -> float:
    return decimal_number(text, "--time-limit", 0, LONGEST_TIME_LIMIT, "seconds a deal")


def build_parser() -> argparse.ArgumentParser:
    parser = SentenceParser(prog="cardtable solve", description="Solve Scotch Solitaire deals exactly.")
    parser.add_argument("game", choices=["scotch"], help="the game to solve (only Scotch has a solver)")
    which = parser.add_mutually_exclusive_group(required=True)
    which.add_argument(
        "--deal", type=argument_type(lambda text: seed(text, "--deal")), help="one deal number"
    )
    which.add_argument(
        "--deals",
        type=argument_type(_deal_range),
        help=f"a range of deal numbers, A-B (both included; at most {MOST_DEALS:,})",
    )
    which.add_argument("--cards", help="52 card codes: pile 1 bottom to top, then pile 2, …")
    parser.add_argument(
        "--budget",
        type=argument_type(_budget),
        default=DEFAULT_BUDGET,
        help=f"most positions to search a deal (at most {LARGEST_BUDGET:,})",
    )
    parser.add_argument(
        "--time-limit",
        type=argument_type(_time_limit),
        default=None,
        help="most seconds a deal (then: undecided; at most an hour)",
    )
    parser.add_argument("--json", action="store_true", help="machine-readable results on stdout")
    return parser


def run(argv: list[str]) -> int:
    args = build_parser().parse_args(argv)
    spec = registry.get("scotch")
    count = len(args.deals) if args.deals is not None else 1
    try:
        deals = _deals(args, spec)
        first = next(deals)  # a bad --cards is refused here, before any solving
    except (ValueError, CardCodeError) as error:
        print(f"cardtable: {error}", file=sys.stderr)
        return 2
    results: list[dict[str, Any]] = []
    started = time.perf_counter()
    for number, (label, state) in enumerate(chain([first], deals), start=1):
        solution = solve(state, budget=args.budget, time_limit=args.time_limit)
        results.append(_result(label, solution))
        if not args.json:
            print(_line(results[-1]))
        if count > 1:
            show_progress(number, count, time.perf_counter() - started)
    summary = _summary(results) if len(results) > 1 else None
    if args.json:
        print(json.dumps({"deals": results, "summary": summary}, indent=1))
    elif summary:
        print(_summary_table(summary))
    return 0


def _deals(args: argparse.Namespace, spec: Any) -> Iterator[tuple[str, ScotchState]]:
    """Each deal to solve, dealt only when its turn comes (a range of 100,000 is not built at once)."""
    if args.cards is not None:
        yield "cards", ScotchState.from_cards(spec, parse_cards(args.cards))
        return
    numbers = args.deals if args.deals is not None else range(args.deal, args.deal + 1)
    for number in numbers:
        yield str(number), spec.new_game(seed=number)


def _result(label: str, solution: Solution) -> dict[str, Any]:
    return {
        "deal": label,
        "verdict": solution.verdict.value,
        "moves": len(solution.moves),
        "solution": [[m.source, m.target] for m in solution.moves],
        "nodes": solution.nodes,
        "ms": round(solution.seconds * 1000, 3),
    }


def _line(result: dict[str, Any]) -> str:
    length = f"in {result['moves']} moves" if result["verdict"] == Verdict.WIN.value else ""
    return (
        f"deal {result['deal']:>7}  {result['verdict']:<9} {length:<15} "
        f"{result['nodes']:>9,} nodes  {result['ms']:>10.1f} ms"
    )


def _summary(results: list[dict[str, Any]]) -> dict[str, Any]:
    wins = sum(r["verdict"] == Verdict.WIN.value for r in results)
    losses = sum(r["verdict"] == Verdict.LOSS.value for r in results)
    decided = wins + losses
    low, high = wilson_interval(wins, decided)
    times = [r["ms"] for r in results]
    nodes = [float(r["nodes"]) for r in results]
    return {
        "deals": len(results),
        "wins": wins,
        "losses": losses,
        "undecided": len(results) - decided,
        "win_rate": wins / decided if decided else None,
        "win_rate_95": [low, high],
        "ms": {q: percentile(times, f) for q, f in (("p50", 0.5), ("p90", 0.9), ("p99", 0.99), ("max", 1.0))},
        "nodes": {
            q: percentile(nodes, f) for q, f in (("p50", 0.5), ("p90", 0.9), ("p99", 0.99), ("max", 1.0))
        },
    }


def _summary_table(summary: dict[str, Any]) -> str:
    rate = summary["win_rate"]
    low, high = summary["win_rate_95"]
    shown = "n/a" if rate is None else f"{rate:.1%} (95% interval {low:.1%}–{high:.1%}, of decided deals)"
    ms, nodes = summary["ms"], summary["nodes"]
    return "\n".join(
        [
            "",
            f"deals      {summary['deals']:>9}   wins {summary['wins']}   losses {summary['losses']}"
            f"   undecided {summary['undecided']}",
            f"win rate   {shown}",
            "             p50        p90        p99        max",
            "ms     " + " ".join(f"{ms[q]:>10.1f}" for q in ("p50", "p90", "p99", "max")),
            "nodes  " + " ".join(f"{nodes[q]:>10,.0f}" for q in ("p50", "p90", "p99", "max")),
        ]
    )
