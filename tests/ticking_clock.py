"""A clock for tests of stored files: each reading a step later, so what is saved has an order."""

from __future__ import annotations

from datetime import datetime, timedelta


class TickingClock:
    """Called like ``datetime.now``; ``step`` later at every reading, from ``start``."""

    def __init__(self, start: datetime, step: timedelta) -> None:
        self.now, self.step = start, step

    def __call__(self) -> datetime:
        self.now += self.step
        return self.now
