"""What each person's device does at a table, for the controls overlay (issue 9, point 7).

One sheet for every table, fed by data: the words and the mouse's gestures per game family
are in ``assets/help/controls.json``; the keys are the ones the tables really read, so the
sheet cannot drift from them. The pieces are here; each game's kit puts its sheet together
from them (``GameKit.controls``): a race table's section per person from the presets after
the player's rebinding (``race_sheet``), a turn table's shared sections from the keys its
table reads (``turn_sheet``). Nothing here draws; ``game.ui.menus.controls`` shows the sheet.

Race seats each have a device of their own, so each person gets a section. At a turn
table people pass one mouse and keyboard round, so people with the same controls share a
section (only a Tač caller's own key sets one apart).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Annotated, Any

import msgspec

from game.core.decoding import BrokenAsset, Text, one_of, read_shipped_json, text
from game.core.seats import GAMEPADS, KEYBOARD_PRESETS
from game.resources import asset_path
from game.ui.input import key_sets
from game.ui.input.key_presets import RaceKeys, key_label
from game.ui.input.pad_buttons import BUTTONS

CONTROLS_FILE = ("help", "controls.json")
FAMILIES = ("solitaire", "scrooge", "repezita", "scorzo", "scroker", "shedding")  # the game packages
_KEYS = text(40, r"^[^\x00-\x1f\ud800-\udfff]+$")  # "Shift+Left", "1-8", "Enter, Space"
_WORDS = text(200)
_NAME = text(40, r"^[a-z][a-z0-9_ ]*$")  # an action the table reads ("more 10")


class FamilyWords(msgspec.Struct, forbid_unknown_fields=True):
    """One family's words: the mouse's gestures, keys its handler reads, and named actions' words."""

    mouse: Annotated[list[_WORDS], msgspec.Meta(min_length=1, max_length=20)]
    keys: Annotated[list[tuple[_KEYS, _NAME, _WORDS]], msgspec.Meta(max_length=40)] = []
    pad_extra: _WORDS = ""
    buttons_extra: _WORDS = ""  # after a keyboard or pad seat's keys: what they do beyond their names
    bets: Annotated[dict[_NAME, _WORDS], msgspec.Meta(max_length=40)] = {}
    words: Annotated[dict[_NAME, _WORDS], msgspec.Meta(max_length=40)] = {}


class ControlsFile(msgspec.Struct, forbid_unknown_fields=True):
    """The schema of ``assets/help/controls.json``."""

    families: Annotated[dict[one_of(FAMILIES), FamilyWords], msgspec.Meta(min_length=1)]
    always: Annotated[list[tuple[_KEYS, _WORDS]], msgspec.Meta(min_length=1, max_length=20)]
    about: Text = ""


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

    @property
    def at_screen(self) -> bool:
        """A person at the screen, not on a phone (whose controls are the phone's page)."""
        return self.human and self.device != "phone"


@cache
def controls_data() -> dict[str, Any]:
    """The words file, checked against ``ControlsFile``: every family has its mouse gestures; any
    fault is a ``BrokenAsset`` naming the file (the controls overlay then says so)."""
    path = asset_path(*CONTROLS_FILE)
    document = read_shipped_json(path, ControlsFile)
    missing = [family for family in FAMILIES if family not in document.families]
    if missing:
        raise BrokenAsset(path, f'its "families" has no words for {missing[0]}')
    return msgspec.to_builtins(document)


def key_words(name: str) -> str:
    """A key as people read it: "Shift+Left", "Enter", "F"."""
    return "+".join(key_label(part) for part in name.split("+"))


def family_words(family: str) -> dict[str, Any]:
    """One family's words from the file (every family the file must have is checked on reading)."""
    return controls_data()["families"][family]


def family_section(family: str, section: str, names: Sequence[str]) -> dict[str, str]:
    """One family's words for ``names`` in ``section`` ("bets", "words"); a name the file lacks is a
    ``BrokenAsset``, so the sheet never opens with a hole in it."""
    words = family_words(family)[section]
    missing = [name for name in names if name not in words]
    if missing:
        raise BrokenAsset(
            asset_path(*CONTROLS_FILE), f'its "families.{family}.{section}" has no "{missing[0]}"'
        )
    return words


