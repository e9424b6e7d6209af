"""Which games have an exact solver the app may ask, read as the advisor's ``Answer``.

The table asks ``solver_for(game_id)`` instead of knowing Scotch by name, so
a game that gains a solver gains hints, Finish and the demo by one entry here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.bots.advisor import Answer, Outlook, Solver, StopAsked

if TYPE_CHECKING:
    from game.core.protocol import GameState


def _solve_scotch(state: GameState, seconds: float, should_stop: StopAsked) -> Answer:
    from game.bots.scotch_solver import Verdict, solve
    from game.rules.scotch import ScotchState

    assert isinstance(state, ScotchState)
    solution = solve(state, time_limit=seconds, should_stop=should_stop)
    outlook = {
        Verdict.WIN: Outlook.WINNABLE,
        Verdict.LOSS: Outlook.LOST,
        Verdict.UNDECIDED: Outlook.UNDECIDED,
    }[solution.verdict]
    return Answer(outlook, tuple(solution.moves), seconds, solution.reason)


_SOLVERS: dict[str, Solver] = {"scotch": _solve_scotch}


def solver_for(game_id: str) -> Solver | None:
    """The game's solver, or None when it has none (no hints for that game)."""
    return _SOLVERS.get(game_id)
