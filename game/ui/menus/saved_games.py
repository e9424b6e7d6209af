"""Saved games: the title's way back into a game saved by name (Continue's list shares ``reopen_replay``).

"Load" checks that the save still plays to where it was saved, then hands it to
``app.nav.resume``, which opens the game's own table there. When it cannot, the player reads
why and the file is kept, listed as unreadable with its reason.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from game.core.replays import ReplayError
from game.storage.saves import SavedGame, SaveProblem, SaveStore
from game.ui.app_services import AppServices
from game.ui.menus.confirm import AskScene
from game.ui.menus.menu import MenuItem, MenuScene, PagedMenuScene
from game.ui.saving.opened_file import OpenedFile

if TYPE_CHECKING:
    from game.core.replays import Replay


def reopen_replay(app: AppServices, replay: Replay, opened: OpenedFile) -> str | None:
    """Open ``replay``'s table where it stands; None, or RESUME's sentence saying why it cannot.

    The file it came from is noted first (``opened``), so an error as the table opens sets that file
    aside rather than offering it again (game/ui/saving/opened_file.py)."""
    app.opened_from = opened
    try:
        app.nav.resume(replay)
    except ReplayError as error:  # ``ResumeError``: why the game's table cannot be opened there
        app.opened_from = None
        return str(error)
    except Exception as error:  # the file's game broke the table as it opened: it must not do so twice
        app.opened_from = None
        print(f"cardtable: {opened.path.name} failed as it opened: {error!r}", file=sys.stderr)
        return f"its table failed as it opened. {opened.set_aside()}"
    return None


class SavedGamesScene(PagedMenuScene):
    """Every named save, newest first, a page at a time; an unreadable one is shown with '(unreadable)'."""

    title = "Saved games"
    panel_width = 1100
    button_height = 60

    def __init__(self, app: AppServices, store: SaveStore | None = None) -> None:
        self.store = store or SaveStore()
        self.entries = self._read()
        self.note = ""
        super().__init__(app)

    def _read(self) -> list[SavedGame]:
        return [self.store.checked(entry) for entry in self.store.named()]

    def refresh(self, note: str = "") -> None:
        """Read the folder again (after a delete or a refused load) and say what happened."""
        self.entries = self._read()
        self.page = min(self.page, self.page_count(len(self.entries)) - 1)
        self.note = note
        self.rebuild()

    def text_lines(self) -> list[str]:
        if not self.entries:
            lines = ["No saved games yet. Press Ctrl+S at any table to save the game by name."]
        else:
            pages = self.page_count(len(self.entries))
            shown = f" (page {self.page + 1} of {pages})" if pages > 1 else ""
            lines = [f"{len(self.entries)} saved game{'s' if len(self.entries) != 1 else ''}{shown}."]
        return [*lines, self.note] if self.note else lines

    def items(self) -> list[MenuItem]:
        return self.paged(
            [
                (entry.label, lambda e=entry: self.app.stack.push(SaveChoiceScene(self.app, self, e)))
                for entry in self.entries
            ]
        )

    def load(self, entry: SavedGame) -> None:
        try:
            replay = self.store.playable(entry)
        except SaveProblem as problem:
            self.refresh(str(problem))
            return
        opened = OpenedFile.of(entry.path, f"the saved game “{entry.name}”", replay)
        refusal = reopen_replay(self.app, replay, opened)
        if refusal is not None:
            kept = " The save is kept." if entry.path.exists() else ""
            self.refresh(f"“{entry.name}” could not be opened: {refusal}{kept}")

    def delete(self, entry: SavedGame) -> None:
        problem = self.store.delete(entry)
        self.refresh(problem or f"“{entry.name}” was deleted.")


class SaveChoiceScene(MenuScene):
    """One save: what it holds (or why it cannot be opened), and Load, Delete or Back."""

    title = "Saved game"
    panel_width = 1100

    def __init__(self, app: AppServices, listing: SavedGamesScene, entry: SavedGame) -> None:
        self.listing, self.entry = listing, entry
        super().__init__(app)

    def text_lines(self) -> list[str]:
        entry = self.entry
        when = f"Saved {entry.saved_at:%d %b %Y %H:%M}." if entry.saved_at is not None else ""
        if entry.readable:
            return [f"“{entry.name}”", f"{entry.description}.", when]
        return [f"“{entry.name}” cannot be opened: {entry.problem}.", f"The file is kept: {entry.path}"]

    def items(self) -> list[MenuItem]:
        entries: list[MenuItem] = []
        if self.entry.readable:
            entries.append(("Load", lambda: self.close_then(lambda: self.listing.load(self.entry))))
        entries += [("Delete…", self._ask_delete), ("Back", self.back)]
        return entries

    def _ask_delete(self) -> None:
        self.app.stack.push(
            AskScene(
                self.app,
                f"Delete “{self.entry.name}”?",
                "A deleted save cannot be brought back.",
                no="Keep it",
                yes="Delete",
                action=lambda: self.close_then(lambda: self.listing.delete(self.entry)),
            )
        )
