"""A log of every text drawn, kept only while a test asks for it (``recording``).

The fit test (tests/test_screens_fit.py) renders each screen at several window and text sizes and
must know where each text landed, how large it was and which box it was meant to stay in:
``widgets.draw_text`` reports here, so no screen has to be taught about the test. Outside a test
nothing is kept and the cost is one ``None`` check per text.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

import pygame


@dataclass(frozen=True)
class DrawnText:
    """One text as drawn: its rectangle on ``surface_size``, the box it belongs in, its pixel size."""

    text: str
    rect: pygame.Rect
    surface_size: tuple[int, int]
    within: pygame.Rect | None
    pixels: int


@dataclass
class Recording:
    """What was drawn while recording: every text, and each text that had to be cut short with "…"."""

    texts: list[DrawnText] = field(default_factory=list)
    cut: list[str] = field(default_factory=list)


_recording: Recording | None = None


def note(
    text: str, rect: pygame.Rect, surface: pygame.Surface, within: pygame.Rect | None, pixels: int
) -> None:
    """Called by ``draw_text`` for each text it draws; kept only while ``recording``."""
    if _recording is not None and text.strip():
        _recording.texts.append(DrawnText(text, pygame.Rect(rect), surface.get_size(), within, pixels))


def note_cut(text: str) -> None:
    """Called by ``widgets.shortened`` when ``text`` did not fit and lost its end."""
    if _recording is not None:
        _recording.cut.append(text)


@contextmanager
def recording() -> Iterator[Recording]:
    """Every text drawn inside the ``with`` block, in drawing order."""
    global _recording
    _recording = Recording()
    try:
        yield _recording
    finally:
        _recording = None
