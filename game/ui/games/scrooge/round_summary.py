"""The end of a Scrooge round: each place's +1 / −2 / +10, totals and their chart, then what next.

A place is a seat, or in team play a team of two, who share one score.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.rules.scrooge.stuck import RoundEnd
from game.ui.app_services import AppServices
from game.ui.menus.menu import ChartMenuScene, MenuItem
from game.ui.table.totals_chart import TotalsChart, running_totals

if TYPE_CHECKING:
    from game.ui.games.scrooge.table import ScroogeTableScene


KEY_REST_SECONDS = 1.5  # people are still pressing their race keys when the round ends
NO_CALLER = {
    RoundEnd.STUCK: "Nobody could play, even turning one card at a time: no caller.",
    RoundEnd.AGREED: "Ended from the menu as stuck: no caller.",
}


class RoundSummaryScene(ChartMenuScene):
    """Drawn over the table as it ended, so everyone can see what was left.

    Its buttons do not answer the race seats' keys (keys2 holds the arrows and Enter,
    which would otherwise walk to "Main menu" and take it), nor any key or pad button in
    its first moments: a person still playing when the round ended must not leave the
    game by it. Pads answer it too (A or Start, d-pad), so a table of pads needs no keyboard.
    """

    transparent = True
    panel_width = 1240
    key_rest_seconds = KEY_REST_SECONDS

    def __init__(self, app: AppServices, table: ScroogeTableScene) -> None:
        self.table = table
        state = table.match.state
        self.title = "Game over" if state.is_over() else f"Round {state.round_number} over"
        self.chart = totals_chart(table)
        super().__init__(app)

    def text_lines(self) -> list[str]:
        match = self.table.match
        state = match.state
        caller = state.caller
        called = f"{match.place_name(caller)} called Scrooge!" if caller is not None else ""
        lines = [called or NO_CALLER.get(state.round_end, NO_CALLER[RoundEnd.STUCK])]
        scores, totals = match.live_scores(), match.totals()
        for place in range(len(state.seating.places)):
            seats = match.seats_at(place)
            score = scores[seats[0]]
            parts = f"+{score.played} played, -{score.penalty_per_card}x{score.left} left"
            bonus = f", +{score.bonus} call" if score.bonus else ""
            name = match.place_name(place)
            name = f"{name} ({match.place_people(place)})" if len(seats) > 1 else name
            lines.append(f"{name}: {parts}{bonus} = {score.total:+d}; total {totals[seats[0]]}")
        if state.is_over():
            winning = dict.fromkeys(state.place_of(seat).index for seat in state.result().winners)
            lines.append(f"Winner: {', '.join(match.place_name(place) for place in winning)}.")
        return lines

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in self.table.key_actions:
            return
        if event.type == pygame.CONTROLLERBUTTONDOWN:
            self.pad_button(event.button)  # a table of pads alone must get past the summary
            return
        super().handle_event(event)

    def items(self) -> list[MenuItem]:
        if self.table.match.state.is_over():
            first: MenuItem = ("Play again", self.table.play_again)
        else:
            first = ("Next round", lambda: self.close_then(self.table.next_round))
        return [first, ("Main menu", self.app.nav.title)]

    def back(self) -> None:
        """Escape keeps the summary: the round is over, so there is nothing under it to go back to."""


def totals_chart(table: ScroogeTableScene) -> TotalsChart | None:
    """Each place's total (a seat's, or a team's) round by round, once a round has ended (None before)."""
    state = table.match.state
    if not state.round_scores:
        return None
    totals = running_totals([[score.total for score in scores] for scores in state.round_scores])
    target = None if state.options["rounds"] else int(state.options["target"])
    names = [table.match.place_name(place) for place in range(len(state.seating.places))]
    return TotalsChart(totals, target, names)
