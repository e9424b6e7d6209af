"""The German deck's court figures drawn by code: Unter, Ober and König standing in their panel.

Printed German cards tell the three apart by figure, not by letter: the König is crowned, robed and
bearded and holds a sceptre; the Ober, in a plumed hat, holds his suit mark up high; the Unter, in a
cap, holds it low beside his legs (the Ober's mark at the top, the Unter's lower, as on the cards).
Each figure is a few filled shapes with a dark outline, so it still reads as a person on a small
card; the corner index keeps the letter. Shapes are given in a figure box one unit wide and
``FIGURE_HEIGHT`` units tall, centred in the panel and drawn supersampled (``shapes.supersampled``).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.core.cards import Suit
from game.ui.cards.shapes import RGB, draw_crown, supersampled

UNTER, OBER, KOENIG = 11, 12, 13
FIGURE_HEIGHT = 2.6  # units tall, for one unit wide: a standing person in the panel's shape
OUTLINE: RGB = (46, 32, 30)
SKIN: RGB = (244, 206, 168)
GOLD: RGB = (214, 164, 40)
JEWEL: RGB = (204, 22, 34)
ERMINE: RGB = (252, 252, 246)
# (tunic or robe, sleeves, hose, hair and beard) per rank
DRESS: dict[int, tuple[RGB, RGB, RGB, RGB]] = {
    UNTER: ((170, 56, 40), (236, 190, 60), (60, 70, 120), (120, 72, 30)),
    OBER: ((38, 74, 150), (200, 60, 60), (236, 190, 60), (90, 54, 24)),
    KOENIG: ((150, 32, 70), (150, 32, 70), (60, 40, 40), (236, 236, 236)),
}

Point = tuple[float, float]
MarkPainter = Callable[[pygame.Surface, Suit, pygame.Rect], None]


class Figure:
    """Draws in figure units on a big surface: ``unit`` pixels a unit, the box's top left at ``origin``."""

    def __init__(self, surface: pygame.Surface, origin: Point, unit: float) -> None:
        self.surface, self.origin, self.unit = surface, origin, unit
        self.line = max(1, round(unit * 0.025))

    def at(self, point: Point) -> Point:
        return self.origin[0] + point[0] * self.unit, self.origin[1] + point[1] * self.unit

    def box(self, left: float, top: float, width: float, height: float) -> pygame.Rect:
        x, y = self.at((left, top))
        return pygame.Rect(round(x), round(y), round(width * self.unit), round(height * self.unit))

    def shape(self, points: list[Point], colour: RGB) -> None:
        """A filled polygon with the figure's outline."""
        corners = [self.at(p) for p in points]
        pygame.draw.polygon(self.surface, colour, corners)
        pygame.draw.polygon(self.surface, OUTLINE, corners, self.line)

    def oval(self, left: float, top: float, width: float, height: float, colour: RGB) -> None:
        rect = self.box(left, top, width, height)
        pygame.draw.ellipse(self.surface, colour, rect)
        pygame.draw.ellipse(self.surface, OUTLINE, rect, self.line)

    def limb(self, start: Point, end: Point, thickness: float, colour: RGB) -> None:
        """An arm or a sceptre: a thick rounded stroke with an outline."""
        a, b = self.at(start), self.at(end)
        width = max(1, round(thickness * self.unit))
        pygame.draw.line(self.surface, OUTLINE, a, b, width + 2 * self.line)
        for point in (a, b):
            pygame.draw.circle(self.surface, OUTLINE, point, width / 2 + self.line)
        pygame.draw.line(self.surface, colour, a, b, width)
        for point in (a, b):
            pygame.draw.circle(self.surface, colour, point, width / 2)


def paint_court_figure(
    surface: pygame.Surface, rank: int, suit: Suit, tint: RGB, draw_mark: MarkPainter
) -> None:
    """Draw the ``rank`` (11 Unter, 12 Ober, 13 König) of ``suit`` standing in ``surface``, on ``tint``."""
    size = surface.get_size()

    def paint(big: pygame.Surface, scale: int) -> None:
        width, height = big.get_size()
        unit = min(width * 0.96, height * 0.94 / FIGURE_HEIGHT)
        origin = ((width - unit) / 2, (height - unit * FIGURE_HEIGHT) / 2)
        figure = Figure(big, origin, unit)
        if rank == KOENIG:
            _king(figure, suit, draw_mark)
        else:
            _soldier(figure, rank, suit, draw_mark)

    surface.blit(supersampled(size, paint, tint), (0, 0))


