"""Setting up a Repezita race: 2-8 seats, who plays each, and the stall rule's seconds (issue 7).

As Scrooge's setup (both use the shared race setup steps, ``game/ui/race/setup.py``): each
button shows a value and moves it on when chosen, so the keys and the mouse both work, and a
device (the mouse, a key preset, a gamepad) plays at most one seat.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core.seats import SeatPlan
from game.rules.repezita import SPEC, STALL_SECONDS
from game.ui.input.key_presets import REPEZITA_KEYS
from game.ui.menus.menu import MenuItem, stepped
from game.ui.menus.setup_memory import recalled_option
from game.ui.race.setup import RaceSetupScene, next_player, step_seats

STALL_CHOICES: tuple[int, ...] = STALL_SECONDS.choices
MIN_SEATS, MAX_SEATS = SPEC.seats


@dataclass
class RepezitaSetup:
    """What the screen has chosen so far; starts as the mouse against two medium bots, 5 s stalls."""

    plans: list[SeatPlan] = field(
        default_factory=lambda: [SeatPlan(True, "mouse"), SeatPlan(False), SeatPlan(False)]
    )
    stall_seconds: int = STALL_SECONDS.default

    def cycle_seats(self, step: int = 1) -> None:
        """One more seat (a medium bot), wrapping from eight to two (``step`` -1: one fewer)."""
        step_seats(self.plans, step, MIN_SEATS, MAX_SEATS)

    def cycle_player(self, seat: int, step: int = 1) -> None:
        self.plans[seat] = next_player(self.plans, seat, step)

    def cycle_stall(self, step: int = 1) -> None:
        self.stall_seconds = stepped(STALL_CHOICES, self.stall_seconds, step)

    def options(self) -> dict[str, int]:
        return {"stall_seconds": self.stall_seconds}

    def take_options(self, options: dict[str, Any]) -> list[str]:
        notes: list[str] = []
        self.stall_seconds = recalled_option(
            options, "stall_seconds", STALL_CHOICES, STALL_SECONDS.default, notes
        )
        return notes


class RepezitaSetupScene(RaceSetupScene):
    """Reached from the picker; Start deals a new game at the Repezita table."""

    title = "Repezita: set up a race"
    keys = REPEZITA_KEYS
    setup: RepezitaSetup

    def _new_setup(self) -> RepezitaSetup:
        return RepezitaSetup()

    def intro(self) -> list[str]:
        return ["A wrong card takes the whole pile; the first to run out wins."]

    def items(self) -> list[MenuItem]:
        setup = self.setup
        entries = self.seat_entries()
        stall = f"Nobody plays for {setup.stall_seconds} s: the centre is cleared"
        entries.append((stall, self.choice(setup.cycle_stall)))
        entries += [("Start", self.start), ("Rules  (F1)", self.show_rules), ("Back", self.back)]
        return entries
