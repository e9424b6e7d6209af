"""Reading card codes typed by people (command line, saves, tests).

A bad code is an error that names the code and lists what is accepted.
"""

from __future__ import annotations

from game.core.arguments import quoted
from game.core.cards import RANK_CODES, Card, Suit

_RANKS_BY_CODE = {code: rank for rank, code in RANK_CODES.items()}
ACCEPTED = "a rank (A 2 3 4 5 6 7 8 9 10 J Q K) then a suit (S H D C), e.g. AS 10H KD 7C; or JK1, JK2"


class CardCodeError(ValueError):
    """A card code that does not name a card."""


def parse_card(code: str) -> Card:
    text = code.strip().upper()
    if text in ("JK1", "JK2"):
        return Card.joker(int(text[2]))
    rank_code, suit_code = text[:-1], text[-1:]
    rank = _RANKS_BY_CODE.get(rank_code)
    suit = next((s for s in Suit if s.value == suit_code), None)
    if rank is None or suit is None:
        raise CardCodeError(f"{quoted(code)} is not a card code: expected {ACCEPTED}")
    return Card(rank, suit)


def parse_cards(text: str) -> list[Card]:
    """Parse a space- or comma-separated list of card codes."""
    return [parse_card(code) for code in text.replace(",", " ").split()]
