"""Scrooge, one test per rule sentence of seed 000 and DESIGN.md §10 (variants in test_scrooge_variants)."""

from __future__ import annotations

from collections import Counter

from game.core.cards import Card, Suit
from game.core.events import CardsFlipped, Message, RoundEnded
from game.core.moves import MoveCards
from game.rules.scrooge import ScroogeState
from game.rules.scrooge.moves import CallScrooge, NextRound, StuckTurning, TurnStock
from game.rules.scrooge.places import FINISHED
from game.rules.scrooge.scoring import score_place
from game.rules.scrooge.stuck import NOBODY_CAN_PLAY
from tests.scrooge_positions import SPEC, arranged, codes, deal, refused

# Setup


def test_each_player_has_a_complete_52_card_deck_with_its_own_back() -> None:
    state = deal(seats=3)
    for place in state.seating.places:
        cards = [c for pid in place.pile_ids for c in state.piles[pid].cards]
        assert Counter(cards) == Counter(Card(r, s, place.index) for s in Suit for r in range(1, 14))


def test_deal_13_cards_face_down_as_the_scrooge_pile_and_turn_its_top_card_up() -> None:
    pile = deal().piles["seat1.scrooge"]
    assert len(pile.cards) == 13
    assert [pile.is_face_up(i) for i in range(13)] == [False] * 12 + [True]


def test_deal_4_cards_face_up_in_a_row_as_the_work_row() -> None:
    state = deal()
    work = [state.piles[f"seat2.work.{i}"] for i in range(4)]
    assert [(len(p.cards), p.hidden) for p in work] == [(1, 0)] * 4


def test_the_remaining_35_cards_are_the_stock_held_face_down() -> None:
    stock = deal().piles["seat1.stock"]
    assert len(stock.cards) == 35 and stock.hidden == 35


def test_the_foundations_in_the_centre_start_empty_and_are_shared() -> None:
    state = deal(seats=4)
    assert all(not state.piles[f].cards for f in state.foundation_ids)
    assert all(state.may_touch(seat, "foundation.0") for seat in range(4))


def test_everyone_plays_at_once_with_no_turns() -> None:
    state = deal(seats=3)
    assert state.to_move() == (0, 1, 2)
    assert all(TurnStock(seat) in state.legal_moves(seat) for seat in range(3))


# Foundation piles in the centre


def test_any_ace_can_be_placed_directly_in_the_center_to_start_a_new_pile() -> None:
    state = arranged({"seat1.work.0": "AH", "seat2.waste": "AC@1"})
    state.apply(MoveCards(0, "seat1.work.0", "foundation.0"))
    state.apply(MoveCards(1, "seat2.waste", "foundation.1"))
    assert codes(state, "foundation.0") == ["AH"] and codes(state, "foundation.1") == ["AC"]


def test_only_an_ace_starts_a_foundation() -> None:
    state = arranged({"seat1.work.0": "2H"})
    assert refused(state, MoveCards(0, "seat1.work.0", "foundation.0")) == "only an Ace starts this pile"


def test_cards_are_built_upward_in_the_same_suit() -> None:
    state = arranged({"foundation.0": "AC", "seat1.work.0": "2S", "seat1.work.1": "3C", "seat1.work.2": "2C"})
    assert "same suit" in refused(state, MoveCards(0, "seat1.work.0", "foundation.0"))
    assert "builds up" in refused(state, MoveCards(0, "seat1.work.1", "foundation.0"))
    state.apply(MoveCards(0, "seat1.work.2", "foundation.0"))
    state.apply(MoveCards(0, "seat1.work.1", "foundation.0"))
    assert codes(state, "foundation.0") == ["AC", "2C", "3C"]


def test_all_players_can_play_on_all_piles() -> None:
    state = arranged({"foundation.3": "AD@1 2D@1", "seat1.work.0": "3D"})
    state.apply(MoveCards(0, "seat1.work.0", "foundation.3"))
    assert codes(state, "foundation.3") == ["AD", "2D", "3D"]


def test_when_a_pile_reaches_king_it_is_set_aside() -> None:
    run = " ".join(f"{r}H" for r in ("A", 2, 3, 4, 5, 6, 7, 8, 9, 10, "J", "Q"))
    state = arranged({"foundation.0": run, "seat1.work.0": "KH"})
    state.apply(MoveCards(0, "seat1.work.0", "foundation.0"))
    assert codes(state, "foundation.0") == []
    assert len(codes(state, FINISHED)) == 13
    state.apply(CallScrooge(0))
    assert state.round_scores[-1][0].played == 13, "a set-aside pile still counts"


