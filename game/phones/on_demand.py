"""The phone layer as main.py hands it to the app: the server's libraries load when a table needs them.

The web-socket server and asyncio cost about 0.05 s to import, and most sittings never seat a
phone; the title screen must open at once (benchmarks/startup.py). So what main.py provides
answers "does this game take phones?" from the list of phone games alone, and imports the
server (``game.phones.link``) only when a table with a phone seat asks for its cards or its room.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from game.core.protocol import GameState
from game.phones.card_png import Picture

if TYPE_CHECKING:
    from game.phones.link import PhoneLink


class PhoneLayer:
    """Makes a table's ``PhoneLink`` (``game.ui.phones.supply``'s factory), importing it on first use.

    ``room``: the server's settings for every table (``bind``, ``host``, ``port``); tests and the
    benchmark serve on loopback only.
    """

    def __init__(self, **room: Any) -> None:
        self.room = room

    def __call__(
        self, game_name: str, seats: dict[int, str], card_images: Mapping[str, Picture]
    ) -> PhoneLink:
        from game.phones.link import PhoneLink

        return PhoneLink(game_name, seats, card_images, **self.room)

    def offered(self, game_id: str) -> bool:
        from game.phones.games import PHONE_GAMES

        return game_id in PHONE_GAMES

    def card_codes(self, state: GameState) -> list[str]:
        from game.phones.link import PhoneLink

        return PhoneLink.card_codes(state)
