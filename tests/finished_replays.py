"""Finished games of all ten games, played out headless through the rules by the bots (as ``simulate`` does).

Short settings keep them quick: Scorzo one round, a Scroker session of one deal, Scrooge one
round. Each comes back as the ``Replay`` a table would have kept, with its players' controllers.
"""

from __future__ import annotations

import functools

from game.bots.scotch_lines import find_line
from game.core import registry
from game.core.bot_levels import Level
from game.core.replays import Replay, replay_of

GAMES = (
    "scotch",
    "scrooge",
    "scorzo",
    "scroker",
    "spit",
    "longhorn",
    "dealers-choice",
    "schrum",
    "tac",
    "repezita",
)
LEVELS = (Level.MEDIUM, Level.HARD, Level.EASY)


def _players(seats: int) -> list[str]:
    return ["human:mouse"] + [f"bot:{LEVELS[seat % len(LEVELS)].value}" for seat in range(1, seats)]


@functools.cache
def finished_replay(game_id: str, seed: int = 3) -> Replay:
    """A finished game of ``game_id`` (cached: the replay is frozen)."""
    if game_id == "scotch":
        return _scotch(4)  # a deal the line finder wins at once
    if game_id == "scorzo":
        return _scorzo(seed)
    if game_id in ("scroker", "spit", "longhorn", "dealers-choice"):
        return _scroker(game_id, seed)
    if game_id in ("schrum", "tac"):
        return _shedder(game_id, seed)
    if game_id == "scrooge":
        return _scrooge(seed)
    if game_id == "repezita":
        return _repezita(seed)
    raise KeyError(game_id)


def _scotch(seed: int) -> Replay:
    """A deal played along the line finder's line, to a win or a dead end."""
    state = registry.get("scotch").new_game(seats=1, seed=seed, options={})
    line = find_line(state, budget=20_000)
    assert line is not None, f"no line found for Scotch deal {seed}"
    for move in line.moves:
        state.apply(move)
    assert state.is_over()
    return replay_of(state, ["human"])


def _scorzo(seed: int) -> Replay:
    from game.bots.scorzo_simulation import new_bots, new_game

    levels = LEVELS
    state = new_game(levels, seed, {"rounds": 1})
    bots = new_bots(levels, seed)
    while not state.is_over():
        seat = state.to_move()[0]
        state.apply(bots[seat].decide(state.view(seat)))
    return replay_of(state, _players(len(levels)))


def _scroker(game_id: str, seed: int) -> Replay:
    from game.bots.scroker_bot import ScrokerBot
    from game.bots.scroker_simulation import new_game

    levels = LEVELS
    state = new_game(game_id, levels, seed, {"hands": 1})
    bots = [ScrokerBot.new(seat, level, seed, state.betting_rules) for seat, level in enumerate(levels)]
    while not state.is_over():
        seat = state.to_move()[0]
        state.apply(bots[seat].decide(state.view(seat)))
    return replay_of(state, _players(len(levels)))


def _shedder(game_id: str, seed: int) -> Replay:
    from game.bots.shedder_simulation import new_bots, new_game, play_out

    levels = LEVELS[:2]  # Schrum Schrum is for 2, 4 or 8
    state = new_game(game_id, levels, seed)
    play_out(state, new_bots(game_id, levels, seed))
    return replay_of(state, _players(len(levels)))


def _scrooge(seed: int) -> Replay:
    from game.bots.scrooge_simulation import new_table

    driver = new_table(LEVELS, seed, {"rounds": 1})
    state = driver.table.state
    driver.run(state.is_over)
    return replay_of(state, _players(len(LEVELS)), driver.table.steps)


def _repezita(seed: int) -> Replay:
    from game.bots.repezita_simulation import new_table

    driver = new_table(LEVELS, seed)
    state = driver.table.state
    driver.run(state.is_over)
    return replay_of(state, _players(len(LEVELS)), driver.table.steps)
