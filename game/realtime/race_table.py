"""A real-time table: any seat moves at any time, in arrival order, and the first valid move wins.

DESIGN.md §3: there are no turns; moves are applied in the order the table
receives them; a move that lost a race is refused with "beaten by <seat>", the
state unchanged, so the UI slides the card back with that note.

What a move is judged on (docs/races.md): a bot's, on the position it looked at; a
person's, on the position as it stood ``reaction_seconds`` before the input
(``person_look``), the same window for the mouse, every key preset and every pad, so a
rival's card that landed too late to be seen beats the person's instead of making it
wrong. Two seats acting in the same frame are two submissions in arrival order; if the
first took the second's place or card, the second is beaten.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from game.core.events import Event
from game.core.moves import IllegalMove, Move
from game.core.protocol import GameState
from game.core.replays import ReplayError, Step
from game.realtime.clock import VirtualClock
from game.realtime.journal import Journal, MoveEntry, TimeEntry
from game.realtime.seats import Seat, default_seats

# How long a seat may look at a position and still be told who beat it (a long drag).
MEMORY_SECONDS = 10.0
# A person's reaction time: a rival's move counts as seen this long after it is on screen (docs/races.md).
REACTION_SECONDS = 0.25


@dataclass(frozen=True)
class Outcome:
    """What became of one submitted move: its events, or why it was refused and by whom."""

    move: Move
    events: tuple[Event, ...] = ()
    refusal: str | None = None
    beaten_by: Seat | None = None

    @property
    def accepted(self) -> bool:
        return self.refusal is None


class RaceTable:
    """Drives one game state in real time; the only way moves and time reach it."""

    def __init__(
        self,
        state: GameState,
        seats: Sequence[Seat] | None = None,
        clock: VirtualClock | None = None,
        memory_seconds: float = MEMORY_SECONDS,
        reaction_seconds: float = REACTION_SECONDS,
    ) -> None:
        self.state = state
        self.seats = list(seats) if seats is not None else default_seats(state.seats)
        if [seat.index for seat in self.seats] != list(range(state.seats)):
            raise ValueError(f"the game has {state.seats} seats; name each once, in order")
        self.clock = clock or VirtualClock()
        self.memory_seconds = memory_seconds
        self.reaction_seconds = reaction_seconds
        self.journal = Journal()
        self.frame_start = self.journal.mark(self.clock.now)
        # Every move and time step since the deal, never forgotten: a replay file needs them all.
        self.steps: list[Move | float] = []

    @property
    def position(self) -> int:
        """How many moves (and, for timed games, time steps) the table has applied."""
        return self.journal.position

    def look(self) -> int:
        """The position a seat decides on now; pass it back to ``submit`` as ``seen``."""
        return self.journal.mark(self.clock.now)

    def person_look(self, seat: int, began: int | None = None) -> int:
        """The position the person at ``seat`` is judged on now: the one that stood ``reaction_seconds``
        ago, or later if they have moved since (a person knows their own card), or ``began`` (where
        a drag or a two-press move started) if that is older still."""
        seen = self.journal.seen_at(self.clock.now - self.reaction_seconds)
        own = self.journal.after_own_move(seat)
        seen = seen if own is None else max(seen, own)
        return seen if began is None else min(seen, began)

    def moves_since(self, position: int) -> list[Move]:
        """What the seats did after ``position``: where a move decided on it may have been raced."""
        return self.journal.moves_since(position)

    def state_at(self, position: int) -> GameState:
        """The state a seat saw at ``position`` (from ``look`` or ``person_look``), not to be changed."""
        return self.journal.state_at(position, self.state)

    def tick(self, seconds: float) -> list[Event]:
        """Start a new frame ``seconds`` after the last: time passes for the game, then seats act."""
        events: list[Event] = []
        if self.state.uses_time:
            self.journal.mark(self.clock.now)  # what this frame's moves left, kept before time moves it on
        now = self.clock.advance(seconds)
        if self.state.uses_time:
            self.journal.before_change(self.state)
            events = self.state.advance(seconds)
            self.journal.record(TimeEntry(seconds, now))
            self.steps.append(seconds)
        self.frame_start = self.journal.mark(now)
        self.journal.forget_before(now - self.memory_seconds, keep=self.frame_start)
        return events

    def attempt(self, move: Move, seen: int | None = None) -> Outcome:
        """Apply ``move`` if legal now; ``seen`` is the position it was decided on (the frame's start)."""
        reason = self.state.why_illegal(move)
        if reason is not None:
            beater = self.journal.first_beater(self.frame_start if seen is None else seen, move)
            if beater is None:
                return Outcome(move, refusal=reason)
            winner = self.seats[beater]
            return Outcome(move, refusal=f"beaten by {winner.name}", beaten_by=winner)
        self.journal.before_change(self.state)
        events = self.state.apply(move)
        self.journal.record(MoveEntry(move, self.clock.now))
        self.steps.append(move)
        return Outcome(move, tuple(events))

    def follow(self, steps: Iterable[Step]) -> list[tuple[float, Event]]:
        """Make a replay's steps here (a race resumed), so ``steps`` stays complete from the deal.

        Each move is applied as the table applied it then and each time step passes as a
        frame did; a step the rules refuse raises ``ReplayError`` naming it. Returns every
        event with the table time it happened at. Afterwards seats decide on the position
        reached, as at the start of a frame.
        """
        events: list[tuple[float, Event]] = []
        for number, step in enumerate(steps, start=1):
            if isinstance(step, Move):
                outcome = self.attempt(step)
                if outcome.refusal is not None:
                    raise ReplayError(f"step {number} ({step}) is refused: {outcome.refusal}")
                happened = list(outcome.events)
            else:
                happened = self.tick(step)
            events += [(self.clock.now, event) for event in happened]
        self.frame_start = self.journal.mark(self.clock.now)
        self.journal.forget_before(self.clock.now, keep=self.frame_start)
        return events

    def attempt_all(self, moves: Iterable[Move], seen: int | None = None) -> list[Outcome]:
        """Moves that arrived together (one frame's input), applied in the order given."""
        return [self.attempt(move, seen) for move in moves]

    def submit(self, move: Move, seen: int | None = None) -> list[Event]:
        """Like ``attempt``, but a refusal raises ``IllegalMove`` with its reason."""
        outcome = self.attempt(move, seen)
        if outcome.refusal is not None:
            raise IllegalMove(outcome.refusal)
        return list(outcome.events)
