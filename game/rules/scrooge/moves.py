"""Scrooge's moves beyond carrying cards, and the events only Scrooge has."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.events import Event
from game.core.moves import Move, MoveCards


@dataclass(frozen=True)
class TurnStock(Move):
    """Turn three cards (one when everyone is stuck) from the stock, or take the waste back."""


@dataclass(frozen=True)
class PlayJoker(MoveCards):
    """Play a joker that has not been named yet, as the card ``as_card`` (a code like ``7H``).

    It counts as that card from then on, wherever it moves, until the round ends.
    """

    as_card: str = ""


@dataclass(frozen=True)
class CallScrooge(Move):
    """Shout "Scrooge!": allowed once the seat's Scrooge pile is empty; it ends the round."""


@dataclass(frozen=True)
class NextRound(Move):
    """Gather the cards and deal the next round (any seat, between rounds)."""


@dataclass(frozen=True)
class ScroogeCalled(Event):
    seat: int


@dataclass(frozen=True)
class StuckTurning(Event):
    """No seat can reach a play turning three: everyone turns one card at a time (False: back to three)."""

    one_at_a_time: bool


@dataclass(frozen=True)
class EndStalledRound(Move):
    """End the round with no caller because everyone at the table agrees it is stuck (the table menu).

    Not a race move: ``legal_moves`` leaves it out, so bots and hints never offer it; the rules
    still judge it (refused once the round is over, or while a seat may call "Scrooge!").
    """
