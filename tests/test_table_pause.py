"""Escape at a seated table: a menu over the waiting game, and Main menu keeps the game for Continue.

A person with only a keyboard must be able to leave any game before its end and come back to it.
"""

from __future__ import annotations

import pygame
import pytest

from game.core import registry
from game.core.replays import position_digest
from game.core.seats import parse_players
from game.ui.app import App
from game.ui.menus.rules import RulesScene
from game.ui.menus.table_pause import TablePauseScene
from game.ui.menus.title import TitleScene

FRAME = 1 / 60
SEATED = ["scorzo", "scroker", "dealers-choice", "schrum", "tac", "scrooge", "repezita"]


def press(key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))


def labels(app: App) -> list[str]:
    return [button.label for button in app.stack.top.buttons]


def choose(app: App, label: str) -> None:
    """Down to the button, then Enter: the keyboard alone."""
    for _ in range(len(labels(app))):
        if labels(app)[app.stack.top.focus] == label:
            break
        press(pygame.K_DOWN)
        app.step(FRAME)
    assert labels(app)[app.stack.top.focus] == label
    press(pygame.K_RETURN)
    app.step(FRAME)


def seated_table(app: App, game_id: str):
    """Some moves made: a race with a keyboard person and bots (the race runs on), a turn table of bots."""
    app.advice_in_background = False
    app.stack.push(TitleScene(app))
    spec = registry.get(game_id)
    person = "human:keys1" if game_id in ("scrooge", "repezita") else "bot:hard"
    players = person + ",bot:easy" + ("" if game_id == "schrum" else ",bot:easy")
    app.nav.open_table(spec, 5, parse_players(players, spec.seats), {})
    table = app.stack.top
    for _ in range(4000):
        if table.replay().moves >= 2 or app.stack.top is not table:
            break
        app.step(0.1)
    assert table.replay().moves >= 1, f"no move was made at the {game_id} table"
    return table


@pytest.mark.parametrize("game_id", SEATED)
def test_escape_pauses_and_main_menu_keeps_the_game_for_continue(quiet_app: App, game_id: str) -> None:
    table = seated_table(quiet_app, game_id)
    while quiet_app.stack.top is not table:  # a pass screen or a dealer's call: Escape is theirs
        quiet_app.stack.pop()
    press(pygame.K_ESCAPE)
    quiet_app.step(FRAME)
    menu = quiet_app.stack.top
    assert isinstance(menu, TablePauseScene), game_id
    assert "Continue" in " ".join(menu.text_lines())
    before = position_digest(table.replay().play())
    for _ in range(120):  # two seconds under the menu: bots and the race clock wait
        quiet_app.step(FRAME)
    assert position_digest(table.replay().play()) == before
    choose(quiet_app, "Rules")
    assert isinstance(quiet_app.stack.top, RulesScene)
    press(pygame.K_ESCAPE)
    quiet_app.step(FRAME)
    assert quiet_app.stack.top is menu
    choose(quiet_app, "Main menu")
    assert isinstance(quiet_app.stack.top, TitleScene)
    assert labels(quiet_app)[0] == "Continue…", labels(quiet_app)
    choose(quiet_app, "Continue…")
    choose(quiet_app, labels(quiet_app)[0])  # the game left last is listed first
    choose(quiet_app, "Resume")
    resumed = quiet_app.stack.scenes[0]
    assert type(resumed) is type(table)
    assert position_digest(resumed.replay().play()) == before


@pytest.mark.parametrize("game_id", ["scrooge", "schrum"])
def test_the_menu_button_opens_the_menu_and_resume_goes_back(quiet_app: App, game_id: str) -> None:
    table = seated_table(quiet_app, game_id)
    while quiet_app.stack.top is not table:
        quiet_app.stack.pop()
    menu_button = next(button for button in table.buttons if button.label == "Menu")
    menu_button.action()
    quiet_app.step(FRAME)
    assert isinstance(quiet_app.stack.top, TablePauseScene)
    choose(quiet_app, "Resume")
    assert quiet_app.stack.top is table


def test_escape_puts_a_held_card_down_before_it_opens_the_menu(quiet_app: App) -> None:
    table = seated_table(quiet_app, "schrum")
    while quiet_app.stack.top is not table:
        quiet_app.stack.pop()
    table.holding = lambda: True  # as if the mouse held the turned card
    let_go: list[bool] = []
    table._let_go = lambda: let_go.append(True)
    press(pygame.K_ESCAPE)
    quiet_app.step(FRAME)
    assert quiet_app.stack.top is table and let_go
