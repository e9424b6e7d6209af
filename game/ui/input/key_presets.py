"""Keyboard presets for race seats: up to four people on separate parts of one keyboard (DESIGN.md §8).

Each race game has its own presets ``keys1`` … ``keys4`` for its own actions, as data: Scrooge's
in ``assets/keys/race_presets.json``, Repezita's in ``assets/keys/repezita_presets.json``
(``RaceKeys``). A player's rebinding in settings ``key_bindings`` uses ``"<preset>.<action>"``
names for Scrooge (``"keys1.centre": "space"``), beside the solitaire table's plain action names,
so older settings files stay valid, and ``"<game>.<preset>.<action>"`` for a later game
(``"repezita.keys1.lower": "z"``). A rebinding that names no key, no preset action, or a key
another seat already holds binds nothing and says so.
"""

from __future__ import annotations

import warnings
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import TypeVar

import pygame

from game.core.decoding import BrokenAsset, one_of, printable, read_shipped_json, text
from game.core.seats import KEYBOARD_PRESETS
from game.resources import asset_path

T = TypeVar("T")

SOURCES = ("scrooge", "waste")
WORK = ("work1", "work2", "work3", "work4")
ACTIONS = (*SOURCES, *WORK, "centre", "turn", "call")
# A key as pygame names it ("right shift", "[7]", ";"): short, printable, one line; pygame is asked after.
KEY_NAME = text(30, r"^[^\x00-\x1f\ud800-\udfff]+$")


@dataclass(frozen=True)
class Binding:
    """One seat's keys: action name to key name (as pygame spells it), and key code to action."""

    preset: str
    names: dict[str, str]
    codes: dict[int, str]


def load_presets(path: Path, actions: tuple[str, ...] = ACTIONS) -> dict[str, dict[str, str]]:
    """Every preset (``keys1`` … ``keys4``), checked: each gives every action a key pygame knows, and
    no key twice; any fault is a ``BrokenAsset`` naming the file."""
    schema = dict[one_of(KEYBOARD_PRESETS), dict[one_of(actions), KEY_NAME]]
    presets = read_shipped_json(path, schema)
    for name in KEYBOARD_PRESETS:
        check_actions(path, f'its "{name}"', presets.get(name), actions)
    for name, keys in presets.items():
        unknown = [key for key in keys.values() if not is_key_name(key)]
        if unknown:
            raise BrokenAsset(path, f'its "{name}" names {printable(unknown[0])}, a key no keyboard has')
        doubled = sorted({key for key in keys.values() if list(keys.values()).count(key) > 1})
        if doubled:
            raise BrokenAsset(path, f'its "{name}" gives {printable(doubled[0])} two actions')
    return presets


def check_actions(
    path: Path, item: str, names: dict[str, str] | None, actions: tuple[str, ...] = ACTIONS
) -> None:
    """Every action needs its own key or button, or some card would be out of a seat's reach."""
    if names is None:
        raise BrokenAsset(path, f"{item} is missing")
    missing = [action for action in actions if action not in names]
    if missing:
        raise BrokenAsset(path, f"{item} has nothing for {', '.join(missing)}")


class ReadOnFirstUse(Mapping[str, T]):
    """A mapping read from a shipped file the first time it is looked into, never at import: a broken
    file then stops only the table that needs it (with a sentence), not the app's start."""

    def __init__(self, read: Callable[[], dict[str, T]]) -> None:
        self._read = read

    @cached_property
    def _content(self) -> dict[str, T]:
        return self._read()

    def __getitem__(self, key: str) -> T:
        return self._content[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._content)

    def __len__(self) -> int:
        return len(self._content)


@dataclass(frozen=True)
class RaceKeys:
    """One race game's presets: the file, the actions each preset keys, its settings prefix, and the
    words the keys screen and the controls sheet use (the set's title, each action's name)."""

    file_name: str  # in assets/keys/
    actions: tuple[str, ...]
    prefix: str = ""  # before "<preset>.<action>" in key_bindings: "" for Scrooge, "repezita." after
    title: str = "Race keys"
    action_names: tuple[tuple[str, str], ...] = ()

    def action_name(self, action: str) -> str:
        return dict(self.action_names)[action]

    @property
    def path(self) -> Path:
        return asset_path("keys", self.file_name)

    @cached_property
    def presets(self) -> dict[str, dict[str, str]]:
        """The presets, read and checked the first time a table or the keys screen asks."""
        return load_presets(self.path, self.actions)

    def key_set(self, preset: str) -> str:
        """The name the keys screen and the settings give one preset of this game (``repezita.keys1``)."""
        return f"{self.prefix}{preset}"


