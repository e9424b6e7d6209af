"""The moment a game ends, noticed once: what the library of finished games and the statistics share.

Both are frame hooks that look at the topmost table each frame (a round's summary or the result
may cover it). A game is noticed on the frame it becomes over, and only then: one already over
when first seen (a table reopened on a finished game, a replay being watched) is never noticed,
and none is noticed twice. A solver's demo is not the player's game and is never looked at.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.core.protocol import GameState
    from game.ui.app_services import AppServices
    from game.ui.scene import Scene


def topmost_table(app: AppServices) -> tuple[Scene, GameState] | None:
    """The topmost scene playing a game and its state; None when no table is open, or a demo plays."""
    for scene in reversed(app.stack.scenes):
        state = None if getattr(scene, "demo", False) else scene.game_state()
        if state is not None:
            return scene, state
    return None


class EndingWatch:
    """Says True once, on the frame the watched game becomes over."""

    def __init__(self) -> None:
        self._watched: GameState | None = None  # the game at the topmost table when last looked
        self._settled = True  # that game was over when first seen, or its end was noticed already

    def just_ended(self, state: GameState) -> bool:
        over = state.is_over()
        if state is not self._watched:
            self._watched, self._settled = state, over
            return False
        if self._settled or not over:
            return False
        self._settled = True
        return True
