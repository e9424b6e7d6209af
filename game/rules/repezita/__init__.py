"""Repezita (seed 004, last section): a shedding race for 2–8 players with no turns."""

from __future__ import annotations

from game.core import registry
from game.core.protocol import GameSpec, OptionSpec
from game.rules.repezita.events import PileTaken, PlayerOut, StallCleared, WrongCard
from game.rules.repezita.moves import PlayCard
from game.rules.repezita.state import ASIDE, CENTRE, RepezitaState, fits, hand_id
from game.rules.repezita.view import RepezitaView

SPEC = registry.register(
    GameSpec(
        id="repezita",
        name="Repezita",
        seats=(2, 8),
        state_class=RepezitaState,
        summary="Everyone at once: play one rank up or down on the centre; a wrong card takes the pile.",
        rules_file="repezita.md",
        options=(
            OptionSpec(
                "stall_seconds",
                5,
                (3, 5, 8, 10),
                "seconds without a play before the centre is cleared aside and any card may start",
            ),
        ),
    )
)

__all__ = [
    "ASIDE",
    "CENTRE",
    "SPEC",
    "PileTaken",
    "PlayCard",
    "PlayerOut",
    "RepezitaState",
    "RepezitaView",
    "StallCleared",
    "WrongCard",
    "fits",
    "hand_id",
]
