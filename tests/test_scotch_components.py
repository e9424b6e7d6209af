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


def real_moves(piles: list[list[int]], home: list[int]) -> list[tuple[bool, list[list[int]], list[int]]]:
    """Every move the rules allow, as (whether it floats a lone card, piles after, home after)."""
    moves = []
    for index, pile in enumerate(piles):
        code = pile[-1]
        below = 0 if code >> 1 == 1 else ((code >> 1) - 1) * 2 + (1 - (code & 1))
        if home[below] > home[code]:
            after = [list(p) for p in piles]
            after[index].pop()
            moves.append((False, [p for p in after if p], [*home[:code], home[code] + 1, *home[code + 1 :]]))
        for target, other in enumerate(piles):
            if target != index and other[-1] >> 1 == (code >> 1) + 1:
                after = [list(p) for p in piles]
                after[index].pop()
                after[target].append(code)
                moves.append((len(pile) == 1, [p for p in after if p], list(home)))
    return moves


def component_of(game: ComponentGame, piles: list[list[int]], home: list[int]) -> tuple[object, ...]:
    no_free = [0] * (2 * game.ranks + 4)
    settled, counts, _ = game._after_safe_moves([tuple(p) for p in piles], list(home), no_free)
    return game.normal_form([p for p in settled if p], counts)


def real_exits(game: ComponentGame, fixed: tuple[tuple[int, ...], ...], counts: tuple[int, ...]) -> set:
    """The components real moves lead to from every arrangement of this one (lone cards floated aside
    left out, as the game leaves them out); on the way, every arrangement must be in it and reach
    every other."""
    arrangements = list(game.placements(fixed, game.free_cards(fixed, counts)))
    assert all(component_of(game, a, list(counts)) == (fixed, counts) for a in arrangements)
    names = {tuple(sorted(tuple(p) for p in a)) for a in arrangements}
    reached, stack, leads_to = {tuple(sorted(tuple(p) for p in arrangements[0]))}, [arrangements[0]], set()
    while stack:
        for lone, after, after_home in real_moves(stack.pop(), list(counts)):
            component = component_of(game, after, after_home)
            if component == (fixed, counts):
                name = tuple(sorted(tuple(p) for p in after))
                if name not in reached:
                    reached.add(name)
                    stack.append(after)
            elif not lone:
                leads_to.add(component)
    assert reached == names, "every arrangement reaches every other"
    return leads_to


def check_components_against_real_moves(rng: random.Random, positions: int) -> None:
    """From each component met, ``exits`` are exactly the components real moves lead to."""
    for _ in range(positions):
        ranks = rng.choice([3, 4, 5, 6])
        piles, home = dealt_part_way(rng, ranks, 14)
        if not piles:
            continue
        game = ComponentGame(ranks=ranks, relaxed_test=False)
        todo = [component_of(game, piles, home)]
        met = set(todo)
        while todo and len(met) < 40:
            fixed, counts = todo.pop()
            if not fixed:
                continue
            leads_to = real_exits(game, fixed, counts)
            assert game.exits(fixed, counts) == leads_to, (fixed, counts)
            for component in leads_to - met:
                met.add(component)
                todo.append(component)


def test_a_pile_a_safe_move_uncovers_held_nothing_when_the_move_was_made() -> None:
    """6 ranks: a 5♥ going home sends A♥ and 2♠ home too, which uncovers a 6♠. The other 5♥, free,
    with a 4♠ on it, cannot have lain on that 6♠ when the move was made; the game once let it."""
    game = ComponentGame(ranks=6, relaxed_test=False)
    fixed = ((7, 12, 4), (12,), (13,), (13, 3, 11))
    counts = (2, 0, 2, 1, 1, 2, 2, 1, 1, 2, 2, 0, 0, 0, 0, 0)
    assert game.exits(fixed, counts) == real_exits(game, fixed, counts)


def test_components_are_what_real_moves_make_them() -> None:
    check_components_against_real_moves(random.Random(26), 150)


@pytest.mark.slow
def test_components_are_what_real_moves_make_them_on_many_positions() -> None:
    check_components_against_real_moves(random.Random(2611), 3000)


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
