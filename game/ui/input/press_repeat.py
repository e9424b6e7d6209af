"""A button held down under the pointer acts again and again, the way a held key repeats.

A person raising sixty chips by mouse should not click sixty times: holding − or +
at the Scroker table turns the dial after a short pause, then steadily, then faster.
The timing runs on the frame time a scene's ``update`` is given, never the wall
clock, so a test that steps the frames sees the same repeats every run.
"""

from __future__ import annotations

REPEAT_DELAY = 0.35  # seconds held before the first repeat (about the system's key repeat)
REPEAT_RATE = 12.0  # repeats a second at first
FAST_AFTER = 1.0  # seconds held before the repeats speed up
FAST_RATE = 30.0  # repeats a second after that
LONGEST_FRAME = 0.1  # a stalled frame (the window dragged) counts as this long, not as a burst of repeats


class PressRepeat:
    """How many repeats a held press has earned, frame by frame; nothing while nothing is held."""

    def __init__(self) -> None:
        self.held = False
        self._seconds = 0.0
        self._next = REPEAT_DELAY

    def press(self) -> None:
        """The press began (its own first action is the caller's); the pause before repeating starts."""
        self.held, self._seconds, self._next = True, 0.0, REPEAT_DELAY

    def release(self) -> None:
        self.held = False

    def tick(self, seconds: float) -> int:
        """The repeats due in a frame of ``seconds``."""
        if not self.held:
            return 0
        self._seconds += min(seconds, LONGEST_FRAME)
        due = 0
        while self._seconds >= self._next:
            due += 1
            self._next += 1 / (FAST_RATE if self._next >= FAST_AFTER else REPEAT_RATE)
        return due
