"""What a player sets (looks, motion, window, keys), kept in settings.json.

Each setting is read on its own: a bad value (a hand edit, an older build's mistake) costs only
that setting, which falls back to its default with a message naming it; the others are kept.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass, field, fields
from datetime import datetime
from pathlib import Path
from typing import Annotated, Any

import msgspec

from game.core.decoding import Refused, convert, number, one_of, printable, shown_path, whole
from game.core.window_limits import LARGEST_WINDOW, SMALLEST_WINDOW
from game.storage.json_store import Document, JsonStore, load_message
from game.storage.paths import data_dir

FILE_NAME = "settings.json"
SETTINGS_VERSION = 1

CARD_BACK_COUNT = 6
TABLE_COLOURS = ("green", "blue", "red", "grey")
SLOWEST_ANIMATION, FASTEST_ANIMATION = 0.25, 4.0
TEXT_SCALES = (1.0, 1.25, 1.5)  # text size: normal, large, larger
DEAL_DIFFICULTIES = ("any", "easy", "medium", "hard")  # what Scotch's New deal offers, first by default


@dataclass
class Settings:
    """Everything the options screen changes. `key_bindings` maps an action to a pygame key name
    ("space", "left shift"); empty means the built-in keys. Key names are checked by the UI, which
    has pygame; storage only checks that they are text."""

    card_back: int = 0
    four_colour: bool = False
    large_indices: bool = False
    animation_speed: float = 1.0
    reduced_motion: bool = False
    fullscreen: bool = False
    window_size: tuple[int, int] = (1280, 720)
    table_colour: str = "green"
    confirm_new_deal: bool = True
    winnable_indicator: bool = False  # say at the table whether the position can still be won
    winnable_deals_only: bool = False  # random deals only from numbers the solver proved winnable
    safe_cards_home: bool = True  # Scotch sends a card home by itself once it can never be needed
    deal_difficulty: str = "any"  # the Scotch New deal chooser's last choice (docs/scotch-difficulty.md)
    key_bindings: dict[str, str] = field(default_factory=dict)
    # --- sound (issue 9): effects volume 0..1, and mute, which keeps the volume for unmuting
    sound_volume: float = 0.8
    sound_muted: bool = False
    # accessibility: black-and-white cards with large indices on a black table; text size for menus and HUD
    high_contrast: bool = False
    text_scale: float = 1.0


LONGEST_KEY_NAME = 40  # characters of an action's or a key's name in key_bindings
MOST_KEY_BINDINGS = 200

# What each setting may hold (the trust boundary's types, game/core/decoding.py); one line per setting,
# but key_bindings, read an entry at a time by ``_key_bindings``.
_SCHEMA: dict[str, Any] = {
    "card_back": whole(0, CARD_BACK_COUNT - 1),
    "four_colour": bool,
    "large_indices": bool,
    "animation_speed": number(SLOWEST_ANIMATION, FASTEST_ANIMATION),
    "reduced_motion": bool,
    "fullscreen": bool,
    "window_size": tuple[
        whole(SMALLEST_WINDOW[0], LARGEST_WINDOW[0]), whole(SMALLEST_WINDOW[1], LARGEST_WINDOW[1])
    ],
    "table_colour": one_of(TABLE_COLOURS),
    "confirm_new_deal": bool,
    "winnable_indicator": bool,
    "winnable_deals_only": bool,
    "safe_cards_home": bool,
    "deal_difficulty": one_of(DEAL_DIFFICULTIES),
    "sound_volume": number(0.0, 1.0),
    "sound_muted": bool,
    "high_contrast": bool,
    "text_scale": number(min(TEXT_SCALES), max(TEXT_SCALES)),
}
_KEY_NAME = Annotated[str, msgspec.Meta(min_length=1, max_length=LONGEST_KEY_NAME)]
_ACCEPTED = {
    "card_back": f"a whole number from 0 to {CARD_BACK_COUNT - 1}",
    "animation_speed": f"a number from {SLOWEST_ANIMATION} to {FASTEST_ANIMATION}",
    "sound_volume": "a number from 0 to 1",
    "window_size": f"[width, height] from {list(SMALLEST_WINDOW)} to {list(LARGEST_WINDOW)} pixels",
    "table_colour": f"one of {', '.join(TABLE_COLOURS)}",
    "deal_difficulty": f"one of {', '.join(DEAL_DIFFICULTIES)}",
    "text_scale": f"one of {', '.join(str(scale) for scale in TEXT_SCALES)}",
}


def _read_setting(name: str, raw: Any) -> Any:
    """One setting's value as its schema allows; ``Refused`` saying what is accepted."""
    if name == "key_bindings":  # read an entry at a time: one bad binding costs only itself
        if not isinstance(raw, dict) or len(raw) > MOST_KEY_BINDINGS:
            raise Refused(f"it must be an object of at most {MOST_KEY_BINDINGS} action names to key names")
        return _key_bindings(raw)
    value = convert(raw, _SCHEMA[name])
    if name == "text_scale" and value not in TEXT_SCALES:
        raise Refused(f"it must be {_ACCEPTED[name]}")
    return value


