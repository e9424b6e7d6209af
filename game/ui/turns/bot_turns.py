"""Bots at a turn-based table think off the frame, then move at a pace people can follow.

Issue 5: "A bot's turn never stalls a frame." A hard bot may search for tens of
milliseconds, more than a frame's 16; so its decision runs on a worker thread
from a snapshot of what its seat sees (a view is a frozen value: the table may
go on animating meanwhile), and the table asks each frame whether the answer
is in. The move is handed over no sooner than ``pace`` seconds after the bot
began, so a person sees each take and discard as a separate step rather than a
blur of bot turns.

Tests and the smoke test ask for the answer in the frame (``background=False``):
the same decision, found at once, so a test needs no waiting on threads.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass

from game.core.moves import Move

Decide = Callable[[], Move | None]


@dataclass
class Thought:
    """One bot's decision under way: for which seat, since when, and the answer once found."""

    seat: int
    started: float
    future: Future[Move | None] | None = None
    answer: Move | None = None
    done: bool = False


class BotTurns:
    """Thinks for one bot at a time (a turn-based table has only one on turn) and paces its moves."""

    def __init__(self, pace: float = 0.7, background: bool = True) -> None:
        self.pace = pace
        self.background = background
        self.clock = 0.0
        self._thought: Thought | None = None
        self._pool: ThreadPoolExecutor | None = None

    @property
    def thinking(self) -> int | None:
        """The seat whose bot is deciding now, if any (the table may say so)."""
        return self._thought.seat if self._thought is not None else None

    def tick(self, seconds: float) -> None:
        self.clock += seconds

    def start(self, seat: int, decide: Decide) -> None:
        """Begin deciding for ``seat``; ``decide`` must only read a snapshot (the seat's view)."""
        thought = Thought(seat, self.clock)
        if self.background:
            if self._pool is None:
                self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
            thought.future = self._pool.submit(decide)
        else:
            thought.answer, thought.done = decide(), True
        self._thought = thought

    def ready(self) -> tuple[int, Move | None] | None:
        """The seat and its move once decided and its pause has passed; None while it still thinks."""
        thought = self._thought
        if thought is None:
            return None
        if thought.future is not None and not thought.done:
            if not thought.future.done():
                return None
            thought.answer, thought.done = thought.future.result(), True
        if self.clock - thought.started < self.pace:
            return None
        self._thought = None
        return thought.seat, thought.answer

    def close(self) -> None:
        """The table is left: a decision under way is dropped and the worker let go."""
        self._thought = None
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
