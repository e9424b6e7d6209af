"""Reading Scroker card codes typed by people (command line, saves, tests).

``lemon:E``, ``lime:K``, ``animal:M``, ``chili:E5`` (letter and peppers) and
``scroker`` for a wild, in any case (DESIGN.md §4). The deck has one of each
card, so a code that is well formed but names a card the deck lacks
(``lemon:A``) says which letters that suit has, and a hand that names a card
twice is refused.
"""

from __future__ import annotations

from functools import cache

from game.core.codes import CardCodeError
from game.core.wording import listed
from game.rules.scroker.cards import LETTERS, SUITS, WILD_CODE, ScrokerCard, Suit, standard_deck

ACCEPTED = (
    f"a suit ({' '.join(suit.code for suit in SUITS)}), a colon and a letter, "
    f"with the peppers after a chili's letter, e.g. lemon:E lime:K animal:M chili:E5; or {WILD_CODE}"
)
_SUITS_BY_CODE = {suit.code: suit for suit in SUITS}


def parse_scroker_card(code: str) -> ScrokerCard:
    """One card from its code, as the deck holds it (an Animal with its name); ``scroker``: the first wild."""
    text = code.strip().lower()
    if text == WILD_CODE:
        return ScrokerCard.wild()
    suit_code, colon, rest = text.partition(":")
    suit = _SUITS_BY_CODE.get(suit_code.strip())
    rest = rest.strip().upper()
    letter, peppers = rest[:1], rest[1:]
    well_formed = (
        colon
        and suit is not None
        and len(letter) == 1
        and letter in LETTERS
        and (peppers.isdigit() if suit is Suit.CHILI else not peppers)
    )
    if not well_formed:
        raise CardCodeError(f"{code!r} is not a Scroker card code: expected {ACCEPTED}")
    assert suit is not None
    wanted = (suit, letter, int(peppers) if peppers else 0)
    deck = standard_deck()
    for card in deck.cards:
        if (card.suit, card.letter, card.peppers) == wanted:
            return card
    raise CardCodeError(f"{code!r} is not a card in the Scroker deck: {_suit_holds(suit)}")


def parse_scroker_cards(text: str) -> list[ScrokerCard]:
    """Parse a space- or comma-separated list of codes into distinct cards.

    A repeated ``scroker`` takes the second wild; any other card named twice is
    an error, since the deck has one of each.
    """
    cards: list[ScrokerCard] = []
    wilds = 0
    for code in text.replace(",", " ").split():
        card = parse_scroker_card(code)
        if card.is_wild:
            if wilds >= standard_deck().wilds:
                raise CardCodeError(f"the Scroker deck holds only {standard_deck().wilds} wild cards")
            card = ScrokerCard.wild(wilds)
            wilds += 1
        elif card in cards:
            raise CardCodeError(f"{card.code} is listed twice; the Scroker deck has one of each card")
        cards.append(card)
    return cards


def _suit_holds(suit: Suit) -> str:
    """'the Lemons are C D E …' (Chili Peppers with their peppers: A1 A2 …)."""
    cards = [card for card in standard_deck().cards if card.suit is suit]
    if suit is Suit.CHILI:
        names = " ".join(card.code.partition(":")[2] for card in cards)
    else:
        names = " ".join(sorted(card.letter for card in cards))
    return f"the {suit.title} are {names}"


@cache
def say_names(names: tuple[str, ...]) -> str:
    """Ruling or wild names as a dealer says them: 'Lemons', 'Chili E's', 'Lemon S and Lime S'.

    A suit is its title; all the cards of one suit and letter named together (``chili:E5`` …
    ``chili:E1``) are that letter's plural, as in the seed's "Chili Pepper E's rule"; any other card
    is its short name. Raises CardCodeError for a name that is neither a suit nor a card. Remembered:
    the status line says the dealer's call every frame.
    """
    named = [(name, None if name in _SUITS_BY_CODE else parse_scroker_card(name)) for name in names]
    cards = {card for _, card in named if card is not None}
    said: list[str] = []
    for name, card in named:
        if card is None:
            said.append(_SUITS_BY_CODE[name].title)
            continue
        kin = [
            other for other in standard_deck().cards if (other.suit, other.letter) == (card.suit, card.letter)
        ]
        if len(kin) > 1 and cards.issuperset(kin):
            plural = f"{card.short_name.split()[0]} {card.letter}'s"
            if plural not in said:
                said.append(plural)
        else:
            said.append(card.short_name)
    return listed(said)
