"""A failing scene shows the crash screen, never a traceback; the report holds what reproduces it."""

from __future__ import annotations

import contextlib
import dataclasses
import json
import os
from datetime import datetime, timedelta
from pathlib import Path
from typing import TypeVar

import pygame
import pytest

from game.commands.replay import read_replay
from game.commands.replay import run as replay_command
from game.core import registry
from game.core.replays import Replay, ReplayError, position_digest, replay_of
from game.core.seats import parse_players
from game.storage.crash_reports import KEEP_REPORTS, write_crash_report
from game.storage.in_progress import GamesInProgress
from game.ui.app import App
from game.ui.crash_guard import CrashGuard, FaultInjection, InjectedFault
from game.ui.games.repezita.table import RepezitaTableScene
from game.ui.games.scorzo.table import ScorzoTableScene
from game.ui.games.scotch.table import TableScene
from game.ui.menus.crash import CrashScene
from game.ui.menus.games_in_progress import GamesInProgressScene
from game.ui.menus.title import TitleScene
from game.ui.scene import Scene

FRAME = 1 / 60
SceneT = TypeVar("SceneT", bound=Scene)


class Boom(RuntimeError):
    pass


def guarded(app: App) -> App:
    app.crash_guard = CrashGuard(app)
    return app


def scotch_after_moves(app: App, seed: int = 7, moves: int = 3) -> TableScene:
    app.stack.push(TitleScene(app))
    app.nav.play(registry.get("scotch"), seed)
    table = app.stack.top
    assert isinstance(table, TableScene)
    for _ in range(moves):
        table.play(table.state.legal_moves(0)[0])
    return table


def three_bots_at(app: App, scene: type[SceneT], game_id: str, seed: int) -> SceneT:
    """A guarded app with ``scene`` open for three easy bots."""
    guarded(app)
    spec = registry.get(game_id)
    app.nav.open_table(spec, seed, parse_players("bot:easy,bot:easy,bot:easy", spec.seats), {})
    table = app.stack.top
    assert isinstance(table, scene)
    return table


def fail_in(monkeypatch: pytest.MonkeyPatch, scene: object, method: str) -> None:
    def broken(*args: object, **kwargs: object) -> None:
        raise Boom("the table fell over")

    monkeypatch.setattr(scene, method, broken)


def press(key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))


def crash_at_scotch(app: App, monkeypatch: pytest.MonkeyPatch, method: str, seed: int = 7) -> TableScene:
    """A guarded app whose Scotch table fails in ``method`` on the next frame, after three moves."""
    guarded(app)
    table = scotch_after_moves(app, seed)
    fail_in(monkeypatch, table, method)
    app.step(FRAME)
    return table


def only_report(home: Path) -> tuple[str, Path]:
    logs = sorted((home / "crashes").glob("crash-*.log"))
    assert len(logs) == 1
    return logs[0].read_text(encoding="utf-8"), logs[0]


