"""Dialogs are opaque over a dimmed table (issue 21, point 7): cards showed through "Paused" and the
confirm dialogs, in high contrast too.

Each dialog is drawn twice: over its table, and over a window painted plain white. Inside its
panel (the rounded corners left out) both pictures must be the same: nothing under it shows.
Outside the panel the table is still there, only darker.
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
from game.ui.menus.confirm import ConfirmScene
from game.ui.menus.menu import MenuScene


@pytest.fixture
def app(quiet_app: App) -> Iterator[App]:
    quiet_app.advice_in_background = False
    yield quiet_app
    theme.apply_look(False, 1.0)


def open_table(app: App, game_id: str) -> None:
    spec = registry.get(game_id)
    plans = parse_players(None, spec.seats, choices=spec.seat_choices())
    app.nav.open_table(spec, 5, plans, {})
    for _ in range(3):
        app.step(0.0)
    app.stack.top.view.finish_animations()
    app.step(0.0)


def pause_menu(app: App) -> None:
    app.stack.top.open_menu()


def confirm(app: App) -> None:
    app.stack.push(ConfirmScene(app, "Start a new deal?", "This deal is lost.", "New deal", lambda: None))


def inside_panel(app: App, menu: MenuScene) -> pygame.Rect:
    """The panel's window rectangle without its rounded corners' band."""
    box = app.viewport.rect(*menu.panel_box)
    inset = app.viewport.length(24) + 2
    return box.inflate(-2 * inset, -2 * inset)


def drawn(app: App, under: Callable[[pygame.Surface], None]) -> pygame.Surface:
    """The window after ``under`` painted what lies below the dialog, then the dialog drew over it."""
    under(app.screen)
    app.stack.top.draw(app.screen, full=True)
    return app.screen.copy()


@pytest.mark.parametrize("high_contrast", [False, True], ids=["normal", "high-contrast"])
@pytest.mark.parametrize("game_id", ["scotch", "scrooge", "schrum", "scorzo"])
@pytest.mark.parametrize("dialog", [pause_menu, confirm], ids=["pause", "confirm"])
def test_no_card_shows_through_a_dialog_over_a_table(
    app: App, game_id: str, dialog: Callable[[App], None], high_contrast: bool
) -> None:
    app.change_settings(dataclasses.replace(app.settings, high_contrast=high_contrast))
    open_table(app, game_id)
    table = app.stack.top
    dialog(app)
    app.step(0.0)
    menu = app.stack.top
    assert isinstance(menu, MenuScene) and menu.transparent
    inside = inside_panel(app, menu)
    table_below = table.view.background.copy()
    table.draw(table_below, full=True)
    assert len({tuple(table_below.get_at(p)) for p in _grid(inside)}) > 2, "no cards under the panel"

    over_table = drawn(app, lambda screen: screen.blit(table_below, (0, 0)))
    over_white = drawn(app, lambda screen: screen.fill((255, 255, 255)))
    for point in _grid(inside):
        assert over_table.get_at(point) == over_white.get_at(point), f"the table shows through at {point}"
    outside = (inside.left // 2, app.screen.get_height() // 2)
    dimmed, lit = over_table.get_at(outside), table_below.get_at(outside)
    assert sum(dimmed[:3]) < sum(lit[:3]) or sum(lit[:3]) == 0, "the table beside the dialog is not dimmed"


def _grid(rect: pygame.Rect, step: int = 7) -> list[tuple[int, int]]:
    return [(x, y) for x in range(rect.left, rect.right, step) for y in range(rect.top, rect.bottom, step)]
