"""Scotch's comforts as a player meets them (issue 23): safe cards go home by themselves, a won deal
is celebrated before its result, and Finish keeps the pace the animation speed sets.

The real app is driven by posted events and a virtual clock (``app.step``); the solver answers in
the frame (``advice_in_background=False``), so every run is the same.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest

from game.core.moves import MoveCards
from game.core.replays import Replay, position_digest
from game.rules.scotch import ScotchState
from game.ui.app import App
from game.ui.games.scotch.celebration import SECONDS, CelebrationScene
from game.ui.games.scotch.menus import ResultScene
from game.ui.games.scotch.table import TableScene
from game.ui.look.hud import clock_text
from tests.solver_cases import SPEC, WINNABLE_DEAL
from tests.test_drawing_changes_nothing import assert_drawing_changes_nothing
from tests.test_ui_table import centre, drag, key, snapshot, step

ACE_ON_TOP = 12  # its first position has an Ace on top and tableau moves that leave it be
FRAME = 1 / 60


@pytest.fixture
def new_app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[..., App]]:
    """Makes a headless app with these settings changed (motion as a player has it by default)."""
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))

    def make(**settings: object) -> App:
        app = App(window=(1280, 720), headless=True, advice_in_background=False)
        app.change_settings(dataclasses.replace(app.settings, **settings))
        app.running = True
        pygame.event.clear()
        return app

    yield make
    pygame.event.clear()


def deal(app: App, seed: int = ACE_ON_TOP) -> TableScene:
    app.nav.play(SPEC, seed)
    table = app.stack.top
    assert isinstance(table, TableScene)
    still(app, table)
    return table


def still(app: App, table: TableScene, limit: int = 600) -> None:
    """Frames until nothing is moving and no safe card is still to be shown going home."""
    for _ in range(limit):
        if not table.view.animating and table.going_home is None:
            return
        step(app)
    raise AssertionError(f"the cards were still moving after {limit} frames")


def rules(table: TableScene) -> ScotchState:
    state = table.state
    assert isinstance(state, ScotchState)
    return state


def aces_on_top(table: TableScene) -> list[str]:
    return [p for p in rules(table).tableau_ids if (top := table.state.piles[p].top) and top.rank == 1]


def cards_home(table: TableScene) -> int:
    return rules(table).cards_home()


def drag_a_tableau_move(app: App, table: TableScene) -> MoveCards:
    """The player drags a card from one tableau pile onto another, leaving the Aces on top alone."""
    aces = aces_on_top(table)
    move = next(
        m
        for m in table.state.legal_moves(0)
        if isinstance(m, MoveCards) and m.target.startswith("tableau") and m.source not in aces
    )
    drag(app, centre(table, move.source), centre(table, move.target))
    return move


# --- safe cards go home by themselves -------------------------------------------------------------


def test_after_a_move_the_safe_cards_go_home_by_themselves_and_the_status_line_says_so(new_app) -> None:
    app = new_app()
    table = deal(app)
    aces = aces_on_top(table)
    assert aces and cards_home(table) == 0

    move = drag_a_tableau_move(app, table)
    still(app, table)

    assert table.state.history[0] == move
    assert all(table.state.piles[p].top is None or table.state.piles[p].top.rank != 1 for p in aces)
    went = cards_home(table)
    assert went >= len(aces)
    assert rules(table).safe_home_move() is None  # every safe card went, not just the first
    assert table.game.moves_made == 1  # the player made one move
    assert table.message == (
        f"{went} cards went home by themselves." if went > 1 else "1 card went home by itself."
    )
    for pile_id in rules(table).foundation_ids:  # and the table shows them where the rules have them
        assert [s.card for s in table.view.piles[pile_id]] == table.state.piles[pile_id].cards


def test_with_the_setting_off_no_card_moves_by_itself(new_app) -> None:
    app = new_app(safe_cards_home=False)
    table = deal(app)
    drag_a_tableau_move(app, table)
    still(app, table)
    assert cards_home(table) == 0 and len(table.state.history) == 1
    assert rules(table).safe_home_move() is not None


def test_the_safe_cards_go_home_one_after_another(new_app) -> None:
    app = new_app()
    table = deal(app, WINNABLE_DEAL)
    homes = rules(table).foundation_ids
    advisor = app.advisor_for("scotch")
    for _ in range(200):  # the player's moves along a winning line, until one sends several home
        move = advisor.ask(table.state).result.moves[0]
        before = cards_home(table)
        drag(app, centre(table, move.source), centre(table, move.target))
        if cards_home(table) - before >= 3:  # the move's own card and two more
            break
        still(app, table)
    shown = []
    for _ in range(120):
        shown.append(sum(len(table.view.piles[p]) for p in homes))
        step(app)
    assert shown[-1] == cards_home(table)
    assert len(set(shown)) > 2, f"the cards went home all at once: {shown}"


def test_undo_takes_back_the_move_and_the_cards_it_sent_home_as_one_step_and_redo_both(new_app) -> None:
    app = new_app()
    table = deal(app)
    dealt = snapshot(table.state)
    drag_a_tableau_move(app, table)
    still(app, table)
    after = snapshot(table.state)
    went = cards_home(table)

    key(app, pygame.K_z, "z")
    still(app, table)
    assert snapshot(table.state) == dealt and not table.game.can_undo
    cards = f"{went} card{'s' if went != 1 else ''}"
    assert table.message == f"Undone, with the {cards} that went home after it."

    key(app, pygame.K_y, "y")
    still(app, table)
    assert snapshot(table.state) == after and table.game.moves_made == 1
    for pile_id in rules(table).foundation_ids:
        assert [s.card for s in table.view.piles[pile_id]] == table.state.piles[pile_id].cards


def test_a_deal_saved_after_cards_went_home_resumes_at_the_same_place_with_the_same_undo(new_app) -> None:
    app = new_app()
    table = deal(app)
    drag_a_tableau_move(app, table)
    still(app, table)
    second = drag_a_tableau_move(app, table)
    still(app, table)
    replay = Replay.from_json(table.replay().to_json())
    assert replay.moves > 2  # the cards that went home are real moves of the deal

    resumed = TableScene.resumed(app, SPEC, replay, demo=False)
    assert position_digest(resumed.state) == position_digest(table.state)
    assert resumed.game.moves_made == table.game.moves_made == 2
    resumed.undo()
    table.undo()
    assert snapshot(resumed.state) == snapshot(table.state)
    assert table.state.history[-1] != second
    resumed.shutdown()


def test_hint_and_finish_still_work_after_cards_went_home(new_app) -> None:
    app = new_app(reduced_motion=True)
    table = deal(app, WINNABLE_DEAL)
    line = app.advisor_for("scotch").ask(table.state).result.moves
    first = next(m for m in line if m.target.startswith("tableau"))
    drag(app, centre(table, first.source), centre(table, first.target))
    still(app, table)

    key(app, pygame.K_h, "h")
    step(app, 2)
    assert table.hint_move is not None and table.state.why_illegal(table.hint_move) is None
    assert table.message.startswith("Hint:")

    key(app, pygame.K_p, "p")
    for _ in range(3000):
        if isinstance(app.stack.top, ResultScene):
            break
        step(app)
    assert isinstance(app.stack.top, ResultScene) and table.state.is_won()


# --- the celebration --------------------------------------------------------------------------------


def finished(app: App, seed: int = WINNABLE_DEAL) -> TableScene:
    """Finish plays the deal out; returns once its last card has gone home."""
    table = deal(app, seed)
    key(app, pygame.K_p, "p")
    for _ in range(6000):
        if table.state.is_won():
            return table
        step(app)
    raise AssertionError("Finish did not win the deal")


def frames_until(app: App, kind: type, limit: int = 600) -> int:
    for frames in range(limit):
        if isinstance(app.stack.top, kind):
            return frames
        step(app)
    raise AssertionError(f"no {kind.__name__} after {limit} frames; top is {type(app.stack.top).__name__}")


def test_a_win_is_celebrated_and_any_key_skips_to_the_result(new_app) -> None:
    app = new_app()
    table = finished(app)
    frames_until(app, CelebrationScene)
    assert app.stack.scenes[-2] is table
    step(app, 20)
    celebration = app.stack.top
    assert isinstance(celebration, CelebrationScene) and celebration.in_the_air() > 0

    key(app, pygame.K_SPACE, " ")
    result = app.stack.top
    assert isinstance(result, ResultScene) and result.title == "You won!"
    assert app.stats_for("scotch").won == 1
    moves = table.game.moves_made  # the result says the deal, its moves and the time it took
    assert f"Deal {table.seed} · Easy in {moves} moves, {clock_text(table.elapsed)}." in result.lines


def test_a_click_or_a_pad_button_skips_it_too(new_app) -> None:
    for press in (
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(600, 300), button=1),
        pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=0),
    ):
        app = new_app()
        finished(app)
        frames_until(app, CelebrationScene)
        pygame.event.post(press)
        step(app)
        assert isinstance(app.stack.top, ResultScene)


def test_the_celebration_ends_by_itself_in_about_two_seconds(new_app) -> None:
    app = new_app()
    finished(app)
    frames_until(app, CelebrationScene)
    frames = frames_until(app, ResultScene, limit=400)
    assert abs(frames * FRAME - SECONDS) <= 2 * FRAME


def test_under_reduced_motion_the_result_comes_at_once(new_app) -> None:
    app = new_app(reduced_motion=True)
    finished(app)
    for _ in range(10):
        assert not isinstance(app.stack.top, CelebrationScene)
        step(app)
    assert isinstance(app.stack.top, ResultScene)


def test_a_demo_win_is_not_celebrated(new_app) -> None:
    app = new_app()
    app.nav.play(SPEC, WINNABLE_DEAL, demo=True)
    table = app.stack.top
    assert isinstance(table, TableScene)
    for _ in range(6000):
        assert not isinstance(app.stack.top, CelebrationScene)
        if isinstance(app.stack.top, ResultScene):
            break
        step(app)
    assert isinstance(app.stack.top, ResultScene) and app.stack.top.title == "Demo deal won"


def test_drawing_the_celebration_changes_nothing(new_app) -> None:
    app = new_app()
    finished(app)
    frames_until(app, CelebrationScene)
    step(app, 30)
    celebration = app.stack.top
    assert isinstance(celebration, CelebrationScene)
    assert_drawing_changes_nothing(celebration)


# --- Finish's pace --------------------------------------------------------------------------------


def seconds_to_finish(app: App, seed: int = WINNABLE_DEAL) -> tuple[float, int]:
    """Simulated seconds from pressing Finish to the last move's end, and the moves it made."""
    table = deal(app, seed)
    key(app, pygame.K_p, "p")
    frames = 0
    while table.autoplay is not None or table.view.animating or frames == 0:
        step(app)
        frames += 1
        assert frames < 20_000
    assert table.state.is_won()
    return frames * FRAME, len(table.state.history)


def test_finish_follows_the_animation_speed_and_is_quick_by_default(new_app) -> None:
    normal, moves = seconds_to_finish(new_app())
    fast, _ = seconds_to_finish(new_app(animation_speed=0.5))
    slow, _ = seconds_to_finish(new_app(animation_speed=2.0))
    instant, _ = seconds_to_finish(new_app(reduced_motion=True))
    assert normal <= moves * 0.1 + 0.5, f"{moves} moves took {normal:.1f} s at normal speed"
    assert fast < 0.6 * normal and slow > 1.7 * normal
    assert instant <= moves * FRAME * 1.2 + 0.1  # a move a frame, nothing glides
