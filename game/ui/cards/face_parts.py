"""What a game's face painter borrows from the French faces: the card blank, corner metrics, lettering.

A game whose cards are not French (Scorzo, Scroker), or that shows French cards another way
(Schrum Schrum's German faces), brings its own painter in its kit (``GameKit.painters``);
``CardArt`` makes one per instance on the same blank card with the same corner sizes and
text as the French deck, so every deck reads alike at a table.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

import pygame

from game.ui.cards.shapes import RGB

TextPainter = Callable[[str, float, RGB, float], pygame.Surface]
FaceCache = dict[tuple[str, object, tuple[int, int]], pygame.Surface]


class PaintedCard(Protocol):
    """Any game's card, as the card art sees it: its code names its picture."""

    @property
    def code(self) -> str: ...


class FacePainter(Protocol):
    """Paints one game's faces (``paint``), made by ``CardArt`` with the shared parts."""

    def paint(self, card: Any, size: tuple[int, int]) -> pygame.Surface: ...


PainterFactory = Callable[
    [
        FaceCache,
        Callable[[tuple[int, int]], pygame.Surface],
        TextPainter,
        Callable[[int], tuple[float, float, float]],
        bool,
    ],
    FacePainter,
]


class GameFaces:
    """The shared parts of a face painter; ``cache`` is ``CardArt``'s own, so ``CardArt.clear`` empties it."""

    def __init__(
        self,
        cache: FaceCache,
        blank: Callable[[tuple[int, int]], pygame.Surface],
        text: TextPainter,
        index_metrics: Callable[[int], tuple[float, float, float]],
        large_indices: bool,
    ) -> None:
        self._cache, self._blank, self._text = cache, blank, text
        self._index_metrics, self.large_indices = index_metrics, large_indices


def corner_place(width: int, corner: tuple[int, int], margin: float, column: float) -> tuple[int, int]:
    """Top left of the index block of size ``corner`` in the top left corner of a card ``width`` wide."""
    return round(margin + (column - corner[0]) / 2), round(width * 0.07)


def blit_corners(surface: pygame.Surface, corner: pygame.Surface, margin: float, column: float) -> int:
    """The index block in the top left corner and, turned over, the bottom right; the top margin."""
    width, height = surface.get_size()
    left, top = corner_place(width, corner.get_size(), margin, column)
    surface.blit(corner, (left, top))
    surface.blit(
        pygame.transform.rotate(corner, 180),
        (width - left - corner.get_width(), height - top - corner.get_height()),
    )
    return top
