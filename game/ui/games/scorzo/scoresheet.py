"""The Scorzo scoresheet: every round's points by seat, the totals, who stands where, and their chart.

Players of a rummy over eleven rounds keep a sheet on paper: a line a round, a
column a player, the totals at the foot. This is that sheet, with the standings
beside it (final once the game is over, with "Play again") and a chart of the
running totals, since who climbed when says more than a column of numbers.
Tie-break rounds sit under the totals, labelled: they only order the players
who were tied and are never added in. Reachable mid-game from the table too, so
it reads after no rounds at all.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

import pygame

from game.core.seat_names import named_in
from game.rules.scorzo.outcome import tie_break_sentences, winner_sentence
from game.rules.scorzo.standings import Standings
from game.rules.scorzo.state import ScorzoState
from game.ui.app_services import AppServices
from game.ui.look import theme
from game.ui.look.seat_marks import draw_mark_before
from game.ui.look.widgets import (
    draw_text,
    fitted_text,
    fitting_pixels,
    shortened,
    without_bracket,
    wrap_lines,
)
from game.ui.menus.menu import MenuItem, MenuScene
from game.ui.table.seat_panels import seat_colour
from game.ui.table.totals_chart import TotalsChart, running_totals

CONTENT_ROOM = 800  # virtual: the most the sheet takes between the title and the buttons
ROUND_COLUMN = 190  # virtual: the left column naming each line ("Round 7", "Tie-break 1")
GRID_WIDTH = {1: 560, 2: 620, 3: 760, 4: 900, 5: 1000, 6: 1060}  # by seats: room left for the chart
CELL_TEXT = 30
HEADER_TEXT = 26
HEADER_ROW = 72  # room for a long name wrapped on two lines
TALLEST_LINE = 44
STANDING_LINE = 44
STANDING_TEXT = 32
NOTE_TEXT = 26  # the tie-break sentences under the standings
NOTE_LINE = 34
CHART_HEIGHT = 280  # the round summary's: its labels are sized from its height
GAP = 40
BOLD_WIDTH = 0.85  # bold text is about this much wider than plain
STANDINGS_WIDTH = 620  # virtual: the standings stay together however wide the side column
VEIL = (0, 0, 0, 120)  # over the bare felt: a calm backdrop for the grid and the chart
NOT_PLAYED = "–"  # a seat that sat out a tie-break round


def ordinal(place: int) -> str:
    """1st, 2nd, 3rd, 4th …"""
    suffix = "th" if 10 <= place % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(place % 10, "th")
    return f"{place}{suffix}"


class ScorzoTable(Protocol):
    """What the Scorzo round summary and scoresheet need from the table under them."""

    @property
    def state(self) -> ScorzoState: ...

    @property
    def names(self) -> list[str]: ...

    def next_round(self) -> None:
        """Deal the next round (the summary closes itself first)."""

    def play_again(self) -> None:
        """A new game with the same seats."""

    def show_over_table(self, panel: MenuScene) -> None:
        """Open a panel over the table, the table's help keys working there."""


@dataclass(frozen=True)
class SheetLine:
    """One line of the grid: its label, each seat's cell text, and whether it is a tie-break's."""

    label: str
    cells: list[str]
    tie_break: bool = False


def sheet_lines(standings: Standings) -> list[SheetLine]:
    """The rounds in order, then the tie-break rounds (the totals line goes between them)."""
    seats = range(standings.seats)

    def cells(points: dict[int, int]) -> list[str]:
        return [str(points[seat]) if seat in points else NOT_PLAYED for seat in seats]

    rounds = [SheetLine(f"Round {n}", cells(points)) for n, points in enumerate(standings.rounds, 1)]
    ties = [SheetLine(f"Tie-break {n}", cells(p), True) for n, p in enumerate(standings.tie_breaks, 1)]
    return rounds + ties


@dataclass(frozen=True)
class Standing:
    """A seat's place in the order, its total and any tie-break points that placed it."""

    place: int
    seat: int
    name: str
    total: int
    tie_breaks: tuple[int, ...]
    shared: bool  # another seat holds the same place


