"""A virtual clock: time in the engine is whatever its driver says has passed.

The app feeds it the real frame time; tests and the simulator feed it any
amount at once, so no test ever sleeps and a simulated round runs at full speed.
"""

from __future__ import annotations


class VirtualClock:
    """Seconds since the table opened, moved on only by ``advance``."""

    def __init__(self, now: float = 0.0) -> None:
        self.now = now

    def advance(self, seconds: float) -> float:
        if seconds < 0:
            raise ValueError(f"time only runs forward, not by {seconds} s")
        self.now += seconds
        return self.now
