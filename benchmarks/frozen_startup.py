"""Frozen start-up: launch to first frame of the builds in ``dist/`` (``make dist`` makes them).

Each run starts the executable with ``--time-first-frame`` from an empty working folder, with
SDL's dummy drivers and a fresh, empty CARDTABLE_HOME (a first launch), and takes the time from
just before ``Popen`` to the wall-clock time the program prints after its first frame is shown.
The one-file build unpacks itself into a temporary folder at every launch, which is most of
the difference from the one-folder build. Launch to exit is reported beside it (the one-file
build also deletes what it unpacked). One warm-up run precedes each measurement; medians of
five runs are reported, with each build's size.

This builds nothing: without ``dist/`` it says so and reports nothing.
Run alone: ``.venv/bin/python benchmarks/frozen_startup.py``.
"""

from __future__ import annotations

import subprocess
import tempfile
import time
from pathlib import Path

from common import REPO, Row, Summary, headless_env, render_table, verdict

RUNS = 5
BUILDS = (  # (label, executable, what is shipped, target for the median launch to first frame)
    ("one-file", REPO / "dist" / "cardtable", REPO / "dist" / "cardtable", 1.0),
    (
        "one-folder",
        REPO / "dist" / "cardtable-folder" / "cardtable",
        REPO / "dist" / "cardtable-folder",
        0.300,
    ),
)
SIZE_TARGET = 40 * 1024 * 1024  # the one-file executable


def launch(executable: Path) -> tuple[float, float]:
    """Seconds from ``Popen`` to the first frame and to exit, in an empty folder with an empty home."""
    with tempfile.TemporaryDirectory(prefix="cardtable-frozen-") as folder:
        env = headless_env(str(Path(folder) / "home"))
        started = time.time()
        done = subprocess.run(
            [str(executable), "--time-first-frame"],
            env=env,
            cwd=folder,
            capture_output=True,
            text=True,
            timeout=60,
        )
        ended = time.time()
    lines = [line for line in done.stdout.splitlines() if line.startswith("first frame ")]
    if done.returncode != 0 or not lines:
        raise RuntimeError(f"{executable} failed ({done.returncode}): {done.stderr.strip()[-800:]}")
    return float(lines[-1].split()[-1]) - started, ended - started


def size_of(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


def rows() -> list[Row]:
    out = []
    for label, executable, shipped, target in BUILDS:
        if not executable.exists():
            print(f"frozen start-up: no {executable.relative_to(REPO)}; `make dist` builds it (skipped)")
            continue
        launch(executable)  # warm-up: the disk cache
        runs = [launch(executable) for _ in range(RUNS)]
        first = Summary.of([frame for frame, _ in runs])
        size = size_of(shipped)
        size_target = "<= 40 MB" if label == "one-file" else "report only"
        size_result = verdict(size, SIZE_TARGET, "size") if label == "one-file" else "-"
        out += [
            Row(
                f"{label}: launch to first frame",
                first,
                target=f"median <= {target * 1000:.0f} ms",
                result=verdict(first.median, target, "median"),
            ),
            Row(f"{label}: launch to exit", Summary.of([gone for _, gone in runs])),
            Row(f"{label}: size {size / 1024 / 1024:.1f} MB", target=size_target, result=size_result),
        ]
    return out


def main() -> None:
    found = rows()
    if found:
        print(render_table(found))


if __name__ == "__main__":
    main()
