"""What each person's device does at a table, for the controls overlay (issue 9, point 7).

One sheet for every table, fed by data: the words and the mouse's gestures per game family
are in ``assets/help/controls.json``; the keys are the ones the tables really read, so the
sheet cannot drift from them: the solitaire keys and the race presets after the player's
rebinding (``key_sets``), the pad maps (``pad_buttons``, ``repezita_keys``), Scorzo's hand
keys, Scroker's betting keys and the Schrum Schrum/Tač keys from their modules. Nothing
here draws; ``game.ui.menus.controls`` shows the sheet.

Race seats each have a device of their own, so each person gets a section. At a turn
table people pass one mouse and keyboard round, so people with the same controls share a
section (only a Tač caller's own key sets one apart).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from game.core.seats import GAMEPADS, KEYBOARD_PRESETS
from game.resources import asset_path
from game.ui.games.repezita import keys as repezita_keys
from game.ui.games.scorzo import keys as scorzo_keys
from game.ui.games.scroker import bets as scroker_bets
from game.ui.games.shedding import keys as shedding_keys
from game.ui.input import key_sets, pad_buttons
from game.ui.input.key_presets import SCROOGE_KEYS, RaceKeys, key_label

CONTROLS_FILE = asset_path("help", "controls.json")
FAMILIES = ("solitaire", "scrooge", "repezita", "scorzo", "scroker", "shedding")
TURN_FAMILIES = ("scorzo", "scroker", "shedding")


@dataclass(frozen=True)
class ControlRow:
    """One thing a device does: the keys or buttons ("" for a mouse gesture) and what they do."""

    keys: str
    words: str


@dataclass(frozen=True)
class SeatControls:
    """One section of the sheet: who (one seat or several), on what, and the rows."""

    who: str
    device: str
    rows: tuple[ControlRow, ...]


@dataclass(frozen=True)
class SeatPlanLike:
    """Just what the sheet needs of a seat's controller string ("human:keys1", "bot:hard", "human")."""

    controller: str

    @property
    def human(self) -> bool:
        return self.controller.split(":")[0] == "human"

    @property
    def device(self) -> str:
        kind, _, device = self.controller.partition(":")
        return device or ("mouse" if kind == "human" else "")


@cache
def controls_data() -> dict[str, Any]:
    """The words file, checked: a family missing or without mouse gestures is an error naming it."""
    data = json.loads(CONTROLS_FILE.read_text(encoding="utf-8"))
    families = data.get("families", {})
    for family in FAMILIES:
        if not families.get(family, {}).get("mouse"):
            raise ValueError(f"{CONTROLS_FILE}: family {family!r} needs its 'mouse' gestures")
    return data


def key_words(name: str) -> str:
    """A key as people read it: "Shift+Left", "Enter", "F"."""
    return "+".join(key_label(part) for part in name.split("+"))


def _family(family: str) -> dict[str, Any]:
    if family not in FAMILIES:
        raise ValueError(f"no controls for {family!r}; the families are {', '.join(FAMILIES)}")
    return controls_data()["families"][family]


def _mouse_rows(family: str) -> list[ControlRow]:
    return [ControlRow("", words) for words in _family(family)["mouse"]]


def _grouped(pairs: Sequence[tuple[str, str]]) -> list[ControlRow]:
    """Keys that do the same thing on one row ("Enter, Space"), in the order first met."""
    rows: dict[str, list[str]] = {}
    for key_name, words in pairs:
        rows.setdefault(words, []).append(key_words(key_name))
    return [ControlRow(", ".join(keys), words) for words, keys in rows.items()]


def _race_game(family: str) -> RaceKeys:
    return SCROOGE_KEYS if family == "scrooge" else repezita_keys.REPEZITA_KEYS


def _preset_rows(family: str, preset: str, bindings: dict[str, str]) -> list[ControlRow]:
    key_set = _race_game(family).key_set(preset)
    keys = key_sets.keys_of(key_set, bindings)
    return [
        ControlRow(key_sets.keys_label(keys[action]), key_sets.action_name(key_set, action))
        for action in key_sets.actions_of(key_set)
    ]


