"""Scorzo cards (DESIGN.md §4, §7, seed 001).

Two identical decks of 56 cards: five suits numbered 1 to 10 and six wild
cards each. A card is a small frozen value; ``copy`` says which of the two
decks it came from and ``index`` which of its deck's six wilds it is. Neither
is part of the printed code, since the rules never tell copies apart.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Suit(Enum):
    """The five Scorzo suits, named by the word used in card codes."""

    STARS = "star"
    SQUARES = "square"
    TRIANGLES = "triangle"
    CIRCLES = "circle"
    HEARTS = "heart"

    @property
    def code(self) -> str:
        return self.value

    @property
    def order(self) -> int:
        """Position in deck order, so hands sort the same way everywhere."""
        return SUITS.index(self)


SUITS: tuple[Suit, ...] = tuple(Suit)
# The marks the cards and the rules page show for the suits (docs/rules/scorzo.md, "The cards").
SUIT_SYMBOLS: dict[Suit, str] = {
    Suit.STARS: "★",
    Suit.SQUARES: "■",
    Suit.TRIANGLES: "▲",
    Suit.CIRCLES: "●",
    Suit.HEARTS: "♥",
}
NUMBERS: tuple[int, ...] = tuple(range(1, 11))
LOWEST, HIGHEST = NUMBERS[0], NUMBERS[-1]
WILDS_PER_DECK = 6
DECKS = 2
WILD_CODE = "wild"
# "In the rare case a wild card is not part of a meld, it equals 15 points."
WILD_VALUE = 15


@dataclass(frozen=True)
class ScorzoCard:
    """One Scorzo card: a suit and a number 1–10, or a wild (no suit, number 0).

    ``copy`` (0 or 1) is the deck it belongs to; ``index`` (0–5) tells a
    deck's wilds apart and is 0 for suited cards.
    """

    suit: Suit | None
    number: int
    copy: int = 0
    index: int = 0

    def __post_init__(self) -> None:
        if self.suit is None and (self.number != 0 or not 0 <= self.index < WILDS_PER_DECK):
            raise ValueError(f"a wild has number 0 and an index 0–{WILDS_PER_DECK - 1}, not {self!r}")
        if self.suit is not None and (self.number not in NUMBERS or self.index != 0):
            raise ValueError(f"a {self.suit.code} card has a number 1–10 and index 0, not {self!r}")
        if not 0 <= self.copy < DECKS:
            raise ValueError(f"copy is 0 or 1 (one of the two decks), not {self.copy}")

    @classmethod
    def wild(cls, index: int = 0, copy: int = 0) -> ScorzoCard:
        return cls(None, 0, copy, index)

    @property
    def is_wild(self) -> bool:
        return self.suit is None

    @property
    def value(self) -> int:
        """Points when left unmelded: the number, or 15 for a wild."""
        return WILD_VALUE if self.suit is None else self.number

    @property
    def code(self) -> str:
        """The card code of DESIGN.md §4: ``star:7``, ``wild``."""
        return WILD_CODE if self.suit is None else f"{self.suit.code}:{self.number}"

    @property
    def name(self) -> str:
        """A readable name for messages: '7 of Stars', 'Wild'."""
        return "Wild" if self.suit is None else f"{self.number} of {self.suit.name.title()}"

    @property
    def short_name(self) -> str:
        """The card as its corner shows it, for the table's history: '7★', 'wild'."""
        return WILD_CODE if self.suit is None else f"{self.number}{SUIT_SYMBOLS[self.suit]}"

    @property
    def sort_key(self) -> tuple[int, int, int, int]:
        """Suits in deck order, numbers up, wilds last."""
        suit = len(SUITS) if self.suit is None else self.suit.order
        return (suit, self.number, self.copy, self.index)

    def __str__(self) -> str:
        return self.code


def one_deck(copy: int = 0) -> list[ScorzoCard]:
    """One 56-card deck in a fixed order: suit by suit, 1 to 10, then the wilds."""
    cards = [ScorzoCard(suit, number, copy) for suit in SUITS for number in NUMBERS]
    return cards + [ScorzoCard.wild(index, copy) for index in range(WILDS_PER_DECK)]


def scorzo_deck() -> list[ScorzoCard]:
    """The 112 cards of a game: both decks, the first then the second."""
    return [card for copy in range(DECKS) for card in one_deck(copy)]
