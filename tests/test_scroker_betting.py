"""Scroker's betting engine: each betting sentence of seed 003 (and DESIGN.md §10) as a test, then
random legal play that must keep every chip, always end and pay the side pots as the seed says."""

from __future__ import annotations

import copy
from collections.abc import Collection

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.moves import IllegalMove
from game.rules.scroker.betting import (
    Bank,
    BettingMove,
    BettingRules,
    Call,
    Check,
    Fold,
    Hand,
    Open,
    Raise,
    RoundEnded,
)
from game.rules.scroker.pots import Pot, award_pots, build_pots


def deal(stacks: dict[int, int], order: list[int] | None = None, **rules: object) -> Hand:
    """A deal for seats with these chips, clockwise from the dealer's left in ``order``."""
    return Hand(Bank(dict(stacks)), order or sorted(stacks), BettingRules(**rules))  # type: ignore[arg-type]


def refusal(hand: Hand, move: BettingMove) -> str:
    with pytest.raises(IllegalMove) as refused:
        hand.apply(move)
    return refused.value.reason


def play(hand: Hand, *moves: BettingMove) -> None:
    for move in moves:
        hand.apply(move)


# Ante and buy-in.


def test_every_seat_buys_in_for_100_chips_by_default() -> None:
    assert Bank.buy_in([0, 1, 2]).stacks == {0: 100, 1: 100, 2: 100}


def test_every_seat_antes_one_chip_before_the_deal() -> None:
    hand = Hand(Bank.buy_in([0, 1, 2]), [1, 2, 0])
    assert hand.bank.stacks == {0: 99, 1: 99, 2: 99}
    assert hand.pots() == (Pot(3, frozenset({0, 1, 2}), 1),)


def test_a_seat_short_of_the_ante_antes_what_it_has_and_is_tapped_out() -> None:
    hand = deal({0: 2, 1: 50, 2: 50}, ante=5)
    assert hand.committed == {0: 2, 1: 5, 2: 5}
    assert hand.tapped_out() == {0}


def test_a_seat_with_no_chips_is_not_dealt_in() -> None:
    with pytest.raises(ValueError, match="no chips"):
        deal({0: 0, 1: 10, 2: 10})


# The first round: check, open or fold; the opening requirement.


def test_the_player_to_the_dealers_left_leads() -> None:
    hand = deal({0: 10, 1: 10, 2: 10}, order=[1, 2, 0])
    assert hand.start_round().to_act == 1


def test_a_player_must_hold_openers_to_open() -> None:
    hand = deal({0: 10, 1: 10, 2: 10})
    hand.start_round(may_open=lambda seat: seat == 1)
    assert refusal(hand, Open(0, 2)) == "you need two Animals or a three-letter word to open"
    assert {type(move) for move in hand.legal_moves(0)} == {Check, Fold}
    hand.apply(Check(0))
    hand.apply(Open(1, 2))
    assert hand.round is not None and hand.round.opener == 1


def test_before_anyone_opens_a_player_may_only_check_open_or_fold() -> None:
    hand = deal({0: 10, 1: 10})
    hand.start_round()
    assert refusal(hand, Call(0)) == "nobody has opened: check, open or fold"
    assert refusal(hand, Raise(0, 1)) == "nobody has opened: check, open or fold"
    assert {type(move) for move in hand.legal_moves(0)} == {Check, Open, Fold}


def test_after_an_open_a_player_may_no_longer_check() -> None:
    hand = deal({0: 10, 1: 10, 2: 10})
    hand.start_round()
    hand.apply(Open(0, 2))
    assert refusal(hand, Check(1)) == "the pot is open: call, raise or fold"
    assert refusal(hand, Open(1, 2)) == "the pot is already open: call, raise or fold"
    assert {type(move) for move in hand.legal_moves(1)} == {Call, Raise, Fold}


