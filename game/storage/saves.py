"""Saved games: the files of games in progress and any number of named saves.

A player should never lose a game in progress (issues 9 and 23). Each unfinished game has its
own file among the games in progress (``game/storage/in_progress.py``), rewritten after every
move; named saves are kept until the player deletes them. Each is one versioned JSON file
written through ``JsonStore`` (atomic, the previous copy kept as ``.bak``) holding the app's
version, when it was saved, a line a player recognises ("Scroker, you + 3 bots, 41 moves") and
the game's ``Replay``.

A file that cannot be used (another save version, not JSON, a game this program does not
know, a move the rules now refuse) is never deleted or overwritten because of that: it is
listed as unreadable with the reason. ``docs/saves.md`` says more.
"""

from __future__ import annotations

import contextlib
import dataclasses
import os
import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

import msgspec

from game.about import about
from game.core import registry
from game.core.decoding import Name, Text, convert, shown_path
from game.core.replays import Replay, ReplayError, position_digest
from game.storage.json_store import BACKUP_SUFFIX, Document, JsonStore, Unusable
from game.storage.moments import read_moment
from game.storage.paths import data_dir

if TYPE_CHECKING:
    from game.core.protocol import GameState

SAVE_VERSION = 1
AUTOSAVE_FILE = "autosave.json"
FOLDER = "saves"
SUFFIX = ".json"
LONGEST_NAME = 60  # characters of a typed name kept in the file name
LEFTOVER_SECONDS = 600  # a temporary this old is left from a write the app was killed in
LABEL_NAME = 32  # characters of a name shown in a list, beside what the save holds
UNREADABLE_AUTOSAVE = "Autosave that could not be read"
_RESERVED = {
    "con",
    "prn",
    "aux",
    "nul",
    *(f"com{n}" for n in range(1, 10)),
    *(f"lpt{n}" for n in range(1, 10)),
}


class SaveProblem(Exception):
    """A save that cannot be written or used; the text is a sentence for the player."""


class SaveExists(SaveProblem):
    """A named save would replace another one: the player is asked first."""


@dataclass(frozen=True)
class SavedGame:
    """One save file as the list shows it; ``problem``: why it cannot be used (then ``replay`` is None)."""

    path: Path
    name: str
    description: str
    saved_at: datetime | None
    replay: Replay | None
    problem: str | None = None
    started_at: datetime | None = None  # a game in progress: when it was first saved

    @property
    def readable(self) -> bool:
        return self.problem is None

    @property
    def label(self) -> str:
        """The save's line in a list: its name and what it holds, or why it cannot be opened."""
        name = self.name if len(self.name) <= LABEL_NAME else self.name[: LABEL_NAME - 1] + "…"
        if self.problem is not None:
            return f"{name} (unreadable)"
        return f"{name}: {self.description}"


def describe_replay(replay: Replay) -> str:
    """'Scroker, you + 3 bots, 41 moves': the game, who plays it and how far it got."""
    try:
        game = registry.get(replay.game_id).name
    except KeyError:
        game = replay.game_id
    moves = f"{replay.players_moves} move" + ("" if replay.players_moves == 1 else "s")
    people = sum(1 for player in replay.players if player.startswith("human"))
    bots = len(replay.players) - people
    if replay.seats == 1:
        return f"{game}, deal {replay.seed}, {moves}"
    who = []
    if people:
        who.append("you" if people == 1 else f"{people} people")
    if bots:
        who.append(f"{bots} bot" + ("" if bots == 1 else "s"))
    return f"{game}, {' + '.join(who)}, {moves}"


def file_stem(name: str) -> str:
    """A safe file name for a typed save name: letters, digits, spaces, '-' and '_' only, never empty."""
    stem = re.sub(r"[^\w \-]+", "-", name, flags=re.UNICODE)
    stem = re.sub(r"[\s]+", " ", stem)
    stem = re.sub(r"-{2,}", "-", stem).strip(" -_.")[:LONGEST_NAME].strip(" -_.")
    if not stem:
        return "save"
    if stem.split(".")[0].casefold() in _RESERVED:  # names Windows keeps for devices
        return stem + "-save"
    return stem


