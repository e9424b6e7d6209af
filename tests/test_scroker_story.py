"""The Scroker family tells each move and explains each pot in words (issue 22).

The history's sentences (``story_of``), the bets as a round calls them, and the
deal's verdict: the category against the category, the tie-break that decided,
a challenge, a side pot, a pot won unseen or carried.
"""

from __future__ import annotations

import pytest

from game.rules.scroker.betting import Call, Check, Fold, Open, Raise
from game.rules.scroker.codes import parse_scroker_cards
from game.rules.scroker.hands import HandRules, evaluate
from game.rules.scroker.moves import ChooseGame, Draw, hand_id, save_code
from game.rules.scroker.state import Phase, ScrokerState
from game.rules.scroker.story import story_of
from game.rules.scroker.verdicts import why_better
from tests.test_scroker_rules import (
    FROG,
    HIGH_CARD_TADPOLE,
    PEPPERY_TADPOLE,
    accept_best_claims,
    new,
    place,
)

SCROKER_HAND = "lemon:S lemon:T lemon:O lemon:L lemon:E"  # STOLE: a Scroker
BANK_FROG = "lime:B lime:A lime:N lime:K animal:D"  # BANK: a Frog
TOLE_FROG = "lemon:T lemon:O lemon:L lemon:E lime:B"  # TOLE: a Frog whose highest card is T
BARE_FROG = "animal:B animal:E animal:A animal:R lemon:C"  # BARE: a Frog whose highest card is R
WILD_BULLFROG = "lemon:T lemon:O lemon:L scroker animal:U"  # UH + LOT, the H a wild
NATURAL_BULLFROG = "lime:A lime:N animal:B animal:E animal:D"  # AN + BED


def told(state: ScrokerState, *moves: object) -> list[str]:
    """The history's sentences for the moves, as the table gets them right after each."""
    lines: list[str] = []
    for move in moves:
        events = state.apply(move)  # type: ignore[arg-type]
        lines += story_of(move, events, state.choice, state.verdict())  # type: ignore[arg-type]
    return lines


def value(codes: str):
    return evaluate(parse_scroker_cards(codes), HandRules())


# --- the bets as the table says them --------------------------------------------------------


def test_every_bet_of_the_first_round_is_told_per_seat() -> None:
    state = new("scroker", seats=3)
    place(state, hand_id(1), FROG)
    place(state, hand_id(2), BARE_FROG)
    lines = told(state, Open(1, 2), Raise(2, 8), Call(0), Call(1))
    assert lines[:4] == ["Seat 2 opens for 2.", "Seat 3 raises to 10.", "Seat 1 calls 10.", "Seat 2 calls 8."]


def test_after_the_draw_the_first_bet_is_a_bet_not_an_open() -> None:
    state = new("scroker", seats=3)
    place(state, hand_id(1), FROG)
    told(state, Open(1, 1), Call(2), Fold(0))
    thrown = tuple(save_code(card) for card in state.hand(1)[:2])
    lines = told(state, Draw(1, thrown), Draw(2, ()), Open(1, 6))
    assert "Seat 2 draws 2 cards." in lines and "Seat 3 stands pat." in lines
    assert lines[-1] == "Seat 2 bets 6."
    assert state.view(0).bets[-1].said == "bets 6"
    assert not any("opens" in line for line in lines)


def test_a_seat_putting_in_its_last_chip_is_told_all_in() -> None:
    state = new("scroker", seats=3, buy_in=20)
    place(state, hand_id(1), FROG)
    lines = told(state, Open(1, 19))
    assert lines[-1] == "Seat 2 opens for 19, all in."
    assert told(state, Call(2))[-1] == "Seat 3 is all in for 19."


def test_the_dealers_call_is_told_with_its_options() -> None:
    state = new("dealers-choice", seats=3)
    lines = told(state, ChooseGame(0, "longhorn", hot_peppers=True))
    assert lines[0] == "Seat 1 deals Longhorn Stud with hot chili peppers (deal 1)."
    assert sum("Longhorn" in line for line in lines) == 1  # said once, not once a message


def test_longhorn_round_one_never_offers_a_check_and_round_two_does() -> None:
    state = new("longhorn", seats=3)
    leader = state.to_move()[0]
    assert not any(isinstance(move, Check) for move in state.legal_moves(leader))
    assert state.view(leader).may_check is False and state.view(leader).round_number == 1
    others = [seat for seat in range(3) if seat != leader]
    state.apply(Open(leader, 1))
    for seat in others:
        state.apply(Call(seat))
    second = state.to_move()[0]
    assert Check(second) in state.legal_moves(second) and state.view(second).may_check


# --- why one hand beats another -------------------------------------------------------------


def test_a_higher_category_is_said_against_the_lower() -> None:
    assert why_better(value(SCROKER_HAND), value(BANK_FROG)) == "Scroker beats Frog"


