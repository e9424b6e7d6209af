"""The registry of games: every game module registers its ``GameSpec`` here.

Core sits below the rules (DESIGN.md §2), so it cannot import them; yet
``registry.get("scotch")`` must work from any entry point (main.py, a command, a
test, a benchmark) without each one remembering to load the games first. So the
registry holds the rules' package name as data, ``GAME_PACKAGES``, and on the first
look-up imports each package by that name through importlib. Importing
``game.rules`` imports every game family (game/rules/__init__.py lists them), and
each family's module calls ``register`` as it is imported.

This was chosen over having the entry points register the games at start-up, which
every script and test would have to remember, and over listing each family here,
which would make core the place a new game is added: a new game goes into
game/rules/__init__.py alone. Nothing in core imports rules at import time, and the
one name kept here is checked by tests/test_layering.py (``GAME_FINDER``).
"""

from __future__ import annotations

import importlib

from game.core.protocol import GameSpec

GAME_PACKAGES = ("game.rules",)  # imported by name on the first look-up; each game registers itself

_GAMES: dict[str, GameSpec] = {}


class UnknownGame(KeyError):
    """A game id that no game registered."""

    def __str__(self) -> str:
        return str(self.args[0])


def register(spec: GameSpec) -> GameSpec:
    if spec.id in _GAMES:
        raise ValueError(f"game id {spec.id!r} is registered twice")
    _GAMES[spec.id] = spec
    return spec


def get(game_id: str) -> GameSpec:
    _load_games()
    try:
        return _GAMES[game_id]
    except KeyError:
        raise UnknownGame(f"unknown game {game_id!r}; games are: {', '.join(sorted(_GAMES))}") from None


def all_games() -> list[GameSpec]:
    _load_games()
    return list(_GAMES.values())


def _load_games() -> None:
    for package in GAME_PACKAGES:
        importlib.import_module(package)  # cached after the first time: a look-up in sys.modules