def test_stay_for_two_and_raise_two_wagers_four_chips() -> None:
    hand = deal({0: 10, 1: 10, 2: 10})
    hand.start_round()
    play(hand, Open(0, 2), Raise(1, 2))
    assert hand.round is not None
    assert hand.round.stakes[1] == 4 and hand.round.to_call(2) == 4


def test_a_player_may_not_move_out_of_turn() -> None:
    hand = deal({0: 10, 1: 10, 2: 10})
    hand.start_round()
    assert refusal(hand, Check(2)) == "wait for your turn"


def test_a_refused_move_changes_nothing() -> None:
    hand = deal({0: 10, 1: 10, 2: 10}, max_bet=3)
    hand.start_round()
    hand.apply(Open(0, 2))
    before = (copy.deepcopy(hand.bank), dict(hand.committed), copy.copy(hand.round.__dict__))  # type: ignore[union-attr]
    refusal(hand, Raise(1, 4))
    assert (hand.bank, hand.committed, hand.round.__dict__) == before  # type: ignore[union-attr]


# When a round ends.


def test_the_round_ends_when_all_others_call_the_last_raise() -> None:
    hand = deal({0: 20, 1: 20, 2: 20})
    betting = hand.start_round()
    play(hand, Open(0, 2), Raise(1, 2))
    assert betting.to_act == 2
    hand.apply(Call(2))
    assert betting.to_act == 0, "the opener still owes the raise"
    events = hand.apply(Call(0))
    assert betting.is_over() and RoundEnded(1, 0) in events
    assert {seat: betting.stakes[seat] for seat in (0, 1, 2)} == {0: 4, 1: 4, 2: 4}


def test_a_raise_makes_those_who_called_answer_again() -> None:
    hand = deal({0: 20, 1: 20, 2: 20})
    betting = hand.start_round()
    play(hand, Open(0, 2), Call(1), Raise(2, 3))
    assert betting.to_act == 0
    play(hand, Call(0))
    assert betting.to_act == 1
    play(hand, Call(1))
    assert betting.is_over()


def test_a_player_may_not_re_raise_his_own_raise() -> None:
    hand = deal({0: 20, 1: 20, 2: 20})
    betting = hand.start_round()
    play(hand, Open(0, 2), Raise(1, 2), Call(2), Call(0))
    assert betting.is_over() and hand.legal_moves(1) == []
    assert refusal(hand, Raise(1, 2)) == "you may not re-raise your own raise"


def test_a_player_may_raise_again_after_someone_else_raised() -> None:
    hand = deal({0: 20, 1: 20})
    betting = hand.start_round()
    play(hand, Open(0, 2), Raise(1, 2), Raise(0, 3))
    assert betting.current_bet == 7 and betting.to_act == 1


def test_the_maximum_bet_caps_an_open_and_each_raise() -> None:
    hand = deal({0: 50, 1: 50, 2: 50}, max_bet=10)
    hand.start_round()
    assert refusal(hand, Open(0, 11)) == "the maximum bet is 10"
    play(hand, Open(0, 10))
    assert refusal(hand, Raise(1, 11)) == "the maximum bet is 10"
    assert max(move.amount for move in hand.legal_moves(1) if isinstance(move, Raise)) == 10
    play(hand, Raise(1, 10))
    assert hand.round is not None and hand.round.current_bet == 20


def test_a_bet_is_at_least_one_chip_and_no_more_than_a_seat_has() -> None:
    hand = deal({0: 5, 1: 50})
    hand.start_round()
    assert refusal(hand, Open(0, 0)) == "a bet is at least 1 chip"
    assert refusal(hand, Open(0, 5)) == "you have only 4 chips"


# Nobody opens; one player left.


