"""The list of finished games, newest first, each opening the replay viewer ("Watch a finished game").

The library keeps the newest fifty (game/storage/replay_library.py); the list shows them a
page at a time so every button fits the screen at 1280×720, with "Newer" and "Older" to turn
the pages. A file the library had to set aside is named in the text with what was wrong.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from game.core.replays import ReplayError
from game.storage.replay_library import KeptGame, ReplayLibrary
from game.ui.app_services import AppServices
from game.ui.menus.menu import MenuItem, PagedMenuScene
from game.ui.saving.opened_file import OpenedFile
from game.ui.table.layout import LayoutError

if TYPE_CHECKING:
    pass

MESSAGES_SHOWN = 2  # more would push the buttons off the screen; the rest are counted


class ReplayListScene(PagedMenuScene):
    title = "Finished games"
    page_size = 7
    earlier_label, later_label, earlier_first = "Newer", "Older", True
    panel_width = 1100
    button_height = 52

    def __init__(self, app: AppServices, library: ReplayLibrary | None = None) -> None:
        self.library = library if library is not None else ReplayLibrary()
        self.kept, self.messages = self.library.games()
        super().__init__(app)

    def text_lines(self) -> list[str]:
        if not self.kept:
            lines = [
                "No finished game is kept yet. Every game played to its end is kept here to watch again."
            ]
        else:
            pages = self.page_count(len(self.kept))
            lines = [f"{len(self.kept)} finished games, newest first (page {self.page + 1} of {pages})."]
        shown = self.messages[:MESSAGES_SHOWN]
        more = len(self.messages) - len(shown)
        return lines + shown + ([f"{more} more files were set aside the same way."] if more else [])

    def items(self) -> list[MenuItem]:
        return self.paged([(game.label(), lambda g=game: self.watch(g)) for game in self.kept])

    def watch(self, game: KeptGame) -> None:
        """Open the viewer on a kept game; one that cannot be shown says why here instead."""
        try:
            self.app.nav.watch(game.replay)
        except (ReplayError, LayoutError) as error:
            self.messages = [f"{game.title} cannot be shown: {error}.", *self.messages]
            self.rebuild()
        except Exception as error:  # the file's game broke the viewer as it opened: not offered again
            print(f"cardtable: {game.path.name} failed as it opened: {error!r}", file=sys.stderr)
            opened = OpenedFile.of(game.path, f"the finished game “{game.title}”", game.replay)
            self.kept = [kept for kept in self.kept if kept is not game]
            said = f"{game.title} cannot be shown: it failed as it opened. {opened.set_aside()}"
            self.messages = [said, *self.messages]
            self.rebuild()
