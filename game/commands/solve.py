"""`python main.py solve scotch --deal N | --deals A-B | --cards "..."` and its options.

One deal: the verdict, the solution's length, nodes and milliseconds, and for
a loss why, in the words Hint uses (``Solution.reason``). A range:
a line per deal, then one summary (the win rate with a 95% Wilson interval,
undecided deals counted apart, time and node percentiles). Long runs show a
progress bar with an estimate on stderr when stderr is a terminal.

``--certificate FILE`` writes a lost deal's loss certificate;
``--check-certificate FILE [--deal N]`` checks one with the independent checker
(docs/scotch-loss-certificates.md): exit 0 when it proves the loss, 1 when it
does not, 2 when the file is not a certificate.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Iterator
from itertools import chain
from typing import Any

from game.bots.scotch_certificate import LossCertificate
from game.bots.scotch_proof_checker import check, describe, read_certificate
from game.bots.scotch_solver import Solution, Verdict, encode, solve
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
    parser.add_argument(
        "--deal", type=argument_type(lambda text: seed(text, "--deal")), help="one deal number"
    )
    which = parser.add_mutually_exclusive_group()
    which.add_argument(
        "--check-certificate",
        metavar="FILE",
        help="check a loss certificate (with --deal: that it is about deal N); exit 0 if it proves the loss",
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
    parser.add_argument(
        "--certificate",
        metavar="FILE",
        help="with --deal or --cards: write the loss certificate if it is lost",
    )
    return parser


def _parse(argv: list[str]) -> argparse.Namespace:
    """The options; ``--deal`` stands alone, or names the deal a certificate is checked against."""
    parser = build_parser()
    args = parser.parse_args(argv)
    given = [name for name in ("deals", "cards") if getattr(args, name) is not None]
    if args.deal is not None and given:
        parser.error(f"--deal cannot be given together with --{given[0]}")
    if args.deal is None and not given and args.check_certificate is None:
        parser.error("one of the arguments --deal --deals --cards --check-certificate is required")
    if args.certificate is not None and args.deals is not None:
        parser.error("--certificate goes with one deal (--deal or --cards), not with --deals")
    if args.check_certificate is not None:
        solving = [
            name
            for name, given in (
                ("--json", args.json),
                ("--certificate", args.certificate is not None),
                ("--budget", args.budget != DEFAULT_BUDGET),
                ("--time-limit", args.time_limit is not None),
            )
            if given
        ]
        if solving:
            parser.error(f"--check-certificate only reads a certificate: it cannot go with {solving[0]}")
    if args.certificate is not None:
        folder = os.path.dirname(os.path.abspath(args.certificate))
        if not os.path.isdir(folder) or not os.access(folder, os.W_OK):
            parser.error(f"--certificate: cannot write {args.certificate}: no such folder, or not writable")
    return args


def run(argv: list[str]) -> int:
    args = _parse(argv)
    spec = registry.get("scotch")
    if args.check_certificate is not None:
        return _check_certificate(args.check_certificate, args.deal, spec)
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
        wanted = args.certificate is not None
        solution = solve(state, budget=args.budget, time_limit=args.time_limit, certificate=wanted)
        results.append(_result(label, solution))
        if not args.json:
            print(_line(results[-1]))
            if count == 1 and solution.reason:
                print(f"why: {solution.reason}")
        if wanted and not _write_certificate(args.certificate, label, solution):
            return 2
        if count > 1:
            show_progress(number, count, time.perf_counter() - started)
    summary = _summary(results) if len(results) > 1 else None
    if args.json:
        print(json.dumps({"deals": results, "summary": summary}, indent=1))
    elif summary:
        print(_summary_table(summary))
    return 0


def _write_certificate(path: str, label: str, solution: Solution) -> bool:
    """Write the loss certificate when there is one and say what was done (on stderr: --json owns stdout)."""
    if solution.certificate is None:
        print(
            f"deal {label} is not proven lost ({solution.verdict.value}): no certificate written",
            file=sys.stderr,
        )
        return True
    try:
        with open(path, "w", encoding="utf-8") as file:
            file.write(solution.certificate.to_json())
    except OSError as error:
        print(f"cardtable: cannot write the certificate to {path}: {error.strerror}", file=sys.stderr)
        return False
    size = _positions(solution.certificate.size())
    print(f"deal {label} is lost: its loss certificate ({size}) is in {path}", file=sys.stderr)
    return True


def _check_certificate(path: str, deal: int | None, spec: Any) -> int:
    """Check a certificate file; 0 proven, 1 not proven (each problem a line), 2 not a certificate."""
    try:
        with open(path, encoding="utf-8") as file:
            certificate: LossCertificate = read_certificate(file.read())
    except (OSError, UnicodeDecodeError, ValueError) as error:
        reason = error.strerror if isinstance(error, OSError) else str(error)
        print(f"cardtable: {path}: {reason}", file=sys.stderr)
        return 2
    root = None
    if deal is not None:
        state = spec.new_game(seed=deal)
        root = [[encode(card) for card in state.piles[pile].cards] for pile in state.tableau_ids]
    result = check(certificate, root_piles=root)
    if not result.ok:
        print("\n".join(f"certificate refused: {problem}" for problem in result.problems))
        return 1
    root_position = describe((certificate.root, certificate.root_home))
    about = f"deal {deal}" if deal is not None else f"the position it is about ({root_position})"
    print(f"certificate checked: {about} is lost ({_positions(result.positions)})")
    return 0


def _positions(count: int) -> str:
    return f"{count:,} position" + ("" if count == 1 else "s")


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
        "reason": solution.reason,
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
