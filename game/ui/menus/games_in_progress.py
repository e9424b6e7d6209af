"""Continue: the list of games in progress, each with Resume and Drop, and the title's line about them.

Issue 23: every unfinished game keeps its own file (``game/storage/in_progress.py``), so the
title's Continue opens a list, the most recently played first: the game, who plays it, how far it
got and when. Resume opens its table where it stood (``app.nav.resume``); Drop, confirmed, removes
it, and only then does a solitaire deal count as lost (once: its file goes first). A file that
cannot be used is listed with its reason and never deleted: dropping it moves it among the named
saves.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

from game.storage.game_progress import game_name, progress, seconds_played, time_words, who_plays
from game.storage.in_progress import GamesInProgress
from game.storage.saves import SavedGame
from game.ui.app_services import AppServices
from game.ui.menus.confirm import AskScene
from game.ui.menus.menu import MenuItem, MenuScene, PagedMenuScene
from game.ui.menus.saved_games import reopen_replay
from game.ui.saving.opened_file import OpenedFile

if TYPE_CHECKING:
    from game.core.protocol import GameState

UNREADABLE_LABEL = "A game that could not be read"
TITLE_NAMES = 4  # games the title's line names before "and 5 more"


@dataclass(frozen=True)
class GameInProgress:
    """One game of the list, with the words that describe it (or why it cannot be continued)."""

    entry: SavedGame
    state: GameState | None

    @property
    def readable(self) -> bool:
        return self.entry.replay is not None and self.state is not None

    @property
    def summary(self) -> str:
        """'Scorzo: you + 2 bots, round 3 of 11, 120 moves', or that it could not be read."""
        replay = self.entry.replay
        if replay is None or self.state is None:
            return f"{UNREADABLE_LABEL} (unreadable)"
        return f"{game_name(replay)}: {who_plays(replay)}, {progress(replay, self.state)}"

    @property
    def label(self) -> str:
        """The row: the summary and a word on time ('…, 120 moves; 12 min played')."""
        if not self.readable or not self.lately:
            return self.summary
        return f"{self.summary}; {self.lately}"

    @property
    def seconds(self) -> float | None:
        """The time played, as the game's table noted its clock (or a race's steps); None when unknown."""
        replay = self.entry.replay
        return seconds_played(replay) if replay is not None else None

    @property
    def lately(self) -> str:
        """The row's word on time: '12 min played, today 08:40' (the time played, then when it was last
        played, which tells two games of one kind apart), or what of it is known."""
        saved = self.entry.saved_at
        seconds = self.seconds
        played = f"{time_words(seconds)} played" if seconds is not None and seconds >= 1 else ""
        if saved is None:
            return played
        day = "today" if saved.date() == datetime.now().date() else f"{saved:%d %b}"
        return f"{played}, {day} {saved:%H:%M}" if played else f"played {day} {saved:%H:%M}"

    @property
    def when(self) -> str:
        """'Started 26 Nov 08:09; 12 min played; last played 26 Nov 08:40' (what of it is known)."""
        entry, seconds = self.entry, self.seconds
        parts = [f"started {entry.started_at:%d %b %H:%M}"] if entry.started_at is not None else []
        if seconds is not None and seconds >= 1:
            parts.append(f"{time_words(seconds)} played")
        if entry.saved_at is not None:
            parts.append(f"last played {entry.saved_at:%d %b %H:%M}")
        said = "; ".join(parts)
        return said[:1].upper() + said[1:]

    @property
    def solitaire(self) -> bool:
        return self.entry.replay is not None and self.entry.replay.seats == 1


def read_games(app: AppServices, store: GamesInProgress | None = None) -> list[SavedGame]:
    """The games in progress as files, the old single autosave taken in first (a sentence on the title
    if it could not be)."""
    store = store or GamesInProgress()
    said = store.take_old_autosave()
    if said is not None and said not in (app.notice or ""):
        app.notice = " ".join(words for words in (app.notice, said) if words)
    return store.entries()


def in_progress_lines(entries: Sequence[SavedGame]) -> list[str]:
    """The title's line: '3 games in progress: Tač, Scotch Solitaire, Scorzo.'"""
    if not entries:
        return []
    names = [game_name(entry.replay) for entry in entries if entry.replay is not None]
    unreadable = len(entries) - len(names)
    listed = names + ([f"{unreadable} that could not be read"] if unreadable else [])
    count = f"{len(entries)} game{'s' if len(entries) != 1 else ''} in progress"
    if len(listed) > TITLE_NAMES:  # the most recent few: the line stays within the title's room
        listed = [", ".join(listed[:TITLE_NAMES]) + f" and {len(entries) - TITLE_NAMES} more"]
    return [f"{count}: {', '.join(listed)}."]