def test_you_cannot_take_cards_back_from_foundation_piles() -> None:
    state = arranged({"foundation.0": "AH 2H"})
    assert (
        refused(state, MoveCards(0, "foundation.0", "seat1.work.0"))
        == "cards on this pile stay where they are"
    )


# Work row


def test_the_work_row_builds_down_in_alternating_colours() -> None:
    state = arranged(
        {"seat1.work.0": "10S", "seat1.work.1": "9H", "seat1.work.2": "9C", "seat1.work.3": "8D"}
    )
    assert "other colour" in refused(state, MoveCards(0, "seat1.work.2", "seat1.work.0"))
    state.apply(MoveCards(0, "seat1.work.1", "seat1.work.0"))
    assert "builds down" in refused(state, MoveCards(0, "seat1.work.3", "seat1.work.0"))
    state.apply(MoveCards(0, "seat1.work.3", "seat1.work.2"))
    assert codes(state, "seat1.work.0") == ["10S", "9H"] and codes(state, "seat1.work.2") == ["9C", "8D"]


def test_you_can_move_a_correctly_built_sequence_between_your_own_rows() -> None:
    state = arranged({"seat1.work.0": "JD", "seat1.work.1": "10C 9H 8S", "seat1.scrooge": "5C 4D"})
    state.apply(MoveCards(0, "seat1.work.1", "seat1.work.0", count=3))
    assert codes(state, "seat1.work.0") == ["JD", "10C", "9H", "8S"]


def test_only_a_correctly_built_sequence_moves_together() -> None:
    state = arranged({"seat1.work.0": "JD", "seat1.work.1": "10C 8H 7S"})
    assert refused(state, MoveCards(0, "seat1.work.1", "seat1.work.0", count=3)) == (
        "only a correctly built run may be moved"
    )


def test_move_only_one_card_at_a_time_to_a_foundation() -> None:
    state = arranged({"foundation.0": "AH", "seat1.work.0": "3S 2H"})
    assert "do not land together" in refused(state, MoveCards(0, "seat1.work.0", "foundation.0", count=2))
    state.apply(MoveCards(0, "seat1.work.0", "foundation.0"))
    assert codes(state, "foundation.0") == ["AH", "2H"]


def test_the_top_card_of_each_row_can_be_played_to_foundations() -> None:
    state = arranged({"seat1.work.0": "5C AS", "seat1.scrooge": "9D"})
    state.apply(MoveCards(0, "seat1.work.0", "foundation.0"))
    assert codes(state, "foundation.0") == ["AS"]


def test_a_work_space_emptied_by_a_play_is_filled_at_once_from_the_scrooge_pile() -> None:
    state = arranged(
        {"seat1.work.0": "AS", "seat1.scrooge": "4C 7D QH"} | {f"seat1.work.{i}": "2D" for i in (1, 2, 3)}
    )
    events = state.apply(MoveCards(0, "seat1.work.0", "foundation.0"))
    assert codes(state, "seat1.work.0") == ["QH"]
    assert codes(state, "seat1.scrooge") == ["4C", "7D"]
    assert state.piles["seat1.scrooge"].hidden == 1, "the next Scrooge card is turned face up"
    assert CardsFlipped("seat1.scrooge", (Card(7, Suit.DIAMONDS),), True) in events


def test_the_scrooge_top_and_the_waste_top_may_go_onto_the_work_row() -> None:
    state = arranged(
        {"seat1.work.0": "8C", "seat1.work.1": "6S", "seat1.scrooge": "2C 7H", "seat1.waste": "3D 5D"}
    )
    state.apply(MoveCards(0, "seat1.scrooge", "seat1.work.0"))
    state.apply(MoveCards(0, "seat1.waste", "seat1.work.1"))
    assert codes(state, "seat1.work.0") == ["8C", "7H"] and codes(state, "seat1.work.1") == ["6S", "5D"]
    assert state.piles["seat1.scrooge"].hidden == 0, "the Scrooge pile's next card turns up"


def test_with_the_scrooge_pile_empty_an_empty_work_space_takes_any_card() -> None:
    state = arranged({"seat1.work.0": "AS", "seat1.waste": "9H"})
    state.apply(MoveCards(0, "seat1.work.0", "foundation.0"))
    assert codes(state, "seat1.work.0") == []
    state.apply(MoveCards(0, "seat1.waste", "seat1.work.0"))
    assert codes(state, "seat1.work.0") == ["9H"]


