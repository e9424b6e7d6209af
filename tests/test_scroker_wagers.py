"""How Scroker bots bet: pot odds, value bets, measured bluffs, challenges."""

from __future__ import annotations

import random
from dataclasses import replace

from game.bots.scroker_wagers import (
    Answers,
    BetSpot,
    bet_worth,
    bluff_rate,
    category_chance,
    choose_bet,
    defence_share,
    sized_bet,
    will_challenge,
)
from game.core.bot_levels import Level
from game.rules.scroker.betting import Call, Check, Fold, Open, Raise
from game.rules.scroker.hands import Category

UNOPENED = BetSpot(
    seat=1, pot=4, to_call=0, stack=50, opened=False, may_check=True, may_open=True, may_raise=False
)
FACING = BetSpot(
    seat=1, pot=10, to_call=5, stack=50, opened=True, may_check=False, may_open=False, may_raise=True
)


def test_a_strong_hand_opens_a_weak_one_checks() -> None:
    rng = random.Random(1)
    assert isinstance(choose_bet(UNOPENED, 0.9, Level.MEDIUM, 0.0, rng), Open)
    assert isinstance(choose_bet(UNOPENED, 0.1, Level.MEDIUM, 0.0, rng), Check)


def test_without_openers_a_strong_hand_still_only_checks() -> None:
    spot = BetSpot(1, 4, 0, 50, opened=False, may_check=True, may_open=False, may_raise=False)
    assert isinstance(choose_bet(spot, 0.95, Level.HARD, 0.0, random.Random(1)), Check)


def test_pot_odds_decide_between_calling_and_folding() -> None:
    rng = random.Random(1)
    # 5 to call into 10: worth it above a third.
    assert isinstance(choose_bet(FACING, 0.4, Level.MEDIUM, 0.0, rng), Call)
    assert isinstance(choose_bet(FACING, 0.25, Level.MEDIUM, 0.0, rng), Fold)


def test_a_very_strong_hand_raises_within_the_maximum_bet() -> None:
    spot = BetSpot(1, 40, 5, 50, opened=True, may_check=False, may_open=False, may_raise=True, max_bet=3)
    move = choose_bet(spot, 0.95, Level.MEDIUM, 0.0, random.Random(1))
    assert isinstance(move, Raise) and 1 <= move.amount <= 3


def test_no_raise_when_raising_is_not_allowed() -> None:
    spot = BetSpot(1, 40, 5, 50, opened=True, may_check=False, may_open=False, may_raise=False)
    assert isinstance(choose_bet(spot, 0.99, Level.HARD, 0.0, random.Random(1)), Call)


def test_bluffs_come_at_about_their_rate_and_easy_never_bluffs() -> None:
    rng = random.Random(3)
    opens = sum(isinstance(choose_bet(UNOPENED, 0.05, Level.MEDIUM, 0.1, rng), Open) for _ in range(2000))
    assert 140 <= opens <= 260  # 10% of 2000, give or take
    assert bluff_rate(Level.EASY, rng) == 0.0
    hard = {round(bluff_rate(Level.HARD, rng), 3) for _ in range(20)}
    assert len(hard) > 10 and all(0.02 <= rate <= 0.14 for rate in hard)


def test_challenges_only_words_the_bot_does_not_know() -> None:
    rng = random.Random(1)
    assert not any(will_challenge(True, Level.HARD, rng) for _ in range(100))
    assert all(will_challenge(False, Level.HARD, rng) for _ in range(100))
    easy = sum(will_challenge(False, Level.EASY, rng) for _ in range(1000))
    assert 120 <= easy <= 280


def test_hard_weighs_a_chance_by_the_seats_it_must_beat_and_normal_does_not() -> None:
    # A 40% chance against three opponents beats some 74% of each one's hands: Hard bets it.
    three = BetSpot(1, 4, 0, 50, opened=False, may_check=True, may_open=True, may_raise=False, opponents=3)
    one = BetSpot(1, 4, 0, 50, opened=False, may_check=True, may_open=True, may_raise=False, opponents=1)
    assert isinstance(choose_bet(three, 0.4, Level.HARD, 0.0, random.Random(1)), Open)
    assert isinstance(choose_bet(one, 0.4, Level.HARD, 0.0, random.Random(1)), Check)
    assert isinstance(choose_bet(three, 0.4, Level.MEDIUM, 0.0, random.Random(1)), Check)


def test_easy_stays_with_any_word_while_the_call_is_cheap_where_normal_folds() -> None:
    duck, scum = category_chance(Category.DUCK), category_chance(Category.SCUM)
    rng = random.Random(1)
    # 5 to call into 10 asks for a third; a Duck has far less, but Easy sees it anyway
    assert isinstance(choose_bet(FACING, duck, Level.EASY, 0.0, rng), Call)
    assert isinstance(choose_bet(FACING, duck, Level.MEDIUM, 0.0, rng), Fold)
    assert isinstance(choose_bet(FACING, scum, Level.EASY, 0.0, rng), Fold)
    dear = BetSpot(1, 30, 20, 50, opened=True, may_check=False, may_open=False, may_raise=True)
    assert isinstance(choose_bet(dear, duck, Level.EASY, 0.0, rng), Fold)  # 20 of its 50 chips: too dear


