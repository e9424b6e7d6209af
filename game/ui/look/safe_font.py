"""A font that draws any text: a NUL or a lone surrogate is drawn as its escape, never raised.

Text reaches the screen from files (a save's name, a value quoted in a message, a key binding),
and pygame's font raises on a NUL ("A null character was found") or a lone surrogate (it cannot
encode it as UTF-8). The trust boundary refuses both in what it reads, but a message may still
quote them, and one bad character must not take the screen down: every font the UI makes is
this one (``theme.font``, the card art), so the class of failure is gone wherever text is drawn.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.decoding import safe_text


class SafeFont(pygame.font.Font):
    """``pygame.font.Font`` whose ``render`` and ``size`` take any ``str``."""

    def render(self, text: Any, *args: Any, **kwargs: Any) -> pygame.Surface:
        """The text drawn; a text with nothing to draw (a lone combining mark or variation selector,
        which pygame refuses with "Text has zero width") is an empty line of the font's height."""
        shown = safe_text(text) if isinstance(text, str) else text
        if isinstance(shown, str) and shown and super().size(shown)[0] == 0:
            return pygame.Surface((1, self.get_height()), pygame.SRCALPHA)
        return super().render(shown, *args, **kwargs)

    def size(self, text: Any) -> tuple[int, int]:
        return super().size(safe_text(text) if isinstance(text, str) else text)
