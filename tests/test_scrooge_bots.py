"""Scrooge bots (issue 4): legal moves from their own view only, varied reactions, ordered levels."""

from __future__ import annotations

import random
import statistics

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.bots.race_driver import BotDriver
from game.bots.scrooge_bot import TEMPERAMENTS, Level, ScroogeBot
from game.bots.scrooge_sight import MoveKind
from game.bots.scrooge_simulation import new_table, play_round
from game.core.moves import Move, MoveCards
from game.core.protocol import View
from game.rules.scrooge import ScroogeState
from game.rules.scrooge.moves import CallScrooge
from tests.scrooge_positions import arranged

ALL_LEVELS = (Level.EASY, Level.MEDIUM, Level.HARD)


class CheckedBot:
    """A bot whose every decision is checked against the rules at the moment it is made."""

    def __init__(self, bot: ScroogeBot, state: ScroogeState) -> None:
        self.bot, self.state, self.seat = bot, state, bot.seat
        self.decisions = 0

    def decide(self, view: View) -> Move | None:
        move = self.bot.decide(view)
        if move is not None:
            assert move.seat == self.seat
            assert move in self.state.legal_moves(self.seat), f"{move} is not legal for seat {self.seat + 1}"
            self.decisions += 1
        return move

    def reaction_time(self) -> float:
        return self.bot.reaction_time()

    def idle_seconds(self) -> float:
        return self.bot.idle_seconds()


def checked(driver: BotDriver) -> list[CheckedBot]:
    state = driver.table.state
    assert isinstance(state, ScroogeState)
    bots = [CheckedBot(bot, state) for bot in driver.bots.values()]  # type: ignore[arg-type]
    driver.bots = {bot.seat: bot for bot in bots}
    return bots


def bot_for(state: ScroogeState, seat: int, level: Level, seed: int = 5) -> ScroogeBot:
    return ScroogeBot(seat, state.place_of(seat), level, random.Random(seed))


@pytest.mark.parametrize(
    "levels, options",
    [
        ((Level.EASY, Level.HARD), {}),
        ((Level.MEDIUM, Level.EASY, Level.HARD, Level.MEDIUM), {"jokers": True}),
        ((Level.HARD, Level.EASY, Level.MEDIUM, Level.HARD, Level.EASY, Level.MEDIUM), {"teams": True}),
    ],
)
def test_bots_only_ever_decide_legal_moves_for_their_own_seat(
    levels: tuple[Level, ...], options: dict
) -> None:
    driver = new_table(levels, seed=3, options=options)
    bots = checked(driver)
    play_round(driver)
    assert all(bot.decisions > 0 for bot in bots)
    assert all(tally.refused == 0 for tally in driver.tallies.values()), "only races may refuse a bot's move"


def hide_differently(state: ScroogeState, seed: int) -> ScroogeState:
    """The same table with each place's face-down cards (stock, under the Scrooge top) dealt otherwise."""
    twin = state.clone()
    rng = random.Random(seed)
    for place in twin.seating.places:
        piles = [twin.piles[place.stock], twin.piles[place.scrooge]]
        hidden = [card for pile in piles for card in pile.cards[: pile.hidden]]
        rng.shuffle(hidden)
        for pile in piles:
            pile.cards[: pile.hidden], hidden = hidden[: pile.hidden], hidden[pile.hidden :]
    return twin


def test_a_bots_decision_is_unchanged_when_face_down_cards_are_shuffled() -> None:
    driver = new_table((Level.HARD, Level.MEDIUM, Level.EASY), seed=8)
    state = driver.table.state
    assert isinstance(state, ScroogeState)
    driver.run(lambda: len(state.history) >= 40)
    for seat, level in enumerate(ALL_LEVELS):
        for shuffle in range(5):
            twin = hide_differently(state, shuffle)
            assert twin.to_json_text() != state.to_json_text()
            for look in range(10):
                seen = bot_for(state, seat, level, look).decide(state.view(seat))
                assert bot_for(twin, seat, level, look).decide(twin.view(seat)) == seen


def test_reaction_times_vary_from_move_to_move_and_repeat_with_the_seed() -> None:
    state = arranged({})
    for level in ALL_LEVELS:
        bot, again, other = (bot_for(state, 0, level, seed=seed) for seed in (1, 1, 2))
        drawn = [bot.reaction_time() for _ in range(200)]
        assert len(set(drawn)) > 150 and statistics.pstdev(drawn) > 0.05, "a distribution, not a constant"
        assert [again.reaction_time() for _ in range(200)] == drawn, "the same seed, the same times"
        assert [other.reaction_time() for _ in range(200)] != drawn
        assert min(drawn) >= TEMPERAMENTS[level].reflexes.fastest_seconds


