"""`python main.py simulate scrooge …` (DESIGN.md §5): bots only, virtual time, a summary by level."""

from __future__ import annotations

import json

import pytest

from main import main

QUICK = ["simulate", "scrooge", "--games", "2", "--seed", "1", "--options", "rounds=1"]


def test_simulate_prints_points_per_round_and_a_summary_by_level(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*QUICK, "--players", "3"]) == 0
    out = capsys.readouterr().out
    assert out.count("round  1") == 2 and "won by Seat" in out
    assert "2 games, 2 rounds" in out
    for level in ("easy", "medium", "hard"):
        assert any(line.startswith(level) and "%" in line for line in out.splitlines())


def test_the_same_seed_plays_the_same_games(capsys: pytest.CaptureFixture[str]) -> None:
    runs = []
    for _ in range(2):
        assert main([*QUICK, "--levels", "hard,easy", "--json"]) == 0
        runs.append(json.loads(capsys.readouterr().out))
    assert runs[0]["games"] == runs[1]["games"]
    assert runs[0]["games"][0]["levels"] == ["hard", "easy"]
    assert set(runs[0]["summary"]["levels"]) == {"hard", "easy"}


def test_players_may_name_each_bot_seat(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*QUICK, "--players", "bot:hard,bot:hard,bot:medium", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)["summary"]
    assert summary["levels"]["hard"]["seat_games"] == 4 and summary["levels"]["medium"]["seat_games"] == 2


@pytest.mark.parametrize(
    "arguments, message",
    [
        (["--levels", "easy,fast"], "unknown bot level 'fast'"),
        (["--players", "human:mouse,bot:hard"], "simulate plays bots only"),
        (["--players", "7"], "--players takes 2 to 6 seats for Scrooge, not 7"),
        (["--players", "3", "--levels", "easy,hard"], "--players 3 but --levels names 2 seats"),
        (["--games", "0"], "--games takes 1 to 100,000 games, not 0"),
        (["--seed", "-1"], "--seed takes 0 to 9,223,372,036,854,775,807 as the deal number, not '-1'"),
        (["--players", "3", "--options", "teams=1"], "team play takes 4 or 6 seats"),
        (["--options", "colour=red"], "no option 'colour'"),
    ],
)
def test_bad_arguments_give_a_clear_message_and_exit_2(
    arguments: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["simulate", "scrooge", *arguments]) == 2
    assert message in capsys.readouterr().err


def test_a_game_without_bots_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "scotch"]) == 2
    assert "no bots for 'scotch' yet" in capsys.readouterr().err


def test_a_malformed_number_is_refused_in_a_sentence(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "scrooge", "--games", "many"]) == 2
    assert capsys.readouterr().err == "cardtable: --games takes 1 to 100,000 games, not 'many'\n"


SCORZO = ["simulate", "scorzo", "--games", "2", "--seed", "1", "--options", "rounds=2"]


def test_simulate_scorzo_prints_points_a_game_by_level_fewest_first(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main([*SCORZO, "--players", "4"]) == 0
    out = capsys.readouterr().out
    assert out.count("round  2") == 2 and "won by Seat" in out and "called by Seat" in out
    assert "points a game (95% interval)" in out and "fewest points win" in out
    for level in ("easy", "medium", "hard"):
        assert any(line.startswith(level) and "%" in line for line in out.splitlines())


def test_simulate_scorzo_takes_bot_seats_and_normal_for_medium(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*SCORZO, "--players", "bot:easy,bot:hard,bot:normal", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"][0]["levels"] == ["easy", "hard", "medium"]
    assert data["summary"]["points"] == "points a game" and data["summary"]["lower_wins"]
    game = data["games"][0]
    assert [sum(r["points"][seat] for r in game["rounds"]) for seat in range(3)] == game["totals"]


@pytest.mark.parametrize(
    "arguments, message",
    [
        (["--players", "bot:hard"], "Scorzo takes 2-6 players, not 1"),
        (["--players", "bot:easy,bot:clever"], "unknown bot level 'clever'"),
        (["--options", "rounds=12"], "option rounds=12 for scorzo"),
        (["--players", "human:keys1,bot:easy"], "simulate plays bots only"),
    ],
)
def test_simulate_scorzo_refuses_bad_arguments_clearly(
    arguments: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["simulate", "scorzo", *arguments]) == 2
    assert message in capsys.readouterr().err
