"""What every setup screen starts with: "Seats: N", then a button per seat naming who plays it.

The race setups (a device each) and the turn setups (people share the screen) choose players
differently, so each brings its own steps (``cycle_seats``, ``cycle_player``) and words for a
player (``label``); the buttons are the same on every screen.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from game.core.seats import SeatPlan
from game.ui.menus.menu import MenuItem, MenuScene


class SeatChoices(Protocol):
    """A setup screen's seats as chosen so far, and its steps through the choices."""

    plans: list[SeatPlan]

    def cycle_seats(self, step: int = 1) -> None: ...

    def cycle_player(self, seat: int, step: int = 1) -> None: ...


def seat_items(menu: MenuScene, setup: SeatChoices, label: Callable[[SeatPlan], str]) -> list[MenuItem]:
    """The seat count's button, then each seat's: Enter and Right step on, Left back."""
    entries: list[MenuItem] = [(f"Seats: {len(setup.plans)}", menu.choice(setup.cycle_seats))]
    for seat, plan in enumerate(setup.plans):
        entries.append(
            (
                f"Seat {seat + 1}: {label(plan)}",
                menu.choice(lambda step, s=seat: setup.cycle_player(s, step)),
            )
        )
    return entries
