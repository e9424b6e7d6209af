"""Scorzo, the five-suit rummy of seed 001 (DESIGN.md §10), registered with its options."""

from __future__ import annotations

from game.core import registry
from game.core.protocol import GameSpec, OptionSpec
from game.rules.scorzo.chart import ROUNDS
from game.rules.scorzo.state import ScorzoState

SPEC = registry.register(
    GameSpec(
        id="scorzo",
        name="Scorzo",
        seats=(2, 6),
        state_class=ScorzoState,
        summary="Five suits and wilds, eleven rounds: meld your hand, call SCORZO; fewest points wins.",
        rules_file="scorzo.md",
        options=(
            OptionSpec(
                "rounds",
                ROUNDS,
                tuple(range(ROUNDS, 0, -1)),
                "rounds played, from the start of the dealing chart (fewer for a short game)",
            ),
        ),
    )
)

__all__ = ["SPEC", "ScorzoState"]
