"""New deal by difficulty at the Scotch table, as a player meets it (issue 23, item 5).

New deal (its button, the N key, the pause menu, the end of a deal) asks which kind of deal:
any, Easy, Medium or Hard, the last choice focused; a class deals a random deal of that class
and the status line names it. A broken ratings file costs only the classes.
"""

from __future__ import annotations

import dataclasses
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest

from game.bots import scotch_difficulty as rating
from game.bots.scotch_solver import Verdict, solve
from game.resources import ASSETS_VARIABLE, project_root
from game.ui.app import App
from game.ui.games.scotch.difficulty_choice import DifficultyChoiceScene
from game.ui.games.scotch.menus import DealNumberScene, PauseScene
from game.ui.games.scotch.table import TableScene
from game.ui.menus.finding import FindingDealScene
from tests import test_ui_table
from tests.test_ui_table import SPEC, click, deal, key, settle, step

home, new_app, app = test_ui_table.home, test_ui_table.new_app, test_ui_table.app  # the fixtures


def chooser(app: App, table: TableScene) -> DifficultyChoiceScene:
    settle(app)
    key(app, pygame.K_n, "n")
    top = app.stack.top
    assert isinstance(top, DifficultyChoiceScene), type(top).__name__
    return top


def labels(scene: DifficultyChoiceScene) -> list[str]:
    return [button.label for button in scene.buttons]


def focused(scene: DifficultyChoiceScene) -> str:
    return next(button.label for button in scene.buttons if button.focused)


def test_choosing_hard_by_keys_deals_a_hard_deal_and_the_status_line_says_so(app: App) -> None:
    table = deal(app, 12)
    scene = chooser(app, table)
    assert labels(scene) == ["Any deal", "Easy", "Medium", "Hard", "Back"] and focused(scene) == "Any deal"
    for _ in range(3):
        key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    settle(app)
    assert app.stack.top is table
    assert rating.deal_ratings().class_of(table.seed) == "Hard"
    assert f"Deal {table.seed} · Hard   Moves 0" in table.status_text()[0]
    assert app.settings.deal_difficulty == "hard"

    first = table.seed
    scene = chooser(app, table)  # remembered: Enter deals another Hard deal
    assert focused(scene) == "Hard"
    key(app, pygame.K_RETURN)
    settle(app)
    assert table.seed != first and rating.deal_ratings().class_of(table.seed) == "Hard"


def test_the_mouse_and_a_pad_choose_too(app: App) -> None:
    table = deal(app, 12)
    scene = chooser(app, table)
    easy = next(b for b in scene.buttons if b.label == "Easy")
    click(app, easy.screen_rect(app.viewport).center)
    settle(app)
    assert app.stack.top is table and rating.deal_ratings().class_of(table.seed) == "Easy"

    scene = chooser(app, table)
    scene.pad_button(pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    scene.pad_button(pygame.CONTROLLER_BUTTON_A)
    settle(app)
    assert app.stack.top is table and rating.deal_ratings().class_of(table.seed) == "Medium"


def test_back_leaves_the_deal_as_it_was(app: App) -> None:
    table = deal(app, 12)
    chooser(app, table)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is table and table.seed == 12


def test_the_pause_menus_new_deal_opens_the_chooser_and_names_the_deals_class(app: App) -> None:
    table = deal(app, rating.deal_ratings().by_class["Medium"][0])
    settle(app)
    key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    assert pause.lines[0] == f"Scotch Solitaire, deal {table.seed} · Medium"
    next(action for label, action in pause.items() if label == "New deal")()
    assert isinstance(app.stack.top, DifficultyChoiceScene)


def test_a_deal_typed_by_number_shows_its_class_or_nothing(app: App) -> None:
    easy = rating.deal_ratings().by_class["Easy"][0]
    for number, shown in ((easy, f"Deal {easy} · Easy   "), (123456, "Deal 123456   ")):
        app.stack.push(DealNumberScene(app, SPEC))
        for digit in str(number):
            key(app, getattr(pygame, f"K_{digit}"), digit)
        key(app, pygame.K_RETURN)
        settle(app)
        table = app.stack.top
        assert isinstance(table, TableScene) and table.seed == number
        assert shown in table.status_text()[0] and (number == easy or "·" not in table.status_text()[0])


def test_a_class_repeats_from_the_apps_seed(new_app: Callable[[], App]) -> None:
    seeds = []
    for _ in range(2):
        app = new_app()
        app.seed_deals(99)
        table = deal(app, 12)
        chooser(app, table).choose("medium")
        seeds.append(table.seed)
    assert seeds[0] == seeds[1] and rating.deal_ratings().class_of(seeds[0]) == "Medium"


def test_with_winnable_deals_only_any_deal_is_searched_and_a_class_is_dealt_at_once(app: App) -> None:
    app.change_settings(dataclasses.replace(app.settings, winnable_deals_only=True))
    table = deal(app, 12)
    scene = chooser(app, table)
    assert labels(scene)[0] == "Any winnable deal"
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert app.stack.top is table  # no search: every rated deal is a proven win
    assert solve(SPEC.new_game(seats=1, seed=table.seed)).verdict is Verdict.WIN

    chooser(app, table)
    key(app, pygame.K_UP)
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, FindingDealScene)


# --- a broken ratings file --------------------------------------------------------------------------------


@pytest.fixture
def broken_ratings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The shipped files copied, the ratings file broken (a deal in two classes), read afresh."""
    root = tmp_path / "shipped"
    shutil.copytree(project_root() / "assets", root / "assets")
    path = root / "assets" / "deals" / "scotch-difficulty.json"
    path.write_text('{"method":1,"deals":[1,10],"easy":[1,2],"medium":[3],"hard":[2]}', encoding="utf-8")
    monkeypatch.setenv(ASSETS_VARIABLE, str(root))
    rating.deal_ratings.cache_clear()
    yield
    monkeypatch.delenv(ASSETS_VARIABLE)
    rating.deal_ratings.cache_clear()


def test_a_broken_ratings_file_is_said_and_new_deal_still_deals(broken_ratings: None, app: App) -> None:
    table = deal(app, 2)
    assert "·" not in table.status_text()[0]
    scene = chooser(app, table)
    assert labels(scene) == ["Any deal", "Back"]
    assert any("assets/deals/scotch-difficulty.json" in line and "broken" in line for line in scene.lines)
    key(app, pygame.K_RETURN)
    step(app, 2)
    assert app.stack.top is table and table.seed != 2
