"""Scrooge's reach (DESIGN.md §10): which cards a seat turns up is known without turning, and is right."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.bots.scrooge_bot import Level
from game.bots.scrooge_simulation import new_table, play_round
from game.core.protocol import card_from_json
from game.rules.scrooge import ScroogeState
from game.rules.scrooge.reach import reaches_a_play, waste_tops
from game.rules.scrooge.stuck import StuckWatch
from tests.scrooge_positions import SPEC, arranged

CARDS = [f"{rank}{suit}" for rank in ("2", "3", "4", "5", "6", "7", "8", "9", "10") for suit in "CDHS"]


@settings(max_examples=60, deadline=None)
@given(
    cards=st.permutations(CARDS),
    stock_size=st.integers(0, 20),
    waste_size=st.integers(0, 20),
    size=st.sampled_from((1, 3)),
)
def test_the_cards_reached_are_the_cards_turning_shows_in_one_circuit(
    cards: list[str], stock_size: int, waste_size: int, size: int
) -> None:
    stock, waste = cards[:stock_size], cards[stock_size : stock_size + waste_size]
    state = arranged({"seat1.stock": " ".join(stock), "seat1.waste": " ".join(waste)})
    state.stuck = StuckWatch(one_at_a_time=size == 1)
    place = state.place_of(0)
    expected = [state.piles[place.waste].cards[-1]] if waste else []
    for _ in range(2 * (stock_size + waste_size) + 2):  # past one whole circuit: turns and takings back
        state._turn_stock(place)
        expected += state.piles[place.waste].cards[-1:]
    reached = waste_tops(
        [card_from_json(code) for code in stock], [card_from_json(code) for code in waste], size
    )
    assert set(reached) == set(expected)


def test_turning_three_shows_every_third_card_and_the_last_of_a_short_turn() -> None:
    assert list(waste_tops([1, 2, 3, 4, 5, 6, 7], [], 3)) == [5, 2, 1, 5, 2, 1]


def test_the_waste_taken_back_in_order_comes_up_again_from_its_first_card() -> None:
    # the stock is empty: the waste goes back, its bottom card on top, and 10 11 12 turn first
    assert list(waste_tops([], [10, 11, 12, 13], 3)) == [13, 12, 13]


def test_a_play_is_reached_only_if_it_shows() -> None:
    assert reaches_a_play([1, 2, 3], [], 1, lambda card: card == 2)
    assert not reaches_a_play([1, 2, 3], [], 3, lambda card: card == 2)


@pytest.mark.parametrize("options", [{}, {"jokers": True}, {"teams": True}])
def test_the_quick_look_for_a_play_agrees_with_the_plays_listed(options: dict[str, object]) -> None:
    """The stuck rule's quick look (after every move) and ``plays_for`` (the nudge) are one definition."""
    seats = 4 if options.get("teams") else 3
    driver = new_table([Level.HARD] * seats, seed=7, options=options)
    play_round(driver)
    played = driver.table.state
    state = SPEC.new_game(seats=seats, seed=7, options=options)
    assert isinstance(state, ScroogeState)
    for move in played.history:
        for place in state.seating.places:
            seat = state.seating.seats_at(place)[0]
            quick = not state.round_over and state._has_play_now(place, state._waste_plays())
            assert quick == bool(state.plays_for(seat)), (move, place)
        state.apply(move)