SCROOGE_ACTION_NAMES: dict[str, str] = {
    **{work: f"Work pile {number}" for number, work in enumerate(WORK, start=1)},
    "scrooge": "Scrooge pile",
    "waste": "Waste pile",
    "centre": "Centre (foundation)",
    "turn": "Turn stock",
    "call": "Call Scrooge!",
}
SCROOGE_KEYS = RaceKeys("race_presets.json", ACTIONS, "", "Race keys", tuple(SCROOGE_ACTION_NAMES.items()))

# Repezita (issues 7, 20): "lower"/"higher" play the card one rank from the top in one press, and
# commit as a hand does (none in the hand: the picked card goes down wrong); left/right + play reach any card.
REPEZITA_ACTIONS = ("lower", "higher", "left", "right", "play")
REPEZITA_ACTION_NAMES: dict[str, str] = {
    "lower": "Play one rank lower",
    "higher": "Play one rank higher",
    "left": "Pick the card to the left",
    "right": "Pick the card to the right",
    "play": "Play the picked card",
}
REPEZITA_KEYS = RaceKeys(
    "repezita_presets.json",
    REPEZITA_ACTIONS,
    "repezita.",
    "Repezita keys",
    tuple(REPEZITA_ACTION_NAMES.items()),
)
# Every race game's presets: the keys screen lists them all without opening a table.
RACE_GAMES: tuple[RaceKeys, ...] = (SCROOGE_KEYS, REPEZITA_KEYS)
PRESETS: Mapping[str, dict[str, str]] = ReadOnFirstUse(lambda: SCROOGE_KEYS.presets)


def key_label(name: str) -> str:
    """How a key is written on its cap: short, since it sits on a card's corner."""
    short = {"right shift": "RShift", "right ctrl": "RCtrl", "return": "Enter", "backspace": "Bksp"}
    short |= {"page up": "PgUp", "page down": "PgDn", "enter": "[Ent]", "delete": "Del", "insert": "Ins"}
    short |= {"left": "Left", "right": "Right", "up": "Up", "down": "Down"}  # the bundled font has no arrows
    return short.get(name, name.upper() if len(name) == 1 else name.title())


def preset_keys(
    preset: str, overrides: dict[str, str], game: RaceKeys = SCROOGE_KEYS
) -> tuple[dict[str, str], list[str]]:
    """A preset's keys with the player's rebindings of it, and a note for each rebinding that cannot bind.

    One reading of ``key_bindings`` for the race table and the keys screen, so both show the same keys.
    """
    keys = dict(game.presets[preset])
    notes: list[str] = []
    for setting, key_name in overrides.items():
        owner, dot, action = setting.rpartition(".")
        if not dot or owner != game.key_set(preset):
            continue  # a solitaire action, another preset's, or another game's
        if action not in game.actions:
            notes.append(f"key_bindings {setting!r}: {preset} has no action {action!r}; it binds nothing")
        elif not is_key_name(key_name):
            notes.append(f"key_bindings {setting!r}: no key is called {key_name!r}; it binds nothing")
        else:
            keys[action] = key_name
    return keys, notes


def bind_presets(
    presets: list[str], overrides: dict[str, str], game: RaceKeys = SCROOGE_KEYS
) -> tuple[list[Binding], list[str]]:
    """The bindings of the chosen presets, in order, and a note for each rebinding that was ignored.

    Two seats never share a key: the earlier seat keeps it and the later one's rebinding is dropped
    (the keys screen refuses such a rebinding; this catches hand edits of the settings file).
    """
    notes: list[str] = []
    names: list[dict[str, str]] = []
    for preset in presets:
        keys, found = preset_keys(preset, overrides, game)
        names.append(keys)
        notes += found
    bindings: list[Binding] = []
    taken: dict[int, str] = {}
    for preset, keys in zip(presets, names, strict=True):
        codes: dict[int, str] = {}
        for action, key_name in keys.items():
            code = pygame.key.key_code(key_name) if is_key_name(key_name) else None
            if code is None:
                notes.append(f"{preset} {action}: no key is called {key_name!r}; it binds nothing")
            elif code in taken or code in codes:
                owner = taken.get(code, preset)
                notes.append(f"{preset} {action}: {key_name!r} is already {owner}'s; it binds nothing")
            else:
                codes[code] = action
        taken |= dict.fromkeys(codes, preset)
        bindings.append(Binding(preset, {a: k for a, k in keys.items() if is_key_name(k)}, codes))
    return bindings, notes


def is_key_name(key_name: str) -> bool:
    """Whether pygame knows a key by this name (settings are hand-editable, so a name may be anything)."""
    with warnings.catch_warnings():  # a preset may be read before the display starts; SDL names keys anyway
        warnings.simplefilter("ignore")
        try:
            pygame.key.key_code(key_name)
        except ValueError:
            return False
    return True
