"""Scotch Solitaire, one test per rule sentence of seed 002 (and DESIGN.md §10)."""

from __future__ import annotations

from collections import Counter

import pytest

from game.core import registry
from game.core.cards import Card, Suit
from game.core.codes import parse_cards
from game.core.events import GameOver
from game.core.moves import IllegalMove, MoveCards
from game.core.undo import UndoableGame
from game.rules.scotch import FOUNDATIONS, TABLEAU, ScotchState

SPEC = registry.get("scotch")


def deal(seed: int = 1) -> ScotchState:
    state = SPEC.new_game(seats=1, seed=seed)
    assert isinstance(state, ScotchState)
    return state


# Two piles that always leave a legal move, so a position is not over before the test acts.
STILL_PLAYABLE = {"tableau.16": "JD", "tableau.17": "10C"}


def arranged(piles: dict[str, str], playable: bool = True) -> ScotchState:
    """A position with the named piles holding these cards (bottom first), the rest empty."""
    state = deal()
    for pile in state.piles.values():
        pile.cards = []
    for pile_id, codes in ({**STILL_PLAYABLE, **piles} if playable else piles).items():
        state.piles[pile_id].cards = parse_cards(codes)
    return state


def move(state: ScotchState, source: str, target: str) -> None:
    state.apply(MoveCards(0, source, target))


def refused(state: ScotchState, source: str, target: str) -> str:
    before = state.to_json_text()
    with pytest.raises(IllegalMove) as refusal:
        move(state, source, target)
    assert state.to_json_text() == before
    return refusal.value.reason


# Setup & Layout


def test_use_a_standard_52_card_deck() -> None:
    cards = [c for pile in deal().piles.values() for c in pile.cards]
    assert len(cards) == 52
    assert Counter(cards) == Counter(Card(r, s) for s in Suit for r in range(1, 14))


def test_deal_18_tableau_piles_16_of_three_then_2_of_two() -> None:
    sizes = [len(deal(seed).piles[p].cards) for seed in (1, 2) for p in TABLEAU]
    assert sizes == ([3] * 16 + [2] * 2) * 2


def test_four_empty_foundation_piles() -> None:
    state = deal()
    assert [len(state.piles[f].cards) for f in FOUNDATIONS] == [0, 0, 0, 0]


def test_there_is_no_stock_reserve_or_cell() -> None:
    assert set(deal().piles) == set(FOUNDATIONS) | set(TABLEAU)


def test_all_cards_in_the_tableau_are_dealt_face_up() -> None:
    state = deal()
    assert all(state.piles[p].hidden == 0 for p in TABLEAU)
    assert all(None not in view.cards for view in state.view(0).piles.values())


def test_the_same_deal_number_gives_the_same_deal_everywhere() -> None:
    """Deal 1 is fixed for ever: our own PCG32 generator, not random.shuffle."""
    first_piles = [" ".join(c.code for c in deal(1).piles[p].cards) for p in TABLEAU[:3]]
    assert first_piles == ["6C QD AS", "2C 8H 9S", "5S 2D 7D"]
    assert deal(7).to_json_text() == deal(7).to_json_text()
    assert deal(7).to_json_text() != deal(8).to_json_text()


# Foundations


def test_any_ace_starts_a_foundation() -> None:
    state = arranged({"tableau.0": "AH", "tableau.1": "AS"})
    move(state, "tableau.0", "foundation.0")
    move(state, "tableau.1", "foundation.3")
    assert state.piles["foundation.3"].top == Card(1, Suit.SPADES)


def test_only_an_ace_starts_a_foundation() -> None:
    state = arranged({"tableau.0": "2H"})
    assert "Ace" in refused(state, "tableau.0", "foundation.0")


def test_foundations_build_up_in_alternating_colour() -> None:
    state = arranged({"foundation.0": "AH", "tableau.0": "2C", "tableau.1": "3D"})
    move(state, "tableau.0", "foundation.0")
    move(state, "tableau.1", "foundation.0")
    assert [c.code for c in state.piles["foundation.0"].cards] == ["AH", "2C", "3D"]


def test_a_foundation_refuses_the_same_colour() -> None:
    state = arranged({"foundation.0": "AH", "tableau.0": "2D"})
    assert "colour" in refused(state, "tableau.0", "foundation.0")


def test_foundation_suit_is_ignored_only_colour_counts() -> None:
    state = arranged({"foundation.0": "AH", "tableau.0": "2S", "tableau.1": "3H"})
    move(state, "tableau.0", "foundation.0")
    move(state, "tableau.1", "foundation.0")
    assert state.piles["foundation.0"].top == Card(3, Suit.HEARTS)


def test_a_foundation_refuses_a_rank_that_is_not_next() -> None:
    state = arranged({"foundation.0": "AH", "tableau.0": "3S"})
    assert refused(state, "tableau.0", "foundation.0")


def test_once_on_a_foundation_a_card_cannot_move_back_to_the_tableau() -> None:
    state = arranged({"foundation.0": "AH 2S", "tableau.0": "3C"})
    assert "stay" in refused(state, "foundation.0", "tableau.0")


def test_a_foundation_card_cannot_move_to_another_foundation() -> None:
    state = arranged({"foundation.0": "AH", "tableau.0": "KS"})
    assert refused(state, "foundation.0", "foundation.1")


