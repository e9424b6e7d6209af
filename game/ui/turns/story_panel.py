"""The history panel at a turn table: the newest sentences of the table's story, always in view.

It lies in the felt the map gives it (the map property ``history``, "x,y,width,height" on the
virtual table), where no pile, strip or button is. Each sentence starts with the acting seat's
mark, the same shape and colour as on its strip, so a glance finds a seat's moves; the newest is
bright, older ones dim. The wheel over it scrolls back through the game; a click or F3 opens the
whole story as a page (``history_page``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import pygame

from game.ui.look import theme
from game.ui.look.hud import HudSprite
from game.ui.look.seat_marks import draw_mark_before
from game.ui.look.viewport import Viewport
from game.ui.look.widgets import draw_text, first_fitting, shortened, wrap_lines
from game.ui.table.layout import Label, TableLayout, box_property
from game.ui.turns.table_story import StoryLine

TITLE = "History"
HINTS = ("click or F3: all moves", "F3: all moves", "F3: all")  # the first that fits beside the title
EMPTY = "Each move is told here as it is made."
TEXT = 26  # virtual pixels: 14 window pixels in the smallest window
PAD = 14
MINIMUM = (200, 100)  # virtual pixels: a panel smaller than this is not shown
Box = tuple[float, float, float, float]


def history_box(properties: dict[str, object]) -> Box | None:
    """The map's ``history`` felt, or None (tests/test_table_story.py checks every turn-table map has one)."""
    return box_property(properties, "history")


def clear_of(box: Box, layout: TableLayout, strips: Iterable[Label] = ()) -> Box:
    """The largest part of ``box`` that no pile or label of ``layout`` lies on, nor a name strip the
    table draws itself (``strips``): the map's felt is free, but larger cards (the large-cards
    setting) and the strips that move with them may grow into it, and the panel gives way to them."""
    things = [(s.x, s.y, s.x + s.width, s.y + s.height) for s in layout.slots.values()]
    labels = [*layout.labels, *strips]
    things += [(label.x, label.y, label.x + label.width, label.y + label.height) for label in labels]
    parts = [(box[0], box[1], box[0] + box[2], box[1] + box[3])]
    for left, top, right, bottom in things:
        kept = []
        for x0, y0, x1, y1 in parts:
            if left >= x1 or right <= x0 or top >= y1 or bottom <= y0:
                kept.append((x0, y0, x1, y1))
                continue
            kept += [  # what is left of the part beside the thing, on each side
                part
                for part in ((x0, y0, left, y1), (right, y0, x1, y1), (x0, y0, x1, top), (x0, bottom, x1, y1))
                if part[2] - part[0] > 0 and part[3] - part[1] > 0
            ]
        parts = kept
    if not parts:
        return (box[0], box[1], 0.0, 0.0)
    x0, y0, x1, y1 = max(parts, key=lambda part: (part[2] - part[0]) * (part[3] - part[1]))
    return (x0, y0, x1 - x0, y1 - y0)


