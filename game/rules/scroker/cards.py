"""Scroker cards: the deck of DESIGN.md §10, read from ``assets/decks/scroker.json``.

The official deck is unpublished, so the project's reconstruction lives as data
(Lemons, Limes, Animals with their names, Chili Pepper vowels with their pepper
counts, two optional wild [Scroker] cards) and this module turns it into cards
and says how they rank. A broken deck file stops the program with a message
naming the file and the fault, since every Scroker game depends on it.
"""

from __future__ import annotations

import json
import string
from dataclasses import dataclass, field
from enum import Enum
from functools import cache
from pathlib import Path
from typing import Any

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


class DeckFileError(ValueError):
    """The deck file is missing or does not describe a Scroker deck."""


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
    """Read and check a deck file; any fault is a DeckFileError naming ``path`` and the fault."""
    try:
        document = json.loads(path.read_text(encoding="utf-8"), object_pairs_hook=_object_without_repeats)
    except DeckFileError as error:
        raise DeckFileError(f"{path}: {error}") from None
    except OSError as error:
        raise DeckFileError(
            f"{path}: cannot read the Scroker deck file ({error.strerror or error})"
        ) from error
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise DeckFileError(f"{path}: the Scroker deck file is not valid JSON ({error})") from error
    try:
        return _deck_from_document(document)
    except DeckFileError as error:
        raise DeckFileError(f"{path}: {error}") from None


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


def _deck_from_document(document: Any) -> ScrokerDeck:
    if not isinstance(document, dict):
        raise DeckFileError("expected a JSON object with lemon, lime, animal, chili and wilds")
    if document.get("format") != DECK_FORMAT:
        raise DeckFileError(f"format is {document.get('format')!r}; this program reads format {DECK_FORMAT}")
    missing = [key for key in (*(suit.code for suit in SUITS), "wilds") if key not in document]
    if missing:
        raise DeckFileError(f"missing {', '.join(missing)}")
    cards = [
        ScrokerCard(suit, letter) for suit in (Suit.LEMON, Suit.LIME) for letter in _letters(document, suit)
    ]
    cards += [ScrokerCard(Suit.ANIMAL, letter, animal=name) for letter, name in _animals(document)]
    cards += [ScrokerCard(Suit.CHILI, letter, peppers) for letter, peppers in _chilies(document)]
    wilds = document["wilds"]
    if type(wilds) is not int or not 0 <= wilds <= 2:
        raise DeckFileError(f"wilds must be a whole number 0–2 (the [Scroker] cards), not {wilds!r}")
    return ScrokerDeck(tuple(cards), wilds)


def _object_without_repeats(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object; a key given twice (which json would quietly collapse) is a fault."""
    keys = [key for key, _ in pairs]
    repeated = sorted({key for key in keys if keys.count(key) > 1})
    if repeated:
        raise DeckFileError(f"{', '.join(repeated)} listed twice (the deck has one of each card)")
    return dict(pairs)


def _letter(suit: Suit, letter: Any) -> str:
    if not isinstance(letter, str) or len(letter) != 1 or letter not in LETTERS:
        raise DeckFileError(f"{suit.code}: {letter!r} is not a capital letter A–Z")
    return letter


def _no_repeats(suit: Suit, items: list[Any]) -> None:
    repeated = sorted({str(item) for item in items if items.count(item) > 1})
    if repeated:
        raise DeckFileError(f"{suit.code}: {' '.join(repeated)} listed twice (the deck has one of each card)")


def _section(document: dict[str, Any], suit: Suit, kind: type, expected: str) -> Any:
    """One suit's entry, if it is a non-empty ``kind``; ``expected`` tells the reader what should be there."""
    entries = document[suit.code]
    if not isinstance(entries, kind) or not entries:
        raise DeckFileError(f"{suit.code}: expected {expected}")
    return entries


def _letters(document: dict[str, Any], suit: Suit) -> list[str]:
    entries = _section(document, suit, list, 'a list of letters, e.g. ["C", "D"]')
    letters = [_letter(suit, entry) for entry in entries]
    _no_repeats(suit, letters)
    return letters


def _animals(document: dict[str, Any]) -> list[tuple[str, str]]:
    entries = _section(document, Suit.ANIMAL, dict, 'an object of letter to animal name, e.g. {"M": "Moose"}')
    animals = []
    for letter, name in entries.items():
        if not isinstance(name, str) or not name.strip():
            raise DeckFileError(f"animal: {letter!r} needs an animal's name, not {name!r}")
        animals.append((_letter(Suit.ANIMAL, letter), name.strip()))
    return animals


def _chilies(document: dict[str, Any]) -> list[tuple[str, int]]:
    entries = _section(document, Suit.CHILI, dict, 'an object of vowel to pepper counts, e.g. {"E": [1, 2]}')
    chilies = []
    for letter, counts in entries.items():
        if _letter(Suit.CHILI, letter) not in VOWELS:
            raise DeckFileError(f"chili: {letter!r} is not a vowel (Chili Peppers are vowels A E I O U)")
        if not isinstance(counts, list) or not counts:
            raise DeckFileError(f"chili: {letter} needs a list of pepper counts, e.g. [1, 2], not {counts!r}")
        for count in counts:
            if type(count) is not int or count < 1:
                raise DeckFileError(
                    f"chili: {letter} has pepper count {count!r}; counts are whole numbers 1+"
                )
        _no_repeats(Suit.CHILI, [f"{letter}{count}" for count in counts])
        chilies.extend((letter, count) for count in counts)
    return chilies
