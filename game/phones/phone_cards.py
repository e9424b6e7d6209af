"""A card as a phone is shown it: its save code, the PNG the app serves for it, and its words.

The phone page draws nothing itself: it shows the PNG the app rendered with the table's own
card art (``GET /cards/<code>.png``), and says the card's name where a picture is not enough
(a button "Discard 7 of Stars"). The code is quoted into the address, since codes hold ":", "#"
and "@".
"""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

CARD_PATH = "/cards/"


def card_image(code: str) -> str:
    """The address of a card's picture on the phone server: ``/cards/star%3A7%401.png``."""
    return f"{CARD_PATH}{quote(code, safe='')}.png"


def card_entry(
    code: str, name: str, *, letter: str | None = None, wild: bool = False, group: int | None = None
) -> dict[str, Any]:
    """One CARD of the contract: ``group`` is a Scorzo meld band (None: loose or no melds)."""
    return {
        "code": code,
        "image": card_image(code),
        "name": name,
        "letter": letter,
        "wild": wild,
        "group": group,
    }
