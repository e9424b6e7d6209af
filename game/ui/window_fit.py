"""The window's size, fitted to the screen it opens on.

A size comes from ``--window`` or from the saved settings, and either may be larger than the
screen: the settings accept up to 16384×16384, and such a window took 19.6 s and 3.2 GB before
its first frame (issue 19). So each side is clamped to the desktop's, and never beyond
``LARGEST_WINDOW`` (8K) even where the desktop's size is unknown: the dummy and offscreen drivers
report a made-up size (1024×768) or none, and headless runs must keep the size they asked for.
Each side is clamped on its own rather than the whole scaled down: the table is drawn to fit any
window (DESIGN.md §6), so a window as large as the screen is what such a request meant.
"""

from __future__ import annotations

import pygame

from game.core.window_limits import LARGEST_WINDOW

UNSEEN_DRIVERS = ("dummy", "offscreen")  # their desktop size says nothing about a screen


def desktop_size() -> tuple[int, int] | None:
    """The first desktop's size in pixels, or None where the video driver does not know one."""
    try:
        if pygame.display.get_driver() in UNSEEN_DRIVERS:
            return None
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return None
    if not sizes or min(sizes[0]) <= 0:
        return None
    return sizes[0][0], sizes[0][1]


def fitted_window(requested: tuple[int, int], desktop: tuple[int, int] | None) -> tuple[int, int]:
    """``requested`` with each side at most the desktop's (when known) and at most ``LARGEST_WINDOW``'s."""
    widest, highest = LARGEST_WINDOW
    if desktop is not None:
        widest, highest = min(widest, desktop[0]), min(highest, desktop[1])
    return min(requested[0], widest), min(requested[1], highest)
