"""The virtual table (1920×1080) scaled uniformly into the window.

The scale is the largest that shows the whole 1920×1080 stage, and the stage sits in the middle
of the window. A window of another shape shows more than the stage: the virtual canvas runs on
past 0..1920 or 0..1080 to the window's real edges (``left``, ``top``, ``right``, ``bottom``), so
nothing is drawn as bands. Layouts (.tmx) place piles on the stage; the bars, the top buttons and
the menus reach for the window's edges (``pinned``), so the status line sits at the window's
bottom whatever its shape.

The stage's bottom strip (``STAGE_FOOT`` and below) holds no pile or button: it is the status line's.
When the line needs more rows than that strip and the window's spare height below it hold, the stage
is fitted above a ``foot`` of window pixels kept for the line (``status_foot``), so the line never
covers a card or a control (issue 21, review).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

VIRTUAL_SIZE = (1920, 1080)
STAGE_FOOT = 1032  # virtual y: the stage below holds no pile or button (one status row)


@dataclass(frozen=True)
class Viewport:
    """Maps virtual table coordinates to window pixels and back."""

    window: tuple[int, int]
    virtual: tuple[int, int] = VIRTUAL_SIZE
    foot: int = 0  # window pixels along the bottom kept for the status line: the stage fits above them

    @property
    def scale(self) -> float:
        above_foot = max(1, self.window[1] - self.foot)
        return min(self.window[0] / self.virtual[0], above_foot / self.virtual[1])

    @property
    def offset(self) -> tuple[float, float]:
        s = self.scale
        above_foot = self.window[1] - self.foot
        return ((self.window[0] - self.virtual[0] * s) / 2, (above_foot - self.virtual[1] * s) / 2)

    # --- the window's edges in virtual coordinates (the stage is 0..1920 × 0..1080) ---------------

    @property
    def left(self) -> float:
        return -self.offset[0] / self.scale

    @property
    def top(self) -> float:
        return -self.offset[1] / self.scale

    @property
    def right(self) -> float:
        return self.virtual[0] - self.left

    @property
    def bottom(self) -> float:
        return (self.window[1] - self.offset[1]) / self.scale

    def pinned(
        self, box: tuple[float, float, float, float], corner: str
    ) -> tuple[float, float, float, float]:
        """``box`` (placed on the 1920×1080 stage) moved with the window's ``corner``.

        A box near the stage's top-left corner pinned "topleft" keeps its distance from the window's
        top-left corner, so a button bar stays at the window's top in a window taller than 16:9.
        """
        x, y, w, h = box
        dx = self.left if "left" in corner else self.right - self.virtual[0] if "right" in corner else 0.0
        dy = self.top if "top" in corner else self.bottom - self.virtual[1] if "bottom" in corner else 0.0
        return (x + dx, y + dy, w, h)

    def to_screen(self, x: float, y: float) -> tuple[float, float]:
        ox, oy = self.offset
        return (ox + x * self.scale, oy + y * self.scale)

    def length(self, virtual_pixels: float) -> int:
        return max(1, round(virtual_pixels * self.scale))

    def rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        sx, sy = self.to_screen(x, y)
        return pygame.Rect(round(sx), round(sy), self.length(w), self.length(h))


def status_foot(window: tuple[int, int], bar_height: int) -> int:
    """The fewest window pixels to keep below the stage so that a status line ``bar_height`` tall,
    lying on the window's bottom edge, covers nothing of the stage above ``STAGE_FOOT``."""
    foot = 0
    while foot < window[1] // 2:
        viewport = Viewport(window, foot=foot)
        if round(viewport.to_screen(0, STAGE_FOOT)[1]) <= window[1] - bar_height:
            return foot
        foot += 1
    return foot
