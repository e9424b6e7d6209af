"""Play a line of moves at a pace a person can follow: Finish and the demo share it.

It only says *when* the next move is due; the table makes the move through
its normal path (``UndoableGame.apply``, whose events animate the cards), so
what the player watches is what a player's own moves would show.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence

from game.core.moves import Move

SECONDS_PER_MOVE = 0.4  # at normal animation speed: a card lands before the next one leaves


class AutoPlayer:
    """Hands out the moves of a line, one each ``interval`` seconds once the cards are still."""

    def __init__(self, moves: Sequence[Move], interval: float) -> None:
        self.moves: deque[Move] = deque(moves)
        self.interval = interval
        self._waited = interval  # the first move goes as soon as the table is still

    @property
    def finished(self) -> bool:
        return not self.moves

    def due(self, seconds: float, still: bool) -> Move | None:
        """The next move if it is time for it (``still``: no card is moving), else None."""
        self._waited += seconds
        if not self.moves or not still or self._waited < self.interval:
            return None
        self._waited = 0.0
        return self.moves.popleft()


def seconds_per_move(animation_speed: float) -> float:
    """Slower animations get a slower pace; 'no animation' keeps the pace of its speed."""
    return SECONDS_PER_MOVE * animation_speed
