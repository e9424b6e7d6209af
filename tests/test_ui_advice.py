"""Hint, Finish, the demo, the indicator and winnable-only deals, as a player meets them.

Like ``test_ui_table``, the real app is driven only by posted events and a
virtual clock. Most tests answer the solver's questions at once, inside the
frame (``advice_in_background=False``), so they are deterministic; the ones
about the window staying live use the real thread, hold the solver at a gate,
and poll with a timeout.
"""

from __future__ import annotations

import dataclasses
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest

from game.bots.advisor import Answer, Solver, StopAsked
from game.bots.scotch_solver import Verdict, solve
from game.bots.solvers import solver_for
from game.core.moves import MoveCards
from game.core.protocol import GameState
from game.ui import app as app_module
from game.ui.app import App
from game.ui.games.scotch.menus import ResultScene
from game.ui.games.scotch.table import TableScene
from game.ui.menus.finding import FindingDealScene
from game.ui.menus.picker import PickerScene
from game.ui.menus.settings import SettingsScene
from game.ui.menus.title import TitleScene
from tests import test_ui_table
from tests.solver_cases import (
    LOST_DEAL,
    LOST_WALK,
    LOST_WALK_DEAL,
    SPEC,
    UNDOS_BACK_FROM_LOST_WALK,
    WINNABLE_DEAL,
)
from tests.test_ui_table import WINDOW, button_centre, click, drive_by_pilot, key, settle, step, wait_for

WAIT = 60.0  # wall-clock seconds a test waits for the solver's thread before failing
home = test_ui_table.home  # the fixture: a private data directory and a headless display


UNHURRIED_SECONDS = 60.0


def start_app(background: bool) -> App:
    """The lines played here are the player's every move: no safe card goes home by itself (that and
    Hint and Finish after it are ``test_ui_scotch_comforts``'s)."""
    app = App(window=WINDOW, headless=True, advice_in_background=background)
    app.change_settings(dataclasses.replace(app.settings, safe_cards_home=False))
    pygame.event.clear()
    app.stack.push(TitleScene(app))
    app.running = True
    step(app)
    return app


@pytest.fixture
def app(home: Path) -> Iterator[App]:
    """Solver questions answered at once, in the frame, with time to decide however busy the machine
    is: the solver answers as soon as it knows, so a longer limit costs nothing where it was enough,
    and "Undecided" after two seconds on a loaded machine is not what these tests ask about."""
    app = start_app(background=False)
    advisor = app.advisor_for("scotch")
    assert advisor is not None
    advisor.seconds = UNHURRIED_SECONDS
    yield app
    pygame.event.clear()


@pytest.fixture
def gate(monkeypatch: pytest.MonkeyPatch) -> threading.Event:
    """Holds the Scotch solver until the test sets the event (a safety limit frees it anyway)."""
    scotch = solver_for("scotch")
    assert scotch is not None
    opened = threading.Event()

    def held(state: GameState, seconds: float, should_stop: StopAsked) -> Answer:
        opened.wait(WAIT)
        return scotch(state, seconds, should_stop)

    def solver_for_held(game_id: str) -> Solver | None:
        return held if game_id == "scotch" else None

    monkeypatch.setattr(app_module.solvers, "solver_for", solver_for_held)
    return opened


@pytest.fixture
def threaded_app(home: Path, gate: threading.Event) -> Iterator[App]:
    """The real advisor thread, with the solver held at ``gate``."""
    app = start_app(background=True)
    yield app
    gate.set()
    app.quit()
    pygame.event.clear()


def play(app: App, seed: int) -> TableScene:
    app.nav.play(SPEC, seed)
    settle(app)
    table = app.stack.top
    assert isinstance(table, TableScene)
    return table


def step_until(app: App, done: Callable[[], bool], what: str, frames: int = 6000) -> None:
    """Step frames (virtual time) until ``done``."""
    for _ in range(frames):
        if done():
            return
        step(app)
    raise AssertionError(f"{what}: not after {frames} frames")


