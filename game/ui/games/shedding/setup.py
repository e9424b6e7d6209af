"""Setting up Schrum Schrum or Tač: the seat counts the game is dealt for, who plays each, the faces.

The turn tables' seats and players (``turns.setup``), with only the counts the cards deal
evenly to (``spec.seat_choices()``: Schrum Schrum 2, 4 or 8; Tač 2, 3 or 4), and
Schrum Schrum's choice of French or German faces. Nothing is private at these
tables, so any number of people share the screen without a pass screen.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core.bot_levels import Level
from game.core.protocol import GameSpec
from game.core.seats import SeatPlan
from game.ui.app_services import AppServices
from game.ui.menus.menu import MenuItem, stepped
from game.ui.menus.setup_memory import recalled_option
from game.ui.turns.setup import TurnSetup, TurnSetupScene

FACE_WORDS = {
    "french": "French (Hearts, Diamonds, Clubs, Spades)",
    "german": "German (Hearts, Bells, Acorns, Leaves)",
}


@dataclass
class ShedderSetup(TurnSetup):
    """Four seats to start (every game here is dealt for four): a person and a bot of each level."""

    plans: list[SeatPlan] = field(
        default_factory=lambda: [SeatPlan(True, "mouse"), *(SeatPlan(False, level=level) for level in Level)]
    )
    faces: str = "french"
    face_choices: tuple[str, ...] = ()

    def cycle_faces(self, step: int = 1) -> None:
        if self.face_choices:
            self.faces = stepped(self.face_choices, self.faces, step)

    def options(self) -> dict[str, str]:
        return {"faces": self.faces} if self.face_choices else {}

    def take_options(self, options: dict[str, Any]) -> list[str]:
        notes: list[str] = []
        if self.face_choices:
            self.faces = recalled_option(options, "faces", self.face_choices, "french", notes)
        return notes


class ShedderSetupScene(TurnSetupScene):
    """Reached from the picker for Schrum Schrum or Tač; Start deals the game."""

    setup: ShedderSetup

    def __init__(self, app: AppServices, spec: GameSpec) -> None:
        self.title = f"{spec.name}: set up a game"
        super().__init__(app, spec)

    def _new_setup(self) -> ShedderSetup:
        faces = next((option.choices for option in self.spec.options if option.name == "faces"), ())
        return ShedderSetup(seat_choices=self.spec.seat_choices(), face_choices=tuple(faces))

    def intro(self) -> list[str]:
        counts = ", ".join(str(count) for count in self.spec.seat_choices())
        return [
            f"Dealt for {counts} players; nothing is hidden, so people share the screen freely.",
            *self.phone_lines(),
        ]

    def _length_item(self) -> MenuItem:
        setup = self.setup
        return (f"Faces: {FACE_WORDS.get(setup.faces, setup.faces)}", self.choice(setup.cycle_faces))

    def items(self) -> list[MenuItem]:
        entries = super().items()
        if not self.setup.face_choices:
            entries = [entry for entry in entries if not entry[0].startswith("Faces:")]
        return entries
