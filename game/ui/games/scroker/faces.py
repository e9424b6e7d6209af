"""Scroker card faces drawn by code (DESIGN.md §7): letter cards with a lemon, lime, animal or chili mark.

Each suit has its own mark *and* its own ink, so a suit reads by shape as well
as by colour: Lemons sit on a long yellow lemon with pointed ends, Limes on a
round green lime with a leaf, Animals show a paw print and the animal's name
under the letter, and Chili Peppers show as many red peppers as the card
counts. The Unicorn, which outranks every card, has its own lavender and gold
panel with a horn; the wild [Scroker] is a navy panel with a gold star and all
four marks. Corner indices (the letter over a small mark, and a chili's count)
stand upright in both corners, since an upside-down M reads as a W. ``CardArt``
owns the cache; this module only paints.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import pygame

from game.rules.scroker.cards import ScrokerCard, Suit
from game.ui.cards.face_parts import GameFaces
from game.ui.cards.shapes import RGB, star_points, supersampled

Point = tuple[float, float]

# Letter ink per suit: dark enough to read on ivory and on the suit's own fruit.
SUIT_INK: dict[Suit, RGB] = {
    Suit.LEMON: (125, 85, 0),
    Suit.LIME: (15, 85, 25),
    Suit.ANIMAL: (40, 60, 150),
    Suit.CHILI: (190, 20, 30),
}
LEMON_YELLOW: RGB = (250, 214, 50)
LEMON_RIND: RGB = (196, 146, 0)
LIME_GREEN: RGB = (146, 204, 72)
LIME_RIND: RGB = (58, 128, 34)
LEAF_GREEN: RGB = (34, 110, 40)
PAW_TINT: RGB = (222, 228, 246)
PEPPER_RED: RGB = (214, 30, 36)
PEPPER_DARK: RGB = (140, 10, 20)
STEM_GREEN: RGB = (40, 120, 40)
UNICORN_INK: RGB = (118, 40, 168)
UNICORN_TINT: RGB = (240, 230, 252)
GOLD: RGB = (214, 164, 40)
GOLD_DARK: RGB = (150, 104, 10)
WILD_NAVY: RGB = (26, 32, 74)
HIGHLIGHT: RGB = (255, 255, 235)

# Width over height of each small mark.
MARK_ASPECT: dict[str, float] = {
    "lemon": 1.45,
    "lime": 1.1,
    "paw": 1.0,
    "pepper": 0.62,
    "horn": 0.7,
    "star": 1.05,
}
SUIT_MARK: dict[Suit, str] = {
    Suit.LEMON: "lemon",
    Suit.LIME: "lime",
    Suit.ANIMAL: "paw",
    Suit.CHILI: "pepper",
}
# Where each count of peppers sits, as (column, row) in a 3-wide, 2-high grid.
PEPPER_SPOTS: dict[int, list[tuple[float, float]]] = {
    1: [(0, 0.5)],
    2: [(-0.5, 0.5), (0.5, 0.5)],
    3: [(-1, 0.5), (0, 0.5), (1, 0.5)],
    4: [(-0.5, 0), (0.5, 0), (-0.5, 1), (0.5, 1)],
    5: [(-1, 0), (0, 0), (1, 0), (-0.5, 1), (0.5, 1)],
}


# Shapes -----------------------------------------------------------------------


def _fit(
    points: Sequence[Point], rect: pygame.Rect, bounds: tuple[float, float, float, float]
) -> list[Point]:
    """Scale points drawn inside ``bounds`` (left, top, right, bottom) into ``rect``, keeping proportions."""
    left, top, right, bottom = bounds
    scale = min(rect.width / (right - left), rect.height / (bottom - top))
    dx = rect.x + (rect.width - (right - left) * scale) / 2 - left * scale
    dy = rect.y + (rect.height - (bottom - top) * scale) / 2 - top * scale
    return [(x * scale + dx, y * scale + dy) for x, y in points]


def _ellipse(centre: Point, rx: float, ry: float, tilt: float = 0.0, steps: int = 40) -> list[Point]:
    cos_t, sin_t = math.cos(tilt), math.sin(tilt)
    points = []
    for i in range(steps):
        angle = 2 * math.pi * i / steps
        x, y = rx * math.cos(angle), ry * math.sin(angle)
        points.append((centre[0] + x * cos_t - y * sin_t, centre[1] + x * sin_t + y * cos_t))
    return points


def _line_width(rect: pygame.Rect, share: float) -> int:
    return max(1, round(min(rect.width, rect.height) * share))


def draw_lemon(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A whole lemon lying on its side: an oval with a pointed nub at each end, and a shine."""
    tilt = math.radians(-14)
    outline = []
    for i in range(72):
        angle = 2 * math.pi * i / 72
        c, s = math.cos(angle), math.sin(angle)
        x, y = c * (1 + 0.2 * c**12), 0.68 * s
        outline.append((x * math.cos(tilt) - y * math.sin(tilt), x * math.sin(tilt) + y * math.cos(tilt)))
    bounds = (-1.2, -0.82, 1.2, 0.82)
    body = _fit(outline, rect, bounds)
    pygame.draw.polygon(surface, LEMON_YELLOW, body)
    pygame.draw.polygon(surface, LEMON_RIND, body, _line_width(rect, 0.06))
    shine = _fit(_ellipse((-0.35, -0.32), 0.32, 0.1, tilt), rect, bounds)
    pygame.draw.polygon(surface, HIGHLIGHT, shine)


