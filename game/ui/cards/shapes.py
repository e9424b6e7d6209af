"""Vector shapes for card faces: suit marks, stars and crowns (DESIGN.md §7).

pygame's default font has no suit glyphs, so every mark is built from
polygons and circles. Shapes are described in a unit box (x and y from 0 to
1) and drawn at a chosen pixel rectangle; callers draw at a multiple of the
target size and shrink once with ``smoothscale``, which gives antialiased
edges that pygame's plain polygon filler cannot.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator

import pygame

from game.core.cards import Suit

Point = tuple[float, float]
RGB = tuple[int, int, int]

# Width over height of each suit mark, so pips keep their proportions.
SUIT_ASPECT: dict[Suit, float] = {
    Suit.CLUBS: 1.0,
    Suit.DIAMONDS: 0.78,
    Suit.HEARTS: 1.04,
    Suit.SPADES: 0.94,
}

SUPERSAMPLE = 4


def _quad(start: Point, control: Point, end: Point, steps: int = 24) -> Iterator[Point]:
    """Points of a quadratic Bézier curve, start excluded, end included."""
    for i in range(1, steps + 1):
        t = i / steps
        u = 1 - t
        yield (
            u * u * start[0] + 2 * u * t * control[0] + t * t * end[0],
            u * u * start[1] + 2 * u * t * control[1] + t * t * end[1],
        )


def _arc(centre: Point, radius: float, start_deg: float, end_deg: float, steps: int = 32) -> Iterator[Point]:
    """Points along a circle arc in screen coordinates (y grows downwards)."""
    for i in range(steps + 1):
        angle = math.radians(start_deg + (end_deg - start_deg) * i / steps)
        yield centre[0] + radius * math.cos(angle), centre[1] + radius * math.sin(angle)


def _heart_outline(flip: bool = False, height: float = 1.0) -> list[Point]:
    """A full-lobed playing-card heart: two round lobes and gently convex sides to the tip.

    With ``flip`` the point is on top, which is the body of a spade.
    """
    radius = 0.265
    left = (radius, radius + 0.01)
    tip = (0.5, 0.97)
    points: list[Point] = []
    # Left lobe from the cleft over the top to the side, then a curve down to the tip.
    points += list(_arc(left, radius, -20, -180 - 28))
    side_start = points[-1]
    points += list(_quad(side_start, (0.12, 0.72), tip))
    points += [(1 - x, y) for x, y in reversed(points[:-1])]
    points.append((0.5, 0.16))
    if flip:
        points = [(x, 1 - y) for x, y in points]
    return [(x, y * height) for x, y in points]


def _stem(top_y: float, half_width: float) -> list[Point]:
    """The flared foot of a spade or club: narrow at the join, concave sides, wide base."""
    left = [(0.5 - 0.025, top_y), *list(_quad((0.5 - 0.025, top_y), (0.48, 0.93), (0.5 - half_width, 1.0)))]
    right = [(1 - x, y) for x, y in reversed(left)]
    return left + right


def draw_suit(surface: pygame.Surface, suit: Suit, rect: pygame.Rect, colour: RGB) -> None:
    """Fill the suit mark into ``rect`` (which should have the suit's aspect)."""

    def to_px(point: Point) -> tuple[float, float]:
        return rect.x + point[0] * rect.width, rect.y + point[1] * rect.height

    def poly(points: list[Point]) -> None:
        pygame.draw.polygon(surface, colour, [to_px(p) for p in points])

    def circle(centre: Point, radius: float) -> None:
        pygame.draw.circle(surface, colour, to_px(centre), radius * rect.width)

    if suit is Suit.HEARTS:
        poly(_heart_outline())
    elif suit is Suit.SPADES:
        poly(_heart_outline(flip=True, height=0.8))
        poly(_stem(0.6, 0.2))
    elif suit is Suit.DIAMONDS:
        bow = 0.07
        top, right, bottom, left = (0.5, 0.0), (1.0, 0.5), (0.5, 1.0), (0.0, 0.5)
        points = [top]
        for start, end in ((top, right), (right, bottom), (bottom, left), (left, top)):
            mid = ((start[0] + end[0]) / 2, (start[1] + end[1]) / 2)
            control = (mid[0] + (0.5 - mid[0]) * bow * 4, mid[1] + (0.5 - mid[1]) * bow * 4)
            points += list(_quad(start, control, end))
        poly(points)
    else:
        radius = 0.235
        circle((0.5, 0.25), radius)
        circle((0.5 - 0.265, 0.6), radius)
        circle((0.5 + 0.265, 0.6), radius)
        poly([(0.5, 0.3), (0.27, 0.58), (0.73, 0.58)])
        poly(_stem(0.5, 0.2))


def star_points(centre: Point, outer: float, inner_ratio: float = 0.42, points: int = 5) -> list[Point]:
    """Corners of an upright star, for jokers and back designs."""
    corners = []
    for i in range(points * 2):
        radius = outer if i % 2 == 0 else outer * inner_ratio
        angle = -math.pi / 2 + i * math.pi / points
        corners.append((centre[0] + radius * math.cos(angle), centre[1] + radius * math.sin(angle)))
    return corners


def draw_crown(surface: pygame.Surface, rect: pygame.Rect, colour: RGB, jewel: RGB, peaks: int) -> None:
    """A crown (3 peaks: king), coronet (5 peaks: queen) or a plumed cap (1 peak: jack)."""
    x, y, w, h = rect
    if peaks == 1:
        # Jack's feathered cap: a peaked hat with an upturned brim and a plume.
        def to_px(points: list[Point]) -> list[Point]:
            return [(x + w * px, y + h * py) for px, py in points]

        plume = [(0.42, 0.5), *_quad((0.42, 0.5), (0.5, 0.0), (0.92, 0.0))]
        plume += list(_quad((0.92, 0.0), (0.62, 0.16), (0.5, 0.56)))
        pygame.draw.polygon(surface, jewel, to_px(plume))
        hat = [(0.04, 0.74), *_quad((0.04, 0.74), (0.18, 0.12), (0.5, 0.2))]
        hat += list(_quad((0.5, 0.2), (0.78, 0.28), (0.8, 0.62)))
        hat += list(_quad((0.8, 0.62), (1.0, 0.6), (1.0, 0.5)))
        hat += list(_quad((1.0, 0.5), (1.0, 1.0), (0.4, 1.0)))
        hat += list(_quad((0.4, 1.0), (0.0, 1.0), (0.04, 0.74)))
        pygame.draw.polygon(surface, colour, to_px(hat))
        pygame.draw.polygon(surface, jewel, to_px([(0.1, 0.7), (0.8, 0.64), (0.82, 0.76), (0.1, 0.84)]))
        return
    # A band with ``peaks`` points, each topped by a ball; the middle one stands tallest.
    ball = h * (0.09 if peaks > 3 else 0.12)
    inset = ball / w + 0.01
    outline: list[Point] = [(inset, 0.72)]
    for j in range(peaks):
        px = inset + (1 - 2 * inset) * j / (peaks - 1)
        if j:
            outline.append((px - (1 - 2 * inset) / (peaks - 1) / 2, 0.5))
        outline.append((px, 0.08 + ball / h if j == peaks // 2 else 0.2 + ball / h))
    outline.append((1 - inset, 0.72))
    points = [(x + w * px, y + h * py) for px, py in outline]
    pygame.draw.polygon(surface, colour, points)
    for j in range(peaks):
        pygame.draw.circle(surface, colour, points[1 + 2 * j], ball)
    band = pygame.Rect(round(x + w * inset), round(y + h * 0.68), round(w * (1 - 2 * inset)), round(h * 0.32))
    pygame.draw.rect(surface, colour, band, border_radius=round(h * 0.06))
    for j in range(peaks):
        centre = (band.left + band.width * (j + 0.5) / peaks, band.centery)
        pygame.draw.circle(surface, jewel, centre, h * (0.08 if peaks > 3 else 0.1))


def court_pattern(surface: pygame.Surface, rank: int, ink: RGB, step: int, scale: int) -> None:
    """A faint background per court rank: pinstripes (J), dots (Q), lattice (K)."""
    w, h = surface.get_size()
    if rank == 11:
        for x in range(step // 2, w, step // 2):
            pygame.draw.line(surface, ink, (x, 0), (x, h), scale)
    elif rank == 12:
        for row, y in enumerate(range(0, h + step, step // 2)):
            for x in range((step // 2) * (row % 2), w + step, step):
                pygame.draw.circle(surface, ink, (x, y), step * 0.14)
    else:
        for x in range(-h, w + h, step):
            pygame.draw.line(surface, ink, (x, h), (x + h, 0), scale)
            pygame.draw.line(surface, ink, (x, 0), (x + h, h), scale)


def supersampled(
    size: tuple[int, int], paint: Callable[[pygame.Surface, int], None], tint: RGB
) -> pygame.Surface:
    """Run ``paint`` on a surface ``SUPERSAMPLE`` times larger and shrink it to ``size``.

    The big surface starts as ``tint`` with zero alpha, so shrinking blends edge
    pixels towards the shape's own colour instead of towards black.
    """
    scale = SUPERSAMPLE
    big = pygame.Surface((size[0] * scale, size[1] * scale), pygame.SRCALPHA)
    big.fill((*tint, 0))
    paint(big, scale)
    return pygame.transform.smoothscale(big, size)


def suit_sprite(suit: Suit, height: int, colour: RGB) -> pygame.Surface:
    """An antialiased suit mark ``height`` pixels tall on a transparent surface."""
    height = max(3, height)
    width = max(3, round(height * SUIT_ASPECT[suit]))

    def paint(big: pygame.Surface, scale: int) -> None:
        draw_suit(big, suit, big.get_rect(), colour)

    return supersampled((width, height), paint, colour)