# Tableau


def test_tableau_builds_down_by_one_rank_regardless_of_suit_or_colour() -> None:
    state = arranged({"tableau.0": "7H", "tableau.1": "6D", "tableau.2": "5C"})
    move(state, "tableau.1", "tableau.0")
    move(state, "tableau.2", "tableau.0")
    assert [c.code for c in state.piles["tableau.0"].cards] == ["7H", "6D", "5C"]


def test_tableau_refuses_a_card_that_is_not_one_lower() -> None:
    state = arranged({"tableau.0": "7H", "tableau.1": "5D", "tableau.2": "8C"})
    assert "down" in refused(state, "tableau.1", "tableau.0")
    assert refused(state, "tableau.2", "tableau.0")


def test_only_the_top_card_of_a_tableau_pile_is_available() -> None:
    state = arranged({"tableau.0": "6S 9D", "tableau.1": "7H"})
    assert state.why_illegal(MoveCards(0, "tableau.0", "tableau.1", 2)) == "only the top card may be moved"
    assert MoveCards(0, "tableau.0", "tableau.1") not in state.legal_moves(0)


def test_sequences_cannot_be_moved_only_single_cards() -> None:
    state = arranged({"tableau.0": "8S 7H", "tableau.1": "9C"})
    before = state.to_json_text()
    with pytest.raises(IllegalMove):
        state.apply(MoveCards(0, "tableau.0", "tableau.1", 2))
    assert state.to_json_text() == before
    assert all(m.count == 1 for m in deal().legal_moves(0))


def test_an_emptied_pile_stays_empty() -> None:
    state = arranged({"tableau.0": "AH", "tableau.1": "KS", "tableau.2": "5D 6C"})
    move(state, "tableau.0", "foundation.0")
    assert "stays empty" in refused(state, "tableau.1", "tableau.0")
    assert "stays empty" in refused(state, "tableau.2", "tableau.0")


# Gameplay and the end


def test_no_new_cards_are_introduced_during_play() -> None:
    state = deal(3)
    for _ in range(20):
        moves = state.legal_moves(0)
        if not moves:
            break
        state.apply(moves[0])
    assert sum(len(p.cards) for p in state.piles.values()) == 52


def test_the_game_is_won_when_all_52_cards_are_on_the_foundations() -> None:
    ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    colours = [("H", "S"), ("D", "C"), ("S", "H"), ("C", "D")]
    foundations = {
        f: " ".join(r + colours[i][n % 2] for n, r in enumerate(ranks[:-1]))
        for i, f in enumerate(FOUNDATIONS)
    }
    state = arranged({**foundations, "tableau.0": "KH KD KS KC"}, playable=False)
    for target in FOUNDATIONS[::-1]:
        move(state, "tableau.0", target)
    assert state.is_over() and state.is_won()
    assert state.result().winners == (0,)
    assert "Won" in state.result().summary


def test_the_game_is_lost_the_moment_no_legal_move_remains() -> None:
    state = arranged({"tableau.0": "AH", "tableau.1": "5S 9D", "tableau.2": "3C"}, playable=False)
    events = state.apply(MoveCards(0, "tableau.0", "foundation.0"))
    assert state.is_over() and not state.is_won()
    assert any(isinstance(e, GameOver) and not e.won and "No more moves" in e.text for e in events)
    assert state.result().winners == ()
    assert state.legal_moves(0) == []


def test_there_is_no_redeal_the_deal_is_fixed() -> None:
    state = arranged({"tableau.0": "AH", "tableau.1": "5S"}, playable=False)
    move(state, "tableau.0", "foundation.0")
    assert state.is_over()
    with pytest.raises(IllegalMove):
        state.apply(MoveCards(0, "tableau.1", "tableau.0"))


# Undo and redo (issue 2)


def test_undo_restores_the_position_exactly_and_redo_replays_it() -> None:
    game = UndoableGame(deal(5))
    start = game.state.to_json_text()
    played = []
    for _ in range(6):
        moves = game.state.legal_moves(0)
        if not moves:
            break
        played.append(game.state.to_json_text())
        game.apply(moves[-1])
    end = game.state.to_json_text()
    while game.can_undo:
        game.undo()
    assert game.state.to_json_text() == start
    while game.can_redo:
        game.redo()
    assert game.state.to_json_text() == end


def test_undo_is_still_offered_after_a_loss() -> None:
    game = UndoableGame(arranged({"tableau.0": "AH", "tableau.1": "5S 9D"}, playable=False))
    game.apply(MoveCards(0, "tableau.0", "foundation.0"))
    assert game.state.is_over() and game.can_undo
    game.undo()
    assert not game.state.is_over()
    assert game.state.piles["tableau.0"].top == Card(1, Suit.HEARTS)


def test_a_new_move_after_undo_clears_redo() -> None:
    game = UndoableGame(arranged({"tableau.0": "AH", "tableau.1": "AS", "tableau.2": "9D"}))
    game.apply(MoveCards(0, "tableau.0", "foundation.0"))
    game.undo()
    game.apply(MoveCards(0, "tableau.1", "foundation.0"))
    assert not game.can_redo
