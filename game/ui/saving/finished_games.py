"""Keep every game that ends at a table, once, in the library of finished games (issue 9, point 4).

A frame hook (``App.frame_hooks``): each frame it finds the topmost table in the scene
stack (a round's summary or the result may cover it) and asks that table's game whether it
is over. The game's replay is built and written only on the frame the game becomes over, and
only once for that game: a game that was already over when the hook first saw it (a table
reopened on a finished game) is not kept again. A solver's demo is not the player's game and
is not kept. A disk that refuses the file costs the player nothing but a notice.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.storage.replay_library import ReplayLibrary, finished_title
from game.ui.app_services import AppServices
from game.ui.scene import Scene

if TYPE_CHECKING:
    from game.core.protocol import GameState

    pass


def table_game(scene: Scene) -> GameState | None:
    """The game played at a table scene; None for any other scene, and for the solver's demo."""
    return None if getattr(scene, "demo", False) else scene.game_state()


class FinishedGames:
    """The frame hook that keeps each finished game's replay once."""

    def __init__(self, library: ReplayLibrary | None = None) -> None:
        self.library = library
        self._watched: GameState | None = None  # the game at the topmost table when last looked
        self._settled = True  # that game was over when first seen, or has been kept already

    def __call__(self, app: AppServices, seconds: float) -> None:
        for scene in reversed(app.stack.scenes):
            state = table_game(scene)
            if state is not None:
                self._look(app, scene, state)
                return

    def _look(self, app: AppServices, scene: Scene, state: GameState) -> None:
        over = state.is_over()
        if state is not self._watched:
            self._watched, self._settled = state, over
            return
        if self._settled or not over:
            return
        self._settled = True
        replay = scene.replay()
        if replay is None:
            return
        library = self.library if self.library is not None else ReplayLibrary()
        message = library.keep(replay, finished_title(replay, state))
        if message is not None:
            app.notice = message
