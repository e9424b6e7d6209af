"""Tač, one test per rule sentence of seed 004 and DESIGN.md §10."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from game.core import registry
from game.core.cards import ACE, Card, Suit, standard_deck
from game.core.codes import CardCodeError
from game.core.events import CardsMoved, GameOver
from game.core.moves import MoveCards
from game.rules.shedding.deck import deck_from_file
from game.rules.shedding.moves import CallTac, PlayMissed, TacCalled, TurnCard
from tests.harness import play_random_game, refused
from tests.shedding_positions import arranged, codes, deal, sensible_player, targets, turned

SPEC = registry.get("tac")
KEEP = MoveCards(0, "seat1.closed", "seat1.open")

# The players and the deal


@pytest.mark.parametrize("seats", [1, 5])
def test_tac_is_designed_for_2_3_or_4_players(seats: int) -> None:
    assert SPEC.seat_choices() == (2, 3, 4)
    with pytest.raises(ValueError, match="2–4"):
        SPEC.new_game(seats=seats)


def test_tac_uses_one_standard_52_card_deck() -> None:
    assert Counter(deal("tac").deck.cards()) == Counter(standard_deck())


@pytest.mark.parametrize(("seats", "each"), [(2, 26), (4, 13)])
def test_two_players_receive_26_cards_each_and_four_players_13(seats: int, each: int) -> None:
    state = deal("tac", seats)
    closed = [state.piles[f"seat{seat + 1}.closed"] for seat in range(seats)]
    assert [(len(pile.cards), pile.hidden) for pile in closed] == [(each, each)] * seats
    assert not state.piles["centre"].cards


def test_with_three_players_one_ace_starts_the_centre_and_each_receives_17() -> None:
    for seed in range(1, 6):
        state = deal("tac", 3, seed=seed)
        centre = state.piles["centre"].cards
        assert len(centre) == 1 and centre[0].rank == ACE
        assert [len(state.piles[f"seat{seat}.closed"].cards) for seat in (1, 2, 3)] == [17, 17, 17]
        held = [card for pile in state.piles.values() for card in pile.cards]
        assert Counter(held) == Counter(standard_deck())


def test_with_three_players_the_first_card_may_be_a_two_on_the_ace() -> None:
    state = arranged("tac", {"centre": "AC", "seat1.closed": "2H", "seat2.closed": "KS"}, seats=3)
    assert "centre" in targets(turned(state), 0)


def test_the_player_left_of_the_dealer_exposes_the_first_card() -> None:
    state = deal("tac", 4)
    assert state.to_move() == (0,)
    state.apply(TurnCard(0))
    assert state.turned_card(0) == state.piles["seat1.closed"].cards[-1]
    assert state.view(3).piles["seat1.closed"].cards[-1] == state.turned_card(0)


# The centre


def test_the_centre_climbs_ace_to_king_then_ace_again_regardless_of_suit() -> None:
    ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
    order = " ".join(rank + "SHDC"[index % 4] for index, rank in enumerate(ranks))
    state = arranged("tac", {"seat1.closed": "9S " + " ".join(reversed(order.split())), "seat2.closed": "KS"})
    for _ in ranks:
        turned(state).apply(MoveCards(0, "seat1.closed", "centre"))
    assert codes(state.piles["centre"].cards) == order


def test_only_an_ace_starts_the_centre() -> None:
    state = turned(arranged("tac", {"seat1.closed": "2H", "seat2.closed": "KS"}))
    assert targets(state, 0) == {"seat1.open"}
    assert "only an Ace" in refused(state, MoveCards(0, "seat1.closed", "centre"))


# Others' Open piles


def test_a_card_goes_onto_another_players_open_pile_only_when_it_cannot_go_to_the_centre() -> None:
    piles = {"centre": "AS 2S", "seat1.closed": "3H", "seat2.closed": "KS", "seat2.open": "3C"}
    state = turned(arranged("tac", piles))
    assert targets(state, 0) == {"centre", "seat1.open"}
    assert "goes to the centre" in refused(state, MoveCards(0, "seat1.closed", "seat2.open"))


def test_a_card_the_centre_cannot_take_may_go_onto_an_open_pile_of_its_rank() -> None:
    piles = {
        "centre": "AS",
        "seat1.closed": "9C 8H",
        "seat2.open": "8C",
        "seat3.open": "8D",
        "seat4.open": "9D",
    }
    state = turned(arranged("tac", piles, seats=4))
    assert targets(state, 0) == {"seat2.open", "seat3.open", "seat1.open"}
    state.apply(MoveCards(0, "seat1.closed", "seat3.open"))
    assert state.piles["seat3.open"].top == Card(8, Suit.HEARTS)
    assert state.legal_moves(0) == [TurnCard(0)]


def test_a_card_he_cannot_play_goes_onto_his_own_open_pile_and_ends_his_turn() -> None:
    state = turned(arranged("tac", {"seat1.closed": "9C 5H", "seat2.closed": "KS"}))
    assert state.legal_moves(0) == [KEEP]
    events = state.apply(KEEP)
    assert not any(isinstance(event, PlayMissed) for event in events)
    assert state.to_move() == (1,)
    assert state.legal_moves(1) == [TurnCard(1)]


# The mistake and the call


def missed_a_play(seats: int = 3, **piles: str) -> object:
    """Seat 1 turns the 2H with the Ace in the centre and puts it on his own Open pile."""
    table = {"centre": "AS", "seat1.closed": "7C 2H"} | {
        f"seat{seat}.closed": "KS QS JS" for seat in range(2, seats + 1)
    }
    table |= {pile_id.replace("_", "."): text for pile_id, text in piles.items()}
    state = turned(arranged("tac", table, seats=seats))
    events = state.apply(KEEP)
    return state, events


def test_a_player_may_put_a_card_with_a_legal_play_on_his_own_open_pile() -> None:
    state, events = missed_a_play()
    assert state.piles["seat1.open"].top == Card(2, Suit.HEARTS)
    assert PlayMissed(0, Card(2, Suit.HEARTS), ("centre",)) in events
    assert state.turn == 1


def test_after_a_missed_play_any_other_player_may_call_tac() -> None:
    state, _ = missed_a_play(seats=3)
    assert state.to_move() == (1, 2)
    assert state.legal_moves(1) == [CallTac(1), TurnCard(1)]
    assert state.legal_moves(2) == [CallTac(2)]
    assert state.view(2).missed_by == 0


def test_the_player_who_missed_the_play_cannot_call_it() -> None:
    state, _ = missed_a_play(seats=3)
    assert state.legal_moves(0) == []
    assert "your own card" in refused(state, CallTac(0))


def test_a_card_kept_without_a_legal_play_cannot_be_called() -> None:
    state = turned(arranged("tac", {"centre": "AS", "seat1.closed": "9H", "seat2.closed": "KS"}))
    state.apply(KEEP)
    assert "nothing to call" in refused(state, CallTac(1))


def test_on_tac_each_other_player_gives_his_closed_top_card_to_the_offenders_closed_pile() -> None:
    state, _ = missed_a_play(seats=3, seat3_closed="KD QD 4D")
    events = state.apply(CallTac(2))
    assert events[0] == TacCalled(2, 0, Card(2, Suit.HEARTS), ("centre",))
    moved = [event for event in events if isinstance(event, CardsMoved)]
    assert moved == [
        CardsMoved("seat2.closed", "seat1.closed", (Card(11, Suit.SPADES),), face_up=False),
        CardsMoved("seat3.closed", "seat1.closed", (Card(4, Suit.DIAMONDS),), face_up=False),
    ]
    offender = state.piles["seat1.closed"]
    assert codes(offender.cards) == "7C JS 4D"
    assert offender.hidden == 3
    assert [len(state.piles[f"seat{seat}.closed"].cards) for seat in (2, 3)] == [2, 2]


def test_a_player_whose_closed_pile_is_empty_has_nothing_to_give() -> None:
    state, _ = missed_a_play(seats=3, seat3_closed="", seat3_open="9D 9S")
    events = state.apply(CallTac(1))
    assert codes(state.piles["seat1.closed"].cards) == "7C JS"
    assert codes(state.piles["seat3.open"].cards) == "9D 9S"
    assert any("Seat 3 has no Closed pile card to give" in getattr(event, "text", "") for event in events)


def test_a_missed_play_is_called_only_once() -> None:
    state, _ = missed_a_play(seats=3)
    state.apply(CallTac(2))
    assert "nothing to call" in refused(state, CallTac(1))
    assert state.to_move() == (1,)


def test_the_call_is_over_once_the_next_card_is_turned() -> None:
    state, _ = missed_a_play(seats=3)
    state.apply(TurnCard(1))
    assert "nothing to call" in refused(state, CallTac(2))
    assert state.view(2).missed_by is None


def test_a_card_that_could_go_onto_an_open_pile_is_a_missed_play_too() -> None:
    piles = {"centre": "AS", "seat1.closed": "9H", "seat2.closed": "KS", "seat2.open": "9C"}
    state = turned(arranged("tac", piles))
    events = state.apply(KEEP)
    assert PlayMissed(0, Card(9, Suit.HEARTS), ("seat2.open",)) in events
    assert state.legal_moves(1) == [CallTac(1), TurnCard(1)]


# Turning over and winning


def test_after_playing_the_last_closed_card_the_open_pile_is_turned_over_and_the_turn_goes_on() -> None:
    piles = {"centre": "AS", "seat1.closed": "2H", "seat1.open": "5C 6D", "seat2.closed": "KS"}
    state = turned(arranged("tac", piles))
    state.apply(MoveCards(0, "seat1.closed", "centre"))
    assert state.to_move() == (0,)
    state.apply(TurnCard(0))
    assert codes(state.piles["seat1.closed"].cards) == "6D 5C"
    assert state.turned_card(0) == Card(5, Suit.CLUBS)


def test_a_player_who_plays_his_last_closed_card_with_no_open_pile_wins_at_once() -> None:
    piles = {"centre": "AS", "seat1.closed": "2H", "seat2.closed": "KS", "seat2.open": "QS"}
    state = turned(arranged("tac", piles))
    events = state.apply(MoveCards(0, "seat1.closed", "centre"))
    assert isinstance(events[-1], GameOver) and "Seat 1 wins" in events[-1].text
    assert state.result().winners == (0,)
    assert state.legal_moves(1) == []


# Codes, saves, the harness


def test_a_bad_card_code_is_a_clear_error_listing_the_accepted_codes() -> None:
    deck = deck_from_file("cards52.json")
    with pytest.raises(
        CardCodeError, match=r"'1H' is not a card of the 52-card deck.*A 2 3 4 5 6 7 8 9 10 J Q K"
    ):
        deck.card("1H")
    with pytest.raises(CardCodeError, match="'AX'"):
        deck.card("AX")


def test_a_game_saved_while_a_call_is_open_loads_with_the_call_still_open() -> None:
    state, _ = missed_a_play(seats=3)
    loaded = SPEC.from_json(json.loads(json.dumps(state.to_json())))
    assert loaded.to_json_text() == state.to_json_text()
    assert loaded.legal_moves(2) == [CallTac(2)]
    loaded.apply(CallTac(2))
    assert len(loaded.piles["seat1.closed"].cards) == 3


@pytest.mark.parametrize("seats", [2, *(pytest.param(n, marks=pytest.mark.slow) for n in (3, 4))])
def test_a_game_with_misses_and_calls_played_to_its_end_keeps_every_invariant(seats: int) -> None:
    state = play_random_game(SPEC, seats, seed=seats, max_moves=5000, probes=1, choose=sensible_player)
    assert state.is_over() and len(state.result().winners) == 1
    assert any(isinstance(move, CallTac) for move in state.history)


# A penalty that empties a giver (issue 22)


def test_a_player_who_gives_his_last_card_on_a_call_with_no_open_pile_has_no_cards_and_wins() -> None:
    # Seat 2 holds one Closed card and no Open pile; Seat 3 has cards. Seat 3 calls Seat 1's miss.
    state, _ = missed_a_play(seats=3, seat2_closed="KS", seat3_closed="QD 4D")
    events = state.apply(CallTac(2))
    assert state.cards_left(1) == 0
    assert state.is_over() and state.result().winners == (1,)
    assert isinstance(events[-1], GameOver) and "Seat 2 wins" in events[-1].text
    assert state.legal_moves(1) == [] and state.to_move() == ()
    # "immediately declared the game winner": the giver after him keeps his card
    assert codes(state.piles["seat3.closed"].cards) == "QD 4D"
    assert "the game is over" in refused(state, TurnCard(1))


def test_the_first_giver_to_run_out_wins_when_two_run_out_on_one_call() -> None:
    state, _ = missed_a_play(seats=4, seat2_closed="KS", seat3_closed="QD", seat4_closed="5C 6C")
    state.apply(CallTac(3))
    assert state.result().winners == (1,)
    assert codes(state.piles["seat3.closed"].cards) == "QD"


def test_a_saved_game_where_a_penalty_emptied_a_player_loads_with_that_player_the_winner() -> None:
    state, _ = missed_a_play(seats=3, seat2_closed="KS", seat3_closed="QD 4D")
    data = json.loads(json.dumps(state.to_json()))
    data["piles"]["seat1.closed"]["cards"].append("KS")  # as an old save left it: card given, no winner
    data["piles"]["seat2.closed"]["cards"] = []
    data["extra"]["missed"] = None
    loaded = SPEC.from_json(data)
    assert loaded.result().winners == (1,)
    assert all(loaded.legal_moves(seat) == [] for seat in range(3))
