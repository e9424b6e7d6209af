"""Colours and text for the whole front end, in one place."""

from __future__ import annotations

import pygame

TABLE_COLOURS: dict[str, tuple[int, int, int]] = {
    "green": (30, 92, 58),
    "blue": (28, 64, 104),
    "red": (108, 36, 42),
    "grey": (62, 66, 72),
}
INK = (244, 240, 228)
INK_DIM = (196, 206, 196)
GOLD = (240, 200, 90)
PANEL = (16, 28, 22)
PANEL_EDGE = (90, 120, 100)
BUTTON = (40, 70, 54)
BUTTON_HOVER = (64, 108, 82)
BUTTON_DISABLED = (40, 48, 44)
TARGET_GLOW = (120, 230, 140)
SELECT_GLOW = (250, 210, 80)
CURSOR_GLOW = (250, 250, 250)  # white: distinct on every table colour
HINT_GLOW = (110, 200, 255)  # sky blue: the hinted card and where it goes, unlike a target or selection
ERROR = (255, 150, 130)

_fonts: dict[tuple[int, bool], pygame.font.Font] = {}


def font(pixels: int, bold: bool = False) -> pygame.font.Font:
    """pygame-ce's bundled default font at a pixel size, cached."""
    key = (max(8, int(pixels)), bold)
    if key not in _fonts:
        face = pygame.font.Font(None, key[0])
        face.set_bold(bold)
        _fonts[key] = face
    return _fonts[key]


_felts: dict[tuple[tuple[int, int], tuple[int, int, int]], pygame.Surface] = {}


def forget_cached_surfaces() -> None:
    """Fonts and surfaces die with ``pygame.quit``; a new App starts afresh."""
    _fonts.clear()
    _felts.clear()


def felt(size: tuple[int, int], colour: tuple[int, int, int]) -> pygame.Surface:
    """A table top: the colour with a soft vignette, so it reads as cloth (cached)."""
    key = (size, colour)
    if key not in _felts:
        _felts.clear()
        _felts[key] = _render_felt(size, colour)
    return _felts[key]


def _render_felt(size: tuple[int, int], colour: tuple[int, int, int]) -> pygame.Surface:
    surface = pygame.Surface(size)
    surface.fill(colour)
    width, height = size
    shade = pygame.Surface((max(2, width // 40), max(2, height // 40)), pygame.SRCALPHA)
    sw, sh = shade.get_size()
    for y in range(sh):
        for x in range(sw):
            dx, dy = (x - sw / 2) / (sw / 2), (y - sh / 2) / (sh / 2)
            shade.set_at((x, y), (0, 0, 0, int(min(1.0, (dx * dx + dy * dy) * 0.5) * 90)))
    surface.blit(pygame.transform.smoothscale(shade, size), (0, 0))
    return surface


# One colour per seat at a race table, in seat order (the card backs differ too).
SEAT_COLOURS: tuple[tuple[int, int, int], ...] = (
    (235, 190, 70),
    (110, 180, 250),
    (240, 120, 120),
    (150, 220, 130),
    (200, 150, 240),
    (250, 160, 90),
)
