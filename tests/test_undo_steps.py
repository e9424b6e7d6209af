"""Undo and redo as a player meets them: a move and the moves that followed from it are one step."""

from __future__ import annotations

from game.core import registry
from game.core.undo import UndoableGame


def test_a_move_joined_to_the_last_step_after_an_undo_leaves_nothing_to_redo() -> None:
    """Redo once offered a step that no longer followed from the position, and the rules refused it."""
    game = UndoableGame(registry.get("scotch").new_game(seats=1, seed=7))
    first, second = game.state.legal_moves(0)[:2]
    game.apply(first)
    game.apply(second)
    game.undo()
    assert game.can_redo
    following = game.state.legal_moves(0)[-1]
    game.apply_following(following)
    assert not game.can_redo and game.moves_made == 1
    game.undo()
    assert game.moves_made == 0 and not game.can_undo  # the move and the one joined to it, one step