def test_cards_go_only_to_the_foundations_or_your_own_work_row() -> None:
    state = arranged({"seat1.work.0": "5C", "seat1.waste": "4H"})
    assert "own work row" in refused(state, MoveCards(0, "seat1.waste", "seat1.scrooge"))


def test_you_cannot_touch_other_players_cards() -> None:
    state = arranged({"seat1.work.0": "AS", "seat2.work.0": "6H@1", "seat1.waste": "5C"})
    assert refused(state, MoveCards(1, "seat1.work.0", "foundation.0")) == "that pile is not yours"
    assert "own work row" in refused(state, MoveCards(0, "seat1.waste", "seat2.work.0"))


# Stock pile


def test_turn_3_cards_at_a_time_from_the_stock_and_only_the_top_can_be_played() -> None:
    state = arranged({"seat1.stock": "2C 3C 4C 5C 6C", "seat1.work.0": "7D"})
    state.apply(TurnStock(0))
    assert codes(state, "seat1.waste") == ["6C", "5C", "4C"], "the packet of three lands turned over"
    assert codes(state, "seat1.stock") == ["2C", "3C"]
    assert (
        refused(state, MoveCards(0, "seat1.waste", "seat1.work.0", count=2))
        == "only the top card may be moved"
    )
    assert "cannot go on" in refused(state, MoveCards(0, "seat1.waste", "seat1.work.0"))


def test_fewer_than_3_turn_when_fewer_remain() -> None:
    state = arranged({"seat1.stock": "2C 3C"})
    state.apply(TurnStock(0))
    assert codes(state, "seat1.waste") == ["3C", "2C"] and codes(state, "seat1.stock") == []


def test_when_the_stock_is_empty_the_waste_is_turned_back_over_in_order() -> None:
    state = arranged({"seat1.stock": "2C 3C 4C 5C 6C"})
    state.apply(TurnStock(0))
    state.apply(TurnStock(0))
    state.apply(TurnStock(0))
    assert codes(state, "seat1.stock") == ["2C", "3C", "4C", "5C", "6C"]
    assert state.piles["seat1.stock"].hidden == 5 and codes(state, "seat1.waste") == []


def test_the_stock_cannot_be_played_from_directly() -> None:
    state = arranged({"seat1.stock": "AS"})
    assert refused(state, MoveCards(0, "seat1.stock", "foundation.0")) == "that card is face down"


# Stuck: judged by what each seat can reach, not by cards turned (DESIGN.md §10)

# Work rows of Kings and Scrooge piles of Fives: with no Ace in sight, only a Queen or an Ace plays.
BLOCKED = {
    **{f"seat1.work.{i}": king for i, king in enumerate(("KC", "KD", "KH", "KS"))},
    **{f"seat2.work.{i}": f"{king}@1" for i, king in enumerate(("KC", "KD", "KH", "KS"))},
    "seat1.scrooge": "5C 5S",
    "seat2.scrooge": "5D@1 5H@1",
    "seat1.stock": "9C 9D 9H",
    "seat2.stock": "9C@1 9D@1 9H@1",
}


def blocked(**piles: str) -> ScroogeState:
    """A two-seat position where nothing plays except what ``piles`` adds (``seat1_work_0`` names a pile)."""
    return arranged(BLOCKED | {pile_id.replace("_", "."): codes for pile_id, codes in piles.items()})


def turn_many(state: ScroogeState, seats: tuple[int, ...], times: int) -> list[object]:
    events: list[object] = []
    for _ in range(times):
        for seat in seats:
            events += state.apply(TurnStock(seat))
    return events


def test_with_an_ace_playable_from_a_work_row_nobody_turns_one_at_a_time_and_the_round_goes_on() -> None:
    state = blocked(seat1_work_0="AH")
    events = turn_many(state, (0, 1), 30)
    assert not state.stuck.one_at_a_time and not state.round_over
    assert not any(isinstance(event, (StuckTurning, RoundEnded)) for event in events)
    assert {(move.source, move.target in state.foundation_ids) for move in state.plays_for(0)} == {
        ("seat1.work.0", True)
    }


def test_a_play_deep_in_the_stock_keeps_everyone_turning_three() -> None:
    state = blocked(seat1_stock="AH 9C 9D 9H 9S 8C 8D 8H 8S")  # the Ace shows after three turns of three
    state.apply(TurnStock(1))
    assert not state.stuck.one_at_a_time
    state.apply(TurnStock(0))
    assert codes(state, "seat1.waste") == ["8S", "8H", "8D"]


