"""The three bot levels every game's bots share, so one ``bot:LEVEL`` seat means the same everywhere.

``normal`` is accepted for ``medium``: the Scorzo rules call the middle level Normal.
It lives in core, not in game/bots, because a seat names its bot's level (game/core/seats.py)
and core imports nothing above it.
"""

from __future__ import annotations

from enum import Enum

from game.core.arguments import quoted

ALIASES = {"normal": "medium"}


class Level(Enum):
    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"

    @classmethod
    def parse(cls, text: str) -> Level:
        name = text.strip().lower()
        try:
            return cls(ALIASES.get(name, name))
        except ValueError:
            names = ", ".join(level.value for level in cls)
            raise ValueError(f"unknown bot level {quoted(text)}; the levels are {names}") from None
