"""``takeable_count(pile_id, seat)``: how many cards from the top of a pile a seat may pick up now (issue 18).

The tables ask the rules this before they lift cards under the pointer, so each game answers from
its own records: the pile games from their pile rules (wild cards as what they were played as),
the others from whose move it is and what it may take.
"""

from __future__ import annotations

import pytest

from game.core import registry
from game.core.cards import Card
from game.core.codes import parse_card
from game.rules.repezita import CENTRE as REPEZITA_CENTRE
from game.rules.repezita import hand_id as repezita_hand
from game.rules.scorzo.moves import DISCARD, DRAW, TakeCard
from game.rules.scorzo.state import Phase as ScorzoPhase
from game.rules.scorzo.state import hand_id as scorzo_hand
from game.rules.scotch import ScotchState
from game.rules.scroker.moves import hand_id as scroker_hand
from game.rules.scroker.state import Phase as ScrokerPhase
from game.rules.shedding.moves import TurnCard
from game.rules.shedding.state import CENTRE as SHEDDING_CENTRE
from tests import repezita_positions, scorzo_positions, scrooge_positions, shedding_positions
from tests.test_scroker_rules import new as new_scroker
from tests.test_scroker_rules import opened as opened_scroker

# --- Scotch: the tableau gives its top card, the foundations nothing ------------------------------


def scotch() -> ScotchState:
    state = registry.get("scotch").new_game(seats=1, seed=12)
    assert isinstance(state, ScotchState)
    return state


def test_a_scotch_tableau_pile_gives_only_its_top_card() -> None:
    state = scotch()
    assert all(state.takeable_count(pile_id, 0) == 1 for pile_id in state.tableau_ids)


def test_cards_on_a_scotch_foundation_stay_there() -> None:
    state = scotch()
    state.piles["foundation.0"].cards = [parse_card("AH")]
    assert state.takeable_count("foundation.0", 0) == 0


def test_an_emptied_scotch_pile_gives_nothing() -> None:
    state = scotch()
    state.piles["tableau.0"].cards = []
    assert state.takeable_count("tableau.0", 0) == 0


def test_a_pile_the_game_does_not_have_gives_nothing() -> None:
    assert scotch().takeable_count("no.such.pile", 0) == 0


# --- Scrooge: one card at a time, or a work pile's built run; only from your own place -------------------


def test_a_scrooge_work_pile_gives_its_whole_built_run() -> None:
    state = scrooge_positions.arranged({"seat1.work.0": "10S 9H 8C"})
    assert state.takeable_count("seat1.work.0", 0) == 3


def test_a_scrooge_work_pile_gives_only_the_built_part_from_its_top() -> None:
    state = scrooge_positions.arranged({"seat1.work.0": "QD 5H 4S"})
    assert state.takeable_count("seat1.work.0", 0) == 2


def test_the_scrooge_pile_and_the_waste_give_their_top_card_and_the_stock_nothing() -> None:
    state = scrooge_positions.arranged({"seat1.scrooge": "2C 3C 4C", "seat1.waste": "5D 6D"})
    assert state.takeable_count("seat1.scrooge", 0) == 1
    assert state.takeable_count("seat1.waste", 0) == 1
    assert state.takeable_count("seat1.stock", 0) == 0


def test_you_cannot_touch_other_players_cards_nor_take_from_the_foundations() -> None:
    state = scrooge_positions.arranged({"seat2.work.0": "10S 9H", "foundation.0": "AH 2H"})
    assert state.takeable_count("seat2.work.0", 0) == 0
    assert state.takeable_count("seat2.work.0", 1) == 2
    assert state.takeable_count("foundation.0", 0) == 0


def test_a_named_joker_counts_as_its_card_in_a_run_and_an_unnamed_one_moves_alone() -> None:
    state = scrooge_positions.arranged({"seat1.work.0": "10S JK1"}, jokers=True)
    assert state.takeable_count("seat1.work.0", 0) == 1
    state.named[Card.joker(1)] = parse_card("9H")
    assert state.takeable_count("seat1.work.0", 0) == 2


def test_both_players_of_a_team_may_take_from_their_place() -> None:
    state = scrooge_positions.arranged({"seat1.work.0": "10S 9H"}, seats=4, teams=True)
    assert state.takeable_count("seat1.work.0", 0) == state.takeable_count("seat1.work.0", 1) == 2
    assert state.takeable_count("seat1.work.0", 2) == 0