def test_when_no_play_is_reachable_turning_three_but_one_is_turning_one_everyone_turns_one_at_a_time() -> (
    None
):
    state = blocked(seat1_stock="9C AH 9D")  # three at a time, only the 9C ever shows
    events = state.apply(TurnStock(1))
    assert StuckTurning(True) in events and state.stuck.turn_size == 1
    state.apply(TurnStock(0))
    assert codes(state, "seat1.waste") == ["9D"], "one card at a time now"


def test_a_card_that_can_be_played_brings_back_turning_three() -> None:
    state = blocked(seat1_stock="9C AH 9D")
    state.apply(TurnStock(1))
    state.apply(TurnStock(0))
    events = state.apply(TurnStock(0))
    assert codes(state, "seat1.waste") == ["9D", "AH"]
    assert StuckTurning(False) in events and state.stuck.turn_size == 3


def test_when_nothing_is_reachable_even_one_at_a_time_the_round_ends_at_once_with_no_caller() -> None:
    state = blocked()
    events = state.apply(TurnStock(0))
    assert state.round_over and state.caller is None
    assert Message(NOBODY_CAN_PLAY) in events
    ended = next(event for event in events if isinstance(event, RoundEnded))
    assert ended.text == "Round 1 ends: nobody can play, even turning one card at a time."
    assert all(score.bonus == 0 for score in state.round_scores[-1])


def test_the_last_play_ends_a_round_nobody_can_go_on_with() -> None:
    state = blocked(seat1_work_0="AH")
    state.apply(MoveCards(0, "seat1.work.0", "foundation.0"))  # 5S fills the space; nothing else plays
    assert state.round_over and state.caller is None


def test_rearranging_the_work_row_is_not_a_play() -> None:
    state = blocked(seat1_work_0="KC QH")  # the Queen could go over onto the KS, leaving the KC
    assert MoveCards(0, "seat1.work.0", "seat1.work.3") in state.legal_moves(0)
    assert state.plays_for(0) == []
    state.apply(TurnStock(0))
    assert state.round_over


def test_emptying_a_work_space_while_the_scrooge_pile_has_cards_is_a_play() -> None:
    state = blocked(seat1_work_0="QH")
    assert state.plays_for(0) == [MoveCards(0, "seat1.work.0", "seat1.work.3")]
    assert state.only_a_call_left() == []
    state.apply(TurnStock(0))
    assert not state.round_over and not state.stuck.one_at_a_time


def test_a_seat_that_may_call_keeps_the_round_from_ending_as_stuck() -> None:
    state = blocked(seat2_scrooge="")
    state.apply(TurnStock(0))
    assert not state.round_over and state.stuck.one_at_a_time
    assert [place.index for place in state.only_a_call_left()] == [1]
    state.apply(CallScrooge(1))
    assert state.round_over and state.caller == 1


def test_a_save_from_before_the_new_stuck_rule_still_loads() -> None:
    data = blocked(seat1_work_0="AH").to_json()
    data["extra"]["stuck"] = {"turned": [4, 0], "one_at_a_time": True}
    del data["extra"]["round_end"]
    loaded = SPEC.from_json(data)
    assert isinstance(loaded, ScroogeState) and loaded.round_end is None
    assert not loaded.stuck.one_at_a_time, "the table is judged afresh on loading: the A♥ plays"
    before = len(loaded.piles["seat2.waste"].cards)
    loaded.apply(TurnStock(1))
    assert len(loaded.piles["seat2.waste"].cards) - before == 3, "turning three, not one"


# Calling Scrooge


def test_scrooge_may_be_called_only_once_the_scrooge_pile_is_empty() -> None:
    state = arranged({"seat1.scrooge": "5C", "seat2.scrooge": ""})
    assert refused(state, CallScrooge(0)) == "your Scrooge pile still holds 1 cards"
    assert CallScrooge(1) in state.legal_moves(1) and CallScrooge(0) not in state.legal_moves(0)


def test_calling_scrooge_ends_the_round_immediately() -> None:
    state = arranged({"seat1.scrooge": "5C", "seat2.work.0": "AS@1"})
    state.apply(CallScrooge(1))
    assert state.round_over and state.caller == 1
    assert refused(state, MoveCards(1, "seat2.work.0", "foundation.0")) == "the round is over"
    assert state.legal_moves(0) == [NextRound(0)]


# Scoring


