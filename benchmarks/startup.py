"""Start-up: wall-clock time from launching the game to its first frame.

Each run starts ``first_frame.py`` (which calls ``main.main([])``, the title
screen, exactly as ``python main.py`` does) with SDL's dummy drivers and a
fresh, empty CARDTABLE_HOME (a first launch), and takes the time from just
before ``Popen`` to the end of the first ``display.flip``. The child's
timestamps split that into stages. For comparison, plain interpreter runs
(``python -c pass``, ``import pygame``, ``import game.ui.app``) are timed
from ``Popen`` to exit. One warm-up run precedes each measurement; medians of
seven runs are reported.

Run alone: ``.venv/bin/python benchmarks/startup.py``.
"""

from __future__ import annotations

import json
import subprocess
import tempfile
import time
from pathlib import Path

from common import PYTHON, REPO, Row, Summary, headless_env, render_table, verdict

RUNS = 7
TARGET = 0.150  # seconds from launch to the first frame (issue 18)
CHILD = Path(__file__).resolve().parent / "first_frame.py"

# (label, mark where the stage ends); each stage starts where the one before it ended.
STAGES = [
    ("  interpreter start-up (to first line)", "interpreter up"),
    ("  import main", "main imported"),
    ("  import pygame", "pygame imported"),
    ("  import game.core.registry", "registry imported"),
    ("  import game.ui.app", "game.ui.app imported"),
    ("  import game.ui.menus.title", "title scene imported"),
    ("  main(): arguments, to App()", "App() started"),
    ("  App() (pygame.init, settings, window)", "App() done"),
    ("  title scene and first frame", "first frame"),
]


def first_frame_run() -> dict[str, float]:
    """One launch; the child's marks as seconds after ``Popen``."""
    with tempfile.TemporaryDirectory(prefix="cardtable-startup-") as home:
        env = headless_env(home)
        started = time.time()
        done = subprocess.run(
            [PYTHON, str(CHILD)], env=env, cwd=REPO, capture_output=True, text=True, timeout=60
        )
    if done.returncode != 0 or not done.stdout.strip():
        raise RuntimeError(f"first_frame.py failed ({done.returncode}): {done.stderr.strip()[-800:]}")
    marks = json.loads(done.stdout.strip().splitlines()[-1])
    return {name: when - started for name, when in marks.items()}


def process_run(code: str) -> float:
    """Seconds from ``Popen`` to exit of ``python -c code``."""
    env = headless_env()
    started = time.perf_counter()
    subprocess.run([PYTHON, "-c", code], env=env, cwd=REPO, check=True, capture_output=True, timeout=60)
    return time.perf_counter() - started


def rows() -> list[Row]:
    first_frame_run()  # warm-up: the disk cache and .pyc files
    runs = [first_frame_run() for _ in range(RUNS)]
    totals = [r["first frame"] for r in runs]
    total = Summary.of(totals)
    out = [
        Row(
            "start-up to first frame (Popen -> flip)",
            total,
            target=f"median <= {TARGET * 1000:.0f} ms",
            result=verdict(total.median, TARGET, "median"),
        )
    ]
    previous = None
    for label, mark in STAGES:
        spans = [r[mark] - (r[previous] if previous else 0.0) for r in runs]
        s = Summary.of(spans)
        out.append(Row(label, s, result=f"{s.median / total.median:.0%} of median"))
        previous = mark

    baselines = [
        ("python -c pass", "pass"),
        ("python -c 'import pygame'", "import pygame"),
        ("python -c 'import game.ui.app'", "import game.ui.app"),
    ]
    base_median = None
    for label, code in baselines:
        process_run(code)  # warm-up
        s = Summary.of([process_run(code) for _ in range(RUNS)])
        if base_median is None:
            base_median, note = s.median, "Popen to exit"
        else:
            note = f"pass + {(s.median - base_median) * 1000:.0f} ms"
        out.append(Row(label, s, result=note))
    return out


def main() -> None:
    print(render_table(rows()))


if __name__ == "__main__":
    main()
