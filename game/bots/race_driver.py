"""Bots at a real-time table on its virtual clock: look, wait a reaction time, move, look again.

Each bot decides at time t on what its seat sees then; its move reaches the
table at t + its reaction time, judged against the position it looked at, so
another seat that moved in between can beat it ("beaten by …"). A refused move
is simply followed by a fresh look. Nothing sleeps: ``run`` jumps the clock
from one due move to the next, so a round takes as long as the bots' thinking;
``advance`` moves it one frame at a time, so bots play beside a person.
Game-agnostic: Repezita's bots fit the same ``RaceBot`` shape.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from game.core.moves import Move
from game.core.protocol import View
from game.realtime.race_table import Outcome, RaceTable

# A round that runs this long in table time has gone wrong: stop rather than loop.
TIME_LIMIT_SECONDS = 3600.0


class RaceBot(Protocol):
    """What the driver needs of a bot: a choice from a view, and how long its reactions take."""

    seat: int

    def decide(self, view: View) -> Move | None:
        """The move to make on this view; None to do nothing for a while."""
        ...

    def reaction_time(self) -> float:
        """Seconds from this look until the chosen move lands."""
        ...

    def idle_seconds(self) -> float:
        """How long to wait before looking again after deciding to do nothing."""
        ...


@dataclass
class PendingMove:
    """A move a bot has decided on and the position it saw when it did."""

    move: Move
    seen: int


@dataclass
class SeatTally:
    """What became of one seat's moves: for tests and the simulator's report."""

    accepted: int = 0
    beaten: int = 0
    refused: int = 0


class BotDriver:
    """Runs every bot at a table: all at once until a condition holds, or frame by frame."""

    def __init__(self, table: RaceTable, bots: Sequence[RaceBot], time_limit: float = TIME_LIMIT_SECONDS):
        self.table = table
        self.bots = {bot.seat: bot for bot in bots}
        self.time_limit = time_limit
        self.tallies = {bot.seat: SeatTally() for bot in bots}
        self.outcomes: list[Outcome] = []
        self.keep_outcomes = False
        self.pending: dict[int, PendingMove | None] = {}
        self.queue: list[tuple[float, int, int]] = []
        self.order = 0
        self.started = False

    def restart(self) -> None:
        """Forget what the bots were about to do; each looks again after one reaction time."""
        now = self.table.clock.now
        self.pending = dict.fromkeys(self.bots)
        self.queue = [
            (now + bot.reaction_time(), order, seat) for order, (seat, bot) in enumerate(self.bots.items())
        ]
        heapq.heapify(self.queue)
        self.order = len(self.queue)
        self.started = True

    def run(self, finished: Callable[[], bool]) -> None:
        """Let the bots play from now until ``finished()``; each starts after one reaction time."""
        start = self.table.clock.now
        self.restart()
        while self.queue and not finished():
            due, _, seat = heapq.heappop(self.queue)
            if due - start > self.time_limit:
                raise RuntimeError(f"the bots played {self.time_limit:.0f} s of table time without finishing")
            self._turn(due, seat, finished)

    def advance(self, seconds: float) -> list[Outcome]:
        """One frame of ``seconds``: every bot move due in it lands in time order; what became of each.

        The table's clock ends the frame ``seconds`` later, so a person's moves in the next
        frame arrive after these and may be beaten by them (or beat the bots' next ones).
        """
        if not self.started:
            self.restart()
        end = self.table.clock.now + seconds
        landed: list[Outcome] = []
        while self.queue and self.queue[0][0] <= end:
            due, _, seat = heapq.heappop(self.queue)
            outcome = self._turn(due, seat, lambda: False)
            if outcome is not None:
                landed.append(outcome)
        if end > self.table.clock.now:
            self.table.tick(end - self.table.clock.now)
        return landed

    def _turn(self, due: float, seat: int, finished: Callable[[], bool]) -> Outcome | None:
        """At ``due``: deliver the seat's pending move, then let it look and choose again."""
        if due > self.table.clock.now:
            self.table.tick(due - self.table.clock.now)
        move, outcome = self.pending.get(seat), None
        if move is not None:
            outcome = self._deliver(seat, move)
            self.pending[seat] = None
            if finished():
                return outcome
        bot = self.bots[seat]
        chosen = bot.decide(self.table.state.view(seat))
        if chosen is None:
            wait = bot.idle_seconds()
        else:
            self.pending[seat] = PendingMove(chosen, self.table.look())
            wait = bot.reaction_time()
        self.order += 1
        heapq.heappush(self.queue, (self.table.clock.now + wait, self.order, seat))
        return outcome

    def _deliver(self, seat: int, pending: PendingMove) -> Outcome:
        outcome = self.table.attempt(pending.move, pending.seen)
        tally = self.tallies[seat]
        if outcome.accepted:
            tally.accepted += 1
        elif outcome.beaten_by is not None:
            tally.beaten += 1
        else:
            tally.refused += 1
        if self.keep_outcomes:
            self.outcomes.append(outcome)
        return outcome
