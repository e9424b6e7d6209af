"""Scorzo by keyboard (issue 5, item 6): choose a pile, choose a card, discard; the rules judge."""

from __future__ import annotations

import pytest

from game.rules.scorzo.codes import parse_scorzo_cards
from game.rules.scorzo.moves import DISCARD, DRAW, Discard, TakeCard
from game.rules.scorzo.save_codes import save_code
from game.rules.scorzo.state import Phase
from game.ui.games.scorzo.hand import HandOrder
from game.ui.games.scorzo.keys import HandKeys, bind
from tests.harness import refused
from tests.scorzo_positions import dealt

HAND = "star:1 star:2 star:3 heart:7 circle:7 square:7 triangle:9 circle:2"


def test_d_then_right_right_enter_discards_the_third_card() -> None:
    state = dealt(seats=2, seed=5)
    seat = state.turn
    assert seat is not None
    order = HandOrder(state.hand(seat))
    keys = HandKeys(seat, order)
    take = keys.press("d")
    assert take == TakeCard(seat, DRAW)
    state.apply(take)
    order.sync(state.hand(seat))
    third = order.cards[2]
    assert keys.press("right") is None and keys.press("right") is None
    discard = keys.press("return")
    assert discard == Discard(seat, save_code(third))
    state.apply(discard)
    assert third not in state.hand(seat)


def test_f_takes_the_top_of_the_discard_pile() -> None:
    keys = HandKeys(1, HandOrder(parse_scorzo_cards(HAND)))
    assert keys.press("f") == TakeCard(1, DISCARD)


def test_the_cursor_stops_at_the_ends_of_the_hand() -> None:
    order = HandOrder(parse_scorzo_cards("star:1 heart:5 circle:9"))
    keys = HandKeys(0, order)
    keys.press("left")
    assert keys.cursor == 0
    for _ in range(5):
        keys.press("right")
    assert keys.cursor == 2


def test_after_the_last_card_is_discarded_the_cursor_stays_in_the_hand() -> None:
    cards = parse_scorzo_cards("star:1 heart:5 circle:9")
    order = HandOrder(cards)
    keys = HandKeys(0, order)
    keys.press("right")
    keys.press("right")
    order.sync(cards[:2])
    assert keys.cursor == 1
    assert keys.press("space") == Discard(0, save_code(order.cards[1]))


def test_shift_right_carries_the_card_along_like_a_drag() -> None:
    order = HandOrder(parse_scorzo_cards(HAND))
    keys = HandKeys(0, order)
    first = order.cards[0]
    keys.press("shift+right")
    keys.press("shift+right")
    assert order.cards[2] == first and keys.cursor == 2


def test_c_and_k_no_longer_call_or_play_on_since_the_rules_call_scorzo() -> None:
    keys = HandKeys(0, HandOrder(parse_scorzo_cards(HAND)))
    assert keys.press("c") is None and keys.press("k") is None


def test_a_key_with_no_meaning_does_nothing() -> None:
    keys = HandKeys(0, HandOrder(parse_scorzo_cards(HAND)))
    assert keys.press("q") is None


def test_discarding_before_taking_is_left_to_the_rules_to_refuse() -> None:
    state = dealt(seats=2, seed=5)
    seat = state.turn
    assert seat is not None
    keys = HandKeys(seat, HandOrder(state.hand(seat)))
    move = keys.press("return")
    assert move is not None
    assert refused(state, move) == "first take the top card of the draw pile or the discard pile"
    assert state.phase is Phase.TAKE


def test_a_rebound_action_answers_to_its_new_key_only() -> None:
    keys = HandKeys(0, HandOrder(parse_scorzo_cards(HAND)), bind({"take_draw": "n"}))
    assert keys.press("n") == TakeCard(0, DRAW)
    assert keys.press("d") is None


def test_rebinding_an_unknown_action_names_it() -> None:
    with pytest.raises(ValueError, match="'fly' is not a Scorzo action"):
        bind({"fly": "x"})
