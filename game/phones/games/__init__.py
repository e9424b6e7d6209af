"""Which games a phone may play, and the module that says what a phone of each game is sent.

One module per game family, imported by name on first use (as ``game.core.registry`` finds the
rules), so no game module imports another's. The races (Scrooge, Repezita) and Scotch are not
here: a race over Wi-Fi is not yet shown fair (docs/races.md), and a solitaire needs no phone.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from typing import Protocol

from game.core.protocol import GameState
from game.phones.seat_part import SeatPart

PHONE_GAMES: dict[str, str] = {
    "scorzo": "game.phones.games.scorzo",
    "scroker": "game.phones.games.scroker",
    "spit": "game.phones.games.scroker",
    "longhorn": "game.phones.games.scroker",
    "dealers-choice": "game.phones.games.scroker",
    "schrum": "game.phones.games.shedding",
    "tac": "game.phones.games.shedding",
}


class PhoneGame(Protocol):
    """What a game family's module offers: the seat's part of the payload."""

    def seat_part(self, state: GameState, seat: int, names: Sequence[str]) -> SeatPart: ...


def phone_game(game_id: str) -> PhoneGame:
    """The module for ``game_id``; a game phones are not offered for is a ValueError saying so."""
    module = PHONE_GAMES.get(game_id)
    if module is None:
        raise ValueError(f"phones are not offered for {game_id!r}")
    return importlib.import_module(module)  # type: ignore[return-value]