def test_the_seeds_example_15_played_and_4_left_scores_7() -> None:
    played = [Card(1, Suit.HEARTS, 0)] * 15 + [Card(1, Suit.HEARTS, 1)] * 9
    assert score_place(0, played, scrooge_left=4, called=False).total == 7


def test_each_player_gets_1_point_per_card_played_sorted_by_back_and_2_off_per_card_left() -> None:
    state = arranged(
        {"foundation.0": "AH 2H@1 3H 4H@1 5H@1", "seat1.scrooge": "", "seat2.scrooge": "2C@1 3C@1 4C@1"}
    )
    state.apply(CallScrooge(0))
    first, second = state.round_scores[-1]
    assert (first.played, first.left, first.total) == (2, 0, 2 + 10)
    assert (second.played, second.left, second.total) == (3, 3, 3 - 6)


def test_the_caller_gets_10_bonus_points() -> None:
    state = arranged({"seat2.scrooge": ""})
    events = state.apply(CallScrooge(1))
    ended = next(e for e in events if isinstance(e, RoundEnded))
    assert dict(ended.points)[1] == 10 and state.round_scores[-1][1].bonus == 10


def test_a_round_can_score_negative() -> None:
    state = arranged({"seat1.scrooge": "2C 3C 4C", "seat2.scrooge": ""})
    state.apply(CallScrooge(1))
    assert state.round_scores[-1][0].total == -6


# Ending the game


def play_rounds(state: ScroogeState, calls: list[int]) -> None:
    for seat in calls:
        state.piles[state.place_of(seat).scrooge].cards = []
        state.apply(CallScrooge(seat))
        if not state.is_over():
            state.apply(NextRound(seat))


def test_a_new_round_reshuffles_every_deck_and_deals_again() -> None:
    state = deal()
    first = codes(state, "seat1.scrooge")
    state.piles["seat1.scrooge"].cards = []
    state.apply(CallScrooge(0))
    state.apply(NextRound(1))
    assert state.round_number == 2 and not state.round_over
    assert len(codes(state, "seat1.scrooge")) == 13 and codes(state, "seat1.scrooge") != first


def test_the_game_ends_when_a_player_reaches_the_target_and_the_highest_total_wins() -> None:
    state = deal(target=50)
    play_rounds(state, [0, 1, 0, 0, 0, 0, 0, 0])
    assert state.totals() == [7 * 10 - 26, 10 - 7 * 26] and not state.is_over()
    play_rounds(state, [0])
    assert state.is_over() and state.legal_moves(0) == []
    totals = state.totals()
    assert max(totals) >= 50
    assert state.result().winners == (totals.index(max(totals)),)


def test_a_fixed_number_of_rounds_ends_the_game() -> None:
    state = deal(rounds=5)
    play_rounds(state, [0, 1, 0, 1, 1])
    assert state.is_over() and len(state.round_scores) == 5


def test_equal_totals_share_first_place() -> None:
    state = deal(rounds=1)
    for place in state.seating.places:
        state.piles[place.scrooge].cards = []
    state.apply(CallScrooge(0))
    state2 = deal(rounds=1)
    assert state.is_over() and state.result().placings[0] == 1
    assert state2.result().winners == ()


# --- runs: one card, or a work pile's entire run (DESIGN §10: "an entire sequence") -------------


def test_part_of_a_run_is_refused_with_the_whole_run_named() -> None:
    """J♦ 10♠ 9♥ 8♣: moving 9♥ 8♣ onto 10♣ would leave J♦ 10♠ behind, which the text does not allow."""
    state = arranged({"seat1.work.0": "JD 10S 9H 8C", "seat1.work.1": "10C"})
    reason = refused(state, MoveCards(0, "seat1.work.0", "seat1.work.1", 2))
    assert reason == "move one card, or the whole run of 4, not part of it"


def test_the_top_card_alone_or_the_entire_run_may_move() -> None:
    state = arranged({"seat1.work.0": "10S 9H 8C", "seat1.work.1": "JH", "seat1.work.2": "9D"})
    legal = state.legal_moves(0)
    assert MoveCards(0, "seat1.work.0", "seat1.work.1", 3) in legal  # the whole run onto J♥
    assert MoveCards(0, "seat1.work.0", "seat1.work.2", 1) in legal  # 8♣ alone onto 9♦
    assert not [m for m in legal if isinstance(m, MoveCards) and m.source == "seat1.work.0" and m.count == 2]
    state.apply(MoveCards(0, "seat1.work.0", "seat1.work.1", 3))
    assert codes(state, "seat1.work.1") == ["JH", "10S", "9H", "8C"]
