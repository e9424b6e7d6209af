"""Schrum Schrum, one test per rule sentence of seed 004 and DESIGN.md §10."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from game.core import registry
from game.core.cards import Card, Suit
from game.core.codes import CardCodeError
from game.core.decoding import BrokenAsset
from game.core.events import CardsFlipped, CardsMoved, GameOver
from game.core.moves import MoveCards
from game.core.rng import SeededRandom
from game.rules.shedding.deck import deck_from_file, read_deck_file
from game.rules.shedding.moves import CallTac, TurnCard
from tests.harness import play_random_game, refused
from tests.shedding_positions import arranged, codes, deal, sensible_player, targets, turned

SPEC = registry.get("schrum")

# The players and the deck


@pytest.mark.parametrize("seats", [3, 5, 6, 7])
def test_schrum_schrum_is_played_by_2_4_or_8_players(seats: int) -> None:
    assert SPEC.seat_choices() == (2, 4, 8)
    with pytest.raises(ValueError, match="2, 4 or 8"):
        SPEC.new_game(seats=seats)


def test_the_deck_is_32_cards_with_everything_below_the_seven_removed() -> None:
    cards = deal("schrum").deck.cards()
    assert len(cards) == len(set(cards)) == 32
    assert {card.rank for card in cards} == {1, 7, 8, 9, 10, 11, 12, 13}
    assert Counter(card.suit for card in cards) == dict.fromkeys(Suit, 8)


def test_german_faces_name_the_suits_hearts_bells_leaves_and_acorns() -> None:
    state = deal("schrum", faces="german")
    names = {state.card_name(Card(13, suit)) for suit in Suit}
    assert names == {"King of Hearts", "King of Bells", "King of Leaves", "King of Acorns"}
    assert state.card_name(Card(12, Suit.DIAMONDS)) == "Ober of Bells"
    assert deal("schrum").card_name(Card(12, Suit.DIAMONDS)) == "Queen of Diamonds"


def test_german_faces_are_only_art_the_card_codes_stay_french() -> None:
    german, french = deal("schrum", seed=4, faces="german"), deal("schrum", seed=4)
    assert german.to_json()["piles"] == french.to_json()["piles"]
    assert german.view(0).faces == "german"


def test_faces_other_than_french_or_german_are_refused() -> None:
    with pytest.raises(ValueError, match="french"):
        SPEC.new_game(seats=2, options={"faces": "swiss"})


# The deal


@pytest.mark.parametrize(("seats", "each"), [(2, 16), (4, 8), (8, 4)])
def test_the_entire_deck_is_dealt_equally_as_face_down_talons(seats: int, each: int) -> None:
    state = deal("schrum", seats)
    talons = [state.piles[f"seat{seat + 1}.talon"] for seat in range(seats)]
    assert [len(talon.cards) for talon in talons] == [each] * seats
    assert all(talon.hidden == each for talon in talons)
    assert Counter(card for talon in talons for card in talon.cards) == Counter(state.deck.cards())
    assert not state.piles["centre"].cards


def test_nobody_sees_the_face_of_any_talon_card_not_even_its_owner() -> None:
    state = deal("schrum", 4)
    for seat in range(4):
        view = state.view(seat)
        assert all(card is None for card in view.piles[f"seat{seat + 1}.talon"].cards)
        assert view.cards_left == (8, 8, 8, 8)


def test_the_player_left_of_the_dealer_has_the_first_turn() -> None:
    state = deal("schrum", 4)
    assert state.to_move() == (0,)
    assert state.legal_moves(0) == [TurnCard(0)]
    assert state.legal_moves(1) == []
    assert "the turn of Seat 1" in refused(state, TurnCard(1))


# A turn


def test_the_turn_starts_by_exposing_the_top_card_of_the_talon() -> None:
    state = arranged("schrum", {"seat1.talon": "8C 7H", "seat2.talon": "KS"})
    events = state.apply(TurnCard(0))
    assert events == [CardsFlipped("seat1.talon", (Card(7, Suit.HEARTS),), True)]
    assert state.turned_card(0) == Card(7, Suit.HEARTS)
    assert state.view(1).piles["seat1.talon"].cards == (None, Card(7, Suit.HEARTS))


def test_only_an_ace_starts_the_play_pile_in_the_centre() -> None:
    state = turned(arranged("schrum", {"seat1.talon": "AD 7H", "seat2.talon": "KS"}))
    assert targets(state, 0) == {"seat1.reserve"}
    assert "only an Ace" in refused(state, MoveCards(0, "seat1.talon", "centre"))
    state.apply(MoveCards(0, "seat1.talon", "seat1.reserve"))
    state.apply(TurnCard(1))
    state.apply(MoveCards(1, "seat2.talon", "seat2.reserve"))
    turned(state)
    assert "centre" in targets(state, 0)


def test_the_centre_climbs_ace_7_8_9_10_jack_queen_king_regardless_of_suit() -> None:
    order = "AS 7H 8D 9C 10S JH QD KC"
    state = arranged("schrum", {"seat1.talon": " ".join(reversed(order.split())), "seat2.talon": "KS"})
    for _ in range(8):
        turned(state).apply(MoveCards(0, "seat1.talon", "centre"))
    assert codes(state.piles["centre"].cards) == order


def test_a_card_out_of_sequence_does_not_go_to_the_centre() -> None:
    state = turned(arranged("schrum", {"centre": "AS", "seat1.talon": "8H", "seat2.talon": "KS"}))
    assert "cannot go on" in refused(state, MoveCards(0, "seat1.talon", "centre"))


def test_after_the_king_the_next_card_on_the_centre_is_an_ace_again() -> None:
    state = turned(arranged("schrum", {"centre": "AS 7S 8S 9S 10S JS QS KS", "seat1.talon": "AH"}))
    state.apply(MoveCards(0, "seat1.talon", "centre"))
    assert state.piles["centre"].top == Card(1, Suit.HEARTS)


def test_after_a_play_the_player_exposes_the_next_card() -> None:
    state = turned(arranged("schrum", {"seat1.talon": "9C AH", "seat2.talon": "KS"}))
    state.apply(MoveCards(0, "seat1.talon", "centre"))
    assert state.to_move() == (0,)
    assert state.legal_moves(0) == [TurnCard(0)]


def test_a_card_he_is_unable_to_play_starts_his_reserve_and_the_turn_passes_on() -> None:
    state = turned(arranged("schrum", {"seat1.talon": "9C 8H", "seat2.talon": "KS"}))
    assert state.legal_moves(0) == [MoveCards(0, "seat1.talon", "seat1.reserve")]
    state.apply(MoveCards(0, "seat1.talon", "seat1.reserve"))
    assert codes(state.piles["seat1.reserve"].cards) == "8H"
    assert state.view(1).piles["seat1.reserve"].cards == (Card(8, Suit.HEARTS),)
    assert state.to_move() == (1,)


def test_turns_rotate_clockwise_around_the_table() -> None:
    piles = {f"seat{seat}.talon": "8H 9H" for seat in range(1, 5)}
    state = arranged("schrum", piles, seats=4)
    seen = []
    for _ in range(5):
        seen.append(state.turn)
        turned(state).apply(MoveCards(state.turn, state.closed_id(state.turn), state.open_id(state.turn)))
    assert seen == [0, 1, 2, 3, 0]


def test_a_card_may_go_onto_another_players_reserve_of_the_exact_same_rank() -> None:
    state = turned(arranged("schrum", {"seat1.talon": "8C 9H", "seat2.talon": "KS", "seat2.reserve": "9S"}))
    events = state.apply(MoveCards(0, "seat1.talon", "seat2.reserve"))
    assert events == [CardsMoved("seat1.talon", "seat2.reserve", (Card(9, Suit.HEARTS),))]
    assert state.legal_moves(0) == [TurnCard(0)]


def test_not_onto_a_reserve_of_another_rank_nor_an_empty_one() -> None:
    piles = {"seat1.talon": "9H", "seat2.talon": "KS", "seat2.reserve": "10S", "seat3.talon": "KH"}
    state = turned(arranged("schrum", piles, seats=4))
    assert "same rank" in refused(state, MoveCards(0, "seat1.talon", "seat2.reserve"))
    assert "empty" in refused(state, MoveCards(0, "seat1.talon", "seat3.reserve"))
    assert "centre or onto" in refused(state, MoveCards(0, "seat1.talon", "seat2.talon"))
    assert "no pile 'seat9.reserve'" in refused(state, MoveCards(0, "seat1.talon", "seat9.reserve"))


def test_where_a_card_could_go_to_several_places_the_player_chooses() -> None:
    piles = {
        "centre": "AS",
        "seat1.talon": "7H",
        "seat2.reserve": "7C",
        "seat3.reserve": "7D",
        "seat4.reserve": "8S",
    }
    state = turned(arranged("schrum", piles, seats=4))
    assert targets(state, 0) == {"centre", "seat2.reserve", "seat3.reserve", "seat1.reserve"}
    state.apply(MoveCards(0, "seat1.talon", "seat3.reserve"))
    assert state.piles["seat3.reserve"].top == Card(7, Suit.HEARTS)


def test_the_player_may_keep_a_card_that_could_be_played() -> None:
    state = turned(arranged("schrum", {"seat1.talon": "9C AH", "seat2.talon": "KS"}))
    state.apply(MoveCards(0, "seat1.talon", "seat1.reserve"))
    assert state.turn == 1
    assert state.legal_moves(1) == [TurnCard(1)]
    assert "no call" in refused(state, CallTac(1))


def test_a_player_who_plays_his_last_talon_card_turns_his_reserve_over_unshuffled() -> None:
    piles = {"centre": "AS", "seat1.talon": "7H", "seat1.reserve": "10C JD QH", "seat2.talon": "KS"}
    state = turned(arranged("schrum", piles))
    state.apply(MoveCards(0, "seat1.talon", "centre"))
    assert state.legal_moves(0) == [TurnCard(0)]
    events = state.apply(TurnCard(0))
    assert isinstance(events[0], CardsMoved) and events[0].face_up is False
    talon = state.piles["seat1.talon"]
    assert codes(talon.cards) == "QH JD 10C"
    assert not state.piles["seat1.reserve"].cards
    assert state.turned_card(0) == Card(10, Suit.CLUBS)
    assert talon.hidden == 2


def test_a_player_whose_last_talon_card_was_not_played_turns_his_reserve_over_next_turn() -> None:
    state = turned(arranged("schrum", {"seat1.talon": "9H", "seat1.reserve": "8C", "seat2.talon": "KS KD"}))
    state.apply(MoveCards(0, "seat1.talon", "seat1.reserve"))
    assert codes(state.piles["seat1.reserve"].cards) == "8C 9H"
    turned(state).apply(MoveCards(1, "seat2.talon", "seat2.reserve"))
    turned(state)
    assert state.turned_card(0) == Card(8, Suit.CLUBS)


def test_a_player_who_plays_his_last_card_and_has_no_reserve_wins_the_game() -> None:
    piles = {"centre": "AS 7S", "seat1.talon": "8H", "seat2.talon": "KS KD", "seat2.reserve": "9C"}
    state = turned(arranged("schrum", piles))
    events = state.apply(MoveCards(0, "seat1.talon", "centre"))
    assert isinstance(events[-1], GameOver) and "Seat 1 wins" in events[-1].text
    assert state.is_over()
    result = state.result()
    assert result.winners == (0,)
    assert result.placings == {0: 1, 1: 2}
    assert state.to_move() == ()
    assert state.legal_moves(1) == []


def test_the_game_ends_with_the_first_winner_and_the_rest_are_placed_by_cards_left() -> None:
    piles = {
        "centre": "AS",
        "seat1.talon": "7H",
        "seat2.talon": "KS KD",
        "seat3.talon": "KH",
        "seat4.talon": "QS QD QC",
    }
    state = turned(arranged("schrum", piles, seats=4))
    state.apply(MoveCards(0, "seat1.talon", "centre"))
    assert state.result().placings == {0: 1, 1: 3, 2: 2, 3: 4}


# A game that cannot end


def test_a_game_where_no_card_reaches_the_centre_for_too_long_ends_with_no_winner() -> None:
    state = deal("schrum", 2)
    limit = state.quiet_turn_limit
    assert limit == 2 * 32 * 2
    events = []
    while not state.is_over():
        if state.turned_card(state.turn) is None:
            state.apply(TurnCard(state.turn))
        else:
            events = state.apply(
                MoveCards(state.turn, state.closed_id(state.turn), state.open_id(state.turn))
            )
    assert state.quiet_turns == limit
    assert isinstance(events[-1], GameOver) and not events[-1].won
    assert "could go on for ever" in events[-1].text
    assert state.result().winners == ()


def test_a_card_reaching_the_centre_starts_the_quiet_count_again() -> None:
    state = turned(arranged("schrum", {"seat1.talon": "8C AH", "seat2.talon": "KS"}))
    state.quiet_turns = 50
    state.apply(MoveCards(0, "seat1.talon", "centre"))
    assert state.quiet_turns == 0


# Codes, saves and views


def test_a_card_code_outside_the_32_card_deck_is_a_clear_error() -> None:
    deck = deck_from_file("cards32.json")
    with pytest.raises(CardCodeError, match=r"'2H' is not a card of the 32-card deck.*A 7 8 9 10 J Q K"):
        deck.card("2H")
    with pytest.raises(CardCodeError, match="'XX'"):
        deck.card("XX")
    assert deck.card("10d") == Card(10, Suit.DIAMONDS)


def test_a_saved_game_with_a_card_outside_the_deck_is_refused_by_name() -> None:
    data = deal("schrum").to_json()
    data["piles"]["seat1.talon"]["cards"][0] = "3S"
    with pytest.raises(CardCodeError, match="'3S'"):
        SPEC.from_json(data)


def test_a_game_saved_mid_turn_loads_to_the_same_position() -> None:
    state = deal("schrum", 4, seed=5, faces="german")
    rng = SeededRandom(5)
    while len(state.history) < 30 or state.turned_card(state.turn) is None:
        state.apply(sensible_player(state, state.legal_moves(state.turn), rng))
    loaded = SPEC.from_json(json.loads(json.dumps(state.to_json())))
    assert loaded.to_json_text() == state.to_json_text()
    assert loaded.legal_moves(0) == state.legal_moves(0)
    assert loaded.view(2) == state.view(2)


def test_a_game_played_to_its_end_keeps_every_invariant() -> None:
    for seats, seed in ((2, 1), (4, 2), (8, 3)):
        state = play_random_game(SPEC, seats, seed, max_moves=2000, probes=1, choose=sensible_player)
        assert state.is_over() and len(state.result().winners) == 1


def test_a_broken_deck_file_is_an_error_naming_the_file_and_the_fault(tmp_path: Path) -> None:
    broken = tmp_path / "cards32.json"
    faces = {"french": {"suits": {"H": "Hearts"}, "ranks": {}}}
    broken.write_text(json.dumps({"format": 1, "ranks": ["A", "6½"], "suits": ["H"], "faces": faces}))
    with pytest.raises(
        BrokenAsset, match=r'cards32.json that came with Card Table is broken: its "ranks\[1\]" must be'
    ):
        read_deck_file(broken)
