"""The Scroker showdown on the table: every claim laid out as words of cards, and a letter picker.

At a real table the claims lie face up in the middle for everyone to read and
to doubt. ``ShowdownSprite`` draws them there while the showdown lasts: one row
a seat, its name, what the claim is worth if its words are real (Tadpole,
Bullfrog…) and where it stands (open to challenge, found foul), and the cards
in bands, each word reading as claimed (a wild tagged with its letter), the
rest apart. The words a person is spelling show as the first row, so they see
what they will lay out. ``LetterStrip`` is the mouse's way to tell a wild which
letter it stands for.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from string import ascii_uppercase

import pygame

from game.rules.scroker.cards import ScrokerCard
from game.rules.scroker.showdown import Claim
from game.ui.cards.card_art import CardArt
from game.ui.cards.marked_hand import HandGeometry, MarkedGroup, draw_marked_hand, fit_card_height
from game.ui.look import theme
from game.ui.look.hud import HudSprite
from game.ui.look.viewport import Viewport
from game.ui.look.widgets import draw_text

PANEL = (530, 318, 860, 420)  # virtual box over the middle of the table, clear of every map's hands
TITLE_HEIGHT = 44
NAME_WIDTH = 250
ONE_COLUMN_ROWS = 4  # more claims than this go in two columns
CARD_ASPECT = 128 / 179
LETTER_BOX = (560, 650, 800, 80)  # two rows of 13 letters over the foot of the panel
LETTERS_A_ROW = 13


def claim_groups(claim: Claim) -> list[MarkedGroup]:
    """A claim as bands of cards: each word reading as claimed (a wild's letter tagged), then the rest."""
    groups = [
        MarkedGroup(
            word.cards,
            word.letters,
            word.letters,
            False,
            tuple(
                f"={letter}" if card.letter != letter else ""
                for card, letter in zip(word.cards, word.letters, strict=True)
            ),
        )
        for word in claim.words
    ]
    if claim.rest:
        groups.append(MarkedGroup(claim.rest, "rest", "rest", True, ("",) * len(claim.rest)))
    return groups


@dataclass(frozen=True)
class ClaimRow:
    """One seat's claim as the table shows it: whose, what it is worth, where it stands."""

    name: str
    claim: Claim
    note: str
    lit: bool = False  # the claim open to challenge now, or the one being spelled
    spelling: bool = False  # the person's words in the making: its cards can be clicked to spell with


class ShowdownSprite(HudSprite):
    """The claims in the middle of the table; nothing outside the showdown."""

    def __init__(self) -> None:
        super().__init__()
        self.spots: list[tuple[pygame.Rect, ScrokerCard]] = []  # the spelling row's cards, on screen

    def refresh(self, viewport: Viewport, art: CardArt, title: str, rows: Sequence[ClaimRow]) -> None:
        rect = viewport.rect(*PANEL)
        key = (title, tuple(rows), rect.size)
        if key == self._key and rect == self.rect:
            return
        if not rows:
            self.visible, self.dirty, self._key, self.spots = 0, 1, key, []
            return
        self.visible = 1
        image, spots = _panel(viewport, art, title, rows, rect.size)
        self.spots = [(spot.move(rect.topleft), card) for spot, card in spots]
        self.show(key, image, rect)

    def card_at(self, pos: tuple[int, int]) -> ScrokerCard | None:
        """The card of the spelling row under the pointer."""
        if not self.visible:
            return None
        return next((card for spot, card in self.spots if spot.collidepoint(pos)), None)


def _name_width(least: int, name_px: int, rows: Sequence[ClaimRow], most: int, pad: int) -> int:
    """The names' column: as wide as its longest name or note at the player's text size (at 150% text a
    fixed column let the cards cover "Bot 2 (easy)"), but never more than ``most`` (the cards need room)."""
    name_face, note_face = theme.font(name_px, bold=True), theme.font(round(name_px * 0.85))
    widest = max(max(name_face.size(row.name)[0], note_face.size(row.note)[0]) for row in rows)
    return max(least, min(most, widest + pad))


def _panel(
    viewport: Viewport, art: CardArt, title: str, rows: Sequence[ClaimRow], size: tuple[int, int]
) -> tuple[pygame.Surface, list[tuple[pygame.Rect, ScrokerCard]]]:
    """The panel's picture, and where the spelling row's cards are on it."""
    image = pygame.Surface(size, pygame.SRCALPHA)
    radius = viewport.length(14)
    pygame.draw.rect(image, (*theme.PANEL, 255), image.get_rect(), border_radius=radius)
    pygame.draw.rect(
        image, theme.PANEL_EDGE, image.get_rect(), width=max(1, viewport.length(2)), border_radius=radius
    )
    title_h = viewport.length(TITLE_HEIGHT)
    draw_text(image, title, (size[0] / 2, title_h * 0.55), viewport.length(28), theme.GOLD, bold=True)
    columns = 1 if len(rows) <= ONE_COLUMN_ROWS else 2
    per_column = -(-len(rows) // columns)
    pad = viewport.length(14)
    column_w = (size[0] - pad * (columns + 1)) // columns
    row_h = (size[1] - title_h - pad) // per_column
    name_px = viewport.length(24 if columns == 1 else 20)
    name_w = _name_width(viewport.length(NAME_WIDTH / columns), name_px, rows, column_w // 2, pad)
    bands = [claim_groups(row.claim) for row in rows]
    card_h = fit_card_height(
        [[len(group.cards) for group in groups] for groups in bands],
        column_w - name_w,
        row_h,
        CARD_ASPECT,
    )
    geometry = HandGeometry((max(8, round(card_h * CARD_ASPECT)), card_h))
    while geometry.height > row_h * 0.95 and card_h > 8:  # the band's label strip must fit the row too
        card_h -= 1
        geometry = HandGeometry((max(8, round(card_h * CARD_ASPECT)), card_h))
    spots: list[tuple[pygame.Rect, ScrokerCard]] = []
    for index, (row, groups) in enumerate(zip(rows, bands, strict=True)):
        column, place = divmod(index, per_column)
        left = pad + column * (column_w + pad)
        top = title_h + place * row_h
        if row.lit:
            band = pygame.Rect(left - pad // 2, top, column_w + pad, row_h - viewport.length(4))
            pygame.draw.rect(
                image, theme.GOLD, band, width=max(1, viewport.length(2)), border_radius=radius // 2
            )
        middle = top + row_h / 2
        ink = theme.GOLD if row.lit else theme.INK
        draw_text(
            image,
            row.name,
            (left + pad / 2, middle - name_px * 0.6),
            name_px,
            ink,
            bold=True,
            anchor="midleft",
        )
        draw_text(
            image,
            row.note,
            (left + pad / 2, middle + name_px * 0.6),
            round(name_px * 0.85),
            theme.INK,
            anchor="midleft",
        )
        cards_top = round(middle - geometry.height / 2)
        rects = draw_marked_hand(image, art, groups, (left + name_w, cards_top), geometry)
        if row.spelling:
            spots += zip(rects, (card for group in groups for card in group.cards), strict=True)
    return image, spots


class LetterStrip(HudSprite):
    """A–Z in two rows of buttons: click the letter a wild stands for."""

    def refresh(self, viewport: Viewport, shown: bool) -> None:
        rect = viewport.rect(*LETTER_BOX)
        key = (shown, rect.size)
        if key == self._key and rect == self.rect:
            return
        if not shown:
            self.visible, self.dirty, self._key = 0, 1, key
            return
        image = pygame.Surface(rect.size, pygame.SRCALPHA)
        for letter, box in zip(ascii_uppercase, self._boxes(rect.size), strict=True):
            pygame.draw.rect(image, theme.BUTTON, box, border_radius=max(2, box.h // 5))
            pygame.draw.rect(image, theme.GOLD, box, width=1, border_radius=max(2, box.h // 5))
            draw_text(image, letter, box.center, round(box.h * 0.6), theme.INK, bold=True)
        self.visible = 1
        self.show(key, image, rect)

    def letter_at(self, viewport: Viewport, pos: tuple[int, int]) -> str | None:
        """The letter under the pointer, if the strip is up."""
        rect = viewport.rect(*LETTER_BOX)
        if not self.visible or not rect.collidepoint(pos):
            return None
        inside = (pos[0] - rect.x, pos[1] - rect.y)
        for letter, box in zip(ascii_uppercase, self._boxes(rect.size), strict=True):
            if box.collidepoint(inside):
                return letter
        return None

    def centre_of(self, letter: str) -> tuple[int, int]:
        """Where on the screen the letter's button is (the strip as last drawn)."""
        box = self._boxes(self.rect.size)[ascii_uppercase.index(letter.upper())]
        return box.move(self.rect.topleft).center

    @staticmethod
    def _boxes(size: tuple[int, int]) -> list[pygame.Rect]:
        step_x, step_y = size[0] / LETTERS_A_ROW, size[1] / 2
        gap = max(1, round(step_x * 0.1))
        return [
            pygame.Rect(
                round((index % LETTERS_A_ROW) * step_x) + gap // 2,
                round((index // LETTERS_A_ROW) * step_y) + gap // 2,
                round(step_x) - gap,
                round(step_y) - gap,
            )
            for index in range(len(ascii_uppercase))
        ]