def test_harder_levels_react_faster_on_the_median() -> None:
    state = arranged({})
    medians = [
        statistics.median(bot.reaction_time() for _ in range(300))
        for bot in (bot_for(state, 0, level) for level in ALL_LEVELS)
    ]
    assert medians[0] > medians[1] > medians[2]


def test_an_easy_bot_sometimes_overlooks_a_foundation_play_a_hard_bot_never_misses() -> None:
    state = arranged({"foundation.0": "AS", "seat1.work.0": "2S", "seat1.scrooge": "KD KC"})
    play = MoveCards(0, "seat1.work.0", "foundation.0")
    easy, hard = bot_for(state, 0, Level.EASY), bot_for(state, 0, Level.HARD)
    easy_plays = sum(easy.decide(state.view(0)) == play for _ in range(200))
    assert all(hard.decide(state.view(0)) == play for _ in range(50))
    assert 0 < easy_plays < 200


def called_position(rival_scrooge: str) -> ScroogeState:
    return arranged({"foundation.0": "AS", "seat1.work.0": "2S", "seat2.scrooge": rival_scrooge})


def test_the_hard_bot_plays_on_before_calling_while_every_rival_is_well_behind() -> None:
    state = called_position("5H 6H 7H 8H")
    assert bot_for(state, 0, Level.HARD).decide(state.view(0)) == MoveCards(0, "seat1.work.0", "foundation.0")


def test_the_hard_bot_calls_at_once_when_a_rival_is_close() -> None:
    state = called_position("8H")
    assert bot_for(state, 0, Level.HARD).decide(state.view(0)) == CallScrooge(0)


def test_the_medium_bot_calls_the_moment_it_can() -> None:
    state = called_position("5H 6H 7H 8H")
    assert bot_for(state, 0, Level.MEDIUM).decide(state.view(0)) == CallScrooge(0)


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_a_round_with_a_bot_in_every_seat_runs_to_its_end(seats: int) -> None:
    levels = [ALL_LEVELS[i % 3] for i in range(seats)]
    driver = new_table(levels, seed=seats)
    record = play_round(driver)
    assert driver.table.state.round_over and len(record.points) == seats
    assert record.callers, "someone empties the Scrooge pile and calls"
    assert sum(tally.accepted for tally in driver.tallies.values()) > 20


def test_bots_that_never_call_play_on_until_only_a_call_is_left() -> None:
    """The stuck rule never ends a round with no caller while a seat may still call "Scrooge!"."""
    driver = new_table((Level.HARD, Level.MEDIUM, Level.EASY), seed=4)
    for bot in driver.bots.values():
        assert isinstance(bot, ScroogeBot)
        del bot.rank[MoveKind.CALL]
    state = driver.table.state
    driver.run(lambda: state.round_over or not state.play_in_reach(1))
    assert not state.round_over and state.stuck.one_at_a_time
    assert any(not state.piles[place.scrooge].cards for place in state.seating.places)


@settings(max_examples=6, deadline=None)
@given(seats=st.integers(2, 5), seed=st.integers(1, 10_000))
def test_a_bot_round_always_ends_and_never_as_stuck_while_a_play_is_left(seats: int, seed: int) -> None:
    driver = new_table([ALL_LEVELS[i % 3] for i in range(seats)], seed=seed, options={"speed_round": True})
    record = play_round(driver)
    state = driver.table.state
    assert state.round_over
    if not record.callers:
        still_in_play = state.clone()
        still_in_play.round_over = False
        assert not any(still_in_play.plays_for(seat) for seat in range(seats))
        assert not still_in_play.play_in_reach(1)


def test_bots_get_beaten_in_races_and_play_on() -> None:
    driver = new_table((Level.HARD,) * 6, seed=2)
    play_round(driver)
    assert sum(tally.beaten for tally in driver.tallies.values()) > 0
    assert driver.table.state.round_over


@pytest.mark.slow
def test_the_hard_level_outscores_the_medium_and_the_medium_the_easy() -> None:
    """30 three-seat rounds, each level in each seat in turn (the full 200-round figures: benchmarks/)."""
    points: dict[Level, list[int]] = {level: [] for level in ALL_LEVELS}
    for game in range(30):
        levels = [ALL_LEVELS[(game + seat) % 3] for seat in range(3)]
        record = play_round(new_table(levels, seed=100 + game, options={"rounds": 1}))
        for level, scored in zip(levels, record.points, strict=True):
            points[level].append(scored)
    easy, medium, hard = (statistics.fmean(points[level]) for level in ALL_LEVELS)
    assert hard > medium + 5 and medium > easy + 5, (easy, medium, hard)
