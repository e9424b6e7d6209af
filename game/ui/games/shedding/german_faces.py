"""German-suited faces for the 32-card deck (DESIGN.md §7): Hearts, Bells, Acorns and Leaves.

Schrum Schrum "is often played using the special 32 card German suited deck"
(seed 004), chosen with its ``faces=german`` option. The card codes stay French
(DESIGN.md §4, ``docs/shedding-decks.md``): Diamonds are drawn as Bells, Clubs
as Acorns, Spades as Leaves; the Jack is the Unter (U), the Queen the Ober (O).

Each suit mark is drawn from shapes in its own colours, as on printed German
cards: a red heart, a golden bell with its slit and clapper, a brown acorn
under a hatched cap, a green leaf with its veins. Marks are never turned over
(an acorn hangs one way), so the pip cards stand them all upright. The three
court cards are standing figures (``german_courts``): the Ober holds his suit
mark up high and the Unter low, the way the two are told apart on real cards.
``CardArt`` owns the cache; this module only paints.
"""

from __future__ import annotations

import pygame

from game.core.cards import Card, Suit
from game.ui.cards.face_parts import GameFaces, blit_corners
from game.ui.cards.pip_layout import fitted_pips
from game.ui.cards.shapes import RGB, _heart_outline, _quad, supersampled
from game.ui.games.shedding.german_courts import paint_court_figure

HEART_RED: RGB = (204, 22, 34)
BELL_GOLD: RGB = (232, 168, 24)
BELL_DARK: RGB = (120, 70, 10)
ACORN_NUT: RGB = (190, 120, 48)
ACORN_CAP: RGB = (104, 62, 24)
LEAF_GREEN: RGB = (40, 140, 52)
LEAF_VEIN: RGB = (18, 80, 28)

# The ink of a suit's corner letters; Bells' gold is too pale on ivory, so its letters are the bell's rim.
GERMAN_INK: dict[Suit, RGB] = {
    Suit.HEARTS: HEART_RED,
    Suit.DIAMONDS: BELL_DARK,
    Suit.CLUBS: ACORN_CAP,
    Suit.SPADES: LEAF_VEIN,
}
GERMAN_RANKS = {1: "A", 7: "7", 8: "8", 9: "9", 10: "10", 11: "U", 12: "O", 13: "K"}
MARK_ASPECT = 0.86  # every German mark fills a box a little taller than wide
COURT_TINT: dict[int, RGB] = {11: (226, 234, 248), 12: (248, 228, 234), 13: (250, 240, 208)}
COURT_FRAME: dict[int, RGB] = {11: (38, 74, 150), 12: (150, 32, 70), 13: (176, 124, 26)}


def draw_german_mark(surface: pygame.Surface, suit: Suit, rect: pygame.Rect) -> None:
    """The German mark of ``suit`` (French code) filling ``rect``, in its own colours."""
    x, y, w, h = rect

    def px(point: tuple[float, float]) -> tuple[float, float]:
        return x + point[0] * w, y + point[1] * h

    def poly(points: list[tuple[float, float]], colour: RGB) -> None:
        pygame.draw.polygon(surface, colour, [px(p) for p in points])

    line = max(1, round(w * 0.06))
    if suit is Suit.HEARTS:
        poly([(px_, 0.08 + py * 0.86) for px_, py in _heart_outline()], HEART_RED)
    elif suit is Suit.DIAMONDS:  # Bells: a round bell on a loop, a band, a slit and the clapper
        pygame.draw.circle(surface, BELL_DARK, px((0.5, 0.1)), w * 0.1, line)
        body = pygame.Rect(0, 0, round(w * 0.86), round(h * 0.78))
        body.center = (round(x + w * 0.5), round(y + h * 0.58))
        pygame.draw.ellipse(surface, BELL_GOLD, body)
        pygame.draw.ellipse(surface, BELL_DARK, body, line)
        pygame.draw.line(surface, BELL_DARK, px((0.12, 0.46)), px((0.88, 0.46)), line)
        pygame.draw.line(surface, BELL_DARK, px((0.22, 0.72)), px((0.78, 0.72)), line + 1)
        pygame.draw.circle(surface, BELL_DARK, px((0.5, 0.8)), w * 0.09)
    elif suit is Suit.CLUBS:  # Acorns: a brown nut under a darker hatched cap with its stalk
        nut = pygame.Rect(0, 0, round(w * 0.62), round(h * 0.62))
        nut.midbottom = (round(x + w * 0.5), round(y + h))
        pygame.draw.ellipse(surface, ACORN_NUT, nut)
        cap = [(0.1, 0.5), *_quad((0.1, 0.5), (0.12, 0.14), (0.5, 0.14))]
        cap += [*_quad((0.5, 0.14), (0.88, 0.14), (0.9, 0.5)), (0.1, 0.5)]
        poly(cap, ACORN_CAP)
        pygame.draw.line(surface, ACORN_CAP, px((0.5, 0.18)), px((0.56, 0.0)), line + 1)
        for i in range(1, 5):  # the cap's hatching, light on dark
            pygame.draw.line(surface, ACORN_NUT, px((0.1 + 0.16 * i, 0.2)), px((0.04 + 0.16 * i, 0.48)), 1)
    else:  # Leaves: a pointed green leaf on its stalk, a midrib and side veins
        left = [(0.5, 0.0), *_quad((0.5, 0.0), (-0.08, 0.42), (0.5, 0.84))]
        right = [(1 - px_, py) for px_, py in reversed(left)]
        poly(left + right, LEAF_GREEN)
        pygame.draw.line(surface, LEAF_VEIN, px((0.5, 0.1)), px((0.5, 1.0)), line)
        for i in range(3):
            top = 0.28 + i * 0.17
            pygame.draw.line(surface, LEAF_VEIN, px((0.5, top + 0.1)), px((0.22, top)), max(1, line - 1))
            pygame.draw.line(surface, LEAF_VEIN, px((0.5, top + 0.1)), px((0.78, top)), max(1, line - 1))


