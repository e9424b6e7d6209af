"""Scrooge (Ligretto, Nerts, Racing Demon): seed 000, registered with its options."""

from __future__ import annotations

from game.core import registry
from game.core.protocol import GameSpec, OptionSpec
from game.rules.scrooge.state import ScroogeState

ON_OFF = (False, True)

SPEC = registry.register(
    GameSpec(
        id="scrooge",
        name="Scrooge",
        seats=(2, 6),
        state_class=ScroogeState,
        summary="Everyone plays at once: empty your Scrooge pile onto the shared centre and call Scrooge!",
        rules_file="scrooge.md",
        options=(
            OptionSpec("target", 100, (100, 50), "the game ends when a total reaches this"),
            OptionSpec("rounds", 0, (0, 1, 5, 10), "a fixed number of rounds (0: play to the target)"),
            OptionSpec("teams", False, ON_OFF, "teams of two share a layout and deck (4 or 6 seats)"),
            OptionSpec("speed_round", False, ON_OFF, "10 cards in the Scrooge pile instead of 13"),
            OptionSpec("double_penalty", False, ON_OFF, "-3 instead of -2 per card left in the Scrooge pile"),
            OptionSpec("no_bonus", False, ON_OFF, "no +10 for calling Scrooge"),
            OptionSpec("jokers", False, ON_OFF, "2 jokers per deck, each played as a card it names"),
        ),
    )
)

__all__ = ["SPEC", "ScroogeState"]
