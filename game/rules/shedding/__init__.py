"""The turn-based shedding games of seed 004, Schrum Schrum and Tač, registered from their data."""

from __future__ import annotations

from game.core import registry
from game.core.protocol import GameSpec, OptionSpec
from game.rules.shedding.deck import FACE_SETS
from game.rules.shedding.games import SCHRUM_SCHRUM, TAC
from game.rules.shedding.state import ShedderState

SCHRUM_SPEC = registry.register(
    GameSpec(
        id=SCHRUM_SCHRUM.id,
        name=SCHRUM_SCHRUM.name,
        seats=(min(SCHRUM_SCHRUM.seat_counts), max(SCHRUM_SCHRUM.seat_counts)),
        seat_counts=SCHRUM_SCHRUM.seat_counts,
        state_class=ShedderState,
        summary="Turn your talon card by card onto the centre, A 7 8 … K, or onto others' reserves.",
        rules_file="schrum.md",
        options=(
            OptionSpec(
                "faces",
                "french",
                FACE_SETS,
                "French suits (Hearts, Diamonds, Clubs, Spades) or German (Hearts, Bells, Acorns, Leaves)",
            ),
        ),
    )
)

TAC_SPEC = registry.register(
    GameSpec(
        id=TAC.id,
        name=TAC.name,
        seats=(min(TAC.seat_counts), max(TAC.seat_counts)),
        state_class=ShedderState,
        summary="Turn your Closed pile onto the centre, A to K; miss a play and the others call Tač!",
        rules_file="tac.md",
    )
)

__all__ = ["SCHRUM_SPEC", "TAC_SPEC", "ShedderState"]