def test_when_nobody_opens_the_pot_carries_to_the_next_deal() -> None:
    bank = Bank.buy_in([0, 1, 2], 10)
    hand = Hand(bank, [0, 1, 2])
    hand.start_round()
    play(hand, Check(0), Fold(1), Check(2))
    assert hand.is_over() and hand.settlement is not None and hand.settlement.carried == 3
    assert bank.carried == 3 and bank.stacks == {0: 9, 1: 9, 2: 9}
    next_deal = Hand(bank, [1, 2, 0])
    assert next_deal.pot_total() == 6 and bank.carried == 0
    next_deal.start_round()
    play(next_deal, Open(1, 1), Fold(2), Fold(0))
    assert bank.stacks == {0: 8, 1: 8 - 1 + 7, 2: 8}


def test_one_player_left_wins_the_pot_unseen() -> None:
    hand = deal({0: 20, 1: 20, 2: 20})
    hand.start_round()
    play(hand, Open(0, 3), Raise(1, 2), Fold(2), Fold(0))
    assert hand.is_over() and hand.settlement is not None
    assert hand.settlement.unseen and hand.settlement.winnings == {1: 3 + 3 + 5}
    assert hand.bank.stacks == {0: 16, 1: 25, 2: 19}


def test_when_all_others_fold_before_an_open_the_last_takes_the_antes() -> None:
    hand = deal({0: 20, 1: 20, 2: 20})
    hand.start_round()
    play(hand, Fold(0), Fold(1))
    assert hand.settlement is not None and hand.settlement.winnings == {2: 3}


# Tap-out and side pots.


def all_in_5_20_50() -> Hand:
    """Three seats with 5, 20 and 50 chips all in: 4 + 1 ante, 19 + 1, 49 + 1."""
    hand = deal({0: 5, 1: 20, 2: 50})
    hand.start_round()
    play(hand, Open(0, 4), Raise(1, 15), Raise(2, 30))
    return hand


def test_tapped_out_seats_cut_side_pots() -> None:
    hand = all_in_5_20_50()
    assert hand.round is not None and hand.round.is_over()
    assert [(pot.chips, set(pot.eligible)) for pot in hand.pots()] == [
        (15, {0, 1, 2}),
        (30, {1, 2}),
        (30, {2}),
    ]


def test_a_tapped_out_winner_takes_only_the_main_pot_and_the_second_hand_the_rest() -> None:
    hand = all_in_5_20_50()
    hand.start_round()
    settlement = hand.showdown([[0], [1], [2]])
    assert settlement.winnings == {0: 15, 1: 30, 2: 30}
    assert hand.bank.stacks == {0: 15, 1: 30, 2: 30}


def test_a_short_seat_calls_by_tapping_out_and_stays_in() -> None:
    hand = deal({0: 50, 1: 4, 2: 50})
    hand.start_round()
    play(hand, Open(0, 10))
    events = hand.apply(Call(1))
    assert events[0].words == "calls 3 and taps out"  # type: ignore[attr-defined]
    play(hand, Call(2))
    assert hand.tapped_out() == {1}
    second = hand.start_round()
    assert 1 not in second.pending
    assert refusal(hand, Check(1)) == "you are tapped out and stay in without betting"


def test_without_tap_out_a_seat_that_cannot_cover_the_call_must_fold() -> None:
    hand = deal({0: 50, 1: 4}, tap_out=False)
    hand.start_round()
    play(hand, Open(0, 10))
    assert refusal(hand, Call(1)) == "you cannot cover the call and tapping out is not allowed: fold"
    assert hand.legal_moves(1) == [Fold(1)]


def test_a_round_with_one_seat_able_to_bet_is_skipped() -> None:
    hand = deal({0: 1, 1: 10})
    betting = hand.start_round()
    assert betting.is_over() and not hand.is_over()
    assert hand.start_round().is_over()
    assert hand.showdown([[0], [1]]).winnings == {0: 2}


# Split pots and the odd chip.


def test_tied_hands_split_the_pot_and_the_odd_chip_goes_left_of_the_dealer() -> None:
    hand = deal({0: 20, 1: 20, 2: 20}, order=[2, 0, 1])
    hand.start_round()
    play(hand, Open(2, 1), Fold(0), Call(1))
    hand.start_round()
    play(hand, Check(2), Check(1))
    settlement = hand.showdown([[1, 2]])
    assert settlement.awards[0].shares == ((2, 3), (1, 2))


