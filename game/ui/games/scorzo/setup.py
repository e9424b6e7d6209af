"""Setting up a Scorzo game: the seats and players (``turns.setup``), and how many rounds of the chart."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.rules.scorzo.chart import ROUNDS
from game.ui.menus.menu import MenuItem, stepped
from game.ui.menus.setup_memory import recalled_option
from game.ui.turns.setup import TurnSetup, TurnSetupScene

ROUND_CHOICES = (ROUNDS, 5, 3, 1)


@dataclass
class ScorzoSetup(TurnSetup):
    """The seats, and how many rounds of the chart are played."""

    rounds: int = ROUNDS

    def cycle_rounds(self, step: int = 1) -> None:
        self.rounds = stepped(ROUND_CHOICES, self.rounds, step)

    def options(self) -> dict[str, int]:
        return {"rounds": self.rounds}

    def take_options(self, options: dict[str, Any]) -> list[str]:
        notes: list[str] = []
        self.rounds = recalled_option(options, "rounds", ROUND_CHOICES, ROUNDS, notes)
        return notes


class ScorzoSetupScene(TurnSetupScene):
    """Reached from the picker; Start deals a new game at the Scorzo table."""

    title = "Scorzo: set up a game"
    setup: ScorzoSetup
    about_one_person = "Lowest total after the rounds wins. Bots: easy, normal or hard."

    def _new_setup(self) -> ScorzoSetup:
        return ScorzoSetup(seat_choices=self.spec.seat_choices())

    def _length_item(self) -> MenuItem:
        setup = self.setup
        rounds = f"{setup.rounds} rounds" if setup.rounds > 1 else "1 round"
        full = " (the whole chart)" if setup.rounds == ROUNDS else " (the chart's first)"
        return (f"Game: {rounds}{full}", self.choice(setup.cycle_rounds))