def continue_items(app: AppServices, entries: Sequence[SavedGame]) -> list[MenuItem]:
    """'Continue…' when there is a game in progress (the title puts it first)."""
    return [("Continue…", app.nav.games_in_progress)] if entries else []


class GamesInProgressScene(PagedMenuScene):
    """Every game in progress, the most recently played first, a page at a time."""

    title = "Games in progress"
    panel_width = 1300
    button_height = 60

    def __init__(self, app: AppServices, store: GamesInProgress | None = None) -> None:
        self.store = store or GamesInProgress()
        self.games = self._read(app)
        self.note = ""
        super().__init__(app)

    def _read(self, app: AppServices) -> list[GameInProgress]:
        played = (self.store.saves.played(entry) for entry in read_games(app, self.store))
        return [GameInProgress(entry, state) for entry, state in played]

    def refresh(self, note: str = "") -> None:
        """Read the folder again (after a drop or a refused resume) and say what happened."""
        self.games = self._read(self.app)
        self.page = min(self.page, self.page_count(len(self.games)) - 1)
        self.note = note
        self.rebuild()

    def text_lines(self) -> list[str]:
        if not self.games:
            lines = ["No game in progress. Every game you start is kept here until it ends."]
        else:
            pages = self.page_count(len(self.games))
            shown = f" (page {self.page + 1} of {pages})" if pages > 1 else ""
            count = f"{len(self.games)} game{'s' if len(self.games) != 1 else ''} in progress{shown}"
            lines = [f"{count}, the most recently played first. Choose one to resume or drop it."]
        return [*lines, self.note] if self.note else lines

    def items(self) -> list[MenuItem]:
        return self.paged([(game.label, lambda g=game: self._choose(g)) for game in self.games])

    def _choose(self, game: GameInProgress) -> None:
        """The game's own screen; what the list said about an earlier choice no longer applies."""
        self.note = ""
        self.rebuild(keep_place=True)
        self.app.stack.push(GameChoiceScene(self.app, self, game))

    def resume_game(self, game: GameInProgress) -> None:
        replay = game.entry.replay
        assert replay is not None
        opened = OpenedFile.of(game.entry.path, "the game in progress", replay)
        refusal = reopen_replay(self.app, replay, opened)
        if refusal is not None:
            kept = " Its file is kept." if game.entry.path.exists() else ""
            self.refresh(f"The game could not be resumed: {refusal}{kept}")

    def drop(self, game: GameInProgress) -> None:
        """Remove the game; a solitaire deal not yet counted counts as lost now, once its file is gone."""
        problem = self.store.drop(game.entry)
        replay = game.entry.replay
        if problem is None and game.readable and replay is not None and counts_as_lost(game):
            seconds = seconds_played(replay) or 0.0
            self.app.record_game(replay.game_id, won=False, seconds=seconds, moves=replay.players_moves)
        self.refresh(problem or "The game was dropped.")


def counts_as_lost(game: GameInProgress) -> bool:
    """A solitaire deal a person played, not already counted (an older version counted a deal left)."""
    replay = game.entry.replay
    if replay is None or not game.solitaire or not replay.players[0].startswith("human"):
        return False
    return not replay.notes.get("counted", False)


class GameChoiceScene(MenuScene):
    """One game in progress: what it is and how far it got, and Resume, Drop or Back."""

    title = "Game in progress"
    panel_width = 1300

    def __init__(self, app: AppServices, listing: GamesInProgressScene, game: GameInProgress) -> None:
        self.listing, self.game = listing, game
        super().__init__(app)

    def text_lines(self) -> list[str]:
        game, entry = self.game, self.game.entry
        if not game.readable:
            where = f"The file is kept: {entry.path.name} in the folder {entry.path.parent.name}."
            return [f"This game cannot be resumed: {entry.problem}.", where]
        return [f"{game.summary}.", f"{game.when}."]

    def items(self) -> list[MenuItem]:
        entries: list[MenuItem] = []
        if self.game.readable:
            entries.append(("Resume", lambda: self.close_then(lambda: self.listing.resume_game(self.game))))
        entries += [("Drop…", self._ask_drop), ("Back", self.back)]
        return entries

    def _ask_drop(self) -> None:
        self.app.stack.push(
            AskScene(
                self.app,
                "Drop this game?",
                drop_detail(self.game),
                no="Keep it",
                yes="Drop",
                action=lambda: self.close_then(lambda: self.listing.drop(self.game)),
            )
        )


def drop_detail(game: GameInProgress) -> str:
    """What dropping costs, said before it is done."""
    if not game.readable:
        return "Its file is not deleted: it is kept in Saved games, where you can delete it."
    if counts_as_lost(game):
        return "It cannot be brought back, and it counts as a lost deal in your statistics."
    if game.solitaire:
        return "It cannot be brought back."
    return "It cannot be brought back. Nobody is counted as winning."