def test_chips_only_folded_seats_reached_join_the_highest_pot_below() -> None:
    pots = build_pots({0: 1, 1: 2, 2: 3, 3: 3}, live=[0, 1], tapped_out=[0, 1])
    assert [(pot.chips, set(pot.eligible), pot.level) for pot in pots] == [(4, {0, 1}, 1), (3 + 2, {1}, 2)]


def test_a_split_side_pot_leaves_the_main_pot_to_the_better_hand() -> None:
    pots = build_pots({0: 5, 1: 20, 2: 20}, live=[0, 1, 2], tapped_out=[0])
    awards = award_pots(pots, [[0], [1, 2]], seat_order=[0, 1, 2])
    assert [award.shares for award in awards] == [((0, 15),), ((1, 15), (2, 15))]


# The second round.


def test_the_opener_leads_the_second_round_and_all_may_check() -> None:
    hand = deal({0: 20, 1: 20, 2: 20})
    hand.start_round()
    play(hand, Check(0), Open(1, 2), Call(2), Call(0))
    second = hand.start_round()
    assert second.to_act == 1
    assert Check(1) in hand.legal_moves(1)
    play(hand, Check(1), Check(2), Check(0))
    assert second.is_over() and not hand.is_over()


def test_the_second_round_needs_no_openers() -> None:
    hand = deal({0: 20, 1: 20})
    hand.start_round(may_open=lambda seat: seat == 0)
    play(hand, Open(0, 1), Call(1))
    hand.start_round()
    play(hand, Check(0), Open(1, 1))
    assert hand.round is not None and hand.round.opener == 1 and hand.opener == 0


def test_when_the_opener_has_folded_the_next_seat_leads() -> None:
    hand = deal({0: 20, 1: 20, 2: 20})
    hand.start_round()
    play(hand, Open(0, 1), Raise(1, 5), Call(2), Fold(0))
    assert hand.start_round().to_act == 1


# Longhorn Stud.


def test_longhorn_first_round_has_no_checking() -> None:
    hand = deal({0: 20, 1: 20, 2: 20})
    hand.start_round(leader=2, may_check=False)
    assert refusal(hand, Check(2)) == "no checking in this round: open or fold"
    assert refusal(hand, Call(2)) == "nobody has opened: open or fold"
    assert {type(move) for move in hand.legal_moves(2)} == {Open, Fold}


def test_longhorn_has_three_rounds_each_led_by_the_best_showing() -> None:
    hand = deal({0: 20, 1: 20, 2: 20})
    first = hand.start_round(leader=2, may_check=False)
    assert first.to_act == 2
    play(hand, Fold(2), Open(0, 1), Call(1))
    for leader in (1, 0):
        later = hand.start_round(leader=leader)
        assert later.to_act == leader
        play(hand, Check(leader), Check(1 - leader))
        assert later.is_over()
    assert hand.rounds_played == 3
    assert hand.showdown([[1], [0]]).winnings == {1: 3 + 1 + 1}


# The showdown: the opener's proof and challenges.


def opened_by_seat_0() -> Hand:
    hand = deal({0: 20, 1: 20, 2: 20})
    hand.start_round()
    play(hand, Open(0, 2), Call(1), Call(2))
    hand.start_round()
    play(hand, Check(0), Check(1), Check(2))
    return hand


def test_an_opener_who_cannot_prove_his_openers_loses_the_pot_to_the_next_best_hand() -> None:
    settlement = opened_by_seat_0().showdown([[0], [2], [1]], opener_proved=False)
    assert settlement.winnings == {2: 9} and settlement.opener_forfeited


def test_an_opener_who_does_not_win_need_prove_nothing() -> None:
    settlement = opened_by_seat_0().showdown([[1], [0], [2]], opener_proved=False)
    assert settlement.winnings == {1: 9} and not settlement.opener_forfeited


