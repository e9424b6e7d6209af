"""Between Scroker deals: who won what and the hands laid out; at the session's end, the settlement.

The deal's summary opens over the table as the deal ends: each seat's chips
won this deal, the claims laid out at the showdown, each drawn as its cards:
every word on its own band with what it reads (a wild says the letter it stands
for), the rest of the five apart, and the chips everyone now holds. At the session's end the
settlement lists every seat's chips against the buy-in, best first, with a
chart of each seat's chips deal by deal; then "Play again" or the main menu.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.rules.scroker.showdown import Claim, claimed_value
from game.rules.scroker.view import ScrokerView
from game.ui.app_services import AppServices
from game.ui.cards.marked_hand import HandGeometry, draw_marked_hand
from game.ui.games.scroker.claims import claim_groups
from game.ui.look import theme
from game.ui.look.widgets import draw_text, wrap_lines
from game.ui.menus.menu import LINE_TEXT, MENU_MARGIN, ChartMenuScene, MenuItem
from game.ui.table.totals_chart import TotalsChart

if TYPE_CHECKING:
    from game.ui.games.scroker.table import ScrokerTableScene

KEY_REST_SECONDS = 0.8  # a key still held from the last bet must not deal the next hand
CLAIM_ROWS_HEIGHT = 420  # virtual pixels for the claims drawn as cards, shared by the rows
CARD_ASPECT = 128 / 179
NAME_WIDTH = 300  # virtual pixels left of each claim for the seat's name
CARD_SHARE = 0.62  # of a claim's row: its cards' height
SMALLEST_CARD = 64  # virtual: claims' cards are drawn no smaller (four hands' rows)
SMALLEST_SUMMARY = 24  # virtual: the summary shrinks no further (12 window pixels at 1024×600)


class ScrokerDealOverScene(ChartMenuScene):
    """The end of a deal, or of the session, over the table."""

    transparent = True
    panel_width = 1240
    button_height = 56
    key_rest_seconds = KEY_REST_SECONDS

    def __init__(self, app: AppServices, table: ScrokerTableScene) -> None:
        self.table = table
        state = table.state
        self.over = state.is_over()
        self.title = "Settlement" if self.over else f"Deal {state.deal_number} over"
        self.chart = self._chart() if self.over else None
        self.claims = [] if self.over else sorted(state.view(0).claims.items())
        super().__init__(app)

    def text_lines(self) -> list[str]:
        table, state = self.table, self.table.state
        view = state.view(0)
        buy_in = state.betting_rules.buy_in
        order = sorted(range(state.seats), key=lambda seat: -view.stacks[seat])
        if self.over:
            return [
                f"{place}. {table.names[seat]}: {view.stacks[seat]} chips ({view.stacks[seat] - buy_in:+d})"
                for place, seat in enumerate(order, start=1)
            ] + ["Last deal: " + " ".join(line for line, _ in self._deal_lines(view, challenges=False))]
        return []  # after a deal the summary draws itself (``summary``), smaller when it must

    def summary(self) -> list[tuple[str, bool]]:
        """After a deal: each line, and whether it is a winner's (drawn in gold)."""
        table, view = self.table, self.table.state.view(0)
        order = sorted(range(table.state.seats), key=lambda seat: -view.stacks[seat])
        chips = "  ·  ".join(f"{table.names[seat]} {view.stacks[seat]}" for seat in order)
        return [*self._deal_lines(view), (f"Chips: {chips}", False)]

    def _summary_height(self, pixels: int) -> float:
        wrapped = sum(len(wrap_lines(line, pixels, round(self.wrap_width))) for line, _ in self.summary())
        return wrapped * self._line_height(pixels) + 20

    def _summary_pixels(self) -> int:
        """The summary's text size (virtual): the menu's own, or smaller down to ``SMALLEST_SUMMARY``
        when the lines would push the buttons out of the window (eight hands at large text)."""
        room = self._room() - self.heading_height() - self._buttons_height()
        return next(
            (px for px in range(LINE_TEXT, SMALLEST_SUMMARY, -1) if self._summary_height(px) <= room),
            SMALLEST_SUMMARY,
        )

    def _room(self) -> float:
        viewport = self.app.viewport
        return viewport.bottom - viewport.top - 2 * MENU_MARGIN

    def _buttons_height(self) -> float:
        return len(self.items()) * (self.shown_button_height() + 16) + 30

    def _deal_lines(self, view: ScrokerView, challenges: bool = True) -> list[tuple[str, bool]]:
        """Each hand still in at the showdown with its claim and category (the main pot's winners marked
        ▶: a seat taking back chips nobody matched has won nothing), then why each pot went where it
        did: the rules' own verdict, in the players' names."""
        named = self.table.hotseat.named
        rules = self.table.state.hand_rules()
        won = self.table.state.main_pot_winners()
        lines = []
        for group in view.standing if challenges else ():
            for seat in group:
                claim = view.claims[seat]
                worth = "Scum (foul)" if seat in view.fouled else claimed_value(claim, rules).category.title
                mark = "▶ " if seat in won else ""
                lines.append((f"{mark}{self.table.names[seat]}: {claim.describe()} · {worth}", seat in won))
        return lines + [(named(line), False) for line in view.why]

    def _chart(self) -> TotalsChart | None:
        history = self.table.chips_by_deal
        if not history:
            return None
        series = [[chips[seat] for chips in history] for seat in range(self.table.state.seats)]
        buy_in = self.table.state.betting_rules.buy_in
        return TotalsChart(
            series, None, list(self.table.names), y_title="Chips", x_title="Deal", start=buy_in
        )

    def items(self) -> list[MenuItem]:
        if self.over:
            return [("Play again", self.table.play_again), ("Main menu", self.app.nav.title)]
        return [
            ("Next deal", lambda: self.close_then(self.table.next_deal)),
            ("Main menu", self.app.nav.title),
        ]

    def back(self) -> None:
        """Escape keeps the summary: the deal is over, there is nothing under it to go back to."""

    def _claims(self) -> list[tuple[int, Claim]]:
        """The claims laid out this deal, by seat, drawn as cards when the window has room for them
        (none at the settlement): the lines above already name each claim and its category, so in a
        short window, or with many hands at large text, the words stay and the pictures go."""
        if not self.claims or CLAIM_ROWS_HEIGHT / len(self.claims) * CARD_SHARE < SMALLEST_CARD:
            return []  # eight hands' cards at a size nobody can read: their words say it
        needed = self.heading_height() + self._summary_height(LINE_TEXT) + CLAIM_ROWS_HEIGHT
        return self.claims if needed + self._buttons_height() <= self._room() else []

    def _text_height(self) -> int:
        """The words, the chart (at the session's end) or the summary and the claims drawn as cards."""
        if self.over:
            return super()._text_height()
        summary = self._summary_height(self._summary_pixels())
        return round(summary) + (CLAIM_ROWS_HEIGHT if self._claims() else 0)

    def _draw_summary(self, surface: pygame.Surface) -> None:
        """The summary's lines under the title, centred and wrapped like the menu's, winners in gold."""
        if self.over:
            return
        viewport = self.app.viewport
        x, top, width, _ = self.panel_box
        box = viewport.rect(*self.panel_box)
        pixels = self._summary_pixels()
        y = top + self.heading_height()
        for line, winner in self.summary():
            for part in wrap_lines(line, pixels, round(self.wrap_width)):
                at = viewport.to_screen(x + width / 2, y)
                ink = theme.GOLD if winner else theme.INK
                draw_text(surface, part, at, viewport.length(pixels), ink, within=box, anchor="midtop")
                y += self._line_height(pixels)

    def _draw_claims(self, surface: pygame.Surface) -> None:
        """Each laid-out claim as its cards, one row a seat, below the words."""
        claims = self._claims()
        if not claims:
            return
        viewport = self.app.viewport
        x, top, _, _ = self.panel_box
        bottom = top + self.heading_height() + self._text_height()
        row = CLAIM_ROWS_HEIGHT / len(claims)
        card_h = viewport.length(min(150.0, row * CARD_SHARE))
        geometry = HandGeometry((max(8, round(card_h * CARD_ASPECT)), card_h))
        for index, (seat, claim) in enumerate(claims):
            y = bottom - CLAIM_ROWS_HEIGHT + index * row
            name_at = viewport.to_screen(x + 60, y + row / 2)
            draw_text(
                surface,
                self.table.names[seat],
                name_at,
                viewport.length(26),
                theme.INK,
                bold=True,
                anchor="midleft",
            )
            left = viewport.to_screen(x + 60 + NAME_WIDTH, y)
            draw_marked_hand(
                surface, self.app.card_art(), claim_groups(claim), (round(left[0]), round(left[1])), geometry
            )

    def draw(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect]:
        dirty = super().draw(surface, full)
        if dirty:
            self._draw_summary(surface)
            self._draw_claims(surface)
        return dirty
