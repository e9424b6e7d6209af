"""Events: what a move changed, for the UI to animate (it never diffs states)."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.cards import Card


@dataclass(frozen=True)
class Event:
    """Base of every event."""


@dataclass(frozen=True)
class CardsMoved(Event):
    source: str
    target: str
    cards: tuple[Card, ...]
    face_up: bool = True

    def inverted(self) -> CardsMoved:
        return CardsMoved(self.target, self.source, self.cards, self.face_up)


@dataclass(frozen=True)
class CardsFlipped(Event):
    pile: str
    cards: tuple[Card, ...]
    face_up: bool

    def inverted(self) -> CardsFlipped:
        return CardsFlipped(self.pile, self.cards, not self.face_up)


@dataclass(frozen=True)
class Message(Event):
    """A sentence for the player: 'No more moves'."""

    text: str


@dataclass(frozen=True)
class RoundEnded(Event):
    """A round of a game of several rounds is over; ``points`` are each seat's for the round."""

    number: int
    points: tuple[tuple[int, int], ...]
    text: str


@dataclass(frozen=True)
class GameOver(Event):
    won: bool
    text: str


def inverted(events: list[Event]) -> list[Event]:
    """The events that undo ``events``, in reverse order (messages dropped)."""
    return [e.inverted() for e in reversed(events) if isinstance(e, CardsMoved | CardsFlipped)]