def step_while_thread_works(app: App, done: Callable[[], bool], what: str) -> None:
    """Keep stepping frames until the advisor's thread has made ``done`` true, up to WAIT seconds."""
    give_up = time.monotonic() + WAIT
    while not done():
        assert time.monotonic() < give_up, f"{what}: not after {WAIT:g} s"
        step(app)
        time.sleep(0.001)  # let the solver's thread have the interpreter between frames


def choose(app: App, label: str) -> None:
    """Click the button of the menu on top whose label starts with ``label``."""
    menu = app.stack.top
    button = next(b for b in menu.buttons if b.label.startswith(label))
    click(app, button.screen_rect(app.viewport).center)


def turn_on(app: App, setting: str) -> None:
    """From the title screen: Settings, the setting's button, back to the title."""
    choose(app, "Settings")
    assert isinstance(app.stack.top, SettingsScene)
    choose(app, f"{setting}: off")
    assert any(b.label == f"{setting}: on" for b in app.stack.top.buttons)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, TitleScene)


def hint_rects(table: TableScene) -> list[pygame.Rect]:
    return [m.rect for m in table.view.markers["hint"]]


def covers(rects: list[pygame.Rect], area: pygame.Rect) -> bool:
    return any(r.contains(area) for r in rects)


# --- Hint --------------------------------------------------------------------------------------


def test_h_lights_the_card_and_the_pile_of_a_winning_move(app: App) -> None:
    table = play(app, WINNABLE_DEAL)
    assert "H hint" in table.status_text()[1]
    key(app, pygame.K_h, "h")

    assert table.message.startswith("Hint: move the ")
    move = table.hint_move
    assert isinstance(move, MoveCards) and move in table.state.legal_moves(0)
    card = table.state.piles[move.source].top
    assert card.name in table.message
    lit = hint_rects(table)
    assert len(lit) == 2
    assert covers(lit, table.view.top_rect(move.source)) and covers(lit, table.view.top_rect(move.target))
    after = table.state.clone()
    after.apply(move)
    assert solve(after).verdict is Verdict.WIN, "the hinted move throws the win away"
    assert table.helped


def test_the_hint_button_does_the_same_and_a_move_clears_the_hint(app: App) -> None:
    table = play(app, WINNABLE_DEAL)
    click(app, button_centre(app, table, "Hint"))
    move = table.hint_move
    assert isinstance(move, MoveCards) and hint_rects(table)

    drive_by_pilot(app, table, [move])
    settle(app)
    assert table.game.moves_made == 1
    assert not hint_rects(table) and table.hint_move is None


def test_hint_in_a_lost_position_says_how_many_undos_lead_back(app: App) -> None:
    table = play(app, LOST_WALK_DEAL)
    drive_by_pilot(app, table, list(LOST_WALK))
    assert table.game.moves_made == len(LOST_WALK) and not table.state.is_over()

    key(app, pygame.K_h, "h")
    assert table.message.startswith(  # what to do, then why
        f"This position cannot be won. Undo {UNDOS_BACK_FROM_LOST_WALK} moves to get back to a winnable one. "
    )
    assert table.message.endswith(
        "some card stays buried under cards that cannot move until after it is needed."
    )
    assert not hint_rects(table)
    for _ in range(UNDOS_BACK_FROM_LOST_WALK):
        key(app, pygame.K_z, "z")
    settle(app)
    key(app, pygame.K_h, "h")
    assert table.message.startswith("Hint: move the ")


def test_hint_on_a_deal_lost_from_the_start_says_so(app: App) -> None:
    table = play(app, LOST_DEAL)
    key(app, pygame.K_h, "h")
    assert table.message == (  # and why, in the words of its proof
        "This deal cannot be won from the start; press New deal for another. "
        "Even if every card you move could wait anywhere, "
        "some card stays buried under cards that cannot move until after it is needed."
    )


def test_the_table_keeps_running_while_the_solver_thinks(threaded_app: App, gate: threading.Event) -> None:
    app = threaded_app
    table = play(app, WINNABLE_DEAL)
    key(app, pygame.K_h, "h")
    step(app, 30)  # half a second of frames, with the solver held
    assert table.message == "Thinking…"
    assert app.stack.top is table

    gate.set()
    step_while_thread_works(app, lambda: table.message.startswith("Hint:"), "the hint never arrived")
    assert len(hint_rects(table)) == 2


