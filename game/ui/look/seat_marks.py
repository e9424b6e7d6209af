"""A shape and a hatching per seat, so seats differ without colour (issue 9: colour-blind players).

Seat colours (``theme.SEAT_COLOURS``) are chosen to stay apart under colour blindness, but a
player should never have to rely on colour alone: each seat also has a mark (drawn beside its
name) and a pattern (hatched into its area on the table). Both follow seat order and repeat
only after six seats, like the colours.
"""

from __future__ import annotations

import pygame

from game.ui.cards.shapes import RGB, star_points
from game.ui.look import theme

MARK_NAMES = ("circle", "square", "triangle", "diamond", "star", "cross")
PATTERN_NAMES = ("rising stripes", "dots", "level stripes", "falling stripes", "checks", "upright stripes")


def mark_name(seat: int) -> str:
    return MARK_NAMES[seat % len(MARK_NAMES)]


def pattern_name(seat: int) -> str:
    return PATTERN_NAMES[seat % len(PATTERN_NAMES)]


def draw_seat_mark(surface: pygame.Surface, seat: int, rect: pygame.Rect, colour: RGB) -> None:
    """The seat's shape, filled, inside ``rect``, with a dark rim so it shows on any cloth."""
    name = mark_name(seat)
    x, y, w, h = rect
    cx, cy = rect.center
    points: list[tuple[float, float]]
    if name == "circle":
        pygame.draw.circle(surface, (0, 0, 0), rect.center, min(w, h) / 2)
        pygame.draw.circle(surface, colour, rect.center, min(w, h) / 2 - max(1, w // 12))
        return
    if name == "square":
        points = [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]
    elif name == "triangle":
        points = [(cx, y), (x + w, y + h), (x, y + h)]
    elif name == "diamond":
        points = [(cx, y), (x + w, cy), (cx, y + h), (x, cy)]
    elif name == "star":
        points = star_points((cx, cy), min(w, h) / 2)
    else:
        arm = w / 6
        points = [
            (cx - arm, y), (cx + arm, y), (cx + arm, cy - arm), (x + w, cy - arm), (x + w, cy + arm),
            (cx + arm, cy + arm), (cx + arm, y + h), (cx - arm, y + h), (cx - arm, cy + arm),
            (x, cy + arm), (x, cy - arm), (cx - arm, cy - arm),
        ]  # fmt: skip
    pygame.draw.polygon(surface, colour, points)
    pygame.draw.polygon(surface, (0, 0, 0), points, max(1, w // 12))


def paint_seat_pattern(
    surface: pygame.Surface, seat: int, colour: tuple[int, int, int, int], step: int
) -> None:
    """Hatch all of ``surface`` (a seat area, with alpha) in the seat pattern, lines ``step`` apart."""
    name = pattern_name(seat)
    width, height = surface.get_size()
    step = max(4, step)
    line = max(1, step // 5)
    if name == "dots":
        for y in range(step // 2, height, step):
            for x in range(step // 2 + (y // step % 2) * step // 2, width, step):
                pygame.draw.circle(surface, colour, (x, y), line + 1)
        return
    if name in ("level stripes", "checks"):
        for y in range(0, height, step):
            pygame.draw.line(surface, colour, (0, y), (width, y), line)
    if name in ("upright stripes", "checks"):
        for x in range(0, width, step):
            pygame.draw.line(surface, colour, (x, 0), (x, height), line)
    if name in ("rising stripes", "falling stripes"):
        for offset in range(-height, width, step):
            if name == "rising stripes":
                pygame.draw.line(surface, colour, (offset, height), (offset + height, 0), line)
            else:
                pygame.draw.line(surface, colour, (offset, 0), (offset + height, height), line)


def draw_mark_before(surface: pygame.Surface, seat: int, midleft: tuple[float, float], pixels: int) -> int:
    """The seat's mark in its colour, ``pixels`` high, its left edge middle at ``midleft``; returns the x
    where the seat's name goes on, so a name in a list, a sheet or a chart never leans on colour alone."""
    size = max(6, round(pixels * 0.8))
    box = pygame.Rect(0, 0, size, size)
    box.midleft = (round(midleft[0]), round(midleft[1]))
    draw_seat_mark(surface, seat, box, theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)])
    return box.right + max(3, pixels // 3)
