"""The shedding games' decks, read from ``assets/decks/`` (``docs/shedding-decks.md``).

A deck file lists its ranks in the order play climbs them (Schrum Schrum's
A 7 8 9 10 J Q K, Tač's A 2 … K), its suits by their French code letters,
and the faces it may be drawn with: each face set names the suits and any
rank it calls differently (German Unter and Ober). Card codes stay French
whatever the faces (DESIGN.md §4). A broken file is a ``BrokenAsset`` naming the file
and the fault (read through ``game.core.decoding``, against ``DeckFile``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Annotated

import msgspec

from game.core.cards import RANK_CODES, RANK_NAMES, Card, Suit
from game.core.codes import CardCodeError, parse_card
from game.core.decoding import BrokenAsset, Refused, Text, one_of, read_shipped_json, text, whole
from game.resources import asset_path

DECK_FORMAT = 1
_RANKS_BY_CODE = {code: rank for rank, code in RANK_CODES.items()}
_SUITS_BY_CODE = {suit.code: suit for suit in Suit}


FACE_SETS = ("french", "german")  # the faces a table can draw; Schrum Schrum's option offers them
_RANK_CODE = one_of(tuple(RANK_CODES.values()))
_SUIT_CODE = one_of(tuple(_SUITS_BY_CODE))
_FACE_NAME = text(40, r"^[A-Z][A-Za-z' ]*$")


class FaceSet(msgspec.Struct, forbid_unknown_fields=True):
    """One face set: a name per suit code, and the ranks it calls otherwise ({"J": "Unter"})."""

    suits: Annotated[dict[_SUIT_CODE, _FACE_NAME], msgspec.Meta(min_length=1, max_length=4)]
    ranks: Annotated[dict[_RANK_CODE, _FACE_NAME], msgspec.Meta(max_length=13)] = {}


class DeckFile(msgspec.Struct, forbid_unknown_fields=True):
    """The schema of ``assets/decks/cards32.json`` and ``cards52.json`` (docs/shedding-decks.md)."""

    format: whole(DECK_FORMAT, DECK_FORMAT)
    ranks: Annotated[list[_RANK_CODE], msgspec.Meta(min_length=1, max_length=13)]
    suits: Annotated[list[_SUIT_CODE], msgspec.Meta(min_length=1, max_length=4)]
    faces: Annotated[dict[one_of(FACE_SETS), FaceSet], msgspec.Meta(min_length=1)]
    about: Text = ""


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
    """The deck in ``assets/decks/<file_name>``, read once; ``BrokenAsset`` when the file is broken."""
    return read_deck_file(asset_path("decks", file_name))


def read_deck_file(path: Path) -> ShedderDeck:
    """A deck file checked against ``DeckFile``, then for what no schema says (a repeat)."""
    document = read_shipped_json(path, DeckFile)
    try:
        return _deck_from_document(path.name, document)
    except Refused as error:  # what the schema cannot say: a repeat, a suit left unnamed
        raise BrokenAsset(path, str(error)) from None


def _deck_from_document(file_name: str, document: DeckFile) -> ShedderDeck:
    ranks = tuple(_RANKS_BY_CODE[code] for code in _unrepeated(document.ranks, "ranks"))
    suits = tuple(_SUITS_BY_CODE[code] for code in _unrepeated(document.suits, "suits"))
    if "french" not in document.faces:
        raise Refused('its "faces" has no "french" set, the one every table starts with')
    faces = tuple((name, _faces(name, entry, ranks, suits)) for name, entry in document.faces.items())
    return ShedderDeck(file_name, ranks, suits, faces)


def _unrepeated(codes: list[str], key: str) -> list[str]:
    repeated = sorted({code for code in codes if codes.count(code) > 1})
    if repeated:
        raise Refused(f'its "{key}" lists {" ".join(repeated)} twice')
    return codes


def _faces(name: str, entry: FaceSet, ranks: tuple[int, ...], suits: tuple[Suit, ...]) -> Faces:
    if set(entry.suits) != {suit.code for suit in suits}:
        shown = " ".join(suit.code for suit in suits)
        raise Refused(f'its "faces.{name}.suits" must name each of the suits {shown} once')
    strangers = [code for code in entry.ranks if _RANKS_BY_CODE[code] not in ranks]
    if strangers:
        raise Refused(f'its "faces.{name}.ranks" names {strangers[0]}, a rank this deck does not have')
    return Faces(
        tuple((suit, entry.suits[suit.code]) for suit in suits),
        tuple((_RANKS_BY_CODE[code], words) for code, words in entry.ranks.items()),
    )
