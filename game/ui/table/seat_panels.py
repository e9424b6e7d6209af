"""Each place at a race table: its coloured area, and a strip with its name, its facts and a note.

A place is one layout: a seat's own, or a team's in team play (``game.rules.scrooge.places``).
Scrooge's strip tells the Scrooge-pile count and the score; Repezita's the cards
left or the place out (any ``StripFacts``).

The area is painted under the cards (on the table's background); the strip is a
HUD sprite above the seat's piles, redrawn only when its words change. A note
("beaten by Seat 2", "Scrooge!") stays a few seconds beside the seat it concerns.
"""

from __future__ import annotations

from typing import Protocol

import pygame

from game.ui.look import theme
from game.ui.look.hud import HudSprite
from game.ui.look.seat_marks import draw_seat_mark, paint_seat_pattern
from game.ui.look.viewport import Viewport
from game.ui.look.widgets import draw_text, first_fitting, fitting_height, shortened
from game.ui.table.layout import TableLayout

NOTE_SECONDS = 3.0
STRIP_HEIGHT = 40
ZONE_PAD = 6
PATTERN_STEP = 28  # virtual pixels between the lines of a seat's hatching


def seat_colour(seat: int) -> tuple[int, int, int]:
    return theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]


def seat_area(layout: TableLayout, seat: int) -> tuple[float, float, float, float]:
    """The virtual rectangle around a seat's piles and the strip above them."""
    slots = [s for s in layout.slots.values() if s.seat == seat + 1]
    left, top = min(s.x for s in slots), min(s.y for s in slots) - STRIP_HEIGHT
    right, bottom = max(s.x + s.width for s in slots), max(s.y + s.height for s in slots)
    return (left - ZONE_PAD, top, right - left + 2 * ZONE_PAD, bottom - top + ZONE_PAD)


def paint_seat_areas(surface: pygame.Surface, layout: TableLayout, viewport: Viewport, seats: int) -> None:
    """Tint each seat's area in its colour and hatch it in its pattern, under everything else."""
    for seat in range(seats):
        rect = viewport.rect(*seat_area(layout, seat))
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        radius = viewport.length(14)
        pygame.draw.rect(shade, (*seat_colour(seat), 38), shade.get_rect(), border_radius=radius)
        hatching = pygame.Surface(rect.size, pygame.SRCALPHA)
        paint_seat_pattern(hatching, seat, (*seat_colour(seat), 40), viewport.length(PATTERN_STEP))
        shade.blit(hatching, (0, 0))
        pygame.draw.rect(shade, (*seat_colour(seat), 200), shade.get_rect(), viewport.length(3), radius)
        surface.blit(shade, rect)


class StripFacts(Protocol):
    """What a strip says about a seat this frame: who plays it, then its facts, longest form first."""

    name: str

    def texts(self) -> list[str]: ...


class SeatStrip(HudSprite):
    """The line above one seat's cards."""

    def __init__(self, layout: TableLayout, seat: int) -> None:
        super().__init__()
        self.layout, self.seat = layout, seat
        self.note, self.note_left = "", 0.0
        self.note_colour = theme.ERROR

    def say(self, note: str, colour: tuple[int, int, int] = theme.ERROR) -> None:
        """Show a note for a few seconds: a refusal (the default colour) or news such as a joker's name."""
        self.note, self.note_left, self.note_colour = note, NOTE_SECONDS, colour

    def tick(self, seconds: float) -> None:
        if self.note_left > 0:
            self.note_left -= seconds
            if self.note_left <= 0:
                self.note = ""

    def refresh(self, viewport: Viewport, facts: StripFacts) -> None:
        x, y, w, _ = seat_area(self.layout, self.seat)
        rect = viewport.rect(x, y, w, STRIP_HEIGHT)
        texts = facts.texts()
        key = (facts.name, tuple(texts), self.note, self.note_colour, rect.size)
        if key == self._key and rect == self.rect:
            return
        image = pygame.Surface(rect.size, pygame.SRCALPHA)
        image.fill((*seat_colour(self.seat), 70))
        size, pad, middle = (
            fitting_height(viewport.length(26), rect.h, bold=True),
            viewport.length(12),
            rect.h / 2,
        )
        mark = pygame.Rect(pad, 0, round(rect.h * 0.6), round(rect.h * 0.6))
        mark.centery = round(middle)
        draw_seat_mark(image, self.seat, mark, seat_colour(self.seat))
        left = mark.right + pad // 2  # the name follows the seat's shape, so colour is never the only sign
        # a note, or at least the shortest of the facts, wins the room: the keys after the name make way
        beside = self.note or texts[-1]
        name = _shortened(facts.name, theme.font(size, bold=True), rect.w - 2 * pad - left, beside)
        name = shortened(name, size, rect.w - 2 * pad - left, bold=True)
        inside = image.get_rect()
        draw_text(image, name, (left, middle), size, seat_colour(self.seat), True, "midleft", inside)
        room = rect.w - theme.font(size, bold=True).size(name)[0] - 2 * pad - left
        if self.note:
            note = _fitting(_shorter_notes(self.note), size, room, bold=True)
            draw_text(image, note, (rect.w - pad, middle), size, self.note_colour, True, "midright", inside)
        else:
            score = _fitting(texts, size, room)
            draw_text(image, score, (rect.w - pad, middle), size, theme.INK, anchor="midright", within=inside)
        self.show(key, image, rect)


def _fitting(texts: list[str], size: int, room: int, bold: bool = False) -> str:
    """The longest of ``texts`` that fits beside the seat's name (a long name with keys leaves less room)."""
    fitting = first_fitting(texts, size, room, bold)
    if fitting is not None:
        return fitting
    return "" if room <= 0 else shortened(texts[-1], size, room, bold)


def _shorter_notes(note: str) -> list[str]:
    """A refusal in ever shorter forms: whole, then its reason alone, then cut down word by word.

    "the 3 of Spades cannot go on the 5 of Spades: this pile builds down in the other colour"
    becomes "this pile builds down in the other colour", then "this pile builds down in the…".
    """
    forms = [note]
    reason = note.rpartition(": ")[2]
    words = reason.split()
    forms += [" ".join(words[:n]) + ("…" if n < len(words) else "") for n in range(len(words), 0, -1)]
    return forms


def _shortened(name: str, font: pygame.font.Font, room: int, beside: str) -> str:
    """The name with its double-spaced tail parts (keys) dropped, last first, until ``beside`` fits too."""
    parts = name.split("  ")
    while len(parts) > 1 and font.size("  ".join(parts))[0] + font.size(beside)[0] > room:
        parts.pop()
    return "  ".join(parts)
