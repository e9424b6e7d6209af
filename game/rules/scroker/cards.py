"""Scroker cards: the deck of DESIGN.md §10, read from ``assets/decks/scroker.json``.

The official deck is unpublished, so the project's reconstruction lives as data
(Lemons, Limes, Animals with their names, Chili Pepper vowels with their pepper
counts, two optional wild [Scroker] cards) and this module turns it into cards
and says how they rank. A broken deck file is a ``BrokenAsset`` naming the file and the fault
(read against ``DeckFile`` through ``game.core.decoding``): no Scroker table opens without it.
"""

from __future__ import annotations

import string
from dataclasses import dataclass, field
from enum import Enum
from functools import cache
from pathlib import Path
from typing import Annotated

import msgspec

from game.core.decoding import BrokenAsset, Refused, Text, one_of, read_shipped_json, text, whole
from game.resources import asset_path

DECK_FILE = ("decks", "scroker.json")
DECK_FORMAT = 1
WILD_CODE = "scroker"
LETTERS = string.ascii_uppercase
VOWELS = "AEIOU"
# "Flying Scroker: 5-letter word containing the [Unicorn]"; it outranks every card.
UNICORN_LETTER = "U"


class Suit(Enum):
    """The four Scroker suits, named by the word used in card codes, in rank order for equal letters."""

    LEMON = "lemon"
    LIME = "lime"
    ANIMAL = "animal"
    CHILI = "chili"

    @property
    def code(self) -> str:
        return self.value

    @property
    def order(self) -> int:
        """Lemons < Limes < Animals < Chili Peppers when letters are equal (DESIGN.md §10)."""
        return SUITS.index(self)

    @property
    def title(self) -> str:
        """The suit's name as players say it: 'Lemons', 'Chili Peppers'."""
        return SUIT_TITLES[self]


SUITS: tuple[Suit, ...] = tuple(Suit)
SUIT_TITLES: dict[Suit, str] = {
    Suit.LEMON: "Lemons",
    Suit.LIME: "Limes",
    Suit.ANIMAL: "Animals",
    Suit.CHILI: "Chili Peppers",
}


_LETTER = one_of(tuple(LETTERS))
_VOWEL = one_of(tuple(VOWELS))
_ANIMAL_NAME = text(30, r"^[A-Z][a-z]+( [A-Za-z][a-z]+)*$")
_PEPPERS = whole(1, 9)


class DeckFile(msgspec.Struct, forbid_unknown_fields=True):
    """The schema of ``assets/decks/scroker.json``: letters per suit, animals named, chili pepper counts."""

    format: whole(DECK_FORMAT, DECK_FORMAT)
    lemon: Annotated[list[_LETTER], msgspec.Meta(min_length=1, max_length=26)]
    lime: Annotated[list[_LETTER], msgspec.Meta(min_length=1, max_length=26)]
    animal: Annotated[dict[_LETTER, _ANIMAL_NAME], msgspec.Meta(min_length=1)]
    chili: Annotated[
        dict[_VOWEL, Annotated[list[_PEPPERS], msgspec.Meta(min_length=1, max_length=9)]],
        msgspec.Meta(min_length=1),
    ]
    wilds: whole(0, 2)  # the optional [Scroker] cards
    about: Text = ""


@dataclass(frozen=True)
class ScrokerCard:
    """One Scroker card: a suit and a letter (Chili Peppers also a pepper count), or a wild.

    A wild has no suit and no letter; ``index`` (0 or 1) tells the deck's two
    [Scroker] cards apart and is 0 for lettered cards. ``animal`` is the name
    printed on an Animal card; it follows from the letter, so it takes no part
    in equality.
    """

    suit: Suit | None
    letter: str
    peppers: int = 0
    animal: str = field(default="", compare=False)
    index: int = 0

    def __post_init__(self) -> None:
        if self.suit is None:
            if self.letter or self.peppers or self.animal or self.index not in (0, 1):
                raise ValueError(f"a wild has no letter, peppers or name and an index 0 or 1, not {self!r}")
            return
        if len(self.letter) != 1 or self.letter not in LETTERS or self.index != 0:
            raise ValueError(f"a {self.suit.code} card has one capital letter A–Z, not {self!r}")
        if (self.suit is Suit.CHILI) != (self.peppers > 0):
            raise ValueError(f"only Chili Pepper cards, and all of them, show peppers: {self!r}")
        if (self.suit is Suit.ANIMAL) != bool(self.animal):
            raise ValueError(f"only Animal cards, and all of them, name an animal: {self!r}")

    @classmethod
    def wild(cls, index: int = 0) -> ScrokerCard:
        return cls(None, "", index=index)

    @property
    def is_wild(self) -> bool:
        return self.suit is None

    @property
    def is_unicorn(self) -> bool:
        """The Animal U: it ranks above every card and makes a word a Flying Scroker."""
        return self.suit is Suit.ANIMAL and self.letter == UNICORN_LETTER

    @property
    def code(self) -> str:
        """The card code of DESIGN.md §4: ``lemon:E``, ``chili:E5``, ``scroker``."""
        if self.suit is None:
            return WILD_CODE
        peppers = str(self.peppers) if self.suit is Suit.CHILI else ""
        return f"{self.suit.code}:{self.letter}{peppers}"

    @property
    def name(self) -> str:
        """A readable name for messages: 'Lemon E', 'Moose (Animal M)', 'Chili E with 5 peppers'."""
        if self.suit is None:
            return "Scroker (wild)"
        if self.suit is Suit.ANIMAL:
            return f"{self.animal} (Animal {self.letter})"
        if self.suit is Suit.CHILI:
            return f"Chili {self.letter} with {self.peppers} pepper{'s' if self.peppers > 1 else ''}"
        return f"{self.suit.code.title()} {self.letter}"

    @property
    def short_name(self) -> str:
        """For a line of text: 'Lemon E', 'Animal M', 'Chili E5', 'Scroker'."""
        return self.code.replace(":", " ").title()

    def __str__(self) -> str:
        return self.code


