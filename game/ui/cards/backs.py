"""Card back designs (DESIGN.md §7: every deck copy has a back, at least six).

Scrooge gives each seat its own deck, so the designs differ in colour *and*
pattern: two players who cannot tell red from green can still tell a lattice
from a checker board. Each back is a white margin round a coloured, patterned
panel with an inner hairline, painted large and shrunk once (see
``shapes.supersampled`` in ``cards/shapes.py``).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator

import pygame

from game.ui.cards.shapes import RGB, star_points, supersampled

MARGIN_WHITE: RGB = (250, 249, 244)
BORDER_GREY: RGB = (150, 150, 150)


def _lattice(panel: pygame.Surface, ink: RGB, step: float, width: int) -> None:
    w, h = panel.get_size()
    offset = -h
    while offset < w + h:
        pygame.draw.line(panel, ink, (offset, 0), (offset + h, h), width)
        pygame.draw.line(panel, ink, (offset + h, 0), (offset, h), width)
        offset += step
    # A dot where the lines cross makes it read as a woven lattice, not a grid.
    for point in _staggered_grid(w, h, step):
        pygame.draw.circle(panel, ink, point, width * 1.6)


def _diamonds(panel: pygame.Surface, ink: RGB, step: float, width: int) -> None:
    w, h = panel.get_size()
    cx, cy = w / 2, h / 2
    radius = (w + h) / 2
    while radius > step / 2:
        points = [(cx, cy - radius), (cx + radius, cy), (cx, cy + radius), (cx - radius, cy)]
        pygame.draw.polygon(panel, ink, points, width)
        radius -= step * 0.7
    pygame.draw.polygon(panel, ink, [(cx, cy - step), (cx + step, cy), (cx, cy + step), (cx - step, cy)])


def _dots(panel: pygame.Surface, ink: RGB, step: float, width: int) -> None:
    w, h = panel.get_size()
    for point in _staggered_grid(w, h, step):
        pygame.draw.circle(panel, ink, point, step * 0.22)


def _staggered_grid(w: int, h: int, step: float) -> Iterator[tuple[float, float]]:
    """Points in rows half a step apart, every other row shifted by half a step."""
    row, y = 0, 0.0
    while y < h + step:
        x = (step / 2) * (row % 2)
        while x < w + step:
            yield (x, y)
            x += step
        y += step / 2
        row += 1


def _stripes(panel: pygame.Surface, ink: RGB, step: float, width: int) -> None:
    w, h = panel.get_size()
    offset = -h
    while offset < w + h:
        pygame.draw.polygon(
            panel,
            ink,
            [(offset, h), (offset + step * 0.45, h), (offset + step * 0.45 + h, 0), (offset + h, 0)],
        )
        pygame.draw.line(panel, ink, (offset + step * 0.72, h), (offset + step * 0.72 + h, 0), width)
        offset += step


def _checker(panel: pygame.Surface, ink: RGB, step: float, width: int) -> None:
    w, h = panel.get_size()
    cell = step * 0.6
    cx, cy = w / 2, h / 2
    rows = int(h / cell / 2) + 2
    cols = int(w / cell / 2) + 2
    for row in range(-rows, rows + 1):
        for col in range(-cols, cols + 1):
            if (row + col) % 2 == 0:
                pygame.draw.rect(
                    panel, ink, (cx + col * cell - cell / 2, cy + row * cell - cell / 2, cell, cell)
                )


def _waves(panel: pygame.Surface, ink: RGB, step: float, width: int) -> None:
    w, h = panel.get_size()
    amplitude = step * 0.28
    y = -step
    while y < h + step:
        points = [(x, y + amplitude * math.sin(x / step * 2 * math.pi)) for x in range(0, w + 4, 4)]
        pygame.draw.lines(panel, ink, False, points, width * 2)
        y += step * 0.5


def _stars(panel: pygame.Surface, ink: RGB, step: float, width: int) -> None:
    w, h = panel.get_size()
    row = 0
    y = 0.0
    while y < h + step:
        x = (step / 2) * (row % 2)
        while x < w + step:
            pygame.draw.polygon(panel, ink, star_points((x, y), step * 0.3))
            x += step
        y += step * 0.55
        row += 1


def _scales(panel: pygame.Surface, ink: RGB, step: float, width: int) -> None:
    w, h = panel.get_size()
    radius = step * 0.5
    row = 0
    y = 0.0
    while y < h + step:
        x = radius * (row % 2)
        while x < w + step:
            pygame.draw.circle(
                panel, ink, (x, y), radius, width, draw_bottom_left=True, draw_bottom_right=True
            )
            x += step
        y += radius * 0.5
        row += 1


# (name, panel colour, pattern ink, pattern): ordered so the first six are the most distinct; the
# name is what the settings call the design.
BACK_DESIGNS: list[tuple[str, RGB, RGB, Callable[[pygame.Surface, RGB, float, int], None]]] = [
    ("blue lattice", (28, 64, 150), (92, 134, 214), _lattice),
    ("red diamonds", (170, 28, 38), (226, 102, 96), _diamonds),
    ("green dots", (24, 112, 62), (98, 186, 120), _dots),
    ("purple stripes", (92, 42, 130), (156, 110, 196), _stripes),
    ("orange checks", (196, 108, 22), (236, 168, 70), _checker),
    ("teal waves", (10, 120, 128), (90, 196, 196), _waves),
    ("gold stars", (24, 30, 62), (200, 170, 80), _stars),
    ("grey scales", (60, 60, 64), (140, 140, 146), _scales),
]
CARD_ASPECT = 0.7  # a card's width over its height, for a back drawn to a given height


def back_name(design: int) -> str:
    """What the settings call a back design ("blue lattice")."""
    return BACK_DESIGNS[design % len(BACK_DESIGNS)][0]


def back_choices(
    back: Callable[[int, tuple[int, int]], pygame.Surface],
    current: int,
    count: int,
    height: int,
    frame: RGB,
) -> pygame.Surface:
    """The backs a choice steps through, as a player sees them: the one before (dimmed), the chosen
    one framed in ``frame``, and the one after (dimmed), wrapping among ``count`` designs.

    ``back(design, size)`` paints one (the card art's cached backs), so the picture is the back the
    table will show; the settings drew only "design 2 of 6" (issue 21).
    """
    size = (max(4, round(height * CARD_ASPECT)), height)
    edge = max(2, height // 14)
    gap = max(3, height // 6)
    strip = pygame.Surface((3 * size[0] + 2 * gap + 2 * edge, height + 2 * edge), pygame.SRCALPHA)
    for place, step in enumerate((-1, 0, 1)):
        spot = (edge + place * (size[0] + gap), edge)
        card = back((current + step) % count, size).copy()
        if step:
            card.fill((150, 150, 150, 255), special_flags=pygame.BLEND_RGBA_MULT)  # the neighbours recede
        else:
            outline = pygame.Rect(spot, size).inflate(2 * edge, 2 * edge)
            pygame.draw.rect(strip, frame, outline, border_radius=edge * 2)
        strip.blit(card, spot)
    return strip


def draw_back(design: int, size: tuple[int, int]) -> pygame.Surface:
    """Paint back ``design`` (0-based, below ``len(BACK_DESIGNS)``) at ``size``."""
    _, base, ink, pattern = BACK_DESIGNS[design]

    def paint(big: pygame.Surface, scale: int) -> None:
        w = big.get_width()
        radius = max(3 * scale, round(w * 0.07))
        pygame.draw.rect(big, BORDER_GREY, big.get_rect(), border_radius=radius)
        pygame.draw.rect(
            big, MARGIN_WHITE, big.get_rect().inflate(-2 * scale, -2 * scale), border_radius=radius
        )
        margin = max(3 * scale, round(w * 0.065))
        panel_rect = big.get_rect().inflate(-2 * margin, -2 * margin)
        panel_radius = max(scale, radius - margin // 2)
        panel = pygame.Surface(panel_rect.size, pygame.SRCALPHA)
        panel.fill((*base, 255))
        step = max(6 * scale, w * 0.13)
        pattern(panel, ink, step, max(1, round(w * 0.012)))
        hairline = max(scale, round(w * 0.012))
        inset = max(2 * scale, round(w * 0.035))
        pygame.draw.rect(
            panel,
            MARGIN_WHITE,
            panel.get_rect().inflate(-2 * inset, -2 * inset),
            hairline,
            border_radius=max(scale, panel_radius - inset),
        )
        mask = pygame.Surface(panel_rect.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=panel_radius)
        panel.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        big.blit(panel, panel_rect)

    return supersampled(size, paint, MARGIN_WHITE)
