"""Moves: small frozen values that a seat asks the game to make."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any


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
    """Rebuild a move; ``kinds`` lists the move classes the game knows."""
    kind = kinds.get(str(data.get("type")))
    if kind is None:
        raise ValueError(f"unknown move type {data.get('type')!r}; expected one of {sorted(kinds)}")
    values = {f.name: data[f.name] for f in fields(kind) if f.name in data}
    return kind(**values)
