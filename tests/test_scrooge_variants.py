"""Scrooge's variants from seed 000, each an option over the base game (DESIGN.md §10)."""

from __future__ import annotations

import pytest

from game.core.cards import Card
from game.core.codes import parse_card
from game.core.moves import MoveCards
from game.rules.scrooge.moves import CallScrooge, PlayJoker
from game.rules.scrooge.places import FINISHED
from tests.harness import play_random_game
from tests.scrooge_positions import SPEC, arranged, codes, deal, refused

# Team play


def test_team_play_puts_two_neighbouring_seats_at_one_layout_with_one_deck() -> None:
    state = deal(seats=4, teams=True)
    assert len(state.seating.places) == 2
    assert state.place_of(0) == state.place_of(1) != state.place_of(2) == state.place_of(3)
    assert "seat3.scrooge" not in state.piles


@pytest.mark.parametrize("seats", [2, 3, 5])
def test_team_play_needs_4_or_6_seats(seats: int) -> None:
    with pytest.raises(ValueError, match="4 or 6 seats"):
        deal(seats=seats, teams=True)


def test_both_teammates_may_act_on_their_shared_layout() -> None:
    state = arranged({"seat1.work.0": "AS", "seat1.work.1": "2S"}, seats=4, teams=True)
    state.apply(MoveCards(0, "seat1.work.0", "foundation.0"))
    state.apply(MoveCards(1, "seat1.work.1", "foundation.0"))
    assert codes(state, "foundation.0") == ["AS", "2S"]
    assert refused(state, MoveCards(2, "seat1.work.2", "foundation.1")) == "that pile is not yours"


def test_teammates_share_the_team_score() -> None:
    state = arranged({"foundation.0": "AS@1 2S@1"}, seats=4, teams=True)
    state.apply(CallScrooge(2))
    scores = state.result().scores
    assert scores[2] == scores[3] == 12 and scores[0] == scores[1] == 0


# Speed round, double penalty, no bonus


def test_speed_round_uses_only_10_cards_in_the_scrooge_pile() -> None:
    state = deal(speed_round=True)
    assert len(state.piles["seat1.scrooge"].cards) == 10 and len(state.piles["seat1.stock"].cards) == 38


def test_double_penalty_takes_3_points_per_card_left() -> None:
    state = arranged({"seat1.scrooge": "2C 3C 4C"}, double_penalty=True)
    state.apply(CallScrooge(1))
    assert state.round_scores[-1][0].total == -9


def test_no_bonus_gives_the_caller_nothing_extra() -> None:
    state = arranged({"foundation.0": "AS@1"}, no_bonus=True)
    state.apply(CallScrooge(1))
    assert state.round_scores[-1][1].total == 1


# Jokers


def test_the_joker_variant_adds_2_jokers_per_deck() -> None:
    state = deal(seats=3, jokers=True)
    for place in state.seating.places:
        cards = [c for pid in place.pile_ids for c in state.piles[pid].cards]
        assert len(cards) == 54 and {c for c in cards if c.is_joker} == {
            Card.joker(1, place.index),
            Card.joker(2, place.index),
        }


def test_a_joker_is_played_as_the_card_it_names() -> None:
    state = arranged({"foundation.0": "AH 2H", "seat1.waste": "JK1"}, jokers=True)
    state.apply(PlayJoker(0, "seat1.waste", "foundation.0", 1, "3H"))
    assert state.face_value(state.piles["foundation.0"].cards[-1]).code == "3H"
    assert state.view(1).played_as == {Card.joker(1): parse_card("3H")}, "every seat sees what it stands for"


def test_a_joker_must_be_named_and_the_name_must_fit() -> None:
    state = arranged({"foundation.0": "AH 2H", "seat1.waste": "JK2"}, jokers=True)
    assert (
        refused(state, MoveCards(0, "seat1.waste", "foundation.0")) == "say which card the joker is played as"
    )
    assert "builds up" in refused(state, PlayJoker(0, "seat1.waste", "foundation.0", 1, "4H"))
    assert "not a card code" in refused(state, PlayJoker(0, "seat1.waste", "foundation.0", 1, "XX"))
    assert "not as a joker" in refused(state, PlayJoker(0, "seat1.waste", "foundation.0", 1, "JK1"))


