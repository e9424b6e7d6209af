"""Scroker, Spit in the Can, Longhorn Stud and Dealer's Choice at the game level (seed 003, DESIGN.md §10).

One test per rule sentence; the betting engine's own rules are in test_scroker_betting,
hand values in test_scroker_hands.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence
from typing import Any

import pytest

from game.core import registry
from game.core.events import CardsMoved, Message
from game.core.moves import Move
from game.core.protocol import GameState
from game.core.rng import SeededRandom
from game.rules.scroker.betting import OPEN_REFUSAL, Bank, Call, Check, Fold, Hand, Open, Raise
from game.rules.scroker.cards import scroker_deck
from game.rules.scroker.codes import parse_scroker_card
from game.rules.scroker.hands import HandRules, evaluate
from game.rules.scroker.moves import (
    DISCARD,
    SPIT,
    STOCK,
    ChooseGame,
    Draw,
    NextDeal,
    hand_id,
    save_code,
    up_id,
)
from game.rules.scroker.state import Phase, ScrokerState
from game.rules.scroker.variants import Deal, DealChoice, best_showing, default_choice
from tests.harness import check_round_trips, play_random_game, refused

GAMES = ("scroker", "spit", "longhorn", "dealers-choice")
# Two Tadpoles: the first wins on its high card, the second on its peppers when they are hot.
HIGH_CARD_TADPOLE = "lime:L animal:D lime:W chili:U1 chili:O1"
PEPPERY_TADPOLE = "lemon:G chili:E5 chili:I2 animal:U animal:E"
NO_OPENERS = "lemon:C lime:B lemon:D lime:K lime:W"  # no two Animals, no three-letter word
FROG = "animal:M animal:O animal:S animal:E lemon:C"  # SOME: a Frog, and two Animals to open


def new(game_id: str, seats: int = 3, seed: int = 1, **options: Any) -> ScrokerState:
    state = registry.get(game_id).new_game(seats=seats, seed=seed, options=options)
    assert isinstance(state, ScrokerState)
    return state


def codes(text: str) -> list[str]:
    return [parse_scroker_card(code).code for code in text.split()]


def place(state: ScrokerState, pile_id: str, text: str) -> None:
    """Put the named cards into ``pile_id`` instead of its cards, swapping them where the named ones were."""
    wanted = [parse_scroker_card(code) for code in text.split()]
    target = state.piles[pile_id].cards
    spare = [card for card in target if card not in wanted]
    for card in wanted:
        if card in target:
            continue
        source = next(p for p in state.piles.values() if card in p.cards)
        index = source.cards.index(card)
        source.cards[index] = spare.pop()
        target[target.index(source.cards[index])] = card
    state._settle_faces()


def stack_stock(state: ScrokerState, text: str) -> None:
    """Put the named cards on top of the stock, the first named to be dealt first."""
    wanted = [parse_scroker_card(code) for code in text.split()]
    for pile in state.piles.values():
        pile.cards = [card for card in pile.cards if card not in wanted]
    state.piles[STOCK].cards.extend(reversed(wanted))
    state._settle_faces()


def play(state: GameState, *moves: Move) -> list:
    events = []
    for move in moves:
        events += state.apply(move)
    return events


def buy_ins(state: ScrokerState) -> int:
    return state.seats * state.betting_rules.buy_in


# Registration


def test_the_four_games_are_registered_with_their_names_seats_and_options() -> None:
    names = {spec.id: spec.name for spec in registry.all_games() if spec.id in GAMES}
    assert names == {
        "scroker": "Scroker",
        "spit": "Spit in the Can",
        "longhorn": "Longhorn Stud",
        "dealers-choice": "Dealer's Choice",
    }
    for game_id in GAMES:
        spec = registry.get(game_id)
        assert spec.seats == (2, 8)
        assert spec.default_options() == {
            "ante": 1,
            "buy_in": 100,
            "max_bet": 0,
            "hands": 10,
            "wilds": 0,
            "tap_out": 1,
            "strict": 0,
        }


# The deal


@pytest.mark.parametrize(
    ("game_id", "down", "up", "spit"), [("scroker", 5, 0, 0), ("spit", 4, 0, 1), ("longhorn", 2, 3, 0)]
)
def test_each_game_deals_its_cards_to_every_player(game_id: str, down: int, up: int, spit: int) -> None:
    state = new(game_id, seats=5)
    for seat in range(5):
        assert len(state.hand(seat)) == down
        assert len(state.piles[up_id(seat)].cards) == up
    assert len(state.piles[SPIT].cards) == spit
    assert len(state.piles[STOCK].cards) == 52 - 5 * (down + up) - spit


def test_every_player_antes_before_the_deal() -> None:
    state = new("scroker", seats=4, ante=2)
    assert state.bank.stacks == {0: 98, 1: 98, 2: 98, 3: 98}
    assert state.betting is not None and state.betting.pot_total() == 8


def test_the_wilds_option_puts_scroker_cards_in_the_deck() -> None:
    state = new("scroker", wilds=2)
    on_table = Counter(card for pile in state.piles.values() for card in pile.cards)
    assert on_table == Counter(scroker_deck(2))


def test_the_deal_passes_to_the_left() -> None:
    state = new("scroker", seats=3)
    assert state.dealer == 0
    play(state, Check(1), Check(2), Check(0))
    play(state, NextDeal(2))
    assert state.dealer == 1 and state.view(0).turn == 2


# Betting at the table


def test_the_player_to_the_dealers_left_leads() -> None:
    state = new("scroker", seats=4)
    assert state.to_move() == (1,)
    assert state.legal_moves(0) == [] and state.legal_moves(2) == []


def test_a_player_must_hold_two_animals_or_a_three_letter_word_to_open() -> None:
    state = new("scroker")
    place(state, hand_id(1), NO_OPENERS)
    assert refused(state, Open(1, 1)) == OPEN_REFUSAL
    place(state, hand_id(1), "animal:A animal:B lemon:C lime:K chili:U1")
    play(state, Open(1, 1))
    assert state.betting is not None and state.betting.round is not None and state.betting.round.opener == 1


def test_when_nobody_opens_the_cards_are_tossed_in_and_the_pot_carries() -> None:
    state = new("scroker", seats=3)
    play(state, Check(1), Check(2), Check(0))
    assert state.phase is Phase.DEAL_OVER and state.bank.carried == 3
    play(state, NextDeal(0))
    assert state.betting is not None and state.betting.pot_total() == 6
    assert state.chips_on_table() == buy_ins(state)


def test_one_player_left_wins_unseen_and_his_hand_is_not_shown() -> None:
    state = new("scroker", seats=3)
    place(state, hand_id(1), FROG)
    play(state, Open(1, 2), Fold(2), Fold(0))
    assert state.phase is Phase.DEAL_OVER
    assert state.winnings == {1: 5}
    assert state.view(0).shown == {}
    assert state.view(0).piles[hand_id(1)].cards == (None,) * 5
    assert state.view(1).piles[hand_id(1)].cards == tuple(state.hand(1))


def test_a_folded_hand_goes_to_the_discards() -> None:
    state = new("scroker", seats=3)
    place(state, hand_id(1), FROG)
    folded = list(state.hand(2))
    play(state, Open(1, 1), Fold(2))
    assert state.hand(2) == [] and state.piles[DISCARD].cards[-5:] == folded


def test_the_bets_of_the_deal_are_public() -> None:
    state = new("scroker", seats=3)
    place(state, hand_id(1), FROG)
    play(state, Open(1, 2), Raise(2, 1))
    bets = [(bet.seat, bet.words, bet.chips) for bet in state.view(0).bets]
    assert bets == [(1, "opens for 2", 2), (2, "raises 1 to 3", 3)]
    assert state.view(0).current_bet == 3 and state.view(0).to_call == 3


# The draw


def opened(game_id: str, seats: int = 3, **options: Any) -> ScrokerState:
    """A deal with seat 1 opening for 1 and everyone calling: the draw is next."""
    state = new(game_id, seats=seats, **options)
    place(state, hand_id(1), "animal:M animal:O animal:S lemon:C" + ("" if game_id == "spit" else " lemon:D"))
    play(state, Open(1, 1), *(Call(seat % seats) for seat in range(2, seats + 1)))
    assert state.phase is Phase.DRAW
    return state


def test_the_draw_goes_round_from_the_dealers_left() -> None:
    state = opened("scroker", seats=4)
    order = []
    while state.phase is Phase.DRAW:
        (seat,) = state.to_move()
        order.append(seat)
        play(state, Draw(seat, ()))
    assert order == [1, 2, 3, 0]


@pytest.mark.parametrize(("game_id", "limit"), [("scroker", 3), ("spit", 4)])
def test_a_player_exchanges_up_to_the_games_limit_for_cards_from_the_stock(game_id: str, limit: int) -> None:
    state = opened(game_id)
    (seat,) = state.to_move()
    assert max(len(move.cards) for move in state.legal_moves(seat) if isinstance(move, Draw)) == limit
    thrown = tuple(save_code(card) for card in state.hand(seat)[:limit])
    kept = state.hand(seat)[limit:]
    dealt = state.piles[STOCK].cards[-limit:]
    events = play(state, Draw(seat, thrown))
    assert Counter(state.hand(seat)) == Counter(kept + dealt)
    assert [save_code(card) for card in state.piles[DISCARD].cards[-limit:]] == list(thrown)
    assert state.view(0).drawn == {seat: limit}
    assert any(isinstance(event, CardsMoved) and event.target == DISCARD for event in events)


def test_standing_pat_keeps_the_hand() -> None:
    state = opened("scroker")
    kept = list(state.hand(1))
    play(state, Draw(1, ()))
    assert state.hand(1) == kept and state.view(2).drawn == {1: 0}


def test_scroker_refuses_a_four_card_draw() -> None:
    state = opened("scroker")
    four = tuple(save_code(card) for card in state.hand(1)[:4])
    assert refused(state, Draw(1, four)) == "you may exchange at most 3 cards in Scroker"


def test_a_card_not_in_the_hand_cannot_be_thrown() -> None:
    state = opened("scroker")
    other = save_code(state.hand(2)[0])
    assert refused(state, Draw(1, (other,))) == f"{other} is not in your hand"


def test_when_the_stock_runs_short_its_last_card_is_shuffled_with_the_discards() -> None:
    state = opened("scroker")
    stock = state.piles[STOCK].cards
    state.piles[DISCARD].cards, state.piles[STOCK].cards = stock[:-2], stock[-2:]
    top, last = state.piles[STOCK].cards[-1], state.piles[STOCK].cards[0]
    thrown = state.hand(1)[:3]
    events = play(state, Draw(1, tuple(save_code(card) for card in thrown)))
    assert top in state.hand(1) and len(state.hand(1)) == 5
    assert any(isinstance(e, Message) and "ran short" in e.text for e in events)
    assert state.piles[DISCARD].cards == thrown  # the drawer's own discards stay out
    assert last in state.hand(1) + state.piles[STOCK].cards
    assert sum(len(p.cards) for p in state.piles.values()) == 52


def test_the_second_round_is_led_by_the_opener() -> None:
    state = new("scroker", seats=4)
    place(state, hand_id(2), FROG)
    play(state, Check(1), Open(2, 1), Call(3), Call(0), Call(1))
    for seat in (1, 2, 3, 0):
        play(state, Draw(seat, ()))
    assert state.phase is Phase.BETTING and state.to_move() == (2,)
    assert Check(2) in state.legal_moves(2)  # all may check in the second round


def test_after_the_last_round_the_hands_still_in_are_shown_and_the_best_wins() -> None:
    state = new("scroker", seats=3)
    place(state, hand_id(1), FROG)
    play(state, Open(1, 1), Call(2), Fold(0), Draw(1, ()), Draw(2, ()), Check(1), Check(2))
    assert state.phase is Phase.SHOWDOWN
    accept_best_claims(state)
    assert state.phase is Phase.DEAL_OVER
    view = state.view(0)
    assert set(view.shown) == {1, 2}
    assert view.piles[hand_id(2)].cards == tuple(state.hand(2))
    best = max(evaluate(state.cards_of(s), HandRules()).key for s in (1, 2))
    assert {s for s in (1, 2) if evaluate(state.cards_of(s), HandRules()).key == best} == set(view.winnings)
    assert state.chips_on_table() == buy_ins(state)


def accept_best_claims(state: ScrokerState) -> None:
    """Every seat lays out the app's best claim and nobody challenges: the first legal move each time."""
    while state.phase is Phase.SHOWDOWN:
        play(state, state.legal_moves(state.to_move()[0])[0])


