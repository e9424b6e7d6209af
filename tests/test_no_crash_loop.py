"""Issue 19: no file can crash the app or lock a player out.

Each file the issue found failing at every start is put in place, and the app is started as a
player starts it (``main.py``, a real process, the dummy video driver): it must show its title
(exit 0, no traceback) and say what it set aside, with the file's bytes kept. Then the ways a
loop could still form: a start that fails sets its files aside for the next, a save whose table
fails as it opens is not offered again, and the crash guard's own saving never raises.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.core import registry
from game.core.replays import replay_of
from game.storage.saves import SaveStore
from game.storage.start_marker import StartMarker
from game.ui.app import App
from game.ui.menus.title import TitleScene

ROOT = Path(__file__).resolve().parent.parent


def scotch_replay_json(moves: int = 3) -> dict:
    state = registry.get("scotch").new_game(seats=1, seed=7)
    for _ in range(moves):
        state.apply(state.legal_moves(0)[0])
    return replay_of(state, ["human:mouse"]).to_json()


def save_document(replay: dict, **changes: object) -> dict:
    document = {
        "version": 1,
        "app": "0.1.0",
        "saved_at": "2026-01-01T00:00:00",
        "name": "Autosave",
        "description": "Scotch Solitaire, deal 7, 3 moves",
        "replay": replay,
    }
    return {**document, **changes}


def with_move(**changes: object) -> dict:
    replay = scotch_replay_json()
    replay["steps"][0] = {**replay["steps"][0], **changes}
    return save_document(replay)


# The files the issue found failing at every start (or at Continue, Saved games, Watch), as text.
CRASH_LOOP_FILES: dict[str, tuple[str, str]] = {
    "autosave seats 1e400": (
        "autosave.json",
        json.dumps(save_document(scotch_replay_json())).replace('"seats": 1', '"seats": 1e400'),
    ),
    "settings lone surrogate": ("settings.json", '{"version": 1, "large_indices": "\\ud800"}'),
    "statistics lone surrogate": (
        "statistics.json",
        '{"version": 1, "games": {"scotch": {"played": "\\ud800"}}}',
    ),
    "key binding lone surrogate": ("settings.json", '{"version": 1, "key_bindings": {"undo": "\\ud800"}}'),
    "key binding NUL": ("settings.json", '{"version": 1, "key_bindings": {"undo": "a\\u0000"}}'),
    "move count x": ("autosave.json", json.dumps(with_move(count="x"))),
    "move seat x": ("autosave.json", json.dumps(with_move(seat="x"))),
    "move source list": ("autosave.json", json.dumps(with_move(source=[1]))),
    "notes seconds 1e400": (
        "autosave.json",
        json.dumps(save_document({**scotch_replay_json(), "notes": {"seconds": 1.5}})).replace(
            "1.5", "1e400"
        ),
    ),
    "advance Infinity": (
        "autosave.json",
        json.dumps(save_document({**scotch_replay_json(), "steps": [{"advance": 1.5}]})).replace(
            "1.5", "Infinity"
        ),
    ),
    "save name NUL": ("autosave.json", json.dumps(save_document(scotch_replay_json(), name="a\u0000b"))),
    # pygame refuses a text of nothing but a variation selector ("Text has zero width")
    "save name variation selector": (
        "autosave.json",
        json.dumps(save_document(scotch_replay_json(), name="\ufe0f")),
    ),
    "saved_at year 1": (
        "autosave.json",
        json.dumps(save_document(scotch_replay_json(), saved_at="0001-01-01T00:00:00")),
    ),
    "window 16384": ("settings.json", '{"version": 1, "window_size": [16384, 16384]}'),
}


def start(home: Path, *arguments: str) -> subprocess.CompletedProcess[str]:
    """``main.py`` as a player starts it, closed once the first frame is shown."""
    environment = {
        **os.environ,
        "CARDTABLE_HOME": str(home),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
    }
    return subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "--time-first-frame", *arguments],
        env=environment,
        capture_output=True,
        text=True,
        timeout=120,
    )


def every_file_holds(home: Path, raw: bytes) -> bool:
    return any(path.is_file() and path.read_bytes() == raw for path in home.rglob("*"))


@pytest.mark.parametrize("case", sorted(CRASH_LOOP_FILES))
def test_the_app_starts_with_each_crash_loop_file_in_place_and_keeps_it(tmp_path: Path, case: str) -> None:
    name, text = CRASH_LOOP_FILES[case]
    (tmp_path / name).write_text(text, encoding="utf-8")
    raw = (tmp_path / name).read_bytes()
    for _ in range(2):  # and again: nothing it met the first time fails it the second
        finished = start(tmp_path)
        assert finished.returncode == 0, finished.stderr
        assert "Traceback" not in finished.stderr and "first frame" in finished.stdout
    assert every_file_holds(tmp_path, raw), "the file's bytes were lost"
    assert not (tmp_path / "crashes").exists()


@pytest.mark.parametrize("case", sorted(CRASH_LOOP_FILES))
def test_the_title_names_what_it_set_aside(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, case: str
) -> None:
    name, text = CRASH_LOOP_FILES[case]
    (tmp_path / name).write_text(text, encoding="utf-8")
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    app = App(window=(1280, 720), headless=True)
    title = TitleScene(app)
    app.stack.push(title)
    app.step(0.0)
    said = " ".join(title.note_lines())
    if case in ("saved_at year 1", "save name variation selector"):  # the time unusable, a name with
        assert "1 game in progress: Scotch Solitaire." in said  # nothing to draw: offered all the same
    elif name == "autosave.json":
        assert "The autosave could not be read" in said and "kept in Saved games" in said
        assert not (tmp_path / name).exists()  # among the saved games now, listed as unreadable
        assert [entry.readable for entry in SaveStore().named()] == [False]
    else:
        assert name in said  # set aside whole, or the one value that was wrong falls back:
        assert ".corrupt-" in said or "were not understood" in said or "were dropped" in said


def test_a_dangling_link_in_the_finished_games_is_set_aside(tmp_path: Path) -> None:
    (tmp_path / "replays").mkdir()
    (tmp_path / "replays" / "game-20260101-000000-001-scotch.json").symlink_to(tmp_path / "nowhere.json")
    from game.storage.replay_library import ReplayLibrary

    games, messages = ReplayLibrary(tmp_path / "replays").games()
    assert games == [] and len(messages) == 1 and "link to a file that is gone" in messages[0]


def test_a_start_that_failed_sets_its_files_aside_for_the_next(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text('{"version": 1, "card_back": 2}')
    marker = StartMarker(tmp_path)
    assert marker.begin(["settings.json", "statistics.json"]) is None  # and this start dies here
    said = StartMarker(tmp_path).begin(["settings.json", "statistics.json"])
    assert said is not None and "settings.json (now settings.json.stopped-start-" in said
    assert "statistics.json" not in said  # there was none to set aside
    assert not (tmp_path / "settings.json").exists()
    assert list(tmp_path.glob("settings.json.stopped-start-*"))


def test_a_start_that_showed_its_title_leaves_nothing_for_the_next(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text('{"version": 1, "card_back": 2}')
    assert start(tmp_path).returncode == 0
    assert not (tmp_path / "starting.json").exists()
    assert start(tmp_path).returncode == 0
    assert (tmp_path / "settings.json").exists()


AUTOSAVE_CASES = sorted(case for case, (name, _) in CRASH_LOOP_FILES.items() if name == "autosave.json")


@pytest.mark.parametrize("case", AUTOSAVE_CASES)
def test_saved_games_and_finished_games_list_each_bad_file_and_open_the_good_ones(
    quiet_app: App, case: str
) -> None:
    home = Path(os.environ["CARDTABLE_HOME"])
    text = CRASH_LOOP_FILES[case][1]
    (home / "saves").mkdir()
    (home / "saves" / "bad one.json").write_text(text, encoding="utf-8")
    (home / "replays").mkdir()
    # the same fault in a finished game's file: its time is "finished" and its line "title"
    library_text = text.replace('"saved_at"', '"finished"').replace('"description"', '"title"')
    (home / "replays" / "game-20260101-000000-001-scotch.json").write_text(library_text, encoding="utf-8")
    quiet_app.stack.push(TitleScene(quiet_app))
    quiet_app.nav.saved_games()
    quiet_app.step(0.0)
    listed = quiet_app.stack.top
    usable = [entry for entry in listed.entries if entry.readable]
    for entry in usable:  # a file that only had an odd time opens as a game
        listed.load(entry)
        quiet_app.step(0.0)
    quiet_app.nav.title()
    quiet_app.nav.finished_games()
    quiet_app.step(0.0)
    for game in list(quiet_app.stack.top.kept):
        quiet_app.stack.top.watch(game)
        quiet_app.step(0.0)
    assert (home / "saves" / "bad one.json").exists() or any((home / "saves").iterdir())
