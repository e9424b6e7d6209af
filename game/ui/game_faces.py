"""What a game's face painter borrows from the French faces: the card blank, corner metrics, lettering.

Scorzo's and Scroker's faces are drawn by their own painters (``ScorzoFaces``,
``ScrokerFaces``) on the same blank card with the same corner sizes and text
as the French deck, so every deck reads alike at a table.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui.card_shapes import RGB

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