def mouse_rows(family: str) -> list[ControlRow]:
    return [ControlRow("", words) for words in family_words(family)["mouse"]]


def grouped(pairs: Sequence[tuple[str, str]]) -> list[ControlRow]:
    """Keys that do the same thing on one row ("Enter, Space"), in the order first met."""
    rows: dict[str, list[str]] = {}
    for key_name, words in pairs:
        rows.setdefault(words, []).append(key_words(key_name))
    return [ControlRow(", ".join(keys), words) for words, keys in rows.items()]


def fixed_rows(family: str) -> list[ControlRow]:
    """The keys a table's handler reads directly, as the file words them ('keys': key, action, words)."""
    return [ControlRow(keys, words) for keys, _action, words in family_words(family).get("keys", [])]


def key_set_rows(key_set: str, bindings: dict[str, str]) -> list[ControlRow]:
    """Each action of a key set (the solitaire keys, one race preset) on the keys it has now."""
    keys = key_sets.keys_of(key_set, bindings)
    return [
        ControlRow(key_sets.keys_label(keys[action]), key_sets.action_name(key_set, action))
        for action in key_sets.actions_of(key_set)
    ]


def pad_rows(family: str, game: RaceKeys, buttons: Mapping[str, str]) -> list[ControlRow]:
    key_set = game.key_set(KEYBOARD_PRESETS[0])
    rows = [
        ControlRow(BUTTONS[buttons[action]][1], key_sets.action_name(key_set, action))
        for action in game.actions
    ]
    extra = family_words(family).get("pad_extra")
    return rows + ([ControlRow("", extra)] if extra else [])


Sheet = Callable[[Sequence[str], Sequence[str], dict[str, str]], list[SeatControls]]


def with_always(sections: list[SeatControls]) -> list[SeatControls]:
    """The sections, then what works at every table."""
    always = tuple(ControlRow(keys, words) for keys, words in controls_data()["always"])
    return [*sections, SeatControls("Everyone", "keyboard", always)]


def race_sheet(family: str, game: RaceKeys, buttons: Mapping[str, str]) -> Sheet:
    """A race table's sheet: a section for each person, on their own keys, pad or the mouse."""

    def sheet(plans: Sequence[str], names: Sequence[str], bindings: dict[str, str]) -> list[SeatControls]:
        sections: list[SeatControls] = []
        for seat, controller in enumerate(plans):
            plan = SeatPlanLike(controller)
            if not plan.human:
                continue
            extra = family_words(family).get("buttons_extra")
            if plan.device in KEYBOARD_PRESETS:
                rows = key_set_rows(game.key_set(plan.device), bindings) + (
                    [ControlRow("", extra)] if extra else []
                )
                device = f"keyboard {plan.device}"
            elif plan.device in GAMEPADS:
                rows = pad_rows(family, game, buttons) + ([ControlRow("", extra)] if extra else [])
                device = f"gamepad {plan.device.removeprefix('pad')}"
            else:
                rows, device = mouse_rows(family), "mouse"
            sections.append(SeatControls(names[seat], device, tuple(rows)))
        return with_always(sections)

    return sheet


def turn_sheet(family: str, seat_rows: Callable[[Sequence[str], int], list[ControlRow]]) -> Sheet:
    """A turn table's sheet: people with the same controls share a section (``seat_rows``: a seat's keys)."""

    def sheet(plans: Sequence[str], names: Sequence[str], bindings: dict[str, str]) -> list[SeatControls]:
        shared: dict[tuple[ControlRow, ...], list[str]] = {}
        for seat, controller in enumerate(plans):
            if SeatPlanLike(controller).at_screen:
                rows = (*mouse_rows(family), *seat_rows(plans, seat), *fixed_rows(family))
                shared.setdefault(rows, []).append(names[seat])
        sections = [
            SeatControls(", ".join(who), "mouse and keyboard, on your turn", rows)
            for rows, who in shared.items()
        ]
        return with_always(sections)

    return sheet
