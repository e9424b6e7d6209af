"""Ask a game's solver about positions without ever stalling the frame loop.

A solver can take seconds, and a frame has sixteen milliseconds (DESIGN.md §8),
so the UI hands its questions to an ``Advisor``: each becomes a ``Job`` run on
one daemon thread, one at a time, in the order asked. The UI polls
``job.done`` once a frame and may ``cancel`` a job it no longer needs (the
player moved on); the solver is told to stop through its ``should_stop``.

Answers are kept by position, so asking again is instant, and a winning line
also answers every position along it. An answer that ran out of time
(``UNDECIDED``) is kept with the time it was given: asking again with no more
time is instant, asking with more time searches again.
"""

from __future__ import annotations

import json
import threading
from collections import OrderedDict, deque
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import Generic, TypeVar

from game.core.moves import IllegalMove, Move
from game.core.protocol import GameState

DEFAULT_SECONDS = 2.0  # long enough for nearly every Scotch position, short enough to wait for
# what a question the player asked (Hint, Finish) is given: the solver decides every deal 1-10,000 it
# decides at all within this on a 2-core machine (docs/scotch-win-rate.md: the slowest in 20 s), and the
# player may move on at any moment, which stops it. The indicator, asked at every move unbidden, keeps
# DEFAULT_SECONDS
ASKED_SECONDS = 60.0
CACHE_SIZE = 50_000  # positions; a session rarely sees a tenth of this

StopAsked = Callable[[], bool]
T = TypeVar("T")


class Outlook(Enum):
    """What the solver proved about a position; UNDECIDED is never a loss."""

    WINNABLE = "winnable"
    LOST = "lost"
    UNDECIDED = "undecided"


@dataclass(frozen=True)
class Answer:
    """A solver's answer about one position.

    ``moves`` is a winning line from the position when it is WINNABLE;
    ``seconds`` is how long the solver was given, which matters only for
    UNDECIDED (more time might decide it); ``reason`` says, for LOST, why
    in a sentence the table can show (empty when the solver gives none).
    """

    outlook: Outlook
    moves: tuple[Move, ...] = ()
    seconds: float = 0.0
    reason: str = ""


Solver = Callable[[GameState, float, StopAsked], Answer]


def position_key(state: GameState) -> tuple[object, ...]:
    """The position alone: game, options and piles, not the moves that led there."""
    piles = tuple((pile_id, tuple(pile.cards), pile.hidden) for pile_id, pile in state.piles.items())
    return (state.spec.id, json.dumps(state.options, sort_keys=True), piles)


class Job(Generic[T]):
    """One piece of work for the advisor's thread; the UI polls ``done`` and reads ``result``.

    A cancelled job finishes without a result (``result`` stays None); so does
    one whose work raised, with the reason in ``error``.
    """

    def __init__(self, work: Callable[[StopAsked], T], also_stop: StopAsked = lambda: False) -> None:
        self._work = work
        self._also_stop = also_stop
        self._finished = threading.Event()
        self.cancelled = False
        self.result: T | None = None
        self.error: str | None = None

    @classmethod
    def answered(cls, result: T) -> Job[T]:
        """A job that is already done: the answer was known."""
        job: Job[T] = cls(lambda stop: result)
        job.result = result
        job._finished.set()
        return job

    @property
    def done(self) -> bool:
        return self._finished.is_set()

    def cancel(self) -> None:
        """Ask the work to stop; a job not yet started never starts."""
        self.cancelled = True

    def should_stop(self) -> bool:
        return self.cancelled or self._also_stop()

    def wait(self, timeout: float) -> bool:
        """Block until done (tests and the command line only: the frame loop polls ``done``)."""
        return self._finished.wait(timeout)

    def run(self) -> None:
        try:
            if not self.should_stop():
                result = self._work(self.should_stop)
                if not self.should_stop():  # stopped work answers nothing, however it returned
                    self.result = result
        except Exception as problem:  # a failing solver must not kill the thread or the app
            self.error = f"{type(problem).__name__}: {problem}"
        finally:
            self._finished.set()


