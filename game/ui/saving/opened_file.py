"""Which file the game on the table came from, so a file that makes the app fail is not offered again.

Issue 19: a save whose table fails as it opens used to be written straight back by the crash
guard and offered by Continue again, to fail again. So Continue, Saved games and Watch note
the file they open (``OpenedFile``); when the app meets an error while that game has made no
move since it was opened, the error came with the file: the crash guard sets the file aside
(renamed beside itself, its bytes kept: ``in-progress/<id>.json.stopped-<time>``) instead of saving the
game over it, and says so. A game played on from there is the player's new progress, saved as usual.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from game.core.decoding import shown_path
from game.storage.json_store import set_aside

if TYPE_CHECKING:
    from game.core.replays import Replay
    from game.ui.app_services import AppServices

STOPPED_MARK = ".stopped-"


@dataclass(frozen=True)
class OpenedFile:
    """A game opened from ``path`` ("the autosave", "the saved game …"), as it stood then."""

    path: Path
    what: str
    game_id: str
    seed: int
    position: str  # the position's digest when it was opened: undoing and playing on is progress

    @classmethod
    def of(cls, path: Path, what: str, replay: Replay) -> OpenedFile:
        return cls(Path(path), what, replay.game_id, replay.seed, replay.position)

    def still_as_opened(self, replay: Replay | None) -> bool:
        """True when the game in play is this file's, standing where it stood when it was opened."""
        if replay is None:
            return False
        return (replay.game_id, replay.seed, replay.position) == (self.game_id, self.seed, self.position)

    def set_aside(self) -> str:
        """Rename the file out of the way (bytes kept) and say where it went, in a sentence; never raises."""
        try:
            target = set_aside(self.path, STOPPED_MARK, datetime.now())
        except Exception:  # the crash guard's own work must never raise
            target = None
        if target is None:
            return f"The file of {self.what} could not be moved aside: {shown_path(self.path)}."
        return f"The file of {self.what} is set aside and not offered again: {shown_path(target)}."


def set_aside_after_error(app: AppServices, replay: Replay | None) -> str | None:
    """After an error at a table: set the file its game was opened from aside if the game had made no
    move since (the error came with the file), and say so; None when that was not the case."""
    opened = getattr(app, "opened_from", None)
    if opened is None or not opened.still_as_opened(replay):
        return None
    app.opened_from = None
    return opened.set_aside()
