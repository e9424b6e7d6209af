"""Cards held by the pointer, at every table: pressed, perhaps not yet moved far enough to be a drag.

One class serves the pile tables (a run lifted off a pile), the race tables (a card of the mouse
seat's own) and the hand tables (one card of a hand, or Schrum's turned card). A table that needs
to remember more about a press adds fields in a subclass (the position a race seat saw).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Self

from game.ui.cards.sprite import CardSprite
from game.ui.table.gestures import moved_past
from game.ui.table.table_view import TableView


@dataclass
class Drag:
    """Cards held by the pointer (pressed, perhaps not yet moved)."""

    source: str
    count: int
    press: tuple[int, int]
    offset: tuple[float, float]
    sprites: list[CardSprite]
    moved: bool = False

    @classmethod
    def lifted(cls, source: str, sprites: list[CardSprite], pointer: tuple[int, int], **more: Any) -> Self:
        """A press on ``sprites`` (already lifted off ``source``): they keep their place under the pointer."""
        first = sprites[0].rect
        return cls(
            source, len(sprites), pointer, (pointer[0] - first.x, pointer[1] - first.y), sprites, **more
        )

    @property
    def sprite(self) -> CardSprite:
        """The first card held: the only one when a single card is carried (a hand's, a turned card)."""
        return self.sprites[0]

    def follow(self, view: TableView, pointer: tuple[int, int]) -> bool:
        """Carry the cards with the pointer once it has gone far enough; True the moment a drag begins."""
        began = not self.moved and moved_past(self.press, pointer)
        self.moved = self.moved or began
        if self.moved:
            view.drag(self.sprites, self.offset, pointer)
        return began