def standings_order(standings: Standings, names: list[str]) -> list[Standing]:
    """Best first: placings as the rules give them, ties sharing a place."""
    placings, totals = standings.placings(), standings.totals()
    order = sorted(range(standings.seats), key=lambda seat: (placings[seat], seat))
    return [
        Standing(
            placings[seat],
            seat,
            names[seat],
            totals[seat],
            tuple(points[seat] for points in standings.tie_breaks if seat in points),
            placings.count(placings[seat]) > 1,
        )
        for seat in order
    ]


class ScorzoScoresheetScene(MenuScene):
    """Over the table or the round summary; "Back" or Escape returns to it.

    When the game is over it is the final standings, with "Play again" and
    "Main menu"; Escape still returns to the hands of the last round.
    """

    transparent = True
    panel_width = 1780
    button_height = 64

    def __init__(self, app: AppServices, table: ScorzoTable) -> None:
        self.table = table
        state = table.state
        self.over = state.is_over()
        self.title = "Final standings" if self.over else "Scoresheet"
        self.sheet = sheet_lines(state.standings)
        self.order = standings_order(state.standings, table.names)
        self.chart = self._chart()
        self.columns = 2 if self.over else 1
        super().__init__(app)

    def _chart(self) -> TotalsChart | None:
        standings = self.table.state.standings
        if not standings.rounds:
            return None
        per_round = [[points.get(seat, 0) for seat in range(standings.seats)] for points in standings.rounds]
        return TotalsChart(running_totals(per_round), None, list(self.table.names))

    # --- what it offers ----------------------------------------------------------------------

    def items(self) -> list[MenuItem]:
        if self.over:
            return [("Play again", self.table.play_again), ("Main menu", self.app.nav.title)]
        return [("Back", self.back)]

    def back(self) -> None:
        """Back to what opened it: the table mid-round, or the round summary."""
        self.app.stack.pop()

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        """The bare felt, darkened: the round summary and the table under it must not show through."""
        surface.blit(self.app.felt(), (0, 0))
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill(VEIL)
        surface.blit(veil, (0, 0))

    # --- layout ------------------------------------------------------------------------------

    @property
    def seats(self) -> int:
        return self.table.state.seats

    def line_height(self) -> float:
        """Grid lines shrink only when tie-breaks make the sheet long."""
        lines = len(self.sheet) + 1  # and the totals
        return min(TALLEST_LINE, (CONTENT_ROOM - HEADER_ROW - 20) / max(1, lines))

    def grid_height(self) -> float:
        if not self.sheet:
            return HEADER_ROW + 2 * TALLEST_LINE
        return HEADER_ROW + (len(self.sheet) + 1) * self.line_height() + 12

    def side_height(self) -> float:
        """The standings, the chart's caption and the chart, beside the grid."""
        standings = self.standing_line() * (len(self.order) + 1) + self.note_line() * len(self._note_rows())
        return standings + (GAP + CHART_HEIGHT if self.chart else 0)

    def _text_height(self) -> int:
        return round(min(CONTENT_ROOM, max(self.grid_height(), self.side_height())) + 20)

    def grid_box(self) -> tuple[float, float, float, float]:
        x, top, _, _ = self.panel_box
        return (x + 60, top + self.heading_height(), GRID_WIDTH.get(self.seats, 1060), self.grid_height())

    def side_box_width(self) -> float:
        """The side column's width, right of the grid (its height depends on what wraps in it)."""
        return self.panel_width - 60 - (60 + GRID_WIDTH.get(self.seats, 1060) + GAP + 20)

    def side_box(self) -> tuple[float, float, float, float]:
        gx, top, gw, _ = self.grid_box()
        left = gx + gw + GAP + 20
        return (left, top, self.side_box_width(), self.side_height())

    def chart_box(self) -> tuple[float, float, float, float]:
        x, top, width, height = self.side_box()
        return (x, top + height - CHART_HEIGHT, width, CHART_HEIGHT)

    # --- drawing -------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect]:
        dirty = super().draw(surface, full)
        if dirty:
            self._draw_grid(surface)
            self._draw_standings(surface)
            if self._chart_fits():
                box = self.app.viewport.rect(*self.chart_box())
                surface.blit(self.chart.render(box.size), box)
        return dirty

    def standing_line(self) -> float:
        """A line of the standings: taller with large text, so the lines never run into each other."""
        return max(STANDING_LINE, STANDING_TEXT * theme.text_scale * 1.2)

    def _chart_fits(self) -> bool:
        return self.chart is not None and self.chart.fits(self.app.viewport.rect(*self.chart_box()).size)

    def _column_centre(self, seat: int) -> float:
        x, _, width, _ = self.grid_box()
        column = (width - ROUND_COLUMN) / self.seats
        return x + ROUND_COLUMN + column * (seat + 0.5)

    def _draw_heading(self, surface: pygame.Surface, seat: int, name: str, box: pygame.Rect) -> None:
        """A seat's name over its column, after its mark (colour is never the only cue): on two lines
        if it needs them and they fit, else without its bracket ("Bot 2"), never over the next column."""
        pixels = self.app.viewport.length(HEADER_TEXT)
        room = box.w - pixels - self.app.viewport.length(12)  # the mark goes before the first line
        parts = wrap_lines(name, pixels, room, bold=True)
        step = theme.font(pixels, bold=True).get_linesize()
        if len(parts) * step > box.h or any(theme.font(pixels, bold=True).size(p)[0] > room for p in parts):
            shown, pixels = fitted_text([without_bracket(name)], pixels, room, bold=True)
            parts, step = [shown], theme.font(pixels, bold=True).get_linesize()
        for index, part in enumerate(parts):
            y = box.centery + (index - (len(parts) - 1) / 2) * step
            at = (box.centerx + pixels / 2, y)
            drawn = draw_text(surface, part, at, pixels, seat_colour(seat), True, within=box)
            if index == 0:
                draw_mark_before(surface, seat, (drawn.left - pixels, drawn.centery), pixels)

    def _draw_grid(self, surface: pygame.Surface) -> None:
        viewport = self.app.viewport
        x, top, width, _ = self.grid_box()
        column = (width - ROUND_COLUMN) / self.seats
        for seat, name in enumerate(self.table.names):
            box = viewport.rect(x + ROUND_COLUMN + column * seat, top, column, HEADER_ROW)
            self._draw_heading(surface, seat, name, box)
        y = top + HEADER_ROW
        self._rule(surface, y, theme.PANEL_EDGE)
        if not self.sheet:
            at = viewport.to_screen(x + width / 2, y + TALLEST_LINE)
            draw_text(surface, "No rounds played yet.", at, viewport.length(CELL_TEXT), theme.INK_DIM)
            return
        height = self.line_height()
        rounds = [line for line in self.sheet if not line.tie_break]
        totals = SheetLine("Total", [str(total) for total in self.table.state.standings.totals()])
        ties = [line for line in self.sheet if line.tie_break]
        for index, line in enumerate([*rounds, totals, *ties]):
            if line is totals:
                self._rule(surface, y + 3, theme.INK_DIM)
                y += 6
            elif index % 2 == 0:
                shade = pygame.Surface(viewport.rect(x, y, width, height).size, pygame.SRCALPHA)
                shade.fill((255, 255, 255, 16))
                surface.blit(shade, viewport.rect(x, y, width, height))
            self._draw_line(surface, line, y + height / 2, line is totals)
            y += height

    def _draw_line(self, surface: pygame.Surface, line: SheetLine, middle: float, is_total: bool) -> None:
        viewport = self.app.viewport
        x = self.grid_box()[0]
        label_ink = theme.GOLD if line.tie_break or is_total else theme.INK_DIM
        at = viewport.to_screen(x + 14, middle)
        draw_text(surface, line.label, at, viewport.length(CELL_TEXT - 2), label_ink, is_total, "midleft")
        leaders = {standing.seat for standing in self.order if standing.place == 1}
        for seat, text in enumerate(line.cells):
            if is_total:
                ink = theme.GOLD if seat in leaders else theme.INK
            else:
                ink = theme.TARGET_GLOW if text == "0" else theme.INK_DIM if text == NOT_PLAYED else theme.INK
            at = viewport.to_screen(self._column_centre(seat), middle)
            draw_text(surface, text, at, viewport.length(CELL_TEXT), ink, is_total)

    def _rule(self, surface: pygame.Surface, y: float, colour: tuple[int, int, int]) -> None:
        x, _, width, _ = self.grid_box()
        viewport = self.app.viewport
        left, top = viewport.to_screen(x, y)
        right = viewport.to_screen(x + width, y)[0]
        pygame.draw.line(surface, colour, (left, top), (right, top), max(1, viewport.length(2)))

    def tie_lines(self) -> list[str]:
        """How each tie-break round went, in sentences ("Ann and Bo were tied on 41; Ann won …")."""
        return [named_in(line, self.table.names) for line in tie_break_sentences(self.table.state.standings)]

    def note_line(self) -> float:
        return max(NOTE_LINE, NOTE_TEXT * theme.text_scale * 1.25)

    def _note_rows(self) -> list[str]:
        """The tie-break sentences wrapped to the standings' width, as drawn under them."""
        viewport = self.app.viewport
        room = viewport.length(min(self.side_box_width(), STANDINGS_WIDTH))
        return [
            row for line in self.tie_lines() for row in wrap_lines(line, viewport.length(NOTE_TEXT), room)
        ]

    def standings_heading(self) -> str:
        """Who won, once the game is over; how far it has gone, before."""
        if not self.over:
            return f"After {len(self.table.state.standings.rounds)} of {self.table.state.rounds} rounds"
        return named_in(winner_sentence(self.table.state.standings), self.table.names)

    def _draw_standings(self, surface: pygame.Surface) -> None:
        viewport = self.app.viewport
        x, top, width, _ = self.side_box()
        width = min(width, STANDINGS_WIDTH)
        at = viewport.to_screen(x, top + 22)
        heading = self.standings_heading()
        room = viewport.length(self.side_box()[2])
        pixels = fitting_pixels(heading, viewport.length(30), room, bold=True)  # a long name: smaller
        draw_text(surface, heading, at, pixels, theme.INK_DIM, True, "midleft")
        y = top + self.standing_line()
        for standing in self.order:
            middle = y + self.standing_line() / 2
            place = ordinal(standing.place) + ("=" if standing.shared else "")
            ink = theme.GOLD if standing.place == 1 else theme.INK
            draw_text(
                surface,
                place,
                viewport.to_screen(x + 70, middle),
                viewport.length(STANDING_TEXT),
                ink,
                True,
                "midright",
            )
            colour = seat_colour(standing.seat)
            at = viewport.to_screen(x + 96, middle)
            after = draw_mark_before(surface, standing.seat, at, viewport.length(STANDING_TEXT))
            right = viewport.to_screen(x + width, middle)
            total = draw_text(
                surface,
                str(standing.total),
                right,
                viewport.length(STANDING_TEXT),
                ink,
                True,
                "midright",
            )
            room = total.left - round(after) - viewport.length(16)  # the name stops short of the total
            name, pixels = fitted_text(
                [standing.name, without_bracket(standing.name)], viewport.length(STANDING_TEXT), room, True
            )
            place = pygame.Rect(round(after), total.top - total.h, max(0, room), 3 * total.h)
            draw_text(surface, name, (after, at[1]), pixels, colour, True, "midleft", place)
            y += self.standing_line()
        for row in self._note_rows():  # how a tie for first was broken, in words
            at = viewport.to_screen(x, y + self.note_line() / 2)
            draw_text(surface, row, at, viewport.length(NOTE_TEXT), theme.INK_DIM, False, "midleft")
            y += self.note_line()
        if self._chart_fits():
            chart_top = self.chart_box()[1]
            caption = "Running totals (lower is better)"
            at = viewport.to_screen(x, chart_top - 20)
            side = viewport.rect(*self.side_box())
            pixels = fitting_pixels(
                caption, viewport.length(26), side.w, bold=True
            )  # large text: no wider than the side
            caption = shortened(caption, pixels, side.w, bold=True)
            draw_text(surface, caption, at, pixels, theme.INK_DIM, True, "midleft", side)
