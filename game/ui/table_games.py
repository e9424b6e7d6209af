"""Which registered games the app can open a table for today, and which table.

The solitaire table seats one person. A game for several seats has a seated
table of its own, reached from the picker through its setup screen or from the
command line with ``--players``: Scrooge's race table (everyone plays at once,
each person on a device of their own) and Scorzo's turn table (one turn at a
time, so people at one screen share the mouse and keys and pass the screen).
"""

from __future__ import annotations

from typing import Any

from game.core import registry
from game.core.protocol import GameSpec


def has_a_table(spec: GameSpec) -> bool:
    """True when the solitaire table can seat this game (one person may play it alone)."""
    return spec.seats[0] == 1


def games_with_a_table() -> list[GameSpec]:
    return [spec for spec in registry.all_games() if has_a_table(spec)]


SEATED_TABLES = ("scrooge", "scorzo")
TURN_TABLES = ("scorzo",)  # people take turns at one screen: a device may serve several seats


def has_a_seated_table(spec: GameSpec) -> bool:
    """True when a table for several seats (people and bots) can seat this game."""
    return spec.id in SEATED_TABLES


def takes_turns(spec: GameSpec) -> bool:
    """True when people play one after another, so seats may share the mouse and the keyboard."""
    return spec.id in TURN_TABLES


def games_with_a_seated_table() -> list[GameSpec]:
    return [spec for spec in registry.all_games() if has_a_seated_table(spec)]


def open_seated_table(app: Any, spec: GameSpec, seed: int, plans: list[Any], options: dict[str, Any]) -> None:
    """Start a game of ``spec`` at its seated table, replacing whatever the app shows."""
    if spec.id == "scorzo":
        from game.ui.scenes.scorzo_table import ScorzoTableScene

        ScorzoTableScene.open(app, spec, seed, plans, options)
    else:
        from game.ui.scenes.scrooge_table import ScroogeTableScene

        ScroogeTableScene.open(app, spec, seed, plans, options)


def setup_scene(app: Any, spec: GameSpec) -> Any:
    """The screen where a seated game's players and options are chosen before it starts."""
    if spec.id == "scorzo":
        from game.ui.scenes.scorzo_setup import ScorzoSetupScene

        return ScorzoSetupScene(app, spec)
    from game.ui.scenes.scrooge_setup import ScroogeSetupScene

    return ScroogeSetupScene(app, spec)