def test_the_loser_of_a_challenge_adds_his_stake_again_to_the_pot() -> None:
    hand = opened_by_seat_0()
    assert hand.penalise(1) == 3
    assert hand.pot_total() == 12 and hand.bank.stacks[1] == 20 - 3 - 3
    assert hand.showdown([[2], [0], [1]]).winnings == {2: 12}


def test_a_challenge_penalty_goes_into_the_pots_the_loser_is_in() -> None:
    pots = build_pots({0: 5, 1: 20, 2: 20}, live=[0, 1, 2], tapped_out=[0], penalties=[(1, 20)])
    assert [pot.chips for pot in pots] == [15 + 5, 30 + 15]
    short = build_pots({0: 5, 1: 20, 2: 20}, live=[0, 1, 2], tapped_out=[0], penalties=[(1, 7)])
    assert [pot.chips for pot in short] == [15 + 5, 30 + 2]


def test_the_showdown_must_name_every_seat_still_in() -> None:
    with pytest.raises(ValueError, match="each seat still in"):
        opened_by_seat_0().showdown([[0], [1]])


def test_there_is_no_showdown_while_betting_goes_on() -> None:
    hand = deal({0: 20, 1: 20})
    hand.start_round()
    with pytest.raises(IllegalMove, match="the betting is not over"):
        hand.showdown([[0], [1]])


# Random legal play.


def take_in_rank_order(committed: dict[int, int], order: list[int], carried: int) -> dict[int, int]:
    """What each seat should win with a strict ranking: each takes from every seat up to his own stake.

    Chips beyond every stake still in (folded seats' bets after all those left tapped out) go to
    the best hand among the seats that put in the most.
    """
    taken = dict.fromkeys(committed, 0)
    won: dict[int, int] = {}
    for winner in order:
        for seat, chips in committed.items():
            take = max(0, min(committed[winner], chips) - taken[seat])
            taken[seat] += take
            won[winner] = won.get(winner, 0) + take
    won[order[0]] += carried
    beyond_every_seat_in = sum(committed.values()) - sum(taken.values())
    most = max(committed[seat] for seat in order)
    won[next(seat for seat in order if committed[seat] == most)] += beyond_every_seat_in
    return {seat: chips for seat, chips in won.items() if chips}


@st.composite
def tables(draw: st.DrawFn) -> tuple[dict[int, int], BettingRules]:
    seats = draw(st.integers(2, 8))
    stacks = {seat: draw(st.integers(1, 40)) for seat in range(seats)}
    rules = BettingRules(
        ante=draw(st.integers(0, 3)),
        max_bet=draw(st.none() | st.integers(1, 12)),
        tap_out=draw(st.booleans()),
    )
    return stacks, rules


def play_round(hand: Hand, data: st.DataObject, total: int) -> None:
    """Random legal moves until the round ends, checking the chips and turns after each."""
    betting = hand.round
    assert betting is not None
    for _ in range(10_000):
        if betting.is_over():
            return
        seat = betting.to_act
        assert seat is not None and seat not in hand.folded and hand.stack(seat) > 0
        moves = hand.legal_moves(seat)
        assert moves, "the seat to act always has a move"
        assert all(hand.legal_moves(other) == [] for other in hand.seats if other != seat)
        hand.apply(data.draw(st.sampled_from(moves)))
        assert hand.bank.total() + hand.pot_total() == total
    raise AssertionError("the round did not end")


def check_pots(hand: Hand) -> None:
    """After the betting every pot is won by exactly the seats still in that reached its level."""
    pots = hand.pots()
    assert sum(pot.chips for pot in pots) == hand.pot_total()
    top = max(hand.committed.values())
    for seat in hand.live_seats():
        assert hand.stack(seat) == 0 or hand.committed[seat] == top, "the stakes are equal for all who remain"
    for pot in pots:
        assert pot.eligible == {seat for seat in hand.live_seats() if hand.committed[seat] >= pot.level}


