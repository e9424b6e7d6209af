"""Shared set-up for the benchmarks: a headless environment, statistics, the table.

Import this before anything imports pygame: it points SDL at the dummy video
and audio drivers and CARDTABLE_HOME at a throwaway directory, so a benchmark
never opens a window or touches the real settings. Nothing here asserts on
time; the benchmarks only report (DESIGN.md §11).
"""

from __future__ import annotations

import math
import os
import statistics
import sys
import tempfile
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
PYTHON = sys.executable


def headless_env(home: str | None = None) -> dict[str, str]:
    """The environment a headless run of the game gets."""
    env = dict(os.environ)
    env["SDL_VIDEODRIVER"] = "dummy"
    env["SDL_AUDIODRIVER"] = "dummy"
    env["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    env["CARDTABLE_HOME"] = home or tempfile.mkdtemp(prefix="cardtable-bench-")
    return env


def use_headless_env() -> None:
    """Make this process headless (call before pygame is imported)."""
    os.environ.update(headless_env(os.environ.get("CARDTABLE_BENCH_HOME")))
    if str(REPO) not in sys.path:
        sys.path.insert(0, str(REPO))


# --- statistics ----------------------------------------------------------------------


def percentile(values: list[float], q: float) -> float:
    """Nearest-rank percentile: the smallest sample with at least ``q`` of them at or below it."""
    ordered = sorted(values)
    rank = max(1, math.ceil(q * len(ordered)))
    return ordered[rank - 1]


@dataclass
class Summary:
    """Median, 95th percentile and maximum of some samples, in seconds."""

    n: int
    median: float
    p95: float
    max: float

    @classmethod
    def of(cls, samples: list[float]) -> Summary:
        if not samples:
            return cls(0, math.nan, math.nan, math.nan)
        return cls(len(samples), statistics.median(samples), percentile(samples, 0.95), max(samples))


def print_decision_times(levels: Iterable[Any], wall: Any, cpu: Any) -> None:
    """A bot simulation's decision times by level: median, p95 and max, wall-clock and thread CPU.

    ``wall`` and ``cpu`` are ``DecisionTimes`` (``by_level``: level -> seconds of each decision).
    """
    print("level    decisions   wall: median     p95      max    cpu: median     p95      max")
    for level in levels:
        w, c = Summary.of(wall.by_level[level]), Summary.of(cpu.by_level[level])
        print(
            f"{level.value:<8} {w.n:>9}   {ms(w.median):>12} {ms(w.p95):>8} {ms(w.max):>8}"
            f"   {ms(c.median):>12} {ms(c.p95):>8} {ms(c.max):>8}"
        )


def ms(seconds: float) -> str:
    if math.isnan(seconds):
        return "-"
    return f"{seconds * 1000:.2f} ms" if seconds < 0.1 else f"{seconds * 1000:.0f} ms"


# --- the summary table -------------------------------------------------------------------


@dataclass
class Row:
    """One line of the summary table."""

    name: str
    summary: Summary | None = None
    repaint: str = ""  # repainted frames and pixels a second, for frame benchmarks
    target: str = "report only"
    result: str = "-"


COLUMNS = ("benchmark", "n", "median", "p95", "max", "repainted frames, px/s", "target", "result")


def render_table(rows: list[Row]) -> str:
    cells = [COLUMNS]
    for row in rows:
        s = row.summary
        cells.append(
            (
                row.name,
                str(s.n) if s else "",
                ms(s.median) if s else "",
                ms(s.p95) if s else "",
                ms(s.max) if s else "",
                row.repaint,
                row.target,
                row.result,
            )
        )
    widths = [max(len(line[i]) for line in cells) for i in range(len(COLUMNS))]
    right = {1, 2, 3, 4}

    def fmt(line: tuple[str, ...]) -> str:
        parts = [
            c.rjust(w) if i in right else c.ljust(w)
            for i, (c, w) in enumerate(zip(line, widths, strict=True))
        ]
        return "  ".join(parts).rstrip()

    rule = "  ".join("-" * w for w in widths)
    return "\n".join([fmt(cells[0]), rule, *(fmt(line) for line in cells[1:])])


def verdict(value: float, limit: float, what: str) -> str:
    """PASS or MISS against an upper limit, with the ratio to it."""
    word = "PASS" if value <= limit else "MISS"
    return f"{word} ({what} {value / limit:.2f}× target)"
