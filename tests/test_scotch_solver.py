"""The exact Scotch solver (issue 3): proofs checked by replay and by brute force."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.bots import scotch_solver
from game.bots.scotch_solver import Verdict, solve
from game.core import registry
from game.core.cards import Card
from game.core.codes import parse_cards
from game.rules.scotch import SUITS_BY_COUNT, ScotchState

SPEC = registry.get("scotch")


def brute_force_wins(state: ScotchState) -> bool:
    """An independent search: the rules engine's own moves, every position kept whole, no shortcuts."""
    seen: set[str] = set()
    stack = [state]
    while stack:
        here = stack.pop()
        if here.is_won():
            return True
        key = json.dumps({pid: [c.code for c in pile.cards] for pid, pile in here.piles.items()})
        if key in seen:
            continue
        seen.add(key)
        for move in here.legal_moves(0):
            child = here.clone()
            child.apply(move)
            stack.append(child)
    return False


def small_deck(ranks: int, suits: int) -> list[Card]:
    return [Card(rank, suit) for suit in SUITS_BY_COUNT[suits] for rank in range(1, ranks + 1)]


def replays_to_a_win(state: ScotchState, moves: tuple) -> bool:
    twin = state.clone()
    for move in moves:
        twin.apply(move)
    return twin.is_won()


@pytest.mark.parametrize("seed", [14, 30, 38, 39, 40])
def test_every_winning_line_replays_through_the_rules(seed: int) -> None:
    state = SPEC.new_game(seed=seed)
    solution = solve(state, budget=50_000)
    assert solution.verdict is Verdict.WIN
    assert replays_to_a_win(state, solution.moves)


def agrees_with_brute_force(ranks: int, suits: int, examples: int) -> None:
    """Hypothesis deals the small deck at random; the solver's verdict must match the brute force's."""

    @settings(max_examples=examples, deadline=None)
    @given(st.permutations(small_deck(ranks, suits)))
    def agrees(cards: list[Card]) -> None:
        state = ScotchState.from_cards(SPEC, cards, {"ranks": ranks, "suits": suits})
        solution = solve(state, budget=1_000_000)
        assert solution.verdict is not Verdict.UNDECIDED
        assert (solution.verdict is Verdict.WIN) == brute_force_wins(state)
        if solution.verdict is Verdict.WIN:
            assert replays_to_a_win(state, solution.moves)

    agrees()


@pytest.mark.parametrize(
    ("ranks", "suits", "examples"), [(6, 2, 150), pytest.param(3, 4, 60, marks=pytest.mark.slow), (8, 2, 30)]
)
def test_the_solver_agrees_with_brute_force_on_small_decks(ranks: int, suits: int, examples: int) -> None:
    agrees_with_brute_force(ranks, suits, examples)


@pytest.mark.slow
def test_restarted_runs_agree_with_brute_force(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tiny first runs force many restarts, and each must start again from the deal itself."""
    monkeypatch.setattr(scotch_solver, "FIRST_RUN_BUDGET", 3)
    agrees_with_brute_force(8, 2, 40)


def test_two_red_kings_on_the_two_red_aces_is_a_proven_loss() -> None:
    cards = parse_cards("AH KD 2S AD KH 3C")
    rest = [c for c in small_deck(13, 4) if c not in cards]
    state = ScotchState.from_cards(SPEC, cards + rest)
    solution = solve(state)
    assert solution.verdict is Verdict.LOSS
    assert solution.nodes <= 2


def test_a_card_that_could_go_home_is_still_a_place_for_the_card_below_it() -> None:
    """Found by Hypothesis: the dead-end test sent 5H home at once, so 4H could never be lifted onto it."""
    cards = parse_cards("6S 6H 4S AS 4H 5H 5S 3S 2S 3H 2H AH")
    state = ScotchState.from_cards(SPEC, cards, {"ranks": 6, "suits": 2})
    assert brute_force_wins(state)
    solution = solve(state)
    assert solution.verdict is Verdict.WIN and replays_to_a_win(state, solution.moves)


def test_a_search_cut_short_is_undecided_not_lost() -> None:
    hard = next(
        seed
        for seed in range(1, 200)
        if solve(SPEC.new_game(seed=seed), budget=50).verdict is Verdict.UNDECIDED
    )
    assert solve(SPEC.new_game(seed=hard), budget=50).verdict is Verdict.UNDECIDED


@pytest.mark.parametrize(
    ("codes", "message"),
    [("AS 2S", "has 52 cards, not 2"), ("AS " * 52, "AS is dealt twice")],
)
def test_a_bad_deal_is_a_clear_error(codes: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        ScotchState.from_cards(SPEC, parse_cards(codes))


def test_the_solve_command_reports_a_deal_and_refuses_bad_cards(capsys: pytest.CaptureFixture[str]) -> None:
    from main import main

    assert main(["solve", "scotch", "--deal", "14", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    (deal,) = report["deals"]
    assert deal["verdict"] == "WIN" and deal["moves"] == len(deal["solution"]) > 0
    assert main(["solve", "scotch", "--cards", "AS KX"]) == 2
    assert "'KX' is not a card code" in capsys.readouterr().err
    assert main(["solve", "scotch", "--deals", "9-3"]) == 2


def test_the_win_rate_interval_is_the_wilson_interval() -> None:
    from game.core.sample_statistics import wilson_interval

    low, high = wilson_interval(50, 100)
    assert round(low, 3) == 0.404 and round(high, 3) == 0.596
    assert wilson_interval(0, 10)[0] == 0.0
