"""What a player sets (looks, motion, window, keys), kept in settings.json.

Each setting is read on its own: a bad value (a hand edit, an older build's mistake) costs only
that setting, which falls back to its default with a message naming it; the others are kept.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, fields
from datetime import datetime
from pathlib import Path
from typing import Any

from game.storage.json_store import Document, JsonStore, describe, load_message
from game.storage.paths import data_dir

FILE_NAME = "settings.json"
SETTINGS_VERSION = 1

CARD_BACK_COUNT = 6
TABLE_COLOURS = ("green", "blue", "red", "grey")
SLOWEST_ANIMATION, FASTEST_ANIMATION = 0.25, 4.0
SMALLEST_WINDOW, LARGEST_WINDOW = (320, 240), (16384, 16384)
TEXT_SCALES = (1.0, 1.25, 1.5)  # text size: normal, large, larger


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
    key_bindings: dict[str, str] = field(default_factory=dict)
    # --- sound (issue 9): effects volume 0..1, and mute, which keeps the volume for unmuting
    sound_volume: float = 0.8
    sound_muted: bool = False
    # accessibility: black-and-white cards with large indices on a black table; text size for menus and HUD
    high_contrast: bool = False
    text_scale: float = 1.0


class _Rejected(ValueError):
    """A setting's value is unusable; the text says what is accepted."""


def _flag(value: Any) -> bool:
    if not isinstance(value, bool):
        raise _Rejected("must be true or false")
    return value


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _card_back(value: Any) -> int:
    if not _whole(value) or not 0 <= value < CARD_BACK_COUNT:
        raise _Rejected(f"must be a whole number from 0 to {CARD_BACK_COUNT - 1}")
    return value


def _animation_speed(value: Any) -> float:
    if (
        isinstance(value, bool)
        or not isinstance(value, int | float)
        or not math.isfinite(value)
        or not SLOWEST_ANIMATION <= value <= FASTEST_ANIMATION
    ):
        raise _Rejected(f"must be a number from {SLOWEST_ANIMATION} to {FASTEST_ANIMATION}")
    return float(value)


def _window_size(value: Any) -> tuple[int, int]:
    accepted = f"must be [width, height] from {list(SMALLEST_WINDOW)} to {list(LARGEST_WINDOW)} pixels"
    if not isinstance(value, list | tuple) or len(value) != 2 or not all(_whole(side) for side in value):
        raise _Rejected(accepted)
    width, height = value
    if not (
        SMALLEST_WINDOW[0] <= width <= LARGEST_WINDOW[0] and SMALLEST_WINDOW[1] <= height <= LARGEST_WINDOW[1]
    ):
        raise _Rejected(accepted)
    return (width, height)


def _table_colour(value: Any) -> str:
    if not isinstance(value, str) or value not in TABLE_COLOURS:
        raise _Rejected(f"must be one of {', '.join(TABLE_COLOURS)}")
    return value


def _sound_volume(value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not 0 <= value <= 1:
        raise _Rejected("must be a number from 0 to 1")
    return float(value)


def _text_scale(value: Any) -> float:
    if isinstance(value, bool) or value not in TEXT_SCALES:
        raise _Rejected(f"must be one of {', '.join(str(scale) for scale in TEXT_SCALES)}")
    return float(value)


def _key_bindings(value: Any) -> dict[str, str]:
    """Whole-key fallback would lose every binding for one typo, so only bad entries are dropped."""
    if not isinstance(value, dict):
        raise _Rejected("must be an object of action name to key name")
    return {action: key for action, key in value.items() if isinstance(key, str) and key.strip() != ""}


_READERS: dict[str, Callable[[Any], Any]] = {
    "card_back": _card_back,
    "four_colour": _flag,
    "large_indices": _flag,
    "animation_speed": _animation_speed,
    "reduced_motion": _flag,
    "fullscreen": _flag,
    "window_size": _window_size,
    "table_colour": _table_colour,
    "confirm_new_deal": _flag,
    "winnable_indicator": _flag,
    "winnable_deals_only": _flag,
    "key_bindings": _key_bindings,
    "sound_volume": _sound_volume,
    "sound_muted": _flag,
    "high_contrast": _flag,
    "text_scale": _text_scale,
}


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
            values[name] = _READERS[name](raw)
        except _Rejected as rejection:
            notes.append(f"{name} was {describe(raw)} but {rejection}")
            continue
        if name == "key_bindings" and len(values[name]) != len(raw):
            dropped = ", ".join(describe(action) for action in sorted(set(raw) - set(values[name])))
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
        what = f"Some settings in {self.path} were not understood, so their defaults are used"
        return settings, load_message(loaded, notes, what)

    def save(self, settings: Settings) -> str | None:
        """Write atomically; a message instead of an exception when the disk refuses."""
        return self._store.save(settings_to_json(settings))
