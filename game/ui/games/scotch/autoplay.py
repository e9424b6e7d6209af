"""Things shown one after another at a pace: Finish and the demo's moves, safe cards going home.

A ``Paced`` queue only says *when* the next item is due; the table makes each
move through its normal path (``UndoableGame.apply``, whose events animate the
cards), so what the player watches is what a player's own moves would show.
The first item waits until no card is moving (the deal has landed, the
player's card has arrived); after it the items follow each ``interval``
seconds, each card setting off while the one before is still in the air, so
a long Finish is quick to watch and still easy to follow.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from typing import Generic, TypeVar

from game.core.moves import Move
from game.storage.settings import Settings

# At normal animation speed; "Fast" halves these and "Slow" doubles them.
FINISH_SECONDS_PER_MOVE = 0.085  # a 95-move Finish in about 8 s; a card's glide takes 0.22 s
HOME_SECONDS_PER_CARD = 0.12  # safe cards going home by themselves, one after another

Item = TypeVar("Item")


class Paced(Generic[Item]):
    """Hands out its items one each ``interval`` seconds, the first once the table is still."""

    def __init__(self, items: Iterable[Item], interval: float) -> None:
        self.items: deque[Item] = deque(items)
        self.interval = interval
        self._started = False
        self._waited = 0.0

    @property
    def finished(self) -> bool:
        return not self.items

    def due(self, seconds: float, still: bool) -> Item | None:
        """The next item if it is time for it (``still``: no card is moving), else None.

        With an interval of 0 one item is handed out each frame.
        """
        self._waited += seconds
        if not self.items or (not self._started and not still) or self._waited < self.interval:
            return None
        # what a frame overshot counts towards the next item, so the pace is the interval, not whole frames
        self._waited = min(self._waited - self.interval, self.interval) if self._started else 0.0
        self._started = True
        return self.items.popleft()

    def rest(self) -> list[Item]:
        """Every item not yet handed out, at once (the player acts, or the table goes)."""
        rest = list(self.items)
        self.items.clear()
        return rest


AutoPlayer = Paced[Move]


def seconds_per_move(settings: Settings) -> float:
    """Finish's pace: the animation speed's, and a move each frame under reduced motion (no glides)."""
    return 0.0 if settings.reduced_motion else FINISH_SECONDS_PER_MOVE * settings.animation_speed


def seconds_per_card_home(settings: Settings) -> float:
    """How far apart safe cards set off home; 0 under reduced motion, when they all go at once."""
    return 0.0 if settings.reduced_motion else HOME_SECONDS_PER_CARD * settings.animation_speed
