"""Jokers in Scrooge: a joker stands for whichever card it is played as (DESIGN.md §10).

A joker is named when it is first played (``PlayJoker``, with the card's code) and
counts as that card, wherever it moves, until the round ends. Until then it is
just a joker: nothing builds on it and it cannot be moved without a name.

In a race nobody has time to pick a name, so people and bots alike let the pile
name it (``name_for_pile``): the one card a foundation takes next, an Ace of a
suit with the fewest foundations started on an empty foundation, a King on an
empty work space, else the first card that fits.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from game.core.cards import ACE, KING, Card, Suit, standard_deck
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


def started_suits(centre: Iterable[Card]) -> Counter[Suit]:
    """Foundations started per suit: the Aces among the centre's cards (as the rules see them)."""
    return Counter(card.suit for card in centre if card.rank == ACE and card.suit is not None)


def name_for_pile(rule: PileRule, pile: list[Card], started: Counter[Suit] | None = None) -> Card | None:
    """What a joker dropped on this pile is played as (``pile`` as the rules see it); None if none fits.

    An empty foundation gets the Ace whose suit has the fewest foundations started, so
    the centre spreads over the suits; an empty work space gets a King, the only card
    nothing else could be built under.
    """
    fitting = names_that_fit(rule, pile)
    if pile or len(fitting) <= 1:
        return fitting[0] if fitting else None
    if all(card.rank == ACE for card in fitting):
        counts = started or Counter()
        return min(fitting, key=lambda card: counts[card.suit])  # type: ignore[index]
    return next((card for card in fitting if card.rank == KING), fitting[0])
