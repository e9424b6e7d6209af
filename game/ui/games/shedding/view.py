"""The Schrum Schrum and Tač table on screen: every pile's place drawn, German faces, pile counts.

Nothing here is a private hand: each seat has a face-down pile (face down to
everyone) and a face-up pile whose top card the others play onto, so the
table draws an empty place for every pile, the centre marked "A" (only an
Ace starts it). A face-down pile carries a badge with how many cards it
holds, since a squared pile does not show its height.
"""

from __future__ import annotations

import pygame

from game.core.cards import Card
from game.rules.shedding.state import CENTRE
from game.ui.cards.face_parts import PaintedCard
from game.ui.look import theme
from game.ui.look.hud import HudSprite
from game.ui.look.viewport import Viewport
from game.ui.look.widgets import draw_text
from game.ui.table.seated_view import SeatedTableView
from game.ui.table.table_view import TableView


class ShedderTableView(SeatedTableView):
    """A turn table of squared piles; ``faces`` chooses the French or German pictures."""

    faces: str = "french"

    def picture(
        self, card: PaintedCard, face_up: bool, size: tuple[int, int] | None = None
    ) -> pygame.Surface:
        if face_up and self.faces == "german" and isinstance(card, Card):
            return self.art.face(card, size or self.card_size, style="german")
        return super().picture(card, face_up, size)

    def _render_background(self) -> pygame.Surface:
        """Every pile's empty place: a seat's piles stay where they are even when empty."""
        self.slot_labels = {**self.slot_labels, CENTRE: "A"}
        return TableView._render_background(self)


class PileCount(HudSprite):
    """How many cards a face-down pile holds, in a dark disc on its lower left corner (none when empty).

    A card prints its index in the top left and bottom right corners, so the lower left is the
    corner where the disc never hides the index of the card a seat turns face up on the pile."""

    def refresh(self, viewport: Viewport, card: pygame.Rect, count: int) -> None:
        """Show ``count`` on the pile at ``card``; an empty pile's outline says it all, so no badge."""
        if not count:
            if self.visible:
                self.visible = 0  # DirtySprite marks itself dirty, so the cloth underneath comes back
                self._key = None
            return
        if not self.visible:
            self.visible = 1
        text, pixels = str(count), viewport.length(26)
        words = theme.font(pixels, bold=True).size(text)  # large text widens the badge, never spills
        diameter = max(viewport.length(44), max(words) + viewport.length(10))
        rect = pygame.Rect(0, 0, diameter, diameter)
        rect.center = (card.left + diameter // 3, card.bottom - diameter // 3)
        key = (count, rect.size)
        if key == self._key and rect == self.rect:
            return
        image = pygame.Surface(rect.size, pygame.SRCALPHA)
        radius = diameter // 2
        pygame.draw.circle(image, (*theme.PANEL, 235), (radius, radius), radius)
        pygame.draw.circle(image, theme.GOLD, (radius, radius), radius, max(1, viewport.length(3)))
        draw_text(image, text, (radius, radius + 1), pixels, theme.INK, bold=True, within=image.get_rect())
        self.show(key, image, rect)


def new_counts(seats: int) -> dict[int, PileCount]:
    return {seat: PileCount() for seat in range(seats)}
