"""Repezita, one test per rule sentence of seed 004 (last section) and DESIGN.md §10."""

from __future__ import annotations

from collections import Counter

import pytest

from game.core.cards import Card, Suit
from game.core.events import CardsMoved, GameOver
from game.realtime.race_table import RaceTable
from game.rules.repezita import (
    ASIDE,
    CENTRE,
    PileTaken,
    PlayCard,
    PlayerOut,
    RepezitaState,
    StallCleared,
    WrongCard,
    hand_id,
)
from tests.harness import check_round_trips, refused, snapshot
from tests.repezita_positions import SPEC, arranged, codes, deal

# Setup: "one 52-card deck per four players, all dealt (some may get one more)"


@pytest.mark.parametrize(("seats", "decks"), [(2, 1), (3, 1), (4, 1), (5, 2), (6, 2), (7, 2), (8, 2)])
def test_one_52_card_deck_per_four_players_is_all_dealt(seats: int, decks: int) -> None:
    state = deal(seats=seats)
    dealt = Counter(card for seat in range(seats) for card in state.hand(seat))
    assert dealt == Counter(
        Card(rank, suit, deck) for deck in range(decks) for suit in Suit for rank in range(1, 14)
    )
    assert not state.piles[CENTRE].cards and not state.piles[ASIDE].cards


def test_with_more_than_four_players_two_decks_are_shuffled_together() -> None:
    state = deal(seats=5)
    assert {card.deck for card in state.hand(0)} == {0, 1}
    assert "AS@1" in [code for seat in range(5) for code in codes(state, hand_id(seat))]


def test_some_players_may_receive_one_extra_card_dealt_from_seat_1() -> None:
    assert [len(deal(seats=3).hand(seat)) for seat in range(3)] == [18, 17, 17]
    assert [len(deal(seats=7).hand(seat)) for seat in range(7)] == [15] * 6 + [14]


def test_hands_are_face_up_and_kept_in_rank_then_suit_order() -> None:
    state = deal(seats=4, seed=9)
    for seat in range(4):
        hand = state.hand(seat)
        assert hand == sorted(hand, key=lambda card: (card.rank, card.suit.value if card.suit else ""))
        assert state.piles[hand_id(seat)].hidden == 0


def test_there_are_no_turns_everyone_holding_cards_may_play() -> None:
    state = deal(seats=3)
    assert state.to_move() == (0, 1, 2)


# "An Ace starts the centre pile"


def test_an_ace_starts_the_pile() -> None:
    state = arranged(["AH 5C", "3D"])
    events = state.apply(PlayCard(0, "AH", None))
    assert codes(state, CENTRE) == ["AH"]
    assert events == [CardsMoved(hand_id(0), CENTRE, (Card(1, Suit.HEARTS),))]


def test_a_non_ace_on_an_empty_centre_is_refused_without_penalty() -> None:
    state = arranged(["AH 5C", "3D"])
    assert refused(state, PlayCard(0, "5C", None)) == "only an Ace starts the pile"
    assert state.legal_moves(0) == [PlayCard(0, "AH", None)]


# "then any card one rank above or below the top, any suit, ranks wrapping (K–A–2)"


@pytest.mark.parametrize(
    ("top", "card"), [("7C", "8C"), ("7C", "6C"), ("AC", "2C"), ("AC", "KC"), ("KC", "AC"), ("KC", "QC")]
)
def test_one_rank_above_or_below_the_top_with_king_ace_two_wrapping(top: str, card: str) -> None:
    state = arranged([f"{card} 9S", "3D"], centre=f"AS {top}" if top != "AS" else "AS")
    state.apply(PlayCard(0, card, top))
    assert codes(state, CENTRE)[-1] == card
    assert card in codes(state, CENTRE) and card not in codes(state, hand_id(0))


def test_the_suit_of_the_card_played_is_irrelevant() -> None:
    state = arranged(["8H 6D 9S", "3D"], centre="AS 2S 3S 4S 5S 6S 7S")
    assert {move.card for move in state.legal_moves(0)} == {"8H", "6D"}
    state.apply(PlayCard(0, "6D", "7S"))
    assert codes(state, CENTRE)[-1] == "6D"


def test_legal_moves_list_only_the_fitting_cards_with_the_top_seen() -> None:
    state = arranged(["2C 5C KD 9S", "3D"], centre="AH")
    assert state.legal_moves(0) == [PlayCard(0, "2C", "AH"), PlayCard(0, "KD", "AH")]
    assert state.fitting(0, "AH") == ["2C", "KD"]
    assert state.fitting(0, None) == []


# "A wrong card: that player takes the whole centre pile into his hand"


