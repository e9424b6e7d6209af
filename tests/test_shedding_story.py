"""The Schrum Schrum and Tač history: each move in public words (issue 22, the shared history contract)."""

from __future__ import annotations

from game.core.moves import MoveCards
from game.rules.shedding.moves import CallTac, TurnCard
from game.rules.shedding.state import ShedderState
from game.rules.shedding.story import move_story
from tests.shedding_positions import arranged


def told(state: ShedderState, move: object) -> list[str]:
    """Apply ``move`` as the table does and return the history's sentences for it."""
    assert isinstance(move, TurnCard | MoveCards | CallTac)
    return move_story(state, move, state.apply(move))


def test_a_card_turned_and_played_to_the_centre_is_one_sentence_naming_it() -> None:
    state = arranged("tac", {"centre": "8D", "seat1.closed": "5C", "seat2.closed": "KS 9S"}, turn=1)
    assert told(state, TurnCard(1)) == []  # the turned card is told with its place
    assert told(state, MoveCards(1, "seat2.closed", "centre")) == [
        "Seat 2 turns the 9♠ and plays it to the centre."
    ]


def test_a_card_put_on_another_players_open_pile_names_the_pile_and_its_owner() -> None:
    piles = {
        "centre": "AS",
        "seat1.closed": "5C",
        "seat1.open": "4C",
        "seat2.closed": "KS",
        "seat3.closed": "5S 4D",
    }
    state = arranged("tac", piles, seats=3, turn=2)
    told(state, TurnCard(2))
    assert told(state, MoveCards(2, "seat3.closed", "seat1.open")) == [
        "Seat 3 turns the 4♦ and puts it on the Open pile of Seat 1."
    ]


def test_a_card_kept_says_the_turn_passes_and_never_that_a_play_was_missed() -> None:
    state = arranged("tac", {"centre": "10S", "seat1.closed": "5C JC", "seat2.closed": "KS"})
    told(state, TurnCard(0))
    assert told(state, MoveCards(0, "seat1.closed", "seat1.open")) == [
        "Seat 1 turns the J♣ onto their own Open pile; the turn passes."
    ]


def after_seat_1_misses_the_7(piles: dict[str, str]) -> ShedderState:
    """Three seats of Tač: Seat 1 turns the 7♥ with a 6 on the centre and keeps it (piles as given)."""
    state = arranged("tac", {"centre": "6S", "seat1.closed": "5C 7H"} | piles, seats=3)
    told(state, TurnCard(0))
    told(state, MoveCards(0, "seat1.closed", "seat1.open"))
    return state


def test_a_call_names_the_caller_the_missed_play_and_the_penalty() -> None:
    piles = {"seat2.closed": "KS QS", "seat3.closed": "KD QD"}
    state = after_seat_1_misses_the_7(piles)
    assert told(state, CallTac(1)) == [
        "Seat 2 calls Tač! on Seat 1: Seat 1 could have played the 7♥ to the centre.",
        "Seat 1 gets a card from each other player onto their Closed pile.",
    ]


def test_a_penalty_card_is_counted_never_named() -> None:
    piles = {"seat2.closed": "KS QS", "seat3.closed": "KD QD"}
    state = after_seat_1_misses_the_7(piles)
    said = " ".join(told(state, CallTac(2)))
    assert not any(card in said for card in ("Q♠", "Q♦", "Queen"))


def test_a_giver_with_no_closed_card_is_said_to_have_none() -> None:
    piles = {"seat2.closed": "QS KS", "seat3.open": "9D"}
    state = after_seat_1_misses_the_7(piles)
    assert told(state, CallTac(1))[1:] == [
        "Seat 1 gets a card from Seat 2 onto their Closed pile.",
        "Seat 3 has no Closed pile card to give.",
    ]


def test_a_giver_who_gives_away_his_last_card_is_said_to_win() -> None:
    piles = {"seat2.closed": "KS", "seat3.closed": "QD"}
    state = after_seat_1_misses_the_7(piles)
    assert told(state, CallTac(2))[1:] == [
        "Seat 1 gets a card from Seat 2 onto their Closed pile.",
        "Seat 2 gave away their last card, has no cards left and wins.",
    ]


def test_the_last_card_played_says_who_has_no_cards_left_and_wins() -> None:
    state = arranged("schrum", {"centre": "QS", "seat1.talon": "KD", "seat2.talon": "9S"})
    told(state, TurnCard(0))
    assert told(state, MoveCards(0, "seat1.talon", "centre")) == [
        "Seat 1 turns the K♦ and plays it to the centre.",
        "Seat 1 has no cards left and wins.",
    ]


def test_turning_the_reserve_over_is_told_with_the_schrum_words() -> None:
    piles = {"centre": "AS", "seat1.talon": "", "seat1.reserve": "9C 8C", "seat2.talon": "KS"}
    state = arranged("schrum", piles)
    assert told(state, TurnCard(0)) == ["Seat 1 turns the Reserve over as a new Talon."]


def test_german_faces_name_the_card_as_the_deck_calls_it() -> None:
    state = arranged("schrum", {"centre": "KS", "seat1.talon": "9H AH", "seat2.talon": "9S"}, faces="german")
    told(state, TurnCard(0))
    assert told(state, MoveCards(0, "seat1.talon", "centre")) == [
        "Seat 1 turns the Ace of Hearts and plays it to the centre."
    ]


def test_a_stalled_game_says_why_it_ends() -> None:
    state = arranged("schrum", {"centre": "AS", "seat1.talon": "KD", "seat2.talon": "9S"})
    state.quiet_turns = state.quiet_turn_limit - 1
    told(state, TurnCard(0))
    lines = told(state, MoveCards(0, "seat1.talon", "seat1.reserve"))
    assert lines[0] == "Seat 1 turns the K♦ and puts it on their own Reserve."
    assert "without a card reaching the centre" in lines[1] and "no winner" in lines[1]


def test_a_winner_after_a_giver_with_no_closed_card_is_told_with_the_whole_penalty() -> None:
    piles = {
        "centre": "6S",
        "seat1.closed": "5C 7H",
        "seat2.open": "9D",
        "seat3.closed": "KD",
        "seat4.closed": "QS QC",
    }
    state = arranged("tac", piles, seats=4)
    told(state, TurnCard(0))
    told(state, MoveCards(0, "seat1.closed", "seat1.open"))
    assert told(state, CallTac(3)) == [
        "Seat 4 calls Tač! on Seat 1: Seat 1 could have played the 7♥ to the centre.",
        "Seat 1 gets a card from Seat 3 onto their Closed pile.",
        "Seat 2 has no Closed pile card to give.",
        "Seat 3 gave away their last card, has no cards left and wins.",
    ]
