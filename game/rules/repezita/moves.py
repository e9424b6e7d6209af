"""Repezita's one move: a card from the hand to the centre, naming the top it was meant for."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.moves import Move


@dataclass(frozen=True)
class PlayCard(Move):
    """Play ``card`` (its save code, ``7H`` or ``7H@1`` for the second deck) from the hand to the centre.

    ``onto`` is the save code of the centre's top card the player saw when deciding (None
    for an empty centre). If the centre has moved on since, the card is refused and goes
    back to the hand: a race lost never costs the pile.
    """

    card: str
    onto: str | None = None