def test_a_wrong_card_takes_up_the_whole_pile_including_the_wrong_card() -> None:
    state = arranged(["9S 2D", "3D"], centre="AH 2H 3H")
    events = state.apply(PlayCard(0, "9S", "3H"))
    assert codes(state, CENTRE) == []
    assert codes(state, hand_id(0)) == ["AH", "2D", "2H", "3H", "9S"]
    assert WrongCard(0, Card(9, Suit.SPADES), Card(3, Suit.HEARTS)) in events
    assert PileTaken(0, 4) in events
    taken = [e for e in events if isinstance(e, CardsMoved) and e.target == hand_id(0)]
    assert len(taken) == 1 and len(taken[0].cards) == 4


def test_a_wrong_card_is_a_move_a_person_can_make_not_a_refusal() -> None:
    state = arranged(["9S 2D", "3D"], centre="AH")
    assert state.why_illegal(PlayCard(0, "9S", "AH")) is None
    assert PlayCard(0, "9S", "AH") not in state.legal_moves(0)


def test_a_wrong_last_card_takes_the_pile_instead_of_going_out() -> None:
    state = arranged(["9S", "3D 4D"], centre="AH 2H")
    events = state.apply(PlayCard(0, "9S", "2H"))
    assert codes(state, hand_id(0)) == ["AH", "2H", "9S"]
    assert state.finishing_order() == [] and not any(isinstance(e, PlayerOut) for e in events)


# "any Ace then restarts it"


def test_any_ace_restarts_the_pile_after_a_pick_up() -> None:
    state = arranged(["9S 2D", "AC@1 4D"], centre="AH 2H 3H")
    state.apply(PlayCard(0, "9S", "3H"))
    assert refused(state, PlayCard(1, "4D", None)) == "only an Ace starts the pile"
    state.apply(PlayCard(1, "AC@1", None))
    assert codes(state, CENTRE) == ["AC@1"]


# "A player who legally plays his last card leaves the game in finishing order;
# the last one holding cards loses."


def test_a_player_who_legally_plays_his_last_card_leaves_in_finishing_order() -> None:
    state = arranged(["2C", "KD 5S", "QC 7H"], centre="AH")
    events = state.apply(PlayCard(0, "2C", "AH"))
    assert PlayerOut(0, 1) in events
    assert state.finishing_order() == [0] and not state.is_over()
    assert state.to_move() == (1, 2)
    assert refused(state, PlayCard(0, "2C", "2C")) == "you are out: you have played all your cards"


def test_the_last_one_holding_cards_loses() -> None:
    state = arranged(["2C", "3D", "QC 7H"], centre="AH")
    state.apply(PlayCard(0, "2C", "AH"))
    events = state.apply(PlayCard(1, "3D", "2C"))
    assert PlayerOut(1, 2) in events
    assert state.is_over() and state.loser() == 2
    over = [e for e in events if isinstance(e, GameOver)]
    assert len(over) == 1 and "Seat 3" in over[0].text and "loses" in over[0].text
    result = state.result()
    assert result.placings == {0: 1, 1: 2, 2: 3}
    assert result.winners == (0,)
    assert state.legal_moves(2) == []


def test_with_two_players_the_first_out_ends_the_game() -> None:
    state = arranged(["2C", "KD 5S"], centre="AH")
    state.apply(PlayCard(0, "2C", "AH"))
    assert state.is_over() and state.loser() == 1 and state.result().placings == {0: 1, 1: 2}


# "If nobody plays for 5 seconds (a setting), the centre is cleared aside
# and any card may start the next pile."


def test_nobody_playing_for_the_stall_time_clears_the_centre_aside() -> None:
    state = arranged(["9S 5C", "3D"], centre="AH 2H")
    table = RaceTable(state)
    assert table.tick(4.9) == []
    events = table.tick(0.1)
    assert StallCleared(2) in events
    assert codes(state, CENTRE) == [] and codes(state, ASIDE) == ["AH", "2H"]
    assert state.free_start


def test_after_a_stall_clear_any_card_may_start_the_next_pile() -> None:
    state = arranged(["9S 5C", "3D"], centre="AH 2H")
    state.advance(5)
    assert state.fitting(0, None) == ["5C", "9S"]
    state.apply(PlayCard(0, "9S", None))
    assert codes(state, CENTRE) == ["9S"] and not state.free_start
    assert state.fitting(1, "9S") == []


def test_the_stall_rule_does_not_repeat_while_nothing_changes() -> None:
    state = arranged(["9S 5C", "3D"], centre="AH 2H")
    assert StallCleared(2) in state.advance(6)
    assert state.advance(30) == []
    assert state.quiet_seconds == 36


def test_playing_a_card_resets_the_stall_clock() -> None:
    state = arranged(["2C 3C", "9D"], centre="AH")
    table = RaceTable(state)
    table.tick(4)
    table.submit(PlayCard(0, "2C", "AH"))
    assert state.quiet_seconds == 0
    assert table.tick(4) == []
    assert StallCleared(2) in table.tick(1)


