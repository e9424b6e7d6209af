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

from game.bots.scrooge_bot import Level
from game.commands.players import DEVICES, SeatPlan
from game.core.protocol import GameSpec
from game.rules.scrooge.places import TEAM_SEAT_COUNTS
from game.ui.scenes.menu import MenuItem, MenuScene
from game.ui.scenes.scrooge_table import ScroogeTableScene

PLAYERS: tuple[SeatPlan, ...] = (
    *(SeatPlan(True, device) for device in DEVICES),
    *(SeatPlan(False, level=level) for level in Level),
)
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


def player_label(plan: SeatPlan) -> str:
    if not plan.human:
        return f"bot, {plan.level.value}"
    if plan.gamepad:
        return f"gamepad {plan.device}"
    return "mouse" if plan.device == "mouse" else f"keyboard {plan.device}"


def next_player(plans: list[SeatPlan], seat: int) -> SeatPlan:
    """The seat's next choice in ``PLAYERS``, passing over devices the other seats hold."""
    taken = {plan.device for i, plan in enumerate(plans) if plan.human and i != seat}
    start = PLAYERS.index(plans[seat]) if plans[seat] in PLAYERS else -1
    for step in range(1, len(PLAYERS) + 1):
        candidate = PLAYERS[(start + step) % len(PLAYERS)]
        if not (candidate.human and candidate.device in taken):
            return candidate
    return plans[seat]


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

    def cycle_seats(self) -> None:
        """One more seat (a medium bot), wrapping from six to two; team play goes off where it cannot be."""
        if len(self.plans) < MAX_SEATS:
            self.plans.append(SeatPlan(False))
        else:
            del self.plans[MIN_SEATS:]
        self.teams = self.teams and self.teams_allowed

    def toggle_teams(self) -> None:
        """On only with 4 or 6 seats; otherwise it stays off (the button says why)."""
        self.teams = not self.teams and self.teams_allowed

    def teams_label(self) -> str:
        if not self.teams_allowed:
            return "Team play: off (needs 4 or 6 seats)"
        pairs = ", ".join(f"{seat}+{seat + 1}" for seat in range(1, len(self.plans), 2))
        return f"Team play ({pairs}): {'on' if self.teams else 'off'}"

    def cycle_player(self, seat: int) -> None:
        self.plans[seat] = next_player(self.plans, seat)

    def options(self) -> dict[str, Any]:
        _, target, rounds = ENDS[self.end]
        return {"target": target, "rounds": rounds, "teams": self.teams, **self.variants}


class ScroogeSetupScene(MenuScene):
    """Reached from the picker; Start deals a new game at the race table."""

    title = "Scrooge: set up a race"
    button_height = 44  # fifteen buttons (six seats) still fit the screen

    def __init__(self, app: object, spec: GameSpec) -> None:
        self.spec = spec
        self.setup = RaceSetup()
        super().__init__(app)

    def items(self) -> list[MenuItem]:
        setup = self.setup
        entries: list[MenuItem] = [(f"Seats: {len(setup.plans)}", lambda: self._change(setup.cycle_seats))]
        for seat, plan in enumerate(setup.plans):
            entries.append(
                (f"Seat {seat + 1}: {player_label(plan)}", lambda s=seat: self._change(setup.cycle_player, s))
            )
        for key, label in VARIANTS:
            state = "on" if setup.variants[key] else "off"
            entries.append((f"{label}: {state}", lambda k=key: self._change(self._toggle, k)))
        entries.append((setup.teams_label(), lambda: self._change(setup.toggle_teams)))
        entries.append((f"Game: {ENDS[setup.end][0]}", lambda: self._change(self._next_end)))
        entries += [("Start", self.start), ("Back", self.back)]
        return entries

    def _change(self, action: Any, *args: Any) -> None:
        action(*args)
        self.rebuild()

    def _toggle(self, key: str) -> None:
        self.setup.variants[key] = not self.setup.variants[key]

    def _next_end(self) -> None:
        self.setup.end = (self.setup.end + 1) % len(ENDS)

    def start(self) -> None:
        plans = list(self.setup.plans)
        ScroogeTableScene.open(self.app, self.spec, self.app.new_seed(), plans, self.setup.options())
