"""A lost deal says why: each of the solver's proofs gives its reason in a sentence a player can read,
which Hint shows and the solve command prints."""

from __future__ import annotations

import pytest

from game.bots.scotch_solver import Verdict, solve
from game.core import registry

SPEC = registry.get("scotch")
SMALL = {"ranks": 8, "suits": 2}


@pytest.mark.parametrize(
    ("seed", "options", "words"),
    [
        (
            3,
            {},
            "some card stays buried under cards that cannot move until after it is needed",
        ),  # dead at once
        (34, {}, "the Jacks and higher cards block each other"),  # a split game, level 11
        (340, SMALL, "run out of places: each needs a card one rank higher to sit on"),  # the waiting game
        (73, SMALL, "Every way of playing it was tried, and each one gets stuck."),  # the search, to the end
    ],
)
def test_each_proof_of_a_loss_says_why(seed: int, options: dict[str, int], words: str) -> None:
    solution = solve(SPEC.new_game(seed=seed, options=options))
    assert solution.verdict is Verdict.LOSS
    assert words in solution.reason


def test_a_win_or_an_undecided_deal_gives_no_reason() -> None:
    assert solve(SPEC.new_game(seed=14)).reason == ""
    cut_short = solve(SPEC.new_game(seed=34), budget=50)
    assert cut_short.verdict is Verdict.UNDECIDED and cut_short.reason == ""  # nothing is proven


def test_the_solve_command_says_why_a_deal_is_lost(capsys: pytest.CaptureFixture[str]) -> None:
    from main import main

    assert main(["solve", "scotch", "--deal", "3"]) == 0
    verdict, why = capsys.readouterr().out.splitlines()
    assert "LOSS" in verdict
    assert why.startswith("why: Even if every card you move could wait anywhere")