def rank_key(card: ScrokerCard) -> tuple[int, int, int, int]:
    """Sort key for card rank, low to high (DESIGN.md §10).

    Letters A (low) to Z (high); equal letters Lemons < Limes < Animals < Chili
    Peppers; Chili ties by peppers; the Unicorn above every card. A wild is
    never a word's highest card, so it sorts below every lettered card.
    """
    if card.suit is None:
        return (0, -1, 0, card.index)
    return (int(card.is_unicorn), LETTERS.index(card.letter), card.suit.order, card.peppers)


@dataclass(frozen=True)
class ScrokerDeck:
    """What the deck file holds: the 52 lettered cards in file order and how many wilds exist."""

    cards: tuple[ScrokerCard, ...]
    wilds: int

    def letters(self, suit: Suit) -> list[str]:
        """The letters one suit has, each once, A to Z (for 'that card is not in the deck' messages)."""
        return sorted({card.letter for card in self.cards if card.suit is suit})


def read_deck_file(path: Path) -> ScrokerDeck:
    """Read and check a deck file against ``DeckFile``; any fault is a ``BrokenAsset`` naming ``path``.

    A letter given twice as a key (``"M"`` twice among the animals) is refused by the shared reader,
    which looks for repeated keys in every shipped file.
    """
    document = read_shipped_json(path, DeckFile)
    try:
        return _deck_from_document(document)
    except Refused as error:  # what the schema cannot say: a card listed twice, a chili that is not a vowel
        raise BrokenAsset(path, str(error)) from None


@cache
def standard_deck() -> ScrokerDeck:
    """The game's deck from ``assets/decks/scroker.json``, read once."""
    return read_deck_file(asset_path(*DECK_FILE))


def scroker_deck(wilds: int = 0) -> list[ScrokerCard]:
    """A fresh list of the 52 lettered cards, suit by suit, then ``wilds`` [Scroker] cards.

    The wilds are "optional but normally excluded", so none unless a game asks.
    """
    deck = standard_deck()
    if not 0 <= wilds <= deck.wilds:
        raise ValueError(f"the Scroker deck has {deck.wilds} wild cards; cannot use {wilds}")
    return list(deck.cards) + [ScrokerCard.wild(index) for index in range(wilds)]


# Reading the file -------------------------------------------------------------


def _deck_from_document(document: DeckFile) -> ScrokerDeck:
    cards = [ScrokerCard(Suit.LEMON, letter) for letter in _unrepeated(Suit.LEMON, document.lemon)]
    cards += [ScrokerCard(Suit.LIME, letter) for letter in _unrepeated(Suit.LIME, document.lime)]
    cards += [
        ScrokerCard(Suit.ANIMAL, letter, animal=name.strip()) for letter, name in document.animal.items()
    ]
    chilies: list[tuple[str, int]] = []
    for letter, counts in document.chili.items():
        _unrepeated(Suit.CHILI, [f"{letter}{count}" for count in counts])
        chilies.extend((letter, count) for count in counts)
    cards += [ScrokerCard(Suit.CHILI, letter, peppers) for letter, peppers in chilies]
    return ScrokerDeck(tuple(cards), document.wilds)


def _unrepeated(suit: Suit, items: list[str]) -> list[str]:
    repeated = sorted({item for item in items if items.count(item) > 1})
    if repeated:
        raise Refused(f'its "{suit.code}" lists {" ".join(repeated)} twice (the deck has one of each card)')
    return items
