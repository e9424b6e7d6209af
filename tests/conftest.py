"""Fixtures shared by the headless UI tests."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.ui.app import App
from game.ui.phones import supply


@pytest.fixture(autouse=True)
def no_phone_layer_left_over() -> Iterator[None]:
    """Every test starts and ends with no phone layer provided: main.py provides one, and a test
    that runs main() would otherwise leave phones offered at every later test's setup screens."""
    supply.provide(None)
    yield
    supply.provide(None)


@pytest.fixture
def quiet_app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    """A headless 1280×720 app with no scene yet, cards that jump instead of gliding, and an empty queue.

    Its deal numbers are seeded, so a test that reaches a table through a setup screen plays the same
    deal every run: a failure seen once can be seen again."""
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    app = App(window=(1280, 720), headless=True)
    app.change_settings(dataclasses.replace(app.settings, reduced_motion=True))
    app.seed_deals(1)
    pygame.event.clear()
    app.running = True
    yield app
    pygame.event.clear()
