"""Known Scotch deals and lines for the advisor and hint tests, each checked where it is used.

The solver proves these in hundredths of a second, which keeps the tests quick.
"""

from __future__ import annotations

from game.core import registry
from game.core.moves import MoveCards
from game.rules.scotch import ScotchState

SPEC = registry.get("scotch")
WINNABLE_DEAL = 14  # won in about 60 moves
LOST_DEAL = 3  # lost from the start
LOST_WALK_DEAL = 4
# A random walk through deal 4: every position is winnable until the 35th move, which loses it;
# the 36th keeps moves on the table. So at the end, two undos lead back to a winnable position.
LOST_WALK = tuple(
    MoveCards(0, f"tableau.{source}", f"foundation.{target[1:]}" if target[0] == "f" else f"tableau.{target}")
    for source, target in (
        (13, "4"), (11, "0"), (6, "14"), (5, "f2"), (1, "13"), (10, "17"), (10, "12"), (10, "f0"),
        (13, "1"), (6, "7"), (11, "16"), (14, "13"), (14, "7"), (1, "7"), (16, "17"), (17, "16"),
        (16, "f0"), (12, "11"), (13, "1"), (5, "f2"), (8, "11"), (11, "5"), (17, "f0"), (14, "f0"),
        (1, "2"), (2, "13"), (13, "2"), (16, "f2"), (3, "9"), (2, "13"), (17, "f2"), (6, "11"),
        (2, "14"), (13, "14"), (8, "17"), (2, "3"),
    )
)  # fmt: skip
UNDOS_BACK_FROM_LOST_WALK = 2


def deal(seed: int) -> ScotchState:
    state = SPEC.new_game(seats=1, seed=seed)
    assert isinstance(state, ScotchState)
    return state


def walked(moves: tuple[MoveCards, ...], seed: int = LOST_WALK_DEAL) -> list[ScotchState]:
    """Every position of a walk through deal ``seed``, the deal first."""
    states = [deal(seed)]
    for move in moves:
        following = states[-1].clone()
        following.apply(move)
        assert isinstance(following, ScotchState)
        states.append(following)
    return states
