"""Repezita bots: moves from their own view only, reactions by level, slips only below hard, good choices."""

from __future__ import annotations

import random
import statistics
from collections import Counter

import pytest

from game.bots.repezita_bot import TEMPERAMENTS, RepezitaBot
from game.bots.repezita_simulation import new_table
from game.core.bot_levels import Level
from game.core.cards import Card
from game.rules.repezita import ASIDE, CENTRE, PlayCard, RepezitaState, WrongCard, fits
from tests.repezita_positions import arranged

MIXES = {
    2: (Level.EASY, Level.HARD),
    3: (Level.MEDIUM, Level.EASY, Level.HARD),
    4: (Level.EASY, Level.MEDIUM, Level.HARD, Level.MEDIUM),
    5: (Level.HARD, Level.EASY, Level.MEDIUM, Level.EASY, Level.HARD),
    6: (Level.EASY,) * 6,
    7: (Level.MEDIUM,) * 7,
    8: (Level.HARD, Level.MEDIUM, Level.EASY, Level.HARD, Level.MEDIUM, Level.EASY, Level.HARD, Level.MEDIUM),
}


def choice(state: RepezitaState, seat: int, level: Level = Level.HARD, seed: int = 1) -> PlayCard | None:
    return RepezitaBot(seat, level, random.Random(seed)).decide(state.view(seat))


@pytest.mark.parametrize("seats", sorted(MIXES))
def test_bots_only_games_end_and_only_a_race_or_a_stall_refuses_a_bot(seats: int) -> None:
    driver = new_table(MIXES[seats], seed=seats)
    state = driver.table.state
    assert isinstance(state, RepezitaState)
    wrong_by: Counter[int] = Counter()
    driver.keep_outcomes = True
    driver.run(state.is_over)
    for outcome in driver.outcomes:
        wrong_by.update(event.seat for event in outcome.events if isinstance(event, WrongCard))
    assert state.is_over() and len(state.finishing_order()) == seats - 1
    refusals = {outcome.refusal for outcome in driver.outcomes if outcome.beaten_by is None} - {None}
    assert all(reason.startswith("the centre moved on") for reason in refusals), "a race or a stall only"
    hard = [seat for seat, level in enumerate(MIXES[seats]) if level is Level.HARD]
    assert not any(wrong_by[seat] for seat in hard), "the hard bot never plays a wrong card"


@pytest.mark.parametrize(("level", "median"), [(Level.EASY, 1.2), (Level.MEDIUM, 0.8), (Level.HARD, 0.45)])
def test_reaction_times_centre_on_the_levels_medians_and_vary(level: Level, median: float) -> None:
    bot = RepezitaBot(0, level, random.Random(3))
    times = [bot.reaction_time() for _ in range(2000)]
    assert statistics.median(times) == pytest.approx(median, rel=0.08)
    assert statistics.pstdev(times) > 0.1 * median


def test_the_easy_bot_now_and_then_misreads_and_misses_a_play() -> None:
    state = arranged(["6C 7D 9S QH", "3D 4D"], centre="AH 2H 3H 4H 5H")
    bot = RepezitaBot(0, Level.EASY, random.Random(11))
    decisions = [bot.decide(state.view(0)) for _ in range(600)]
    missed = sum(move is None for move in decisions)
    wrong = [move for move in decisions if move is not None and move.card != "6C"]
    assert 0.1 < missed / 600 < 0.4
    assert 0.02 < len(wrong) / 600 < 0.15
    assert {move.card for move in wrong} <= {"7D", "9S", "QH"}
    assert Counter(move.card for move in wrong).most_common(1)[0][0] == "7D", "mostly a card two ranks off"


def test_nobody_slips_on_a_big_pile_so_bots_only_games_end() -> None:
    state = arranged(["6C 7D 9S QH", "3D 4D"], centre="AH 2H 3H 4H 5H 4S 3S 4C 5C")
    bot = RepezitaBot(0, Level.EASY, random.Random(11))
    assert {move.card for _ in range(300) if (move := bot.decide(state.view(0))) is not None} == {"6C"}


