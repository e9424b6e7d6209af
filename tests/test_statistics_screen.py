"""The statistics screen shows every game's figures in words and bars, and resets one game (issue 23)."""

from __future__ import annotations

import pygame
import pytest

from game.core import registry
from game.core.seats import SeatPlan
from game.storage.statistics import StatisticsStore
from game.storage.table_records import TableOutcome
from game.ui.app import App
from game.ui.look import drawn_text
from game.ui.menus.confirm import AskScene
from game.ui.menus.menu import MenuScene
from game.ui.statistics.screen import StatisticsScene

FRAME = 1 / 60


def _press(app: App, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    app.step(FRAME)


def _choose(app: App, label: str) -> None:
    """Down to the button, then Enter: the keyboard alone."""
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    labels = [button.label for button in menu.buttons]
    assert label in labels, f"no {label!r} among {labels}"
    while menu.buttons[menu.focus].label != label:
        _press(app, pygame.K_DOWN)
    _press(app, pygame.K_RETURN)


def _shown(app: App) -> list[str]:
    with drawn_text.recording() as record:
        app.stack.changed = True
        app.draw()
    return [text.text for text in record.texts]


def _two_tac_games(app: App) -> None:
    app.record_table("tac", TableOutcome({"Ann": 1, "Bob": 2}, True, False, ("hard",), 190.0, 80))
    app.record_table("tac", TableOutcome({"Ann": 3, "Bob": 2}, False, True, ("hard", "medium"), 240.0, 90))


def test_the_title_opens_the_statistics_and_an_empty_game_says_so(quiet_app: App) -> None:
    quiet_app.nav.title()
    quiet_app.step(FRAME)
    _choose(quiet_app, "Statistics")
    assert isinstance(quiet_app.stack.top, StatisticsScene)
    assert "No Scotch Solitaire game finished yet." in _shown(quiet_app)


def test_the_figures_of_a_game_are_said_in_words(quiet_app: App) -> None:
    _two_tac_games(quiet_app)
    quiet_app.nav.statistics("tac")
    shown = _shown(quiet_app)
    assert "Played 2: a person at the screen won 1, a bot won 1." in shown
    assert "Ann: played 2, won 1, average place 2.0 (1st 1, 3rd 1)." in shown
    assert "Won against normal bots 0 of 1, against hard bots 1 of 2." in shown  # as the seats call them
    assert "Best: fastest win 3:10, fewest moves in a win 80." in shown
    assert "Last 2 games: minutes" in shown  # the chart's title: 190 s and 240 s


def test_left_and_right_step_through_every_game(quiet_app: App) -> None:
    quiet_app.nav.statistics("scotch")
    seen = []
    for _ in registry.listings():
        seen.append(quiet_app.stack.top.title)
        _press(quiet_app, pygame.K_RIGHT)
    assert seen == [f"{listing.name} statistics" for listing in registry.listings()]
    assert quiet_app.stack.top.title == "Scotch Solitaire statistics"  # round again
    _press(quiet_app, pygame.K_END)  # Back has the focus: Left still steps, as on tabs
    _press(quiet_app, pygame.K_LEFT)
    assert quiet_app.stack.top.title == f"{registry.listings()[-1].name} statistics"


def test_reset_asks_first_then_forgets_that_game_alone(quiet_app: App) -> None:
    _two_tac_games(quiet_app)
    quiet_app.record_game("scotch", won=True, seconds=170.8, moves=60)
    quiet_app.nav.statistics("tac")
    _choose(quiet_app, "Reset Tač statistics")
    question = quiet_app.stack.top
    assert isinstance(question, AskScene)
    assert "All 2 Tač games counted so far" in " ".join(_shown(quiet_app))
    _choose(quiet_app, "Reset")
    shown = _shown(quiet_app)
    assert "No Tač game finished yet." in shown and "Tač statistics were reset." in shown
    store = StatisticsStore()
    assert store.get("tac").played == 0 and store.get("scotch").best_seconds == 170.8


def test_keeping_them_resets_nothing(quiet_app: App) -> None:
    _two_tac_games(quiet_app)
    quiet_app.nav.statistics("tac")
    _choose(quiet_app, "Reset Tač statistics")
    _choose(quiet_app, "Keep them")
    assert isinstance(quiet_app.stack.top, StatisticsScene)
    assert StatisticsStore().get("tac").played == 2


@pytest.mark.parametrize("game_id", ["tac", "scrooge", "scotch"])
def test_a_tables_menu_opens_the_statistics_at_its_game(quiet_app: App, game_id: str) -> None:
    spec = registry.get(game_id)
    plans = [SeatPlan(True, "mouse")] + [SeatPlan(False)] * (spec.seats[0] - 1)
    quiet_app.nav.open_table(spec, 5, plans, {})
    quiet_app.step(FRAME)
    _press(quiet_app, pygame.K_ESCAPE)
    _choose(quiet_app, "Statistics")
    assert isinstance(quiet_app.stack.top, StatisticsScene)
    assert quiet_app.stack.top.game_id == game_id


def test_short_games_are_charted_in_seconds_and_a_score_in_its_own_terms(quiet_app: App) -> None:
    for seconds in (20.0, 35.0):
        quiet_app.record_table("repezita", TableOutcome({"You": 1}, True, False, ("easy",), seconds, 12))
        outcome = TableOutcome(
            {"You": 1}, True, False, ("easy",), seconds, 12, score=7, lower_score_wins=True
        )
        quiet_app.record_table("scorzo", outcome)
    quiet_app.nav.statistics("repezita")
    assert "Last 2 games: seconds" in _shown(quiet_app)
    quiet_app.stack.pop()
    quiet_app.nav.statistics("scorzo")
    shown = _shown(quiet_app)
    assert "Last 2 games: points, fewest win" in shown
    assert "Best: fastest win 0:20, fewest points in a win 7." in shown
