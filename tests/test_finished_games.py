"""Finished games are kept once by the app's frame hook and can be watched from the title screen."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from game.commands.replay import run as replay_command
from game.core.replays import position_digest
from game.storage.replay_library import ReplayLibrary, library_folder
from game.ui.app import App
from game.ui.games.scotch.table import TableScene
from game.ui.menus.replay_list import ReplayListScene
from game.ui.menus.replay_viewer import ReplayViewerScene
from game.ui.menus.title import TitleScene
from game.ui.scene import Scene
from main import main
from tests.finished_replays import GAMES, finished_replay
from tests.finished_tables import play_out, reopen_finished, replay_table


def _kept() -> list:
    return ReplayLibrary().games()[0]


@pytest.mark.parametrize("game_id", GAMES)
def test_a_game_played_to_its_end_is_kept_once_and_opens_in_the_viewer(quiet_app: App, game_id: str) -> None:
    replay = finished_replay(game_id)
    table = replay_table(quiet_app, replay)
    quiet_app.stack.reset(table)
    quiet_app.step(0.0)
    assert _kept() == []
    play_out(table, replay)
    for _ in range(5):
        quiet_app.step(1 / 60)
    (kept,) = _kept()
    assert kept.replay.game_id == game_id and kept.replay.over
    assert kept.replay.position == position_digest(replay.play())
    assert kept.replay.players == replay.players
    viewer = ReplayViewerScene(quiet_app, kept.replay)
    viewer.cursor.to_end()
    assert position_digest(viewer.cursor.state) == kept.replay.position


def test_a_table_opened_on_a_game_already_over_is_not_kept_again(quiet_app: App) -> None:
    reopen_finished(quiet_app, finished_replay("tac"))
    assert _kept() == []


def test_the_solvers_demo_is_not_kept(quiet_app: App) -> None:
    """The demo plays its deal to the end by itself, and the finished deal is not kept.

    The solver answers in the frame here: with its thread, the demo's first move raced the test's
    own moves on the same table (a run failed with two Aces on one foundation)."""
    quiet_app.advice_in_background = False
    replay = finished_replay("scotch")
    table = replay_table(quiet_app, replay, demo=True)
    assert isinstance(table, TableScene)
    quiet_app.stack.reset(table)
    for _ in range(600):
        quiet_app.step(0.25)
        if table.state.is_over():
            break
    quiet_app.step(0.0)
    assert table.state.is_over() and table.state.result().winners  # the demo won the deal
    assert _kept() == []


def test_a_disk_that_refuses_the_file_is_said_on_the_title(quiet_app: App) -> None:
    library_folder().rmdir() if library_folder().exists() else None
    library_folder().write_text("a file where the folder should be")
    replay = finished_replay("schrum")
    table = replay_table(quiet_app, replay)
    quiet_app.stack.reset(table)
    quiet_app.step(0.0)
    play_out(table, replay)
    quiet_app.step(0.0)
    assert quiet_app.notice is not None and "could not be saved" in quiet_app.notice


def _press(app: App, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    app.step(0.0)


def _choose(app: App, label: str) -> None:
    """Down until the focused button starts with ``label``, then Enter: the keyboard alone."""
    menu = app.stack.top
    for _ in range(len(menu.buttons)):  # type: ignore[union-attr]
        if menu.buttons[menu.focus].label.startswith(label):  # type: ignore[union-attr]
            break
        _press(app, pygame.K_DOWN)
    assert menu.buttons[menu.focus].label.startswith(label)  # type: ignore[union-attr]
    _press(app, pygame.K_RETURN)


def test_watch_a_finished_game_from_the_title_with_the_keyboard(quiet_app: App) -> None:
    library = ReplayLibrary()
    for game_id in ("scotch", "repezita"):
        replay = finished_replay(game_id)
        library.keep(replay, f"{game_id} title")
    quiet_app.stack.reset(TitleScene(quiet_app))
    quiet_app.step(0.0)
    _choose(quiet_app, "Watch a finished game")
    listing = quiet_app.stack.top
    assert isinstance(listing, ReplayListScene)
    assert [button.label.split(" · ")[-1] for button in listing.buttons] == [
        "repezita title",
        "scotch title",
        "Back",
    ]
    _choose(quiet_app, listing.buttons[1].label)
    viewer = quiet_app.stack.top
    assert isinstance(viewer, ReplayViewerScene) and viewer.replay.game_id == "scotch"
    _press(quiet_app, pygame.K_ESCAPE)
    assert quiet_app.stack.top is listing
    _press(quiet_app, pygame.K_ESCAPE)
    assert isinstance(quiet_app.stack.top, TitleScene)


def test_the_list_pages_fifty_games_and_names_a_file_set_aside(quiet_app: App) -> None:
    library = ReplayLibrary()
    for number in range(20):
        library.keep(finished_replay("tac"), f"game {number}")
    (library_folder() / "game-20000101-000000-001-tac.json").write_text("[]")
    listing = ReplayListScene(quiet_app)
    assert any("could not be used" in line for line in listing.lines)
    assert listing.buttons[-2].label == "Older" and len(listing.buttons) == 9
    listing.buttons[-2].action()
    assert [button.label for button in listing.buttons][-3:] == ["Newer", "Older", "Back"]


def test_an_empty_library_says_how_games_get_there(quiet_app: App) -> None:
    listing = ReplayListScene(quiet_app)
    assert "No finished game is kept yet" in listing.lines[0]
    assert [button.label for button in listing.buttons] == ["Back"]


def test_replay_watch_opens_the_viewer_in_a_window(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for variable, value in (
        ("SDL_VIDEODRIVER", "dummy"),
        ("SDL_AUDIODRIVER", "dummy"),
        ("CARDTABLE_HOME", tmp_path),
    ):
        monkeypatch.setenv(variable, str(value))
    replay = finished_replay("scrooge")
    path = tmp_path / "race.replay.json"
    path.write_text(json.dumps(replay.to_json()))
    watched: list[ReplayViewerScene] = []

    def run(app: App, first: Scene | None = None, after_first_frame: object = None) -> None:
        first = app.stack.top  # the viewer the command opened, shown when the window runs
        assert isinstance(first, ReplayViewerScene)
        for _ in range(60):  # a second of a race: its moves come 0.25 s apart at ×1
            app.step(1 / 60)
        watched.append(first)

    monkeypatch.setattr(App, "run", run)
    assert main(["replay", str(path), "--watch"]) == 0  # main.py gives the command the UI's window
    (viewer,) = watched
    assert viewer.replay == replay and viewer.cursor.moves_done > 0


def test_replay_watch_of_a_bad_file_says_why(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bad.json"
    path.write_text("{}")
    assert main(["replay", str(path), "--watch"]) == 2
    assert "bad.json" in capsys.readouterr().err


def test_replay_reads_a_kept_games_file_from_the_library(
    quiet_app: App, capsys: pytest.CaptureFixture[str]
) -> None:
    ReplayLibrary().keep(finished_replay("tac"), "kept")
    (kept,) = _kept()
    assert replay_command([str(kept.path)]) == 0
    assert "the same position as recorded" in capsys.readouterr().out
