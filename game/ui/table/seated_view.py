"""A table of private hands: turned so the shown hand is at the bottom, hidden ones face down.

A ``TableView`` with what every game of hidden hands needs (Scorzo, Scroker):

* The map's places are turned (``HotSeat.game_pile``): map place ``seat1`` is
  the seat whose hand the screen shows, the others follow in playing order.
* Cards into the shown hand arrive face up; a card going into a hidden hand is
  face down at once, never half a flip of its face on the way.
* One card of any pile may be picked up (a hand is not a stack), and a
  keyboard cursor may ring one card.
* Only the centre piles named by the game have an empty place drawn on the
  cloth: hands come and go.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.core.events import CardsMoved, Event
from game.ui.cards.sprite import CardSprite
from game.ui.look import theme
from game.ui.look.widgets import draw_text, fitting_pixels, shortened
from game.ui.table.layout import TableLayout
from game.ui.table.table_view import CURSOR_LAYER, DRAG_LAYER, FLIP_SECONDS, Marker, TableView

HAND = ".hand"  # the end of every hand's pile id
SLOT_NAME = 26  # virtual pixels: a centre pile's name in its empty place


def turned_layout(layout: TableLayout, game_pile: Callable[[str], str]) -> TableLayout:
    """The map with each place's piles renamed to the game seat drawn there; labels left to the scene."""
    slots = {}
    for map_id, slot in layout.slots.items():
        pile_id = game_pile(map_id)
        slots[pile_id] = dataclasses.replace(slot, pile_id=pile_id)
    return dataclasses.replace(layout, slots=slots, labels=())


class SeatedTableView(TableView):
    """A table of private hands, turned for the seat at the bottom."""

    shown_hand: str | None = None  # the pile id of the hand drawn face up at the bottom

    def __init__(self, *args: Any, centre_piles: Sequence[str] = (), **kwargs: Any) -> None:
        self.centre_piles = tuple(centre_piles)
        super().__init__(*args, **kwargs)

    def lift_card(self, pile_id: str, index: int) -> CardSprite:
        """Pick one card of a pile up (any card: a hand is not a stack) to carry over the table."""
        sprite = self.piles[pile_id][index]
        sprite.finish()
        self.group.change_layer(sprite, DRAG_LAYER)
        return sprite

    def keep_lifted(self, sprite: CardSprite) -> None:
        """A card still held while its hand is laid out again stays where the pointer holds it."""
        sprite.jump_to(sprite.position)  # stops the glide home the new layout began
        sprite.landed_layer = None
        self.group.change_layer(sprite, DRAG_LAYER)

    def follow_order(self, pile_id: str, cards: Sequence[Any]) -> None:
        """Lay a pile's cards out in ``cards`` order, as the rules keep it (a sorted hand after a pick-up).

        Cards arriving by an event land on top; the rules may sort them in. Only a changed order glides.
        """
        sprites = {sprite.card: sprite for sprite in self.piles[pile_id]}
        ordered = [sprites[card] for card in cards if card in sprites]
        if ordered != self.piles[pile_id] and len(ordered) == len(self.piles[pile_id]):
            self.piles[pile_id] = ordered
            self._settle(pile_id)

    def show_faces(self, face_up_hands: Sequence[str], hands: Sequence[str]) -> None:
        """Hands in ``face_up_hands`` face up, the other hands face down (flipping as needed)."""
        for pile_id in hands:
            up = pile_id in face_up_hands
            for sprite in self.piles[pile_id]:
                sprite.flip_to(up, FLIP_SECONDS * self.motion_scale)

    def play_events(self, events: list[Event]) -> None:
        """As the table plays them, but a card taken into the shown hand turns face up as it comes,
        and one dealt or taken into a hidden hand is face down at once.

        A hidden hand's card must never show its face on the way, not even half a flip: after a
        round's end the gathered cards are still turning face down when the deal sends them out.
        """
        shown = self.shown_hand
        turned = [
            dataclasses.replace(event, face_up=True)
            if isinstance(event, CardsMoved) and event.target == shown
            else event
            for event in events
        ]
        super().play_events(turned)
        hidden = {
            (event.target, card)
            for event in turned
            if isinstance(event, CardsMoved) and event.target.endswith(HAND) and not event.face_up
            for card in event.cards
        }
        for pile_id, card in hidden:
            for sprite in self.piles[pile_id]:
                if sprite.card == card:
                    sprite.flip_to(False, 0.0)

    def mark_card(
        self, pile_id: str | None, index: int, colour: tuple[int, int, int], kind: str = "cursor"
    ) -> None:
        """Ring card ``index`` of a pile (where it will rest), or nothing when ``pile_id`` is None.

        Each ``kind`` of ring is one card: the keyboard cursor, or one seat's pick at a race.
        """
        for marker in self.markers.setdefault(kind, []):
            marker.kill()
        self.markers[kind] = []
        if pile_id is None or not 0 <= index < len(self.piles[pile_id]):
            return
        x, y = self.card_place(pile_id, index, len(self.piles[pile_id]))
        pad = self.viewport.length(6)
        rect = pygame.Rect(round(x), round(y), *self.card_size).inflate(pad * 2, pad * 2)
        marker = Marker(self.art.highlight(rect.size, colour), rect)
        self.markers[kind].append(marker)
        self.group.add(marker, layer=CURSOR_LAYER)

    # --- the cloth ------------------------------------------------------------------------

    def _render_background(self) -> pygame.Surface:
        """Only the game's centre piles have an empty place drawn: hands come and go."""
        size = self.viewport.window
        colour = theme.TABLE_COLOURS.get(self.felt_colour, theme.TABLE_COLOURS["green"])
        surface = theme.felt(size, colour).copy()
        for pile_id in self.centre_piles:
            if pile_id in self.layout.slots:
                slot = self.slot_rect(pile_id)
                surface.blit(self.art.empty_slot(self.card_size), slot)
                self._name_slot(surface, pile_id.capitalize(), slot)
        return surface

    def _name_slot(self, surface: pygame.Surface, name: str, slot: pygame.Rect) -> None:
        """The pile's name in its empty place ("Discard"): text like any other, so it keeps to the
        12-pixel floor that the card art's own lettering (sized by the card) would go under."""
        room = slot.w - self.viewport.length(12)
        pixels = fitting_pixels(name, self.viewport.length(SLOT_NAME), room)
        draw_text(surface, shortened(name, pixels, room), slot.center, pixels, theme.INK_DIM, within=slot)