def _key_bindings(value: dict[str, Any]) -> dict[str, str]:
    """Whole-key fallback would lose every binding for one typo, so only bad entries are dropped."""
    kept: dict[str, str] = {}
    for action, key in value.items():
        try:
            kept[convert(action, _KEY_NAME)] = convert(key, _KEY_NAME)
        except Refused:
            continue
    return {action: key for action, key in kept.items() if key.strip()}


def settings_to_json(settings: Settings) -> Document:
    """The document written to disk (without its version)."""
    document = asdict(settings)
    document["window_size"] = list(settings.window_size)
    return document


def settings_from_json(document: Document) -> tuple[Settings, list[str]]:
    """Settings from a document, and one note per setting that fell back to its default.

    Unknown keys are ignored: they may come from a later build, and a player cannot act on them.
    """
    values: dict[str, Any] = {}
    notes: list[str] = []
    for name in (setting.name for setting in fields(Settings)):
        if name not in document:
            continue
        raw = document[name]
        try:
            values[name] = _read_setting(name, raw)
        except Refused as rejection:
            accepted = _ACCEPTED.get(name)
            reason = f"it must be {accepted}" if accepted else str(rejection)
            notes.append(f"{name} was {printable(raw)} but {reason}")
            continue
        if name == "key_bindings" and len(values[name]) != len(raw):
            dropped = ", ".join(printable(action) for action in sorted(set(raw) - set(values[name]), key=str))
            notes.append(f"key_bindings for {dropped} did not name a key and were dropped")
    return Settings(**values), notes


class SettingsStore:
    """settings.json in the data directory (or `directory`, which tests pass)."""

    def __init__(
        self, directory: Path | None = None, *, clock: Callable[[], datetime] = datetime.now
    ) -> None:
        folder = directory if directory is not None else data_dir()
        self._store = JsonStore(folder / FILE_NAME, SETTINGS_VERSION, label="settings", clock=clock)

    @property
    def path(self) -> Path:
        return self._store.path

    @property
    def last_save_message(self) -> str | None:
        return self._store.last_save_message

    def load(self) -> tuple[Settings, str | None]:
        """The player's settings and, if anything was set aside or fell back, a message saying so."""
        loaded = self._store.load()
        settings, notes = settings_from_json(loaded.data)
        what = f"Some settings in {shown_path(self.path)} were not understood, so their defaults are used"
        message = load_message(loaded, notes, what)
        if notes and loaded.message is None:  # the file is whole: keep it as it was, then save over it
            message = f"{message} {self._store.keep_copy()}"
        return settings, message

    def save(self, settings: Settings) -> str | None:
        """Write atomically; a message instead of an exception when the disk refuses."""
        return self._store.save(settings_to_json(settings))
