"""What a game's face painter borrows from the French faces: the card blank, corner metrics, lettering.

Scorzo's and Scroker's faces are drawn by their own painters (``ScorzoFaces``,
``ScrokerFaces``) on the same blank card with the same corner sizes and text
as the French deck, so every deck reads alike at a table.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui.cards.shapes import RGB

TextPainter = Callable[[str, float, RGB, float], pygame.Surface]


class GameFaces:
    """The shared parts of a face painter; ``cache`` is ``CardArt``'s own, so ``CardArt.clear`` empties it."""

    def __init__(
        self,
        cache: dict[tuple[str, object, tuple[int, int]], pygame.Surface],
        blank: Callable[[tuple[int, int]], pygame.Surface],
        text: TextPainter,
        index_metrics: Callable[[int], tuple[float, float, float]],
        large_indices: bool,
    ) -> None:
        self._cache, self._blank, self._text = cache, blank, text
        self._index_metrics, self.large_indices = index_metrics, large_indices


def blit_corners(surface: pygame.Surface, corner: pygame.Surface, margin: float, column: float) -> int:
    """The index block in the top left corner and, turned over, the bottom right; the top margin."""
    width, height = surface.get_size()
    top = round(width * 0.07)
    left = round(margin + (column - corner.get_width()) / 2)
    surface.blit(corner, (left, top))
    surface.blit(
        pygame.transform.rotate(corner, 180),
        (width - left - corner.get_width(), height - top - corner.get_height()),
    )
    return top
