"""Repezita's keys and pad buttons: any card of a hand in at most two presses (DESIGN.md §8, issue 7).

Five actions per seat. ``lower`` and ``higher`` play a card one rank below or above the
centre's top as the seat saw it (on an empty centre, an Ace; after a stall clear, the
picked card), so every fitting card is one press. ``left`` and ``right`` move the seat's
pick marker across its hand and ``play`` plays the picked card, whatever it is: a person
may play a wrong card and take the pile up, as at a real table. The keys are data:
``assets/keys/repezita_presets.json`` (``keys1`` … ``keys4`` on separate parts of one
keyboard) and ``assets/keys/repezita_pad_buttons.json`` (one map for every pad seat).
"""

from __future__ import annotations

from collections.abc import Callable

from game.ui.input.key_presets import REPEZITA_ACTIONS
from game.ui.input.pad_buttons import pad_map

# The key presets and the actions' names are shared input data (``input/key_presets.py``): the keys
# screen in Settings lists them without opening this table. The pad map is this table's own.
PAD_BUTTONS = pad_map("repezita_pad_buttons.json", REPEZITA_ACTIONS)


def keys_lines(names: dict[str, str], write: Callable[[str], str]) -> list[str]:
    """A seat's keys as its strip says them, longest first: "S lower  W higher  A/D pick  E play".

    The short form ("S -1 W +1 A/D E play") has no double spaces, so a strip with no room
    for it drops it whole rather than lose the play key.
    """
    lower, higher, play = write(names["lower"]), write(names["higher"]), write(names["play"])
    pick = f"{write(names['left'])}/{write(names['right'])}"
    return [
        f"{lower} lower  {higher} higher  {pick} pick  {play} play",
        f"{lower} -1 {higher} +1 {pick} {play} play",
    ]
