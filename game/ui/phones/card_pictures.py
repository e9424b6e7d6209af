"""The card pictures a table's phones are sent: the same art as the big screen, twice its hand size.

A phone page shows the app's own cards (issue 24: "Cards look as the app draws them"), so the
table renders every card its phones may be shown once, as it opens, with the view's art and the
game's dressed faces, plus the back, and hands the PNG bytes to the phone layer to serve.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pygame

from game.ui.table.table_view import TableView

PHONE_SCALE = (
    2  # a phone card is this many times the table's card (virtual pixels): crisp on a phone's screen
)
BACK = "back"  # the picture every face-down card shows on a phone


def raw_picture(surface: pygame.Surface) -> tuple[int, int, bytes]:
    """The picture as raw RGBA pixels: the phone layer encodes the PNG on its own thread when a phone
    first asks (encoding every card here took a third of a second: a stalled frame)."""
    width, height = surface.get_size()
    return (width, height, pygame.image.tobytes(surface, "RGBA"))


def phone_card_size(view: TableView) -> tuple[int, int]:
    """Twice the table's card in virtual pixels: the same on every window size."""
    width, height = view.plain_layout.card_size
    return (round(width * PHONE_SCALE), round(height * PHONE_SCALE))


def card_pictures(view: TableView, state: Any, codes: Iterable[str]) -> dict[str, tuple[int, int, bytes]]:
    """Each card code's face as raw pixels (``state.load_card`` reads the code), and ``"back"``."""
    size = phone_card_size(view)
    pictures = {code: raw_picture(view.picture(state.load_card(code), True, size)) for code in codes}
    pictures[BACK] = raw_picture(view.art.back(view.back_design, size))
    return pictures
