"""A chart of each seat's running total, round by round, for the Scrooge round summary (issue 4).

Seeing who climbed when says more than a column of totals: each seat gets a line
in its own colour, x the round number, y the total after it, with a zero line
since totals can go below zero. Drawn with pygame.draw onto its own surface.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui import theme
from game.ui.seat_panels import seat_colour

MARGIN = 0.08  # share of each side left free so lines and dots are not clipped


def running_totals(round_totals: list[list[int]]) -> list[list[int]]:
    """Per seat, the total after each round, from each round's points per seat."""
    seats = len(round_totals[0]) if round_totals else 0
    series: list[list[int]] = [[] for _ in range(seats)]
    for points in round_totals:
        for seat, value in enumerate(points):
            series[seat].append((series[seat][-1] if series[seat] else 0) + value)
    return series


@dataclass(frozen=True)
class TotalsChart:
    """``series[seat]`` holds the seat's total after rounds 1, 2, …; every line starts at 0 before round 1."""

    series: list[list[int]]

    @property
    def rounds(self) -> int:
        return max((len(totals) for totals in self.series), default=0)

    def _range(self) -> tuple[int, int]:
        values = [0, *(value for totals in self.series for value in totals)]
        low, high = min(values), max(values)
        return (low, high if high > low else low + 1)

    def to_pixel(self, size: tuple[int, int], round_number: int, total: int) -> tuple[int, int]:
        """Where (round, total) falls on a surface of ``size``; higher totals are higher up."""
        width, height = size
        low, high = self._range()
        left, right = width * MARGIN, width * (1 - MARGIN)
        top, bottom = height * MARGIN, height * (1 - MARGIN)
        x = left + (right - left) * round_number / max(1, self.rounds)
        y = bottom - (bottom - top) * (total - low) / (high - low)
        return round(x), round(y)

    def lines(self, size: tuple[int, int]) -> list[list[tuple[int, int]]]:
        """The points of each seat's line, from (0, 0) through each round's total."""
        return [
            [self.to_pixel(size, r, total) for r, total in enumerate([0, *totals])] for totals in self.series
        ]

    def render(self, size: tuple[int, int]) -> pygame.Surface:
        surface = pygame.Surface(size, pygame.SRCALPHA)
        surface.fill((0, 0, 0, 90))
        width, _ = size
        zero_y = self.to_pixel(size, 0, 0)[1]
        pygame.draw.line(surface, theme.INK, (0, zero_y), (width, zero_y), 2)
        thickness = max(2, size[1] // 80)
        for seat, points in enumerate(self.lines(size)):
            colour = seat_colour(seat)
            pygame.draw.lines(surface, colour, False, points, thickness)
            for point in points[1:]:
                pygame.draw.circle(surface, colour, point, thickness + 2)
        return surface
