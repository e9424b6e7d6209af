"""Scorzo card faces drawn by code (DESIGN.md §7): five suits, numbers 1–10 and the wild.

Each suit has its own shape *and* its own colour. The shape carries the suit, so
a player who cannot tell two colours apart still reads the card; the colours are
chosen to stay apart under simulated protan, deutan and tritan vision (least
CIELAB ΔE about 22 between any two) and to contrast at least 3.9:1 with the
ivory card. A numbered card is laid out like a French pip card: the number and
a small suit mark in two corners, pips in the middle. The wild shows all five
marks round the word WILD and a five-coloured wheel in its corners, so it cannot
be taken for a French joker (a star in a gold ring). ``CardArt`` owns the cache;
this module only paints.
"""

from __future__ import annotations

import math

import pygame

from game.core.cards import Suit as FrenchSuit
from game.rules.scorzo.cards import SUITS, ScorzoCard, Suit
from game.ui.cards.face_parts import GameFaces
from game.ui.cards.pip_layout import fitted_pips
from game.ui.cards.shapes import RGB, draw_suit, star_points, supersampled

# Amber stars, blue squares, charcoal triangles, teal circles, crimson hearts.
SUIT_INK: dict[Suit, RGB] = {
    Suit.STARS: (176, 112, 0),
    Suit.SQUARES: (20, 70, 180),
    Suit.TRIANGLES: (30, 30, 36),
    Suit.CIRCLES: (0, 128, 120),
    Suit.HEARTS: (190, 0, 50),
}
WILD_INK: RGB = (30, 30, 36)
WHITE: RGB = (255, 255, 255)

# Width over height of each mark, so pips keep their proportions.
MARK_ASPECT: dict[Suit, float] = {
    Suit.STARS: 1.05,
    Suit.SQUARES: 1.0,
    Suit.TRIANGLES: 1.13,
    Suit.CIRCLES: 1.0,
    Suit.HEARTS: 1.04,
}

# Scorzo marks are never turned over in the lower half, so a triangle always points up;
# numbers above this show a large number instead (_paint_big_number). Large indices
# leave a narrower middle, where four or more pips would shrink to specks.
PIPS_UP_TO, PIPS_UP_TO_LARGE_INDICES = 6, 3


def draw_mark(surface: pygame.Surface, suit: Suit, rect: pygame.Rect, colour: RGB) -> None:
    """Fill the Scorzo suit mark into ``rect`` (which should have the mark's aspect).

    Squares and circles are drawn a little inside the box and triangles and stars
    fill it, so all five look about equally heavy.
    """
    x, y, w, h = rect
    if suit is Suit.STARS:
        outer = h / (1 + math.cos(math.pi / 5))
        pygame.draw.polygon(surface, colour, star_points((x + w / 2, y + outer), outer, 0.44))
    elif suit is Suit.SQUARES:
        inner = rect.inflate(-round(w * 0.12), -round(h * 0.12))
        pygame.draw.rect(surface, colour, inner, border_radius=round(w * 0.06))
    elif suit is Suit.TRIANGLES:
        pygame.draw.polygon(surface, colour, [(x + w / 2, y), (x + w, y + h), (x, y + h)])
    elif suit is Suit.CIRCLES:
        pygame.draw.circle(surface, colour, rect.center, min(w, h) * 0.46)
    else:
        draw_suit(surface, FrenchSuit.HEARTS, rect, colour)


def mark_sprite(suit: Suit, height: int, colour: RGB) -> pygame.Surface:
    """An antialiased suit mark ``height`` pixels tall on a transparent surface."""
    height = max(3, height)
    width = max(3, round(height * MARK_ASPECT[suit]))

    def paint(big: pygame.Surface, scale: int) -> None:
        draw_mark(big, suit, big.get_rect(), colour)

    return supersampled((width, height), paint, colour)


def wheel_sprite(diameter: int) -> pygame.Surface:
    """A disc of five wedges in the five suit colours: the wild's mark, "any suit"."""
    diameter = max(4, diameter)

    def paint(big: pygame.Surface, scale: int) -> None:
        size = big.get_width()
        centre, radius = (size / 2, size / 2), size / 2
        for order, suit in enumerate(SUITS):
            start = -math.pi / 2 + order * 2 * math.pi / len(SUITS)  # stars' wedge just right of the top
            steps = 16
            arc = [
                (
                    centre[0] + radius * math.cos(start + i * 2 * math.pi / len(SUITS) / steps),
                    centre[1] + radius * math.sin(start + i * 2 * math.pi / len(SUITS) / steps),
                )
                for i in range(steps + 1)
            ]
            pygame.draw.polygon(big, SUIT_INK[suit], [centre, *arc])
        pygame.draw.circle(big, (*WILD_INK, 255), centre, radius, max(scale, round(size * 0.06)))

    return supersampled((diameter, diameter), paint, WILD_INK)


