"""Setting up a Scrooge race: seats, who plays each, variants and the game's end (issue 4).

Each button shows a value and moves it on when chosen, as in settings, so the
keys and the mouse both work. A device (the mouse, a key preset, a gamepad) plays at most
one seat: cycling a seat's player skips devices another seat holds. Team play
pairs seats 1+2, 3+4, 5+6, so it turns on only with 4 or 6 seats and its button
says so with any other count (and goes off when the count changes to one).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core.seats import SeatPlan
from game.rules.scrooge.places import TEAM_SEAT_COUNTS
from game.ui.menus.menu import MenuItem
from game.ui.menus.setup_memory import recalled_option
from game.ui.race.setup import RaceSetupScene, next_player, step_seats

ENDS: tuple[tuple[str, int, int], ...] = (  # label, target, rounds (0: play to the target)
    ("to 100 points", 100, 0),
    ("to 50 points", 50, 0),
    ("5 rounds", 100, 5),
    ("10 rounds", 100, 10),
)
VARIANTS: tuple[tuple[str, str], ...] = (
    ("speed_round", "Speed round (10-card pile)"),  # the rules page (F1) says the rest
    ("double_penalty", "Double penalty (-3 a card)"),
    ("no_bonus", "No bonus for calling"),
    ("jokers", "Jokers (2 a deck)"),
)
MIN_SEATS, MAX_SEATS = 2, 6


@dataclass
class RaceSetup:
    """What the screen has chosen so far; starts as the mouse against two medium bots."""

    plans: list[SeatPlan] = field(
        default_factory=lambda: [SeatPlan(True, "mouse"), SeatPlan(False), SeatPlan(False)]
    )
    variants: dict[str, bool] = field(default_factory=lambda: {key: False for key, _ in VARIANTS})
    end: int = 0  # index into ENDS
    teams: bool = False

    @property
    def teams_allowed(self) -> bool:
        return len(self.plans) in TEAM_SEAT_COUNTS

    def cycle_seats(self, step: int = 1) -> None:
        """One more seat (a medium bot), wrapping from six to two, or (``step`` -1) one fewer, wrapping
        from two to six; team play goes off where it cannot be."""
        step_seats(self.plans, step, MIN_SEATS, MAX_SEATS)
        self.teams = self.teams and self.teams_allowed

    def toggle_teams(self) -> None:
        """On only with 4 or 6 seats; otherwise it stays off (the button says why)."""
        self.teams = not self.teams and self.teams_allowed

    def teams_label(self) -> str:
        if not self.teams_allowed:
            return "Team play: off (needs 4 or 6 seats)"
        pairs = ", ".join(f"{seat}+{seat + 1}" for seat in range(1, len(self.plans), 2))
        return f"Team play ({pairs}): {'on' if self.teams else 'off'}"

    def cycle_player(self, seat: int, step: int = 1) -> None:
        self.plans[seat] = next_player(self.plans, seat, step)

    def options(self) -> dict[str, Any]:
        _, target, rounds = ENDS[self.end]
        return {"target": target, "rounds": rounds, "teams": self.teams, **self.variants}

    def take_options(self, options: dict[str, Any]) -> list[str]:
        """The variants, team play (where the seats allow it) and the game's end, as last time."""
        notes: list[str] = []
        for key, _ in VARIANTS:
            self.variants[key] = recalled_option(options, key, (False, True), False, notes)
        self.teams = recalled_option(options, "teams", (False, True), False, notes) and self.teams_allowed
        end = (options.get("target"), options.get("rounds"))
        ends = [(target, rounds) for _, target, rounds in ENDS]
        if end in ends:
            self.end = ends.index(end)
        elif end != (None, None):
            notes.append(
                f"a game {end[0]} points or {end[1]} rounds long is not offered now, so it is to 100"
            )
        return notes


class ScroogeSetupScene(RaceSetupScene):
    """Reached from the picker; Start deals a new game at the race table."""

    title = "Scrooge: set up a race"
    setup: RaceSetup

    def _new_setup(self) -> RaceSetup:
        return RaceSetup()

    def items(self) -> list[MenuItem]:
        setup = self.setup
        entries = self.seat_entries()
        for key, label in VARIANTS:
            state = "on" if setup.variants[key] else "off"
            entries.append((f"{label}: {state}", self.choice(lambda _, k=key: self._toggle(k), arrows=False)))
        entries.append((setup.teams_label(), self.choice(lambda _: setup.toggle_teams(), arrows=False)))
        entries.append((f"Game: {ENDS[setup.end][0]}", self.choice(self._next_end)))
        entries += [("Start", self.start), ("Rules  (F1)", self.show_rules), ("Back", self.back)]
        return entries

    def _toggle(self, key: str) -> None:
        self.setup.variants[key] = not self.setup.variants[key]

    def _next_end(self, step: int = 1) -> None:
        self.setup.end = (self.setup.end + step) % len(ENDS)
