"""`python main.py eval scroker --hand "animal:M animal:O …"`: a hand's category, its words, and why.

Options (``--options``) are the dealer's in Dealer's Choice: ``hot=1`` (chili
peppers are hot), ``ruling=lemon`` or ``ruling=chili:E5`` (a ruling suit or
card; several joined by ``+``), ``wilds=lemon:E`` (designated wilds, ``+``
between), ``hot_n_sour=0|1|2`` (chili vowels allowed in a word), ``mixing=1``
(Mixing the Juice). A hand is 4 to 7 cards: five dealt, seven in Longhorn
Stud (the best five count), Spit's four with the shared card.
"""

from __future__ import annotations

import json
import sys
from typing import Any

from game.commands.options import parse_options
from game.core.arguments import quoted
from game.core.codes import CardCodeError
from game.rules.scroker.cards import ScrokerCard
from game.rules.scroker.codes import parse_scroker_cards
from game.rules.scroker.hands import HandRules, HandValue, evaluate, may_open

FEWEST, MOST = 2, 7
OPTION_NAMES = ("hot", "ruling", "wilds", "hot_n_sour", "mixing")


def hand_rules(options: dict[str, Any]) -> HandRules:
    """The dealer's options as typed; an unknown one is a ValueError naming the accepted ones."""
    unknown = sorted(set(options) - set(OPTION_NAMES))
    if unknown:
        raise ValueError(
            f"unknown Scroker option {quoted(unknown[0])}; the options are {', '.join(OPTION_NAMES)}"
        )

    def names(key: str) -> tuple[str, ...]:
        return tuple(part.strip().lower() for part in str(options.get(key, "")).split("+") if part.strip())

    limit = options.get("hot_n_sour")
    if limit is not None and str(limit) not in ("0", "1", "2"):
        raise ValueError(f"hot_n_sour takes 0, 1 or 2 chili vowels a word, not {quoted(str(limit))}")
    return HandRules(
        hot_peppers=str(options.get("hot", "0")) in ("1", "true", "yes"),
        ruling=names("ruling"),
        wilds=names("wilds"),
        hot_n_sour_limit=None if limit is None else int(limit),
        mixing_the_juice=str(options.get("mixing", "0")) in ("1", "true", "yes"),
    )


def run_scroker(hand_text: str, options_text: str, as_json: bool) -> int:
    try:
        rules = hand_rules(parse_options(options_text))
        hand = parse_scroker_cards(hand_text)
        if not FEWEST <= len(hand) <= MOST:
            raise ValueError(
                f"a Scroker hand is {FEWEST} to {MOST} cards (five dealt, seven in Longhorn Stud)"
            )
    except (ValueError, CardCodeError) as error:
        print(f"cardtable: {error}", file=sys.stderr)
        return 2
    found = evaluate(hand, rules)
    print(json.dumps(_as_json(hand, found, rules), indent=1) if as_json else _as_text(hand, found, rules))
    return 0


def _codes(cards: tuple[ScrokerCard, ...] | list[ScrokerCard]) -> str:
    return " ".join(card.code for card in cards) or "-"


def _as_text(hand: list[ScrokerCard], found: HandValue, rules: HandRules) -> str:
    lines = [f"hand      {_codes(hand)}", f"category  {found.category.title}"]
    for word in found.words:
        how = " (hot-'n'-sour)" if word.hot_n_sour else ""
        wilds = f" ({word.wilds} wild)" if word.wilds else ""
        lines.append(f"word      {word.text.upper()}: {_codes(word.cards)}{how}{wilds}")
    if not found.words:
        lines.append(
            "word      none" if found.category.name == "SCUM" else "word      none needed (five of one suit)"
        )
    lines.append(f"played    {_codes(found.cards)}")
    unnatural = "no: a wild or a hot-'n'-sour word ranks below a natural hand"
    lines.append(f"natural   {'yes' if found.natural else unnatural}")
    if rules.hot_peppers:
        lines.append(f"peppers   {found.peppers} (chili peppers are hot: they decide before the high card)")
    lines.append(
        f"ties by   {_codes(found.high_cards)} (highest first; wilds and hot-'n'-sour vowels never count)"
    )
    cannot = "no: opening takes two Animals or a three-letter word"
    lines.append(f"may open  {'yes' if may_open(hand, rules) else cannot}")
    return "\n".join(lines)


def _as_json(hand: list[ScrokerCard], found: HandValue, rules: HandRules) -> dict[str, Any]:
    return {
        "game": "scroker",
        "hand": [card.code for card in hand],
        "category": found.category.title,
        "words": [
            {
                "text": w.text.upper(),
                "cards": [c.code for c in w.cards],
                "hot_n_sour": w.hot_n_sour,
                "wilds": w.wilds,
            }
            for w in found.words
        ],
        "played": [card.code for card in found.cards],
        "natural": found.natural,
        "peppers": found.peppers,
        "high_cards": [card.code for card in found.high_cards],
        "may_open": may_open(hand, rules),
    }
