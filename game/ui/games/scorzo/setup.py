"""Setting up a turn-table game: the seats, who plays each, how long (Scorzo's rounds, Scroker's deals).

Each button shows a value and moves it on when chosen, as on the Scrooge setup
screen. A seat is a person or a bot at one of three levels; people take turns
at the one screen with the mouse and the keys, so any number of seats may be
people (with two or more, a "pass to" screen hides each hand from the others).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.bot_levels import Level
from game.core.protocol import GameSpec
from game.core.seats import SeatPlan
from game.rules.scorzo.chart import ROUNDS
from game.ui.menus.menu import MenuItem, MenuScene, stepped

PLAYERS: tuple[SeatPlan, ...] = (SeatPlan(True, "mouse"), *(SeatPlan(False, level=level) for level in Level))
PLAYER_WORDS = {Level.EASY: "bot, easy", Level.MEDIUM: "bot, normal", Level.HARD: "bot, hard"}
ROUND_CHOICES = (ROUNDS, 5, 3, 1)
MIN_SEATS, MAX_SEATS = 2, 6
HAND_CHOICES = (10, 20, 5, 0)  # a Scroker session: this many deals, or (0) until one player holds every chip


def player_label(plan: SeatPlan) -> str:
    return "person" if plan.human else PLAYER_WORDS[plan.level]


@dataclass
class ScorzoSetup:
    """What the screen has chosen so far; starts as one person against a normal and a hard bot."""

    plans: list[SeatPlan] = field(
        default_factory=lambda: [SeatPlan(True, "mouse"), SeatPlan(False), SeatPlan(False, level=Level.HARD)]
    )
    rounds: int = ROUNDS
    seat_choices: tuple[int, ...] = tuple(range(MIN_SEATS, MAX_SEATS + 1))  # the game's (spec.seat_choices)

    def cycle_seats(self, step: int = 1) -> None:
        """The next (``step`` -1: the previous) seat count the game is dealt for, wrapping round.

        New seats are normal bots. The counts need not follow on: Schrum Schrum is dealt for 2, 4 or 8.
        """
        if step > 0:
            larger = [count for count in self.seat_choices if count > len(self.plans)]
            wanted = larger[0] if larger else self.seat_choices[0]
        else:
            smaller = [count for count in self.seat_choices if count < len(self.plans)]
            wanted = smaller[-1] if smaller else self.seat_choices[-1]
        del self.plans[wanted:]
        self.plans += [SeatPlan(False) for _ in range(wanted - len(self.plans))]

    def cycle_player(self, seat: int, step: int = 1) -> None:
        here = self.plans[seat]
        index = next((i for i, plan in enumerate(PLAYERS) if plan == here), -1 if step > 0 else 0)
        self.plans[seat] = PLAYERS[(index + step) % len(PLAYERS)]

    def cycle_rounds(self, step: int = 1) -> None:
        self.rounds = stepped(ROUND_CHOICES, self.rounds, step)

    def options(self) -> dict[str, int]:
        return {"rounds": self.rounds}


@dataclass
class ScrokerSetup(ScorzoSetup):
    """The same choices of seats (up to eight) and players; a session's length in deals."""

    seat_choices: tuple[int, ...] = tuple(range(MIN_SEATS, 9))
    hands: int = HAND_CHOICES[0]
    strict: bool = False  # "Strict dictionary": every claim judged at once, no challenges

    def cycle_hands(self, step: int = 1) -> None:
        self.hands = stepped(HAND_CHOICES, self.hands, step)

    def toggle_strict(self) -> None:
        self.strict = not self.strict

    def options(self) -> dict[str, int]:
        return {"hands": self.hands, "strict": int(self.strict)}


class ScorzoSetupScene(MenuScene):
    """Reached from the picker; Start deals a new game at the Scorzo table."""

    title = "Scorzo: set up a game"
    button_height = 44  # eight seats, the options, Start, Rules and Back fit the screen

    def __init__(self, app: object, spec: GameSpec) -> None:
        self.spec = self.rules_spec = spec
        self.setup = self._new_setup()
        super().__init__(app)

    def _new_setup(self) -> ScorzoSetup:
        return ScorzoSetup(seat_choices=self.spec.seat_choices())

    def text_lines(self) -> list[str]:
        people = sum(plan.human for plan in self.setup.plans)
        if people > 1:
            return [f"{people} people take turns at this screen: a 'pass to' screen hides each hand."]
        return ["Fewest points after the rounds wins. Bots: easy, normal or hard."]

    def items(self) -> list[MenuItem]:
        setup = self.setup
        entries: list[MenuItem] = [(f"Seats: {len(setup.plans)}", self.choice(setup.cycle_seats))]
        for seat, plan in enumerate(setup.plans):
            entries.append(
                (
                    f"Seat {seat + 1}: {player_label(plan)}",
                    self.choice(lambda step, s=seat: setup.cycle_player(s, step)),
                )
            )
        entries.append(self._length_item())
        entries += [("Start", self.start), ("Rules  (F1)", self.show_rules), ("Back", self.back)]
        return entries

    def _length_item(self) -> MenuItem:
        setup = self.setup
        rounds = f"{setup.rounds} rounds" if setup.rounds > 1 else "1 round"
        full = " (the whole chart)" if setup.rounds == ROUNDS else " (the chart's first)"
        return (f"Game: {rounds}{full}", self.choice(setup.cycle_rounds))

    def start(self) -> None:
        from game.ui.table_games import open_seated_table

        open_seated_table(
            self.app, self.spec, self.app.new_seed(), list(self.setup.plans), self.setup.options()
        )


class ScrokerSetupScene(ScorzoSetupScene):
    """Reached from the picker for any of the four Scroker games; Start deals the session."""

    setup: ScrokerSetup

    def __init__(self, app: object, spec: GameSpec) -> None:
        self.title = f"{spec.name}: set up a session"
        super().__init__(app, spec)

    def _new_setup(self) -> ScrokerSetup:
        return ScrokerSetup(seat_choices=self.spec.seat_choices())

    def text_lines(self) -> list[str]:
        people = sum(plan.human for plan in self.setup.plans)
        if people > 1:
            return [f"{people} people take turns at this screen: a 'pass to' screen hides each hand."]
        return ["Everyone buys in for 100 chips. Bots: easy, normal or hard."]

    def _length_item(self) -> MenuItem:
        hands = self.setup.hands
        words = f"{hands} deals" if hands else "until one player holds every chip"
        return (f"Session: {words}", self.choice(self.setup.cycle_hands))

    def items(self) -> list[MenuItem]:
        """The seats and the session, then the dictionary: claims challenged, or all judged at once."""
        entries = super().items()
        strict = (
            "on, every claim judged at once" if self.setup.strict else "off, claims stand unless challenged"
        )
        entries.insert(
            -3, (f"Strict dictionary: {strict}", self.choice(lambda _: self.setup.toggle_strict()))
        )
        return entries
