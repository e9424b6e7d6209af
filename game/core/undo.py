"""Unlimited undo and redo for one-seat games (solitaire).

Each step keeps the state before the move, so undo restores it exactly and
hands back the inverted events for the UI to animate. Undo stays available
after a loss: "no more moves" is not the end of the deal. Moves that follow
from one the player made (safe cards the table sends home by themselves) join
its step, so one undo takes them all back and one redo makes them all again.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.events import Event, inverted
from game.core.moves import Move
from game.core.protocol import GameState


@dataclass
class _Step:
    before: GameState
    moves: list[Move]  # the player's move, then any that followed from it
    events: list[Event]


class UndoableGame:
    """A game state with an undo stack and a redo stack."""

    def __init__(self, state: GameState) -> None:
        self.state = state
        self._done: list[_Step] = []
        self._undone: list[_Step] = []

    @property
    def can_undo(self) -> bool:
        return bool(self._done)

    @property
    def can_redo(self) -> bool:
        return bool(self._undone)

    @property
    def moves_made(self) -> int:
        return len(self._done)

    def earlier_states(self) -> list[GameState]:
        """The positions undo would go back to, one undo back first and the deal last.

        They are never changed (undo restores a copy), so another thread may read them.
        """
        return [step.before for step in reversed(self._done)]

    def apply(self, move: Move) -> list[Event]:
        before = self.state.clone()
        events = self.state.apply(move)  # raises IllegalMove, leaving everything as it was
        self._done.append(_Step(before, [move], list(events)))
        self._undone.clear()
        return events

    def apply_following(self, move: Move) -> list[Event]:
        """Make ``move`` as part of the last step: it followed from that one and is undone with it."""
        if not self._done:
            raise ValueError("a following move needs a move before it")
        events = self.state.apply(move)  # raises IllegalMove, leaving everything as it was
        self._undone.clear()  # what was undone before no longer follows from here
        step = self._done[-1]
        step.moves.append(move)
        step.events.extend(events)
        return events

    def undo(self) -> list[Event]:
        if not self._done:
            return []
        step = self._done.pop()
        self.state = step.before.clone()
        self._undone.append(step)
        return inverted(step.events)

    def redo(self) -> list[Event]:
        if not self._undone:
            return []
        step = self._undone.pop()
        before = self.state.clone()
        events = [event for move in step.moves for event in self.state.apply(move)]
        self._done.append(_Step(before, list(step.moves), list(events)))
        return events
