"""The progress bar long runs show on stderr (DESIGN.md §5), only when a person is watching."""

from __future__ import annotations

import sys

BAR_WIDTH = 30


def show_progress(done: int, total: int, elapsed: float) -> None:
    """A bar with an estimate of the time left; nothing when stderr is not a terminal."""
    if not sys.stderr.isatty():
        return
    filled = BAR_WIDTH * done // total
    left = elapsed / done * (total - done)
    bar = "#" * filled + "." * (BAR_WIDTH - filled)
    sys.stderr.write(f"\r[{bar}] {done}/{total}  about {left:,.0f} s left ")
    if done == total:
        sys.stderr.write("\n")
    sys.stderr.flush()
