"""A stand-in for the phone layer's ``PhoneLink`` facade: the UI's tests drive it as phones would.

It serves nothing: a test says which phones are connected, hands it moves "sent" from a phone,
and reads what the table asked it to show, refuse and stop.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

CODES = 6  # cards the stand-in asks the table to render
PHONE_GAMES = ("scorzo", "scroker", "spit", "longhorn", "dealers-choice", "schrum", "tac")


class FakeLink:
    """One table's link; every link made is kept in ``made`` (newest last)."""

    made: list[FakeLink] = []
    fail_with = ""  # a sentence: ``start`` raises it, as PhoneRoomError would

    def __init__(self, game_name: str, seats: dict[int, str], card_images: Mapping[str, bytes]) -> None:
        self.game_name, self.seats, self.card_images = game_name, dict(seats), dict(card_images)
        self.address, self.room_code = "http://192.168.1.23:47201/", "KQPX"
        self.tokens = {seat: f"token{seat}x0123456789abcdef" for seat in seats}
        self.started = self.stopped = False
        self.on_page: set[int] = set()
        self.joined: set[int] = set()
        self.sent: list[Any] = []  # moves a phone sent, not yet taken
        self.refusals: list[tuple[int, str]] = []
        self.shown: list[dict[str, Any]] = []
        FakeLink.made.append(self)

    @staticmethod
    def offered(game_id: str) -> bool:
        return game_id in PHONE_GAMES

    @staticmethod
    def card_codes(state: Any) -> list[str]:
        """A few of the game's cards (the real layer names every one): rendering them all takes a second."""
        return sorted({state.save_card(card) for pile in state.piles.values() for card in pile.cards})[:CODES]

    def start(self) -> None:
        if self.fail_with:
            raise RuntimeError(self.fail_with)
        self.started = True

    def stop(self) -> None:
        self.stopped = True

    def link(self, seat: int) -> str:
        return f"{self.address}#seat={seat}&token={self.tokens[seat]}"

    def new_link(self, seat: int) -> str:
        self.tokens[seat] = "renewed" + self.tokens[seat]
        return self.link(seat)

    def connect(self, *seats: int) -> None:
        self.on_page |= set(seats)
        self.joined |= set(seats)

    def connected(self, seat: int) -> bool:
        return seat in self.on_page

    def ever_joined(self, seat: int) -> bool:
        return seat in self.joined

    def moves(self, state: Any) -> list[Any]:
        taken, self.sent = self.sent, []
        return taken

    def refuse(self, seat: int, text: str) -> None:
        self.refusals.append((seat, text))

    def show(self, state: Any, *, names: Any, colours: Any, phones: Any, story: Any) -> None:
        self.shown.append(
            {
                "moves": len(state.history),
                "names": list(names),
                "colours": list(colours),
                "phones": list(phones),
                "story": list(story),
            }
        )
