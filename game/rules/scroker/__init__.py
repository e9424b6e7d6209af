"""Scroker and its variants (seed 003): word poker with letter cards (DESIGN.md §10).

Four games share one state: Scroker, Spit in the Can, Longhorn Stud and
Dealer's Choice (each dealer names one of the three and the hand options).
"""

from __future__ import annotations

from game.core import registry
from game.core.protocol import GameSpec, OptionSpec
from game.rules.scroker.betting import ANTE, BUY_IN
from game.rules.scroker.state import ScrokerState

OPTIONS = (
    OptionSpec("ante", ANTE, (0, 1, 2, 3, 5, 10), "chips each player antes before the deal"),
    OptionSpec("buy_in", BUY_IN, (20, 50, 100, 200, 500), "chips each player gets from the bank"),
    OptionSpec("max_bet", 0, (0, 1, 2, 5, 10, 20, 50), "the largest open or raise (0: no maximum)"),
    OptionSpec(
        "hands",
        10,
        (0, 1, 2, 3, 5, 10, 20, 30, 50),
        "deals in the session (0: until one player holds all chips)",
    ),
    OptionSpec("wilds", 0, (0, 1, 2), "wild [Scroker] cards shuffled into the deck"),
    OptionSpec("tap_out", 1, (1, 0), "1: a player out of chips may tap out and stay in; 0: he must fold"),
    OptionSpec("strict", 0, (0, 1), "Strict dictionary: 1 judges every claim at once, nobody challenges"),
)
GAMES = (
    ("scroker", "Scroker", "Five letter cards, one draw of up to three: bet on the best word."),
    ("spit", "Spit in the Can", "Four cards each and one shared face-up card; draw up to four."),
    ("longhorn", "Longhorn Stud", "Two down, three up, one more up, one more down: best five of seven."),
    ("dealers-choice", "Dealer's Choice", "Each dealer names the game and its options for the hand."),
)
SPECS = tuple(
    registry.register(
        GameSpec(
            id=game_id,
            name=name,
            seats=(2, 8),
            state_class=ScrokerState,
            options=OPTIONS,
            summary=summary,
            rules_file=f"{game_id}.md",
        )
    )
    for game_id, name, summary in GAMES
)

__all__ = ["SPECS", "ScrokerState"]
