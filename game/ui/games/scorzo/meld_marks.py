"""A Scorzo hand laid out by its split, each meld's cards together under a marked band.

At the end of a round every hand is shown by its best split, and the table marks
the melds in a person's own hand: both must say the same words for a meld, so the
words are here, pure and testable without a display (``meld_label``,
``short_meld_label``, ``unmelded_label``, ``wild_stand_in``), beside the drawing
(``draw_marked_hand``). A meld sits on a green band naming it ("run of Stars 3–5");
the cards left out sit apart on a red band saying what they add ("+12"), so a
player sees at a glance both why a hand scored what it did and which cards cost it.
A wild in a meld carries a tag saying what it stands for ("=5").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.rules.scorzo.cards import ScorzoCard
from game.rules.scorzo.melds import Meld, MeldKind, Split
from game.ui.cards.card_art import CardArt
from game.ui.look import theme

MELD_BAND = (96, 196, 128)  # green: these cards score nothing
COUNT_BAND = (226, 86, 74)  # red: these cards add their value
BAND_FILL_ALPHA = 70
GROUP_GAP = 0.36  # of a card's width, between two groups: wider than two bands' margins
CARD_SPACING = 0.05  # of a card's width, between neighbours in a group
BAND_MARGIN = 0.12  # of a card's width: how far a band reaches past its cards
LABEL_SHARE = 0.3  # of a card's height: the strip under the cards holding the label
SMALLEST_LABEL = 15  # window pixels: below this a label stops being readable


# --- words (pure) ---------------------------------------------------------------------


def meld_label(meld: Meld) -> str:
    """What a meld is, in a player's words: 'run of Stars 3–5', 'set of 7s', '3 wilds'."""
    if meld.kind is MeldKind.WILDS:
        return f"{len(meld.cards)} wilds"
    if meld.kind is MeldKind.SET:
        return f"set of {meld.numbers[0]}s"
    assert meld.suit is not None
    return f"run of {meld.suit.name.title()} {meld.numbers[0]}–{meld.numbers[-1]}"


def short_meld_label(meld: Meld) -> str:
    """The same in fewer letters, for a group too narrow for ``meld_label``: 'Stars 3–5', '7s', 'wilds'."""
    if meld.kind is MeldKind.WILDS:
        return "wilds"
    if meld.kind is MeldKind.SET:
        return f"{meld.numbers[0]}s"
    assert meld.suit is not None
    return f"{meld.suit.name.title()} {meld.numbers[0]}–{meld.numbers[-1]}"


def unmelded_label(cards: Sequence[ScorzoCard]) -> str:
    """What cards left out of every meld add to the score: '+12' (a wild counts 15)."""
    return f"+{sum(card.value for card in cards)}"


def wild_stand_in(meld: Meld, index: int) -> str:
    """What the meld's ``index``-th card stands for if a wild ('=5'); '' for a plain card, or all wilds."""
    if not meld.cards[index].is_wild or meld.kind is MeldKind.WILDS:
        return ""
    return f"={meld.numbers[index]}"


@dataclass(frozen=True)
class MarkedGroup:
    """Cards shown together under one band: a meld, or the cards that count."""

    cards: tuple[ScorzoCard, ...]
    label: str
    short_label: str
    counts: bool  # True: the unmelded cards, which add their values to the score
    stand_ins: tuple[str, ...]  # per card: what a wild stands for, or ''


def marked_groups(split: Split) -> list[MarkedGroup]:
    """The split's melds in the solver's order, then the unmelded cards (suit by suit) apart."""
    groups = [
        MarkedGroup(
            meld.cards,
            meld_label(meld),
            short_meld_label(meld),
            False,
            tuple(wild_stand_in(meld, index) for index in range(len(meld.cards))),
        )
        for meld in split.melds
    ]
    if split.unmelded:
        left_out = tuple(sorted(split.unmelded, key=lambda card: card.sort_key))
        label = unmelded_label(left_out)
        groups.append(MarkedGroup(left_out, label, label, True, ("",) * len(left_out)))
    return groups


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
        label = group.label if font.size(group.label)[0] <= band.width - margin else group.short_label
        image = font.render(label, True, _light(colour))
        strip_centre = (band.centerx, y0 + margin + height + geometry.label_height // 2)
        surface.blit(image, image.get_rect(center=strip_centre))
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
    image = theme.font(text_px, bold=True).render(text, True, theme.GOLD)
    pill = image.get_rect().inflate(text_px // 2, 2)
    pill.midtop = (card.centerx + card.width // 8, card.top + max(2, card.height // 20))
    pygame.draw.rect(surface, theme.PANEL, pill, border_radius=pill.height // 2)
    pygame.draw.rect(surface, theme.GOLD, pill, width=1, border_radius=pill.height // 2)
    surface.blit(image, image.get_rect(center=pill.center))


def _light(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """The band's colour lifted towards white, so its label reads on the dark panel."""
    r, g, b = colour
    return ((r + 2 * 255) // 3, (g + 2 * 255) // 3, (b + 2 * 255) // 3)
