"""What happened at a real-time table lately, so a refused move can be told who beat it.

A seat decides on what it saw: for a bot, the position it looked at; for a person, the
position that stood on screen a reaction time before the input (``seen_at``), or when a
drag began if that is older. Positions count the entries applied so far. The journal keeps
a copy of the state at each position a seat may still refer to (taken lazily, just before
the state next changes) and the entries since, so the engine can replay them one by one
and find the first that made the move illegal.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.moves import Move
from game.core.protocol import GameState


@dataclass(frozen=True)
class MoveEntry:
    """A move the table applied, at ``at`` seconds."""

    move: Move
    at: float

    def replay(self, state: GameState) -> None:
        state.apply(self.move)


@dataclass(frozen=True)
class TimeEntry:
    """Time that passed for a game whose rules involve time."""

    seconds: float
    at: float

    def replay(self, state: GameState) -> None:
        state.advance(self.seconds)


Entry = MoveEntry | TimeEntry


class Journal:
    """Recent entries and the states at the positions seats based their moves on."""

    def __init__(self) -> None:
        self.start = 0  # the position before entries[0]
        self.entries: list[Entry] = []
        self.marks: dict[int, float] = {}  # position → when a seat last looked at it
        self.born: dict[int, float] = {0: 0.0}  # position → when it came to be (shown from the next frame)
        self.snapshots: dict[int, GameState] = {}

    @property
    def position(self) -> int:
        return self.start + len(self.entries)

    def mark(self, now: float) -> int:
        """Note that a seat sees the current position; its copy is taken only if the state changes."""
        self.marks[self.position] = now
        self.born.setdefault(self.position, now)
        return self.position

    def seen_at(self, moment: float) -> int:
        """The position that stood at ``moment``: the newest one, of those a seat looked at, made by then.

        Every frame looks at its start, so every position that lasted into a frame is there
        (the oldest one kept stands in for any older ``moment``).
        """
        kept = [*self.marks, self.position]
        earlier = [position for position in kept if self.born.get(position, moment + 1) <= moment]
        return max(earlier, default=min(kept))

    def after_own_move(self, seat: int) -> int | None:
        """The first kept position after the seat's own latest move here, if it made one: a person
        knows what they have just played, however recently."""
        for index in range(len(self.entries) - 1, -1, -1):
            entry = self.entries[index]
            if isinstance(entry, MoveEntry) and entry.move.seat == seat:
                after = self.start + index + 1
                if after in self.marks or after == self.position:
                    return after  # the table looked right after it (``RaceMatch.attempt`` does)
                return min(p for p in [*self.marks, self.position] if p >= after)
        return None

    def moves_since(self, position: int) -> list[Move]:
        """The moves applied after ``position`` (all kept ones, if it is older than the journal)."""
        return [e.move for e in self.entries[max(0, position - self.start) :] if isinstance(e, MoveEntry)]

    def state_at(self, position: int, now: GameState) -> GameState:
        """The state at ``position`` (``now`` if it is the current one or no copy of it was kept)."""
        return self.snapshots.get(position, now) if position != self.position else now

    def before_change(self, state: GameState) -> None:
        """Keep a copy of the position about to be left, if any seat may still refer to it."""
        if self.position in self.marks and self.position not in self.snapshots:
            self.snapshots[self.position] = state.clone()

    def record(self, entry: Entry) -> None:
        self.entries.append(entry)
        self.born[self.position] = entry.at

    def forget_before(self, cutoff: float, keep: int) -> None:
        """Drop marks older than ``cutoff`` (except ``keep``) and everything only they needed."""
        self.marks = {p: t for p, t in self.marks.items() if t >= cutoff or p == keep}
        self.snapshots = {p: s for p, s in self.snapshots.items() if p in self.marks}
        self.born = {p: t for p, t in self.born.items() if p in self.marks or p == self.position}
        oldest = min(self.marks, default=self.position)
        if oldest > self.start:
            del self.entries[: oldest - self.start]
            self.start = oldest

    def first_beater(self, seen: int, move: Move) -> int | None:
        """The other seat whose move, since position ``seen``, made ``move`` illegal; None if none did.

        The move may have been illegal at ``seen`` and become legal after (a rival's Ace landed
        and the person answered it quicker than the reaction window): then the seat that took
        the chance away last is the one that beat it. None when the move was never legal since
        ``seen`` (the seat's own mistake), when its own move or the passing of time stopped it,
        or when ``seen`` is too old to judge.
        """
        snapshot = self.snapshots.get(seen)
        if snapshot is None:
            return None
        replica = snapshot.clone()
        legal, beater = replica.why_illegal(move) is None, None
        for entry in self.entries[seen - self.start :]:
            entry.replay(replica)
            was_legal, legal = legal, replica.why_illegal(move) is None
            if was_legal and not legal:
                other = isinstance(entry, MoveEntry) and entry.move.seat != move.seat
                beater = entry.move.seat if isinstance(entry, MoveEntry) and other else None
        return None if legal else beater