def test_the_hard_bot_never_errs() -> None:
    state = arranged(["6C 7D 9S QH", "3D 4D"], centre="AH 2H 3H 4H 5H")
    bot = RepezitaBot(0, Level.HARD, random.Random(11))
    assert {bot.decide(state.view(0)) for _ in range(300)} == {PlayCard(0, "6C", "5H")}


def test_a_bot_with_no_fitting_card_waits() -> None:
    state = arranged(["9S QH", "3D 4D"], centre="AH 2H 3H 4H 5H")
    assert all(choice(state, 0, level) is None for level in Level)


def test_a_bot_starts_the_pile_with_an_ace_and_any_card_after_a_stall() -> None:
    state = arranged(["9S AD", "3D 4D"])
    assert choice(state, 0) == PlayCard(0, "AD", None)
    state = arranged(["9S 8D", "3D 4D"])
    assert choice(state, 0) is None
    state.advance(5)
    assert choice(state, 0) is not None and choice(state, 0).onto is None  # type: ignore[union-attr]


def test_the_hard_bot_keeps_cards_that_chain_together() -> None:
    state = arranged(["4C 6C 7C 7D 7H", "KD QD"], centre="AS 2S 3S 4S 5S")
    assert {choice(state, 0, seed=seed) for seed in range(20)} == {PlayCard(0, "4C", "5S")}


def test_the_easy_and_medium_bots_play_any_card_that_fits() -> None:
    state = arranged(["4C 6C 7C 7D 7H", "KD QD"], centre="AS 2S 3S 4S 5S")
    for level in (Level.EASY, Level.MEDIUM):
        moves = {choice(state, 0, level, seed) for seed in range(60)}
        assert {PlayCard(0, "4C", "5S"), PlayCard(0, "6C", "5S")} <= moves


@pytest.mark.parametrize(("cleared", "expected"), [("3C 3D 3H 3S", "4C"), ("7C 7D 7H 7S", "6C")])
def test_the_hard_bot_prefers_the_direction_that_leaves_rivals_fewer_plays(
    cleared: str, expected: str
) -> None:
    state = arranged(["4C 6C KH", "8D 9D 10D JD QD 2D 3D 7D"], centre="5S")
    state.piles[ASIDE].cards = [state.load_card(code) for code in cleared.split()]
    assert choice(state, 0) == PlayCard(0, expected, "5S")


def test_the_hard_bot_holds_an_ace_for_restarts() -> None:
    state = arranged(["AC QC 5D", "8D 9D"], centre="KS")
    assert choice(state, 0) == PlayCard(0, "QC", "KS")
    state = arranged(["AC 3C 9D", "8D 9D"], centre="AS 2S")
    assert choice(state, 0) == PlayCard(0, "3C", "2S")


def test_the_hard_bot_plays_its_last_card_to_go_out() -> None:
    state = arranged(["2C", "8D 9D"], centre="AS")
    assert choice(state, 0) == PlayCard(0, "2C", "AS")


def test_a_bot_decides_from_its_own_view_not_from_rivals_hands() -> None:
    """Whether the near-out rival holds the 3s or the 7s, the unseen cards are the same: so is the choice."""
    threes_near_out = arranged(["4C 6C KH", "3D 3H", "7D 7H 8D 9D 10D"], centre="5S")
    sevens_near_out = arranged(["4C 6C KH", "7D 7H", "3D 3H 8D 9D 10D"], centre="5S")
    assert choice(threes_near_out, 0) == choice(sevens_near_out, 0) is not None


def test_a_misread_is_a_card_that_does_not_fit() -> None:
    bot = RepezitaBot(0, Level.EASY, random.Random(2))
    state = arranged(["6C 7D 9S QH", "3D"], centre="5H")
    card = bot._misread_card(state.view(0), Card(5, state.top().suit))  # type: ignore[union-attr]
    assert card is not None and not fits(card, state.top())
    assert (
        TEMPERAMENTS[Level.EASY].misread
        > TEMPERAMENTS[Level.MEDIUM].misread
        > TEMPERAMENTS[Level.HARD].misread
    )
    assert state.piles[CENTRE].cards
