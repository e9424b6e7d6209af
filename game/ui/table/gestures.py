"""The pointer's gestures at every table: when a press becomes a drag, and when two clicks are one.

One pair of numbers for all tables (docs/decisions.md, "The table"), so a hand that learnt one
table's mouse has learnt them all. A double click is timed on the frame clock, the seconds the
scene's ``update`` is given, never the wall clock: a frame that stalls, a test that steps time, or
a scene that waits under a menu all count the same time a card's glide does.
"""

from __future__ import annotations

from collections.abc import Hashable

DOUBLE_CLICK_SECONDS = 0.45  # between the two clicks of a double click, at the most
DRAG_THRESHOLD = 6  # window pixels (across plus down) a press travels before it is a drag


def moved_past(press: tuple[int, int], pointer: tuple[int, int], pixels: int = DRAG_THRESHOLD) -> bool:
    """A press becomes a drag only once the pointer has travelled this far (a click may wobble)."""
    return abs(pointer[0] - press[0]) + abs(pointer[1] - press[1]) >= pixels


class DoubleClick:
    """Tells a click that follows one on the same thing within ``DOUBLE_CLICK_SECONDS`` of frame time."""

    def __init__(self) -> None:
        self.now = 0.0  # seconds of frame time this table has seen
        self._last: tuple[Hashable, float] | None = None  # what the last click was on, and when

    def tick(self, seconds: float) -> None:
        """The frame's seconds (from the scene's ``update``)."""
        self.now += seconds

    def click(self, target: Hashable) -> bool:
        """A click on ``target`` (a pile, a card): True when it is the second of a double click."""
        last, self._last = self._last, (target, self.now)
        return last is not None and last[0] == target and self.now - last[1] <= DOUBLE_CLICK_SECONDS

    def forget(self) -> None:
        """The double click did its work (or the table changed): the next click starts afresh."""
        self._last = None
