"""The pointer at a table: where its events go, what it holds, and when a press is a drag or a double click.

Every table takes the pointer the same way. ``PointerTable`` routes pygame's pointer events to
three hooks each table fills in (a move, the left button down, the left button up); the solitaire,
turn and race tables take other input their own way (keys, pads, the right button). ``Drag`` is
the cards the pointer holds at any table: a run lifted off a pile, a card of a race seat's own, a
card of a hand or Schrum's turned card; a table that needs to remember more about a press adds
fields in a subclass (the position a race seat saw). One pair of numbers serves every table
(docs/decisions.md, "The table"), so a hand that learnt one table's mouse has learnt them all; a
double click is timed on the frame clock, the seconds the scene's ``update`` is given, never the
wall clock: a frame that stalls, a test that steps time, or a scene that waits under a menu all
count the same time a card's glide does.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any, Self

import pygame

from game.ui.cards.sprite import CardSprite
from game.ui.table.table_view import TableView

DOUBLE_CLICK_SECONDS = 0.45  # between the two clicks of a double click, at the most
DRAG_THRESHOLD = 6  # window pixels (across plus down) a press travels before it is a drag


def moved_past(press: tuple[int, int], pointer: tuple[int, int], pixels: int = DRAG_THRESHOLD) -> bool:
    """A press becomes a drag only once the pointer has travelled this far (a click may wobble)."""
    return abs(pointer[0] - press[0]) + abs(pointer[1] - press[1]) >= pixels


class DoubleClick:
    """Tells a click that follows one on the same thing within ``DOUBLE_CLICK_SECONDS`` of frame time."""

    def __init__(self) -> None:
        self.now = 0.0  # seconds of frame time this table has seen
        self._last: tuple[Hashable, float] | None = None  # what the last click was on, and when

    def tick(self, seconds: float) -> None:
        """The frame's seconds (from the scene's ``update``)."""
        self.now += seconds

    def click(self, target: Hashable) -> bool:
        """A click on ``target`` (a pile, a card): True when it is the second of a double click."""
        last, self._last = self._last, (target, self.now)
        return last is not None and last[0] == target and self.now - last[1] <= DOUBLE_CLICK_SECONDS

    def forget(self) -> None:
        """The double click did its work (or the table changed): the next click starts afresh."""
        self._last = None


class PointerTable:
    """A table scene's pointer hooks, and the one place that routes pygame's events to them."""

    def route_pointer(self, event: pygame.event.Event) -> bool:
        """Hand a pointer move or a left-button press or release to its hook; False for any other event."""
        if event.type == pygame.MOUSEMOTION:
            self._pointer_moved(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pointer_down(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._pointer_up(event.pos)
        else:
            return False
        return True

    def _pointer_moved(self, pos: tuple[int, int]) -> None:
        raise NotImplementedError

    def _pointer_down(self, pos: tuple[int, int]) -> None:
        raise NotImplementedError

    def _pointer_up(self, pos: tuple[int, int]) -> None:
        raise NotImplementedError


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
