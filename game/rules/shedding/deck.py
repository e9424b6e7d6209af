"""The shedding games' decks, read from ``assets/decks/`` (``docs/shedding-decks.md``).

A deck file lists its ranks in the order play climbs them (Schrum Schrum's
A 7 8 9 10 J Q K, Tač's A 2 … K), its suits by their French code letters,
and the faces it may be drawn with: each face set names the suits and any
rank it calls differently (German Unter and Ober). Card codes stay French
whatever the faces (DESIGN.md §4). A broken file is an error naming the file
and the fault.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from game.core.cards import RANK_CODES, RANK_NAMES, Card, Suit
from game.core.codes import CardCodeError, parse_card
from game.resources import asset_path

DECK_FORMAT = 1
_RANKS_BY_CODE = {code: rank for rank, code in RANK_CODES.items()}
_SUITS_BY_CODE = {suit.code: suit for suit in Suit}


class DeckFileError(ValueError):
    """A shedding deck file that is missing or does not describe a deck."""


@dataclass(frozen=True)
class Faces:
    """How one face set names the cards: every suit, and the ranks it calls otherwise."""

    suit_names: tuple[tuple[Suit, str], ...]
    rank_names: tuple[tuple[int, str], ...]

    def name(self, card: Card) -> str:
        """'Queen of Hearts', or with German faces 'Ober of Bells'."""
        assert card.suit is not None
        rank = dict(self.rank_names).get(card.rank, RANK_NAMES[card.rank])
        return f"{rank} of {dict(self.suit_names)[card.suit]}"


@dataclass(frozen=True)
class ShedderDeck:
    """One deck file: ranks in play order (lowest first), suits, and the face sets it may be drawn with."""

    file_name: str
    ranks: tuple[int, ...]
    suits: tuple[Suit, ...]
    faces: tuple[tuple[str, Faces], ...]

    def cards(self) -> list[Card]:
        """Every card once, suit by suit in play order: the order before a shuffle."""
        return [Card(rank, suit) for suit in self.suits for rank in self.ranks]

    @property
    def size(self) -> int:
        return len(self.ranks) * len(self.suits)

    @property
    def face_names(self) -> tuple[str, ...]:
        return tuple(name for name, _ in self.faces)

    def card_name(self, card: Card, faces: str) -> str:
        return dict(self.faces)[faces].name(card)

    def accepted(self) -> str:
        ranks = " ".join(RANK_CODES[rank] for rank in self.ranks)
        suits = " ".join(suit.code for suit in self.suits)
        return f"a rank ({ranks}) then a suit ({suits}), e.g. {self.cards()[-1].code}"

    def card(self, code: str) -> Card:
        """The card a code names; a code not in this deck is an error listing what is accepted."""
        try:
            card = parse_card(code)
        except CardCodeError:
            card = None
        if card is None or card.suit not in self.suits or card.rank not in self.ranks:
            raise CardCodeError(
                f"{code!r} is not a card of the {self.size}-card deck: expected {self.accepted()}"
            )
        return card


@cache
def deck_from_file(file_name: str) -> ShedderDeck:
    """The deck in ``assets/decks/<file_name>``, read once."""
    return read_deck_file(asset_path("decks", file_name))


def read_deck_file(path: Path) -> ShedderDeck:
    try:
        document = json.loads(path.read_text(encoding="utf-8"))
    except OSError as error:
        raise DeckFileError(f"{path}: cannot read the deck file ({error.strerror or error})") from error
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise DeckFileError(f"{path}: the deck file is not valid JSON ({error})") from error
    try:
        return _deck_from_document(path.name, document)
    except DeckFileError as error:
        raise DeckFileError(f"{path}: {error}") from None


def _deck_from_document(file_name: str, document: Any) -> ShedderDeck:
    if not isinstance(document, dict):
        raise DeckFileError("expected a JSON object with ranks, suits and faces")
    if document.get("format") != DECK_FORMAT:
        raise DeckFileError(f"format is {document.get('format')!r}; this program reads format {DECK_FORMAT}")
    ranks = tuple(_rank(code) for code in _codes(document, "ranks", 'e.g. ["A", "7", "8"]'))
    suits = tuple(_suit(code) for code in _codes(document, "suits", 'e.g. ["H", "D", "C", "S"]'))
    face_sets = document.get("faces")
    if not isinstance(face_sets, dict) or not face_sets:
        raise DeckFileError('faces: expected an object of face sets, e.g. {"french": {"suits": …}}')
    faces = tuple((name, _faces(name, entry, ranks, suits)) for name, entry in face_sets.items())
    return ShedderDeck(file_name, ranks, suits, faces)


def _codes(document: dict[str, Any], key: str, example: str) -> list[str]:
    codes = document.get(key)
    if not isinstance(codes, list) or not codes or not all(isinstance(code, str) for code in codes):
        raise DeckFileError(f"{key}: expected a list of codes, {example}")
    repeated = sorted({code for code in codes if codes.count(code) > 1})
    if repeated:
        raise DeckFileError(f"{key}: {' '.join(repeated)} listed twice")
    return codes


def _rank(code: str) -> int:
    if code not in _RANKS_BY_CODE:
        raise DeckFileError(f"ranks: {code!r} is not a rank; ranks are {' '.join(_RANKS_BY_CODE)}")
    return _RANKS_BY_CODE[code]


def _suit(code: str) -> Suit:
    if code not in _SUITS_BY_CODE:
        raise DeckFileError(f"suits: {code!r} is not a suit; suits are {' '.join(_SUITS_BY_CODE)}")
    return _SUITS_BY_CODE[code]


def _faces(name: str, entry: Any, ranks: tuple[int, ...], suits: tuple[Suit, ...]) -> Faces:
    if not isinstance(entry, dict) or not isinstance(entry.get("suits"), dict):
        raise DeckFileError(f'faces.{name}: expected {{"suits": {{"H": "Hearts", …}}, "ranks": {{…}}}}')
    suit_names = entry["suits"]
    missing = [suit.code for suit in suits if not isinstance(suit_names.get(suit.code), str)]
    if missing or set(suit_names) - {suit.code for suit in suits}:
        raise DeckFileError(
            f"faces.{name}.suits: name each of the suits {' '.join(s.code for s in suits)} once"
        )
    rank_names = entry.get("ranks", {})
    if not isinstance(rank_names, dict) or not all(
        code in _RANKS_BY_CODE and _RANKS_BY_CODE[code] in ranks and isinstance(text, str)
        for code, text in rank_names.items()
    ):
        raise DeckFileError(
            f'faces.{name}.ranks: expected names for ranks of this deck, e.g. {{"J": "Unter"}}'
        )
    return Faces(
        tuple((suit, suit_names[suit.code]) for suit in suits),
        tuple((_RANKS_BY_CODE[code], text) for code, text in rank_names.items()),
    )
