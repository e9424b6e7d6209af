"""Which registered games the app can open a table for today, and which table.

The solitaire table seats one person. A game for several seats has a seated
table of its own, reached from the picker through its setup screen or from the
command line with ``--players``: Scrooge's race table (everyone plays at once,
each person on a device of their own) and Scorzo's turn table (one turn at a
time, so people at one screen share the mouse and keys and pass the screen).
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any

from game.core import registry
from game.core.protocol import GameSpec


def has_a_table(spec: GameSpec) -> bool:
    """True when the solitaire table can seat this game (one person may play it alone)."""
    return spec.seats[0] == 1


def games_with_a_table() -> list[GameSpec]:
    return [spec for spec in registry.all_games() if has_a_table(spec)]


@dataclass(frozen=True)
class SeatedTable:
    """Where a game for several seats is played and set up (``module:Class``, imported when needed)."""

    scene: str
    setup: str
    takes_turns: bool  # people play one after another, so seats may share the mouse and the keyboard

    def scene_class(self) -> Any:
        return _load(self.scene)

    def setup_class(self) -> Any:
        return _load(self.setup)


SEATED_TABLES = {
    "scrooge": SeatedTable(
        "game.ui.games.scrooge.table:ScroogeTableScene",
        "game.ui.games.scrooge.setup:ScroogeSetupScene",
        False,
    ),
    "repezita": SeatedTable(
        "game.ui.games.repezita.table:RepezitaTableScene",
        "game.ui.games.repezita.setup:RepezitaSetupScene",
        False,
    ),
    "scorzo": SeatedTable(
        "game.ui.games.scorzo.table:ScorzoTableScene", "game.ui.games.scorzo.setup:ScorzoSetupScene", True
    ),
    **{
        game: SeatedTable(
            "game.ui.games.scroker.table:ScrokerTableScene",
            "game.ui.games.scorzo.setup:ScrokerSetupScene",
            True,
        )
        for game in ("scroker", "spit", "longhorn", "dealers-choice")
    },
    **{
        game: SeatedTable(
            "game.ui.games.shedding.table:ShedderTableScene",
            "game.ui.games.shedding.setup:ShedderSetupScene",
            True,
        )
        for game in ("schrum", "tac")
    },
}


def _load(where: str) -> Any:
    module, _, name = where.partition(":")
    return getattr(importlib.import_module(module), name)


def has_a_seated_table(spec: GameSpec) -> bool:
    """True when a table for several seats (people and bots) can seat this game."""
    return spec.id in SEATED_TABLES


def takes_turns(spec: GameSpec) -> bool:
    """True when people play one after another, so seats may share the mouse and the keyboard."""
    return spec.id in SEATED_TABLES and SEATED_TABLES[spec.id].takes_turns


def games_with_a_seated_table() -> list[GameSpec]:
    return [spec for spec in registry.all_games() if has_a_seated_table(spec)]


def open_seated_table(app: Any, spec: GameSpec, seed: int, plans: list[Any], options: dict[str, Any]) -> None:
    """Start a game of ``spec`` at its seated table, replacing whatever the app shows."""
    SEATED_TABLES[spec.id].scene_class().open(app, spec, seed, plans, options)


def setup_scene(app: Any, spec: GameSpec) -> Any:
    """The screen where a seated game's players and options are chosen before it starts."""
    return SEATED_TABLES[spec.id].setup_class()(app, spec)