class StoryPanel(HudSprite):
    """The panel; ``refresh`` is told the whole story, named, and how far the person scrolled back."""

    def __init__(self, box: Box) -> None:
        super().__init__()
        self.map_box = box  # the felt the map gives it
        self.box = box  # that felt, less any larger cards grew into (``clear_of``)
        self.back = 0  # sentences scrolled back from the newest
        self.shown_count = 0  # sentences the panel showed at its last drawing (a scroll step's limit)

    def scroll(self, steps: int, total: int) -> None:
        """The wheel: ``steps`` older (positive) or newer; never past the first sentence or the newest."""
        self.back = max(0, min(max(0, total - 1), self.back + steps))

    def refresh(self, viewport: Viewport, lines: Sequence[StoryLine]) -> None:
        if self.box[2] < MINIMUM[0] or self.box[3] < MINIMUM[1]:  # larger cards took its felt: F3 still tells
            if self.visible:
                self.visible = 0  # DirtySprite marks itself dirty, so the cards underneath come back
                self.rect = pygame.Rect(0, 0, 0, 0)  # nor does it take the pointer over the cards there
            return
        if not self.visible:
            self.visible = 1
        rect = viewport.rect(*self.box)
        self.back = min(self.back, max(0, len(lines) - 1))
        key = (len(lines), self.back, rect.size)  # a story only grows
        if key == self._key and rect == self.rect:
            return
        image = pygame.Surface(rect.size, pygame.SRCALPHA)
        radius = viewport.length(12)
        pygame.draw.rect(image, (0, 0, 0, 120), image.get_rect(), border_radius=radius)
        pad = viewport.length(PAD)
        inner = image.get_rect().inflate(-2 * pad, -2 * pad)
        title = TITLE if not self.back else f"{TITLE}: {self.back} back"
        pixels = viewport.length(TEXT)
        title_face = theme.font(pixels, bold=True)
        room = inner.w - title_face.size(f"{title}  ")[0]
        hint = first_fitting(list(HINTS), pixels, room)
        top = inner.top + title_face.get_linesize() / 2
        draw_text(image, title, (inner.left, top), pixels, theme.GOLD, True, "midleft", inner)
        if hint is not None:
            draw_text(image, hint, (inner.right, top), pixels, theme.INK_DIM, False, "midright", inner)
        below_title = inner.top + title_face.get_linesize()
        if not lines:
            for index, row in enumerate(wrap_lines(EMPTY, pixels, inner.w)):
                spot = (inner.left, below_title + (index + 0.5) * theme.font(pixels).get_linesize())
                draw_text(image, row, spot, pixels, theme.INK_DIM, anchor="midleft", within=inner)
        self.shown_count = self._draw_lines(image, inner, lines, viewport, below_title)
        self.show(key, image, rect)

    def _draw_lines(
        self,
        image: pygame.Surface,
        inner: pygame.Rect,
        lines: Sequence[StoryLine],
        viewport: Viewport,
        top: float,
    ) -> int:
        """The newest sentences that fit, from the bottom up, each wrapped under its seat's mark."""
        pixels = viewport.length(TEXT)
        step = theme.font(pixels).get_linesize()
        mark_room = round(theme.shown_pixels(pixels) * 0.8) + max(3, pixels // 3)
        newest = len(lines) - 1 - self.back
        bottom, count = inner.bottom, 0
        for index in range(newest, -1, -1):
            line = lines[index]
            size, rows = pixels, wrap_lines(line.text, pixels, inner.w - mark_room)
            if bottom - len(rows) * step < top:
                if index != newest:
                    break
                size, rows = _newest_rows(line.text, pixels, inner.w - mark_room, bottom - top)
            row_step = theme.font(size).get_linesize()
            bottom -= len(rows) * row_step
            colour = theme.INK if index == newest else theme.INK_DIM
            y = bottom + row_step / 2
            if line.seat is not None:
                draw_mark_before(image, line.seat, (inner.left, y), theme.shown_pixels(size))
            for row_index, row in enumerate(rows):
                spot = (inner.left + mark_room, y + row_index * row_step)
                draw_text(image, row, spot, size, colour, anchor="midleft", within=inner)
            count += 1
        return count


def _newest_rows(text: str, pixels: int, width: int, height: float) -> tuple[int, list[str]]:
    """The newest sentence always shows: in smaller type until its rows fit ``height`` (never below
    the smallest readable size), and as a last resort its first rows, the last one cut short with
    "…" (F3 shows it whole)."""
    size = pixels
    while True:
        rows = wrap_lines(text, size, width)
        if len(rows) * theme.font(size).get_linesize() <= height:
            return size, rows
        if round((size - 1) * theme.text_scale) < theme.SMALLEST_TEXT:
            break
        size -= 1
    room = max(1, int(height // theme.font(size).get_linesize()))
    kept = rows[:room]
    kept[-1] = shortened(" ".join(rows[room - 1 :]), size, width)
    return size, kept
