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

from game.core.protocol import GameSpec
from game.core.seats import SeatPlan
from game.rules.scrooge.places import TEAM_SEAT_COUNTS
from game.ui.app_services import AppServices
from game.ui.menus.menu import MenuItem, MenuScene
from game.ui.menus.seat_choices import seat_items
from game.ui.race.setup import next_player, player_label, step_seats

ENDS: tuple[tuple[str, int, int], ...] = (  # label, target, rounds (0: play to the target)
    ("to 100 points", 100, 0),
    ("to 50 points", 50, 0),
    ("5 rounds", 100, 5),
    ("10 rounds", 100, 10),
)
VARIANTS: tuple[tuple[str, str], ...] = (
    ("speed_round", "Speed round (10-card Scrooge pile)"),
    ("double_penalty", "Double penalty (-3 a card left)"),
    ("no_bonus", "No bonus for calling"),
    ("jokers", "Jokers (2 a deck, named where they land)"),
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


class ScroogeSetupScene(MenuScene):
    """Reached from the picker; Start deals a new game at the race table."""

    title = "Scrooge: set up a race"
    button_height = 40  # sixteen buttons (six seats) still fit the screen

    def __init__(self, app: AppServices, spec: GameSpec) -> None:
        self.spec = self.rules_spec = spec
        self.setup = RaceSetup()
        super().__init__(app)

    def items(self) -> list[MenuItem]:
        setup = self.setup
        entries = seat_items(self, setup, player_label)
        for key, label in VARIANTS:
            state = "on" if setup.variants[key] else "off"
            entries.append((f"{label}: {state}", self.choice(lambda _, k=key: self._toggle(k))))
        entries.append((setup.teams_label(), self.choice(lambda _: setup.toggle_teams())))
        entries.append((f"Game: {ENDS[setup.end][0]}", self.choice(self._next_end)))
        entries += [("Start", self.start), ("Rules  (F1)", self.show_rules), ("Back", self.back)]
        return entries

    def _toggle(self, key: str) -> None:
        self.setup.variants[key] = not self.setup.variants[key]

    def _next_end(self, step: int = 1) -> None:
        self.setup.end = (self.setup.end + step) % len(ENDS)

    def start(self) -> None:
        plans = list(self.setup.plans)
        self.app.nav.open_table(self.spec, self.app.new_seed(), plans, self.setup.options())
