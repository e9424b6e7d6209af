"""Open the app's window only where someone can see it, or say plainly why not.

With no display SDL does not fail: it falls back to its invisible "offscreen" driver, and a
double-clicked program would run unseen for ever. So the window is opened only when the
environment names a display (or the player chose a video driver with SDL_VIDEODRIVER), and an
invisible driver that SDL picked by itself is refused too. ``--smoke-test`` needs none of this:
it runs on the dummy driver on purpose.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping

import pygame

from game.ui.app import App
from game.ui.look.sounds import quit_pygame

INVISIBLE_DRIVERS = ("offscreen", "dummy")
ADVICE = (
    "Start it from a desktop session; `cardtable --smoke-test` plays a game headless without one, "
    "and SDL_VIDEODRIVER chooses a video driver."
)


class NoDisplay(RuntimeError):
    """No window can be shown here; the message says why and what to do."""


def missing_display(environ: Mapping[str, str], platform: str) -> str | None:
    """Why no window could be seen in ``environ``, or None. Windows and macOS always have one."""
    if environ.get("SDL_VIDEODRIVER") or platform.startswith(("win", "darwin")):
        return None
    if environ.get("DISPLAY") or environ.get("WAYLAND_DISPLAY"):
        return None
    return f"Card Table needs a display for its window; neither DISPLAY nor WAYLAND_DISPLAY is set. {ADVICE}"


def open_app(window: tuple[int, int] | None) -> App:
    """The app with its window open on a display someone can see, or NoDisplay."""
    reason = missing_display(os.environ, sys.platform)
    if reason:
        raise NoDisplay(reason)
    try:
        app = App(window=window)
    except pygame.error as error:
        quit_pygame()
        raise NoDisplay(f"Card Table could not open its window ({error}). {ADVICE}") from error
    driver = pygame.display.get_driver()
    if driver in INVISIBLE_DRIVERS and not os.environ.get("SDL_VIDEODRIVER"):
        quit_pygame()
        raise NoDisplay(f"Card Table found no display it can show a window on (only {driver!r}). {ADVICE}")
    return app
