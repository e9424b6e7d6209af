"""The component game (issue 25 research) against an independent brute force.

The component game treats a group of positions that reach each other as one;
if its idea of a group were wrong it would call won positions lost, which the
brute force on small decks would show. The solver does not use it yet.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.bots.scotch_components import ComponentGame
from tests.test_scotch_solver import dealt_part_way, wins_from


@settings(max_examples=150, deadline=None, derandomize=True)
@given(st.randoms(use_true_random=False))
def test_the_component_game_agrees_with_brute_force_in_the_middle_of_games(rng: random.Random) -> None:
    piles, home = dealt_part_way(rng, 5, 12)
    if not piles:
        return
    truth = wins_from(piles, home)
    assert ComponentGame(ranks=5, relaxed_test=False).decide(piles, home) is truth
    assert ComponentGame(ranks=5, relaxed_test=True).decide(piles, home) is truth


def test_every_following_component_holds_each_card_once() -> None:
    """Deal 34 after its safe moves: floating Q♠ onto a King leaves the Queens no spare King, so
    every placement of the free Q♥ is tried; a placement left behind once put a 4♠ in two piles."""
    game = ComponentGame()
    fixed = (
        (3, 10, 17), (3, 18, 5), (7, 15), (7, 22, 24), (8, 11), (9, 2, 19), (9, 14, 4), (13, 5, 11),
        (13, 18), (14, 6, 17), (16, 10, 6), (20, 16, 12), (20, 22, 19), (23, 4, 21), (23, 27, 21),
        (24, 26, 15), (25, 2, 27), (26,),
    )  # fmt: skip
    home = (2,) + (0,) * 29
    after = game.exits(fixed, home)
    assert any((26, 24) in piles for piles, _ in after) and any((26, 25) in piles for piles, _ in after)
    for piles, counts in after:
        free = game.free_cards(piles, counts)
        assert min(free) >= 0, piles
        arrangement = next(game.placements(piles, free))
        assert sorted(c for p in arrangement for c in p) == sorted(
            c for c in range(2, 28) for _ in range(2 - counts[c])
        )


@pytest.mark.slow
def test_the_component_game_agrees_with_brute_force_on_larger_positions() -> None:
    rng = random.Random(2026_11_26)
    checked = 0
    while checked < 1000:
        piles, home = dealt_part_way(rng, 5, 20)
        if not piles:
            continue
        checked += 1
        assert ComponentGame(ranks=5).decide(piles, home) is wins_from(piles, home), (piles, home)