def codes_cards(text: str) -> list:
    return [parse_scroker_card(code) for code in text.split()]


# Spit in the Can


def test_the_spit_card_is_face_up_in_every_view_and_counts_in_every_hand() -> None:
    state = new("spit", seats=4)
    (spit,) = state.piles[SPIT].cards
    for seat in range(4):
        assert state.view(seat).spit_card == spit
        assert state.view(seat).piles[SPIT].cards == (spit,)
        assert state.cards_of(seat)[-1] == spit


# Longhorn Stud


def test_longhorn_up_cards_are_seen_by_everyone_and_hole_cards_by_their_owner_only() -> None:
    state = new("longhorn", seats=3)
    for viewer in range(3):
        view = state.view(viewer)
        for seat in range(3):
            assert view.piles[up_id(seat)].cards == tuple(state.piles[up_id(seat)].cards)
            assert view.up_cards[seat] == tuple(state.piles[up_id(seat)].cards)
            hole = view.piles[hand_id(seat)].cards
            assert hole == (tuple(state.hand(seat)) if seat == viewer else (None, None))


def test_the_highest_clean_pair_showing_leads_else_the_highest_card() -> None:
    up = {
        0: codes_cards("animal:U lemon:C lime:B"),
        1: codes_cards("lemon:D lemon:E lime:A"),
        2: codes_cards("lime:G lime:H chili:A1"),
    }
    assert best_showing(up, (1, 2, 0), HandRules()) == 2  # H-G of Limes beats E-D of Lemons
    up[2] = codes_cards("lime:G lemon:H chili:A1")
    assert best_showing(up, (1, 2, 0), HandRules()) == 1
    up[1] = codes_cards("lemon:D lime:H animal:A")
    assert best_showing(up, (1, 2, 0), HandRules()) == 0  # no pairs: the Unicorn is the highest card


