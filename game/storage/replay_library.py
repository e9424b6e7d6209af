"""Finished games kept to be watched again: one replay file each, the newest ``KEEP_GAMES`` kept.

Issue 9, point 4: every finished game can be watched again from its seed and moves. Each
game is one versioned JSON file in ``<data dir>/replays/`` (written atomically through
``JsonStore``), holding the ``Replay`` (game/core/replays.py), when the game finished and a
line a player recognises ("Scotch Solitaire deal 1234, won in 96 moves"). A file that cannot
be read (bad JSON, a newer version, a replay of a game this program does not know) is set
aside by the store with a message; the other files still load.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

import msgspec

from game.core.decoding import Name, Text, convert, printable
from game.core.replays import Replay, ReplayError
from game.storage.json_store import Document, JsonStore, Unusable
from game.storage.moments import read_moment
from game.storage.paths import data_dir

if TYPE_CHECKING:
    from game.core.protocol import GameState

FOLDER = "replays"
KEEP_GAMES = 50
LIBRARY_VERSION = 1
FILE_PREFIX, FILE_SUFFIX = "game-", ".json"
STAMP = "%Y%m%d-%H%M%S"
LABEL = "finished game"
LOSER_GAMES = frozenset({"repezita"})  # the last one holding cards loses: that is the news, not who won


@dataclass(frozen=True)
class KeptGame:
    """One finished game in the library: its file, when it finished, its line and its replay."""

    path: Path
    finished: datetime
    title: str
    replay: Replay

    def label(self) -> str:
        """The line in the list of finished games: when, then what."""
        return f"{self.finished:%d %b %H:%M} · {self.title}"


def library_folder() -> Path:
    return data_dir() / FOLDER


def finished_title(replay: Replay, state: GameState) -> str:
    """The line a player recognises in the list.

    "Scotch Solitaire deal 1234, won in 96 moves", "Repezita, 4 seats, Seat 2 lost".
    """
    name = state.spec.name
    result = state.result()
    if state.seats == 1:
        moves = replay.players_moves
        outcome = f"won in {moves} moves" if result.winners else f"lost after {moves} moves"
        return f"{name} deal {replay.seed}, {outcome}"
    if state.spec.id in LOSER_GAMES and result.placings:
        last = max(result.placings.values())
        losers = tuple(seat for seat, place in result.placings.items() if place == last)
        news = f"{_seat_words(losers)} lost"
    elif result.winners:
        news = f"{_seat_words(result.winners)} won"
    else:
        news = "no winner"
    return f"{name}, {state.seats} seats, {news}"


def _seat_words(seats: tuple[int, ...]) -> str:
    numbers = [str(seat + 1) for seat in sorted(seats)]
    if len(numbers) == 1:
        return f"Seat {numbers[0]}"
    return "Seats " + ", ".join(numbers[:-1]) + f" and {numbers[-1]}"


class KeptGameDocument(msgspec.Struct):
    """A kept game's fields besides its version (the trust boundary checks them, game/core/decoding.py)."""

    finished: Name
    title: Text
    replay: dict[str, Any]


def _check_replay(document: Document) -> None:
    """A kept game's file must hold a replay this program can deal again, a time and a line."""
    checked = convert(document, KeptGameDocument)
    try:
        document["replay"] = Replay.from_json(checked.replay)
    except ReplayError as error:
        raise Unusable(f"its replay cannot be read ({error})") from error
    document["finished"] = read_moment(checked.finished)
    if document["finished"] is None:
        raise Unusable(f"its finishing time {printable(checked.finished)} is not a date a clock could show")


class ReplayLibrary:
    """The folder of finished games: keep one, list them newest first, forget the oldest past the limit."""

    def __init__(
        self,
        folder: Path | None = None,
        keep: int = KEEP_GAMES,
        clock: Callable[[], datetime] = datetime.now,
    ) -> None:
        self.folder = library_folder() if folder is None else Path(folder)
        self.keep_count = keep
        self._clock = clock

    def _store(self, path: Path) -> JsonStore:
        return JsonStore(
            path, LIBRARY_VERSION, label=LABEL, validate=_check_replay, clock=self._clock, instead=""
        )

    def keep(self, replay: Replay, title: str) -> str | None:
        """Write a finished game's file; None when it was kept, else a message for the player."""
        finished = self._clock()
        path = self._free_path(finished, replay.game_id)
        message = self._store(path).save(
            {"finished": finished.isoformat(timespec="seconds"), "title": title, "replay": replay.to_json()}
        )
        if message is None:
            self._forget_oldest()
        return message

    def games(self) -> tuple[list[KeptGame], list[str]]:
        """Every kept game, newest first, and a message for each file that was set aside."""
        kept: list[KeptGame] = []
        messages: list[str] = []
        for path in self._files():
            loaded = self._store(path).load()
            if loaded.message is not None:
                messages.append(loaded.message)
                continue
            document = loaded.data
            kept.append(KeptGame(path, document["finished"], document["title"], document["replay"]))
        kept.sort(key=lambda game: (game.finished, game.path.name), reverse=True)
        return kept, messages

    def _files(self) -> list[Path]:
        """The kept games' files, oldest first (their names begin with the time they finished)."""
        try:
            return sorted(self.folder.glob(f"{FILE_PREFIX}*{FILE_SUFFIX}"))
        except OSError:  # the folder is unreadable, or a file where the folder should be
            return []

    def _free_path(self, finished: datetime, game_id: str) -> Path:
        """``game-<time>-<n>-<game>.json``: the names sort in the order the games finished."""
        stamp = f"{FILE_PREFIX}{finished.strftime(STAMP)}-"
        taken = [path.name[len(stamp) :].partition("-")[0] for path in self.folder.glob(f"{stamp}*")]
        numbers = (int(text) for text in taken if text.isascii() and text.isdigit() and len(text) < 10)
        number = 1 + max(numbers, default=0)
        return self.folder / f"{stamp}{number:03d}-{game_id}{FILE_SUFFIX}"

    def _forget_oldest(self) -> None:
        files = self._files()
        for old in files[: max(0, len(files) - self.keep_count)]:
            with contextlib.suppress(OSError):  # another copy of the app may have just removed it
                old.unlink()
