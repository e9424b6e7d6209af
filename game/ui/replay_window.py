"""``python main.py replay FILE --watch``: the replay viewer in a window of its own.

The command (game/commands/replay.py) reads the file and says what is wrong with it;
the window is the UI's, so main.py hands this function to the command, and the
commands never import the UI (DESIGN.md §2).
"""

from __future__ import annotations

import sys
from pathlib import Path

from game.core.replays import Replay, ReplayError
from game.ui.app import App
from game.ui.look.sounds import quit_pygame
from game.ui.table.layout import LayoutError


def watch_replay(replay: Replay, path: Path) -> int:
    """The replay viewer in a window on ``replay``; Esc leaves it for the title screen.

    Exit 0 when the window closes, 1 when the game cannot be shown (the reason on stderr).
    """
    app = App()
    try:
        app.nav.watch(replay)
    except (ReplayError, LayoutError) as error:
        quit_pygame()
        print(f"cardtable: {path}: cannot be shown: {error}.", file=sys.stderr)
        return 1
    app.run()
    quit_pygame()
    return 0