def test_longhorn_round_one_is_led_by_the_best_showing_and_nobody_checks() -> None:
    state = new("longhorn", seats=3)
    place(state, up_id(0), "lime:G lime:H chili:A1")
    place(state, up_id(1), "lemon:D lemon:E lime:A")
    place(state, up_id(2), "lemon:C lime:B animal:D")
    state.betting.round = None  # type: ignore[union-attr]
    state.betting.rounds_played = 0  # type: ignore[union-attr]
    state._start_betting_round()
    assert state.to_move() == (0,)
    assert refused(state, Check(0)) == "no checking in this round: open or fold"
    assert {type(move) for move in state.legal_moves(0)} == {Open, Fold}


def test_longhorn_deals_a_sixth_card_up_and_a_seventh_down_then_shows_five_of_seven() -> None:
    state = new("longhorn", seats=3)
    leader = state.to_move()[0]
    play(state, Open(leader, 1), *(Call((leader + k) % 3) for k in (1, 2)))
    assert [len(state.piles[up_id(s)].cards) for s in range(3)] == [4, 4, 4]
    assert state.phase is Phase.BETTING and Check(state.to_move()[0]) in state.legal_moves(state.to_move()[0])
    while state.betting is not None and state.betting.rounds_played < 2:
        play(state, Check(state.to_move()[0]))
    assert [len(state.hand(s)) for s in range(3)] == [3, 3, 3]
    while state.phase is Phase.BETTING:
        play(state, Check(state.to_move()[0]))
    accept_best_claims(state)
    assert state.phase is Phase.DEAL_OVER and set(state.shown) == {0, 1, 2}
    assert state.view(0).drawn == {}