def test_hard_bluffs_only_by_opening_into_few_opponents() -> None:
    rng = random.Random(1)
    few = BetSpot(1, 4, 0, 50, opened=False, may_check=True, may_open=True, may_raise=False, opponents=2)
    many = BetSpot(1, 4, 0, 50, opened=False, may_check=True, may_open=True, may_raise=False, opponents=3)
    assert isinstance(choose_bet(few, 0.01, Level.HARD, 1.0, rng), Open)
    assert isinstance(choose_bet(many, 0.01, Level.HARD, 1.0, rng), Check)
    assert isinstance(choose_bet(FACING, 0.01, Level.HARD, 1.0, rng), Fold)  # no bluffing raise
    assert isinstance(choose_bet(FACING, 0.01, Level.MEDIUM, 1.0, rng), Raise)  # Normal's bluffs raise too


def pot_odds_callers(beaten: float) -> Answers:
    """One opponent whose hands beat from none to all of the others, calling a price with those beating
    at least that share; the bot's hand beats ``beaten`` of all his hands."""

    def answers(price: float) -> list[tuple[float, float]]:
        return [(1 - price, max(0.0, beaten - price) / (1 - price))]

    return answers


def test_a_bet_nobody_calls_wins_the_pot_and_a_call_pays_by_the_chance() -> None:
    assert bet_worth(10, 0, 5, lambda price: [(0.0, 0.0)] if price else [(1.0, 0.5)]) == 10
    # calling 5 into 10 with an even chance: half of 10 won, half of 5 lost
    assert bet_worth(10, 5, 0, lambda price: [(1.0, 0.5)]) == 2.5


def test_after_the_draw_hard_bets_all_it_may_when_it_beats_nearly_every_caller() -> None:
    top = replace(UNOPENED, strength=0.95, sure=True)
    move = sized_bet(top, pot_odds_callers(0.95), 0.0, random.Random(1))
    assert move == Open(1, UNOPENED.stack)
    capped = replace(top, covered=12)
    assert sized_bet(capped, pot_odds_callers(0.95), 0.0, random.Random(1)) == Open(1, 12)  # all they have


def test_after_the_draw_hard_checks_a_hand_callers_beat_and_folds_it_to_a_dear_bet() -> None:
    assert isinstance(sized_bet(UNOPENED, pot_odds_callers(0.1), 0.0, random.Random(1)), Check)
    # 5 to call into 10 asks for a third: a hand beating a fifth of the bettor's hands folds, half calls
    assert isinstance(sized_bet(FACING, pot_odds_callers(0.2), 0.0, random.Random(1)), Fold)
    assert isinstance(sized_bet(FACING, pot_odds_callers(0.5), 0.0, random.Random(1)), Call)


def test_after_the_draw_hard_bets_no_more_than_the_pot_without_a_top_hand() -> None:
    # callers it beats 80% of the time would pay a shove, but a hand beating only 70% of the hands
    # a player could hold is no top hand: Hard bets at most the pot (the 97 chips after a draw)
    for strength in (0.5, 0.7, 0.85):
        move = sized_bet(replace(UNOPENED, strength=strength), pot_odds_callers(0.8), 0.0, random.Random(1))
        assert isinstance(move, Open) and move.amount <= UNOPENED.pot
    # a top hand bets up to twice the pot, and only a five-card hand all it has
    move = sized_bet(replace(UNOPENED, strength=0.95), pot_odds_callers(0.95), 0.0, random.Random(1))
    assert move == Open(1, 2 * UNOPENED.pot)
    short = replace(UNOPENED, stack=4, strength=0.5)  # a short stack may put in all it has
    assert sized_bet(short, pot_odds_callers(0.8), 0.0, random.Random(1)) == Open(1, 4)


def test_the_minimum_defence_frequency_is_shared_by_the_seats_facing_a_bet() -> None:
    assert defence_share(4, 1) == 0.75  # 1 into 3: a bluff needs the seat to fold a quarter of the time
    assert defence_share(6, 3) == 0.5  # a pot-sized bet
    assert abs(defence_share(4, 1, answering=2) - 0.5) < 1e-9  # two seats: each folds half, both a quarter


def test_facing_a_small_bet_normal_and_hard_call_a_middling_hand_that_pot_odds_alone_fold() -> None:
    rng = random.Random(1)
    small = BetSpot(1, 4, 1, 50, opened=True, may_check=False, may_open=False, may_raise=True, strength=0.5)
    for level in (Level.MEDIUM, Level.HARD):
        # a 10% chance is below the price of a fifth, but half the hands a player could hold must go on
        assert isinstance(choose_bet(small, 0.1, level, 0.0, rng), Call)
        assert isinstance(choose_bet(replace(small, strength=0.2), 0.1, level, 0.0, rng), Fold)
    assert isinstance(choose_bet(replace(small, strength=0.97), 0.1, Level.HARD, 0.0, rng), Raise)