def test_nothing_builds_on_a_joker_until_it_is_named() -> None:
    state = arranged({"seat1.work.0": "JK1", "seat1.waste": "9C"}, jokers=True)
    assert "cannot go on" in refused(state, MoveCards(0, "seat1.waste", "seat1.work.0"))
    assert all(m.target != "seat1.work.0" for m in state.legal_moves(0) if isinstance(m, MoveCards))


def test_a_named_joker_keeps_its_name_when_it_moves_on() -> None:
    state = arranged(
        {"seat1.work.0": "10S", "seat1.work.1": "JK1", "foundation.0": "AH 2H 3H 4H 5H 6H 7H 8H"}, jokers=True
    )
    assert PlayJoker(0, "seat1.work.1", "seat1.work.0", 1, "9H") in state.legal_moves(0)
    state.apply(PlayJoker(0, "seat1.work.1", "seat1.work.0", 1, "9H"))
    assert refused(state, PlayJoker(0, "seat1.work.0", "foundation.0", 1, "9H")) == (
        "only a joker not yet played can be named"
    )
    state.apply(MoveCards(0, "seat1.work.0", "foundation.0"))
    assert codes(state, "foundation.0")[-1] == "JK1"


def test_a_joker_played_as_a_king_finishes_its_pile() -> None:
    run = " ".join(f"{r}S" for r in ("A", 2, 3, 4, 5, 6, 7, 8, 9, 10, "J", "Q"))
    state = arranged({"foundation.0": run, "seat1.waste": "JK2"}, jokers=True)
    state.apply(PlayJoker(0, "seat1.waste", "foundation.0", 1, "KS"))
    assert len(codes(state, FINISHED)) == 13


def test_a_joker_on_the_foundations_scores_for_its_own_deck() -> None:
    state = arranged({"foundation.0": "AH@1 2H@1", "seat1.waste": "JK1"}, jokers=True)
    state.apply(PlayJoker(0, "seat1.waste", "foundation.0", 1, "3H"))
    state.apply(CallScrooge(1))
    assert [s.played for s in state.round_scores[-1]] == [1, 2]


# Every variant keeps the invariants under random play


@pytest.mark.parametrize(
    ("seats", "options"),
    [
        (4, {"teams": True}),
        (6, {"teams": True, "jokers": True}),
        (3, {"jokers": True, "speed_round": True}),
        (2, {"double_penalty": True, "no_bonus": True, "rounds": 1}),
    ],
)
def test_random_play_keeps_every_invariant_with_variants(seats: int, options: dict[str, object]) -> None:
    play_random_game(SPEC, seats, seed=3, max_moves=120, probes=2, options=options)


def test_random_play_reaches_the_end_of_a_game() -> None:
    """Two seats, one round, random moves: the round ends (called or stuck) and the game is over."""
    state = play_random_game(SPEC, 2, seed=5, max_moves=3000, probes=0, options={"rounds": 1})
    assert state.is_over()


# Naming a joker by the pile it lands on (people and bots alike)


def test_a_joker_on_a_foundation_is_named_as_the_one_card_that_fits() -> None:
    state = arranged({"foundation.0": "AH 2H 3H"}, jokers=True)
    assert state.joker_name("foundation.0") == parse_card("4H")


def test_a_joker_on_an_empty_foundation_is_an_ace_of_a_suit_with_fewest_started() -> None:
    state = arranged({"foundation.0": "AC", "foundation.1": "AD 2D", "foundation.2": "AS"}, jokers=True)
    assert state.joker_name("foundation.3") == parse_card("AH")


def test_a_joker_on_an_empty_work_space_is_a_king_and_on_a_work_pile_a_card_that_fits() -> None:
    state = arranged({"seat1.work.1": "9C"}, jokers=True)
    assert state.joker_name("seat1.work.0").rank == 13
    assert state.joker_name("seat1.work.1") == parse_card("8D")
    assert state.joker_name("seat1.scrooge") is None


def test_a_bot_names_its_joker_as_a_person_would() -> None:
    from game.bots.scrooge_sight import foundation_ids, seen_moves

    state = arranged({"foundation.0": "AC", "foundation.1": "AD", "seat1.waste": "JK1"}, jokers=True)
    view = state.view(0)
    seen = seen_moves(view, state.place_of(0), foundation_ids(view), lambda pile_id: True)
    jokers = [s.move for s in seen if isinstance(s.move, PlayJoker) and s.move.target in state.foundation_ids]
    assert jokers and all(parse_card(m.as_card) == state.joker_name(m.target) for m in jokers)
