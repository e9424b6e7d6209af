"""Every benchmark, one summary table (``make bench``).

Start-up to the first frame (``startup.py``), then frame times on the Scotch
table (``frame_time.py``) and on a 6-seat Scrooge race (``scrooge_frames.py``).
Numbers are wall-clock on a shared machine: read medians and ratios, not single
values. Nothing here fails on time.
"""

from __future__ import annotations

import os
import platform
import sys
import time

from common import render_table


def main() -> int:
    started = time.perf_counter()
    import startup  # runs child processes only; this process has not opened pygame yet

    rows = startup.rows()
    import frame_time  # makes this process headless and imports pygame

    frame_rows, notes = frame_time.rows()
    rows += frame_rows
    import scrooge_frames

    race_rows, race_notes = scrooge_frames.rows()
    rows += race_rows
    notes += race_notes

    import pygame

    load = ", ".join(f"{x:.2f}" for x in os.getloadavg()) if hasattr(os, "getloadavg") else "?"
    print(
        f"Card Table benchmarks: Python {platform.python_version()}, pygame-ce {pygame.version.ver} "
        f"(SDL {'.'.join(map(str, pygame.get_sdl_version()))}), SDL_VIDEODRIVER=dummy, "
        f"{os.cpu_count()} CPUs, load average {load}"
    )
    print(render_table(rows))
    for note in notes:
        print(note)
    print(
        f"Medians of {startup.RUNS} launches for start-up; frame times are app.step(1/60) wall time, "
        "p95 nearest-rank; px/s per game second (60 frames). "
        f"Took {time.perf_counter() - started:.1f} s."
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