# --- Repezita: any one card of your own hand ---------------------------------------------------------


def test_a_repezita_seat_plays_one_card_at_a_time_from_its_own_hand() -> None:
    state = repezita_positions.arranged(["AS 5H 9C", "2D"], centre="KH")
    assert state.takeable_count(repezita_hand(0), 0) == 1
    assert state.takeable_count(repezita_hand(1), 0) == 0
    assert state.takeable_count(REPEZITA_CENTRE, 0) == 0


def test_a_repezita_seat_that_is_out_has_nothing_to_play() -> None:
    state = repezita_positions.arranged(["", "2D"])
    assert state.takeable_count(repezita_hand(0), 0) == 0


# --- Schrum Schrum and Tač: the card the seat on turn has turned ------------------------------------


@pytest.mark.parametrize("game_id", ["schrum", "tac"])
def test_only_the_turned_card_of_the_seat_on_turn_is_taken(game_id: str) -> None:
    state = shedding_positions.deal(game_id)
    closed = state.closed_id(0)
    assert state.takeable_count(closed, 0) == 0, "a face-down card is turned, not taken"
    state.apply(TurnCard(0))
    assert state.takeable_count(closed, 0) == 1
    assert state.takeable_count(closed, 1) == 0
    assert state.takeable_count(state.closed_id(1), 1) == 0, "not that seat's turn"
    assert state.takeable_count(state.open_id(0), 0) == 0
    assert state.takeable_count(SHEDDING_CENTRE, 0) == 0


# --- Scorzo: the draw for the deal, a turn's take, then a discard --------------------------------------


def test_the_seat_drawing_for_the_deal_takes_off_the_draw_pile() -> None:
    state = scorzo_positions.deal()
    (seat,) = state.to_move()
    assert state.takeable_count(DRAW, seat) == 1
    assert state.takeable_count(DRAW, (seat + 1) % state.seats) == 0
    assert state.takeable_count(DISCARD, seat) == 0


def test_a_scorzo_turn_takes_off_the_draw_or_discard_pile_then_discards_from_the_hand() -> None:
    state = scorzo_positions.dealt()
    seat = state.turn
    assert seat is not None and state.phase is ScorzoPhase.TAKE
    assert state.takeable_count(DRAW, seat) == state.takeable_count(DISCARD, seat) == 1
    assert state.takeable_count(scorzo_hand(seat), seat) == 0
    assert state.takeable_count(DRAW, (seat + 1) % state.seats) == 0
    state.apply(TakeCard(seat, DRAW))
    assert state.takeable_count(scorzo_hand(seat), seat) == 1
    assert state.takeable_count(DRAW, seat) == state.takeable_count(DISCARD, seat) == 0
    assert state.takeable_count(scorzo_hand(seat), (seat + 1) % state.seats) == 0


def test_an_empty_discard_pile_gives_nothing() -> None:
    state = scorzo_positions.dealt()
    seat = state.turn
    assert seat is not None
    state.piles[DRAW].cards += state.piles[DISCARD].cards
    state.piles[DISCARD].cards = []
    assert state.takeable_count(DISCARD, seat) == 0
    assert state.takeable_count(DRAW, seat) == 1


# --- Scroker: the draw throws up to the game's limit ---------------------------------------------------


@pytest.mark.parametrize(("game_id", "limit"), [("scroker", 3), ("spit", 4)])
def test_the_seat_drawing_may_throw_up_to_the_games_limit(game_id: str, limit: int) -> None:
    state = opened_scroker(game_id)
    (seat,) = state.to_move()
    assert state.takeable_count(scroker_hand(seat), seat) == limit
    other = (seat + 1) % state.seats
    assert state.takeable_count(scroker_hand(other), other) == 0, "not that seat's draw yet"
    assert state.takeable_count(scroker_hand(other), seat) == 0


def test_no_card_leaves_a_scroker_hand_while_the_seats_bet() -> None:
    state = new_scroker("scroker")
    assert state.phase is not ScrokerPhase.DRAW
    assert all(state.takeable_count(scroker_hand(seat), seat) == 0 for seat in range(state.seats))
