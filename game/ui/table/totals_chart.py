"""A chart of each seat's running total, round by round (issue 4).

Drawn on the screens that add up a game so far: Scrooge's round summary, Scorzo's scoresheet
and Scroker's deal-over screen.

Seeing who climbed when says more than a column of totals: each seat gets a line
in its own colour, x the round number, y the total after it. The axes carry their
numbers (points up the left with 0 and the target among them, rounds along the
bottom) and each line ends in its seat's name, so the chart reads without the text
above it. Every point of every line carries its seat's mark, and no mark is hidden:
seats on the same total after a round (two players on 0) have their marks side by
side at that total, never one on top of the other, and the names and numbers stand
clear of every mark (issue 22: a point was lost under another).
Drawn with pygame.draw onto its own surface, text sized from the
surface's height so it stays readable at 1280×720.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from game.ui.look import theme
from game.ui.look.seat_marks import draw_mark_before, draw_seat_mark
from game.ui.look.widgets import draw_text, without_bracket
from game.ui.table.seat_panels import seat_colour

TEXT_SHARE = 0.13  # of the chart's height: the labels' text size
SMALLEST_TEXT = 22  # font size: about 15 window pixels from the top of a 1 to the foot of a g
Y_TICKS = 4  # about this many steps up the points axis
GRID = (*theme.INK, 60)
TARGET_LINE = (*theme.INK, 150)


@dataclass(frozen=True)
class ChartLabel:
    """One piece of text on the chart (in bold: it is small) and the rectangle it covers on the chart."""

    text: str
    rect: pygame.Rect
    colour: tuple[int, int, int]


@dataclass(frozen=True)
class Frame:
    """The plot's edges on a surface, and the labels' text size."""

    left: int
    top: int
    right: int
    bottom: int
    text: int


def running_totals(round_totals: list[list[int]]) -> list[list[int]]:
    """Per seat, the total after each round, from each round's points per seat."""
    seats = len(round_totals[0]) if round_totals else 0
    series: list[list[int]] = [[] for _ in range(seats)]
    for points in round_totals:
        for seat, value in enumerate(points):
            series[seat].append((series[seat][-1] if series[seat] else 0) + value)
    return series


def nice_step(rough: float) -> int:
    """The first of 1, 2, 5, 10, 20, 50 … at least ``rough``: tick values a reader adds up at a glance."""
    power = 10 ** math.floor(math.log10(max(rough, 1)))
    return next(power * factor for factor in (1, 2, 5, 10) if power * factor >= rough)