def test_the_stall_on_an_empty_centre_lets_any_card_start() -> None:
    state = arranged(["9S 5C", "3D"])
    assert state.legal_moves(0) == [] and state.legal_moves(1) == []
    assert state.advance(5) == [StallCleared(0)]
    assert state.legal_moves(1) == [PlayCard(1, "3D", None)]


@pytest.mark.parametrize("seconds", [3, 5, 8, 10])
def test_the_stall_time_is_a_setting(seconds: int) -> None:
    state = arranged(["9S", "3D"], centre="AH", stall_seconds=seconds)
    assert state.advance(seconds - 0.5) == []
    assert StallCleared(1) in state.advance(0.5)
    assert state.view(0).stall_seconds == seconds


def test_a_stall_due_at_five_seconds_fires_after_sixty_frames_a_second() -> None:
    state = arranged(["9S", "3D"], centre="AH")
    events = [event for _ in range(300) for event in state.advance(1 / 60)]
    assert events.count(StallCleared(1)) == 1


def test_a_finished_game_lets_no_time_pass() -> None:
    state = arranged(["2C", "KD 5S"], centre="AH")
    state.apply(PlayCard(0, "2C", "AH"))
    assert state.advance(60) == [] and codes(state, CENTRE) == ["AH", "2C"]


# Races: "the first valid move wins a race; the losing move gets IllegalMove("beaten by …")"


def test_a_race_loss_through_race_table_is_beaten_by_seat_n_with_the_state_unchanged() -> None:
    state = arranged(["2C 9D", "KD 5S"], centre="AH")
    table = RaceTable(state)
    seen = table.look()
    table.submit(PlayCard(0, "2C", "AH"), seen)
    before = state.to_json_text()
    outcome = table.attempt(PlayCard(1, "KD", "AH"), seen)
    assert outcome.refusal == "beaten by Seat 1"
    assert state.to_json_text() == before
    assert codes(state, hand_id(1)) == ["5S", "KD"]


def test_a_card_decided_on_an_old_top_is_refused_not_taken_as_a_wrong_card() -> None:
    state = arranged(["2C 9D", "KD 5S"], centre="AH")
    state.apply(PlayCard(0, "2C", "AH"))
    reason = refused(state, PlayCard(1, "KD", "AH"))
    assert reason == "the centre moved on: the 2 of Clubs is on top now"


def test_a_card_decided_before_a_stall_clear_is_refused() -> None:
    state = arranged(["2C 9D", "KD 5S"], centre="AH")
    table = RaceTable(state)
    seen = table.look()
    table.tick(5)
    outcome = table.attempt(PlayCard(1, "KD", "AH"), seen)
    assert outcome.refusal == "the centre moved on: the centre is empty now" and outcome.beaten_by is None


def test_a_card_not_in_the_hand_is_refused() -> None:
    state = arranged(["2C 9D", "KD 5S"], centre="AH")
    assert refused(state, PlayCard(0, "KD", "AH")) == "'KD' is not a card in your hand"
    assert refused(state, PlayCard(0, "2C@1", "AH")) == "'2C@1' is not a card in your hand"
    assert refused(state, PlayCard(0, "XX", "AH")) == "'XX' is not a card in your hand"


# What the table and bots read


def test_the_view_shows_own_hand_sizes_centre_and_the_stall_clock() -> None:
    state = arranged(["2C 9D", "KD 5S 7H"], centre="AH", stall_seconds=8)
    state.advance(2)
    view = state.view(1)
    assert [state.save_card(c) for c in view.hand] == ["5S", "7H", "KD"]
    assert view.hand_sizes == (2, 3)
    assert view.top_code == "AH" and view.centre == (Card(1, Suit.HEARTS),)
    assert (view.quiet_seconds, view.stall_seconds, view.free_start) == (2, 8, False)
    assert view.finishing_order == () and view.loser is None


def test_the_top_code_names_the_second_decks_copy() -> None:
    state = arranged(["2C", "3D", "4D", "5D", "6D"], centre="AH@1")
    assert state.top_code() == "AH@1"
    state.apply(PlayCard(0, "2C", "AH@1"))
    assert state.top_code() == "2C"


def test_json_and_clone_round_trips_keep_the_stall_clock_and_finishing_order() -> None:
    state = arranged(["2C", "KD 5S", "QC 7H"], centre="AH")
    state.apply(PlayCard(0, "2C", "AH"))
    state.advance(7)
    check_round_trips(SPEC, state)
    loaded = SPEC.from_json(state.to_json())
    assert isinstance(loaded, RepezitaState)
    assert (loaded.free_start, loaded.quiet_seconds, loaded.finishing_order()) == (True, 7, [0])
    twin = state.clone()
    assert isinstance(twin, RepezitaState)
    twin.apply(PlayCard(1, "5S", None))
    assert state.finishing_order() == [0] and snapshot(state) != snapshot(twin)
    assert codes(state, hand_id(1)) == ["5S", "KD"]
