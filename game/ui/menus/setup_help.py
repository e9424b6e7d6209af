"""What each setup button means, from ``assets/help/setup.json`` (issue 21: "Double penalty (-3 a
card): off" meant nothing to a newcomer).

Every setup screen says the focused button's meaning in a line under the buttons (docs/decisions.md),
so a label stays short and its meaning is still on the screen. The words are data a writer changes
without touching code. A button is matched by how its words begin, the longest match winning, so
"Seats: 3" and "Seat 2: Bot (easy)" find their own sentences; a game's words come before the common
ones. The file is read through the one trust boundary (``read_shipped_json``); a broken file costs
only the explanations, and the screen says why instead.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Annotated

import msgspec

from game.core import registry
from game.core.decoding import BrokenAsset, read_shipped_json, text, whole
from game.resources import asset_path

SETUP_HELP_FILE = ("help", "setup.json")
_BEGINNING = Annotated[text(40), msgspec.Meta(min_length=1)]
_SENTENCE = Annotated[text(140), msgspec.Meta(min_length=1)]
_GAME_ID = text(40, r"^[a-z][a-z-]*$")


class GameButtons(msgspec.Struct, forbid_unknown_fields=True):
    """The sentences some games share for their own buttons."""

    ids: Annotated[list[_GAME_ID], msgspec.Meta(min_length=1, max_length=20)]
    buttons: Annotated[dict[_BEGINNING, _SENTENCE], msgspec.Meta(max_length=40)]


class SetupHelpFile(msgspec.Struct, forbid_unknown_fields=True):
    """The schema of ``assets/help/setup.json``."""

    format: whole(1, 1)
    about: text(400) = ""
    common: Annotated[dict[_BEGINNING, _SENTENCE], msgspec.Meta(max_length=40)] = {}
    games: Annotated[list[GameButtons], msgspec.Meta(max_length=40)] = []


@dataclass(frozen=True)
class SetupHelp:
    """Each game's button sentences (its own first, then the common ones), or the broken file's sentence."""

    by_game: dict[str, tuple[tuple[str, str], ...]]
    fault: str = ""

    def explanation(self, game_id: str, label: str) -> str:
        """The sentence for the button reading ``label`` on ``game_id``'s setup ("" when none)."""
        matches = [
            (start, words) for start, words in self.by_game.get(game_id, ()) if label.startswith(start)
        ]
        return max(matches, key=lambda match: len(match[0]), default=("", ""))[1]


@cache
def setup_help() -> SetupHelp:
    """The shipped file's sentences, or none with the sentence saying what is broken."""
    try:
        return read_setup_help(asset_path(*SETUP_HELP_FILE))
    except BrokenAsset as error:
        return SetupHelp({}, str(error))


def read_setup_help(path: Path) -> SetupHelp:
    """The file at ``path``; a game it names that does not exist is a ``BrokenAsset`` naming the file."""
    document = read_shipped_json(path, SetupHelpFile)
    known = [listing.id for listing in registry.listings()]
    own: dict[str, list[tuple[str, str]]] = {game: [] for game in known}
    for group in document.games:
        for game in group.ids:
            if game not in known:
                raise BrokenAsset(path, f"it names a game {game!r}; the games are: {', '.join(known)}")
            own[game] += group.buttons.items()
    common = list(document.common.items())
    return SetupHelp({game: (*own[game], *common) for game in known})
