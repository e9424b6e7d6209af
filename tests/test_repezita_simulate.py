"""`python main.py simulate repezita …`: bots only, virtual time, a summary for a finishing-order game."""

from __future__ import annotations

import json

import pytest

from game.bots import repezita_simulation
from main import main

QUICK = ["simulate", "repezita", "--games", "3", "--seed", "2"]


def test_simulate_repezita_prints_places_and_a_finishing_order_summary(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main([*QUICK, "--players", "bot:easy,bot:medium,bot:hard,bot:medium"]) == 0
    out = capsys.readouterr().out
    assert out.count("first out Seat") == 3 and "place (1 = first out) (95% interval)" in out
    assert "mean place by seat (1 = first out): Seat 1" in out and "Seat 4" in out
    assert "games lost" in out and "mean table time a game:" in out
    for level in ("easy", "medium", "hard"):
        assert sum(line.startswith(level) and "%" in line for line in out.splitlines()) == 2


def test_every_game_places_each_seat_once_with_the_loser_last(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*QUICK, "--players", "5", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    for game in data["games"]:
        assert sorted(game["placings"]) == [1, 2, 3, 4, 5]
        assert game["rounds"][0]["callers"] == [game["placings"].index(1)]
        assert game["rounds"][0]["table_seconds"] > 0
    finishing = data["summary"]["finishing"]
    assert set(finishing["mean_place_by_seat"]) == {f"Seat {n}" for n in range(1, 6)}
    lost = sum(
        row["lost_share"] * data["summary"]["levels"][name]["seat_games"]
        for name, row in finishing["levels"].items()
    )
    assert lost == pytest.approx(3)
    assert finishing["mean_table_seconds"] > 0


def test_the_same_seed_plays_the_same_games(capsys: pytest.CaptureFixture[str]) -> None:
    runs = []
    for _ in range(2):
        assert main([*QUICK, "--levels", "hard,easy", "--options", "stall_seconds=3", "--json"]) == 0
        runs.append(json.loads(capsys.readouterr().out))
    assert runs[0]["games"] == runs[1]["games"]
    assert runs[0]["games"][0]["levels"] == ["hard", "easy"]


@pytest.mark.parametrize(
    "arguments, message",
    [
        (["--players", "9"], "--players takes 2 to 8 seats for Repezita, not 9"),
        (["--players", "bot:hard"], "Repezita takes 2-8 players, not 1"),
        (["--options", "stall_seconds=4"], "option stall_seconds=4 for repezita"),
        (["--players", "human:mouse,bot:easy"], "simulate plays bots only"),
    ],
)
def test_simulate_repezita_refuses_bad_arguments_clearly(
    arguments: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["simulate", "repezita", *arguments]) == 2
    assert message in capsys.readouterr().err


def test_a_game_that_cannot_end_stops_at_the_time_limit_with_a_clear_message(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(repezita_simulation, "TIME_LIMIT_SECONDS", 5.0)
    assert main([*QUICK, "--players", "4"]) == 1
    err = capsys.readouterr().err
    assert "game 1: Repezita deal 2000007 with bots easy,medium,hard,easy did not end" in err
    assert "played 5 s of table time without finishing" in err