def _pad_rows(family: str) -> list[ControlRow]:
    game = _race_game(family)
    buttons = pad_buttons.PAD_BUTTONS if family == "scrooge" else repezita_keys.PAD_BUTTONS
    key_set = game.key_set(KEYBOARD_PRESETS[0])
    rows = [
        ControlRow(pad_buttons.BUTTONS[buttons[action]][1], key_sets.action_name(key_set, action))
        for action in game.actions
    ]
    extra = _family(family).get("pad_extra")
    return rows + ([ControlRow("", extra)] if extra else [])


def _turn_rows(family: str, plans: Sequence[str], seat: int) -> list[ControlRow]:
    """The keys of a turn table, for the person in ``seat``."""
    data = _family(family)
    fixed = [ControlRow(keys, words) for keys, _action, words in data.get("keys", [])]
    if family == "scorzo":
        return _grouped([(name, key.value) for name, key in scorzo_keys.DEFAULT_KEYS.items()]) + fixed
    if family == "scroker":
        bets = data["bets"]
        return _grouped([(name, bets[action]) for name, action in scroker_bets.KEYS.items()]) + fixed
    words = data["words"]
    rows = [
        *_grouped([(name, words["turn"]) for name in shedding_keys.TURN_KEYS]),
        ControlRow(key_words(shedding_keys.CENTRE_KEY), words["centre"]),
        ControlRow(f"1-{len(plans)}", words["seat"]),
        ControlRow(key_words(shedding_keys.OWN_PILE_KEY), words["own"]),
        ControlRow(key_words(shedding_keys.CANCEL_KEY), words["cancel"]),
    ]
    call = shedding_keys.call_keys([SeatPlanLike(controller) for controller in plans])[seat]  # type: ignore[misc]
    return [*rows, ControlRow(key_words(call), words["call"])]


def controls_sheet(
    family: str, plans: Sequence[str], names: Sequence[str], bindings: dict[str, str]
) -> list[SeatControls]:
    """A section for each seat a person plays (``plans``: controller strings), then what works anywhere."""
    sections: list[SeatControls] = []
    seats = [(seat, SeatPlanLike(controller)) for seat, controller in enumerate(plans)]
    people = [(seat, plan) for seat, plan in seats if plan.human]
    if family == "solitaire":
        keys = key_sets.keys_of(key_sets.SOLITAIRE, bindings)
        rows = [
            ControlRow(key_sets.keys_label(keys[action]), key_sets.action_name(key_sets.SOLITAIRE, action))
            for action in key_sets.actions_of(key_sets.SOLITAIRE)
        ]
        sections += [
            SeatControls(names[0], "mouse", tuple(_mouse_rows(family))),
            SeatControls(names[0], "keyboard", tuple(rows)),
        ]
    elif family in TURN_FAMILIES:
        shared: dict[tuple[ControlRow, ...], list[str]] = {}
        for seat, _plan in people:
            rows = (*_mouse_rows(family), *_turn_rows(family, plans, seat))
            shared.setdefault(rows, []).append(names[seat])
        for rows, who in shared.items():
            sections.append(SeatControls(", ".join(who), "mouse and keyboard, on your turn", rows))
    else:
        for seat, plan in people:
            if plan.device in KEYBOARD_PRESETS:
                rows_of = _preset_rows(family, plan.device, bindings)
                device = f"keyboard {plan.device}"
            elif plan.device in GAMEPADS:
                rows_of, device = _pad_rows(family), f"gamepad {plan.device.removeprefix('pad')}"
            else:
                rows_of, device = _mouse_rows(family), "mouse"
            sections.append(SeatControls(names[seat], device, tuple(rows_of)))
    always = tuple(ControlRow(keys, words) for keys, words in controls_data()["always"])
    return [*sections, SeatControls("Everyone", "keyboard", always)]
