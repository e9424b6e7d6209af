"""The command line's smoke test and its refusals (DESIGN.md §5), run as a user runs them."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def run_main(*args: str, home: Path, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    env = {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "CARDTABLE_HOME": str(home),
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
    }
    return subprocess.run(
        [sys.executable, str(ROOT / "main.py"), *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def test_the_smoke_test_plays_scotch_to_the_end(tmp_path: Path) -> None:
    done = run_main("--smoke-test", "--game", "scotch", home=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "smoke test scotch" in done.stdout
    assert "Traceback" not in done.stderr


def test_the_smoke_test_races_bots_in_scrooge_to_the_next_round(tmp_path: Path) -> None:
    done = run_main("--smoke-test", "--game", "scrooge", "--seed", "3", home=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "smoke test scrooge: deal 3: 4 seats; the mouse clicked its stock and dragged" in done.stdout
    assert "round 2 dealt" in done.stdout
    assert "Traceback" not in done.stderr


@pytest.mark.slow  # the per-game smoke tests below play each game quickly
def test_the_smoke_test_without_a_game_plays_every_game_on_screen(tmp_path: Path) -> None:
    done = run_main("--smoke-test", home=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "smoke test scotch" in done.stdout and "smoke test scrooge" in done.stdout


def test_an_error_in_the_scrooge_scene_fails_the_smoke_test_with_its_traceback(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    for name, value in (("SDL_VIDEODRIVER", "dummy"), ("SDL_AUDIODRIVER", "dummy")):
        monkeypatch.setenv(name, value)
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    from game.testing import smoke
    from game.ui.games.scrooge.table import ScroogeTableScene

    def broken(self: ScroogeTableScene, seconds: float) -> None:
        raise ZeroDivisionError("a bug in the table")

    monkeypatch.setattr(ScroogeTableScene, "update", broken)
    assert smoke.smoke_test("scrooge", 1) == 1
    err = capsys.readouterr().err
    assert "Traceback" in err and "ZeroDivisionError: a bug in the table" in err


def test_the_smoke_test_of_an_unknown_game_is_refused_naming_it(tmp_path: Path) -> None:
    done = run_main("--smoke-test", "--game", "nosuchgame", home=tmp_path)
    assert done.returncode == 2  # an argument refused, as everywhere on the command line (issue 19)
    assert "nosuchgame" in done.stderr
    assert "scotch" in done.stderr  # and says which games there are
    assert "Traceback" not in done.stderr


def test_an_unknown_game_is_refused_with_a_clear_message(tmp_path: Path) -> None:
    done = run_main("--game", "nosuch", home=tmp_path, timeout=30)
    assert done.returncode == 2
    assert "nosuch" in done.stderr
    assert "scotch" in done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize("args", [("--seed", "-3"), ("--game", "scotch", "--seed", "-3")])
def test_a_negative_deal_number_is_refused(tmp_path: Path, args: tuple[str, ...]) -> None:
    done = run_main(*args, home=tmp_path, timeout=30)
    assert done.returncode == 2
    assert "--seed" in done.stderr
    assert "Traceback" not in done.stderr


def test_a_seat_on_a_device_that_does_not_exist_is_refused_with_a_message(tmp_path: Path) -> None:
    done = run_main("--game", "scrooge", "--players", "human:pad9,bot:hard", home=tmp_path)
    assert done.returncode == 2
    assert "'human:pad9' names no device" in done.stderr
    assert "Traceback" not in done.stderr


def test_team_play_with_five_seats_is_refused_with_a_message(tmp_path: Path) -> None:
    players = "human:mouse,bot:easy,bot:easy,bot:easy,bot:easy"
    done = run_main("--game", "scrooge", "--players", players, "--options", "teams=1", home=tmp_path)
    assert done.returncode == 2
    assert "team play takes 4 or 6 seats" in done.stderr
    assert "Traceback" not in done.stderr


def test_the_smoke_test_plays_all_eleven_rounds_of_scorzo_with_the_mouse(tmp_path: Path) -> None:
    done = run_main("--smoke-test", "--game", "scorzo", "--seed", "4", home=tmp_path)
    assert done.returncode == 0, done.stderr
    line = done.stdout.strip().splitlines()[-1]
    assert "smoke test scorzo" in line and "11 rounds" in line and "Game over" in line
    assert " discard" in line and " take" in line


def test_scorzo_with_too_many_seats_is_refused_with_a_message(tmp_path: Path) -> None:
    done = run_main("--game", "scorzo", "--players", ",".join(["bot:easy"] * 7), home=tmp_path)
    assert done.returncode == 2
    assert "--players takes 2 to 6 seats for Scorzo, not 7" in done.stderr


@pytest.mark.parametrize(
    "game",
    ["scroker", *(pytest.param(g, marks=pytest.mark.slow) for g in ("spit", "longhorn", "dealers-choice"))],
)
def test_the_smoke_test_plays_a_scroker_session_with_the_keys(tmp_path: Path, game: str) -> None:
    done = run_main("--smoke-test", "--game", game, "--seed", "2", home=tmp_path)
    assert done.returncode == 0, done.stderr
    line = done.stdout.strip().splitlines()[-1]
    assert f"smoke test {game}" in line and "3 deals" in line and "Session over" in line
