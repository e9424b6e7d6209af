"""The phone layer as the UI sees it: whatever ``main.py`` provides (DESIGN.md §2, §12).

``game/ui`` may not import ``game.phones`` (they are siblings under ``main.py``), so the app is
handed the phone layer's facade at start (``provide(PhoneLink)``) and reaches it only through the
``PhoneLink`` protocol below. Nothing provided (a test, a harness, a copy of the app without the
server's libraries): no setup offers a phone and no table starts a server.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol

# A card's picture as the table hands it over: raw pixels (width, height, RGBA rows), which the phone
# layer turns into PNG off the frame when a phone first asks for it; PNG bytes are taken too.
CardPicture = bytes | tuple[int, int, bytes]


class PhoneLink(Protocol):
    """One table's phone server with its seats' pages (``game.phones.link.PhoneLink``).

    ``start`` raises an exception whose words are a sentence for the player (the phone layer's
    ``PhoneRoomError``, which the UI may not import by name).
    """

    address: str  # "http://192.168.1.23:43117/"
    room_code: str  # four capital letters

    def start(self) -> None: ...

    def stop(self) -> None: ...

    def link(self, seat: int) -> str: ...

    def new_link(self, seat: int) -> str: ...

    def connected(self, seat: int) -> bool: ...

    def ever_joined(self, seat: int) -> bool: ...

    def moves(self, state: Any) -> list[Any]: ...

    def refuse(self, seat: int, text: str) -> None: ...

    def show(
        self,
        state: Any,
        *,
        names: Sequence[str],
        colours: Sequence[str],
        phones: Sequence[bool],
        story: Sequence[str],
    ) -> None: ...


class PhoneLinkFactory(Protocol):
    """The class ``main.py`` provides: it builds a link and answers two questions of a game."""

    def __call__(
        self, game_name: str, seats: dict[int, str], card_images: Mapping[str, CardPicture]
    ) -> PhoneLink: ...

    def offered(self, game_id: str) -> bool: ...

    def card_codes(self, state: Any) -> list[str]: ...


_provided: list[PhoneLinkFactory] = []  # the one factory provided, if any


def provide(link_factory: PhoneLinkFactory | None) -> None:
    """The phone layer the app uses from now on (None: none, as a test that provided one leaves it)."""
    _provided[:] = [link_factory] if link_factory is not None else []


def available() -> bool:
    """Whether phones can be offered at all: a phone layer was provided."""
    return bool(_provided)


def offered(game_id: str) -> bool:
    """Whether a setup offers "person on a phone" for this game: provided, and the game takes phones."""
    return available() and _provided[0].offered(game_id)


def factory() -> PhoneLinkFactory:
    """The provided factory; ``LookupError`` when none was (a table with phone seats then says so)."""
    if not _provided:
        raise LookupError("Phones are not available in this copy of Card Table.")
    return _provided[0]
