"""The shedding games' moves beyond carrying the turned card, and their events.

The turned card itself goes with the core ``MoveCards`` from the player's
face-down pile (where it lies face up once turned) to the centre, another
player's face-up pile, or the player's own face-up pile, which ends the turn.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.cards import Card
from game.core.events import Event, Message
from game.core.moves import Move


@dataclass(frozen=True)
class TurnCard(Move):
    """Turn the top card of your face-down pile; an empty one is first refilled from your face-up pile."""


@dataclass(frozen=True)
class CallTac(Move):
    """Call "Tač!": the last player put a card on his Open pile though it had a legal play."""


@dataclass(frozen=True)
class TurnStarted(Event):
    seat: int


@dataclass(frozen=True)
class PlayMissed(Event):
    """``seat`` put ``card`` on his own Open pile though it could have gone to ``could_go_to``.

    The call stays open until the next card is turned; a table may keep this to
    itself, since noticing it is the players' part of the game.
    """

    seat: int
    card: Card
    could_go_to: tuple[str, ...]


@dataclass(frozen=True)
class TacCalled(Event):
    """``caller`` called "Tač!" on ``offender``, pointing out where ``card`` could have gone."""

    caller: int
    offender: int
    card: Card
    could_go_to: tuple[str, ...]


@dataclass(frozen=True)
class NothingToGive(Message):
    """A penalty's ``giver`` had no Closed card to give; ``text`` says so in the game's words."""

    giver: int
