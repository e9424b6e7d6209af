"""The ruling and wild calls a Dealer's Choice dealer is offered (``assets/decks/scroker_calls.json``).

Seed 003's dealer may "name a ruling card or set of cards" ("Chili Pepper E's rule", "Lemons rule")
and "designate wild cards" (two or fewer "for more serious games"). The rules accept any such call;
which ones the choice screen offers is data, so a table can add its favourites. A broken file costs
only these calls: the screen says what is wrong and still deals the game and its other options.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from game.core.codes import CardCodeError
from game.resources import asset_path
from game.rules.scroker.cards import SUITS
from game.rules.scroker.codes import parse_scroker_card, say_names
from game.rules.scroker.variants import MOST_DESIGNATED_WILDS

CALLS_FILE = ("decks", "scroker_calls.json")
CALLS_FORMAT = 1


class CallsFileError(ValueError):
    """The calls file is missing or says something the rules cannot take."""


@dataclass(frozen=True)
class DealerCalls:
    """The offered calls: each a tuple of names (suits or card codes), in the order offered."""

    ruling: tuple[tuple[str, ...], ...]
    wilds: tuple[tuple[str, ...], ...]

    @staticmethod
    def say(call: tuple[str, ...]) -> str:
        """'none', 'Lemons', 'Chili E's', 'Lemon S and Lime S'."""
        return say_names(call) if call else "none"


@cache
def dealer_calls() -> DealerCalls:
    """The calls in the shipped file (read once); CallsFileError names the file and the fault."""
    return read_calls_file(asset_path(*CALLS_FILE))


def read_calls_file(path: Path) -> DealerCalls:
    """Read and check one calls file; any fault is a CallsFileError naming ``path``."""
    try:
        return read_calls(json.loads(path.read_text(encoding="utf-8")))
    except OSError as error:
        raise CallsFileError(f"{path}: cannot read the dealer's calls ({error.strerror or error})") from error
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise CallsFileError(f"{path}: the dealer's calls are not valid JSON ({error})") from error
    except CallsFileError as error:
        raise CallsFileError(f"{path}: {error}") from None


def read_calls(document: Any) -> DealerCalls:
    """Check a calls document: suits may only rule, wilds are at most two cards, every code a card."""
    if not isinstance(document, dict) or document.get("format") != CALLS_FORMAT:
        raise CallsFileError(f'expected an object with "format": {CALLS_FORMAT}')
    ruling = _calls(document, "ruling", suits_allowed=True, most=None)
    wilds = _calls(document, "wilds", suits_allowed=False, most=MOST_DESIGNATED_WILDS)
    return DealerCalls(ruling, wilds)


def _calls(document: dict, key: str, suits_allowed: bool, most: int | None) -> tuple[tuple[str, ...], ...]:
    calls = document.get(key)
    if not isinstance(calls, list) or not all(
        isinstance(call, list) and call and all(isinstance(name, str) for name in call) for call in calls
    ):
        raise CallsFileError(f"{key!r} must be a list of non-empty lists of names")
    suits = {suit.code for suit in SUITS}
    for call in calls:
        if most is not None and len(call) > most:
            raise CallsFileError(f"{key}: {call} names more than {most} cards")
        if len(set(call)) != len(call):
            raise CallsFileError(f"{key}: {call} names a card twice")
        for name in call:
            if name in suits:
                if suits_allowed:
                    continue
                raise CallsFileError(f"{key}: {name!r} is a suit; a suit may rule but only cards are wild")
            try:
                card = parse_scroker_card(name)
            except CardCodeError as error:
                raise CallsFileError(f"{key}: {error}") from None
            if card.is_wild:
                raise CallsFileError(f"{key}: {name!r} is the [Scroker] wild itself, not a card to name")
    return tuple(tuple(call) for call in calls)