def test_longhorn_with_eight_players_in_deals_one_shared_seventh_card() -> None:
    state = new("longhorn", seats=8)
    leader = state.to_move()[0]
    play(state, Open(leader, 1), *(Call((leader + k) % 8) for k in range(1, 8)))
    while state.betting is not None and state.betting.rounds_played < 2:
        play(state, Check(state.to_move()[0]))
    assert len(state.piles[SPIT].cards) == 1
    assert all(len(state.cards_of(seat)) == 7 for seat in range(8))


# Dealer's Choice


def test_the_dealer_names_the_game_before_the_deal() -> None:
    state = new("dealers-choice", seats=3)
    assert state.phase is Phase.CHOOSE and state.to_move() == (0,)
    assert state.legal_moves(1) == []
    assert refused(state, ChooseGame(0, "poker")).startswith("name one of the games")
    play(state, ChooseGame(0, "longhorn"))
    assert [len(state.piles[up_id(s)].cards) for s in range(3)] == [3, 3, 3]
    assert state.view(2).choice == DealChoice(Deal.LONGHORN)


def test_a_bot_dealer_makes_a_legal_call() -> None:
    state = new("dealers-choice", seats=3)
    choice = default_choice(SeededRandom(5))
    move = ChooseGame(0, choice.deal.value, choice.hot_peppers)
    assert move in state.legal_moves(0)


