"""Schrum Schrum and Tač as data: where the two games differ, and nothing else.

Both are the same turn (seed 004): turn the top card of your face-down pile,
play it to the one centre pile or onto another player's face-up pile, turn
the next; a card not played goes onto your own face-up pile and ends the
turn. ``ShedderState`` plays that turn once; these records say what each
game calls its piles, which deck it uses, who may play, and the two rules
only Tač has.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ShedderRules:
    """One shedding game's differences from the shared turn."""

    id: str
    name: str
    deck_file: str  # in assets/decks/
    deck_size: int  # the cards the rule text deals: a deck file that lists others is broken
    seat_counts: tuple[int, ...]
    closed_pile: str  # the face-down pile dealt to each player: "talon" or "closed"
    open_pile: str  # where a card not played goes, face up: "reserve" or "open"
    # Tač: "A player may only play a card to another player's Open pile if the card cannot so be
    # played to the center play pile."
    others_only_when_centre_refuses: bool
    # Tač: a card put on the own Open pile while it had a legal play may be called ("Tač!").
    missed_plays_may_be_called: bool
    # Tač: "For three players, before the deck is shuffled, one Ace … is placed in the center."
    ace_in_centre_for: tuple[int, ...] = ()

    @property
    def closed_title(self) -> str:
        return self.closed_pile.title() if self.closed_pile == "talon" else "Closed pile"

    @property
    def open_title(self) -> str:
        return self.open_pile.title() if self.open_pile == "reserve" else "Open pile"


SCHRUM_SCHRUM = ShedderRules(
    id="schrum",
    name="Schrum Schrum",
    deck_file="cards32.json",
    deck_size=32,
    seat_counts=(2, 4, 8),
    closed_pile="talon",
    open_pile="reserve",
    others_only_when_centre_refuses=False,
    missed_plays_may_be_called=False,
)

TAC = ShedderRules(
    id="tac",
    name="Tač",
    deck_file="cards52.json",
    deck_size=52,
    seat_counts=(2, 3, 4),
    closed_pile="closed",
    open_pile="open",
    others_only_when_centre_refuses=True,
    missed_plays_may_be_called=True,
    ace_in_centre_for=(3,),
)

SHEDDERS = {rules.id: rules for rules in (SCHRUM_SCHRUM, TAC)}
