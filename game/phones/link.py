"""What the app is given to hold a table's phones: the room, what each phone is sent, what it may send.

The UI may not import this layer (DESIGN §2: ui and phones are siblings under main.py), so main.py
hands this class to ``game.ui.phones.supply``; the UI sees only the methods below. It joins the
server (``PhoneRoom``) to the games' side (``seat_payload``, ``phone_move``): a table calls
``moves`` and ``show`` once a frame, and they cost nothing while nothing changed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.core.moves import Move
from game.core.protocol import GameState
from game.phones.card_png import Picture
from game.phones.room import PhoneRoom, PhoneRoomError
from game.phones.seat_payload import (
    MOST_STORY_LINES,
    PhoneRefusal,
    TableFacts,
    card_codes,
    phone_move,
    phones_offered,
    seat_payload,
)

# The port phones are served on when it is free (docs/phones.md names it for a firewall rule); any
# free port when another program, or another copy of Card Table, holds it.
PREFERRED_PORT = 47474


class PhoneLink:
    """A table's phones: start and stop the room, decode what phones send, send each its own view."""

    offered = staticmethod(phones_offered)
    card_codes = staticmethod(card_codes)

    def __init__(
        self, game_name: str, seats: dict[int, str], card_images: Mapping[str, Picture], **room: Any
    ) -> None:
        """``room``: the server's own settings (``port``, ``bind``, ``host``); tests bind loopback."""
        self._seats = sorted(seats)
        self._room_args = (game_name, dict(seats), card_images)
        self._room_options = {"port": PREFERRED_PORT, **room}
        self.room = PhoneRoom(*self._room_args, **self._room_options)
        self._shown: tuple[object, ...] | None = None
        self._version = 0

    # --- the room, as the table sees it --------------------------------------------------------

    def start(self) -> None:
        """Serve on the preferred port, else on any free one; ``PhoneRoomError`` (a sentence) if neither."""
        try:
            self.room.start()
        except PhoneRoomError:
            if self._room_options["port"] == 0:
                raise
            self.room = PhoneRoom(*self._room_args, **{**self._room_options, "port": 0})
            self.room.start()
        self._room_args = ("", {}, {})  # the pictures live in the room now; no second room is made

    def stop(self) -> None:
        self.room.stop()

    @property
    def address(self) -> str:
        return self.room.address

    @property
    def room_code(self) -> str:
        return self.room.room_code

    def link(self, seat: int) -> str:
        return self.room.link(seat)

    def new_link(self, seat: int) -> str:
        self._shown = None  # the new phone is sent the table at once
        return self.room.new_link(seat)

    def connected(self, seat: int) -> bool:
        return self.room.connected(seat)

    def ever_joined(self, seat: int) -> bool:
        return self.room.ever_joined(seat)

    # --- moves in, views out -------------------------------------------------------------------

    def moves(self, state: GameState) -> list[Move]:
        """The moves the phones sent since the last frame, decoded for their own seats; a message that
        is no move of this game, or names another seat, is answered on its phone and left out."""
        made = []
        for seat, data in self.room.take_moves():
            try:
                made.append(phone_move(state, seat, data))
            except PhoneRefusal as refusal:
                self.room.refuse(seat, str(refusal))
        return made

    def refuse(self, seat: int, text: str) -> None:
        self.room.refuse(seat, text)

    def show(
        self,
        state: GameState,
        *,
        names: Sequence[str],
        colours: Sequence[str],
        phones: Sequence[bool],
        story: Sequence[str],
    ) -> None:
        """Send each phone seat its view when the table changed: a move, a new sentence, a phone come
        or gone. Building a payload asks the rules for legal moves, so it is not done every frame."""
        connected = tuple(self.room.connected(seat) for seat in range(len(names)))
        newest = tuple(story[-MOST_STORY_LINES:])
        key = (id(state), len(state.history), state.is_over(), newest, connected, tuple(names))
        if key == self._shown:
            return
        self._shown = key
        self._version += 1
        facts = TableFacts(tuple(names), tuple(colours), tuple(phones), connected, newest)
        for seat in self._seats:
            self.room.publish(seat, seat_payload(state, seat, facts, self._version))
