"""Keep every game that ends at a table, once, in the library of finished games (issue 9, point 4).

A frame hook (``App.frame_hooks``): each frame it finds the topmost table in the scene
stack (a round's summary or the result may cover it) and asks that table's game whether it
is over. The game's replay is built and written only on the frame the game becomes over, and
only once for that game: a game that was already over when the hook first saw it (a table
reopened on a finished game) is not kept again. A solver's demo is not the player's game and
is not kept. A disk that refuses the file costs the player nothing but a notice.
"""

from __future__ import annotations

from game.storage.replay_library import ReplayLibrary, finished_title
from game.ui.app_services import AppServices
from game.ui.game_endings import EndingWatch, topmost_table


class FinishedGames:
    """The frame hook that keeps each finished game's replay once."""

    def __init__(self, library: ReplayLibrary | None = None) -> None:
        self.library = library
        self.watch = EndingWatch()

    def __call__(self, app: AppServices, seconds: float) -> None:
        found = topmost_table(app)
        if found is None or not self.watch.just_ended(found[1]):
            return
        scene, state = found
        replay = scene.replay()
        if replay is None:
            return
        library = self.library if self.library is not None else ReplayLibrary()
        message = library.keep(replay, finished_title(replay, state))
        if message is not None:
            app.notice = message
