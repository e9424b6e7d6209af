"""The end of a Scorzo round: every hand laid open by its best split, the points, what next.

A Scorzo hand scores only the cards its best split leaves out, and the program
finds that split, so a player cannot see by the cards alone why a hand scored
what it did. Here each seat's row shows its melds grouped on green bands that
name them and the cards that count apart on a red band with their sum, then the
round's points and the running total; the caller is marked, since a call that
caught others with full hands is the story of the round. At the game's end the
title names the winner and the lines under it say how any tie was broken.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.core.seat_names import named_in
from game.rules.scorzo.melds import MeldSolver
from game.rules.scorzo.outcome import tie_break_sentences, winner_sentence
from game.rules.scorzo.state import ScorzoState
from game.ui.app_services import AppServices
from game.ui.cards.marked_hand import HandGeometry, MarkedGroup, draw_marked_hand, fit_card_height
from game.ui.games.scorzo.meld_marks import marked_groups
from game.ui.games.scorzo.scoresheet import ScorzoScoresheetScene, ScorzoTable
from game.ui.look import theme
from game.ui.look.seat_marks import draw_mark_before
from game.ui.look.widgets import (
    draw_text,
    fitted_text,
    fitting_height,
    fitting_pixels,
    shortened,
    without_bracket,
)
from game.ui.menus.menu import MenuItem, MenuScene
from game.ui.table.seat_panels import seat_colour

CARD_ASPECT = 128 / 179  # a Scorzo card's width over its height, as the table lays them out
KEY_REST_SECONDS = 0.8  # a person's last Enter or arrow at the table must not choose a button here
HEADER_HEIGHT = 46  # virtual: the line under the title
BADGE_TEXT = 23  # virtual: at the smallest window (scale 0.533) still 12 window pixels
TALLEST_ROW = 250  # virtual: a row's height with few seats (cards stay near table size)
CONTENT_ROOM = 800  # virtual: the most the header and rows take, so six rows and the buttons fit
NAME_COLUMN = 310  # virtual widths: the seat's name, then the hand, then the points
POINTS_COLUMN = 230
SIDE_PAD = 40


@dataclass(frozen=True)
class HandRow:
    """One seat's line of the summary: who, their hand by its split, what it scored."""

    seat: int
    name: str
    called: bool
    groups: list[MarkedGroup]
    points: int
    total: int

    @property
    def card_count(self) -> int:
        return sum(len(group.cards) for group in self.groups)


def is_tie_break(state: ScorzoState) -> bool:
    return state.round_number > state.rounds


def round_points(state: ScorzoState) -> dict[int, int]:
    """Each playing seat's points for the round just scored (a tie-break's are kept apart)."""
    scored = state.standings.tie_breaks if is_tie_break(state) else state.standings.rounds
    return scored[-1] if scored else {}


def hand_rows(table: ScorzoTable) -> list[HandRow]:
    """A row for every seat that played the round, in seat order."""
    state = table.state
    solver = MeldSolver()
    points, totals = round_points(state), state.standings.totals()
    return [
        HandRow(
            seat,
            table.names[seat],
            seat == state.caller,
            marked_groups(solver.best_split(state.hand(seat))),
            points.get(seat, 0),
            totals[seat],
        )
        for seat in state.playing
    ]


def round_title(state: ScorzoState, names: list[str]) -> str:
    """What the panel is about: the round that ended, or at the game's end who won it."""
    if state.is_over():
        return "Game over: " + named_in(winner_sentence(state.standings), names)  # not only a round
    if is_tie_break(state):
        return "Tie-break round over"
    return f"Round {state.round_number} of {state.rounds} over"