def test_an_error_in_a_table_update_shows_the_crash_screen_and_enter_returns_to_the_title(
    quiet_app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = quiet_app
    crash_at_scotch(app, monkeypatch, "update")
    screen = app.stack.top
    assert isinstance(screen, CrashScene) and app.stack.scenes == [screen] and app.running
    _, path = only_report(tmp_path)
    assert path.name in "\n".join(screen.lines) and str(path.parent) in "\n".join(screen.lines)
    assert "Boom: the table fell over" in screen.lines
    app.step(FRAME)  # the crash screen is drawn without failing
    press(pygame.K_RETURN)
    app.step(FRAME)
    assert isinstance(app.stack.top, TitleScene)


def test_the_log_holds_the_traceback_the_seed_and_the_moves_that_replay_to_the_same_position(
    quiet_app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = crash_at_scotch(quiet_app, monkeypatch, "draw", seed=4242)
    made = list(table.state.history)
    recorded = position_digest(table.state)
    log, path = only_report(tmp_path)
    assert "Traceback (most recent call last)" in log and "Boom: the table fell over" in log
    assert "in broken" in log  # the frame that raised is named
    assert len(made) >= 3  # three moves made, and any safe cards they sent home by themselves
    assert "Game: scotch, deal number (seed) 4242" in log and f"Moves so far: {len(made)} " in log
    replay = read_replay(path)  # the log itself holds the replay, as does the file beside it
    assert replay == read_replay(path.with_name(path.name.removesuffix(".log") + ".replay.json"))
    assert list(replay.steps) == made and replay.seed == 4242
    assert position_digest(replay.play()) == recorded == replay.position


def test_an_error_while_handling_a_key_at_a_turn_table_records_its_players_and_moves(
    quiet_app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = quiet_app
    table = three_bots_at(app, ScorzoTableScene, "scorzo", 5)
    for _ in range(4000):
        if len(table.state.history) >= 6:
            break
        app.step(0.25)
    assert len(table.state.history) >= 6
    fail_in(monkeypatch, table, "handle_event")
    press(pygame.K_LEFT)
    app.step(FRAME)
    assert isinstance(app.stack.top, CrashScene)
    log, path = only_report(tmp_path)
    assert "Players: bot:easy, bot:easy, bot:easy" in log and "Screen: ScorzoTableScene" in log
    replay = read_replay(path)
    assert position_digest(replay.play()) == replay.position and replay.moves == len(table.state.history)


def test_a_race_with_the_stall_rule_is_replayed_with_the_time_that_passed(
    quiet_app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Repezita's stall rule makes time part of the game: the report keeps every time step."""
    table = three_bots_at(quiet_app, RepezitaTableScene, "repezita", 11)
    for _ in range(600):
        quiet_app.step(0.05)
    assert table.match.state.history, "the bots made no move in 30 seconds"
    fail_in(monkeypatch, table, "update")
    quiet_app.step(FRAME)
    replay = read_replay(only_report(tmp_path)[1])
    assert replay.moves == len(table.match.state.history) and len(replay.steps) > replay.moves
    assert position_digest(replay.play()) == replay.position == position_digest(table.match.state)
    moves_only = dataclasses.replace(replay, steps=tuple(s for s in replay.steps if not isinstance(s, float)))
    with contextlib.suppress(ReplayError):  # without the time, the same moves are refused or lead elsewhere
        assert position_digest(moves_only.play()) != replay.position


def test_an_error_in_the_crash_screen_itself_goes_to_the_title_and_never_loops(
    quiet_app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = quiet_app
    crash_at_scotch(app, monkeypatch, "update")
    monkeypatch.setattr(CrashScene, "draw", lambda self, surface, full: 1 / 0)
    app.step(FRAME)
    assert isinstance(app.stack.top, TitleScene) and app.running
    assert app.notice is not None and "unexpected error" in app.notice
    for _ in range(5):
        app.step(FRAME)  # the title draws; no crash screen comes back
    assert isinstance(app.stack.top, TitleScene) and len(app.crash_guard.reports) == 2
    monkeypatch.setattr(TitleScene, "draw", lambda self, surface, full: 1 / 0)
    app.step(FRAME)
    assert not app.running, "with the title failing too, the app closes instead of looping"
    assert len(list((tmp_path / "crashes").glob("*.log"))) == 3


def test_a_headless_app_without_a_guard_lets_the_error_out(
    quiet_app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The smoke test and the other tests must fail loudly, so only a window (or a test) gets a guard."""
    assert quiet_app.crash_guard is None
    table = scotch_after_moves(quiet_app)
    fail_in(monkeypatch, table, "update")
    with pytest.raises(Boom):
        quiet_app.step(FRAME)


def test_the_fault_variable_raises_at_a_table_after_that_many_moves(
    quiet_app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("CARDTABLE_INJECT_FAULT", "2")
    fault = FaultInjection.from_environment()
    assert fault is not None
    table = scotch_after_moves(quiet_app, moves=1)
    fault(quiet_app, FRAME)
    table.play(table.state.legal_moves(0)[0])
    with pytest.raises(InjectedFault):
        fault(quiet_app, FRAME)
    monkeypatch.setenv("CARDTABLE_INJECT_FAULT", "soon")
    assert FaultInjection.from_environment() is None


def test_only_the_newest_reports_are_kept(tmp_path: Path) -> None:
    start = datetime(2026, 1, 1, 12, 0, 0)
    for n in range(KEEP_REPORTS + 3):
        write_crash_report(["heading"], f"trace {n}", {"steps": []}, tmp_path, clock=lambda n=n: start)
    logs = sorted(tmp_path.glob("*.log"))
    assert len(logs) == KEEP_REPORTS and len(list(tmp_path.glob("*.replay.json"))) == KEEP_REPORTS
    assert "trace 0" not in "".join(p.read_text() for p in logs)
    assert (start + timedelta(0)).strftime("%Y%m%d") in logs[0].name


def test_the_replay_command_says_whether_the_position_is_the_same(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    state = registry.get("scotch").new_game(seats=1, seed=99)
    for _ in range(4):
        state.apply(state.legal_moves(0)[0])
    data = Replay(
        "scotch", 1, 99, dict(state.options), ("human",), tuple(state.history), position_digest(state)
    )
    good = tmp_path / "good.replay.json"
    good.write_text(json.dumps(data.to_json()))
    assert replay_command([str(good)]) == 0
    assert "scotch, deal 99: 4 moves" in capsys.readouterr().out
    moved = data.to_json() | {"seed": 100}
    (tmp_path / "other.json").write_text(json.dumps(moved))
    assert replay_command([str(tmp_path / "other.json")]) == 1  # another deal: refused or elsewhere
    (tmp_path / "old.json").write_text(json.dumps(data.to_json() | {"version": 0}))
    assert replay_command([str(tmp_path / "old.json")]) == 2
    assert "replay version 0 is not one this program reads" in capsys.readouterr().err


# --- issue 19: the guard's own work never raises, and a file never fails twice -------------------


def test_when_saving_the_game_fails_too_the_crash_screen_says_so_and_nothing_is_raised(
    quiet_app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refuse(*args: object) -> str:
        raise ValueError("Out of range float values are not JSON compliant")

    monkeypatch.setattr(GamesInProgress, "write", refuse)
    crash_at_scotch(quiet_app, monkeypatch, "update")
    screen = quiet_app.stack.top
    assert isinstance(screen, CrashScene)
    assert "The game in play could not be saved" in " ".join(screen.lines)


def test_a_value_a_file_cannot_hold_is_a_message_when_saving_never_an_exception(tmp_path: Path) -> None:
    state = registry.get("scotch").new_game(seats=1, seed=7)
    state.apply(state.legal_moves(0)[0])
    replay = dataclasses.replace(replay_of(state, ["human:mouse"]), notes={"seconds": float("inf")})
    games = GamesInProgress(tmp_path)
    said = games.write("scotch-1", replay)
    assert said is not None and "could not be saved" in said
    assert not games.path_of("scotch-1").exists()


def test_a_save_whose_table_fails_as_it_opens_is_set_aside_without_a_crash_screen(
    quiet_app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    guarded(quiet_app)
    scotch_after_moves(quiet_app)
    quiet_app.step(FRAME)  # the game in progress is written
    home = Path(os.environ["CARDTABLE_HOME"])
    quiet_app.nav.title()  # the deal left is written once more, as it was left
    (saved,) = GamesInProgress().entries()
    raw = saved.path.read_bytes()
    monkeypatch.setattr(TableScene, "resumed", classmethod(lambda *args: (_ for _ in ()).throw(Boom("no"))))
    listing = continue_latest(quiet_app)
    quiet_app.step(FRAME)
    assert quiet_app.stack.top is listing and not (home / "crashes").exists()
    assert "set aside and not offered again" in " ".join(listing.lines)
    assert not saved.path.exists() and listing.games == []  # Continue does not offer it again
    assert [path.read_bytes() for path in saved.path.parent.glob(f"{saved.path.name}.stopped-*")] == [raw]


def continue_latest(app: App) -> GamesInProgressScene:
    """Continue on the title, then the game played most recently (the list stays under its table)."""
    app.nav.games_in_progress()
    listing = app.stack.top
    assert isinstance(listing, GamesInProgressScene)
    listing.resume_game(listing.games[0])
    return listing


def continued_scotch(app: App) -> tuple[TableScene, Path]:
    """A guarded app back at a Scotch deal through Continue (three moves were made and autosaved)."""
    guarded(app)
    scotch_after_moves(app)
    app.step(FRAME)
    app.nav.title()
    continue_latest(app)
    table = app.stack.top
    assert isinstance(table, TableScene)
    return table, GamesInProgress().folder


def test_an_error_at_a_reopened_table_before_any_move_sets_its_file_aside(
    quiet_app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    table, home = continued_scotch(quiet_app)
    fail_in(monkeypatch, table, "update")
    quiet_app.step(FRAME)
    screen = quiet_app.stack.top
    assert isinstance(screen, CrashScene)
    assert "set aside and not offered again" in " ".join(screen.lines)
    assert not list(home.glob("*.json")) and list(home.glob("*.json.stopped-*"))


def test_an_error_after_new_moves_saves_the_game_as_before(
    quiet_app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    table, home = continued_scotch(quiet_app)
    table.play(table.state.legal_moves(0)[0])
    fail_in(monkeypatch, table, "update")
    quiet_app.step(FRAME)
    assert "was saved" in " ".join(quiet_app.stack.top.lines)
    assert list(home.glob("*.json")) and not list(home.glob("*.json.stopped-*"))
