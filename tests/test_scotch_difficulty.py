"""Scotch deals by difficulty: the shipped ratings are proven wins, rated as the method says (issue 23).

The quick suite re-solves and re-rates a sample of each class; the slow suite re-solves every rated
deal. The fast players that measure a deal are checked against the solver: a deal they win is one
the solver wins too, so they play by the rules.
"""

from __future__ import annotations

import multiprocessing
import os
import random
from pathlib import Path

import pytest

from game.bots import scotch_difficulty as rating
from game.bots.scotch_playouts import deal_codes, greedy_game, random_playout, random_wins
from game.bots.scotch_solver import Verdict, solve
from game.core import registry
from game.core.decoding import BrokenAsset
from game.resources import asset_path

SPEC = registry.get("scotch")
SAMPLE_PER_CLASS = 4


def shipped() -> rating.DealRatings:
    ratings = rating.read_ratings_file(asset_path(*rating.RATINGS_FILE))
    assert not ratings.fault
    return ratings


def sample(ratings: rating.DealRatings, name: str, count: int, seed: int) -> list[int]:
    return random.Random(seed).sample(ratings.by_class[name], count)


def proven_win(deal: int) -> bool:
    """The solver wins ``deal`` within the rating's budget, and its line wins through the rules engine."""
    solution = solve(SPEC.new_game(seats=1, seed=deal), budget=rating.SOLVER_BUDGET)
    if solution.verdict is not Verdict.WIN:
        return False
    state = SPEC.new_game(seats=1, seed=deal)
    for move in solution.moves:
        state.apply(move)
    return state.is_won()


def test_the_shipped_ratings_cover_deals_1_to_10000_by_this_method_in_three_sizeable_classes() -> None:
    ratings = shipped()
    assert (ratings.first, ratings.last, ratings.method) == (1, 10_000, rating.METHOD)
    counts = [ratings.count(name) for name in rating.CLASSES]
    assert all(count >= 1000 for count in counts), counts  # a class to choose from, not a handful
    assert rating.deal_ratings().class_of(ratings.by_class["Hard"][0]) == "Hard"


@pytest.mark.parametrize("name", rating.CLASSES)
def test_a_sample_of_each_class_is_a_proven_win_rated_as_the_method_says(name: str) -> None:
    ratings = shipped()
    for deal in sample(ratings, name, SAMPLE_PER_CLASS, seed=23):
        assert proven_win(deal), deal
        wins = random_wins(deal_codes(deal), rating.PLAYOUTS, seed=deal)
        assert rating.classify(wins, rating.PLAYOUTS) == name, (deal, wins)


def test_deals_the_solver_proves_lost_are_not_rated() -> None:
    ratings = shipped()
    lost = [
        deal
        for deal in range(1, 41)
        if solve(SPEC.new_game(seats=1, seed=deal), budget=2000).verdict is Verdict.LOSS
    ]
    assert len(lost) >= 5
    assert all(ratings.class_of(deal) is None for deal in lost)


@pytest.mark.slow
def test_every_rated_deal_is_a_proven_win() -> None:
    """All 6,000-odd rated deals, over every core: on one core of a 2-core machine this one test took
    eight minutes of CI's thirty. Fresh worker processes (spawn), so nothing an earlier test left in
    this process (a display, a thread) is copied into them."""
    ratings = shipped()
    deals = [deal for name in rating.CLASSES for deal in ratings.by_class[name]]
    with multiprocessing.get_context("spawn").Pool(max(1, os.cpu_count() or 1)) as pool:
        won = pool.map(proven_win, deals, chunksize=50)
    assert [deal for deal, is_won in zip(deals, won, strict=True) if not is_won] == []


def test_the_classes_follow_the_random_players_share_of_wins() -> None:
    assert [rating.classify(wins, 60) for wins in (0, 2, 3, 8, 9, 60)] == [
        "Hard",
        "Hard",
        "Medium",
        "Medium",
        "Easy",
        "Easy",
    ]


def test_the_fast_players_win_only_deals_the_solver_wins() -> None:
    """A win by a playout on a deal the solver proves lost would be an illegal move somewhere."""
    rng = random.Random(5)
    won_by_players = 0
    for deal in range(1, 41):
        codes = deal_codes(deal)
        played = sum(random_playout(codes, rng) for _ in range(8)) + greedy_game(codes)
        if played:
            won_by_players += 1
            assert solve(SPEC.new_game(seats=1, seed=deal), budget=2000).verdict is not Verdict.LOSS, deal
    assert won_by_players >= 10  # the check saw wins to judge


def test_playouts_repeat_from_their_seed_and_differ_between_seeds() -> None:
    codes = deal_codes(4)
    results = [[random_playout(codes, random.Random(seed)) for seed in range(40)] for _ in range(2)]
    assert results[0] == results[1]
    assert 0 < sum(results[0]) < 40


# --- the file's faults ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ('{"method":1,"deals":[1,10],"easy":[1,2],"medium":[3],"hard":[2]}', "deal 2 in two classes"),
        ('{"method":1,"deals":[1,10],"easy":[2,1],"medium":[3],"hard":[4]}', "not in ascending order"),
        ('{"method":1,"deals":[1,10],"easy":[1],"medium":[30],"hard":[4]}', "outside its range 1–10"),
        ('{"method":1,"deals":[1,10],"easy":[1],"medium":[],"hard":[4]}', "no Medium deal"),
        ('{"method":1,"deals":[10,1],"easy":[1],"medium":[3],"hard":[4]}', "runs backwards"),
        ('{"method":1,"deals":[1,10],"easy":[1],"medium":[3],"hard":[-4]}', "hard"),
        ('{"method":1,"deals":[1,10],"easy":[1],"medium":[3]}', "hard"),
        ("[1, 2]", "must be an object"),
        ('{"method":1,"deals":[1,', "broken"),
    ],
)
def test_a_broken_ratings_file_is_a_sentence_naming_it(tmp_path: Path, text: str, said: str) -> None:
    path = tmp_path / "scotch-difficulty.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(BrokenAsset) as caught:
        rating.read_ratings_file(path)
    assert said in str(caught.value) and "scotch-difficulty.json" in str(caught.value)
