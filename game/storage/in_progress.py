"""Games in progress: every unfinished game has its own file, so starting another never loses one.

Issue 23: with one autosave, starting any other game silently discarded the game in progress.
Now each game gets a file of its own in ``<data>/in-progress/`` (a fresh name when it is first
seen, the same name for as long as it is played, and again when it is continued), written like
every save (``SaveStore.write_file``: atomic, the copy before kept as ``.bak``). A file goes
only when its game ends or the player drops it.

The single ``autosave.json`` of earlier versions is moved into the folder the first time the
list is read, so the game it held is listed like the others; one that cannot be read goes among
the named saves with its reason, as it always did. A file in the folder that cannot be read is
listed with its reason and never deleted: dropping it moves it among the named saves, where the
player may delete it.
"""

from __future__ import annotations

import contextlib
import os
import secrets
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from game.core.replays import Replay
from game.storage.json_store import BACKUP_SUFFIX
from game.storage.paths import data_dir
from game.storage.saves import SUFFIX, SavedGame, SaveStore, remove_file

FOLDER = "in-progress"
FILE_LABEL = "Game in progress"  # the name written in each file ("Autosave" in older ones)
UNREADABLE = "Game in progress that could not be read"


class GamesInProgress:
    """The folder of games in progress under ``home`` (the data directory by default)."""

    def __init__(self, home: Path | None = None, clock: Callable[[], datetime] = datetime.now) -> None:
        self.home = data_dir() if home is None else Path(home)
        self.saves = SaveStore(self.home, clock)
        self._clock = clock

    @property
    def folder(self) -> Path:
        return self.home / FOLDER

    def path_of(self, name: str) -> Path:
        return self.folder / f"{name}{SUFFIX}"

    def new_name(self, game_id: str) -> str:
        """A file name no other game in progress has: the game, the moment, a few random letters."""
        while True:
            name = f"{game_id}-{self._clock():%Y%m%d-%H%M%S}-{secrets.token_hex(2)}"
            if not self.path_of(name).exists():
                return name

    def write(
        self,
        name: str,
        replay: Replay,
        started_at: datetime | None = None,
    ) -> str | None:
        """Keep ``replay`` as the game in progress ``name`` (and when it was first saved); None, or what
        the disk said for the player."""
        return self.saves.write_file(self.path_of(name), FILE_LABEL, replay, started_at)

    def remove(self, name: str) -> None:
        """The game ended (or was dropped at its table): its file goes, with the copy before it."""
        remove_file(self.path_of(name))

    def entries(self) -> list[SavedGame]:
        """Every game in progress, the most recently played first; unreadable files too, with their reason.

        Call ``take_old_autosave`` first to have the old single autosave among them."""
        self.saves.sweep_leftovers(self.folder)
        return sorted(self.saves.files_in(self.folder), key=_most_recent_first)

    def drop(self, entry: SavedGame) -> str | None:
        """The player drops ``entry``: a readable game's file goes; an unreadable one is never deleted
        but moved among the named saves. None, or a sentence saying what happened instead."""
        if not entry.readable:
            kept = self.saves.keep_refused(entry, UNREADABLE)
            if kept.path == entry.path:
                return f"The file could not be moved; it is kept where it is: {entry.path}"
            return f"The file is kept in Saved games as “{kept.name}”."
        return self.saves.delete(entry)

    def take_old_autosave(self) -> str | None:
        """Move the single ``autosave.json`` of earlier versions into the list (its ``.bak`` with it);
        one that cannot be read goes among the named saves. None, or a sentence for the player."""
        old = self.saves.autosave_path
        if not old.exists():
            return None
        entry = self.saves.read(old, "Autosave")
        if not entry.readable:
            kept = self.saves.keep_refused(entry)
            where = f" It is kept in Saved games as “{kept.name}”." if kept.path != old else ""
            return f"The autosave could not be read: {entry.problem}.{where}"
        target = self.path_of(self.new_name(entry.replay.game_id if entry.replay else "game"))
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            os.replace(old, target)
        except OSError as error:
            return f"The autosave could not be moved among the games in progress ({error.strerror or error})."
        with contextlib.suppress(OSError):
            os.replace(old.with_name(old.name + BACKUP_SUFFIX), target.with_name(target.name + BACKUP_SUFFIX))
        return None


def _most_recent_first(entry: SavedGame) -> tuple[float, int]:
    """By the time written in the file (to the second), then by the file's own (finer) time."""
    moment = entry.saved_at.timestamp() if entry.saved_at is not None else 0.0
    try:
        written = entry.path.stat().st_mtime_ns
    except OSError:
        written = 0
    return (-moment, -written)
