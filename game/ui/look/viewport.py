"""The virtual table (1920×1080) scaled uniformly into the window."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

VIRTUAL_SIZE = (1920, 1080)


@dataclass(frozen=True)
class Viewport:
    """Maps virtual table coordinates to window pixels and back."""

    window: tuple[int, int]
    virtual: tuple[int, int] = VIRTUAL_SIZE

    @property
    def scale(self) -> float:
        return min(self.window[0] / self.virtual[0], self.window[1] / self.virtual[1])

    @property
    def offset(self) -> tuple[float, float]:
        s = self.scale
        return ((self.window[0] - self.virtual[0] * s) / 2, (self.window[1] - self.virtual[1] * s) / 2)

    def to_screen(self, x: float, y: float) -> tuple[float, float]:
        ox, oy = self.offset
        return (ox + x * self.scale, oy + y * self.scale)

    def length(self, virtual_pixels: float) -> int:
        return max(1, round(virtual_pixels * self.scale))

    def rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        sx, sy = self.to_screen(x, y)
        return pygame.Rect(round(sx), round(sy), self.length(w), self.length(h))
