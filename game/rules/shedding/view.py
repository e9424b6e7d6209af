"""What one seat of Schrum Schrum or Tač may know, in one value a bot or the table can read.

Every face-down pile is face down to everyone, its owner too ("must not expose
or see the face of any of his cards"), so the piles show only their sizes and
the face-up cards: each face-up pile, the centre, and the card the player on
turn has just turned. Beyond them a player at the table knows whose turn it
is, who holds how many cards, and whether a missed play is open to a call
(everyone saw the card go down, so that too is public).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.cards import Card
from game.core.protocol import View


@dataclass(frozen=True)
class ShedderView(View):
    turn: int = 0
    turned_card: Card | None = None
    cards_left: tuple[int, ...] = ()
    missed_by: int | None = None  # Tač: the seat whose missed play may be called now
    winner: int | None = None
    quiet_turns: int = 0  # turns since a card last reached the centre
    quiet_turn_limit: int = 0  # at this many the game ends with no winner
    faces: str = "french"  # which pictures the cards wear (Schrum Schrum: french or german)
