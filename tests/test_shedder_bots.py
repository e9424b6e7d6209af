"""Schrum Schrum and Tač bots (issue 7 point 4): legal moves from the view, well-chosen places, Tač calls."""

from __future__ import annotations

import random
import statistics

import pytest

from game.bots.shedder_bot import CALL_WINDOW_SECONDS, ShedderBot
from game.bots.shedder_simulation import new_bots, new_game, play_game, seated, tac_caller
from game.core.bot_levels import Level
from game.core.moves import MoveCards
from game.core.rng import SeededRandom
from game.rules.shedding import ShedderState
from game.rules.shedding.moves import CallTac, PlayMissed, TurnCard
from tests.shedding_positions import arranged, sensible_player, turned

ALL_LEVELS = (Level.EASY, Level.MEDIUM, Level.HARD)
SEATINGS = [("schrum", 2), ("schrum", 4), ("schrum", 8), ("tac", 2), ("tac", 3), ("tac", 4)]


def bot(level: Level, seat: int = 0, seed: int = 3) -> ShedderBot:
    return ShedderBot(seat, level, random.Random(seed))


def target(state: ShedderState, level: Level, seed: int = 3) -> str:
    move = bot(level, state.turn, seed).choose(state.view(state.turn))
    assert isinstance(move, MoveCards) and move in state.legal_moves(state.turn)
    return move.target


def tac_of_three(piles: dict[str, str]) -> ShedderState:
    """A three-seat Tač position where Seat 1 has turned his top card."""
    return turned(arranged("tac", piles, seats=3))


# Where the turned card goes


def nine_to_place(others: dict[str, str]) -> ShedderState:
    """Seat 1 of four turns the 9♥ and the centre wants a 9; ``others`` are Seats 2 and 3's piles."""
    piles = {"centre": "AH 7H 8H", "seat1.talon": "KH QH 9H", "seat4.talon": "7D 8D 10D JD QD"}
    return turned(arranged("schrum", {**piles, "seat4.reserve": "KD", **others}, seats=4))


def leader_on_a_nine() -> ShedderState:
    """Seat 2, one card from winning, shows a 9 too."""
    return nine_to_place({"seat2.reserve": "9S", "seat3.talon": "7C 8C 10C JC", "seat3.reserve": "QC"})


def straggler_on_a_nine() -> ShedderState:
    """The 9 shows on Seat 3's reserve instead, the player furthest behind (12 cards)."""
    straggler = "7C 8C 10C JC 7S 8S AS AD JH 10S 10H"
    return nine_to_place(
        {"seat2.talon": "JS", "seat2.reserve": "KS", "seat3.talon": straggler, "seat3.reserve": "9C"}
    )


def test_the_hard_bot_loads_the_leader_rather_than_play_to_the_centre() -> None:
    state = leader_on_a_nine()
    assert {"centre", "seat2.reserve"} <= {m.target for m in state.legal_moves(0) if isinstance(m, MoveCards)}
    assert target(state, Level.HARD) == "seat2.reserve"
    assert target(state, Level.MEDIUM) == "centre"  # the medium bot goes to the centre whenever it can


def test_the_hard_bot_plays_to_the_centre_rather_than_load_a_player_far_behind() -> None:
    """A card more for one with 12 is little; the centre's new rank gives the bot's next card a place."""
    assert target(straggler_on_a_nine(), Level.HARD) == "centre"


def test_the_hard_bot_in_tac_loads_the_leading_rival_when_two_open_piles_fit() -> None:
    behind = "2C 3C 4C 5C 6C 7C 8C"
    state = tac_of_three(
        {"centre": "AH 2H 3H", "seat1.closed": "KH QH 9H", "seat2.closed": behind, "seat2.open": "9C"}
        | {"seat3.closed": "2D", "seat3.open": "9D"}
    )
    for seed in range(10):
        assert target(state, Level.HARD, seed) == "seat3.open"
    assert {target(state, Level.EASY, seed) for seed in range(40)} >= {"seat2.open", "seat3.open"}


def test_the_easy_bot_sometimes_misses_a_play_and_the_hard_bot_never_does() -> None:
    state = leader_on_a_nine()
    kept = {
        level: sum(target(state, level, seed) == "seat1.reserve" for seed in range(400))
        for level in ALL_LEVELS
    }
    assert 40 <= kept[Level.EASY] <= 130  # about one play in five
    assert kept[Level.MEDIUM] < kept[Level.EASY] / 3
    assert kept[Level.HARD] == 0


def test_a_card_with_no_play_goes_on_the_own_pile_and_an_unturned_pile_is_turned() -> None:
    state = arranged("schrum", {"centre": "AH 7H 8H", "seat1.talon": "KH QH", "seat2.reserve": "9S"})
    for level in ALL_LEVELS:
        assert bot(level).choose(state.view(0)) == TurnCard(0)
    turned(state)
    for level in ALL_LEVELS:
        assert bot(level).choose(state.view(0)) == MoveCards(0, "seat1.talon", "seat1.reserve")


def test_a_bot_asked_out_of_turn_says_so_instead_of_moving() -> None:
    state = leader_on_a_nine()
    with pytest.raises(ValueError, match="it is Seat 1's turn, not this bot's \\(Seat 2\\)"):
        bot(Level.HARD, seat=1).choose(state.view(1))


