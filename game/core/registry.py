"""The registry of games: the catalogue of what the program plays, and each game's ``GameSpec``.

Core sits below the rules (DESIGN.md §2), so it cannot import them; yet
``registry.get("scotch")`` must work from any entry point (main.py, a command, a
test, a benchmark) without each one remembering to load the games first. So the
registry keeps a catalogue as data, ``CATALOGUE``: each game's id, its name, and the
rules package that defines it. A look-up imports just that package by name through
importlib, and the package calls ``register`` as it is imported; ``all_games`` loads
them all. The title screen lists the games from the catalogue alone (``listings``), so
the first frame imports no rules. A spec whose name differs from its listing is refused
as it registers, so the two cannot drift apart.

A new game is added here (one listing) and in its rules package. Nothing in core
imports rules at import time; the package names are checked by tests/test_layering.py
(``GAME_FINDER``).
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.core.arguments import quoted

if TYPE_CHECKING:
    from game.core.protocol import GameSpec


@dataclass(frozen=True)
class Listing:
    """A game as the catalogue lists it, before its rules are loaded."""

    id: str
    name: str
    package: str  # the rules package that registers its spec, imported by name on first look-up


CATALOGUE: tuple[Listing, ...] = (
    Listing("scotch", "Scotch Solitaire", "game.rules.scotch"),
    Listing("scrooge", "Scrooge", "game.rules.scrooge"),
    Listing("scorzo", "Scorzo", "game.rules.scorzo"),
    Listing("scroker", "Scroker", "game.rules.scroker"),
    Listing("spit", "Spit in the Can", "game.rules.scroker"),
    Listing("longhorn", "Longhorn Stud", "game.rules.scroker"),
    Listing("dealers-choice", "Dealer's Choice", "game.rules.scroker"),
    Listing("schrum", "Schrum Schrum", "game.rules.shedding"),
    Listing("tac", "Tač", "game.rules.shedding"),
    Listing("repezita", "Repezita", "game.rules.repezita"),
)
_LISTED = {listing.id: listing for listing in CATALOGUE}

_GAMES: dict[str, GameSpec] = {}


class UnknownGame(KeyError):
    """A game id that no game registered."""

    def __str__(self) -> str:
        return str(self.args[0])


def listings() -> tuple[Listing, ...]:
    """Every game the program plays, in the catalogue's order, with no rules loaded."""
    return CATALOGUE


def register(spec: GameSpec) -> GameSpec:
    listing = _LISTED.get(spec.id)
    if listing is None:
        raise ValueError(f"game id {spec.id!r} is not in the registry's catalogue (game/core/registry.py)")
    if listing.name != spec.name:
        raise ValueError(f"game {spec.id!r} is called {spec.name!r} but listed as {listing.name!r}")
    if spec.id in _GAMES:
        raise ValueError(f"game id {spec.id!r} is registered twice")
    _GAMES[spec.id] = spec
    return spec


def get(game_id: str) -> GameSpec:
    listing = _LISTED.get(game_id)
    if listing is None:
        games = ", ".join(sorted(_LISTED))
        raise UnknownGame(f"unknown game {quoted(game_id)}; games are: {games}") from None
    importlib.import_module(listing.package)  # cached after the first time: a look-up in sys.modules
    return _GAMES[game_id]


def all_games() -> list[GameSpec]:
    """Every game's spec, in the catalogue's order (loads every rules package)."""
    return [get(listing.id) for listing in CATALOGUE]
