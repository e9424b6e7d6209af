"""Moves: small frozen values that a seat asks the game to make."""

from __future__ import annotations

import functools
from dataclasses import MISSING, dataclass, fields
from typing import Annotated, Any, get_type_hints

import msgspec

from game.core.decoding import LARGEST_WHOLE, Refused, convert, printable, text, whole


@dataclass(frozen=True)
class Move:
    """Base of every move; ``seat`` says who makes it."""

    seat: int


@dataclass(frozen=True)
class MoveCards(Move):
    """Take the top ``count`` cards of ``source`` and put them on ``target``."""

    source: str
    target: str
    count: int = 1


class IllegalMove(Exception):
    """A move the rules refuse; the state is unchanged and ``reason`` says why."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def move_to_json(move: Move) -> dict[str, Any]:
    return {"type": type(move).__name__} | {f.name: getattr(move, f.name) for f in fields(move)}


def move_from_json(data: dict[str, Any], kinds: dict[str, type[Move]]) -> Move:
    """Rebuild a move; ``kinds`` lists the move classes the game knows.

    Each field is checked against its declared type with limits (``_bounded``) before the move is
    made, so a seat of "x" or a count of 1e400 is a ValueError here, never a TypeError in the rules.
    """
    if not isinstance(data, dict):
        raise ValueError(f"a move is an object, not {printable(data)}")
    kind = kinds.get(data.get("type")) if isinstance(data.get("type"), str) else None
    if kind is None:
        known = ", ".join(sorted(kinds))
        raise ValueError(f"it names a move {printable(data.get('type'))} this game does not have ({known})")
    try:
        checked = convert({k: v for k, v in data.items() if k != "type"}, _schema(kind))
    except Refused as problem:
        raise ValueError(f"{problem} (in a {kind.__name__} move)") from problem
    return kind(**msgspec.structs.asdict(checked))


# The limits a move's field of each declared type is read with: no move names a longer pile id or
# card word, or carries more cards, than these.
LONGEST_MOVE_TEXT = 400
MOST_MOVE_CARDS = 64
_BOUNDED: dict[object, Any] = {
    bool: bool,
    int: whole(-LARGEST_WHOLE, LARGEST_WHOLE),
    int | None: whole(-LARGEST_WHOLE, LARGEST_WHOLE) | None,
    str: text(LONGEST_MOVE_TEXT),
    str | None: text(LONGEST_MOVE_TEXT) | None,
    tuple[str, ...]: Annotated[tuple[text(LONGEST_MOVE_TEXT), ...], msgspec.Meta(max_length=MOST_MOVE_CARDS)],
}


@functools.cache
def _schema(kind: type[Move]) -> type[msgspec.Struct]:
    """A move class's fields as a msgspec record with limits, made once per class."""
    hints = get_type_hints(kind)
    columns = []
    for field in fields(kind):
        bounded = _BOUNDED[hints[field.name]]
        if field.default is not MISSING:
            columns.append((field.name, bounded, field.default))
        else:
            columns.append((field.name, bounded))
    return msgspec.defstruct(f"{kind.__name__}Document", columns, forbid_unknown_fields=True)
