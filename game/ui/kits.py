"""The registry of game kits: which package seats which game, loaded only when asked.

The game packages are the folders of ``game/ui/games/``; each says in its ``__init__.py``
which games it seats (``GAME_IDS``, data only) and ends in a ``kit.py`` with one ``KIT``. This
is the one module outside those packages that reaches into them, and it does so by package
name: asking for a game reads the packages' ``GAME_IDS`` and loads the one kit that seats it,
so the title's first frame imports no table and opening a game loads that game's package only.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING

import game.ui.games

if TYPE_CHECKING:
    from game.core.events import Event
    from game.core.protocol import GameSpec
    from game.ui.cards.face_parts import PainterFactory
    from game.ui.kit import GameKit
    from game.ui.look.sound_effects import Cue

_loaded: dict[str, GameKit] = {}  # family → kit, in the order loaded


class NoTable(KeyError):
    """A registered game that no game package seats."""

    def __str__(self) -> str:
        return str(self.args[0])


@cache
def families() -> tuple[str, ...]:
    """The game packages' names, in alphabetical order (no package is imported to list them)."""
    return tuple(sorted(info.name for info in pkgutil.iter_modules(game.ui.games.__path__) if info.ispkg))


def kit_of_family(family: str) -> GameKit:
    """The kit of one game package, loading the package the first time."""
    if family not in _loaded:
        module = importlib.import_module(f"game.ui.games.{family}.kit")
        _loaded[family] = module.KIT
    return _loaded[family]


def loaded_kits() -> list[GameKit]:
    """The kits loaded so far: what any table on screen may need, without loading more."""
    return list(_loaded.values())


def all_kits() -> list[GameKit]:
    """Every game package's kit (loads them all)."""
    return [kit_of_family(family) for family in families()]


def find_kit(game_id: str) -> GameKit | None:
    """The kit that seats ``game_id``, or None; loads that one game package only."""
    for kit in loaded_kits():
        if game_id in kit.game_ids:
            return kit
    for family in families():
        if game_id in importlib.import_module(f"game.ui.games.{family}").GAME_IDS:
            return kit_of_family(family)
    return None


def kit_for(spec: GameSpec | str) -> GameKit:
    """The kit that seats a game; ``NoTable`` names the game when none does."""
    game_id = spec if isinstance(spec, str) else spec.id
    kit = find_kit(game_id)
    if kit is None:
        raise NoTable(f"no table in this version seats the game {game_id!r}")
    return kit


def painter_for(card_type: type, style: str = "") -> PainterFactory | None:
    """The painter a kit brings for a card type in a style (the card art asks when it first meets one).

    The kit of a table on screen is loaded already; a card painted away from any table (a test, a
    tool drawing a deck sheet) loads the other kits to find its painter.
    """
    for kits in (loaded_kits, all_kits):
        for kit in kits():
            if (card_type, style) in kit.painters:
                return kit.painters[card_type, style]
    return None


def cue_for(event: Event) -> Cue | None:
    """The sound a loaded kit gives one of its family's events; None for anything else.

    Only loaded kits are asked: an event reaches a table only from the game whose kit opened it,
    and asking never loads another game's package in the middle of a deal.
    """
    for kit in loaded_kits():
        for kind in type(event).__mro__:
            hear: Callable[[Event], Cue | None] | None = kit.sound_cues.get(kind)
            if hear is not None:
                return hear(event)
    return None