class ScorzoRoundScene(MenuScene):
    """Drawn over the table as the round ended, every hand face up.

    Escape does nothing: the round is over, there is nothing under it to go back
    to, and leaving goes by "Main menu". Keys wait a moment after it opens, so a
    key still held from the last turn does not deal the next round.
    """

    transparent = True
    panel_width = 1840
    button_height = 64
    columns = 3  # the buttons side by side: the hands need the height
    key_rest_seconds = KEY_REST_SECONDS

    def __init__(self, app: AppServices, table: ScorzoTable) -> None:
        self.table = table
        self.rows = hand_rows(table)
        self.title = round_title(table.state, table.names)
        super().__init__(app)

    # --- what it offers ------------------------------------------------------------------

    def items(self) -> list[MenuItem]:
        if self.table.state.is_over():
            first: MenuItem = ("Final standings", self.open_scoresheet)
        else:
            first = ("Next round", lambda: self.close_then(self.table.next_round))
        return [first, ("Scoresheet", self.open_scoresheet), ("Main menu", self.app.nav.title)]

    def open_scoresheet(self) -> None:
        self.table.show_over_table(ScorzoScoresheetScene(self.app, self.table))

    def back(self) -> None:
        """Escape keeps the summary: the next step is a button's, never a slip of the key."""

    # --- layout ----------------------------------------------------------------------------

    def header_lines(self) -> list[str]:
        """Under the title: who called, and at the game's end how each tie-break went, in sentences."""
        state, said = self.table.state, self._caller_words()
        if state.is_over() and state.standings.tie_breaks:
            ties = [named_in(line, self.table.names) for line in tie_break_sentences(state.standings)]
            return [line for line in (said, *ties) if line]
        reminder = "Melds score nothing; each card left out adds its number, a wild 15. Fewest points wins."
        return [f"{said} {reminder}".strip()]

    def header_height(self) -> float:
        return HEADER_HEIGHT * len(self.header_lines())

    def row_height(self) -> float:
        rows = max(1, len(self.rows))
        return min(TALLEST_ROW, (CONTENT_ROOM - self.header_height()) / rows)

    def _text_height(self) -> int:
        """The header lines and the rows of hands, between the title and the buttons."""
        return round(self.header_height() + self.row_height() * max(1, len(self.rows)))

    def row_box(self, index: int) -> tuple[float, float, float, float]:
        """A row's virtual rectangle inside the panel."""
        x, top, width, _ = self.panel_box
        height = self.row_height()
        return (
            x + SIDE_PAD,
            top + self.heading_height() - 10 + self.header_height() + index * height,
            width - 2 * SIDE_PAD,
            height - 8,
        )

    def geometry(self) -> HandGeometry:
        """One card size for every row, the largest at which the longest hand fits its row."""
        viewport = self.app.viewport
        _, _, row_width, row_height = self.row_box(0)
        width = viewport.length(row_width - NAME_COLUMN - POINTS_COLUMN)
        height = viewport.length(row_height)
        probe = HandGeometry((round(100 * CARD_ASPECT), 100))
        height_share = probe.card_size[1] / probe.height  # the cards' share of a marked hand's height
        hands = [[len(group.cards) for group in row.groups] for row in self.rows]
        card_height = fit_card_height(hands, width, int(height * height_share) - 2, CARD_ASPECT)
        return HandGeometry((round(card_height * CARD_ASPECT), card_height))

    def hand_topleft(self, index: int, geometry: HandGeometry) -> tuple[int, int]:
        """Where row ``index``'s hand starts: after the name column, centred in the row's height."""
        viewport = self.app.viewport
        box = self.row_box(index)
        left = viewport.to_screen(box[0] + NAME_COLUMN, box[1])[0]
        return (round(left), viewport.rect(*box).centery - geometry.height // 2)

    @property
    def card_rects(self) -> dict[int, list[pygame.Rect]]:
        """Per seat, where its cards are drawn: worked out from the layout when asked, so drawing keeps
        no record of its own."""
        geometry = self.geometry()
        return {
            row.seat: geometry.card_rects(
                [len(group.cards) for group in row.groups], self.hand_topleft(i, geometry)
            )
            for i, row in enumerate(self.rows)
        }

    # --- drawing ---------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect]:
        dirty = super().draw(surface, full)
        if dirty:
            self._draw_header(surface)
            geometry = self.geometry()
            for index, row in enumerate(self.rows):
                self._draw_row(surface, index, row, geometry)
        return dirty

    def _draw_header(self, surface: pygame.Surface) -> None:
        viewport = self.app.viewport
        x, top, width, _ = self.panel_box
        room = viewport.length(width - 2 * SIDE_PAD)
        start = top + self.heading_height() - 10
        within = viewport.rect(x, start, width, self.header_height())
        for index, line in enumerate(self.header_lines()):
            centre = viewport.to_screen(x + width / 2, start + (index + 0.5) * HEADER_HEIGHT - 4)
            pixels = fitting_height(viewport.length(28), viewport.length(HEADER_HEIGHT))
            pixels = fitting_pixels(line, pixels, room)  # large text in a small window: as wide as the panel
            if theme.font(pixels).size(line)[0] > room and line.startswith(f"{self._caller_words()} "):
                line = self._caller_words()  # the rules' reminder gives way to who called
            line = shortened(line, pixels, room)
            draw_text(surface, line, centre, pixels, theme.INK_DIM, within=within)

    def _caller_words(self) -> str:
        caller = self.table.state.caller
        return f"{self.table.names[caller]} called SCORZO." if caller is not None else ""

    def _draw_row(self, surface: pygame.Surface, index: int, row: HandRow, geometry: HandGeometry) -> None:
        viewport = self.app.viewport
        box = self.row_box(index)
        rect = viewport.rect(*box)
        colour = seat_colour(row.seat)
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        radius = viewport.length(12)
        pygame.draw.rect(
            shade, (255, 255, 255, 14 if index % 2 else 24), shade.get_rect(), border_radius=radius
        )
        pygame.draw.rect(shade, (*colour, 255), (0, 0, viewport.length(8), rect.h), border_radius=radius)
        surface.blit(shade, rect)
        x, y, width, height = box
        middle = y + height / 2
        name_px = viewport.length(32 if height >= 120 else 28)
        name_y = middle - (16 if row.called else 0)
        name_at = viewport.to_screen(x + 28, name_y)
        column = viewport.rect(x, y, NAME_COLUMN, height)
        after = draw_mark_before(surface, row.seat, name_at, name_px)
        name, name_px = fitted_text(
            [row.name, without_bracket(row.name)], name_px, column.right - round(after), True
        )
        draw_text(surface, name, (after, name_at[1]), name_px, colour, True, "midleft", column)
        if row.called:
            self._draw_called_badge(surface, (x + 28, middle + 22), column)
        draw_marked_hand(
            surface, self.app.card_art(), row.groups, self.hand_topleft(index, geometry), geometry
        )
        ink = theme.ERROR if row.points else theme.TARGET_GLOW
        column = viewport.rect(x + width - POINTS_COLUMN, y, POINTS_COLUMN - 30, height)
        total = (
            f"total {row.total}",
            fitting_height(viewport.length(26), column.h // 2, bold=True),
            theme.INK_DIM,
        )
        room = column.h - theme.font(total[1], bold=True).get_linesize()  # the points take what is left
        points = (
            f"+{row.points}" if row.points else "0",
            fitting_height(viewport.length(46), room, True),
            ink,
        )
        heights = [theme.font(pixels, bold=True).get_linesize() for _, pixels, _ in (points, total)]
        top = column.centery - sum(heights) / 2  # the two stacked by their real heights: no overlap
        for (text, pixels, ink), step in zip((points, total), heights, strict=True):
            draw_text(surface, text, (column.right, top + step / 2), pixels, ink, True, "midright", column)
            top += step

    def _draw_called_badge(
        self, surface: pygame.Surface, midleft: tuple[float, float], column: pygame.Rect
    ) -> None:
        """'called SCORZO' in a gold pill: the call decided when the round ended."""
        viewport = self.app.viewport
        left, middle = (round(v) for v in viewport.to_screen(*midleft))
        room = column.right - left - viewport.length(18)
        text, pixels = fitted_text(["called SCORZO", "SCORZO"], viewport.length(BADGE_TEXT), room, bold=True)
        size = theme.font(pixels, bold=True).size(text)
        pill = pygame.Rect((0, 0), size).inflate(viewport.length(18), viewport.length(8))
        pill.midleft = (left, middle)
        pygame.draw.rect(surface, theme.GOLD, pill, border_radius=pill.height // 2)
        draw_text(surface, text, pill.center, pixels, theme.PANEL, bold=True, within=column)
