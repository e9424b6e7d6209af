"""What the picker says about each game, from ``assets/help/picker.json`` (issue 21, point 4).

A newcomer chooses by what a game is like, not by its name: the file groups the games
(solitaire, races, rummy, …) and gives each a one-line description, a typical length and
the deal its picture shows. They are words a writer changes without touching code, so they
are data; the seats are not, since the game's spec already knows them (``seats_text``).
The file is read through the one trust boundary (``read_shipped_json``) and checked against
the registry: a game missing, listed twice or unknown is a ``BrokenAsset`` naming the file,
and the picker then lists the games by name alone with that sentence (``PickerTexts.fallback``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Annotated

import msgspec

from game.core import registry
from game.core.decoding import BrokenAsset, read_shipped_json, text, whole
from game.core.protocol import GameSpec
from game.resources import asset_path

PICKER_FILE = ("help", "picker.json")
_GROUP_NAME = text(40)
_GAME_ID = text(40, r"^[a-z][a-z-]*$")


class PictureDeal(msgspec.Struct, forbid_unknown_fields=True):
    """The deal a game's picture shows: seats, deal number, and opening moves made before it is drawn."""

    seats: whole(1, 8)
    seed: whole(0, 1_000_000)
    moves: whole(0, 200) = 0


class GameWords(msgspec.Struct, forbid_unknown_fields=True):
    """One game's card in the picker."""

    about: Annotated[str, msgspec.Meta(min_length=1, max_length=120)]
    length: Annotated[str, msgspec.Meta(min_length=1, max_length=40)]
    picture: PictureDeal


class GroupWords(msgspec.Struct, forbid_unknown_fields=True):
    name: Annotated[_GROUP_NAME, msgspec.Meta(min_length=1)]
    games: Annotated[list[_GAME_ID], msgspec.Meta(min_length=1, max_length=20)]


class PickerFile(msgspec.Struct, forbid_unknown_fields=True):
    """The schema of ``assets/help/picker.json``."""

    format: whole(1, 1)
    groups: Annotated[list[GroupWords], msgspec.Meta(min_length=1, max_length=20)]
    games: Annotated[dict[_GAME_ID, GameWords], msgspec.Meta(max_length=40)]


@dataclass(frozen=True)
class PickerTexts:
    """The groups in order, each with its games' ids; each game's words (none when the file is broken)."""

    groups: tuple[tuple[str, tuple[str, ...]], ...]
    words: dict[str, GameWords]
    fault: str = ""  # the broken file's sentence, shown under the games

    @classmethod
    def fallback(cls, fault: str) -> PickerTexts:
        """Every game by name in the catalogue's order, in one group: the picker works on without the file."""
        ids = tuple(listing.id for listing in registry.listings())
        return cls((("Games", ids),), {}, fault)


@cache
def picker_texts() -> PickerTexts:
    """The shipped file's words, or every game by name with the sentence saying what is broken."""
    try:
        return read_picker_file(asset_path(*PICKER_FILE))
    except BrokenAsset as error:
        return PickerTexts.fallback(str(error))


def read_picker_file(path: Path) -> PickerTexts:
    """The file at ``path``, checked against the registry: every game in one group and described once;
    else ``BrokenAsset`` naming the file."""
    document = read_shipped_json(path, PickerFile)
    _check_games(document, path)
    groups = tuple((group.name, tuple(group.games)) for group in document.groups)
    return PickerTexts(groups, dict(document.games))


def _check_games(document: PickerFile, path: Path) -> None:
    known = [listing.id for listing in registry.listings()]
    grouped = [game for group in document.groups for game in group.games]
    for game in grouped + list(document.games):
        if game not in known:
            raise BrokenAsset(path, f"it names a game {game!r}; the games are: {', '.join(known)}")
    for game in known:
        if grouped.count(game) != 1:
            said = "in no group" if game not in grouped else "in more than one group"
            raise BrokenAsset(path, f"it puts the game {game!r} {said}; each game belongs to one")
        if game not in document.games:
            raise BrokenAsset(path, f'its "games" has no words for {game!r}')


def seats_text(spec: GameSpec, alone: bool) -> str:
    """ "1 player", or the counts the game seats: "2–6 players", "2, 4 or 8 players"."""
    if alone:
        return "1 player"
    low, high = spec.seats
    counts = list(spec.seat_counts)
    if counts and counts != list(range(low, high + 1)):
        shown = ", ".join(str(count) for count in counts[:-1]) + f" or {counts[-1]}"
    else:
        shown = f"{low}–{high}"
    return f"{shown} players"
