"""Scorzo's history lines and result sentences: what a player reads about each move and the game's end."""

from __future__ import annotations

from game.core.events import Event
from game.core.moves import Move
from game.core.rng import SeededRandom
from game.rules.scorzo.cards import ScorzoCard
from game.rules.scorzo.moves import DISCARD, DRAW, Discard, DrawForDealer, TakeCard
from game.rules.scorzo.outcome import outcome_sentences, tie_break_sentences, winner_sentence
from game.rules.scorzo.save_codes import save_code
from game.rules.scorzo.standings import Standings
from game.rules.scorzo.state import Phase, ScorzoState, hand_id
from game.rules.scorzo.story import move_story
from tests.scorzo_positions import arrange, deal, dealt, sensible_move, stack_draw_pile


def told(state: ScorzoState, move: Move) -> list[str]:
    events: list[Event] = state.apply(move)
    return move_story(move, events, state.standings, state.caller)


def test_a_take_from_the_discard_pile_names_the_card_and_one_from_the_draw_pile_does_not() -> None:
    state = dealt(seats=3)
    seat = state.turn
    assert seat is not None
    arrange(state, {DISCARD: "star:7"})
    stack_draw_pile(state, "heart:3")
    assert told(state, TakeCard(seat, DISCARD)) == [f"Seat {seat + 1} takes the 7★ from the discard pile."]
    thrown = state.hand(seat)[0]
    assert told(state, Discard(seat, save_code(thrown))) == [
        f"Seat {seat + 1} discards the {thrown.short_name}."
    ]
    following = state.turn
    assert following is not None
    lines = told(state, TakeCard(following, DRAW))
    assert lines == [f"Seat {following + 1} takes a card from the draw pile."]
    assert "3♥" not in " ".join(lines), "the card drawn is face down: the history must not name it"


def test_the_call_is_told_once_with_what_it_means_and_the_round_with_each_seats_points() -> None:
    state = dealt(seats=2, rounds=1)
    seat = state.turn
    assert seat is not None
    arrange(state, {hand_id(seat): "star:1 star:2 star:3 heart:7 circle:7 square:7 triangle:7 heart:9"})
    stack_draw_pile(state, "wild")
    told(state, TakeCard(seat, DRAW))
    nine = next(card for card in state.hand(seat) if card.code == "heart:9")
    lines = told(state, Discard(seat, save_code(nine)))
    assert lines == [
        f"Seat {seat + 1} discards the 9♥.",
        f"Seat {seat + 1} calls SCORZO: everyone else has one last turn.",
    ]
    other = 1 - seat
    told(state, TakeCard(other, DRAW))
    last = told(state, Discard(other, save_code(state.hand(other)[0])))
    scored = next(line for line in last if line.startswith("The round is scored"))
    assert f"Seat {seat + 1} 0 points (called)" in scored
    assert any("wins with" in line for line in last), "a one-round game ends with its winner named"


def test_a_whole_game_tells_every_move_in_sentences_and_never_names_a_drawn_card() -> None:
    state, chooser = dealt(seats=3, seed=11, rounds=2), SeededRandom(4)
    while not state.is_over():
        moves = [m for seat in state.to_move() for m in state.legal_moves(seat)]
        move = sensible_move(state, moves, chooser)
        drawn: ScorzoCard | None = state.piles[DRAW].cards[-1] if move == TakeCard(move.seat, DRAW) else None
        lines = told(state, move)
        assert lines and all(line.endswith((".", "!")) for line in lines), (move, lines)
        if drawn is not None:
            assert lines[0] == f"Seat {move.seat + 1} takes a card from the draw pile."
            assert drawn.short_name not in lines[0]


def test_the_winner_is_named_with_the_fewest_points() -> None:
    standings = Standings(3, rounds=[{0: 20, 1: 14, 2: 30}, {0: 21, 1: 30, 2: 15}])
    assert winner_sentence(standings) == "Seat 1 wins with 41 points, the fewest."
    assert tie_break_sentences(standings) == []


def test_a_tie_break_is_told_in_words_who_was_tied_and_who_won_the_three_card_round() -> None:
    standings = Standings(3, rounds=[{0: 41, 1: 50, 2: 41}], tie_breaks=[{0: 0, 2: 2}])
    assert outcome_sentences(standings) == [
        "Seat 1 wins with 41 points and the tie-break.",
        "Seat 1 and Seat 3 were tied on 41; Seat 1 won the three-card round with 0 points against 2.",
    ]


def test_a_tie_break_that_ties_again_says_another_was_played() -> None:
    standings = Standings(2, rounds=[{0: 9, 1: 9}], tie_breaks=[{0: 0, 1: 0}, {0: 5, 1: 1}])
    assert tie_break_sentences(standings) == [
        "Seat 1 and Seat 2 were tied on 9; Seat 1 and Seat 2 tied the three-card round on 0 points each.",
        "Seat 1 and Seat 2 were still tied; Seat 2 won another three-card round with 1 point against 5.",
    ]


def test_the_card_turned_up_to_start_the_discard_pile_is_told_with_the_deal() -> None:
    """The first player may take it: the history must say where it came from."""
    state = deal(3, 1)
    lines: list[str] = []
    while state.phase is Phase.CUT:
        lines = told(state, DrawForDealer(state.to_move()[0]))
    first = state.piles[DISCARD].cards[-1]
    assert f"The {first.short_name} is turned up to start the discard pile." in lines