class SaveStore:
    """The folder of named saves under ``home`` (the data directory by default), and the files every
    save is written and read through (the games in progress use them too)."""

    def __init__(self, home: Path | None = None, clock: Callable[[], datetime] = datetime.now) -> None:
        self.home = data_dir() if home is None else Path(home)
        self._clock = clock

    @property
    def autosave_path(self) -> Path:
        return self.home / AUTOSAVE_FILE

    @property
    def folder(self) -> Path:
        return self.home / FOLDER

    # --- a game in progress that cannot be used --------------------------------------------------

    def keep_refused(self, entry: SavedGame, name: str = UNREADABLE_AUTOSAVE) -> SavedGame:
        """Move a file of a game in progress that cannot be used among the named saves, where it is
        listed with its reason, nothing overwrites it and the player may delete it; the entry at its
        new place (or where it was, when the move failed)."""
        kept = self._free_path(f"{name} {self._clock():%Y-%m-%d %H-%M-%S}")
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            os.replace(entry.path, kept)
        except OSError:
            return entry  # left where it is, and listed there with its reason
        return dataclasses.replace(entry, path=kept, name=name)

    # --- named saves -------------------------------------------------------------------------------

    def named(self) -> list[SavedGame]:
        """Every save in the folder, the newest first; unreadable ones too, each with its reason."""
        return self.files_in(self.folder)

    def files_in(self, folder: Path) -> list[SavedGame]:
        """Every save file in ``folder``, the newest first; unreadable ones too, each with its reason."""
        try:
            paths = [path for path in folder.iterdir() if path.suffix == SUFFIX and path.is_file()]
        except OSError:
            return []
        entries = [self.read(path, path.stem) for path in paths]
        return sorted(entries, key=_newest_first)

    def save_as(self, name: str, replay: Replay, replace: bool = False) -> SavedGame:
        """Write a named save; ``SaveExists`` when that name is taken (and not ``replace``), else
        ``SaveProblem`` with the disk's reason. Two names that make the same file name are one save."""
        typed = " ".join(name.split())
        if not typed:
            raise SaveProblem("Type a name for the save first.")
        path = self._path_for(typed)
        if path.exists() and not replace:
            raise SaveExists(f"A save named “{self._name_in(path)}” exists already.")
        message = self.write_file(path, typed, replay)
        if message is not None:
            raise SaveProblem(message)
        return self.read(path, typed)

    def delete(self, entry: SavedGame) -> str | None:
        """Remove a save the player chose to delete, with its previous copy; None, or why it could not be."""
        problem = remove_file(entry.path)
        return None if problem is None else f"“{entry.name}” could not be deleted ({problem})."

    # --- reading -------------------------------------------------------------------------------------

    def read(self, path: Path, fallback_name: str) -> SavedGame:
        """The save at ``path`` as the list shows it; a file that cannot be used gets its reason."""
        store = _store(path)
        try:
            document = store.read()
        except Unusable as problem:
            return SavedGame(path, fallback_name, "", _modified(path), None, str(problem))
        return SavedGame(
            path,
            document["name"],
            document["description"],
            _when(document["saved_at"]),
            document["replay"],
            started_at=_when(document.get("started_at", "")),
        )

    def playable(self, entry: SavedGame) -> Replay:
        """The save's replay once it is known to play to where it was saved; else ``SaveProblem`` saying
        why, with the file left as it is."""
        problem = self._play_problem(entry)
        if problem is None and entry.replay is not None:
            return entry.replay
        raise SaveProblem(
            f"“{entry.name}” cannot be opened: {problem}. The file is kept as it is: {shown_path(entry.path)}"
        )

    def checked(self, entry: SavedGame) -> SavedGame:
        """``entry``, marked unreadable with the reason when its moves no longer play (the list shows it)."""
        return self.played(entry)[0]

    def played(self, entry: SavedGame) -> tuple[SavedGame, GameState | None]:
        """``entry`` and the state its moves reach (to describe it); marked unreadable with the reason,
        and no state, when they no longer play."""
        if not entry.readable:
            return entry, None
        problem, state = self._play(entry)
        if problem is not None:
            return dataclasses.replace(entry, replay=None, problem=problem), None
        return entry, state

    # --- helpers --------------------------------------------------------------------------------------

    def _play_problem(self, entry: SavedGame) -> str | None:
        """Why the save cannot be played to where it was saved, or None when it can."""
        return self._play(entry)[0]

    def _play(self, entry: SavedGame) -> tuple[str | None, GameState | None]:
        """The save played to where it was saved: (None, the state), or (why it cannot be, None)."""
        if entry.replay is None:
            return entry.problem or "it holds no game", None
        try:
            state = entry.replay.play()
        except ReplayError as error:
            return f"it no longer plays ({error})", None
        if entry.replay.position and position_digest(state) != entry.replay.position:
            return "its moves no longer lead to the position it was saved at", None
        return None, state

    def sweep_leftovers(self, *more: Path) -> None:
        """Remove the half-written temporaries of a write the app was killed in, once they are old.

        A kill between writing a temporary and renaming it leaves ``.<name>.*.tmp`` (or the backup's
        ``.link``) beside the saves; the saves themselves are whole. Young ones may be another copy
        of the app writing right now, so they are left.
        """
        cutoff = self._clock().timestamp() - LEFTOVER_SECONDS
        for folder in (self.home, self.folder, *more):
            with contextlib.suppress(OSError):
                for path in folder.glob(".*"):
                    if path.suffix in (".tmp", ".link") and _belongs_to_saves(path, folder == self.home):
                        with contextlib.suppress(OSError):
                            if path.stat().st_mtime < cutoff:
                                path.unlink()

    def write_file(
        self,
        path: Path,
        name: str,
        replay: Replay,
        started_at: datetime | None = None,
    ) -> str | None:
        """Write one save file at ``path``; None, or what the disk said, for the player."""
        document = {
            "app": about().version,
            "saved_at": self._clock().isoformat(timespec="seconds"),
            "name": name,
            "description": describe_replay(replay),
            "replay": replay.to_json(),
        }
        if started_at is not None:
            document["started_at"] = started_at.isoformat(timespec="seconds")
        return _store(path).save(document)

    def _path_for(self, name: str) -> Path:
        """The file for ``name``; an existing file whose name differs only in case is the same save."""
        wanted = file_stem(name) + SUFFIX
        with contextlib.suppress(OSError):
            for path in self.folder.iterdir():
                if path.name.casefold() == wanted.casefold():
                    return path
        return self.folder / wanted

    def _free_path(self, name: str) -> Path:
        stem, number = file_stem(name), 1
        candidate = self.folder / (stem + SUFFIX)
        while candidate.exists():
            number += 1
            candidate = self.folder / f"{stem}-{number}{SUFFIX}"
        return candidate

    def _name_in(self, path: Path) -> str:
        return self.read(path, path.stem).name


