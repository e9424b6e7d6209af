"""Scorzo cards in saves and moves: the printed code plus which copy it is.

The printed code (``star:7``, ``wild``) does not tell the two decks' copies
apart, but a save must put every one of the 112 cards back where it was, and
a discard names the very card that leaves the hand. So the second deck's copy
gets ``@1`` and a wild its number among its deck's six: ``star:7@1``,
``wild#3``, ``wild#5@1``.
"""

from __future__ import annotations

from game.core.codes import CardCodeError
from game.rules.scorzo.cards import ScorzoCard
from game.rules.scorzo.codes import parse_scorzo_card


def save_code(card: ScorzoCard) -> str:
    code = card.code if not card.is_wild else f"{card.code}#{card.index}"
    return code if card.copy == 0 else f"{code}@{card.copy}"


def load_code(text: str) -> ScorzoCard:
    """The card a ``save_code`` names; a bad code is a CardCodeError naming it."""
    body, _, copy_text = text.partition("@")
    code, _, index_text = body.partition("#")
    card = parse_scorzo_card(code)
    try:
        copy = int(copy_text or 0)
        index = int(index_text or 0)
        if card.is_wild:
            return ScorzoCard.wild(index, copy)
        if index_text:
            raise ValueError("only a wild has a number after #")
        return ScorzoCard(card.suit, card.number, copy)
    except ValueError as error:
        raise CardCodeError(f"{text!r} is not a saved Scorzo card ({error})") from None
