"""Setting up a Scroker session (any of the four games): seats and players, its length, the dictionary."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.protocol import GameSpec
from game.ui.app_services import AppServices
from game.ui.menus.menu import MenuItem, stepped
from game.ui.menus.setup_memory import recalled_option
from game.ui.turns.setup import MIN_SEATS, TurnSetup, TurnSetupScene

HAND_CHOICES = (10, 20, 5, 0)  # a Scroker session: this many deals, or (0) until one player holds every chip


@dataclass
class ScrokerSetup(TurnSetup):
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

    def take_options(self, options: dict[str, Any]) -> list[str]:
        notes: list[str] = []
        self.hands = recalled_option(options, "hands", HAND_CHOICES, HAND_CHOICES[0], notes)
        self.strict = bool(recalled_option(options, "strict", (0, 1), 0, notes))
        return notes


class ScrokerSetupScene(TurnSetupScene):
    """Reached from the picker for any of the four Scroker games; Start deals the session."""

    setup: ScrokerSetup
    about_one_person = "Everyone buys in for 100 chips. Bots: easy, normal or hard."

    def __init__(self, app: AppServices, spec: GameSpec) -> None:
        self.title = f"{spec.name}: set up a session"
        super().__init__(app, spec)

    def _new_setup(self) -> ScrokerSetup:
        return ScrokerSetup(seat_choices=self.spec.seat_choices())

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
            -3,
            (f"Strict dictionary: {strict}", self.choice(lambda _: self.setup.toggle_strict(), arrows=False)),
        )
        return entries