@dataclass(frozen=True)
class TotalsChart:
    """``series[seat]`` holds the seat's total after rounds 1, 2, …; every line starts at ``start`` first.

    ``target`` is the total that ends the game (None when a set number of rounds does);
    ``names`` label the lines, "Seat 1", "Seat 2", … unless given.
    """

    series: list[list[int]]
    target: int | None = None
    names: list[str] = field(default_factory=list)
    y_title: str = "Points"  # what the totals count (Scroker's are chips)
    start: int = 0  # every line's value before round 1 (a Scroker seat starts with its buy-in)
    x_title: str = "Round"  # what a step along the bottom is (Scroker's is a deal)

    @property
    def rounds(self) -> int:
        return max((len(totals) for totals in self.series), default=0)

    def seat_names(self) -> list[str]:
        return [
            self.names[seat] if seat < len(self.names) else f"Seat {seat + 1}"
            for seat in range(len(self.series))
        ]

    def shown_names(self, size: tuple[int, int]) -> list[str]:
        """The seats' names as the chart shows them: whole, or without their brackets ("Bot 2" for
        "Bot 2 (normal)") where whole names would leave the lines less than half the chart."""
        names = self.seat_names()
        text = self._text_size(size)
        widest = max((theme.font(text, bold=True).size(name)[0] for name in names), default=0)
        return names if widest + text <= size[0] / 2 else [without_bracket(name) for name in names]

    def fits(self, size: tuple[int, int]) -> bool:
        """Whether a chart of ``size`` can be read at this text size: its lines get a third of its
        width and its names, one above another, its height (``_spread`` keeps them on the surface).
        A small window with large text shows the totals in numbers only (the sheet, the standings)
        rather than a chart no one can read."""
        frame = self.frame(size)
        names = len(self.series) * theme.font(frame.text, bold=True).get_height()
        return frame.right - frame.left >= size[0] / 3 and size[1] >= names

    def _text_size(self, size: tuple[int, int]) -> int:
        return max(SMALLEST_TEXT, round(size[1] * TEXT_SHARE))

    def _data_range(self) -> tuple[int, int]:
        values = [0, self.start, *(value for totals in self.series for value in totals)]
        if self.target is not None:
            values.append(self.target)
        low, high = min(values), max(values)
        return (low, high if high > low else low + 1)

    def _step(self) -> int:
        low, high = self._data_range()
        return nice_step((high - low) / Y_TICKS)

    def _range(self) -> tuple[int, int]:
        """The points axis: the totals widened to whole steps, so the highest line has a number above it."""
        low, high = self._data_range()
        step = self._step()
        return (math.floor(low / step) * step, math.ceil(high / step) * step)

    def y_values(self) -> list[int]:
        """Round steps from the lowest total to the highest, with 0 and the target always among them."""
        low, high = self._range()
        step = self._step()
        values = set(range(low, high + 1, step)) | {0}
        if self.target is not None:
            values.add(self.target)
        return sorted(values)

    def frame(self, size: tuple[int, int]) -> Frame:
        """Room for the numbers on the left and below, the title above, the seats' names on the right."""
        width, height = size
        text = self._text_size(size)
        bold = theme.font(text, bold=True)
        numbers = max(bold.size(word)[0] for word in [self.x_title, *map(str, self.y_values())])
        names = max((bold.size(name)[0] for name in self.shown_names(size)), default=0) + text  # and the mark
        pad, line = text // 2, bold.get_height()  # a line of text is taller than its nominal size
        return Frame(numbers + 2 * pad, line + pad, width - names - 2 * pad, height - line - pad, text)

    def to_pixel(self, size: tuple[int, int], round_number: int, total: int) -> tuple[int, int]:
        """Where (round, total) falls on a surface of ``size``; higher totals are higher up."""
        frame = self.frame(size)
        low, high = self._range()
        x = frame.left + (frame.right - frame.left) * round_number / max(1, self.rounds)
        y = frame.bottom - (frame.bottom - frame.top) * (total - low) / (high - low)
        return round(x), round(y)

    def lines(self, size: tuple[int, int]) -> list[list[tuple[int, int]]]:
        """The points of each seat's line, from (0, 0) through each round's total."""
        return [
            [self.to_pixel(size, r, total) for r, total in enumerate([self.start, *totals])]
            for totals in self.series
        ]

    def labels(self, size: tuple[int, int]) -> list[ChartLabel]:
        """Every piece of text: the axes' titles, their numbers, and each seat's name at its line's end."""
        frame = self.frame(size)
        text, pad = frame.text, frame.text // 2
        labels = [
            _label(self.y_title, text, theme.INK, (frame.left, pad // 2), "topright"),
            _label(self.x_title, text, theme.INK, (frame.left - pad, frame.bottom + pad), "topright"),
        ]
        kept: list[int] = []
        for value in sorted(self.y_values(), key=lambda v: (v not in (0, self.target), v)):
            y = self.to_pixel(size, 0, value)[1]
            if all(abs(y - other) >= text for other in kept):
                kept.append(y)
                labels.append(_label(str(value), text, theme.INK, (frame.left - pad, y), "midright"))
        last = -text
        for round_number in range(1, self.rounds + 1):
            x = self.to_pixel(size, round_number, 0)[0]
            if x - last >= 2 * text:
                last = x
                labels.append(_label(str(round_number), text, theme.INK, (x, frame.bottom + pad), "midtop"))
        ends = [points[-1][1] for points in self.lines(size)]
        spread = _spread(ends, theme.font(text, bold=True).get_height(), size[1])
        for seat, name in enumerate(self.shown_names(size)):
            y = spread[seat]
            labels.append(_label(name, text, seat_colour(seat), (frame.right + pad + text, y), "midleft"))
        return labels

    def mark_side(self, size: tuple[int, int]) -> int:
        """A point's mark: a square this many pixels a side, three line widths and a little more."""
        return 3 * self._thickness(size) + 4

    def _thickness(self, size: tuple[int, int]) -> int:
        return max(2, size[1] // 80)

    def point_marks(self, size: tuple[int, int]) -> list[list[pygame.Rect]]:
        """Per seat, the rectangle of its mark on each point after the start. Marks of one round that
        would overlap stand side by side about the round's place, each at its own total's height, so
        every seat's point shows however close the totals are and no mark claims a total it was not;
        where the rounds lie too close for a row (a long session) its marks overlap rather than reach
        the next round's. A row at the plot's side is moved inside it."""
        side, frame = self.mark_side(size), self.frame(size)
        marks: list[list[pygame.Rect]] = [[] for _ in self.series]
        for round_index in range(1, self.rounds + 1):
            column = [
                (points[round_index], seat)
                for seat, points in enumerate(self.lines(size))
                if round_index < len(points)
            ]
            column.sort(key=lambda item: (item[0][1], item[1]))
            gap = (frame.right - frame.left) / max(1, self.rounds)  # from one round's place to the next
            for row in _crowded_rows(column, side + 1):
                step = min(side + 1, 0.8 * gap / len(row))  # a long session: marks overlap, never stray
                width = len(row) * step
                left = min(max(row[0][0][0] - width / 2, frame.left), frame.right - width)
                for index, (point, seat) in enumerate(row):
                    rect = pygame.Rect(0, 0, side, side)
                    rect.center = (round(left + (index + 0.5) * step), point[1])
                    marks[seat].append(rect)
        return marks

    def legend_marks(self, size: tuple[int, int]) -> list[pygame.Rect]:
        """Each seat's mark before its name at the line's end (where ``draw_mark_before`` puts it)."""
        frame = self.frame(size)
        pad, side = frame.text // 2, max(6, round(frame.text * 0.8))
        names = self.labels(size)[-len(self.series) :] if self.series else []
        rects = []
        for label in names:
            rect = pygame.Rect(0, 0, side, side)
            rect.midleft = (frame.right + pad, label.rect.centery)
            rects.append(rect)
        return rects

    def render(self, size: tuple[int, int]) -> pygame.Surface:
        surface = pygame.Surface(size, pygame.SRCALPHA)
        surface.fill((0, 0, 0, 90))
        frame = self.frame(size)
        grid = pygame.Surface(size, pygame.SRCALPHA)
        for value in self.y_values():
            y = self.to_pixel(size, 0, value)[1]
            colour = TARGET_LINE if value == self.target else GRID
            pygame.draw.line(
                grid, colour, (frame.left, y), (frame.right, y), 2 if value == self.target else 1
            )
        surface.blit(grid, (0, 0))
        zero_y = self.to_pixel(size, 0, 0)[1]
        pygame.draw.line(surface, theme.INK, (frame.left, zero_y), (frame.right, zero_y), 2)
        pygame.draw.line(surface, theme.INK, (frame.left, frame.top), (frame.left, frame.bottom), 2)
        pygame.draw.line(surface, theme.INK, (frame.left, frame.bottom), (frame.right, frame.bottom), 2)
        thickness = self._thickness(size)
        for seat, points in enumerate(self.lines(size)):
            pygame.draw.lines(surface, seat_colour(seat), False, points, thickness)
        for seat, marks in enumerate(self.point_marks(size)):
            for mark in marks:  # each seat's own shape on its points: colour is never the only cue
                draw_seat_mark(surface, seat, mark, seat_colour(seat))
        pad = frame.text // 2
        for seat, label in enumerate(self.labels(size)[-len(self.series) :] if self.series else []):
            draw_mark_before(surface, seat, (frame.right + pad, label.rect.centery), frame.text)
        for label in self.labels(size):
            draw_text(surface, label.text, label.rect.topleft, frame.text, label.colour, True, "topleft")
        return surface


def _label(
    text: str, size: int, colour: tuple[int, int, int], at: tuple[int, int], anchor: str
) -> ChartLabel:
    rect = pygame.Rect((0, 0), theme.font(size, bold=True).size(text))
    setattr(rect, anchor, at)
    return ChartLabel(text, rect, colour)


def _crowded_rows(
    column: list[tuple[tuple[int, int], int]], step: int
) -> list[list[tuple[tuple[int, int], int]]]:
    """One round's points (in rising height) in rows: points less than ``step`` apart in height,
    one after another, share a row and stand side by side; any other point is a row of its own."""
    rows: list[list[tuple[tuple[int, int], int]]] = []
    for item in column:
        if rows and item[0][1] - rows[-1][-1][0][1] < step:
            rows[-1].append(item)
        else:
            rows.append([item])
    return rows


def _spread(ends: list[int], text: int, height: int) -> dict[int, int]:
    """Each seat's name beside its line's end, pushed apart so that no two overlap, all on the surface.

    ``text`` is a label's height in pixels (the font's, taller than its nominal size)."""
    order = sorted(range(len(ends)), key=lambda seat: ends[seat])
    placed: dict[int, int] = {}
    previous = -text
    for seat in order:
        previous = max(ends[seat], previous + text)
        placed[seat] = previous
    overflow = max(0, previous + text // 2 - height)
    return {seat: max(text // 2, y - overflow) for seat, y in placed.items()}
