"""Whole Scorzo games with a bot in every seat (``simulate scorzo``, the benchmark).

Turns follow one another as at the table: the seat on turn gets its own view
and answers with a move, which the rules apply. Each bot has its own seeded
generator derived from the game's deal number, so a game is reproduced by it.
A round ends with a call and the last turns; any seat then deals the next.
Each decision is timed, since a bot's turn must never stall a frame.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.bots.bot_games import DecisionTimes, GameRecord, RoundRecord, finished_game, timed_decision
from game.bots.scorzo_bot import ScorzoBot
from game.core import registry
from game.core.bot_levels import Level
from game.core.events import RoundEnded
from game.rules.scorzo import ScorzoState
from game.rules.scorzo.moves import ScorzoCalled

# A round that runs this long means the bots are going round in circles: stop with an error, not for ever.
MOVES_A_ROUND = 20_000


def new_game(levels: Sequence[Level], seed: int, options: dict[str, Any] | None = None) -> ScorzoState:
    state = registry.get("scorzo").new_game(seats=len(levels), seed=seed, options=options or {})
    assert isinstance(state, ScorzoState)
    return state


def new_bots(levels: Sequence[Level], seed: int) -> list[ScorzoBot]:
    return [ScorzoBot.new(seat, level, seed) for seat, level in enumerate(levels)]


def play_game(
    levels: Sequence[Level],
    seed: int,
    options: dict[str, Any] | None = None,
    times: Sequence[DecisionTimes] = (),
) -> GameRecord:
    """A whole game, every move a bot's, round after round to the end (tie-breaks included)."""
    state = new_game(levels, seed, options)
    bots = new_bots(levels, seed)
    rounds: list[RoundRecord] = []
    callers: list[int] = []
    moves = 0
    while not state.is_over():
        seat = state.to_move()[0]
        move = timed_decision(bots[seat], state.view(seat), levels[seat], times)
        assert move is not None, f"the bot in seat {seat + 1} found no move"
        moves += 1
        for event in state.apply(move):
            if isinstance(event, ScorzoCalled):
                callers.append(event.seat)
            elif isinstance(event, RoundEnded):
                if event.number <= state.rounds:
                    points = dict(event.points)
                    seats = range(state.seats)
                    rounds.append(RoundRecord(event.number, tuple(points[s] for s in seats), tuple(callers)))
                callers, moves = [], 0
        if moves > MOVES_A_ROUND:
            raise RuntimeError(f"round {state.round_number} of deal {seed} ran past {MOVES_A_ROUND} moves")
    return finished_game(seed, levels, rounds, state)
