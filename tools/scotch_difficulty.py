"""Rate Scotch deals Easy, Medium or Hard, and check that the ratings order real play.

    python tools/scotch_difficulty.py                  # deals 1-10000: measure, then write the asset
    python tools/scotch_difficulty.py --deals 1-300 --asset - --report -

For each deal, in one process (the machine is shared; nothing here needs two):

1. the exact solver decides it within a fixed number of positions (not a time
   limit, so a run on a slower machine gives the same answers); only wins are
   rated, with the positions the solver searched kept as its effort;
2. the sensible random player (game/bots/scotch_playouts.py) plays it
   ``--playouts`` times from a generator seeded by the deal's number: its win
   share is the rating's measure;
3. for the check only, never for the rating: the greedy player plays it once,
   and the random player plays it ``--fresh`` more times from other seeds.

One JSON line per deal goes to the results file as soon as it is measured, so a
stopped run picks up where it left off (lines measured with other settings are
ignored). The asset (assets/deals/scotch-difficulty.json) and the Markdown
report (distribution and check tables, for docs/scotch-difficulty.md) are
written from the results file.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from game.bots import scotch_difficulty as rating  # noqa: E402
from game.bots.scotch_playouts import deal_codes, greedy_game, random_wins  # noqa: E402
from game.bots.scotch_solver import solve  # noqa: E402
from game.core import registry  # noqa: E402
from game.core.sample_statistics import wilson_interval  # noqa: E402

DEFAULT_RESULTS = REPO / "benchmarks" / "results" / "scotch-difficulty.jsonl"
DEFAULT_ASSET = REPO / "assets" / "deals" / "scotch-difficulty.json"
FRESH_SEED = 1_000_000  # the check's playouts of deal N are seeded N + FRESH_SEED: never the rating's seeds


def measure(number: int, budget: int, playouts: int, fresh: int) -> dict[str, Any]:
    """Everything the rating and its check need about one deal."""
    started = time.perf_counter()
    solution = solve(registry.get("scotch").new_game(seats=1, seed=number), budget=budget)
    row: dict[str, Any] = {
        "deal": number,
        "verdict": solution.verdict.value,
        "nodes": solution.nodes,
        "budget": budget,
        "playouts": playouts,
        "fresh": fresh,
        "method": rating.METHOD,
    }
    if solution.verdict.value == "WIN":
        codes = deal_codes(number)
        row["wins"] = random_wins(codes, playouts, seed=number)
        row["greedy"] = greedy_game(codes)
        row["fresh_wins"] = random_wins(codes, fresh, seed=number + FRESH_SEED)
    row["ms"] = round((time.perf_counter() - started) * 1000, 1)
    return row


def known_rows(path: Path, settings: dict[str, Any]) -> dict[int, dict[str, Any]]:
    """Deals already measured with these settings; a torn last line (a killed run) is skipped."""
    known: dict[int, dict[str, Any]] = {}
    if not path.exists():
        return known
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            row = json.loads(line)
        except json.JSONDecodeError:
            continue
        if isinstance(row, dict) and all(row.get(k) == v for k, v in settings.items()):
            known[int(row["deal"])] = row
    return known


def classes_of(rows: list[dict[str, Any]]) -> dict[str, list[dict[str, Any]]]:
    """The rated rows by class, in the order Easy, Medium, Hard."""
    by_class: dict[str, list[dict[str, Any]]] = {name: [] for name in rating.CLASSES}
    for row in rows:
        if row["verdict"] == "WIN":
            by_class[rating.classify(row["wins"], row["playouts"])].append(row)
    return by_class


def asset(rows: list[dict[str, Any]], first: int, last: int) -> dict[str, Any]:
    """The shipped file: the method's version, the deals measured, and each class's deal numbers."""
    by_class = classes_of(rows)
    return {
        "method": rating.METHOD,
        "deals": [first, last],
        **{name.lower(): sorted(r["deal"] for r in by_class[name]) for name in rating.CLASSES},
    }


def _rate(won: int, played: int) -> str:
    low, high = wilson_interval(won, played)
    return f"{won / played:.1%} ({low:.1%}–{high:.1%})" if played else "–"


def report(rows: list[dict[str, Any]], command: str, minutes: float | None) -> str:
    """Markdown: the distribution over the deals, and how players that did not rate them fare per class."""
    by_class = classes_of(rows)
    losses = sum(r["verdict"] == "LOSS" for r in rows)
    undecided = sum(r["verdict"] == "UNDECIDED" for r in rows)
    first, last = min(r["deal"] for r in rows), max(r["deal"] for r in rows)
    lines = [
        f"Deals {first:,}–{last:,} ({len(rows):,} deals):",
        "",
        "| Easy | Medium | Hard | proven lost | not decided (not rated) |",
        "|---:|---:|---:|---:|---:|",
        "| "
        + " | ".join(f"{len(by_class[name]):,}" for name in rating.CLASSES)
        + f" | {losses:,} | {undecided:,} |",
        "",
        "| class | deals | greedy player wins (95% interval) | random player, fresh seeds | "
        "solver positions, median |",
        "|---|---:|---:|---:|---:|",
    ]
    for name in rating.CLASSES:
        group = by_class[name]
        greedy = sum(bool(r["greedy"]) for r in group)
        fresh_won = sum(r["fresh_wins"] for r in group)
        fresh_played = sum(r["fresh"] for r in group)
        nodes = sorted(r["nodes"] for r in group)
        median = nodes[len(nodes) // 2] if nodes else 0
        lines.append(
            f"| {name} | {len(group):,} | {_rate(greedy, len(group))} | "
            f"{_rate(fresh_won, fresh_played)} | {median:,} |"
        )
    measuring = sum(r["ms"] for r in rows) / 60_000
    lines += [
        "",
        "```",
        command,
        "```",
        "",
        f"Measuring took {measuring:,.1f} minutes in all, one deal at a time in one process"
        + (f" (the last run's wall clock: {minutes:,.1f} minutes)." if minutes is not None else "."),
        "",
    ]
    return "\n".join(lines)


def parse_range(text: str) -> tuple[int, int]:
    first, sep, last = text.partition("-")
    if not sep or not first.isdigit() or not last.isdigit() or not 1 <= int(first) <= int(last):
        raise SystemExit(f"--deals takes a range A-B with 1 ≤ A ≤ B, e.g. 1-10000, not {text!r}")
    return int(first), int(last)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", default="1-10000")
    parser.add_argument("--budget", type=int, default=rating.SOLVER_BUDGET, help="most positions per deal")
    parser.add_argument(
        "--playouts", type=int, default=rating.PLAYOUTS, help="random games per deal, to rate"
    )
    parser.add_argument("--fresh", type=int, default=20, help="random games per deal, to check (other seeds)")
    parser.add_argument("--results", type=Path, default=DEFAULT_RESULTS, help="JSON lines, one a deal")
    parser.add_argument("--asset", default=str(DEFAULT_ASSET), help="the JSON file to ship, or - for stdout")
    parser.add_argument("--report", default="-", help="Markdown file for the tables, or - for stdout")
    parser.add_argument(
        "--minutes", type=float, default=None, help="the wall clock to report, when rewriting"
    )
    args = parser.parse_args(argv)
    first, last = parse_range(args.deals)
    settings = {"budget": args.budget, "playouts": args.playouts, "fresh": args.fresh}
    known = known_rows(args.results, settings)
    todo = [n for n in range(first, last + 1) if n not in known]
    started = time.perf_counter()
    args.results.parent.mkdir(parents=True, exist_ok=True)
    with args.results.open("a", encoding="utf-8") as out:
        for done, number in enumerate(todo, 1):
            row = measure(number, args.budget, args.playouts, args.fresh)
            out.write(json.dumps(row) + "\n")
            out.flush()
            known[number] = row
            if done % 100 == 0 or done == len(todo):
                print(
                    f"{done:,}/{len(todo):,} deals, {time.perf_counter() - started:,.0f} s", file=sys.stderr
                )
    rows = [known[n] for n in range(first, last + 1)]
    minutes = args.minutes
    if minutes is None and todo:
        minutes = (time.perf_counter() - started) / 60
    command = (
        f"python tools/scotch_difficulty.py --deals {first}-{last} --budget {args.budget} "
        f"--playouts {args.playouts} --fresh {args.fresh}"
    )
    shipped = json.dumps(asset(rows, first, last), separators=(",", ":")) + "\n"
    text = report(rows, command, minutes)
    for target, content in ((args.asset, shipped), (args.report, text)):
        if target == "-":
            print(content)
        else:
            Path(target).parent.mkdir(parents=True, exist_ok=True)
            Path(target).write_text(content, encoding="utf-8")
            print(f"wrote {target}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
