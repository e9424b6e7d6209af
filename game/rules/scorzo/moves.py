"""Scorzo's moves and the events only Scorzo has.

A turn is two moves, take then discard ("choose the top card from either the
draw pile or the discard pile … discard another card"). SCORZO is no move: "then
the player calls" (DESIGN.md §10), so the rules call it themselves at the end of
a turn whose hand is all melds. The two moves an earlier version offered for it
are kept only so older saves read (``ScorzoState.steps_from_older_rules``).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.events import Event
from game.core.moves import Move

DRAW = "draw"
DISCARD = "discard"


@dataclass(frozen=True)
class DrawForDealer(Move):
    """Draw a card from the deck, face up, to choose the first dealer."""


@dataclass(frozen=True)
class TakeCard(Move):
    """Take the top card of ``source``: ``"draw"`` (face down) or ``"discard"`` (face up)."""

    source: str


@dataclass(frozen=True)
class Discard(Move):
    """Put ``card`` (its save code, e.g. ``star:7@1``) from the hand face up on the discard pile."""

    card: str


@dataclass(frozen=True)
class CallScorzo(Move):
    """Retired: an older version's call after the discard (the rules now make it). Read from old saves."""


@dataclass(frozen=True)
class KeepPlaying(Move):
    """Retired: an older version's "play on" with a hand of melds. Read from old saves, never followed."""


@dataclass(frozen=True)
class NextRound(Move):
    """Gather the cards and deal the next round, or the tie-break round (any seat, between rounds)."""


@dataclass(frozen=True)
class DealerDraw(Event):
    """A seat drew ``card`` (a save code) for the deal; a wild or a tie means drawing again."""

    seat: int
    card: str


@dataclass(frozen=True)
class DealerChosen(Event):
    seat: int


@dataclass(frozen=True)
class ScorzoCalled(Event):
    seat: int


@dataclass(frozen=True)
class TurnStarted(Event):
    """Whose turn it is now; ``last`` when it is that player's one last turn after a SCORZO."""

    seat: int
    last: bool = False
