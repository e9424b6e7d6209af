"""`python main.py eval scorzo --hand "..."` (DESIGN.md §5): a hand's best split and score."""

from __future__ import annotations

import json

import pytest

from main import main


def test_eval_prints_the_melds_the_unmelded_cards_and_the_score(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["eval", "scorzo", "--hand", "star:3 star:4 wild heart:7"]) == 0
    out = capsys.readouterr().out
    assert "run of Stars 3–5: star:3 star:4 wild=star:5" in out
    assert "unmelded  heart:7" in out and "score     7" in out


def test_eval_says_when_the_whole_hand_forms_melds(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["eval", "scorzo", "--hand", "STAR:7 heart:7 Wild circle:1 circle:2 circle:3"]) == 0
    out = capsys.readouterr().out
    assert "score     0" in out and "SCORZO may be called" in out


def test_eval_json_gives_each_meld_and_the_score(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["eval", "scorzo", "--hand", "star:3 star:4 wild heart:7", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["score"] == 7 and result["all_melds"] is False and result["unmelded"] == ["heart:7"]
    assert result["melds"] == [
        {"kind": "run", "cards": ["star:3", "star:4", "wild"], "numbers": [3, 4, 5], "suit": "star"}
    ]


@pytest.mark.parametrize(
    "hand, message",
    [
        ("star:3 moon:4", "'moon:4' is not a Scorzo card code"),
        ("star:11", "a colon and a number 1–10"),
        ("heart:2 heart:2 heart:2", "only 2 of heart:2"),
        ("wild " * 12 + "star:1 star:1 star:2 star:2 star:3 star:3 star:4 star:4 star:5", "at most 20 cards"),
    ],
)
def test_a_bad_hand_exits_2_naming_the_code(
    hand: str, message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["eval", "scorzo", "--hand", hand]) == 2
    captured = capsys.readouterr()
    assert message in captured.err and captured.err.startswith("cardtable: ") and captured.out == ""


def test_scorzo_hands_take_no_options(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["eval", "scorzo", "--hand", "wild", "--options", "rounds=3"]) == 2
    assert "rounds" in capsys.readouterr().err


def test_eval_knows_which_games_it_scores(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["eval", "scotch", "--hand", "AS"]) == 2
    assert "scorzo" in capsys.readouterr().err
