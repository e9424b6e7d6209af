"""Card faces, backs and table marks drawn by code at any size (DESIGN.md §7).

No image or font files ship with the game, so every card is painted from
shapes (``cards/shapes.py``, ``game.ui.cards.shapes``) and pygame-ce's bundled
default font. Painting costs a few milliseconds, so each picture is made once
per size and kept until the window is resized (``CardArt.clear``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

import pygame

from game.core.cards import RANK_CODES, Card, Colour, Suit
from game.ui import kits
from game.ui.cards.backs import BACK_DESIGNS, BORDER_GREY, draw_back
from game.ui.cards.face_parts import (
    FaceCache,
    FacePainter,
    PaintedCard,
    PainterFactory,
    blit_corners,
    corner_place,
)
from game.ui.cards.pip_layout import fitted_pips
from game.ui.cards.shapes import (
    RGB,
    SUIT_ASPECT,
    court_pattern,
    draw_crown,
    draw_suit,
    star_points,
    suit_sprite,
    supersampled,
)
from game.ui.look import typeface

FACE_IVORY: RGB = (252, 251, 246)
RED: RGB = (204, 22, 34)
BLACK: RGB = (24, 24, 30)
GREEN: RGB = (0, 128, 58)
BLUE: RGB = (22, 80, 200)
# High contrast (the ``high_contrast`` setting): pure white faces with a black edge, and suit colours
# at full strength, so each card reads from across the room and to weak eyes.
STRONG_WHITE: RGB = (255, 255, 255)
STRONG_EDGE: RGB = (0, 0, 0)
STRONG_SUIT_COLOURS: dict[RGB, RGB] = {
    RED: (200, 0, 0),
    BLACK: (0, 0, 0),
    GREEN: (0, 120, 0),
    BLUE: (0, 40, 220),
}

# Court panels: (frame colour, panel tint, pattern ink, crown peaks) per rank,
# so J, Q and K differ at a glance.
COURT_STYLE: dict[int, tuple[RGB, RGB, RGB, int]] = {
    11: ((38, 74, 150), (226, 234, 248), (200, 214, 240), 1),
    12: ((150, 32, 70), (248, 228, 234), (236, 196, 208), 5),
    13: ((176, 124, 26), (250, 240, 208), (238, 216, 160), 3),
}
GOLD: RGB = (214, 164, 40)


def _trimmed(surface: pygame.Surface) -> pygame.Surface:
    """Cut rendered text to its ink, so glyphs can be placed by what is visible."""
    return surface.subsurface(surface.get_bounding_rect()).copy()


class CardArt:
    """Paints and caches everything a card table shows of a card.

    One instance belongs to the UI; it owns its cache. Options are fixed per
    instance (four-colour suits, large indices) and are part of every cache key.
    """

    BACK_COUNT: ClassVar[int] = len(BACK_DESIGNS)

    def __init__(
        self,
        four_colour: bool = False,
        large_indices: bool = False,
        high_contrast: bool = False,
        painter_for: Callable[[type, str], PainterFactory | None] = kits.painter_for,
    ) -> None:
        """``painter_for``: who paints a kind of card in a style (the kits' painters; ``game.ui.kits``)."""
        self.four_colour = four_colour
        self.high_contrast = high_contrast
        self.large_indices = large_indices or high_contrast  # the large-card mode always has large indices
        self._cache: FaceCache = {}
        self._fonts: dict[int, pygame.font.Font] = {}
        self._painter_for = painter_for
        self._painters: dict[tuple[type, str], FacePainter] = {}
        self._reach: dict[tuple[str, int], tuple[int, int]] = {}

    # Public drawing ----------------------------------------------------------

    def face(self, card: PaintedCard, size: tuple[int, int], style: str = "") -> pygame.Surface:
        """The face of ``card`` at ``size``; copies from different decks share one picture.

        French cards are painted here; any other game's cards, and French cards in another
        ``style`` ("german": Schrum Schrum's German faces), by the painter its kit brings, so
        every table draws its cards the same way. Codes of different decks never clash.
        """
        size = (int(size[0]), int(size[1]))
        key = ("face", (card.code, style, self.four_colour, self.large_indices), size)
        if key not in self._cache:
            if isinstance(card, Card) and not style:
                self._cache[key] = self._finish(self._paint_face(card, size))
            else:
                self._cache[key] = self._finish(self._painter(type(card), style).paint(card, size))
        return self._cache[key]

    def _painter(self, card_type: type, style: str) -> FacePainter:
        if (card_type, style) not in self._painters:
            make = self._painter_for(card_type, style)
            if make is None:
                named = f"{card_type.__name__} in the {style!r} style" if style else card_type.__name__
                raise ValueError(f"no game brings a painter for {named}")
            self._painters[card_type, style] = make(
                self._cache, self._blank, self._text, self._index_metrics, self.large_indices
            )
        return self._painters[card_type, style]

    def remembered(
        self, key: tuple[str, object, tuple[int, int]], paint: Callable[[], pygame.Surface]
    ) -> pygame.Surface:
        """A game's own picture (a face with a mark on it), painted once per key and kept with the rest."""
        if key not in self._cache:
            self._cache[key] = self._finish(paint())
        return self._cache[key]

    def lettering(self, text: str, cap_height: float, colour: RGB) -> pygame.Surface:
        """Text in the cards' own lettering, trimmed to its ink (a game's marks on its faces)."""
        return self._text(text, cap_height, colour)

    def named_joker(self, joker: Card, played_as: Card, size: tuple[int, int]) -> pygame.Surface:
        """A played joker: its own face with a badge naming the card it stands for, so a pile reads right."""
        size = (int(size[0]), int(size[1]))
        key = ("named joker", (joker.code, played_as.code, self.four_colour, self.large_indices), size)
        if key not in self._cache:
            surface = self.face(joker, size).copy()
            self._paint_badge(surface, played_as)
            self._cache[key] = self._finish(surface)
        return self._cache[key]

    def index_reach(self, card: Card, width: int) -> tuple[int, int]:
        """How far the corner index of ``card`` (a French card; a joker's JOKER spelt downwards too)
        reaches in from the side and from the end of a face ``width`` pixels wide: a mark laid on the
        card beyond that leaves its indices readable."""
        key = (card.code, width)
        if key not in self._reach:
            margin, column, _ = self._index_metrics(width)
            corner = self._corner(card, width, BLACK).get_size()
            left, top = corner_place(width, corner, margin, column)
            self._reach[key] = (left + corner[0], top + corner[1])
        return self._reach[key]

    def back(self, design: int, size: tuple[int, int]) -> pygame.Surface:
        """Back design ``design`` (0 to ``BACK_COUNT - 1``; larger numbers wrap around)."""
        design %= self.BACK_COUNT
        size = (int(size[0]), int(size[1]))
        key = ("back", design, size)
        if key not in self._cache:
            self._cache[key] = self._finish(draw_back(design, size))
        return self._cache[key]

    def empty_slot(self, size: tuple[int, int], label: str = "", highlight: bool = False) -> pygame.Surface:
        """The outline of an empty pile place, with an optional faint label such as "A" or "K"."""
        size = (int(size[0]), int(size[1]))
        key = ("slot", (label, highlight), size)
        if key not in self._cache:
            self._cache[key] = self._finish(self._paint_slot(size, label, highlight))
        return self._cache[key]

    def highlight(self, size: tuple[int, int], colour: tuple[int, int, int]) -> pygame.Surface:
        """A glowing rounded outline, exactly ``size``, to lay over a card or pile (legal target, cursor).

        The glow fades inwards from the card edge so the overlay never needs an offset.
        """
        size = (int(size[0]), int(size[1]))
        key = ("highlight", tuple(colour), size)
        if key not in self._cache:
            self._cache[key] = self._finish(self._paint_highlight(size, tuple(colour)))
        return self._cache[key]

    def clear(self) -> None:
        """Forget every picture, e.g. after a resize made the old sizes useless."""
        self._cache.clear()
        self._reach.clear()

    # Shared pieces -----------------------------------------------------------

    @staticmethod
    def _finish(surface: pygame.Surface) -> pygame.Surface:
        """Convert for fast blits once a window exists; headless tests have none."""
        return surface.convert_alpha() if pygame.display.get_surface() is not None else surface

    def _font(self, px: int) -> pygame.font.Font:
        if not pygame.font.get_init():
            pygame.font.init()
        px = max(6, px)
        if px not in self._fonts:
            self._fonts[px] = typeface.load(px)
        return self._fonts[px]

    def _text(self, text: str, cap_height: float, colour: RGB, max_width: float = 0) -> pygame.Surface:
        """Text whose capitals are about ``cap_height`` pixels tall, trimmed to its ink.

        The bundled face's capitals are ``CAP_SHARE`` of its nominal size. "10" is set with its
        digits touching and a line wider than ``max_width`` is narrowed, the way
        printed indices pack "10" into a corner.
        """
        font = self._font(round(cap_height / typeface.CAP_SHARE))
        if text != "10":
            line = font.render(text, True, colour)
            if line.get_bounding_rect().width:
                line = _trimmed(line)
            width, height = line.get_size()
        else:
            glyphs = [_trimmed(font.render(char, True, colour)) for char in text]
            width = sum(g.get_width() for g in glyphs)
            height = max(g.get_height() for g in glyphs)
            line = pygame.Surface((width, height), pygame.SRCALPHA)
            line.fill((*colour, 0))
            line.blit(glyphs[0], (0, 0))
            line.blit(glyphs[1], (glyphs[0].get_width(), 0))
        if max_width and width > max_width:
            line = pygame.transform.smoothscale(line, (max(1, round(max_width)), height))
        return line

    def _suit_colour(self, suit: Suit) -> RGB:
        if self.four_colour and suit is Suit.CLUBS:
            return self._ink(GREEN)
        if self.four_colour and suit is Suit.DIAMONDS:
            return self._ink(BLUE)
        return self._ink(RED if suit.colour is Colour.RED else BLACK)

    def _ink(self, colour: RGB) -> RGB:
        """A suit colour as this deck prints it: at full strength in high contrast."""
        return STRONG_SUIT_COLOURS.get(colour, colour) if self.high_contrast else colour

    def _suit(self, suit: Suit, height: int, colour: RGB) -> pygame.Surface:
        key = ("suit", (suit, colour), (height, height))
        if key not in self._cache:
            self._cache[key] = suit_sprite(suit, height, colour)
        return self._cache[key]

    def _blank(self, size: tuple[int, int]) -> pygame.Surface:
        """The ivory card with rounded, antialiased corners and a thin grey edge (white and black in
        high contrast, with an edge thick enough to tell overlapping cards apart)."""
        key = ("blank", None, size)
        if key not in self._cache:
            face = STRONG_WHITE if self.high_contrast else FACE_IVORY
            edge, edge_width = (STRONG_EDGE, 2) if self.high_contrast else (BORDER_GREY, 1)

            def paint(big: pygame.Surface, scale: int) -> None:
                radius = max(3 * scale, round(big.get_width() * 0.07))
                pygame.draw.rect(big, edge, big.get_rect(), border_radius=radius)
                inner = big.get_rect().inflate(-2 * edge_width * scale, -2 * edge_width * scale)
                pygame.draw.rect(big, face, inner, border_radius=radius - edge_width * scale)

            self._cache[key] = supersampled(size, paint, face)
        return self._cache[key]

    # Faces -------------------------------------------------------------------

    def _index_metrics(self, width: int) -> tuple[float, float, float]:
        """(left margin, column width, capital height) of the corner index.

        The capital height is at least 22 % of the card width so a 75 px card
        stays readable from a normal seat.
        """
        if self.large_indices:
            return width * 0.03, width * 0.25, width * 0.30
        return width * 0.035, width * 0.18, width * 0.23

    def _corner(self, card: Card, width: int, colour: RGB) -> pygame.Surface:
        """The index block: rank (or JOKER spelt downwards) with a suit or star below."""
        _, column, cap = self._index_metrics(width)
        if card.suit is None:
            rows = [self._text(letter, cap * 0.5, colour) for letter in "JOKER"]
            gap = max(1, round(cap * 0.12))
        else:
            rows = [
                self._text(RANK_CODES[card.rank], cap, colour, column * (1.1 if self.large_indices else 1.3))
            ]
            gap = max(1, round(cap * 0.2))
            mark = round(cap * (0.6 if self.large_indices else 0.72))
            rows.append(self._suit(card.suit, mark, colour))
        column_px = max(round(column), *(r.get_width() for r in rows))
        height = sum(r.get_height() for r in rows) + gap * (len(rows) - 1)
        block = pygame.Surface((column_px, height), pygame.SRCALPHA)
        y = 0
        for row in rows:
            block.blit(row, ((column_px - row.get_width()) // 2, y))
            y += row.get_height() + gap
        return block

    def _paint_face(self, card: Card, size: tuple[int, int]) -> pygame.Surface:
        width, height = size
        surface = self._blank(size).copy()
        colour = (
            self._ink(RED if card.rank == 1 else BLACK) if card.suit is None else self._suit_colour(card.suit)
        )
        margin, column, _ = self._index_metrics(width)
        corner = self._corner(card, width, colour)
        top = blit_corners(surface, corner, margin, column)
        left = round(margin + (column - corner.get_width()) / 2)
        # The picture area leaves the index columns free; court panels may come a little closer.
        inner = round(margin + column + width * (0.04 if card.rank > 10 else 0.045))
        if card.suit is None:
            inner = left + corner.get_width() + round(width * 0.05)
        field = pygame.Rect(inner, top, width - 2 * inner, height - 2 * top)
        if card.suit is None:
            self._paint_joker(surface, field, colour)
        elif card.rank == 1:
            self._paint_ace(surface, card.suit, corner.get_rect(topleft=(left, top)), colour)
        elif card.rank <= 10:
            field.inflate_ip(0, -2 * round(height * 0.085 - top))
            self._paint_pips(surface, card.suit, card.rank, field, colour)
        else:
            self._paint_court(surface, card.suit, card.rank, field, colour)
        return surface

    def _paint_pips(
        self, surface: pygame.Surface, suit: Suit, rank: int, field: pygame.Rect, colour: RGB
    ) -> None:
        """The classic pip layout: two or three columns, the lower half turned over."""
        width = surface.get_width()
        largest = round(width * (0.145 if self.large_indices else 0.18))
        pip, boxes = fitted_pips(rank, field, width, largest, lambda height: self._suit(suit, height, colour))
        flipped = pygame.transform.rotate(pip, 180)
        for box, row in boxes:
            surface.blit(flipped if row > 0.5 else pip, box)

    def _paint_ace(self, surface: pygame.Surface, suit: Suit, corner: pygame.Rect, colour: RGB) -> None:
        """One big suit mark, as large as the corner indices allow; the ace of spades is the largest."""
        width, height = surface.get_size()
        aspect = SUIT_ASPECT[suit]
        pad = width * 0.04
        beside = 2 * (width / 2 - corner.right - pad) / aspect
        between = 2 * (height / 2 - corner.bottom - pad)
        wanted = width * (0.62 if suit is Suit.SPADES else 0.5)
        mark = self._suit(suit, round(min(wanted, max(beside, between))), colour)
        surface.blit(mark, mark.get_rect(center=(width // 2, height // 2)))

    def _paint_court(
        self, surface: pygame.Surface, suit: Suit, rank: int, field: pygame.Rect, colour: RGB
    ) -> None:
        """A framed panel: crown, big letter and suit, mirrored top to bottom like a real court card."""
        frame, tint, ink, peaks = COURT_STYLE[rank]
        half_size = (field.width, field.height // 2)
        letter = RANK_CODES[rank]

        def paint(big: pygame.Surface, scale: int) -> None:
            w, h = big.get_size()
            big.fill((*tint, 255))
            court_pattern(big, rank, ink, max(4 * scale, round(w * 0.15)), scale)
            unit = min(h, w * 1.15)
            crown = pygame.Rect(0, 0, round(unit * 0.5), round(unit * 0.28))
            crown.midtop = (w // 2, round(h * 0.08))
            draw_crown(big, crown, GOLD if rank != 11 else frame, RED if rank != 11 else GOLD, peaks)
            glyph = _trimmed(self._font(round(unit * 0.8)).render(letter, True, colour))
            mark_h = round(unit * 0.27)
            mark = pygame.Rect(0, 0, round(mark_h * SUIT_ASPECT[suit]), mark_h)
            gap = round(unit * 0.05)
            left = (w - glyph.get_width() - gap - mark.width) // 2
            glyph_rect = big.blit(glyph, (left, crown.bottom + round(h * 0.1)))
            mark.midleft = (glyph_rect.right + gap, glyph_rect.centery)
            draw_suit(big, suit, mark, colour)

        top_half = supersampled(half_size, paint, tint)
        panel = pygame.Surface(field.size, pygame.SRCALPHA)
        panel.fill((*tint, 255))
        panel.blit(top_half, (0, 0))
        panel.blit(pygame.transform.rotate(top_half, 180), (0, field.height - half_size[1]))
        line = max(1, round(surface.get_width() * 0.012))
        pygame.draw.line(panel, frame, (0, field.height // 2), (field.width, field.height // 2), line)
        pygame.draw.rect(panel, frame, panel.get_rect(), line)
        pygame.draw.rect(panel, frame, panel.get_rect().inflate(-4 * line, -4 * line), line)
        surface.blit(panel, field)

    def _paint_joker(self, surface: pygame.Surface, field: pygame.Rect, colour: RGB) -> None:
        """A big star in a gold ring above the word JOKER."""

        def paint(big: pygame.Surface, scale: int) -> None:
            w, h = big.get_size()
            radius = min(w * 0.46, h * 0.3)
            centre = (w / 2, h * 0.4)
            pygame.draw.circle(big, GOLD, centre, radius * 1.1, max(scale, round(radius * 0.07)))
            pygame.draw.polygon(big, colour, star_points(centre, radius, 0.45))
            pygame.draw.polygon(big, GOLD, star_points(centre, radius * 0.42, 0.45))

        surface.blit(supersampled(field.size, paint, colour), field)
        word = self._text("JOKER", field.width * 0.15, colour, field.width)
        surface.blit(word, word.get_rect(midtop=(field.centerx, round(field.top + field.height * 0.76))))

    def _paint_badge(self, surface: pygame.Surface, card: Card) -> None:
        """The named card's rank and suit in a gold box in the top band, which a fanned pile leaves seen."""
        assert card.suit is not None
        width = surface.get_width()
        margin, column, cap = self._index_metrics(width)
        colour = self._suit_colour(card.suit)
        rank = self._text(RANK_CODES[card.rank], cap * 0.75, colour)
        suit = self._suit(card.suit, round(cap * 0.75), colour)
        pad = max(2, round(width * 0.025))
        box = pygame.Rect(
            0,
            0,
            rank.get_width() + suit.get_width() + 3 * pad,
            max(rank.get_height(), suit.get_height()) + 2 * pad,
        )
        box.topleft = (
            round(margin + column + width * 0.03),
            pad,
        )  # beside the JOKER column
        pygame.draw.rect(surface, FACE_IVORY, box, border_radius=pad)
        pygame.draw.rect(surface, GOLD, box, max(1, round(width * 0.02)), border_radius=pad)
        surface.blit(rank, (box.x + pad, box.centery - rank.get_height() // 2))
        surface.blit(suit, (box.x + 2 * pad + rank.get_width(), box.centery - suit.get_height() // 2))

    # Table marks -------------------------------------------------------------

    def _paint_slot(self, size: tuple[int, int], label: str, highlight: bool) -> pygame.Surface:
        outline = (255, 236, 140, 230) if highlight else (255, 255, 255, 120)
        fill = (255, 255, 255, 40) if highlight else (0, 0, 0, 40)

        def paint(big: pygame.Surface, scale: int) -> None:
            radius = max(3 * scale, round(big.get_width() * 0.07))
            pygame.draw.rect(big, fill, big.get_rect(), border_radius=radius)
            thickness = max(2 * scale, round(big.get_width() * 0.025))
            pygame.draw.rect(big, outline, big.get_rect(), thickness, border_radius=radius)

        surface = supersampled(size, paint, (255, 255, 255))
        if label:
            width, height = size
            cap = min(width * 0.4, width * 0.8 / max(1.0, len(label) * 0.75))
            text = self._text(label, cap, outline[:3])
            text.set_alpha(outline[3])
            surface.blit(text, text.get_rect(center=(width // 2, height // 2)))
        return surface

    def _paint_highlight(self, size: tuple[int, int], colour: tuple[int, ...]) -> pygame.Surface:
        rgb = (colour[0], colour[1], colour[2])

        def paint(big: pygame.Surface, scale: int) -> None:
            radius = max(3 * scale, round(big.get_width() * 0.07))
            glow = max(3 * scale, round(big.get_width() * 0.08))
            for i in range(0, glow, max(1, scale // 2)):
                alpha = round(190 * (1 - i / glow) ** 2)
                rect = big.get_rect().inflate(-2 * i, -2 * i)
                pygame.draw.rect(
                    big, (*rgb, alpha), rect, max(1, scale // 2), border_radius=max(0, radius - i)
                )
            line = max(2 * scale, round(big.get_width() * 0.03))
            pygame.draw.rect(big, (*rgb, 255), big.get_rect(), line, border_radius=radius)

        return supersampled(size, paint, rgb)