@pytest.mark.parametrize(("hot", "winner"), [(False, 1), (True, 2)])
def test_hot_chili_peppers_decide_a_tie_of_category(hot: bool, winner: int) -> None:
    state = new("dealers-choice", seats=3)
    play(state, ChooseGame(0, "scroker", hot_peppers=hot))
    place(state, hand_id(1), HIGH_CARD_TADPOLE)
    place(state, hand_id(2), PEPPERY_TADPOLE)
    play(state, Open(1, 1), Call(2), Fold(0), Draw(1, ()), Draw(2, ()), Check(1), Check(2))
    accept_best_claims(state)
    assert state.view(0).winnings == {winner: 5}


def test_the_dealers_options_set_the_hand_rules() -> None:
    state = new("dealers-choice")
    play(state, ChooseGame(0, "spit", False, ("lemon",), ("chili:E5",), 1, True))
    assert state.hand_rules() == HandRules(False, ("lemon",), ("chili:E5",), 1, True)
    assert len(state.piles[SPIT].cards) == 1


def test_the_dealer_designates_at_most_two_wilds() -> None:
    state = new("dealers-choice")
    reason = refused(state, ChooseGame(0, "scroker", wilds=("lemon:C", "lemon:D", "lemon:E")))
    assert reason == "designate at most 2 wild cards"


# The session


def test_the_session_ends_after_the_set_number_of_hands() -> None:
    state = new("scroker", seats=3, hands=2)
    play(state, Check(1), Check(2), Check(0), NextDeal(0))
    assert not state.is_over()
    play(state, Check(2), Check(0), Check(1))
    assert state.is_over() and state.bank.carried == 0
    result = state.result()
    assert sum(result.scores.values()) == 300 and result.winners


