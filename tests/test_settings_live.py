"""Settings apply and revert live at every open table, with nothing left over (issue 21, point 6).

A person opens the settings from a table, turns a look on, goes back to the table, then turns it
off again. With it on, the table must look exactly like a table opened fresh with it on (the
buttons, the cloth, the cards, the slot labels, the HUD's text size); with it off again, exactly
like it did before. Each picture is the whole window, compared pixel for pixel.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator

import pygame
import pytest

from game.core import registry
from game.core.seats import parse_players
from game.ui.app import App
from game.ui.look import theme
from game.ui.menus.replay_viewer import ReplayViewerScene
from tests.finished_replays import GAMES, finished_replay

LOOKS = (
    ("high_contrast", True),
    ("text_scale", 1.5),
    ("card_back", 3),
    ("four_colour", True),
    ("large_indices", True),
    ("table_colour", "blue"),
)
TABLES = [game for game in GAMES if game != "dealers-choice"]  # its table is Scroker's, after a choice


@pytest.fixture
def app(quiet_app: App) -> Iterator[App]:
    quiet_app.advice_in_background = False
    yield quiet_app
    theme.apply_look(False, 1.0)


def picture(app: App) -> bytes:
    """The window as a person sees it once the cards have landed: every visible scene drawn in full."""
    for _ in range(2):
        app.step(0.0)
    view = getattr(app.stack.top, "view", None)
    if view is not None:
        view.finish_animations()
        view.update(0.0)
    app.step(0.0)
    for scene in app.stack.visible():
        scene.draw(app.screen, full=True)
    return pygame.image.tobytes(app.screen, "RGB")


def set_from_the_settings_screen(app: App, name: str, value: object) -> None:
    """Open the settings over what is shown, change one, and go back (Escape)."""
    app.nav.settings()
    app.step(0.0)
    app.change_settings(dataclasses.replace(app.settings, **{name: value}))
    app.stack.top.back()
    app.step(0.0)


def check_live_and_back(app: App, open_scene: Callable[[], None], name: str, value: object) -> None:
    old = getattr(app.settings, name)
    open_scene()
    before = picture(app)
    set_from_the_settings_screen(app, name, value)
    live = picture(app)
    open_scene()
    assert live == picture(app), f"{name}={value!r} did not reach the open table in full"
    set_from_the_settings_screen(app, name, old)
    assert picture(app) == before, f"{name} turned off again left the table changed"


def open_table(app: App, game_id: str) -> Callable[[], None]:
    spec = registry.get(game_id)
    plans = parse_players(None, spec.seats, choices=spec.seat_choices())
    return lambda: app.nav.open_table(spec, 5, plans, {})


@pytest.mark.parametrize("game_id", TABLES)
@pytest.mark.parametrize(("name", "value"), LOOKS, ids=[name for name, _ in LOOKS])
def test_a_look_turned_on_and_off_at_a_table_leaves_it_as_it_was(
    app: App, game_id: str, name: str, value: object
) -> None:
    check_live_and_back(app, open_table(app, game_id), name, value)


@pytest.mark.parametrize(("name", "value"), LOOKS[:3], ids=[name for name, _ in LOOKS[:3]])
def test_a_look_turned_on_and_off_in_the_replay_viewer_leaves_it_as_it_was(
    app: App, name: str, value: object
) -> None:
    replay = finished_replay("scrooge")

    def watch() -> None:
        app.stack.reset(ReplayViewerScene(app, replay))

    check_live_and_back(app, watch, name, value)


@pytest.mark.parametrize("game_id", ["scotch", "schrum", "repezita"])
def test_settings_opened_from_the_table_menu_restyle_the_menu_and_the_table_under_it(
    app: App, game_id: str
) -> None:
    """The finding: high contrast and 150% text on, then off, from the table's menu left the buttons
    black and large. Here the picture is the table's menu over the table."""
    table = open_table(app, game_id)

    def table_and_menu() -> None:
        table()
        app.step(0.0)
        app.stack.top.open_menu()

    check_live_and_back(app, table_and_menu, "high_contrast", True)
    check_live_and_back(app, table_and_menu, "text_scale", 1.5)
