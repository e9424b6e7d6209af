"""No move that cannot be made is ever offered: every game, every seat count, random play (issue 22).

A table lights, and a bot or a hint picks from, exactly what ``legal_moves`` offers to the
seats in ``to_move``. So at every step of a random game each offered move must pass
``why_illegal`` and apply to a copy of the position without an exception, and a game that is
not over must offer someone a move. Tač plays its penalty path too: every call of "Tač!"
offered is made, so penalties hand cards round as often as misses happen.
"""

from __future__ import annotations

import pytest

from game.core import registry
from game.core.moves import Move
from game.core.protocol import GameState
from game.core.rng import SeededRandom
from game.rules.shedding.moves import CallTac

# The quick suite plays the first seeds of each game at each seat count; the slow one many more.
QUICK_SEEDS = 1
SLOW_SEEDS = 8
STEP_LIMIT = 300
# Seconds that pass when no seat is offered a move, for games whose rules involve time (Repezita).
WAIT_SECONDS = 2.5
MAX_WAITS_IN_A_ROW = 20


def offered_moves(state: GameState) -> list[Move]:
    return [move for seat in state.to_move() for move in state.legal_moves(seat)]


def check_each_can_be_made(state: GameState, moves: list[Move]) -> None:
    """Every offered move is legal by the rules' own reason and applies to a copy without raising."""
    for move in moves:
        reason = state.why_illegal(move)
        assert reason is None, f"{move} is offered but refused: {reason}"
        state.clone().apply(move)


def choose(state: GameState, moves: list[Move], rng: SeededRandom) -> Move:
    """At random, but a call of "Tač!" whenever one is offered, so the penalty is played often."""
    calls = [move for move in moves if isinstance(move, CallTac)]
    return rng.choice(calls or moves)


def play_offered_moves(game_id: str, seats: int, seed: int) -> GameState:
    state = registry.get(game_id).new_game(seats=seats, seed=seed)
    rng = SeededRandom(seed * 7919 + seats)
    waits = 0
    for _ in range(STEP_LIMIT):
        if state.is_over():
            assert offered_moves(state) == [], "a finished game still offers moves"
            break
        moves = offered_moves(state)
        if not moves and state.uses_time:
            waits += 1
            assert waits <= MAX_WAITS_IN_A_ROW, "time passes but no seat is ever offered a move"
            state.advance(WAIT_SECONDS)
            continue
        waits = 0
        assert moves, f"the game is not over but nobody is offered a move (to move: {state.to_move()})"
        check_each_can_be_made(state, moves)
        state.apply(choose(state, moves, rng))
    return state


def cases() -> list[object]:
    found: list[object] = []
    for spec in registry.all_games():
        for seats in spec.seat_choices():
            for seed in range(1, SLOW_SEEDS + 1):
                marks = () if seed <= QUICK_SEEDS else (pytest.mark.slow,)
                found.append(pytest.param(spec.id, seats, seed, id=f"{spec.id}-{seats}-{seed}", marks=marks))
    return found


@pytest.mark.parametrize(("game_id", "seats", "seed"), cases())
def test_every_offered_move_can_be_made(game_id: str, seats: int, seed: int) -> None:
    play_offered_moves(game_id, seats, seed)


def test_tac_random_play_with_every_call_made_reaches_penalties() -> None:
    """The forced calls do reach the penalty path, so the property above covers it. (A penalty that
    empties a giver does not arise in real play; test_tac_rules arranges it.)"""
    calls = 0
    for seed in range(1, QUICK_SEEDS + 1):
        state = play_offered_moves("tac", 3, seed)
        calls += sum(isinstance(move, CallTac) for move in state.history)
    assert calls > 0
