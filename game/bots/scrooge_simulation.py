"""Whole Scrooge games with a bot in every seat, on the virtual clock (``simulate scrooge``).

Each game has its own deal number and each bot its own seeded generator, both
derived from the run's seed (``bot_games``), so a run is reproduced exactly by its seed.
Rounds follow one another as at the table: the round ends (a call, or everyone
stuck), its points are recorded, and a seat deals the next with ``NextRound``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from game.bots.bot_games import GameRecord, RoundRecord, finished_game, game_seed
from game.bots.race_driver import BotDriver
from game.bots.scrooge_bot import ScroogeBot
from game.core import registry
from game.core.bot_levels import Level
from game.realtime.race_table import RaceTable
from game.realtime.seats import Seat
from game.rules.scrooge import ScroogeState
from game.rules.scrooge.moves import NextRound


def new_table(levels: Sequence[Level], seed: int, options: dict[str, Any] | None = None) -> BotDriver:
    """A dealt Scrooge table with a bot of the given level in each seat."""
    state = registry.get("scrooge").new_game(seats=len(levels), seed=seed, options=options or {})
    assert isinstance(state, ScroogeState)
    seats = [Seat(i, f"Seat {i + 1}", f"bot:{level.value}") for i, level in enumerate(levels)]
    bots = [
        ScroogeBot(i, state.place_of(i), level, random.Random(f"scrooge-bot:{seed}:{i}"))
        for i, level in enumerate(levels)
    ]
    return BotDriver(RaceTable(state, seats), bots)


def play_round(driver: BotDriver) -> RoundRecord:
    """Let the bots play the current round to its end and say how it went."""
    state = driver.table.state
    assert isinstance(state, ScroogeState)
    started = driver.table.clock.now
    driver.run(lambda: state.round_over)
    scores = state.round_scores[-1]
    points = tuple(scores[state.place_of(seat).index].total for seat in range(state.seats))
    callers = () if state.caller is None else state.seating.seats_at(state.seating.places[state.caller])
    return RoundRecord(state.round_number, points, callers, driver.table.clock.now - started)


def play_game(levels: Sequence[Level], seed: int, options: dict[str, Any] | None = None) -> GameRecord:
    """A whole game, round after round, to the target or the set number of rounds."""
    driver = new_table(levels, seed, options)
    state = driver.table.state
    rounds = [play_round(driver)]
    while not state.is_over():
        driver.table.submit(NextRound(0))
        rounds.append(play_round(driver))
    return finished_game(seed, levels, rounds, state)


__all__ = ["GameRecord", "RoundRecord", "game_seed", "new_table", "play_game", "play_round"]
