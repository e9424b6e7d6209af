"""The end of a Scrooge round: each seat's +1 / −2 / +10, totals and their chart, then what next."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui.scenes.menu import MenuItem, MenuScene
from game.ui.totals_chart import TotalsChart, running_totals

if TYPE_CHECKING:
    from game.ui.scenes.scrooge_table import ScroogeTableScene


class RoundSummaryScene(MenuScene):
    """Drawn over the table as it ended, so everyone can see what was left."""

    transparent = True
    panel_width = 1240
    chart_height = 280  # room for the chart's axis labels at 1280×720

    def __init__(self, app: object, table: ScroogeTableScene) -> None:
        self.table = table
        state = table.match.state
        self.title = "Game over" if state.is_over() else f"Round {state.round_number} over"
        self.chart = totals_chart(table)
        super().__init__(app)

    def text_lines(self) -> list[str]:
        match = self.table.match
        state = match.state
        caller = state.caller
        lines = ["Nobody could play: no caller." if caller is None else f"Seat {caller + 1} called Scrooge!"]
        scores, totals = match.live_scores(), match.totals()
        for seat, plan in enumerate(match.plans):
            score = scores[seat]
            parts = f"+{score.played} played, -{score.penalty_per_card}x{score.left} left"
            bonus = f", +{score.bonus} call" if score.bonus else ""
            who = "you" if plan.human else plan.controller
            lines.append(f"Seat {seat + 1} ({who}): {parts}{bonus} = {score.total:+d}; total {totals[seat]}")
        if state.is_over():
            winners = ", ".join(f"Seat {seat + 1}" for seat in state.result().winners)
            lines.append(f"Winner: {winners}.")
        return lines

    def items(self) -> list[MenuItem]:
        if self.table.match.state.is_over():
            first: MenuItem = ("Play again", self.table.play_again)
        else:
            first = ("Next round", lambda: self.close_then(self.table.next_round))
        return [first, ("Main menu", self.app.to_title)]

    def back(self) -> None:
        """Escape keeps the summary: the round is over, so there is nothing under it to go back to."""

    def _text_height(self) -> int:
        """Room for the chart between the text and the buttons."""
        return super()._text_height() + (self.chart_height if self.chart else 0)

    def chart_box(self) -> tuple[float, float, float, float]:
        """The chart's virtual rectangle: the bottom of the text area, just above the buttons."""
        x, top, width, _ = self.panel_box
        bottom = top + 110 + self._text_height()
        return (x + 60, bottom - self.chart_height, width - 120, self.chart_height - 16)

    def draw(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect]:
        dirty = super().draw(surface, full)
        if dirty and self.chart:
            box = self.app.viewport.rect(*self.chart_box())
            surface.blit(self.chart.render(box.size), box)
        return dirty


def totals_chart(table: ScroogeTableScene) -> TotalsChart | None:
    """Each seat's total round by round, once a round has ended (None before)."""
    state = table.match.state
    if not state.round_scores:
        return None
    places = [state.place_of(seat).index for seat in range(state.seats)]
    totals = running_totals([[scores[p].total for p in places] for scores in state.round_scores])
    target = None if state.options["rounds"] else int(state.options["target"])
    return TotalsChart(totals, target, [f"Seat {seat + 1}" for seat in range(state.seats)])
