"""Pressing race keys without looking loses; looking and pressing wins (issue 20, point 2).

A handful of seeded races on the virtual clock through the real key seats
(``game.testing.race_runs``): the masher presses random race keys 8 times a second against
three medium bots; the seeing keyboard player plays as the hard bot judges, at a person's
speed, against three easy bots. ``benchmarks/race_masher.py`` measured 100 races a row: the
masher last in every one at both games, the seeing player winning 98% (Repezita) and 93%
(Scrooge); the margins below are far inside those, and the seeds fix every race.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from game.core.bot_levels import Level
from game.testing.race_runs import MASHER, Person, RaceResult, repezita_race, scrooge_race

SEEDS = (11, 12, 13)
MEDIUM = {seat: Level.MEDIUM for seat in (1, 2, 3)}
EASY = {seat: Level.EASY for seat in (1, 2, 3)}
SHORT = 60.0  # seconds of table time: a masher's Repezita race is decided (and stalled) well before


@pytest.fixture(autouse=True)
def headless(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")


def test_a_repezita_masher_ends_last_holding_the_most_cards() -> None:
    results = [repezita_race(seed, {0: Person(MASHER, "keys1")}, MEDIUM, time_limit=SHORT) for seed in SEEDS]
    assert sum(result.places[0] == 4 for result in results) >= 2
    assert all(result.points[0] > max(result.points[1:]) for result in results)


def test_a_scrooge_masher_scores_below_every_bot() -> None:
    results = [scrooge_race(seed, {0: Person(MASHER, "keys1")}, MEDIUM) for seed in SEEDS]
    assert sum(result.places[0] == 4 for result in results) >= 2
    assert all(result.lost(0) for result in results)


@pytest.mark.parametrize("race", [repezita_race, scrooge_race], ids=["repezita", "scrooge"])
def test_a_seeing_keyboard_player_beats_easy_bots_more_often_than_not(
    race: Callable[..., RaceResult],
) -> None:
    results = [race(seed, {0: Person("seeing", "keys1")}, EASY) for seed in SEEDS]
    assert sum(result.won(0) for result in results) >= 2