@pytest.mark.parametrize(("game", "seats"), SEATINGS)
def test_every_level_moves_legally_in_random_positions(game: str, seats: int) -> None:
    """Random games by a sensible player; at many moments each level is asked for the player on turn."""
    rng = SeededRandom(seats)
    asked = 0
    for number in range(6):
        state = new_game(game, [Level.MEDIUM] * seats, 100 + number)
        while not state.is_over():
            seat = state.turn
            view = state.view(seat)
            for level in ALL_LEVELS:
                move = bot(level, seat, asked).choose(view)
                assert move in state.legal_moves(seat), f"{level.value}: {move} is not legal"
                asked += 1
            state.apply(sensible_player(state, state.legal_moves(seat), rng))
    assert asked > 300


# Tač calls


def missed_nine() -> ShedderState:
    """Seat 1 has just put a 9 on his own Open pile though the centre wanted it."""
    state = tac_of_three(
        {
            "centre": "AH 2H 3H 4H 5H 6H 7H 8H",
            "seat1.closed": "KH 9H",
            "seat2.closed": "3C 2C",
            "seat3.closed": "3D 2D",
        }
    )
    events = state.apply(MoveCards(0, "seat1.closed", "seat1.open"))
    assert any(isinstance(event, PlayMissed) for event in events)
    return state


def test_tac_call_delays_come_faster_and_surer_by_level() -> None:
    state = missed_nine()
    view = state.view(1)
    delays = {level: [bot(level, 1, seed).call_delay(view) for seed in range(300)] for level in ALL_LEVELS}
    noticed = {level: [d for d in delays[level] if d is not None] for level in ALL_LEVELS}
    assert len(noticed[Level.HARD]) == 300  # the hard bot sees every miss
    assert len(noticed[Level.EASY]) < len(noticed[Level.MEDIUM]) < 300
    assert len(noticed[Level.EASY]) < 150  # the easy bot notices rarely
    medians = [statistics.median(noticed[level]) for level in ALL_LEVELS]
    assert medians[0] > medians[1] > medians[2]
    assert sum(d < CALL_WINDOW_SECONDS for d in noticed[Level.HARD]) == 300
    assert sum(d >= CALL_WINDOW_SECONDS for d in noticed[Level.EASY]) > len(noticed[Level.EASY]) / 5


def test_nobody_calls_his_own_miss_or_a_miss_that_is_not_there() -> None:
    state = missed_nine()
    assert all(
        bot(level, 0, seed).call_delay(state.view(0)) is None for level in ALL_LEVELS for seed in range(20)
    )
    state.apply(TurnCard(1))  # the next card turned closes the call
    assert all(bot(Level.HARD, 2, seed).call_delay(state.view(2)) is None for seed in range(20))


def test_the_fastest_call_within_the_window_is_the_one_made() -> None:
    state = missed_nine()
    callers = [
        tac_caller(state, new_bots("tac", [Level.EASY, Level.EASY, Level.HARD], seed), 0)
        for seed in range(100)
    ]
    assert 0 not in callers
    assert callers.count(2) > 80  # the hard bot is nearly always first
    state.apply(CallTac(2))
    assert state.cards_left(0) == 4  # the 9 kept, the King, and one card from each of the others


@pytest.mark.parametrize(("game", "seats"), [("schrum", 4), ("tac", 3)])
def test_no_level_looks_at_a_face_down_card(game: str, seats: int) -> None:
    """The face-down cards dealt afresh among the face-down piles (sizes kept): no choice changes."""
    rng, shuffler = SeededRandom(4), random.Random(4)
    compared = 0
    for number in range(4):
        state = new_game(game, [Level.HARD] * seats, 200 + number)
        while not state.is_over():
            seat = state.turn
            if state.view(seat).turned_card is not None:
                twin = state.clone()
                hidden = [pile for pile in twin.piles.values() if pile.hidden]
                cards = [card for pile in hidden for card in pile.cards[: pile.hidden]]
                shuffler.shuffle(cards)
                for pile in hidden:
                    pile.cards[: pile.hidden], cards = cards[: pile.hidden], cards[pile.hidden :]
                for level in ALL_LEVELS:
                    assert bot(level, seat, compared).choose(state.view(seat)) == bot(
                        level, seat, compared
                    ).choose(twin.view(seat))
                compared += 1
            state.apply(sensible_player(state, state.legal_moves(seat), rng))
    assert compared > 100


@pytest.mark.slow
def test_in_tac_the_hard_bot_beats_the_easy_bot_by_far() -> None:
    """Easy misses a play in five and is called for it; it calls the others' misses rarely and late."""
    won = [play_game("tac", [Level.EASY, Level.HARD], seed).placings for seed in range(60)]
    by_level = {Level.EASY: 0, Level.HARD: 0}
    for seed, placings in enumerate(won):
        levels = seated([Level.EASY, Level.HARD], seed)
        for seat, placing in enumerate(placings):
            by_level[levels[seat]] += placing == 1
    assert by_level[Level.HARD] >= 40  # about 83% of games over 1,000 (docs/shedding-bots.md)
