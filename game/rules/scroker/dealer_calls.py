"""The ruling and wild calls a Dealer's Choice dealer is offered (``assets/decks/scroker_calls.json``).

Seed 003's dealer may "name a ruling card or set of cards" ("Chili Pepper E's rule", "Lemons rule")
and "designate wild cards" (two or fewer "for more serious games"). The rules accept any such call;
which ones the choice screen offers is data, so a table can add its favourites. A broken file costs
only these calls: the screen says what is wrong and still deals the game and its other options.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Annotated

import msgspec

from game.core.codes import CardCodeError
from game.core.decoding import BrokenAsset, Refused, Text, read_shipped_json, text, whole
from game.resources import asset_path
from game.rules.scroker.cards import SUITS
from game.rules.scroker.codes import parse_scroker_card, say_names
from game.rules.scroker.variants import MOST_DESIGNATED_WILDS

CALLS_FILE = ("decks", "scroker_calls.json")
CALLS_FORMAT = 1


_NAME = text(20, r"^[a-z]+(:[A-Z][0-9]?)?$")  # a suit or a card code; checked against the deck after
_CALL = Annotated[list[_NAME], msgspec.Meta(min_length=1, max_length=52)]


class CallsFile(msgspec.Struct, forbid_unknown_fields=True):
    """The schema of ``assets/decks/scroker_calls.json``: lists of suit names and card codes."""

    format: whole(CALLS_FORMAT, CALLS_FORMAT)
    ruling: Annotated[list[_CALL], msgspec.Meta(max_length=100)]
    wilds: Annotated[list[_CALL], msgspec.Meta(max_length=100)]
    about: Text = ""


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
    """The calls in the shipped file (read once); ``BrokenAsset`` names the file and the fault."""
    return read_calls_file(asset_path(*CALLS_FILE))


def read_calls_file(path: Path) -> DealerCalls:
    """Read and check one calls file; any fault is a ``BrokenAsset`` naming ``path``."""
    document = read_shipped_json(path, CallsFile)
    try:
        return read_calls(document)
    except BrokenAsset:  # another file this one leans on (the deck, for its card codes)
        raise
    except Refused as error:  # a code that is not a card of the deck, a suit named wild
        raise BrokenAsset(path, str(error)) from None


def read_calls(document: CallsFile) -> DealerCalls:
    """Check a calls document: suits may only rule, wilds are at most two cards, every code a card."""
    ruling = _calls(document.ruling, "ruling", suits_allowed=True, most=None)
    wilds = _calls(document.wilds, "wilds", suits_allowed=False, most=MOST_DESIGNATED_WILDS)
    return DealerCalls(ruling, wilds)


def _calls(
    calls: list[list[str]], key: str, suits_allowed: bool, most: int | None
) -> tuple[tuple[str, ...], ...]:
    suits = {suit.code for suit in SUITS}
    for number, call in enumerate(calls):
        place = f'its "{key}[{number}]"'
        if most is not None and len(call) > most:
            raise Refused(f"{place} names more than {most} cards")
        if len(set(call)) != len(call):
            raise Refused(f"{place} names a card twice")
        for name in call:
            if name in suits:
                if suits_allowed:
                    continue
                raise Refused(f"{place} names the suit {name}; a suit may rule but only cards are wild")
            try:
                card = parse_scroker_card(name)
            except CardCodeError as error:
                raise Refused(f"{place}: {error}") from None
            if card.is_wild:
                raise Refused(f"{place} names the [Scroker] wild itself, not a card")
    return tuple(tuple(call) for call in calls)
