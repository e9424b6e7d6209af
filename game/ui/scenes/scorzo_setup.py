"""Setting up a game of Scorzo: how many seats, who plays each, how many rounds (issue 5).

Each button shows a value and moves it on when chosen, as on the Scrooge setup
screen. A seat is a person or a bot at one of three levels; people take turns
at the one screen with the mouse and the keys, so any number of seats may be
people (with two or more, a "pass to" screen hides each hand from the others).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.bots.levels import Level
from game.commands.players import SeatPlan
from game.core.protocol import GameSpec
from game.rules.scorzo.chart import ROUNDS
from game.ui.scenes.menu import MenuItem, MenuScene

PLAYERS: tuple[SeatPlan, ...] = (SeatPlan(True, "mouse"), *(SeatPlan(False, level=level) for level in Level))
PLAYER_WORDS = {Level.EASY: "bot, easy", Level.MEDIUM: "bot, normal", Level.HARD: "bot, hard"}
ROUND_CHOICES = (ROUNDS, 5, 3, 1)
MIN_SEATS, MAX_SEATS = 2, 6


def player_label(plan: SeatPlan) -> str:
    return "person" if plan.human else PLAYER_WORDS[plan.level]


@dataclass
class ScorzoSetup:
    """What the screen has chosen so far; starts as one person against a normal and a hard bot."""

    plans: list[SeatPlan] = field(
        default_factory=lambda: [SeatPlan(True, "mouse"), SeatPlan(False), SeatPlan(False, level=Level.HARD)]
    )
    rounds: int = ROUNDS

    def cycle_seats(self) -> None:
        """One more seat (a normal bot), wrapping from six back to two."""
        if len(self.plans) < MAX_SEATS:
            self.plans.append(SeatPlan(False))
        else:
            del self.plans[MIN_SEATS:]

    def cycle_player(self, seat: int) -> None:
        here = self.plans[seat]
        index = next((i for i, plan in enumerate(PLAYERS) if plan == here), -1)
        self.plans[seat] = PLAYERS[(index + 1) % len(PLAYERS)]

    def cycle_rounds(self) -> None:
        self.rounds = ROUND_CHOICES[(ROUND_CHOICES.index(self.rounds) + 1) % len(ROUND_CHOICES)]

    def options(self) -> dict[str, int]:
        return {"rounds": self.rounds}


class ScorzoSetupScene(MenuScene):
    """Reached from the picker; Start deals a new game at the Scorzo table."""

    title = "Scorzo: set up a game"
    button_height = 48

    def __init__(self, app: object, spec: GameSpec) -> None:
        self.spec = spec
        self.setup = ScorzoSetup()
        super().__init__(app)

    def text_lines(self) -> list[str]:
        people = sum(plan.human for plan in self.setup.plans)
        if people > 1:
            return [f"{people} people take turns at this screen: a 'pass to' screen hides each hand."]
        return ["Fewest points after the rounds wins. Bots: easy, normal or hard."]

    def items(self) -> list[MenuItem]:
        setup = self.setup
        entries: list[MenuItem] = [(f"Seats: {len(setup.plans)}", lambda: self._change(setup.cycle_seats))]
        for seat, plan in enumerate(setup.plans):
            entries.append(
                (f"Seat {seat + 1}: {player_label(plan)}", lambda s=seat: self._change(setup.cycle_player, s))
            )
        rounds = f"{setup.rounds} rounds" if setup.rounds > 1 else "1 round"
        full = " (the whole chart)" if setup.rounds == ROUNDS else " (the chart's first)"
        entries.append((f"Game: {rounds}{full}", lambda: self._change(setup.cycle_rounds)))
        entries += [("Start", self.start), ("Back", self.back)]
        return entries

    def _change(self, action: object, *args: object) -> None:
        action(*args)  # type: ignore[operator]
        self.rebuild()

    def start(self) -> None:
        from game.ui.table_games import open_seated_table

        open_seated_table(
            self.app, self.spec, self.app.new_seed(), list(self.setup.plans), self.setup.options()
        )