def test_within_a_category_the_deciding_high_card_is_named() -> None:
    gate, bear = value(TOLE_FROG), value(BARE_FROG)
    assert gate.key > bear.key
    assert why_better(gate, bear) == "both Frog; the highest card: T for TOLE beats R for BARE"


def test_natural_beats_wilds_is_said_when_a_wild_decided() -> None:
    wild, natural = value(WILD_BULLFROG), value(NATURAL_BULLFROG)
    assert natural.category is wild.category and natural.key > wild.key
    assert why_better(natural, wild) == "both Bullfrog; natural beats wilds"


def test_with_hot_peppers_the_pepper_count_is_the_reason() -> None:
    rules = HandRules(hot_peppers=True)
    peppery = evaluate(parse_scroker_cards(PEPPERY_TADPOLE), rules)
    high = evaluate(parse_scroker_cards(HIGH_CARD_TADPOLE), rules)
    assert peppery.key > high.key
    assert why_better(peppery, high).startswith("both Tadpole; more chili peppers")


# --- the deal's verdict ---------------------------------------------------------------------


def showdown(state: ScrokerState, one: str, two: str) -> None:
    place(state, hand_id(1), one)
    place(state, hand_id(2), two)
    state.apply(Open(1, 1))
    state.apply(Call(2))
    state.apply(Fold(0))
    state.apply(Draw(1, ()))
    state.apply(Draw(2, ()))
    state.apply(Check(1))
    state.apply(Check(2))
    accept_best_claims(state)
    assert state.phase is Phase.DEAL_OVER


@pytest.mark.parametrize(
    ("one", "two", "reason"),
    [
        (SCROKER_HAND, BANK_FROG, "Scroker beats Frog"),
        (TOLE_FROG, BARE_FROG, "both Frog; the highest card: T for TOLE beats R for BARE"),
    ],
)
def test_the_verdict_names_the_winner_the_loser_and_the_reason(one: str, two: str, reason: str) -> None:
    state = new("scroker", seats=3)
    showdown(state, one, two)
    (line,) = state.view(0).why
    assert line.startswith("Seat 2 takes the pot of 5 with ")
    assert ", beating the " in line and line.endswith(f" of Seat 3: {reason}.")


def test_a_pot_won_unseen_says_everyone_else_folded() -> None:
    state = new("scroker", seats=3)
    place(state, hand_id(1), FROG)
    lines = told(state, Open(1, 1), Fold(2), Fold(0))
    assert state.view(2).why == ("Seat 2 takes 4 chips unseen: everyone else folded.",)
    assert lines[-1] == "Seat 2 takes 4 chips unseen: everyone else folded."


def test_a_pot_nobody_opened_is_carried() -> None:
    state = new("scroker", seats=3)
    place(state, hand_id(1), FROG)
    told(state, Check(1), Check(2), Check(0))
    assert state.view(0).why == ("Nobody opened: the pot of 3 chips carries to the next deal.",)


def test_a_seat_all_in_with_the_best_hand_takes_only_the_main_pot() -> None:
    state = new("scroker", seats=3, buy_in=20)
    place(state, hand_id(0), SCROKER_HAND)
    place(state, hand_id(1), FROG)
    place(state, hand_id(2), BANK_FROG)
    state.bank.stacks[0] = 5  # seat 1 has anted already: 6 chips in all, the main pot 3 × 6
    state.apply(Open(1, 10))
    state.apply(Call(2))
    state.apply(Call(0))  # all in for 5
    for seat in (1, 2, 0):
        state.apply(Draw(seat, ()))
    state.apply(Open(1, 2))
    state.apply(Call(2))
    accept_best_claims(state)
    main, side = state.view(0).why
    assert main.startswith("Seat 1 takes the main pot of 18 with STOLE") and "Scroker beats Frog" in main
    assert side.startswith("Seat 2 takes side pot 1 of") or side.startswith("Seat 3 takes side pot 1 of")
    assert "Seat 1 had a better hand but was all in, so could win only the main pot" in side


def test_a_challenge_is_told_with_its_word_and_what_the_dictionary_said() -> None:
    from game.rules.scroker.moves import Challenge
    from tests.test_scroker_showdown_play import OMSE, at_showdown, best

    state = at_showdown()
    told(state, OMSE)
    lines = told(state, best(state, 2), Challenge(2, 0))
    assert (
        "Seat 3 challenges the OMSE of Seat 2: not in the dictionary; the hand of Seat 2 is Scum and "
        "Seat 2 pays their stake again."
    ) in lines
    why = state.view(0).why
    assert why[0] in lines  # the summary tells the challenge as the history did
    assert why[-1].startswith(
        "Seat 3 takes the pot of 7 with Scum, beating the Scum of Seat 2: both Scum; the highest card: "
    )