def test_a_long_think_counts_its_seconds_and_hint_waits_up_to_a_minute(
    threaded_app: App, gate: threading.Event, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every deal the solver decides, it decides within a minute (docs/scotch-win-rate.md): Hint gives
    it that, not two seconds and "could not decide", and shows the player the wait is alive."""
    app = threaded_app
    advisor = app.advisor_for("scotch")
    assert advisor is not None
    given: list[float] = []
    held = advisor.solver

    def noting(state: GameState, seconds: float, should_stop: StopAsked) -> Answer:
        given.append(seconds)
        return held(state, seconds, should_stop)

    monkeypatch.setattr(advisor, "solver", noting)
    table = play(app, WINNABLE_DEAL)
    key(app, pygame.K_h, "h")
    step(app, 60)  # one second of frames
    assert table.message == "Thinking…"
    step(app, 130)  # past three seconds
    assert table.message == "Thinking… 3 s, at most 60. A move stops it."
    assert given == [60.0]
    gate.set()
    step_while_thread_works(app, lambda: table.message.startswith("Hint:"), "the hint never arrived")


def test_a_move_while_the_solver_thinks_drops_the_old_question(
    threaded_app: App, gate: threading.Event
) -> None:
    app = threaded_app
    table = play(app, WINNABLE_DEAL)
    key(app, pygame.K_h, "h")
    step(app, 5)
    move = next(m for m in table.state.legal_moves(0) if isinstance(m, MoveCards))
    drive_by_pilot(app, table, [move])
    behind = app.advisor_for("scotch").submit(lambda stop: None)  # done only after the old question
    gate.set()
    step_while_thread_works(app, lambda: behind.done, "the advisor never got through its queue")
    step(app, 5)
    assert not table.message.startswith("Hint:"), "an answer about the old position was shown"
    assert table.hint_move is None


# --- Finish and the demo -------------------------------------------------------------------------


def test_finish_plays_a_winnable_deal_to_the_win_at_a_watchable_pace(app: App) -> None:
    table = play(app, WINNABLE_DEAL)
    key(app, pygame.K_p, "p")
    step(app, 30)  # half a second
    assert 4 <= table.game.moves_made <= 7, "Finish should play about one move each 0.085 s"
    assert table.status_text()[1] == "Finishing — press any key to stop."

    result = wait_for(app, ResultScene, limit=6000)
    assert isinstance(result, ResultScene) and result.title == "You won!"
    assert table.state.is_won()
    stats = app.stats_for("scotch")
    assert (stats.won, stats.wins_with_hints, stats.wins_without_hints) == (1, 1, 0)


def test_any_key_stops_finish_and_does_nothing_else(app: App) -> None:
    table = play(app, WINNABLE_DEAL)
    click(app, button_centre(app, table, "Finish"))
    step_until(app, lambda: table.game.moves_made >= 3, "Finish never moved")
    key(app, pygame.K_RIGHT)
    made = table.game.moves_made
    step(app, 120)
    assert table.game.moves_made == made
    assert table.message == "Finish stopped: your turn."
    assert table.cursor is None  # the key only stopped it


def test_finish_in_a_lost_position_says_why_and_moves_nothing(app: App) -> None:
    table = play(app, LOST_DEAL)
    key(app, pygame.K_p, "p")
    step(app, 60)
    assert table.game.moves_made == 0
    assert table.message.startswith("This deal cannot be won from the start; press New deal for another.")
    assert "undo" not in table.message  # nothing has been played: no undo could help


def test_a_demo_from_the_picker_plays_a_deal_to_the_win_and_is_not_counted(app: App) -> None:
    choose(app, "Play")
    assert isinstance(app.stack.top, PickerScene)
    choose(app, f"{SPEC.name}: watch a demo")
    table = app.stack.top
    assert isinstance(table, TableScene) and table.demo
    step_until(app, lambda: table.game.moves_made > 0, "the demo never moved")
    assert table.status_text()[1] == "Demo — press any key to take over."

    left = len(table.autoplay.items)  # the deal is random: allow for its line, at 0.4 s a move at most
    result = wait_for(app, ResultScene, limit=round((left + 10) * 0.4 * 60 * 1.5))
    assert isinstance(result, ResultScene) and result.title == "Demo deal won"
    assert table.message == "The demo won this deal."  # not "You won!": nobody played it
    assert app.stats_for("scotch").played == 0


def test_a_key_during_the_demo_hands_the_deal_over_uncounted(app: App) -> None:
    choose(app, "Play")
    choose(app, f"{SPEC.name}: watch a demo")
    table = app.stack.top
    assert isinstance(table, TableScene)
    step_until(app, lambda: table.game.moves_made >= 2, "the demo never moved")
    key(app, pygame.K_SPACE, " ")
    made = table.game.moves_made
    step(app, 60)
    assert table.game.moves_made == made and table.message == "The demo stopped: your turn."

    key(app, pygame.K_n, "n")  # a demo deal is left without a question and without a loss
    key(app, pygame.K_RETURN)  # the kind of deal: any
    settle(app)
    assert app.stack.top is table and not table.demo
    assert app.stats_for("scotch").played == 0


# --- the indicator and winnable deals ---------------------------------------------------------------


def test_the_indicator_is_off_by_default_and_follows_every_move_when_on(app: App) -> None:
    table = play(app, LOST_WALK_DEAL)
    assert not any(word in table.status_text()[0] for word in ("Winnable", "Lost", "…", "Undecided"))

    app.nav.title()
    turn_on(app, "Winnable/lost indicator")
    table = play(app, LOST_WALK_DEAL)
    assert table.status_text()[0].endswith("   Winnable")
    drive_by_pilot(app, table, list(LOST_WALK))
    assert table.status_text()[0].endswith("   Lost")
    for _ in range(UNDOS_BACK_FROM_LOST_WALK):
        key(app, pygame.K_z, "z")
    assert table.status_text()[0].endswith("   Winnable")


def test_winnable_deals_only_deals_deals_the_solver_proves_winnable(app: App) -> None:
    turn_on(app, "Winnable deals only")
    choose(app, "Play")
    choose(app, f"{SPEC.name}: new deal")
    step(app, 2)
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert solve(SPEC.new_game(seats=1, seed=table.seed)).verdict is Verdict.WIN
    first = table.seed

    settle(app)
    key(app, pygame.K_n, "n")
    assert app.stack.top.items()[0][0] == "Any winnable deal"  # the chooser, its first choice focused
    key(app, pygame.K_RETURN)
    step(app, 2)
    assert app.stack.top is table and table.seed != first
    assert solve(SPEC.new_game(seats=1, seed=table.seed)).verdict is Verdict.WIN


def test_finding_a_winnable_deal_shows_a_wait_without_freezing(
    threaded_app: App, gate: threading.Event
) -> None:
    app = threaded_app
    turn_on(app, "Winnable deals only")
    choose(app, "Play")
    choose(app, f"{SPEC.name}: new deal")
    step(app, 30)
    finding = app.stack.top
    assert isinstance(finding, FindingDealScene) and finding.shown
    assert finding.title == "Finding a winnable deal…"

    gate.set()
    step_while_thread_works(app, lambda: isinstance(app.stack.top, TableScene), "no deal was dealt")
    seed = app.stack.top.seed
    assert solve(SPEC.new_game(seats=1, seed=seed)).verdict is Verdict.WIN


# --- statistics ------------------------------------------------------------------------------------------


def test_a_win_without_hints_is_counted_apart_and_shown_in_the_picker(app: App) -> None:
    table = play(app, WINNABLE_DEAL)
    drive_by_pilot(app, table, list(solve(table.state).moves))
    wait_for(app, ResultScene)
    stats = app.stats_for("scotch")
    assert (stats.won, stats.wins_without_hints, stats.wins_with_hints) == (1, 1, 0)

    app.nav.title()
    choose(app, "Play")
    picker = app.stack.top
    assert isinstance(picker, PickerScene)
    assert any("won 1 (1 without hints, 0 with)" in line for line in picker.lines)
