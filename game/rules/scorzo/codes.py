"""Reading Scorzo card codes typed by people (command line, saves, tests).

``star:7``, ``wild``, in any case. A bad code is an error that names the code
and lists what is accepted (DESIGN.md §4), as for French cards.
"""

from __future__ import annotations

from collections import Counter

from game.core.codes import CardCodeError
from game.rules.scorzo.cards import DECKS, NUMBERS, SUITS, WILD_CODE, WILDS_PER_DECK, ScorzoCard

ACCEPTED = (
    f"a suit ({' '.join(s.code for s in SUITS)}), a colon and a number 1–10, "
    f"e.g. star:7 square:10 heart:1; or {WILD_CODE}"
)
_SUITS_BY_CODE = {suit.code: suit for suit in SUITS}


def parse_scorzo_card(code: str) -> ScorzoCard:
    """One card from its code; the first deck's copy (a wild: its first wild)."""
    text = code.strip().lower()
    if text == WILD_CODE:
        return ScorzoCard.wild()
    suit_code, colon, number_code = text.partition(":")
    suit = _SUITS_BY_CODE.get(suit_code.strip())
    number = int(number_code) if number_code.strip().isdigit() else None
    if not colon or suit is None or number not in NUMBERS:
        raise CardCodeError(f"{code!r} is not a Scorzo card code: expected {ACCEPTED}")
    return ScorzoCard(suit, number)


def parse_scorzo_cards(text: str) -> list[ScorzoCard]:
    """Parse a space- or comma-separated list of codes into distinct cards.

    Repeated codes take the next copy (and the next wild), so the result is
    cards one could hold from the two decks; more than that is an error.
    """
    seen: Counter[str] = Counter()
    cards = []
    for code in text.replace(",", " ").split():
        card = parse_scorzo_card(code)
        nth = seen[card.code]
        seen[card.code] += 1
        if card.is_wild:
            if nth >= WILDS_PER_DECK * DECKS:
                raise CardCodeError(f"the two decks hold only {WILDS_PER_DECK * DECKS} wilds, not {nth + 1}")
            card = ScorzoCard.wild(nth % WILDS_PER_DECK, nth // WILDS_PER_DECK)
        else:
            if nth >= DECKS:
                raise CardCodeError(f"the two decks hold only {DECKS} of {card.code}, not {nth + 1}")
            card = ScorzoCard(card.suit, card.number, nth)
        cards.append(card)
    return cards