class Advisor:
    """Runs one game's solver off the frame loop and remembers its answers.

    ``background=False`` runs every job at once in the caller's thread, so
    tests can drive the app deterministically; the app always uses a thread.
    """

    def __init__(
        self,
        solver: Solver,
        seconds: float = DEFAULT_SECONDS,
        background: bool = True,
        cache_size: int = CACHE_SIZE,
    ) -> None:
        self.solver = solver
        self.seconds = seconds
        self.background = background
        self.cache_size = cache_size
        self._cache: OrderedDict[tuple[object, ...], Answer] = OrderedDict()
        self._lock = threading.Lock()
        self._wake = threading.Condition(self._lock)
        self._queue: deque[Job[object]] = deque()
        self._thread: threading.Thread | None = None
        self._closed = False

    # --- asking ---------------------------------------------------------------------

    def known(self, state: GameState, seconds: float | None = None) -> Answer | None:
        """The remembered answer for this position, if asking again would give the same: instant."""
        return self._remembered(position_key(state), self.seconds if seconds is None else seconds)

    def ask(self, state: GameState, seconds: float | None = None) -> Job[Answer]:
        """Decide this position within ``seconds`` of solving (a copy is taken: play may go on)."""
        limit = self.seconds if seconds is None else seconds
        known = self.known(state, limit)
        if known is not None:
            return Job.answered(known)
        position = state.clone()
        return self.submit(lambda stop: self.judge(position, limit, stop))

    def submit(self, work: Callable[[StopAsked], T]) -> Job[T]:
        """Queue work that may call ``judge`` (several solves in one job, say)."""
        job: Job[T] = Job(work, also_stop=lambda: self._closed)
        if not self.background:
            job.run()
            return job
        with self._wake:
            self._queue.append(job)  # type: ignore[arg-type]
            if self._thread is None:
                self._thread = threading.Thread(target=self._serve, name="advisor", daemon=True)
                self._thread.start()
            self._wake.notify()
        return job

    def judge(
        self, state: GameState, seconds: float | None = None, should_stop: StopAsked | None = None
    ) -> Answer:
        """Decide ``state`` here and now: for work running in a job, never in the frame loop."""
        limit = self.seconds if seconds is None else seconds
        key = position_key(state)
        known = self._remembered(key, limit)
        if known is not None:
            return known
        answer = self.solver(state, limit, should_stop or (lambda: False))
        if answer.outlook is Outlook.UNDECIDED and should_stop is not None and should_stop():
            return answer  # cut short by a cancel: it says nothing about what the time limit allows
        self._remember(state, key, answer)
        return answer

    def close(self) -> None:
        """Stop the thread: the running job is told to stop, queued ones are dropped."""
        with self._wake:
            self._closed = True
            for job in self._queue:
                job.cancel()
                job._finished.set()
            self._queue.clear()
            self._wake.notify_all()

    # --- the thread -------------------------------------------------------------------

    def _serve(self) -> None:
        while True:
            with self._wake:
                while not self._queue and not self._closed:
                    self._wake.wait()
                if self._closed:
                    return
                job = self._queue.popleft()
            job.run()

    # --- memory -------------------------------------------------------------------------

    def _remembered(self, key: tuple[object, ...], seconds: float) -> Answer | None:
        with self._lock:
            answer = self._cache.get(key)
            if answer is None:
                return None
            self._cache.move_to_end(key)
        if answer.outlook is Outlook.UNDECIDED and answer.seconds < seconds:
            return None
        return answer

    def _remember(self, state: GameState, key: tuple[object, ...], answer: Answer) -> None:
        entries = [(key, answer)]
        if answer.outlook is Outlook.WINNABLE:
            entries += self._along_the_line(state, answer.moves)
        with self._lock:
            for entry_key, entry in entries:
                self._cache[entry_key] = entry
                self._cache.move_to_end(entry_key)
            while len(self._cache) > self.cache_size:
                self._cache.popitem(last=False)

    @staticmethod
    def _along_the_line(state: GameState, moves: tuple[Move, ...]) -> list[tuple[tuple[object, ...], Answer]]:
        """Every position a winning line passes through is winnable by the rest of that line."""
        position = state.clone()
        entries = []
        for index, move in enumerate(moves):
            try:
                position.apply(move)
            except IllegalMove:
                break  # the line is wrong from here; remember only what was checked
            entries.append((position_key(position), Answer(Outlook.WINNABLE, moves[index + 1 :])))
        return entries
