"""Where Card Table keeps its files, so every store agrees and tests can move it."""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

import platformdirs

APP_NAME = "cardtable"
HOME_VARIABLE = "CARDTABLE_HOME"


def data_dir() -> Path:
    """The user data directory, or $CARDTABLE_HOME when set (tests and CI never touch the real home).

    The directory is created if it is missing. A failure to create it is not raised here: the game
    must still start, and the store that later fails to write says so to the player.
    """
    override = os.environ.get(HOME_VARIABLE, "").strip()
    if override:
        directory = Path(override).expanduser()
    else:
        directory = Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    with contextlib.suppress(OSError):  # the first save that fails says so
        directory.mkdir(parents=True, exist_ok=True)
    return directory