def test_the_session_ends_when_one_player_holds_all_the_chips() -> None:
    state = new("scroker", seats=2, hands=0, buy_in=20)
    place(state, hand_id(1), "animal:M animal:O animal:S animal:E animal:U")
    place(state, hand_id(0), NO_OPENERS)
    play(state, Open(1, 19), Call(0), Draw(1, ()), Draw(0, ()))
    accept_best_claims(state)
    assert state.is_over()
    assert state.result().scores == {0: 0, 1: 40} and state.result().winners == (1,)
    assert state.legal_moves(0) == []


# Saving and random play


def test_a_saved_deal_loads_as_it_was_in_every_phase() -> None:
    state = opened("scroker")
    for _ in range(2):
        check_round_trips(registry.get("scroker"), state)
        play(state, Draw(state.to_move()[0], ()))
    check_round_trips(registry.get("scroker"), state)
    loaded = registry.get("scroker").from_json(json.loads(state.to_json_text()))
    assert isinstance(loaded, ScrokerState)
    assert loaded.legal_moves(1) == state.legal_moves(1)


def test_a_loaded_first_round_still_tests_openers() -> None:
    state = new("scroker")
    place(state, hand_id(1), NO_OPENERS)
    loaded = registry.get("scroker").from_json(json.loads(state.to_json_text()))
    assert refused(loaded, Open(1, 1)) == OPEN_REFUSAL


def test_the_betting_engine_round_trips_through_json() -> None:
    bank = Bank.buy_in(range(3))
    hand = Hand(bank, (1, 2, 0))
    hand.start_round(may_open=lambda seat: seat == 2)
    hand.apply(Check(1))
    hand.apply(Open(2, 3))
    loaded = Hand.from_json(
        Bank.from_json(bank.to_json()), json.loads(json.dumps(hand.to_json())), lambda s: s == 2
    )
    assert loaded.to_json() == hand.to_json() and loaded.legal_moves(0) == hand.legal_moves(0)
    with pytest.raises(ValueError, match="may_open"):
        Hand.from_json(bank, hand.to_json())


def sensible(state: GameState, moves: list[Move], rng: SeededRandom) -> Move:
    """Mostly calls, checks and small bets, so deals reach the draw and the showdown; checks the chips."""
    assert isinstance(state, ScrokerState)
    assert state.chips_on_table() == buy_ins(state), "chips were made or lost"
    small = [m for m in moves if not isinstance(m, Open | Raise) or m.amount <= 3]
    quiet = [m for m in small if not isinstance(m, Fold | Open | Raise)]
    pool = quiet if quiet and rng.below(4) else small or moves
    return rng.choice(pool)


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("seats", [2, 3, *(pytest.param(n, marks=pytest.mark.slow) for n in range(4, 9))])
def test_random_sessions_keep_every_invariant_and_every_chip(game_id: str, seats: int) -> None:
    for seed in (1, 2):
        options = {"hands": 3, "wilds": seed % 3, "buy_in": 20}
        state = play_random_game(
            registry.get(game_id), seats, seed, max_moves=400, probes=1, options=options, choose=sensible
        )
        assert isinstance(state, ScrokerState)
        assert state.chips_on_table() == buy_ins(state)


def chips_checked_anything(state: GameState, moves: Sequence[Move], rng: SeededRandom) -> Move:
    assert isinstance(state, ScrokerState) and state.chips_on_table() == buy_ins(state)
    return rng.choice(list(moves))


@pytest.mark.parametrize("game_id", GAMES)
def test_wild_random_betting_keeps_every_chip(game_id: str) -> None:
    state = play_random_game(
        registry.get(game_id),
        5,
        9,
        max_moves=300,
        probes=1,
        options={"hands": 0, "tap_out": 1},
        choose=chips_checked_anything,
    )
    assert isinstance(state, ScrokerState) and state.chips_on_table() == buy_ins(state)
