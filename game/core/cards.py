"""French playing cards and their codes (DESIGN.md §4).

A card is a small frozen value. ``deck`` tells copies apart when a game uses
several decks (Scrooge gives every seat its own, with its own back); it is not
part of the printed code.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Colour(Enum):
    RED = "red"
    BLACK = "black"


class Suit(Enum):
    """The four French suits, named by the letter used in card codes."""

    CLUBS = "C"
    DIAMONDS = "D"
    HEARTS = "H"
    SPADES = "S"

    @property
    def colour(self) -> Colour:
        return Colour.RED if self in (Suit.DIAMONDS, Suit.HEARTS) else Colour.BLACK

    @property
    def code(self) -> str:
        return self.value


ACE, JACK, QUEEN, KING = 1, 11, 12, 13
RANK_CODES: dict[int, str] = {1: "A", 11: "J", 12: "Q", 13: "K"} | {n: str(n) for n in range(2, 11)}
# The suits as printed in a card's corner, for sentences that name a card as a player reads it (9♠).
SUIT_SIGNS: dict[Suit, str] = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}
RANK_NAMES: dict[int, str] = {1: "Ace", 11: "Jack", 12: "Queen", 13: "King"} | {
    n: str(n) for n in range(2, 11)
}


@dataclass(frozen=True, order=True)
class Card:
    """One playing card.

    ``rank`` runs 1 (Ace) to 13 (King). A joker has no suit; its ``rank``
    then numbers it (JK1, JK2).
    """

    rank: int
    suit: Suit | None
    deck: int = 0

    @property
    def is_joker(self) -> bool:
        return self.suit is None

    @property
    def colour(self) -> Colour | None:
        return None if self.suit is None else self.suit.colour

    @property
    def code(self) -> str:
        """The card code of DESIGN.md §4: ``AS``, ``10H``, ``JK1``."""
        if self.suit is None:
            return f"JK{self.rank}"
        return RANK_CODES[self.rank] + self.suit.code

    @property
    def name(self) -> str:
        """A readable name for messages: 'Queen of Hearts'."""
        if self.suit is None:
            return f"Joker {self.rank}"
        return f"{RANK_NAMES[self.rank]} of {self.suit.name.title()}"

    def __str__(self) -> str:
        return self.code

    @classmethod
    def joker(cls, number: int, deck: int = 0) -> Card:
        return cls(number, None, deck)


def standard_deck(deck: int = 0, jokers: int = 0) -> list[Card]:
    """The 52 cards in a fixed order (suit by suit, Ace to King), plus jokers."""
    cards = [Card(rank, suit, deck) for suit in Suit for rank in range(1, 14)]
    cards += [Card.joker(n, deck) for n in range(1, jokers + 1)]
    return cards