def _store(path: Path) -> JsonStore:
    return JsonStore(path, SAVE_VERSION, label="saved game", validate=_validate, compact=True)


class SaveDocument(msgspec.Struct):
    """A save file's fields besides its version (the trust boundary checks them, game/core/decoding.py)."""

    name: Name
    description: Text
    saved_at: Name
    replay: dict[str, Any]
    app: Name = ""
    started_at: Name = ""  # games in progress only


def _validate(document: Document) -> None:
    """A save holds its name, description, time and a replay this program can read."""
    checked = convert(document, SaveDocument)
    try:
        document["replay"] = Replay.from_json(checked.replay)
    except ReplayError as error:
        raise Unusable(str(error)) from error


def _when(text: str) -> datetime | None:
    return read_moment(text)


def _modified(path: Path) -> datetime | None:
    try:
        return read_moment(datetime.fromtimestamp(path.stat().st_mtime).isoformat())
    except (OSError, OverflowError, ValueError):
        return None


def _newest_first(entry: SavedGame) -> tuple[float, str]:
    moment = entry.saved_at.timestamp() if entry.saved_at is not None else 0.0  # read_moment checked it
    return (-moment, entry.name.casefold())


def _belongs_to_saves(path: Path, in_home: bool) -> bool:
    """In the data folder only the autosave's temporaries are ours (settings keep theirs)."""
    return not in_home or path.name.startswith(f".{AUTOSAVE_FILE}.")


def remove_file(path: Path) -> str | None:
    """Remove a save file and its previous copy (the one way saves and games in progress go); None, or
    what the disk said. A file already gone is no problem."""
    try:
        path.unlink()
    except FileNotFoundError:
        pass
    except OSError as error:
        return str(error.strerror or error)
    with contextlib.suppress(OSError):
        _backup(path).unlink()
    return None


def _backup(path: Path) -> Path:
    return path.with_name(path.name + BACKUP_SUFFIX)
