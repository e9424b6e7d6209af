"""A QR code drawn crisp on the big screen: whole pixels per module, dark on white, with its quiet zone.

A phone's camera reads a code from across a room when every module is a sharp square of the
same size, so the code is drawn with rectangles on a whole number of window pixels per
module (never scaled or smoothed), inside the four modules of white the standard asks for.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame
import segno

QUIET_MODULES = 4  # the white border the QR standard asks for around the code
DARK, LIGHT = (0, 0, 0), (255, 255, 255)


def qr_modules(text: str) -> list[list[bool]]:
    """The code's modules for ``text``, rows from the top, True for dark (medium error correction:
    a glare or a thumb over a corner still reads)."""
    code = segno.make_qr(text, error="m", boost_error=False)
    return [[bool(module) for module in row] for row in code.matrix]


@dataclass(frozen=True)
class DrawnQr:
    """Where a code landed: its first module's top-left in window pixels and each module's side."""

    left: int
    top: int
    module: int
    count: int  # modules along a side, the quiet zone not counted


def draw_qr(surface: pygame.Surface, box: pygame.Rect, modules: list[list[bool]]) -> DrawnQr:
    """The code centred in ``box``, as large as whole-pixel modules allow, on white with its quiet zone."""
    count = len(modules)
    side = count + 2 * QUIET_MODULES
    module = max(1, min(box.w, box.h) // side)
    whole = side * module
    white = pygame.Rect(0, 0, whole, whole)
    white.center = box.center
    pygame.draw.rect(surface, LIGHT, white)
    left, top = white.left + QUIET_MODULES * module, white.top + QUIET_MODULES * module
    for row, line in enumerate(modules):
        for column, dark in enumerate(line):
            if dark:
                surface.fill(DARK, (left + column * module, top + row * module, module, module))
    return DrawnQr(left, top, module, count)