@settings(max_examples=150, deadline=None)
@given(tables(), st.data())
def test_random_legal_play_keeps_every_chip_ends_and_pays_the_side_pots(
    table: tuple[dict[int, int], BettingRules], data: st.DataObject
) -> None:
    stacks, rules = table
    bank = Bank(dict(stacks))
    total = bank.total()
    longhorn = data.draw(st.booleans())
    for deal_number in range(3):
        seats = bank.seats_with_chips()
        if len(seats) < 2:
            break
        turn = deal_number % len(seats)
        hand = Hand(bank, seats[turn:] + seats[:turn], rules)
        openers: Collection[int] = data.draw(st.sets(st.sampled_from(seats)))
        for number in range(3 if longhorn else 2):
            if hand.is_over():
                break
            if longhorn:
                hand.start_round(leader=data.draw(st.sampled_from(hand.live_seats())), may_check=number > 0)
            else:
                hand.start_round(
                    may_open=(lambda seat, openers=openers: seat in openers) if number == 0 else None
                )
            play_round(hand, data, total)
        if not hand.is_over():
            check_pots(hand)
            ranking = data.draw(st.permutations(hand.live_seats()))
            expected = take_in_rank_order(hand.committed, list(ranking), hand.carried)
            assert hand.showdown([[seat] for seat in ranking]).winnings == expected
        assert hand.is_over() and hand.pot_total() == 0
        assert bank.total() == total


@settings(max_examples=100, deadline=None)
@given(
    st.dictionaries(st.integers(0, 7), st.integers(0, 30), min_size=2, max_size=8),
    st.data(),
)
def test_tied_hands_share_every_pot_they_can_win_and_keep_every_chip(
    committed: dict[int, int], data: st.DataObject
) -> None:
    seats = sorted(committed)
    live = data.draw(st.sets(st.sampled_from(seats), min_size=1))
    tapped_out = data.draw(st.sets(st.sampled_from(sorted(live))))
    carried = data.draw(st.integers(0, 9))
    pots = build_pots(committed, live, tapped_out, carried)
    assert sum(pot.chips for pot in pots) == sum(committed.values()) + carried
    order = data.draw(st.permutations(sorted(live)))
    cut = data.draw(st.integers(1, len(order)))
    ranking = [order[:cut], order[cut:]] if cut < len(order) else [order]
    awards = award_pots(pots, ranking, seats)
    assert sum(chips for award in awards for _, chips in award.shares) == sum(pot.chips for pot in pots)
    for award in awards:
        assert set(award.winners) <= award.pot.eligible <= set(live)
        shares = [chips for _, chips in award.shares]
        assert max(shares) - min(shares) <= 1


def test_a_pot_still_carried_when_the_session_ends_is_shared_with_the_odd_chip_first() -> None:
    bank = Bank({0: 10, 1: 0, 2: 5}, carried=5)
    assert bank.share_carried([2, 0]) == {2: 3, 0: 2}
    assert bank.stacks == {0: 12, 1: 0, 2: 8} and bank.carried == 0


def test_a_player_may_raise_with_his_last_chips_and_is_then_tapped_out() -> None:
    hand = deal({0: 20, 1: 8, 2: 20})
    hand.start_round()
    play(hand, Open(0, 2), Raise(1, 5))
    assert hand.tapped_out() == {1}
    play(hand, Call(2), Call(0))
    assert hand.round is not None and hand.round.is_over() and hand.legal_moves(1) == []


def test_a_folded_seat_never_acts_again_in_the_deal() -> None:
    hand = deal({0: 20, 1: 20, 2: 20})
    hand.start_round()
    play(hand, Fold(0), Open(1, 1), Call(2))
    second = hand.start_round()
    assert 0 not in second.pending and hand.legal_moves(0) == []
    assert refusal(hand, Check(0)) == "you have folded"
