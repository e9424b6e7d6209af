"""Which gamepad button does what at a race table: one button per action, as a key preset (DESIGN.md §8).

The map is data (``assets/keys/pad_buttons.json``), written with SDL's game-controller
button names ("a", "dpup", "leftshoulder" ...), so any pad SDL knows reads the same:
the button in the A place is "a" whatever its own label. Every pad seat uses the one map.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

import pygame

from game.core.decoding import BrokenAsset, one_of, read_shipped_json
from game.resources import asset_path
from game.ui.input.key_presets import ACTIONS, Binding, ReadOnFirstUse, check_actions

# SDL's names for the game-controller buttons, with the short label drawn on a pile
BUTTONS: dict[str, tuple[int, str]] = {
    "a": (pygame.CONTROLLER_BUTTON_A, "A"),
    "b": (pygame.CONTROLLER_BUTTON_B, "B"),
    "x": (pygame.CONTROLLER_BUTTON_X, "X"),
    "y": (pygame.CONTROLLER_BUTTON_Y, "Y"),
    "back": (pygame.CONTROLLER_BUTTON_BACK, "Back"),
    "guide": (pygame.CONTROLLER_BUTTON_GUIDE, "Guide"),
    "start": (pygame.CONTROLLER_BUTTON_START, "Start"),
    "leftstick": (pygame.CONTROLLER_BUTTON_LEFTSTICK, "LS"),
    "rightstick": (pygame.CONTROLLER_BUTTON_RIGHTSTICK, "RS"),
    "leftshoulder": (pygame.CONTROLLER_BUTTON_LEFTSHOULDER, "LB"),
    "rightshoulder": (pygame.CONTROLLER_BUTTON_RIGHTSHOULDER, "RB"),
    "dpup": (pygame.CONTROLLER_BUTTON_DPAD_UP, "Up"),
    "dpdown": (pygame.CONTROLLER_BUTTON_DPAD_DOWN, "Down"),
    "dpleft": (pygame.CONTROLLER_BUTTON_DPAD_LEFT, "Left"),
    "dpright": (pygame.CONTROLLER_BUTTON_DPAD_RIGHT, "Right"),
}


def load_pad_buttons(path: Path, actions: tuple[str, ...] = ACTIONS) -> dict[str, str]:
    """A game's map, checked: every action has a button SDL names, and no button does two things; any
    fault is a ``BrokenAsset`` naming the file."""
    buttons = read_shipped_json(path, dict[one_of(actions), one_of(tuple(BUTTONS))])
    check_actions(path, "the pad map", buttons, actions)
    doubled = sorted({name for name in buttons.values() if list(buttons.values()).count(name) > 1})
    if doubled:
        raise BrokenAsset(path, f"it gives the button {', '.join(doubled)} two actions")
    return buttons


def pad_map(file_name: str, actions: tuple[str, ...] = ACTIONS) -> Mapping[str, str]:
    """The map in ``assets/keys/<file_name>``, read when a pad seat or the controls sheet first asks."""
    return ReadOnFirstUse(lambda: load_pad_buttons(asset_path("keys", file_name), actions))


PAD_BUTTONS = pad_map("pad_buttons.json")


def pad_binding(pad: str, buttons: Mapping[str, str] = PAD_BUTTONS) -> Binding:
    """A pad seat's buttons as a ``Binding``, so it plays through the same ``ButtonSeat`` as keys."""
    return Binding(pad, dict(buttons), {BUTTONS[name][0]: action for action, name in buttons.items()})


def button_label(name: str) -> str:
    """How a button is written on its cap: the letter or word printed on most pads."""
    return BUTTONS[name][1] if name in BUTTONS else name.title()
