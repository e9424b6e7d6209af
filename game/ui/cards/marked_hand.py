"""A hand laid out in groups, each group's cards together on a band that names it.

At the end of a round a hand is shown by how it scored: Scorzo's melds on green bands
("run of Stars 3–5") and the cards that count on a red one ("+12"); a Scroker claim's
words the same way. The words are the game's; the layout (``HandGeometry``), the fitting
(``fit_card_height``) and the drawing (``draw_marked_hand``) are here, for any game's
cards. A wild in a group may carry a tag saying what it stands for ("=5").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.ui.cards.card_art import CardArt
from game.ui.cards.face_parts import PaintedCard
from game.ui.look import theme
from game.ui.look.widgets import draw_text, fitting_height, fitting_pixels

MELD_BAND = (96, 196, 128)  # green: these cards score nothing
COUNT_BAND = (226, 86, 74)  # red: these cards add their value
BAND_FILL_ALPHA = 70
GROUP_GAP = 0.36  # of a card's width, between two groups: wider than two bands' margins
CARD_SPACING = 0.05  # of a card's width, between neighbours in a group
BAND_MARGIN = 0.12  # of a card's width: how far a band reaches past its cards
LABEL_SHARE = 0.3  # of a card's height: the strip under the cards holding the label
SMALLEST_LABEL = 15  # window pixels: below this a label stops being readable


@dataclass(frozen=True)
class MarkedGroup:
    """Cards shown together under one band: a meld or a claimed word, or the cards that count."""

    cards: tuple[PaintedCard, ...]
    label: str
    short_label: str
    counts: bool  # True: the unmelded cards, which add their values to the score
    stand_ins: tuple[str, ...]  # per card: what a wild stands for, or ''


# --- geometry (pure) ----------------------------------------------------------------------


@dataclass(frozen=True)
class HandGeometry:
    """Sizes, in window pixels, for laying out marked hands at one card size."""

    card_size: tuple[int, int]

    @property
    def step(self) -> int:
        """From one card's left edge to the next in the same group."""
        return self.card_size[0] + max(1, round(self.card_size[0] * CARD_SPACING))

    @property
    def gap(self) -> int:
        """Between the last card of a group and the first of the next."""
        return max(4, round(self.card_size[0] * GROUP_GAP))

    @property
    def margin(self) -> int:
        return max(2, round(self.card_size[0] * BAND_MARGIN))

    @property
    def label_height(self) -> int:
        return max(SMALLEST_LABEL + 4, round(self.card_size[1] * LABEL_SHARE))

    @property
    def height(self) -> int:
        """A marked hand's whole height: band margin, cards, label strip."""
        return self.margin + self.card_size[1] + self.label_height

    def group_width(self, cards: int) -> int:
        return (cards - 1) * self.step + self.card_size[0]

    def width(self, group_sizes: Sequence[int]) -> int:
        """A hand's width from its groups' card counts, band margins included."""
        if not group_sizes:
            return 0
        inner = sum(self.group_width(n) for n in group_sizes) + self.gap * (len(group_sizes) - 1)
        return inner + 2 * self.margin

    def group_lefts(self, group_sizes: Sequence[int]) -> list[int]:
        """Each group's first card's left edge, from the hand's left edge."""
        lefts, x = [], self.margin
        for n in group_sizes:
            lefts.append(x)
            x += self.group_width(n) + self.gap
        return lefts

    def card_rects(self, group_sizes: Sequence[int], topleft: tuple[int, int]) -> list[pygame.Rect]:
        """Where each card of a marked hand lies, in order, when it is drawn from ``topleft``."""
        x0, y0 = topleft
        return [
            pygame.Rect(x0 + left + index * self.step, y0 + self.margin, *self.card_size)
            for size, left in zip(group_sizes, self.group_lefts(group_sizes), strict=True)
            for index in range(size)
        ]


def fit_card_height(hands: Sequence[Sequence[int]], width: int, height: int, aspect: float) -> int:
    """The tallest card (at most ``height``) at which every hand's groups fit in ``width`` pixels.

    ``hands`` gives each hand's group sizes; ``aspect`` is a card's width over its height.
    """
    card_height = max(1, height)
    while card_height > 8:
        geometry = HandGeometry((round(card_height * aspect), card_height))
        if all(geometry.width(sizes) <= width for sizes in hands):
            break
        card_height -= 1
    return card_height


# --- drawing ---------------------------------------------------------------------------------


def draw_marked_hand(
    surface: pygame.Surface,
    art: CardArt,
    groups: Sequence[MarkedGroup],
    topleft: tuple[int, int],
    geometry: HandGeometry,
) -> list[pygame.Rect]:
    """Draw the groups left to right from ``topleft``; returns where each card went, in order."""
    width, height = geometry.card_size
    margin = geometry.margin
    text_px = max(SMALLEST_LABEL, round(geometry.label_height * 0.72))
    font = theme.font(text_px, bold=True)
    sizes = [len(group.cards) for group in groups]
    card_rects = geometry.card_rects(sizes, topleft)
    places = iter(card_rects)
    x0, y0 = topleft
    for group, left in zip(groups, geometry.group_lefts(sizes), strict=True):
        colour = COUNT_BAND if group.counts else MELD_BAND
        band = pygame.Rect(
            x0 + left - margin, y0, geometry.group_width(len(group.cards)) + 2 * margin, geometry.height
        )
        _draw_band(surface, band, colour, margin)
        for index, card in enumerate(group.cards):
            rect = next(places)
            surface.blit(art.face(card, (width, height)), rect)
            if group.stand_ins[index]:
                _draw_stand_in(surface, group.stand_ins[index], rect, text_px)
        room = band.width - margin
        label = group.label if font.size(group.label)[0] <= room else group.short_label
        label_px = fitting_height(
            text_px, geometry.label_height, bold=True
        )  # large text: as the strip allows
        label_px = fitting_pixels(label, label_px, room, bold=True)
        strip_centre = (band.centerx, y0 + margin + height + geometry.label_height // 2)
        draw_text(surface, label, strip_centre, label_px, _light(colour), bold=True, within=band)
    return card_rects


def _draw_band(surface: pygame.Surface, band: pygame.Rect, colour: tuple[int, int, int], radius: int) -> None:
    shade = pygame.Surface(band.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (*colour, BAND_FILL_ALPHA), shade.get_rect(), border_radius=radius)
    pygame.draw.rect(shade, (*colour, 235), shade.get_rect(), width=max(2, radius // 3), border_radius=radius)
    surface.blit(shade, band)


def _draw_stand_in(surface: pygame.Surface, text: str, card: pygame.Rect, text_px: int) -> None:
    """A dark pill high on a wild saying what it stands for, between its corner mark and its wheel.

    Low on the card it would hide the word WILD; the top band is bare but for the corner W.
    """
    text_px = max(text_px, round(card.height * 0.2))
    pill = pygame.Rect((0, 0), theme.font(text_px, bold=True).size(text)).inflate(text_px // 2, 2)
    pill.midtop = (card.centerx + card.width // 8, card.top + max(2, card.height // 20))
    pygame.draw.rect(surface, theme.PANEL, pill, border_radius=pill.height // 2)
    pygame.draw.rect(surface, theme.GOLD, pill, width=1, border_radius=pill.height // 2)
    draw_text(surface, text, pill.center, text_px, theme.GOLD, bold=True, within=pill)


def _light(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """The band's colour lifted towards white, so its label reads on the dark panel."""
    r, g, b = colour
    return ((r + 2 * 255) // 3, (g + 2 * 255) // 3, (b + 2 * 255) // 3)
