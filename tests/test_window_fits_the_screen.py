"""Issue 19: the window never opens larger than the screen, whatever ``--window`` or the settings ask.

A saved ``window_size`` of 16384×16384 took 19.6 s and 3.2 GB before the first frame. Each side is
now clamped to the desktop's when the window opens, and to 7680×4320 where the desktop's size is
unknown (the dummy driver these tests run on reports a made-up 1024×768, or nothing).
"""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

import game.ui.app as app_module
from game.storage.settings import SETTINGS_VERSION
from game.ui.app import App
from game.ui.window_fit import desktop_size, fitted_window


def test_a_window_larger_than_the_desktop_is_clamped_side_by_side() -> None:
    assert fitted_window((16384, 16384), (1920, 1080)) == (1920, 1080)
    assert fitted_window((2560, 600), (1920, 1080)) == (1920, 600)
    assert fitted_window((1280, 720), (1920, 1080)) == (1280, 720)


def test_where_the_desktop_is_unknown_the_window_is_still_at_most_8k() -> None:
    assert fitted_window((16384, 16384), None) == (7680, 4320)
    assert fitted_window((1280, 720), None) == (1280, 720)


@pytest.fixture
def headless(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    return tmp_path


def test_the_dummy_driver_tells_no_desktop_size(headless: Path) -> None:
    pygame.display.init()
    assert desktop_size() is None


def test_a_saved_window_larger_than_the_screen_opens_at_the_screens_size(
    headless: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (headless / "settings.json").write_text(
        json.dumps({"version": SETTINGS_VERSION, "window_size": [7680, 4320]})
    )
    monkeypatch.setattr(app_module, "desktop_size", lambda: (1024, 768))
    app = App(headless=True)
    assert app.settings.window_size == (7680, 4320)  # the setting is kept; only the window is fitted
    assert app.screen.get_size() == (1024, 768)


def test_a_saved_window_larger_than_any_screen_falls_back_with_a_note(
    headless: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (headless / "settings.json").write_text(
        json.dumps({"version": SETTINGS_VERSION, "window_size": [16384, 16384]})
    )
    app = App(headless=True)
    assert app.settings.window_size == (1280, 720)
    assert app.notice is not None and "window_size" in app.notice and "7680, 4320" in app.notice


def test_a_window_option_larger_than_the_screen_opens_at_the_screens_size(
    headless: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(app_module, "desktop_size", lambda: (1366, 768))
    assert App(window=(7680, 4320), headless=True).screen.get_size() == (1366, 768)
