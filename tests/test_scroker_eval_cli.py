"""`python main.py eval scroker --hand "..."` (issue 6): the category, the words and why; clear errors."""

from __future__ import annotations

import json

import pytest

from main import main


def test_eval_names_the_category_the_word_and_what_breaks_ties(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["eval", "scroker", "--hand", "lemon:C lemon:T chili:A1 lime:K lime:W"]) == 0
    out = capsys.readouterr().out
    assert "category  Tadpole" in out
    assert "word      ACT: chili:A1 lemon:C lemon:T (hot-'n'-sour)" in out
    assert "natural   no" in out and "ties by   lemon:T lemon:C" in out and "may open  yes" in out


def test_eval_json_of_a_flying_scroker(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["eval", "scroker", "--hand", "animal:M animal:O animal:U animal:S animal:E", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["category"] == "Flying Scroker" and result["natural"] is True
    assert sorted(result["words"][0]["text"]) == sorted("MOUSE")


def test_options_change_the_judgement(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(
            [
                "eval",
                "scroker",
                "--hand",
                "lemon:C lemon:T chili:A1 lime:K lime:W",
                "--options",
                "hot_n_sour=0",
            ]
        )
        == 0
    )
    assert "category  Tadpole" not in capsys.readouterr().out


@pytest.mark.parametrize(
    "hand, options, message",
    [
        (
            "lemon:A lime:B",
            "",
            "'lemon:A' is not a card in the Scroker deck: the Lemons are C D E F G H L N O P R S T",
        ),
        ("moon:A lime:B", "", "'moon:A' is not a Scroker card code"),
        ("lime:A lime:A", "", "listed twice"),
        ("lime:A", "", "2 to 7 cards"),
        ("lime:A lime:B", "spicy=1", "unknown Scroker option 'spicy'"),
        ("lime:A lime:B", "hot_n_sour=5", "hot_n_sour takes 0, 1 or 2"),
    ],
)
def test_bad_hands_and_options_are_clear_errors(
    capsys: pytest.CaptureFixture[str], hand: str, options: str, message: str
) -> None:
    assert main(["eval", "scroker", "--hand", hand, "--options", options]) == 2
    assert message in capsys.readouterr().err