class ScorzoFaces(GameFaces):
    """Paints Scorzo faces with the French faces' card blank, corner metrics and lettering."""

    def paint(self, card: ScorzoCard, size: tuple[int, int]) -> pygame.Surface:
        """A new surface with ``card``'s face; the caller caches it."""
        width, height = size
        surface = self._blank(size).copy()
        margin, column, _ = self._index_metrics(width)
        corner = self._corner(card, width)
        top = round(width * 0.07)
        left = round(margin + (column - corner.get_width()) / 2)
        # Both corners stand upright: a screen card is never turned round, and an
        # upside-down triangle or heart would read as another mark.
        surface.blit(corner, (left, top))
        surface.blit(corner, (width - left - corner.get_width(), height - top - corner.get_height()))
        if card.suit is None:
            self._paint_wild(surface)
        else:
            inner = max(round(margin + column), left + corner.get_width()) + round(width * 0.05)
            field = pygame.Rect(inner, top, width - 2 * inner, height - 2 * top)
            field.inflate_ip(0, -2 * round(height * 0.085 - top))
            self._paint_pips(surface, card.suit, card.number, field)
        return surface

    # Pieces -------------------------------------------------------------------

    def _mark(self, suit: Suit, height: int, colour: RGB | None = None) -> pygame.Surface:
        colour = SUIT_INK[suit] if colour is None else colour
        key = ("scorzo mark", (suit, colour), (height, height))
        if key not in self._cache:
            self._cache[key] = mark_sprite(suit, height, colour)
        return self._cache[key]

    def _wheel(self, diameter: int) -> pygame.Surface:
        key = ("scorzo wheel", None, (diameter, diameter))
        if key not in self._cache:
            self._cache[key] = wheel_sprite(diameter)
        return self._cache[key]

    def _corner(self, card: ScorzoCard, width: int) -> pygame.Surface:
        """The index block: the number (W for a wild) over a small suit mark (the wheel)."""
        _, column, cap = self._index_metrics(width)
        colour = WILD_INK if card.suit is None else SUIT_INK[card.suit]
        label = "W" if card.suit is None else str(card.number)
        squeeze = 1.1 if self.large_indices else 1.3
        rows = [self._text(label, cap, colour, column * (squeeze if card.suit is not None else 1.6))]
        mark = round(cap * (0.6 if self.large_indices else 0.72))
        rows.append(self._wheel(round(mark * 1.1)) if card.suit is None else self._mark(card.suit, mark))
        gap = max(1, round(cap * 0.2))
        column_px = max(round(column), *(r.get_width() for r in rows))
        block = pygame.Surface((column_px, sum(r.get_height() for r in rows) + gap), pygame.SRCALPHA)
        y = 0
        for row in rows:
            block.blit(row, ((column_px - row.get_width()) // 2, y))
            y += row.get_height() + gap
        return block

    def _paint_pips(self, surface: pygame.Surface, suit: Suit, number: int, field: pygame.Rect) -> None:
        """Pips in two or three columns; a 1 has one large mark, and 7 to 10 a large number.

        Seven or more pips crowd a card 60 px wide into a jumble nobody counts, so
        the high numbers print the number itself between two marks instead.
        """
        width = surface.get_width()
        if number == 1:
            mark = self._mark(suit, round(min(field.width / MARK_ASPECT[suit], field.height) * 0.9))
            surface.blit(mark, mark.get_rect(center=field.center))
            return
        if number > (PIPS_UP_TO_LARGE_INDICES if self.large_indices else PIPS_UP_TO):
            self._paint_big_number(surface, suit, number, field)
            return
        largest = round(width * (0.15 if self.large_indices else 0.17))
        pip, boxes = fitted_pips(number, field, width, largest, lambda height: self._mark(suit, height))
        for box, _ in boxes:
            surface.blit(pip, box)

    def _paint_big_number(self, surface: pygame.Surface, suit: Suit, number: int, field: pygame.Rect) -> None:
        """The number large in the middle, a mark above and below it."""
        colour = SUIT_INK[suit]
        width = surface.get_width()
        glyph = self._text(str(number), width * 0.32, colour, field.width * 1.1)
        surface.blit(glyph, glyph.get_rect(center=field.center))
        mark = self._mark(suit, round(width * 0.2))
        gap = round(field.height * 0.07)
        surface.blit(
            mark, mark.get_rect(midbottom=(field.centerx, field.centery - glyph.get_height() // 2 - gap))
        )
        surface.blit(
            mark, mark.get_rect(midtop=(field.centerx, field.centery + glyph.get_height() // 2 + gap))
        )

    def _paint_wild(self, surface: pygame.Surface) -> None:
        """A large five-coloured wheel with each suit's mark in white on its wedge, and WILD below."""
        width, height = surface.get_size()
        diameter = round(width * 0.66)
        centre = (width // 2, round(height * 0.45))
        wheel = self._wheel(diameter)
        surface.blit(wheel, wheel.get_rect(center=centre))
        mark_h = round(diameter * 0.2)
        for order, suit in enumerate(SUITS):
            angle = -math.pi / 2 + (order + 0.5) * 2 * math.pi / len(SUITS)
            mark = self._mark(suit, mark_h, WHITE)
            spot = (
                centre[0] + diameter * 0.3 * math.cos(angle),
                centre[1] + diameter * 0.3 * math.sin(angle),
            )
            surface.blit(mark, mark.get_rect(center=(round(spot[0]), round(spot[1]))))
        word = self._text("WILD", width * 0.11, WILD_INK, width * 0.5)
        surface.blit(word, word.get_rect(midtop=(centre[0], centre[1] + diameter // 2 + round(width * 0.07))))
