"""Safe cards go home by themselves after the player's move (issue 23; a setting, on by default).

"Safe" is the rules' one definition (``ScotchState.safe_home_move``), the one the solver plays
without branching, so sending such a card home never costs a win. The moves are real moves in
the deal's history (replays and saves hold them) and join the player's move in the undo history:
one undo takes the move and every card it sent home back, one redo makes them all again.
"""

from __future__ import annotations

from game.core.events import Event
from game.core.moves import Move
from game.core.undo import UndoableGame
from game.rules.scotch import ScotchState


def send_safe_cards_home(game: UndoableGame) -> list[list[Event]]:
    """Every safe card home, one after another, as part of the last step; each move's events."""
    sent: list[list[Event]] = []
    while isinstance(game.state, ScotchState) and (move := game.state.safe_home_move()) is not None:
        sent.append(game.apply_following(move))
    return sent


def follows_by_itself(game: UndoableGame, move: Move) -> bool:
    """Whether ``move`` is one the table would have made by itself after the last step.

    A deal read back from a save only has its moves: this puts the cards that went home by
    themselves back into the step of the move that sent them, so undo works as it did.
    """
    state = game.state
    return game.can_undo and isinstance(state, ScotchState) and move == state.safe_home_move()


def went_home_note(count: int) -> str:
    """What the status line says after safe cards went home; '' when none did."""
    if count == 0:
        return ""
    if count == 1:
        return "1 card went home by itself."
    return f"{count} cards went home by themselves."
