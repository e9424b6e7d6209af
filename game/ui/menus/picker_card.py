"""One game's card in the picker: its name, a picture of its table, its seats and length, a line
about it, and (Scotch) its other ways in, each a small button on the card.

Sizes are virtual pixels; text is measured at the size it is drawn in the window (the font's
own widths, not a scaled guess), so a line that fits here fits on screen. The same ``CardParts``
place the drawing, the card's buttons and the checks that every text stays in its card.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

import pygame

from game.ui.look import theme
from game.ui.look.viewport import Viewport
from game.ui.look.widgets import Button, draw_text, wrap_lines
from game.ui.menus.table_preview import PreviewFault

NAME_PIXELS = 30
FACT_PIXELS = 24
ABOUT_PIXELS = 24
CHIP_PIXELS = 24  # every size here is 23 or more: 12 window pixels at 1024×600 (scale 0.533)
PAD = 12
PICTURE_SHARE = 0.38  # of the card's width; the picture keeps the table's 16:9
LINE_GAP = 6
READABLE_WIDTH = 360  # a card's text narrower than this (times the text size) reads in scraps


@dataclass(frozen=True)
class CardWords:
    """What a card says: the game's name, facts beside the picture, the line about it, its extra buttons."""

    name: str
    facts: tuple[str, ...]
    about: str
    extras: tuple[str, ...] = ()


@dataclass(frozen=True)
class TextPlace:
    """A line of text and its top-left corner, in virtual pixels."""

    text: str
    x: float
    y: float
    pixels: int
    bold: bool = False
    dim: bool = False


@dataclass(frozen=True)
class CardParts:
    """Where everything on one card goes."""

    box: tuple[float, float, float, float]
    picture: tuple[float, float, float, float]
    texts: tuple[TextPlace, ...]
    chips: tuple[tuple[float, float, float, float], ...]  # one per extra, in order

    @property
    def height(self) -> float:
        return self.box[3]


class CardMeasure:
    """Lays cards out at one viewport and text size (measuring text as it will be drawn)."""

    def __init__(self, viewport: Viewport) -> None:
        self.viewport = viewport

    def width_of(self, text: str, pixels: int, bold: bool = False) -> float:
        return theme.font(self.viewport.length(pixels), bold).size(text)[0] / self.viewport.scale

    def line_height(self, pixels: int, bold: bool = False) -> float:
        return theme.font(self.viewport.length(pixels), bold).get_linesize() / self.viewport.scale

    def lines(self, text: str, pixels: int, width: float) -> list[str]:
        window_width = int(width * self.viewport.scale)
        return wrap_lines(text, self.viewport.length(pixels), window_width)

    def narrowest(self, words: CardWords) -> float:
        """The least width the card needs: its name and each extra button on a line, with room to read."""
        name = self.width_of(words.name, NAME_PIXELS, bold=True)
        chips = max((self.chip_width(extra) for extra in words.extras), default=0.0)
        return max(name, chips, READABLE_WIDTH * theme.text_scale) + 2 * PAD

    def chip_width(self, words: str) -> float:
        return (
            self.width_of(words, CHIP_PIXELS, bold=True) + 44
        )  # the button's rounded ends and a margin, whatever the rounding

    def parts(self, words: CardWords, x: float, y: float, width: float) -> CardParts:
        """The card at (x, y), ``width`` wide, as tall as its words need."""
        texts = [TextPlace(words.name, x + PAD, y + PAD, NAME_PIXELS, bold=True)]
        top = y + PAD + self.line_height(NAME_PIXELS, bold=True) + LINE_GAP
        picture_width = (width - 2 * PAD) * PICTURE_SHARE
        picture = (x + PAD, top, picture_width, picture_width * 9 / 16)
        facts_x = x + 2 * PAD + picture_width
        facts_y = top
        for fact in words.facts:
            for line in self.lines(fact, FACT_PIXELS, x + width - PAD - facts_x):
                texts.append(TextPlace(line, facts_x, facts_y, FACT_PIXELS, dim=True))
                facts_y += self.line_height(FACT_PIXELS)
            facts_y += LINE_GAP
        about_y = max(top + picture[3], facts_y - LINE_GAP) + LINE_GAP * 2
        for line in self.lines(words.about, ABOUT_PIXELS, width - 2 * PAD) if words.about else []:
            texts.append(TextPlace(line, x + PAD, about_y, ABOUT_PIXELS))
            about_y += self.line_height(ABOUT_PIXELS)
        chips = []
        chip_height = self.line_height(CHIP_PIXELS, bold=True) + PAD
        chip_x, chip_y = x + PAD, about_y + LINE_GAP
        for extra in words.extras:
            if chip_x > x + PAD and chip_x + self.chip_width(extra) > x + width - PAD:
                chip_x, chip_y = x + PAD, chip_y + chip_height + LINE_GAP  # the next line of buttons
            chips.append((chip_x, chip_y, self.chip_width(extra), chip_height))
            chip_x += self.chip_width(extra) + LINE_GAP * 2
        bottom = (chip_y + chip_height if chips else about_y) + PAD
        return CardParts((x, y, width, bottom - y), picture, tuple(texts), tuple(chips))


def draw_card(
    surface: pygame.Surface,
    viewport: Viewport,
    card: Button,
    parts: CardParts,
    picture: pygame.Surface | PreviewFault | None,
) -> None:
    """The card (its button's face, focus ring and hover included), its picture and its words, each
    text kept to the card (``within``, for the fit test). ``picture`` None: not drawn yet, an empty
    frame for now."""
    plain = dataclasses.replace(card, label="", box=parts.box)
    surface.blit(plain.render(viewport), viewport.rect(*parts.box))
    frame, box = viewport.rect(*parts.picture), viewport.rect(*parts.box)
    if isinstance(picture, pygame.Surface):
        surface.blit(picture, frame)
    else:
        pygame.draw.rect(surface, theme.PANEL, frame)
        if isinstance(picture, PreviewFault):  # the sentence itself is under the games
            _centred(surface, viewport, "No picture", parts.picture)
    pygame.draw.rect(surface, theme.PANEL_EDGE, frame, width=max(1, viewport.length(2)))
    for place in parts.texts:
        colour = theme.INK_DIM if place.dim else theme.GOLD if place.bold else theme.INK
        corner = viewport.to_screen(place.x, place.y)
        pixels = viewport.length(place.pixels)
        draw_text(surface, place.text, corner, pixels, colour, place.bold, anchor="topleft", within=box)


def draw_chip(surface: pygame.Surface, viewport: Viewport, chip: Button, words: str) -> pygame.Rect:
    """An extra way into a game: its button, showing just the words (the card already names the game)."""
    shown = dataclasses.replace(chip, label=words, text_size=CHIP_PIXELS)
    return shown.draw(surface, viewport)


def _centred(
    surface: pygame.Surface, viewport: Viewport, text: str, box: tuple[float, float, float, float]
) -> pygame.Rect:
    x, y, w, h = box
    centre = viewport.to_screen(x + w / 2, y + h / 2)
    return draw_text(surface, text, centre, viewport.length(FACT_PIXELS), within=viewport.rect(*box))
