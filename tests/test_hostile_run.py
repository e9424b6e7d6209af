"""The hostile run's instrument is honest: a crash is counted as a crash, a file set aside is not lost.

``tools/hostile_run.py`` gives the counts issue 19 is judged by, so its classifier is checked here on
fake app commands (a child that raises, one that sleeps, one that sets its file aside, one that
deletes it), and the strategies of ``tests/hostile_json.py`` are checked to give bytes, broken ones.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings

from tests.hostile_json import (
    GAME_IDS,
    cards_doubled_or_missing,
    hostile_json,
    labelled_hostile_json,
    other_game_claimed,
)
from tools import hostile_run
from tools.hostile_run import Attempt, HostileInput, bytes_kept, classify, run_input, start

SAVE = {
    "version": 1,
    "name": "Autosave",
    "replay": {
        "game": "scorzo",
        "seats": 3,
        "steps": [{"type": "Meld", "cards": ["star:3", "star:4", "wild"]}],
    },
}


def attempt(code: int | None, stderr: str = "", stdout: str = "", reports: int = 0) -> Attempt:
    return Attempt(code, stderr, stdout, reports, 0.1)


def test_an_exit_code_or_a_traceback_is_a_crash_and_a_refusal_in_a_sentence_is_not() -> None:
    assert classify(attempt(1)).process_crash
    assert classify(attempt(0, "Traceback (most recent call last):\n  ...\nTypeError: x")).process_crash
    assert not classify(attempt(2, "cardtable: --players takes 2 to 6 seats"), (0, 2)).failed
    assert classify(attempt(None)).hang and not classify(attempt(None)).process_crash


def test_a_crash_screen_is_seen_in_the_reports_folder_or_the_drivers_line() -> None:
    assert classify(attempt(0, reports=1)).crash_screen
    said = 'hostile-drive {"crash_screens": 1, "opened": false, "notes": []}'
    assert classify(attempt(0, stdout=f"some output\n{said}\n")).crash_screen
    assert not classify(attempt(0, stdout=said.replace('"crash_screens": 1', '"crash_screens": 0'))).failed


def test_set_aside_bytes_are_found_under_any_name_and_overwritten_ones_are_not(tmp_path: Path) -> None:
    original = b'{"version": 1, "played": "\\ud800"}'
    (tmp_path / "statistics.json.corrupt-20261125-101010").write_bytes(original)
    (tmp_path / "statistics.json").write_text("{}")
    assert bytes_kept(tmp_path, original)
    (tmp_path / "statistics.json.corrupt-20261125-101010").write_bytes(original[:-1])
    assert not bytes_kept(tmp_path, original)
    assert bytes_kept(tmp_path, b"")  # an empty file has nothing to lose


@pytest.mark.slow
def test_a_real_child_that_raises_is_a_crash_and_one_that_sleeps_is_a_hang(tmp_path: Path) -> None:
    env = hostile_run.child_env(tmp_path, tmp_path)
    raised = start([sys.executable, "-c", "raise RuntimeError('boom')"], env, tmp_path, tmp_path, 20)
    assert classify(raised).process_crash and "RuntimeError: boom" in raised.last_stderr_line()
    slept = start([sys.executable, "-c", "import time; time.sleep(30)"], env, tmp_path, tmp_path, 0.5)
    assert classify(slept).hang


def fake_app(monkeypatch: pytest.MonkeyPatch, code: str) -> None:
    """Every input is run by ``python -c CODE`` in the home instead of the app."""

    def command(entry: HostileInput, home: Path) -> tuple[list[str], tuple[int, ...]]:
        return [sys.executable, "-c", code, str(home)], (0,)

    monkeypatch.setattr(hostile_run, "command_for", command)


SETTINGS_INPUT = HostileInput(
    "settings", 0, "test", "settings.json", b'{"version": 1, "large_indices": "\\ud800"}'
)


@pytest.mark.slow
def test_a_crashing_app_is_counted_as_a_crash_and_a_crash_loop(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake_app(monkeypatch, "import sys, json; json.loads(open(sys.argv[1] + '/settings.json').read())['x'][0]")
    outcome = run_input(SETTINGS_INPUT, tmp_path, 20, keep=tmp_path / "kept")
    assert outcome.first.process_crash and outcome.crash_loop and not outcome.lost
    assert "TypeError" in outcome.stderr_line or "KeyError" in outcome.stderr_line
    assert (tmp_path / "kept" / "settings-000-test.bin").read_bytes() == SETTINGS_INPUT.data


@pytest.mark.slow
def test_a_file_set_aside_is_not_lost_and_one_deleted_is(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake_app(
        monkeypatch,
        "import os, sys; h = sys.argv[1]; os.makedirs(h + '/old'); "
        "os.rename(h + '/settings.json', h + '/old/settings.json.corrupt-20261125-101010')",
    )
    kept = run_input(SETTINGS_INPUT, tmp_path, 20, keep=None)
    assert not kept.first.failed and not kept.lost and not kept.crash_loop
    fake_app(monkeypatch, "import os, sys; os.remove(sys.argv[1] + '/settings.json')")
    assert run_input(SETTINGS_INPUT, tmp_path, 20, keep=None).lost


def test_a_crash_that_happens_once_is_not_a_crash_loop(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake_app(
        monkeypatch,
        "import os, sys; p = sys.argv[1] + '/settings.json'\n"
        "if os.path.exists(p):\n    os.rename(p, p + '.corrupt-1'); raise SystemExit(3)",
    )
    outcome = run_input(SETTINGS_INPUT, tmp_path, 20, keep=None)
    assert outcome.first.process_crash and not outcome.crash_loop and not outcome.lost


@settings(max_examples=60, deadline=None)
@given(labelled_hostile_json(SAVE))
def test_every_strategy_gives_bytes(pair: tuple[str, bytes]) -> None:
    how, data = pair
    assert isinstance(how, str) and isinstance(data, bytes)


@settings(max_examples=40, deadline=None)
@given(other_game_claimed(SAVE))
def test_a_save_claims_another_game(data: bytes) -> None:
    claimed = json.loads(data)["replay"]["game"]
    assert claimed in GAME_IDS and claimed != "scorzo"


@settings(max_examples=40, deadline=None)
@given(cards_doubled_or_missing(SAVE))
def test_cards_are_doubled_or_missing(data: bytes) -> None:
    assert data != json.dumps(SAVE).encode()


def refuse(name: str) -> None:
    """NaN and Infinity, which a strict reader refuses."""
    raise ValueError(name)


def test_the_strategies_reach_json_a_strict_reader_refuses() -> None:
    found = hostile_run.draw(hostile_json(SAVE), 200, 1)
    refused = 0
    for data in found:
        try:
            json.loads(data, parse_constant=refuse)
        except (ValueError, RecursionError):
            refused += 1
    assert 20 < refused < len(found)


def test_draw_is_repeatable() -> None:
    assert hostile_run.draw(hostile_json(SAVE), 5, 7) == hostile_run.draw(hostile_json(SAVE), 5, 7)
