"""Between Scroker deals: who won what and the hands laid out; at the session's end, the settlement.

The deal's summary opens over the table as the deal ends: each seat's chips
won or lost this deal, the claims laid out at the showdown (or "took the pot
unseen"), and the chips everyone now holds. At the session's end the
settlement lists every seat's chips against the buy-in, best first, with a
chart of each seat's chips deal by deal; then "Play again" or the main menu.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui.scenes.menu import MenuItem, MenuScene
from game.ui.totals_chart import TotalsChart

if TYPE_CHECKING:
    from game.ui.scenes.scroker_table import ScrokerTableScene

KEY_REST_SECONDS = 0.8  # a key still held from the last bet must not deal the next hand


class ScrokerDealOverScene(MenuScene):
    """The end of a deal, or of the session, over the table."""

    transparent = True
    panel_width = 1240
    chart_height = 280

    def __init__(self, app: object, table: ScrokerTableScene) -> None:
        self.table = table
        state = table.state
        self.over = state.is_over()
        self.title = "Settlement" if self.over else f"Deal {state.deal_number} over"
        self.shown_for = 0.0
        self.chart = self._chart() if self.over else None
        super().__init__(app)

    def text_lines(self) -> list[str]:
        table, state = self.table, self.table.state
        view = state.view(0)
        lines = []
        if not self.over:
            for seat in range(state.seats):
                won = view.winnings.get(seat, 0)
                claim = view.claims.get(seat)
                shown = f" with {claim.describe()}" if claim is not None else ""
                if won:
                    lines.append(f"{table.names[seat]} takes {won} chips{shown}.")
                elif claim is not None:
                    lines.append(f"{table.names[seat]} laid out {claim.describe()}.")
            if not any(view.winnings.values()):
                lines.append("Nobody opened: the pot is carried to the next deal.")
        buy_in = state.betting_rules.buy_in
        order = sorted(range(state.seats), key=lambda seat: -view.stacks[seat])
        for place, seat in enumerate(order, start=1):
            net = view.stacks[seat] - buy_in
            lead = f"{place}. " if self.over else ""
            lines.append(f"{lead}{table.names[seat]}: {view.stacks[seat]} chips ({net:+d})")
        return lines

    def _chart(self) -> TotalsChart | None:
        history = self.table.chips_by_deal
        if not history:
            return None
        series = [[chips[seat] for chips in history] for seat in range(self.table.state.seats)]
        return TotalsChart(series, None, list(self.table.names), y_title="Chips", x_title="Deal")

    def items(self) -> list[MenuItem]:
        if self.over:
            return [("Play again", self.table.play_again), ("Main menu", self.app.to_title)]
        return [
            ("Next deal", lambda: self.close_then(self.table.next_deal)),
            ("Main menu", self.app.to_title),
        ]

    def back(self) -> None:
        """Escape keeps the summary: the deal is over, there is nothing under it to go back to."""

    def update(self, seconds: float) -> None:
        super().update(seconds)
        self.shown_for += seconds

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and self.shown_for < KEY_REST_SECONDS:
            return
        super().handle_event(event)

    def _text_height(self) -> int:
        return super()._text_height() + (self.chart_height if self.chart else 0)

    def draw(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect]:
        dirty = super().draw(surface, full)
        if dirty and self.chart:
            x, top, width, _ = self.panel_box
            bottom = top + 110 + self._text_height()
            box = self.app.viewport.rect(
                x + 60, bottom - self.chart_height, width - 120, self.chart_height - 16
            )
            surface.blit(self.chart.render(box.size), box)
        return dirty
