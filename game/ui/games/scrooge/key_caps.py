"""Each seat's controls drawn on its own piles, so nobody has to remember a map (DESIGN.md §8).

Key and pad seats get the key or button that picks each pile; the mouse seat gets the
same caps in words ("Click" on its stock, "Scrooge" on its Scrooge pile), so every seat
can read off its piles what to do.

A small cap sits in the top-right corner of each pile's place (the corner a card's index
leaves free); the keys that name no pile ("to the centre", "Scrooge!") go in the seat's strip.
In team play a second keyboard seat at the same place has its caps in the bottom-right corner,
so two people's keys never lie on top of each other. A cap that would reach the card's index there
(large text on a small card) goes across the card's middle, between its indices, when they leave
it room. Caps wear the place's colour.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui.games.scrooge.button_seat import ButtonSeat
from game.ui.games.scrooge.match import ScroogeMatch
from game.ui.input.key_presets import Binding
from game.ui.look import theme
from game.ui.look.hud import HudSprite
from game.ui.look.viewport import Viewport
from game.ui.look.widgets import draw_text
from game.ui.table.layout import TableLayout
from game.ui.table.seat_panels import seat_colour

CAP_HEIGHT = 30
CAP_PAD = 4
CAP_TEXT = 22
SMALLEST_TEXT = 14
CAP_ROOM = 0.7  # of the pile's width at most, so the card's own index in the other corner shows


class KeyCap(HudSprite):
    """One key's or button's label on one pile."""

    def __init__(
        self, layout: TableLayout, place: int, pile_id: str, label: str, at_bottom: bool = False
    ) -> None:
        super().__init__()
        self.layout, self.place, self.pile_id, self.label = layout, place, pile_id, label
        self.at_bottom = at_bottom

    def refresh(self, viewport: Viewport, index_reach: tuple[float, float] | None) -> None:
        """Lay the cap on its pile. ``index_reach``: how far (virtual pixels) the index of the card
        lying squarely on the pile's place reaches in from its side and from its end
        (``CardArt.index_reach``), or None when no index shows there."""
        slot = self.layout.slots[self.pile_id]
        size = CAP_TEXT
        while (
            size > SMALLEST_TEXT
            and theme.font(size, bold=True).size(self.label)[0] + 14 > slot.width * CAP_ROOM
        ):
            size -= 2
        width = max(34, theme.font(size, bold=True).size(self.label)[0] + 14)
        top = slot.y + slot.height - CAP_HEIGHT - CAP_PAD if self.at_bottom else slot.y + CAP_PAD
        left = slot.x + slot.width - width - CAP_PAD
        if index_reach is not None:
            left, top = self._clear_of_index((left, top), width, index_reach)
        rect = viewport.rect(left, top, width, CAP_HEIGHT)
        if (self.label, rect.size) == self._key and rect == self.rect:
            return
        image = pygame.Surface(rect.size, pygame.SRCALPHA)
        radius = viewport.length(6)
        pygame.draw.rect(image, (*theme.PANEL, 225), image.get_rect(), border_radius=radius)
        pygame.draw.rect(image, seat_colour(self.place), image.get_rect(), viewport.length(2), radius)
        draw_text(image, self.label, (rect.w / 2, rect.h / 2), viewport.length(size), theme.INK, bold=True)
        self.show((self.label, rect.size), image, rect)

    def _clear_of_index(
        self, corner: tuple[float, float], width: float, index_reach: tuple[float, float]
    ) -> tuple[float, float]:
        """The cap's place: its corner, unless it reaches the card's index there (large text on a small
        card) and the card's middle, between its two indices, has room for it."""
        slot = self.layout.slots[self.pile_id]
        card_w, card_h = self.layout.card_size
        across, down = index_reach
        indices = [
            pygame.Rect(round(slot.x), round(slot.y), round(across), round(down)),
            pygame.Rect(
                round(slot.x + card_w - across), round(slot.y + card_h - down), round(across), round(down)
            ),
        ]
        cap = pygame.Rect(round(corner[0]), round(corner[1]), round(width), CAP_HEIGHT)
        if cap.collidelist(indices) < 0:
            return corner
        middle = slot.y + card_h / 2 + (CAP_PAD / 2 if self.at_bottom else -CAP_HEIGHT / 2)
        cap.topleft = (round(slot.x + (card_w - width) / 2), round(middle))
        return (cap.x, cap.y) if cap.collidelist(indices) < 0 else corner


def key_caps(layout: TableLayout, seat: ButtonSeat, label: Callable[[str], str]) -> list[KeyCap]:
    """A cap on every pile of the seat that one of its buttons picks (the stock: its turn button)."""
    seating = seat.match.state.seating
    place = seating.place_of(seat.seat)
    at_bottom = seat.seat != seating.seats_at(place)[0]  # the second of a team
    caps = []
    for action, name in seat.binding.names.items():
        pile_id = seat.pile_for(action)
        if pile_id is not None:
            caps.append(KeyCap(layout, place.index, pile_id, label(name), at_bottom))
    return caps


def mouse_caps(layout: TableLayout, match: ScroogeMatch, seat: int) -> list[KeyCap]:
    """The mouse seat's caps, in words: its stock turns with a click, and its Scrooge pile is named."""
    seating = match.state.seating
    place = seating.place_of(seat)
    at_bottom = seat != seating.seats_at(place)[0]  # the second of a team
    return [
        KeyCap(layout, place.index, place.stock, "Click", at_bottom),
        KeyCap(layout, place.index, place.scrooge, "Scrooge", at_bottom),
    ]


def strip_keys(*seats: tuple[Binding, Callable[[str], str]]) -> str:
    """What the strip adds after the place's name: the keys or buttons that name no pile.

    Each seat comes with how its buttons are written; teammates' show as ``D/Enter centre``.
    """
    parts = []
    for action, word in (("centre", "centre"), ("call", "Scrooge!")):
        keys = [label(binding.names[action]) for binding, label in seats if binding.names.get(action)]
        if keys:
            parts.append(f"{'/'.join(keys)} {word}")
    return "  ".join(parts)
