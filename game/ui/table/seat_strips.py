"""The strip over each hand at a turn table: who sits there, the turn, a note, the seat's facts.

Scorzo says who deals and the total so far; Scroker the chips and this deal's bet.

A HUD sprite on the map's ``seatN.name`` label, redrawn only when its words change.
The seat on turn has a gold edge, so a glance across the table says whose go it is.
The seat's mark (``seat_marks``) leads the strip: the same shape and colour as on the
round summaries, scoresheets and charts, so a seat is found there without reading colour alone.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

import pygame

from game.ui.look import theme
from game.ui.look.hud import HudSprite
from game.ui.look.seat_marks import draw_mark_before
from game.ui.look.viewport import Viewport
from game.ui.look.widgets import draw_text, first_fitting, fitting_height, shortened, without_bracket
from game.ui.table.layout import Label


@dataclass(frozen=True)
class SeatLine:
    """What a strip says this frame: the name, then a note, then facts such as "deals" or "total 12"."""

    name: str
    facts: tuple[str, ...] = ()
    on_turn: bool = False
    note: str = ""

    def words(self) -> str:
        return "  ·  ".join([self.name, *([self.note] if self.note else []), *self.facts])

    def shorter_words(self) -> list[str]:
        """``words``, then with fewer facts (the last first), then without the note, then the name
        without its bracket ("Seat 2" for "Seat 2 (you)"): a narrow strip shows what fits at a
        readable size rather than everything too small to read."""
        forms = [
            dataclasses.replace(self, facts=self.facts[:count]).words()
            for count in range(len(self.facts), -1, -1)
        ]
        forms += [self.name] if self.note else []
        bare = without_bracket(self.name)
        return [*forms, bare] if bare != self.name else forms


class SeatNameStrip(HudSprite):
    """One seat's strip, drawn in the rectangle the map gave its name."""

    def __init__(self, label: Label, seat: int | None = None) -> None:
        super().__init__()
        self.label = label
        self.seat = seat  # the game's seat (the map's is turned); None: no mark

    def refresh(self, viewport: Viewport, line: SeatLine) -> None:
        rect = viewport.rect(self.label.x, self.label.y, self.label.width, self.label.height)
        key = (line, rect.size)
        if key == self._key and rect == self.rect:
            return
        image = pygame.Surface(rect.size, pygame.SRCALPHA)
        radius = viewport.length(10)
        pygame.draw.rect(image, (0, 0, 0, 110), image.get_rect(), border_radius=radius)
        if line.on_turn:
            pygame.draw.rect(image, theme.GOLD, image.get_rect(), max(2, viewport.length(3)), radius)
        ink = theme.GOLD if line.on_turn else theme.INK
        size = fitting_height(viewport.length(self.label.size), rect.h, bold=True)
        mark = 0 if self.seat is None else size + viewport.length(6)
        room = rect.w - viewport.length(12) - mark
        forms = line.shorter_words()
        text = first_fitting(forms, size, room, bold=True) or shortened(forms[-1], size, room, bold=True)
        width = theme.font(size, bold=True).size(text)[0] + mark
        left = (rect.w - width) / 2
        if self.seat is not None:
            draw_mark_before(image, self.seat, (left, rect.h / 2), size)
        draw_text(
            image,
            text,
            (left + mark, rect.h / 2),
            size,
            ink,
            bold=True,
            anchor="midleft",
            within=image.get_rect(),
        )
        self.show(key, image, rect)
