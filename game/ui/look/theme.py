"""Colours and text for the whole front end, in one place."""

from __future__ import annotations

import pygame

from game.ui.look import typeface

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

_fonts: dict[tuple[int, bool, bool], pygame.font.Font] = {}
text_scale = 1.0  # the player's text size (``apply_look``): every menu and HUD font is this much larger
look_version = 0  # counts the looks applied: a picture kept from an older look is drawn again (``HudSprite``)


SMALLEST_TEXT = 12  # window pixels: no text is drawn smaller, whatever the window (issue 21)


def shown_pixels(pixels: float) -> int:
    """The size a text asked for at ``pixels`` is drawn at: times the text size, never below the floor."""
    return max(SMALLEST_TEXT, round(pixels * text_scale))


def font(pixels: int, bold: bool = False, italic: bool = False) -> pygame.font.Font:
    """The bundled typeface (``typeface``) at a pixel size times the text size, cached."""
    key = (shown_pixels(pixels), bold, italic)
    if key not in _fonts:
        _fonts[key] = typeface.load(*key)
    return _fonts[key]


_felts: dict[tuple[tuple[int, int], tuple[int, int, int]], pygame.Surface] = {}
FELTS_KEPT = 4  # cloths of this many sizes are kept: a picker picture no longer evicts the window's


def forget_cached_surfaces() -> None:
    """Fonts and surfaces die with ``pygame.quit``; a new App starts afresh."""
    _fonts.clear()
    _felts.clear()


def felt(size: tuple[int, int], colour: tuple[int, int, int]) -> pygame.Surface:
    """A table top: the colour with a soft vignette, so it reads as cloth (cached)."""
    key = (size, colour)
    if key not in _felts:
        if len(_felts) >= FELTS_KEPT:  # the oldest goes: a few sizes (the window, the picker's pictures)
            del _felts[next(iter(_felts))]
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


# One colour per seat at a race table, in seat order (the card backs differ too). Lightened from
# the Okabe–Ito palette, which stays distinct under the common colour blindnesses; ``seat_marks``
# adds a shape and a pattern per seat, so no one has to tell seats apart by colour alone.
SEAT_COLOURS: tuple[tuple[int, int, int], ...] = (
    (240, 200, 60),  # yellow
    (100, 185, 240),  # sky blue
    (230, 120, 40),  # vermilion
    (40, 190, 150),  # bluish green
    (225, 150, 195),  # reddish purple
    (245, 245, 245),  # white
)


# The high-contrast look: black cloth and panels, white ink, yellow focus (``apply_look``).
_NORMAL_LOOK: dict[str, object] = {}
_HIGH_CONTRAST_LOOK: dict[str, object] = {
    "TABLE_COLOURS": dict.fromkeys(TABLE_COLOURS, (0, 0, 0)),
    "INK": (255, 255, 255),
    "INK_DIM": (235, 235, 235),
    "GOLD": (255, 230, 0),
    "PANEL": (0, 0, 0),
    "PANEL_EDGE": (255, 255, 255),
    "BUTTON": (0, 0, 0),
    "BUTTON_HOVER": (40, 40, 120),
    "BUTTON_DISABLED": (60, 60, 60),
    "TARGET_GLOW": (0, 255, 80),
    "SELECT_GLOW": (255, 230, 0),
    "HINT_GLOW": (0, 200, 255),
    "ERROR": (255, 110, 90),
}


def apply_look(high_contrast: bool, scale: float) -> None:
    """Switch the palette and text size for the whole front end (settings ``high_contrast``, ``text_scale``).

    Everything reads these names from this module when it draws, so swapping them here restyles
    every scene; cached fonts and felts are dropped because they were made in the old look, and
    ``look_version`` moves on so that every picture a scene keeps (a HUD button) is drawn again.
    """
    global text_scale, look_version
    module = globals()
    if not _NORMAL_LOOK:
        _NORMAL_LOOK.update({name: module[name] for name in _HIGH_CONTRAST_LOOK})
    module.update(_HIGH_CONTRAST_LOOK if high_contrast else _NORMAL_LOOK)
    text_scale = scale
    look_version += 1
    forget_cached_surfaces()
