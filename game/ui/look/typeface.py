"""The one typeface every text is drawn in: DejaVu Sans, bundled under ``assets/fonts/``.

pygame-ce's own default font has no ♠♥♦♣, arrows or ×, so rules pages and messages showed
empty boxes (issue 21). DejaVu Sans has every glyph the games need (suits, arrows, ×, –, č, ž)
and a licence that lets us ship it (``assets/fonts/LICENSE``, credited in the README).

A shipped file can be broken like any other (a failed copy, a hostile tree): then the text is
drawn in pygame's default font, which lacks some symbols but shows every word, and the title
says which file is wrong (``problem``), so nothing stops the app.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from game.resources import asset_path
from game.ui.look.safe_font import SafeFont

FILES = {
    (False, False): "DejaVuSans.ttf",
    (True, False): "DejaVuSans-Bold.ttf",
    (False, True): "DejaVuSans-Oblique.ttf",
}

CAP_SHARE = 0.73  # DejaVu Sans's capitals are this share of its nominal size (the card indices size by it)

_broken: dict[Path, str] = {}  # a file that would not load, and the sentence that says so


def load(pixels: int, bold: bool = False, italic: bool = False) -> pygame.font.Font:
    """The bundled face at ``pixels``, as a ``SafeFont``; pygame's default font if the file is broken."""
    path = asset_path("fonts", FILES.get((bold, italic), FILES[(True, False)]))  # bold wins over oblique
    if path not in _broken:
        try:
            return SafeFont(path, pixels)
        except (OSError, pygame.error, ValueError) as error:
            _broken[path] = f"The font {path} could not be read ({error}); text is drawn in a plainer font."
    face = SafeFont(None, pixels)
    face.set_bold(bold)
    face.set_italic(italic)
    return face


def problem() -> str | None:
    """A sentence naming each font file that would not load, or None when all are well."""
    for bold_italic in FILES:
        load(12, *bold_italic)
    return " ".join(_broken.values()) or None
