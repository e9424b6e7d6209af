"""Which key each action of a key set holds, and whether a key may be given to an action (DESIGN.md §8).

A key set is the solitaire table's keys or one race game's preset (Scrooge's ``keys1`` … ``keys4``,
Repezita's ``repezita.keys1`` …). The keys screen
asks here before it changes ``key_bindings``, so the rule lives in one place and nothing here draws:
a race key must be free in every preset of its game, since four people may play at once on one keyboard; a
solitaire key must be free among the solitaire actions; keys the app keeps (Esc, F11) are never
given out.
"""

from __future__ import annotations

import pygame

from game.core.seats import KEYBOARD_PRESETS
from game.ui.input.key_presets import RACE_GAMES, RaceKeys, is_key_name, key_label, preset_keys
from game.ui.input.keymap import DEFAULT_ACTIONS, KeyMap

SOLITAIRE = "solitaire"
KEY_SETS: tuple[str, ...] = (
    SOLITAIRE,
    *(game.key_set(preset) for game in RACE_GAMES for preset in KEYBOARD_PRESETS),
)

# Keys no set may take: the app acts on them before any table sees them, or every table needs them.
RESERVED: dict[str, str] = {
    "escape": "cancelling and the menu",
    "f11": "full screen",
    "f1": "the rules at every table",
    "f2": "the controls at every table",
}
# Solitaire actions that stay on their key: Esc is the one way back to the menu from every screen.
FIXED: frozenset[str] = frozenset({"menu"})

SOLITAIRE_NAMES: dict[str, str] = {
    "left": "Cursor left",
    "right": "Cursor right",
    "up": "Cursor up",
    "down": "Cursor down",
    "pick": "Pick up / put down",
    "home": "Send to foundation",
    "undo": "Undo",
    "redo": "Redo",
    "restart": "Restart deal",
    "new": "New deal",
    "hint": "Hint",
    "finish": "Finish",
    "rules": "Rules",
    "menu": "Cancel / menu",
}


def race_preset(key_set: str) -> tuple[RaceKeys, str]:
    """The race game and the preset a key set names (``repezita.keys2``: Repezita's keys2)."""
    for game in RACE_GAMES:
        for preset in KEYBOARD_PRESETS:
            if game.key_set(preset) == key_set:
                return game, preset
    raise ValueError(f"no key set is called {key_set!r}; the sets are {', '.join(KEY_SETS)}")


def set_title(key_set: str) -> str:
    """How the keys screen names a set: "Solitaire", "Race keys 1 (keys1)", "Repezita keys 1 (keys1)"."""
    if key_set == SOLITAIRE:
        return "Solitaire"
    game, preset = race_preset(key_set)
    return f"{game.title} {preset.removeprefix('keys')} ({preset})"


def actions_of(key_set: str) -> tuple[str, ...]:
    return tuple(a.name for a in DEFAULT_ACTIONS) if key_set == SOLITAIRE else race_preset(key_set)[0].actions


def action_name(key_set: str, action: str) -> str:
    if key_set == SOLITAIRE:
        return SOLITAIRE_NAMES[action]
    return race_preset(key_set)[0].action_name(action)


def keys_of(key_set: str, overrides: dict[str, str]) -> dict[str, tuple[str, ...]]:
    """Each action's keys now, read the way the tables read them (a solitaire action may have two)."""
    if key_set == SOLITAIRE:
        return {action.name: action.keys for action in KeyMap(overrides).actions}
    game, preset = race_preset(key_set)
    return {action: (key_name,) for action, key_name in preset_keys(preset, overrides, game)[0].items()}


def keys_label(key_names: tuple[str, ...]) -> str:
    return ", ".join(key_label(key_name) for key_name in key_names)


def is_fixed(key_set: str, action: str) -> bool:
    return key_set == SOLITAIRE and action in FIXED


def holder(key_set: str, action: str, key_name: str, overrides: dict[str, str]) -> tuple[str, str] | None:
    """The (set, action) other than this one that holds the key where both could be pressed at once."""
    code = pygame.key.key_code(key_name)
    if key_set == SOLITAIRE:
        rivals: tuple[str, ...] = (SOLITAIRE,)
    else:  # one game's seats play at once; another game's keys are never pressed beside them
        game = race_preset(key_set)[0]
        rivals = tuple(game.key_set(preset) for preset in KEYBOARD_PRESETS)
    for rival in rivals:
        for other, names in keys_of(rival, overrides).items():
            if (rival, other) == (key_set, action):
                continue
            if any(is_key_name(name) and pygame.key.key_code(name) == code for name in names):
                return rival, other
    return None


def refusal(key_set: str, action: str, key_name: str, overrides: dict[str, str]) -> str | None:
    """Why the key may not go to the action ("D is keys1's Centre (foundation)"), or None if it may."""
    label = key_label(key_name)
    if is_fixed(key_set, action):
        return f"{action_name(key_set, action)} always stays on {key_label('escape')}"
    if not key_name or not is_key_name(key_name):
        return "That key has no name the settings file can keep"
    for reserved, why in RESERVED.items():
        if (key_set, action, reserved) == (SOLITAIRE, "rules", "f1"):
            continue  # the solitaire table's own Rules key is F1 by default
        if pygame.key.key_code(reserved) == pygame.key.key_code(key_name):
            return f"{label} is kept for {why}"
    taken = holder(key_set, action, key_name, overrides)
    if taken is None:
        return None
    owner, other = taken
    whose = "the solitaire table" if owner == SOLITAIRE else owner
    return f"{label} is {whose}'s {action_name(owner, other)}"


def setting_name(key_set: str, action: str) -> str:
    """The action's name in ``key_bindings``: plain for solitaire, "<preset>.<action>" for a race set."""
    return action if key_set == SOLITAIRE else f"{key_set}.{action}"


def rebound(key_set: str, action: str, key_name: str, overrides: dict[str, str]) -> dict[str, str]:
    """``overrides`` with the action on ``key_name`` (call ``refusal`` first); a default needs no entry."""
    changed = dict(overrides)
    setting = setting_name(key_set, action)
    default = keys_of(key_set, {})[action]
    if default == (key_name,):
        changed.pop(setting, None)
    else:
        changed[setting] = key_name
    return changed


def reset(key_set: str, overrides: dict[str, str]) -> dict[str, str]:
    """``overrides`` without any rebinding of this set's actions; other sets' are kept."""
    mine = {setting_name(key_set, action) for action in actions_of(key_set)}
    if key_set != SOLITAIRE:
        mine |= {setting for setting in overrides if setting.startswith(f"{key_set}.")}
    return {setting: key_name for setting, key_name in overrides.items() if setting not in mine}
