"""What a phone may send, checked like hostile input: a typed message, or a sentence saying why not.

Contract (issue 24): a text frame of at most 4096 bytes holding a JSON object whose string "type" is
one of hello, join, seats, move or ping, with that type's fields. The size and the count of brackets
are checked before parsing, so a message nested a thousand deep costs no recursion; the rest is
``game.core.decoding`` (msgspec), the app's one trust boundary, which words each fault.
What a move means is not checked here: the game does that (``game.phones`` part B).
"""

from __future__ import annotations

from typing import Any

import msgspec

from game.core.decoding import Refused, convert, decode_json, printable, text, whole
from game.phones.replies import NOT_TEXT

LARGEST_MESSAGE = 4096  # bytes of UTF-8
# No message the page sends holds more than a handful of lists and objects (a Lay out move: three).
MOST_BRACKETS = 64
LONGEST_TOKEN = 64  # characters; a seat's token is 22 (secrets.token_urlsafe(16))
LONGEST_ROOM = 8  # characters; a room code is 4 letters, a little slack for spaces typed around them
HIGHEST_SEAT = 31


class Hello(msgspec.Struct, frozen=True):
    """The page opens a seat with the token from its link."""

    token: text(LONGEST_TOKEN)


class Join(msgspec.Struct, frozen=True):
    """The page asks for a seat nobody has joined, with the room code shown on the big screen."""

    room: text(LONGEST_ROOM)
    seat: whole(0, HIGHEST_SEAT)


class SeatsAsked(msgspec.Struct, frozen=True):
    """The page asks which phone seats are still free, with the room code."""

    room: text(LONGEST_ROOM)


class MoveSent(msgspec.Struct, frozen=True):
    """A move for the seat this socket holds; the game reads ``move`` (move_to_json's shape)."""

    move: dict[str, Any]


class Ping(msgspec.Struct, frozen=True):
    """Is the table still there?"""


PhoneMessage = Hello | Join | SeatsAsked | MoveSent | Ping
KINDS: dict[str, type[PhoneMessage]] = {
    "hello": Hello,
    "join": Join,
    "seats": SeatsAsked,
    "move": MoveSent,
    "ping": Ping,
}


class MessageRefused(ValueError):
    """A message the server drops; the text is the sentence the phone is sent."""


def read_message(raw: str | bytes) -> PhoneMessage:
    """One frame from a phone as a typed message; ``MessageRefused`` (a sentence) when it is not one."""
    if isinstance(raw, bytes | bytearray | memoryview):
        raise MessageRefused(NOT_TEXT)
    size = len(raw.encode("utf-8", "surrogatepass"))
    if size > LARGEST_MESSAGE:
        raise MessageRefused(
            f"That message is {size} bytes long; the most a message may be is {LARGEST_MESSAGE}."
        )
    if raw.count("[") + raw.count("{") > MOST_BRACKETS:
        raise MessageRefused("That message holds more lists and objects than any message the app reads.")
    try:
        value = decode_json(raw)
    except Refused as fault:
        raise MessageRefused(f"That message was refused: {fault}.") from fault
    if not isinstance(value, dict):
        raise MessageRefused(f'A message must be a JSON object with a "type", not {printable(value)}.')
    kind_name = value.get("type")
    if not isinstance(kind_name, str):
        raise MessageRefused('A message must have a "type" that is text, such as "hello" or "move".')
    kind = KINDS.get(kind_name)
    if kind is None:
        known = ", ".join(KINDS)
        raise MessageRefused(f"The app knows no message of type {printable(kind_name)} (only {known}).")
    try:
        return convert({name: field for name, field in value.items() if name != "type"}, kind)
    except Refused as fault:
        raise MessageRefused(f"That {kind_name} message was refused: {fault}.") from fault