def draw_lime(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A round lime with a small nub and a dark leaf at its top right, and a shine."""
    bounds = (-1.05, -1.35, 1.35, 1.05)
    leaf = _fit(
        [*_lens((0.35, -0.78), (1.3, -1.3), 0.3)],
        rect,
        bounds,
    )
    pygame.draw.polygon(surface, LEAF_GREEN, leaf)
    body = _fit(_ellipse((0, 0), 1.0, 0.94), rect, bounds)
    pygame.draw.polygon(surface, LIME_GREEN, body)
    pygame.draw.polygon(surface, LIME_RIND, body, _line_width(rect, 0.07))
    nub = _fit(_ellipse((0.72, -0.66), 0.13, 0.1, math.radians(-45)), rect, bounds)
    pygame.draw.polygon(surface, LIME_RIND, nub)
    shine = _fit(_ellipse((-0.4, -0.4), 0.26, 0.12, math.radians(-40)), rect, bounds)
    pygame.draw.polygon(surface, HIGHLIGHT, shine)


def _lens(start: Point, end: Point, bulge: float, steps: int = 16) -> list[Point]:
    """A leaf shape: two arcs between ``start`` and ``end``, ``bulge`` of its length wide."""
    (x0, y0), (x1, y1) = start, end
    length = math.hypot(x1 - x0, y1 - y0)
    nx, ny = -(y1 - y0) / length, (x1 - x0) / length
    side_a, side_b = [], []
    for i in range(steps + 1):
        t = i / steps
        width = bulge * length * math.sin(math.pi * t) / 2
        px, py = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t
        side_a.append((px + nx * width, py + ny * width))
        side_b.append((px - nx * width, py - ny * width))
    return side_a + side_b[::-1]


def draw_paw(surface: pygame.Surface, rect: pygame.Rect, colour: RGB) -> None:
    """A paw print: one broad pad and four toes, the Animals' mark."""
    bounds = (-1.0, -1.0, 1.0, 1.0)
    pad = _fit(_ellipse((0, 0.42), 0.56, 0.46), rect, bounds)
    pygame.draw.polygon(surface, colour, pad)
    for x, y, tilt in ((-0.74, -0.2, 0.5), (-0.28, -0.66, 0.15), (0.28, -0.66, -0.15), (0.74, -0.2, -0.5)):
        toe = _fit(_ellipse((x, y), 0.2, 0.27, tilt), rect, bounds)
        pygame.draw.polygon(surface, colour, toe)


def _pepper_outline() -> tuple[list[Point], list[Point], Point]:
    """(body, green cap, stem top) of a chili hanging down and curling left, in a unit box."""
    start, control, end = (0.0, -0.62), (0.35, 0.2), (-0.3, 0.98)
    left, right = [], []
    steps = 28
    for i in range(steps + 1):
        t = i / steps
        u = 1 - t
        x = u * u * start[0] + 2 * u * t * control[0] + t * t * end[0]
        y = u * u * start[1] + 2 * u * t * control[1] + t * t * end[1]
        dx = 2 * u * (control[0] - start[0]) + 2 * t * (end[0] - control[0])
        dy = 2 * u * (control[1] - start[1]) + 2 * t * (end[1] - control[1])
        norm = math.hypot(dx, dy)
        nx, ny = -dy / norm, dx / norm
        half = 0.3 * (1 - t**1.7) + 0.015
        left.append((x + nx * half, y + ny * half))
        right.append((x - nx * half, y - ny * half))
    shoulder = [(start[0] + 0.3 * math.cos(a), start[1] + 0.3 * math.sin(a)) for a in _angles(180, 360)]
    body = left[::-1] + shoulder + right
    cap = _ellipse((start[0], start[1] - 0.08), 0.3, 0.12)
    return body, cap, (start[0] + 0.12, start[1] - 0.36)


def _angles(start_deg: float, end_deg: float, steps: int = 12) -> list[float]:
    return [math.radians(start_deg + (end_deg - start_deg) * i / steps) for i in range(steps + 1)]


def draw_pepper(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A red chili pepper with a green cap and stem, the Chili Peppers' mark (one per pepper counted)."""
    bounds = (-0.5, -1.0, 0.5, 1.0)
    body, cap, stem_top = _pepper_outline()
    width = _line_width(rect, 0.09)
    stem = _fit([(0.0, -0.64), stem_top], rect, bounds)
    pygame.draw.line(surface, STEM_GREEN, stem[0], stem[1], max(1, round(width * 1.3)))
    pygame.draw.polygon(surface, PEPPER_RED, _fit(body, rect, bounds))
    pygame.draw.polygon(surface, PEPPER_DARK, _fit(body, rect, bounds), max(1, width // 2))
    pygame.draw.polygon(surface, STEM_GREEN, _fit(cap, rect, bounds))
    shine = _fit(_ellipse((-0.04, -0.25), 0.05, 0.22, math.radians(-12)), rect, bounds)
    pygame.draw.polygon(surface, (255, 150, 140), shine)


def draw_horn(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The Unicorn's spiral horn: a gold cone leaning right, with grooves round it."""
    bounds = (-0.5, -1.0, 0.5, 1.0)
    tip, base_left, base_right = (0.3, -1.0), (-0.42, 0.95), (0.12, 1.0)
    cone = _fit([tip, base_right, base_left], rect, bounds)
    pygame.draw.polygon(surface, GOLD, cone)
    width = _line_width(rect, 0.06)
    for t in (0.2, 0.38, 0.56, 0.74, 0.9):
        a = (tip[0] + (base_left[0] - tip[0]) * t, tip[1] + (base_left[1] - tip[1]) * t)
        b = (tip[0] + (base_right[0] - tip[0]) * (t - 0.08), tip[1] + (base_right[1] - tip[1]) * (t - 0.08))
        groove = _fit([a, b], rect, bounds)
        pygame.draw.line(surface, GOLD_DARK, groove[0], groove[1], width)
    pygame.draw.polygon(surface, GOLD_DARK, cone, width)


def draw_star(surface: pygame.Surface, rect: pygame.Rect, fill: RGB, edge: RGB) -> None:
    """A five-pointed star, the [Scroker] wild's mark."""
    outer = rect.height / (1 + math.cos(math.pi / 5))
    points = star_points((rect.centerx, rect.y + outer), outer, 0.45)
    pygame.draw.polygon(surface, fill, points)
    pygame.draw.polygon(surface, edge, points, _line_width(rect, 0.07))


def mark_sprite(mark: str, height: int, colour: RGB = SUIT_INK[Suit.ANIMAL]) -> pygame.Surface:
    """An antialiased mark (``lemon lime paw pepper horn star``) ``height`` pixels tall."""
    height = max(4, height)
    width = max(3, round(height * MARK_ASPECT[mark]))

    def paint(big: pygame.Surface, scale: int) -> None:
        box = big.get_rect()
        if mark == "lemon":
            draw_lemon(big, box)
        elif mark == "lime":
            draw_lime(big, box)
        elif mark == "paw":
            draw_paw(big, box, colour)
        elif mark == "pepper":
            draw_pepper(big, box)
        elif mark == "horn":
            draw_horn(big, box)
        else:
            draw_star(big, box, GOLD, WILD_NAVY)

    return supersampled((width, height), paint, colour)


# Faces ------------------------------------------------------------------------


class ScrokerFaces(GameFaces):
    """Paints Scroker faces with the French faces' card blank, corner metrics and lettering."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # Large indices take room from the middle, so the picture there shrinks to stay clear of them.
        self._centre = 0.8 if self.large_indices else 1.0

    def paint(self, card: ScrokerCard, size: tuple[int, int]) -> pygame.Surface:
        """A new surface with ``card``'s face; the caller caches it."""
        width, height = size
        surface = self._blank(size).copy()
        if card.is_wild:
            self._paint_wild(surface)
        elif card.is_unicorn:
            self._paint_unicorn(surface, card)
        elif card.suit is Suit.ANIMAL:
            self._paint_animal(surface, card)
        elif card.suit is Suit.CHILI:
            self._paint_chili(surface, card)
        else:
            self._paint_fruit(surface, card)
        margin, column, _ = self._index_metrics(width)
        corner = self._corner(card, width)
        top = round(width * 0.07)
        left = round(margin + (column - corner.get_width()) / 2)
        surface.blit(corner, (left, top))
        surface.blit(corner, (width - left - corner.get_width(), height - top - corner.get_height()))
        return surface

    # Pieces -------------------------------------------------------------------

    def _mark(self, mark: str, height: int, colour: RGB = SUIT_INK[Suit.ANIMAL]) -> pygame.Surface:
        key = ("scroker mark", (mark, colour), (height, height))
        if key not in self._cache:
            self._cache[key] = mark_sprite(mark, height, colour)
        return self._cache[key]

    @staticmethod
    def _ink(card: ScrokerCard) -> RGB:
        if card.suit is None:
            return WILD_NAVY
        return UNICORN_INK if card.is_unicorn else SUIT_INK[card.suit]

    def _corner(self, card: ScrokerCard, width: int) -> pygame.Surface:
        """The index block: the letter (? for the wild) over the suit's small mark, and a chili's count."""
        _, column, cap = self._index_metrics(width)
        colour = self._ink(card)
        rows = [self._text(card.letter or "?", cap, colour, column * 1.4)]
        mark_h = round(cap * (0.66 if self.large_indices else 0.8))
        if card.suit is None:
            rows.append(self._mark("star", mark_h))
        elif card.is_unicorn:
            rows.append(self._mark("horn", round(mark_h * 1.15)))
        elif card.suit is Suit.CHILI:
            rows.append(self._pepper_count(card.peppers, mark_h, cap, colour))
        else:
            rows.append(self._mark(SUIT_MARK[card.suit], mark_h, colour))
        gap = max(1, round(cap * 0.16))
        column_px = max(round(column), *(row.get_width() for row in rows))
        block_h = sum(row.get_height() for row in rows) + gap * (len(rows) - 1)
        block = pygame.Surface((column_px, block_h), pygame.SRCALPHA)
        y = 0
        for row in rows:
            block.blit(row, ((column_px - row.get_width()) // 2, y))
            y += row.get_height() + gap
        return block

    def _pepper_count(self, peppers: int, mark_h: int, cap: float, colour: RGB) -> pygame.Surface:
        """A small pepper with the card's pepper count beside it, one row so a fanned corner shows both."""
        pepper = self._mark("pepper", round(mark_h * 1.1))
        digit = self._text(str(peppers), cap * 0.6, colour, 0)
        gap = max(1, round(cap * 0.06))
        row = pygame.Surface(
            (pepper.get_width() + gap + digit.get_width(), max(pepper.get_height(), digit.get_height())),
            pygame.SRCALPHA,
        )
        row.blit(pepper, (0, 0))
        row.blit(digit, (pepper.get_width() + gap, row.get_height() - digit.get_height()))
        return row

    def _big_letter(self, card: ScrokerCard, width: int, colour: RGB) -> pygame.Surface:
        return self._text(card.letter, width * 0.3 * self._centre, colour, width * 0.46 * self._centre)

    def _paint_fruit(self, surface: pygame.Surface, card: ScrokerCard) -> None:
        """Lemons and Limes: a large fruit across the middle with the letter on it."""
        width, height = surface.get_size()
        assert card.suit is not None
        if card.suit is Suit.LEMON:
            fruit = self._mark("lemon", round(width * 0.43 * self._centre))
            centre = (width // 2, height // 2)
        else:
            fruit = self._mark("lime", round(width * 0.55 * self._centre))
            centre = (round(width * 0.48), round(height * 0.5 - width * 0.03))
        surface.blit(fruit, fruit.get_rect(center=centre))
        letter = self._big_letter(card, width, SUIT_INK[card.suit])
        middle = (
            (width // 2, height // 2) if card.suit is Suit.LEMON else (centre[0], centre[1] + width * 0.03)
        )
        surface.blit(letter, letter.get_rect(center=middle))

    def _paint_animal(self, surface: pygame.Surface, card: ScrokerCard) -> None:
        """Animals: a pale paw behind the letter and the animal's name under it."""
        width, height = surface.get_size()
        ink = SUIT_INK[Suit.ANIMAL]
        paw = self._mark("paw", round(width * 0.5 * self._centre), PAW_TINT)
        letter = self._big_letter(card, width, ink)
        centre = (width // 2, round(height * 0.4))
        surface.blit(paw, paw.get_rect(center=(centre[0], centre[1] - round(width * 0.02))))
        surface.blit(letter, letter.get_rect(center=centre))
        self._paint_name(surface, card.animal, ink, centre[1] + letter.get_height() // 2, width * 0.56)

    def _paint_name(
        self, surface: pygame.Surface, name: str, ink: RGB, letter_bottom: int, room: float
    ) -> None:
        """The animal's name in capitals under the letter, narrowed to ``room`` pixels if long."""
        width = surface.get_width()
        label = self._text(name.upper(), width * 0.09, ink, room)
        surface.blit(label, label.get_rect(midtop=(width // 2, letter_bottom + round(width * 0.06))))

    def _paint_chili(self, surface: pygame.Surface, card: ScrokerCard) -> None:
        """Chili Peppers: the letter, and under it as many red peppers as the card counts."""
        width, height = surface.get_size()
        letter = self._big_letter(card, width, SUIT_INK[Suit.CHILI])
        rows = 1 if card.peppers <= 3 else 2
        pepper = self._mark("pepper", round(width * (0.25 if rows == 1 else 0.2) * self._centre))
        step_x = width * 0.15 * self._centre
        step_y = pepper.get_height() * 0.92
        gap = width * 0.06
        group = letter.get_height() + gap + pepper.get_height() + (rows - 1) * step_y
        centre = (width // 2, round((height - group) / 2 + letter.get_height() / 2))
        surface.blit(letter, letter.get_rect(center=centre))
        first_y = centre[1] + letter.get_height() / 2 + gap + pepper.get_height() / 2
        for column, row in PEPPER_SPOTS[card.peppers]:
            y = first_y + (row if rows == 2 else 0) * step_y
            spot = (round(width / 2 + column * step_x), round(y))
            surface.blit(pepper, pepper.get_rect(center=spot))

    def _panel(self, surface: pygame.Surface, fill: RGB, edge: RGB) -> pygame.Rect:
        """A rounded, edged panel inside the corner columns, for the two special cards."""
        width, height = surface.get_size()
        margin, column, _ = self._index_metrics(width)
        inner = round(margin + column + width * 0.035)
        panel = pygame.Rect(inner, round(width * 0.07), width - 2 * inner, height - round(width * 0.14))

        def paint(big: pygame.Surface, scale: int) -> None:
            radius = round(big.get_width() * 0.12)
            pygame.draw.rect(big, edge, big.get_rect(), border_radius=radius)
            line = max(scale, round(width * 0.025 * scale))
            pygame.draw.rect(big, fill, big.get_rect().inflate(-2 * line, -2 * line), border_radius=radius)

        surface.blit(supersampled(panel.size, paint, fill), panel)
        return panel

    def _paint_unicorn(self, surface: pygame.Surface, card: ScrokerCard) -> None:
        """The Unicorn: lavender and gold, a horn over the letter, stars beside it, its name below."""
        width, _ = surface.get_size()
        panel = self._panel(surface, UNICORN_TINT, GOLD)
        horn = self._mark("horn", round(width * 0.3))
        horn_rect = surface.blit(horn, horn.get_rect(midtop=(panel.centerx, panel.top + round(width * 0.1))))
        star = self._mark("star", round(width * 0.1))
        surface.blit(star, star.get_rect(center=(horn_rect.left - round(width * 0.04), horn_rect.centery)))
        surface.blit(star, star.get_rect(center=(horn_rect.right + round(width * 0.04), horn_rect.top)))
        letter = self._big_letter(card, width, UNICORN_INK)
        letter_rect = surface.blit(
            letter, letter.get_rect(midtop=(panel.centerx, horn_rect.bottom + round(width * 0.05)))
        )
        self._paint_name(
            surface, card.animal, UNICORN_INK, letter_rect.bottom - round(width * 0.02), panel.width * 0.86
        )

    def _paint_wild(self, surface: pygame.Surface) -> None:
        """The [Scroker] wild: a navy panel, a gold star, the four suit marks and the word SCROKER."""
        width, _ = surface.get_size()
        panel = self._panel(surface, WILD_NAVY, GOLD)
        star = self._mark("star", round(width * 0.34))
        star_rect = surface.blit(
            star, star.get_rect(center=(panel.centerx, panel.centery - round(width * 0.1)))
        )
        small = round(width * 0.1)
        marks = [
            self._mark("lemon", small),
            self._mark("lime", small),
            self._mark("paw", small, PAW_TINT),
            self._mark("pepper", round(small * 1.3)),
        ]
        spots = [
            (panel.left + panel.width * 0.27, panel.top + width * 0.1),
            (panel.right - panel.width * 0.27, panel.top + width * 0.1),
            (panel.left + panel.width * 0.27, star_rect.bottom + width * 0.22),
            (panel.right - panel.width * 0.27, star_rect.bottom + width * 0.22),
        ]
        for mark, spot in zip(marks, spots, strict=True):
            surface.blit(mark, mark.get_rect(center=(round(spot[0]), round(spot[1]))))
        word = self._text("SCROKER", width * 0.065, GOLD, panel.width * 0.84)
        surface.blit(word, word.get_rect(midtop=(panel.centerx, star_rect.bottom + round(width * 0.05))))
