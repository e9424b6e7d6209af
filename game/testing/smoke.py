"""The smoke test: real scenes, headless, each game played to its end by a player posting real input.

Each game package has a smoke player of the same name in ``game.testing.smoke_players``
(``play(game_id, seed) -> summary``): the person's seat plays through the same mouse and
key events a person makes (``Pilot``), against bots. The smoke test is test tooling and
lives apart from the app, so a game's kit does not name its player; the driver finds it by
the kit's family, and the games it plays are the games the kits seat.

Exit 0 with a one-line summary per game, or 1 with the error.
"""

from __future__ import annotations

import importlib
import os
import sys
import tempfile
import traceback
from collections.abc import Callable

from game.core import registry
from game.ui import kits


def playable() -> list[str]:
    """Every game a kit seats, in the registry's order: what ``--list-games`` prints."""
    seated = {game_id for kit in kits.all_kits() for game_id in kit.game_ids}
    return [spec.id for spec in registry.all_games() if spec.id in seated]


def smoke_player(game_id: str) -> Callable[[str, int], str]:
    """The smoke player of the package that seats ``game_id``."""
    family = kits.kit_for(game_id).family
    return importlib.import_module(f"game.testing.smoke_players.{family}").play


def smoke_test(game_id: str | None, seed: int | None) -> int:
    """Play one game of each (or of ``game_id``) headless; 0 on success."""
    if "CARDTABLE_HOME" not in os.environ:
        os.environ["CARDTABLE_HOME"] = tempfile.mkdtemp(prefix="cardtable-smoke-")
    games = [game_id] if game_id else playable()
    for gid in games:
        try:
            registry.get(gid)
        except KeyError as error:
            print(f"smoke test: {error}", file=sys.stderr)
            return 1
        if kits.find_kit(gid) is None:
            print(f"smoke test: {gid} cannot be played in the app yet", file=sys.stderr)
            return 1
        try:
            summary = smoke_player(gid)(gid, seed if seed is not None else 1)
        except Exception:
            traceback.print_exc()
            return 1
        print(f"smoke test {gid}: {summary}")
    return 0
