"""Whole Schrum Schrum and Tač games with a bot in every seat (``simulate schrum``, ``simulate tac``).

Turns follow one another as at the table: the seat on turn gets its own view
and answers with ``TurnCard`` or where its turned card goes. Tač calls are
played as the table plays them: after each missed play every other bot is
asked for its ``call_delay``, and the fastest delay shorter than
``CALL_WINDOW_SECONDS`` makes the call (a tie goes to the seat nearer the
offender's left); nobody under the window, and the next card is turned.

Seat order is rotated from game to game (game deal ``d`` seats the listed
levels starting ``d mod seats`` places round), so over a run each level plays
first equally often and the first player's edge falls on all alike.
Each bot has its own seeded generator derived from the game's deal number, so
a game is reproduced by it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from game.bots.bot_games import DecisionTimes, GameRecord, RoundRecord, timed_decision
from game.bots.shedder_bot import CALL_WINDOW_SECONDS, ShedderBot
from game.core import registry
from game.core.bot_levels import Level
from game.core.sample_statistics import wilson_interval
from game.rules.shedding import ShedderState
from game.rules.shedding.moves import CallTac, PlayMissed

# More moves than this in one game means the bots are going round in circles past the rules' own stop.
MOVES_A_GAME = 200_000


def seated(levels: Sequence[Level], turn: int) -> tuple[Level, ...]:
    """The levels as seated: the listed order turned ``turn`` places round (by default the deal number)."""
    turn %= len(levels)
    return tuple(levels[turn:]) + tuple(levels[:turn])


def new_game(
    game: str, levels: Sequence[Level], seed: int, options: dict[str, Any] | None = None
) -> ShedderState:
    state = registry.get(game).new_game(seats=len(levels), seed=seed, options=options or {})
    assert isinstance(state, ShedderState)
    return state


def new_bots(game: str, levels: Sequence[Level], seed: int) -> list[ShedderBot]:
    return [
        ShedderBot(seat, level, random.Random(f"{game}-bot:{seed}:{seat}"))
        for seat, level in enumerate(levels)
    ]


def tac_caller(state: ShedderState, bots: Sequence[ShedderBot], offender: int) -> int | None:
    """The seat whose call lands first within the window after ``offender``'s missed play, or None."""
    fastest: tuple[float, int] | None = None
    for step in range(1, state.seats):
        seat = (offender + step) % state.seats
        delay = bots[seat].call_delay(state.view(seat))
        if delay is not None and delay < CALL_WINDOW_SECONDS and (fastest is None or delay < fastest[0]):
            fastest = (delay, seat)
    return None if fastest is None else fastest[1]


def play_game(
    game: str,
    levels: Sequence[Level],
    seed: int,
    options: dict[str, Any] | None = None,
    times: Sequence[DecisionTimes] = (),
    turn: int | None = None,
) -> GameRecord:
    """A whole game to its first player out (or the rules' stop), the levels turned ``turn`` seats round
    (by default the deal number: consecutive games seat each level first in turn)."""
    levels = seated(levels, seed if turn is None else turn)
    state = new_game(game, levels, seed, options)
    play_out(state, new_bots(game, levels, seed), times)
    return game_record(seed, levels, state)


def play_out(state: ShedderState, bots: Sequence[ShedderBot], times: Sequence[DecisionTimes] = ()) -> None:
    """Let the bots play ``state`` to its end, calling Tač as a table would."""
    levels = [bot.level for bot in bots]
    for _ in range(MOVES_A_GAME):
        if state.is_over():
            return
        seat = state.turn
        move = timed_decision(bots[seat], state.view(seat), levels[seat], times)
        assert move is not None
        missed = next((event for event in state.apply(move) if isinstance(event, PlayMissed)), None)
        if missed is not None and not state.is_over():
            caller = tac_caller(state, bots, missed.seat)
            if caller is not None:
                state.apply(CallTac(caller))
    raise RuntimeError(f"{state.rules.name} ran past {MOVES_A_GAME} moves without ending")


def game_record(seed: int, levels: Sequence[Level], state: ShedderState) -> GameRecord:
    """One "round" (the game) whose named seat is the winner; cards left as points, fewest best.

    A game stopped by the no-centre-play rule has no winner, so nobody is placed first.
    """
    result = state.result()
    seats = range(state.seats)
    left = tuple(result.scores[seat] for seat in seats)
    winners = () if state.winner is None else (state.winner,)
    placings = tuple(result.placings[seat] + (state.winner is None) for seat in seats)
    return GameRecord(seed, tuple(levels), (RoundRecord(1, left, winners),), left, placings)


def first_out_summary(games: Sequence[GameRecord]) -> dict[str, Any]:
    """What ``simulate`` adds for a first-out game: wins by seat, and the games that ended with no winner."""
    seats = max(len(game.levels) for game in games)
    by_seat = []
    for seat in range(seats):
        played = [game for game in games if seat < len(game.levels)]
        won = sum(game.placings[seat] == 1 for game in played)
        low, high = wilson_interval(won, len(played))
        by_seat.append(
            {"seat": seat + 1, "games_won": won, "win_share": won / len(played), "win_share_95": [low, high]}
        )
    return {"seats": by_seat, "no_winner_games": sum(not game.rounds[0].callers for game in games)}


def first_out_lines(figures: dict[str, Any]) -> list[str]:
    """The first-out figures as lines under the summary table."""
    shares = ", ".join(
        f"Seat {row['seat']} {row['win_share']:.1%} ({low:.1%}–{high:.1%})"
        for row in figures["seats"]
        for low, high in [row["win_share_95"]]
    )
    return [
        f"games won by seat, whoever sat there (levels rotate a seat each game): {shares}",
        f"games ended with no winner by the no-centre-play rule: {figures['no_winner_games']}",
        "the first player out wins; points are the cards each player still holds at the end",
    ]
