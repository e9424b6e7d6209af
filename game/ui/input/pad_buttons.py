"""Which gamepad button does what at a race table: one button per action, as a key preset (DESIGN.md §8).

The map is data (``assets/keys/pad_buttons.json``), written with SDL's game-controller
button names ("a", "dpup", "leftshoulder" ...), so any pad SDL knows reads the same:
the button in the A place is "a" whatever its own label. Every pad seat uses the one map.
"""

from __future__ import annotations

import json
from pathlib import Path

import pygame

from game.resources import asset_path
from game.ui.input.key_presets import ACTIONS, Binding, check_actions

PAD_FILE = asset_path("keys", "pad_buttons.json")

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


def load_pad_buttons(path: Path = PAD_FILE, actions: tuple[str, ...] = ACTIONS) -> dict[str, str]:
    """A game's map, checked: every action has a button SDL names, and no button does two things."""
    buttons = json.loads(path.read_text(encoding="utf-8"))
    check_actions(path, "the pad map", buttons, actions)
    for action, name in buttons.items():
        if name not in BUTTONS:
            raise ValueError(
                f"{path}: {action}: no button is called {name!r}; try one of {', '.join(BUTTONS)}"
            )
    doubled = sorted({name for name in buttons.values() if list(buttons.values()).count(name) > 1})
    if doubled:
        raise ValueError(f"{path}: {', '.join(doubled)} would do two things")
    return buttons


PAD_BUTTONS = load_pad_buttons()


def pad_binding(pad: str, buttons: dict[str, str] = PAD_BUTTONS) -> Binding:
    """A pad seat's buttons as a ``Binding``, so it plays through the same ``ButtonSeat`` as keys."""
    return Binding(pad, dict(buttons), {BUTTONS[name][0]: action for action, name in buttons.items()})


def button_label(name: str) -> str:
    """How a button is written on its cap: the letter or word printed on most pads."""
    return BUTTONS[name][1] if name in BUTTONS else name.title()
