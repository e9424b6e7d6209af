"""The end of a Scrooge round: each seat's +1 / −2 / +10 and totals, then the next round or a new game."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ui.scenes.menu import MenuItem, MenuScene

if TYPE_CHECKING:
    from game.ui.scenes.scrooge_table import ScroogeTableScene


class RoundSummaryScene(MenuScene):
    """Drawn over the table as it ended, so everyone can see what was left."""

    transparent = True
    panel_width = 1240

    def __init__(self, app: object, table: ScroogeTableScene) -> None:
        self.table = table
        state = table.match.state
        self.title = "Game over" if state.is_over() else f"Round {state.round_number} over"
        super().__init__(app)

    def text_lines(self) -> list[str]:
        match = self.table.match
        state = match.state
        caller = state.caller
        lines = ["Nobody could play: no caller." if caller is None else f"Seat {caller + 1} called Scrooge!"]
        for seat, plan in enumerate(match.plans):
            score = match.live_score(seat)
            parts = f"+{score.played} played, -{score.penalty_per_card}x{score.left} left"
            bonus = f", +{score.bonus} call" if score.bonus else ""
            who = "you" if plan.human else plan.controller
            lines.append(
                f"Seat {seat + 1} ({who}): {parts}{bonus} = {score.total:+d}; total {match.total(seat)}"
            )
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
