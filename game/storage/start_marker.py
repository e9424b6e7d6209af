"""A start that failed is not met again: the files it was reading are set aside at the next start.

Issue 19: a file that makes the app fail at every start is a loop a player cannot leave without
deleting files by hand. So the window's start writes ``starting.json`` (which user files it is
about to read) before it reads them, and removes it once the title has been shown without an
error. Finding the marker at the next start means the last one never got that far: each file it
named is renamed aside (``settings.json.stopped-start-<time>``, its bytes kept) before anything
reads it, and the title says which and how to get them back. The files are all a failed start
has in common with the next, so they are the only thing that can make it fail the same way.

The marker is written with the app's own atomic store, and a marker that cannot be read counts as
found (a start that was killed while writing it failed too).
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Sequence
from datetime import datetime
from pathlib import Path

from game.core.decoding import Name, Refused, convert, list_of, shown_path
from game.storage.json_store import JsonStore, set_aside
from game.storage.paths import data_dir

FILE_NAME = "starting.json"
MARKER_VERSION = 1
STOPPED_MARK = ".stopped-start-"
MOST_FILES = 16


class StartMarker:
    """``starting.json`` in the data directory: written before a start reads files, removed once it worked."""

    def __init__(self, home: Path | None = None, clock: Callable[[], datetime] = datetime.now) -> None:
        self.home = data_dir() if home is None else Path(home)
        self._clock = clock
        self._store = JsonStore(self.home / FILE_NAME, MARKER_VERSION, label="start marker", clock=clock)

    @property
    def path(self) -> Path:
        return self._store.path

    def begin(self, files: Sequence[str]) -> str | None:
        """Before a start reads ``files`` (names in the data directory): set aside what the last failed
        start was reading, then mark this one. Returns the sentence for the player, or None."""
        said = self._after_failed_start(files) if os.path.lexists(self.path) else None
        self._store.save({"files": list(files)})  # unwritable: this start is simply not guarded
        return said

    def succeeded(self) -> None:
        """The title was shown without an error: the next start has nothing to fear from these files."""
        with contextlib.suppress(OSError):
            self.path.unlink()
        with contextlib.suppress(OSError):
            self._store.backup_path.unlink()

    def _after_failed_start(self, usual: Sequence[str]) -> str:
        try:
            names = convert(self._store.read().get("files", []), list_of(Name, MOST_FILES))
        except Refused:  # written by a start killed while writing it, or by hand: the usual files
            names = list(usual)
        moved = []
        for name in names:
            path = self.home / Path(name).name  # a name, never a path elsewhere
            if os.path.lexists(path):
                target = set_aside(path, STOPPED_MARK, self._clock())
                if target is not None:
                    moved.append(f"{path.name} (now {target.name})")
        self.succeeded()
        if not moved:
            return (
                "Card Table stopped during its last start, before the title was shown. No file of yours "
                "was being read then, so none was set aside."
            )
        return (
            "Card Table stopped during its last start, before the title was shown. In case one of "
            f"your files caused it, these were set aside in {shown_path(self.home)}: {'; '.join(moved)}. "
            "Defaults are used instead; rename a file back to use it again."
        )
