"""How each game has gone for this player (played, won, streaks, bests), kept in statistics.json.

At a table with people and bots (issue 23), "won" means a person at the screen won, and the
record also keeps each person's places, each bot level's tables and the last results
(game/storage/table_records.py); a solitaire deal is won or lost by its one player.

Each number is read on its own: a bad value costs only that number, with a message naming the
game and the field, and a game id the program no longer knows keeps its record untouched.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, fields, replace
from datetime import datetime
from pathlib import Path
from typing import Any, get_type_hints

from game.core.decoding import Count, Name, Refused, convert, number, printable, shown_path
from game.storage import table_records
from game.storage.json_store import Document, JsonStore, load_message, object_required
from game.storage.paths import data_dir
from game.storage.table_records import LevelRecord, PersonRecord, RecentGame, TableOutcome, with_recent

FILE_NAME = "statistics.json"
STATISTICS_VERSION = 1
GAMES_KEY = "games"


@dataclass(frozen=True)
class GameStats:
    """One game's record.

    To add a field, give it a default and one of the types in `_SCHEMA_BY_TYPE`; files written
    before it lack the key and load the default. So wins counted before hints existed are in
    `won` but in neither of the hint counts.
    """

    played: int = 0
    won: int = 0
    lost: int = 0
    current_streak: int = 0  # wins in a row up to the last game; a loss resets it
    best_streak: int = 0
    best_seconds: float | None = None  # None until the first win
    fewest_moves: int | None = None  # None until the first win
    wins_with_hints: int = 0  # a hint or Finish was used in the deal
    wins_without_hints: int = 0
    bot_won: int = 0  # at a table with bots: games a bot won and no person did
    best_score: int | None = None  # the best score in a game a person won, in the game's own terms
    people: dict[str, PersonRecord] = field(default_factory=dict)  # by the name a person plays by
    levels: dict[str, LevelRecord] = field(default_factory=dict)  # by bot level ("easy", …)
    recent: tuple[RecentGame, ...] = ()  # the last results, oldest first, for a chart

    def after(self, won: bool, seconds: float, moves: int, hinted: bool = False) -> GameStats:
        """The record once one more game has ended.

        Times and moves count only in a win made without hints: a line the solver
        showed or played is not the player's best. A hinted win still extends the streak.
        """
        if isinstance(seconds, bool) or not isinstance(seconds, int | float) or not math.isfinite(seconds):
            raise ValueError(f"seconds must be a finite number, not {seconds!r}")
        if seconds < 0 or isinstance(moves, bool) or not isinstance(moves, int) or moves < 0:
            raise ValueError(f"seconds and moves cannot be negative (got {seconds!r}, {moves!r})")
        seconds = min(float(seconds), LONGEST_SECONDS)  # what the file may hold, so it always reads back
        recent = with_recent(self.recent, RecentGame(won, seconds, moves, 1 if won else None))
        if not won:
            return replace(self, played=self.played + 1, lost=self.lost + 1, current_streak=0, recent=recent)
        streak = self.current_streak + 1
        counted = replace(
            self,
            recent=recent,
            played=self.played + 1,
            won=self.won + 1,
            current_streak=streak,
            best_streak=max(self.best_streak, streak),
        )
        if hinted:
            return replace(counted, wins_with_hints=self.wins_with_hints + 1)
        return replace(
            counted,
            wins_without_hints=self.wins_without_hints + 1,
            best_seconds=float(seconds if self.best_seconds is None else min(self.best_seconds, seconds)),
            fewest_moves=moves if self.fewest_moves is None else min(self.fewest_moves, moves),
        )

    def after_table(self, outcome: TableOutcome) -> GameStats:
        """The record once a game at a table with people has ended: won when a person at the screen
        is among the winners. Time, moves and score are bests only in such a win."""
        won = outcome.person_won
        outcome = replace(outcome, seconds=min(outcome.seconds, LONGEST_SECONDS))  # as the file may hold it
        streak = self.current_streak + 1 if won else 0
        counted = replace(
            self,
            played=self.played + 1,
            won=self.won + won,
            lost=self.lost + (not won),
            bot_won=self.bot_won + outcome.bot_won,
            current_streak=streak,
            best_streak=max(self.best_streak, streak),
            people=table_records.people_after(self.people, outcome.places),
            levels=table_records.levels_after(self.levels, outcome),
            recent=with_recent(
                self.recent,
                RecentGame(won, outcome.seconds, outcome.moves, outcome.best_place(), outcome.score),
            ),
        )
        if not won:
            return counted
        best_score = self.best_score
        if outcome.score is not None:
            better = min if outcome.lower_score_wins else max
            best_score = outcome.score if best_score is None else better(best_score, outcome.score)
        return replace(
            counted,
            best_seconds=outcome.seconds
            if self.best_seconds is None
            else min(self.best_seconds, outcome.seconds),
            fewest_moves=outcome.moves
            if self.fewest_moves is None
            else min(self.fewest_moves, outcome.moves),
            best_score=best_score,
        )


# What each field may hold, by its declared type (the trust boundary's types, game/core/decoding.py):
# counts are whole numbers from 0, times a finite number of seconds (at most a year).
LONGEST_SECONDS = table_records.LONGEST_SECONDS
_SCHEMA_BY_TYPE: dict[object, Any] = {
    int: Count,
    int | None: Count | None,
    float | None: number(0.0, LONGEST_SECONDS) | None,
}
_SCHEMA_BY_NAME: dict[str, Any] = {"best_score": table_records.Score | None}
# The records within a record, each entry read on its own (game/storage/table_records.py).
_NESTED: dict[str, Callable[[str, Any], tuple[Any, list[str]]]] = {
    "people": table_records.people_from_json,
    "levels": table_records.levels_from_json,
    "recent": table_records.recent_from_json,
}
_FIELD_TYPES = get_type_hints(GameStats)
_SCHEMA: dict[str, Any] = {
    name: _SCHEMA_BY_NAME.get(name, _SCHEMA_BY_TYPE.get(kind))
    for name, kind in _FIELD_TYPES.items()
    if name not in _NESTED
}
_SAID = {
    int: "must be a whole number, 0 or more",
    float | None: "must be a number of seconds, 0 or more, or null",
}


def _game_stats_from_json(game_id: str, entry: Any) -> tuple[GameStats, list[str]]:
    if not isinstance(entry, dict):
        return GameStats(), [f"{game_id} was {printable(entry)}, not a record"]
    values: dict[str, Any] = {}
    notes: list[str] = []
    for name in (stat.name for stat in fields(GameStats)):
        if name not in entry:
            continue
        if name in _NESTED:
            values[name], nested_notes = _NESTED[name](printable(game_id), entry[name])
            notes.extend(nested_notes)
            continue
        try:
            value = convert(entry[name], _SCHEMA[name])
        except Refused as problem:
            said = (
                _SAID.get(_FIELD_TYPES[name], str(problem)) if name not in _SCHEMA_BY_NAME else str(problem)
            )
            notes.append(f"{printable(game_id)} {name} was {printable(entry[name])} but {said}")
            continue
        values[name] = float(value) if isinstance(value, int) and name == "best_seconds" else value
    return GameStats(**values), notes


def statistics_from_json(document: Document) -> tuple[dict[str, GameStats], list[str]]:
    """Records per game id from a document, and one note per value that fell back to its default."""
    games: dict[str, GameStats] = {}
    notes: list[str] = []
    for game_id, entry in document.get(GAMES_KEY, {}).items():
        try:
            convert(game_id, Name)
        except Refused:
            notes.append(
                f"a game named {printable(game_id)} was dropped: its name is not one a game may have"
            )
            continue
        games[game_id], entry_notes = _game_stats_from_json(game_id, entry)
        notes.extend(entry_notes)
    return games, notes


def statistics_to_json(games: dict[str, GameStats]) -> Document:
    """The document written to disk (without its version)."""
    return {GAMES_KEY: {game_id: asdict(stats) for game_id, stats in sorted(games.items())}}


class StatisticsStore:
    """statistics.json in the data directory (or `directory`, which tests pass).

    The file is read on first use if `load` was not called, so recording a game can never replace
    records not yet read; the message from that read is kept in `last_load_message`.
    """

    def __init__(
        self, directory: Path | None = None, *, clock: Callable[[], datetime] = datetime.now
    ) -> None:
        folder = directory if directory is not None else data_dir()
        self._store = JsonStore(
            folder / FILE_NAME,
            STATISTICS_VERSION,
            label="statistics",
            defaults=lambda: {GAMES_KEY: {}},
            validate=object_required(GAMES_KEY, "games"),
            clock=clock,
        )
        self._games: dict[str, GameStats] | None = None
        self.last_load_message: str | None = None

    @property
    def path(self) -> Path:
        return self._store.path

    @property
    def last_save_message(self) -> str | None:
        """Why the last save failed, for the UI to show; None after a good save."""
        return self._store.last_save_message

    def load(self) -> tuple[dict[str, GameStats], str | None]:
        """Every game's record and, if anything was set aside or fell back, a message saying so."""
        loaded = self._store.load()
        self._games, notes = statistics_from_json(loaded.data)
        what = f"Some statistics in {shown_path(self.path)} were not understood and were reset"
        self.last_load_message = load_message(loaded, notes, what)
        if notes and loaded.message is None:  # the file is whole: keep it as it was, then save over it
            self.last_load_message = f"{self.last_load_message} {self._store.keep_copy()}"
        return dict(self._games), self.last_load_message

    def save(self) -> str | None:
        """Write atomically; a message instead of an exception when the disk refuses."""
        return self._store.save(statistics_to_json(self._loaded()))

    def get(self, game_id: str) -> GameStats:
        """One game's record; a game never played has an empty one."""
        return self._loaded().get(game_id, GameStats())

    def record(self, game_id: str, won: bool, seconds: float, moves: int, hinted: bool = False) -> GameStats:
        """Count a finished game and save at once, so a crash later loses nothing.

        A failed save leaves the record in memory and its message in `last_save_message`.
        """
        games = self._loaded()
        games[game_id] = games.get(game_id, GameStats()).after(won, seconds, moves, hinted)
        self.save()
        return games[game_id]

    def record_table(self, game_id: str, outcome: TableOutcome) -> GameStats:
        """Count a game finished at a table with people, and save at once (as ``record``)."""
        games = self._loaded()
        games[game_id] = games.get(game_id, GameStats()).after_table(outcome)
        self.save()
        return games[game_id]

    def reset(self, game_id: str) -> str | None:
        """Forget one game's record (the others stay as they are); a message if the save failed."""
        self._loaded().pop(game_id, None)
        return self.save()

    def _loaded(self) -> dict[str, GameStats]:
        if self._games is None:
            self.load()
        assert self._games is not None
        return self._games