def german_mark(suit: Suit, height: int) -> pygame.Surface:
    """An antialiased German mark ``height`` pixels tall on a transparent surface."""
    height = max(4, height)
    size = (max(3, round(height * MARK_ASPECT)), height)
    return supersampled(
        size, lambda big, scale: draw_german_mark(big, suit, big.get_rect()), GERMAN_INK[suit]
    )


class GermanFaces(GameFaces):
    """Paints the 32-card deck's German faces on the shared ivory blank, with the French corner sizes."""

    def paint(self, card: Card, size: tuple[int, int]) -> pygame.Surface:
        assert card.suit is not None, "the German deck has no jokers"
        width, height = size
        surface = self._blank(size).copy()
        ink = GERMAN_INK[card.suit]
        margin, column, _ = self._index_metrics(width)
        top = blit_corners(surface, self._corner(card, width, ink), margin, column)
        inner = round(margin + column + width * 0.045)
        field = pygame.Rect(inner, top, width - 2 * inner, height - 2 * top)
        if card.rank == 1:
            mark = self._mark(card.suit, round(min(field.width / MARK_ASPECT, field.height * 0.5)))
            surface.blit(mark, mark.get_rect(center=field.center))
        elif card.rank <= 10:
            field.inflate_ip(0, -2 * round(height * 0.06))
            largest = round(width * (0.2 if self.large_indices else 0.22))
            mark, boxes = fitted_pips(
                card.rank, field, width, largest, lambda height: self._mark(card.suit, height)
            )
            for box, _ in boxes:
                surface.blit(mark, box)
        else:
            self._paint_court(surface, card, field, ink)
        return surface

    def _mark(self, suit: Suit, height: int) -> pygame.Surface:
        key = ("german mark", suit, (height, height))
        if key not in self._cache:
            self._cache[key] = german_mark(suit, height)
        return self._cache[key]

    def _corner(self, card: Card, width: int, ink: RGB) -> pygame.Surface:
        """The index: the German letter or number over the suit's mark."""
        assert card.suit is not None
        _, column, cap = self._index_metrics(width)
        letter = self._text(GERMAN_RANKS[card.rank], cap, ink, column * (1.1 if self.large_indices else 1.3))
        mark = self._mark(card.suit, round(cap * (0.75 if self.large_indices else 0.9)))
        gap = max(1, round(cap * 0.2))
        block_w = max(round(column), letter.get_width(), mark.get_width())
        block = pygame.Surface((block_w, letter.get_height() + gap + mark.get_height()), pygame.SRCALPHA)
        block.blit(letter, ((block_w - letter.get_width()) // 2, 0))
        block.blit(mark, ((block_w - mark.get_width()) // 2, letter.get_height() + gap))
        return block

    def _paint_court(self, surface: pygame.Surface, card: Card, field: pygame.Rect, ink: RGB) -> None:
        """A framed panel with the court's figure standing in it (``german_courts``); the corner keeps
        the letter U, O or K."""
        assert card.suit is not None
        rank = card.rank
        panel = pygame.Surface(field.size, pygame.SRCALPHA)
        panel.fill((*COURT_TINT[rank], 255))
        paint_court_figure(panel, rank, card.suit, COURT_TINT[rank], draw_german_mark)
        line = max(1, round(surface.get_width() * 0.012))
        frame = COURT_FRAME[rank]
        pygame.draw.rect(panel, frame, panel.get_rect(), line)
        pygame.draw.rect(panel, frame, panel.get_rect().inflate(-4 * line, -4 * line), line)
        surface.blit(panel, field)
