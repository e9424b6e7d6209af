"""Jokers in Scrooge: a joker stands for whichever card it is played as (DESIGN.md §10).

A joker is named when it is first played (``PlayJoker``, with the card's code) and
counts as that card, wherever it moves, until the round ends. Until then it is
just a joker: nothing builds on it and it cannot be moved without a name.
"""

from __future__ import annotations

from game.core.cards import Card, standard_deck
from game.core.codes import CardCodeError, parse_card
from game.core.piles import PileRule

NAMEABLE = tuple(standard_deck())


def named_card(code: str) -> Card | str:
    """The card a joker is played as, or the reason ``code`` names none."""
    try:
        card = parse_card(code)
    except CardCodeError as error:
        return str(error)
    if card.is_joker:
        return "a joker must be played as a card, not as a joker"
    return card


def names_that_fit(rule: PileRule, pile: list[Card]) -> list[Card]:
    """Every card a joker could be played as onto this pile."""
    return [card for card in NAMEABLE if rule.accepts(pile, [card])]