def _head(figure: Figure, rank: int) -> None:
    """The face, with eyes, and the hair and beard of the rank (the Unter shaves, the König is grey)."""
    hair = DRESS[rank][3]
    figure.oval(0.33, 0.36, 0.34, 0.36, hair)  # hair behind the face
    if rank != UNTER:
        figure.shape([(0.36, 0.58), (0.64, 0.58), (0.58, 0.8), (0.5, 0.86), (0.42, 0.8)], hair)  # beard
    figure.oval(0.37, 0.4, 0.26, 0.3, SKIN)
    for eye in (0.45, 0.55):
        pygame.draw.circle(figure.surface, OUTLINE, figure.at((eye, 0.53)), max(1, figure.unit * 0.022))
    if rank != UNTER:
        figure.shape([(0.42, 0.64), (0.58, 0.64), (0.56, 0.72), (0.5, 0.76), (0.44, 0.72)], hair)


def _king(figure: Figure, suit: Suit, draw_mark: MarkPainter) -> None:
    """Crowned, in a long robe trimmed with ermine, a sceptre in his hand and his suit on his breast."""
    robe, sleeve, shoes, _ = DRESS[KOENIG]
    figure.oval(0.24, 2.34, 0.22, 0.12, shoes)
    figure.oval(0.54, 2.34, 0.22, 0.12, shoes)
    figure.shape([(0.3, 0.8), (0.7, 0.8), (0.92, 2.4), (0.08, 2.4)], robe)
    figure.shape([(0.08, 2.4), (0.92, 2.4), (0.9, 2.26), (0.1, 2.26)], ERMINE)  # the hem
    figure.shape([(0.45, 0.86), (0.55, 0.86), (0.6, 2.26), (0.4, 2.26)], ERMINE)  # down the front
    for spot in ((0.5, 1.3), (0.49, 1.7), (0.51, 2.1), (0.3, 2.33), (0.7, 2.33)):
        pygame.draw.circle(figure.surface, OUTLINE, figure.at(spot), max(1, figure.unit * 0.02))
    figure.oval(0.22, 0.74, 0.56, 0.2, ERMINE)  # the collar
    figure.limb((0.28, 0.9), (0.2, 1.5), 0.14, sleeve)
    figure.limb((0.72, 0.9), (0.82, 1.34), 0.14, sleeve)
    figure.limb((0.88, 0.62), (0.84, 1.9), 0.05, GOLD)  # the sceptre, held upright
    pygame.draw.circle(figure.surface, GOLD, figure.at((0.88, 0.6)), figure.unit * 0.06)
    for hand in ((0.2, 1.52), (0.83, 1.36)):
        pygame.draw.circle(figure.surface, SKIN, figure.at(hand), figure.unit * 0.06)
        pygame.draw.circle(figure.surface, OUTLINE, figure.at(hand), figure.unit * 0.06, figure.line)
    _head(figure, KOENIG)
    draw_crown(figure.surface, figure.box(0.31, 0.12, 0.38, 0.3), GOLD, JEWEL, 3)
    draw_mark(figure.surface, suit, figure.box(0.33, 1.08, 0.34, 0.4))


def _soldier(figure: Figure, rank: int, suit: Suit, draw_mark: MarkPainter) -> None:
    """Ober or Unter: a man in tunic and hose, the Ober's mark held up high, the Unter's held low."""
    tunic, sleeve, hose, _ = DRESS[rank]
    for left in (0.34, 0.52):
        figure.shape([(left, 1.6), (left + 0.14, 1.6), (left + 0.13, 2.32), (left + 0.01, 2.32)], hose)
    figure.oval(0.26, 2.28, 0.24, 0.12, OUTLINE)
    figure.oval(0.5, 2.28, 0.24, 0.12, OUTLINE)
    figure.shape([(0.28, 0.8), (0.72, 0.8), (0.7, 1.38), (0.78, 1.7), (0.22, 1.7), (0.3, 1.38)], tunic)
    figure.shape([(0.3, 1.32), (0.7, 1.32), (0.7, 1.42), (0.3, 1.42)], GOLD)  # the belt
    figure.oval(0.3, 0.74, 0.4, 0.14, ERMINE)  # the collar
    figure.limb((0.3, 0.9), (0.2, 1.46), 0.12, sleeve)
    hand = (0.82, 0.5) if rank == OBER else (0.84, 1.52)
    figure.limb((0.7, 0.9), hand, 0.12, sleeve)
    for spot in ((0.2, 1.48), hand):
        pygame.draw.circle(figure.surface, SKIN, figure.at(spot), figure.unit * 0.06)
        pygame.draw.circle(figure.surface, OUTLINE, figure.at(spot), figure.unit * 0.06, figure.line)
    _head(figure, rank)
    if rank == OBER:
        draw_crown(figure.surface, figure.box(0.26, 0.16, 0.44, 0.3), hose, tunic, 1)  # the plumed hat
        draw_mark(figure.surface, suit, figure.box(0.62, 0.0, 0.38, 0.44))
    else:
        figure.shape([(0.32, 0.46), (0.34, 0.3), (0.5, 0.24), (0.66, 0.3), (0.68, 0.46)], sleeve)  # the cap
        draw_mark(figure.surface, suit, figure.box(0.62, 1.58, 0.38, 0.44))
