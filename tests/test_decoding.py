"""The trust boundary (game/core/decoding.py): typed reading, refusals in words, and a library that
never takes the process down."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import msgspec
import pytest

from game.core import registry
from game.core.decoding import Refused, convert, decode_json, one_of, read_file, text, whole
from game.core.moves import move_from_json

ROOT = Path(__file__).resolve().parent.parent

# Refusals of every kind, many times, in a fresh interpreter: with msgspec's pattern constraints this
# ended in a segmentation fault at exit about one run in three.
MANY_REFUSALS = """
from game.core.decoding import Refused, convert, decode_json
from game.core.replays import ReplayDocument
good = {"version": 1, "game": "scotch", "seats": 1, "seed": 5, "options": {}, "steps": []}
bad = [{"seats": "x"}, {"steps": [{"type": "MoveCards", "source": [1]}]}, {"players": ["a\\x00"]},
       {"notes": {"seconds": 1e300}}, {"game": 7}, {"options": {"k": [1]}}]
for _ in range(200):
    for change in bad:
        try:
            convert({**good, **change}, ReplayDocument)
        except Refused:
            pass
    for raw in (b"1e400", b'"\\\\ud800"', b"[" * 3000):
        try:
            decode_json(raw)
        except Refused:
            pass
print("done")
"""


@pytest.mark.parametrize("run", range(3))
def test_refusals_never_take_the_interpreter_down(run: int) -> None:
    finished = subprocess.run(
        [sys.executable, "-c", MANY_REFUSALS], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert finished.returncode == 0 and finished.stdout.strip() == "done", finished.stderr


def test_no_type_in_the_program_carries_a_msgspec_pattern() -> None:
    """``Meta(pattern=…)`` is what crashed the interpreter; forms are ``text(n, shape)`` instead."""
    offenders = []
    for path in (ROOT / "game").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and getattr(node.func, "attr", "") == "Meta"
                and any(keyword.arg == "pattern" for keyword in node.keywords)
            ):
                offenders.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert offenders == []


@pytest.mark.parametrize(
    ("raw", "said"),
    [
        (b"1e400", "a number too large to be real"),
        (b'"\\ud800"', "broken character"),
        (b'{"a": ', "cut short"),
        (b"\xff\xfe{}", "not UTF-8"),
        (b"[" * 100_000, "nested deeper"),
        (b"NaN", "not valid JSON"),
    ],
)
def test_what_is_not_json_is_refused_in_words(raw: bytes, said: str) -> None:
    with pytest.raises(Refused, match=said):
        decode_json(raw)


class Table(msgspec.Struct):
    seats: whole(1, 8)


def test_a_value_outside_its_type_is_refused_with_its_place_and_the_limit() -> None:
    with pytest.raises(Refused, match=r'its "seats" must be a whole number of at most 8'):
        convert({"seats": 9}, Table)
    with pytest.raises(Refused, match=r"must be text naming one of: hearts, spades"):
        convert("clubs", one_of(("hearts", "spades")))
    with pytest.raises(Refused, match=r"not in the form this file uses"):
        convert("Seat 1", text(20, r"[a-z]+"))
    with pytest.raises(Refused, match=r"NUL"):
        convert({"name": "a\x00b"}, dict[str, str])


def test_every_move_of_every_game_is_read_with_limits() -> None:
    for listing in registry.CATALOGUE:
        kinds = registry.get(listing.id).state_class.move_kinds
        for name in kinds:
            with pytest.raises(ValueError, match="seat"):
                move_from_json({"type": name, "seat": "x"}, kinds)


def test_a_pipe_a_folder_and_a_name_with_a_nul_are_refused_without_reading(tmp_path: Path) -> None:
    import os

    os.mkfifo(tmp_path / "pipe")
    for path, said in ((tmp_path / "pipe", "not a regular file"), (tmp_path, "not a regular file")):
        with pytest.raises(Refused, match=said):
            read_file(path)
    with pytest.raises(Refused, match="NUL"):
        read_file(Path(str(tmp_path / "a") + "\x00b"))


def test_time_that_runs_backward_is_refused_when_read() -> None:
    """A Repezita save with ``{"advance": -1}`` broke Saved games each time it opened."""
    from game.core.replays import Replay, ReplayError

    replay = {
        "version": 1,
        "game": "repezita",
        "seats": 2,
        "seed": 5,
        "options": {},
        "steps": [{"advance": -1}],
    }
    replay["players"] = ["human:mouse", "bot:easy"]
    with pytest.raises(ReplayError, match="not a number of seconds from 0"):
        Replay.from_json(replay)


def test_a_step_the_rules_cannot_follow_is_a_refusal_not_an_error() -> None:
    from game.core.replays import Replay, ReplayError

    state = registry.get("repezita").new_game(seats=2, seed=5)

    replay = Replay("repezita", 2, 5, dict(state.options), ("human:mouse", "bot:easy"), steps=(-1.0,))
    with pytest.raises(ReplayError, match="step 1 is one the rules cannot follow"):
        replay.play()
