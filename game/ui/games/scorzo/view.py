"""The Scorzo table on screen: the shown hand at the bottom, grouped into melds.

A ``SeatedTableView`` (turned for the shown hand, hidden hands face down) with
what a rummy table needs besides:

* The shown hand lies in the person's own order (``HandOrder``), not the
  rules' order, with a gap (the map's ``group_gap``) between groups; a band
  under each whole meld and a caption below it name the meld, and the loose
  cards' caption says what they cost.
* The card under the keyboard's cursor (the one a click picked to discard)
  stands raised, above its neighbours, so it is seen without covering theirs.
* A hand that is not face up for its owner right now is a plain face-down fan:
  no band, caption or gap tells how it melds (``unarrange``).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.ui.cards.sprite import CardSprite
from game.ui.look import theme
from game.ui.look.viewport import Viewport
from game.ui.look.widgets import draw_text, fitting_height, fitting_pixels, shortened
from game.ui.table.layout import PileSlot, card_spot
from game.ui.table.seated_view import SeatedTableView
from game.ui.table.table_view import CARD_LAYER

BAND_LAYER = CARD_LAYER - 5  # under the cards of the hand
CAPTION_HEIGHT = 30  # virtual pixels below the hand for a group's caption
RAISE = 12  # virtual pixels the picked card stands above the hand: clear of it, under the name strip
MELD_BAND = (224, 184, 72)  # gold: these cards score nothing
LOOSE_BAND = (214, 92, 80)  # red: these cards count against the hand
CENTRE_PILES = ("draw", "discard")


@dataclass(frozen=True)
class GroupMark:
    """A run of neighbouring cards in the shown hand and what the table writes under them."""

    start: int
    count: int
    caption: str
    is_meld: bool


class BandSprite(pygame.sprite.DirtySprite):
    """A tinted band under a group of cards with its caption below the cards."""

    def __init__(self, image: pygame.Surface, rect: pygame.Rect) -> None:
        super().__init__()
        self.image, self.rect, self.dirty = image, rect, 1


class ScorzoTableView(SeatedTableView):
    """The table for one Scorzo game, turned for the seat at the bottom, its hand grouped into melds."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.bands: list[BandSprite] = []
        super().__init__(*args, centre_piles=CENTRE_PILES, **kwargs)

    arranged: str | None = None  # the pile laid out in the person's order with gaps between groups
    group_starts: tuple[int, ...] = ()
    group_marks: tuple[GroupMark, ...] = ()
    raised: int | None = None  # the arranged hand's card standing raised (the cursor's), if any

    @property
    def group_gap(self) -> float:
        return float(self.layout.properties.get("group_gap", 0))  # type: ignore[arg-type]

    # --- places -----------------------------------------------------------------------

    def card_place(self, pile_id: str, index: int, count: int) -> tuple[float, float]:
        if pile_id != self.arranged or count < 1:
            return super().card_place(pile_id, index, count)
        slot = self.layout.slots[pile_id]
        x, y = self._arranged_spot(slot, index, count)
        return self.viewport.to_screen(x, y)

    def _arranged_spot(self, slot: PileSlot, index: int, count: int) -> tuple[float, float]:
        """A fan along the slot with a gap before each group; it closes up, gaps first, to fit."""
        card_width = self.layout.card_size[0]
        starts = [start for start in self.group_starts if 0 < start < count]
        gap = self.group_gap
        spare = slot.width - card_width - len(starts) * gap
        step = slot.fan_step if count < 2 else min(slot.fan_step, max(spare, 0) / (count - 1))
        if spare < 0:  # no room even for the gaps: share what there is
            gap = max(0.0, slot.width - card_width) / max(1, count - 1 + len(starts)) if starts else 0.0
            step = gap
        width = card_width + (count - 1) * step + len(starts) * gap
        left = slot.x + max(0.0, (slot.width - width) / 2)  # the hand sits in the middle of its place
        before = sum(1 for start in starts if start <= index)
        lift = RAISE if index == self.raised else 0
        return (left + index * step + before * gap, card_spot(slot, self.layout.card_size, 0, 1)[1] - lift)

    def position_at(self, pile_id: str, x: float, moving: CardSprite) -> int:
        """Where in the arranged hand a card dropped with its centre at ``x`` goes (among the others)."""
        sprites = self.piles[pile_id]
        half = self.card_size[0] / 2
        centres = [
            self.card_place(pile_id, index, len(sprites))[0] + half
            for index, sprite in enumerate(sprites)
            if sprite is not moving
        ]
        return sum(1 for centre in centres if centre < x)

    # --- the shown hand -----------------------------------------------------------------

    def arrange(
        self, pile_id: str, cards: Sequence[Hashable], marks: Sequence[GroupMark], raised: int | None = None
    ) -> None:
        """Lay the hand out in ``cards`` order, grouped by ``marks``, card ``raised`` up; moved ones glide."""
        self.arranged, self.raised = pile_id, raised
        sprites = {sprite.card: sprite for sprite in self.piles[pile_id]}
        ordered = [sprites[card] for card in cards if card in sprites]
        ordered += [sprite for sprite in self.piles[pile_id] if sprite not in ordered]
        self.piles[pile_id] = ordered
        self.group_marks = tuple(marks)
        self.group_starts = tuple(mark.start for mark in marks)
        self._settle(pile_id)
        self._draw_bands()

    def mark_card(
        self, pile_id: str | None, index: int, colour: tuple[int, int, int], kind: str = "cursor"
    ) -> None:
        """As at every seated table, but in the arranged hand the ring lies on its card's own layer:
        the next card covers the ring's right edge instead of the ring covering that card's index."""
        super().mark_card(pile_id, index, colour, kind)
        if pile_id is not None and pile_id == self.arranged:
            for marker in self.markers.get(kind, []):
                self.group.change_layer(marker, CARD_LAYER + index)  # added last: over its card only

    def unarrange(self) -> None:
        """No hand is shown as its person's now: its groups and their bands and labels go too, or the
        next person would read a face-down hand's melds off them (issue 22); so do the gaps between
        its groups and the raised card: the hand closes up into a plain fan."""
        pile_id, self.arranged = self.arranged, None
        self.group_starts, self.group_marks, self.raised = (), (), None
        if pile_id is not None:
            self._settle(pile_id)
        self._draw_bands()

    def resize(self, viewport: Viewport) -> None:
        super().resize(viewport)
        self._draw_bands()

    def _draw_bands(self) -> None:
        """A band under each group of the arranged hand, gold for a meld, red for loose cards."""
        for band in self.bands:
            band.kill()
        self.bands = []
        pile_id = self.arranged
        if pile_id is None:
            return
        count = len(self.piles[pile_id])
        card_w, card_h = self.card_size
        pad = self.viewport.length(6)
        marks = [mark for mark in self.group_marks if mark.start + mark.count <= count]
        starts = sorted(self.group_starts)
        caption_h = self.viewport.length(CAPTION_HEIGHT)
        slot = self.layout.slots[pile_id]
        hand_top = self.viewport.to_screen(slot.x, card_spot(slot, self.layout.card_size, 0, 1)[1])[1]
        for mark in marks:
            left = (self.card_place(pile_id, mark.start, count)[0], hand_top)
            right = self.card_place(pile_id, mark.start + mark.count - 1, count)[0] + card_w
            following = [start for start in starts if start >= mark.start + mark.count]
            if following:  # the next group's first card covers this one's right edge: stop short of it
                right = min(right, self.card_place(pile_id, following[0], count)[0] - pad)
            rect = pygame.Rect(
                round(left[0]) - pad,
                round(left[1]) - pad,
                round(right - left[0]) + 2 * pad,
                card_h + 2 * pad + caption_h,
            )
            self.bands.append(BandSprite(self._band_image(rect.size, mark, caption_h), rect))
            self.group.add(self.bands[-1], layer=BAND_LAYER)

    def _band_image(self, size: tuple[int, int], mark: GroupMark, caption_h: int) -> pygame.Surface:
        colour = MELD_BAND if mark.is_meld else LOOSE_BAND
        image = pygame.Surface(size, pygame.SRCALPHA)
        radius = self.viewport.length(10)
        pygame.draw.rect(image, (*colour, 70), image.get_rect(), border_radius=radius)
        pygame.draw.rect(image, (*colour, 230), image.get_rect(), max(2, self.viewport.length(3)), radius)
        text_size = fitting_height(self.viewport.length(24), caption_h, bold=True)
        text_size = fitting_pixels(mark.caption, text_size, size[0] - 8, bold=True)  # a narrow group: smaller
        caption = shortened(mark.caption, text_size, size[0] - 8, bold=True)
        centre = (size[0] / 2, size[1] - caption_h / 2 - self.viewport.length(2))
        draw_text(image, caption, centre, text_size, theme.INK, bold=True, within=image.get_rect())
        return image
