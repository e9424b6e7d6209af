"""How each game was last set up (seats, who played them, their names, the options), in setups.json.

Issue 21: a setup screen opens as it was left, and names typed once are offered again. The
file holds one entry per game and the names people used, most recent first. Each game's
entry is read on its own: a bad one costs only that game's memory (its setup screen then
starts from the defaults) with a sentence naming it; a file that is not JSON at all is set
aside as every store here does (DESIGN.md §9). Whether a remembered seat or option still
fits the game is for the setup screen to judge: this store only keeps text and numbers.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Annotated, Any

import msgspec

from game.core.decoding import Identifier, Name, Refused, convert, list_of, printable, shown_path
from game.core.replays import MOST_SEATS, OptionValue
from game.core.seat_names import clean_name
from game.storage.json_store import Document, JsonStore, load_message, object_required
from game.storage.paths import data_dir

FILE_NAME = "setups.json"
SETUPS_VERSION = 1
GAMES_KEY = "games"
NAMES_KEY = "known_names"
MOST_KNOWN_NAMES = 12  # names offered again: enough for a family, short enough to pick from


@dataclass(frozen=True)
class RememberedSetup:
    """One game's setup as last started: each seat's controller ("human:mouse", "bot:hard"), the
    names typed for its people ("" for none), and the game's options by name."""

    players: tuple[str, ...]
    names: tuple[str, ...] = ()
    options: dict[str, Any] = field(default_factory=dict)


class _SetupDocument(msgspec.Struct):
    """One game's entry as the file holds it; unknown fields (a later version's) are passed over."""

    players: list_of(Name, MOST_SEATS)
    names: list_of(Name, MOST_SEATS) = []
    options: Annotated[dict[Identifier, OptionValue], msgspec.Meta(max_length=64)] = {}


def setups_from_json(document: Document) -> tuple[dict[str, RememberedSetup], list[str], list[str]]:
    """Each game's remembered setup, the known names, and one note per entry that was dropped."""
    setups: dict[str, RememberedSetup] = {}
    notes: list[str] = []
    for game_id, entry in document.get(GAMES_KEY, {}).items():
        try:
            convert(game_id, Identifier)
            read = convert(entry, _SetupDocument)
        except Refused as problem:
            notes.append(f"the setup of {printable(game_id)} was dropped ({problem})")
            continue
        names = tuple(clean_name(name) for name in read.names)
        setups[game_id] = RememberedSetup(tuple(read.players), names, dict(read.options))
    known: list[str] = []
    raw_names = document.get(NAMES_KEY, [])
    if not isinstance(raw_names, list):
        notes.append(f"{NAMES_KEY} was {printable(raw_names)}, not a list of names")
        raw_names = []
    for raw in raw_names[:MOST_KNOWN_NAMES]:
        name = clean_name(raw) if isinstance(raw, str) else ""
        if name and name.casefold() not in {known_name.casefold() for known_name in known}:
            known.append(name)
    return setups, known, notes


def setups_to_json(setups: dict[str, RememberedSetup], known: Sequence[str]) -> Document:
    """The document written to disk (without its version)."""
    games = {
        game_id: {"players": list(setup.players), "names": list(setup.names), "options": dict(setup.options)}
        for game_id, setup in sorted(setups.items())
    }
    return {GAMES_KEY: games, NAMES_KEY: list(known)[:MOST_KNOWN_NAMES]}


class SetupStore:
    """setups.json in the data directory (or ``directory``, which tests pass); read when made."""

    def __init__(
        self, directory: Path | None = None, *, clock: Callable[[], datetime] = datetime.now
    ) -> None:
        self._store = JsonStore(
            (data_dir() if directory is None else directory) / FILE_NAME,
            SETUPS_VERSION,
            label="game setups",
            instead="each game's default setup",
            defaults=lambda: {GAMES_KEY: {}, NAMES_KEY: []},
            validate=object_required(GAMES_KEY, "games"),
            clock=clock,
        )
        loaded = self._store.load()
        self._setups, self._known, notes = setups_from_json(loaded.data)
        what = f"Some setups in {shown_path(self.path)} could not be read, so those games start afresh"
        self.load_message = load_message(loaded, notes, what)

    @property
    def path(self) -> Path:
        return self._store.path

    def get(self, game_id: str) -> RememberedSetup | None:
        """How ``game_id`` was last set up, or None the first time."""
        return self._setups.get(game_id)

    def known_names(self) -> list[str]:
        """Names people typed before, the most recent first."""
        return list(self._known)

    def remember(self, game_id: str, setup: RememberedSetup) -> str | None:
        """Keep ``setup`` as the game's, its names first among the known ones, and write the file;
        a message instead of an exception when the disk refuses (the game starts all the same)."""
        names = tuple(clean_name(name) for name in setup.names)
        self._setups[game_id] = RememberedSetup(tuple(setup.players), names, dict(setup.options))
        fresh = [name for name in names if name]
        taken = {name.casefold() for name in fresh}
        self._known = [*fresh, *(name for name in self._known if name.casefold() not in taken)]
        self._known = self._known[:MOST_KNOWN_NAMES]
        return self._store.save(setups_to_json(self._setups, self._known))
