"""The random-play harness of DESIGN.md §3: any game plugs in.

It plays random legal moves and, at every step, probes random moves from the
game's ``move_space`` and checks the invariants every game must keep.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable
from typing import Any

from game.core import registry
from game.core.moves import IllegalMove, Move
from game.core.protocol import GameSpec, GameState, replay
from game.core.rng import SeededRandom

FULL_CHECK_EVERY = 10
# Picks the next move from the legal ones; games whose random play would never end pass a sensible one.
Chooser = Callable[[GameState, list[Move], SeededRandom], Move]
# Games whose rules involve time (Repezita's stall rule): a move, or seconds that passed.
Step = Move | float
# How many waits in a row may pass without anything becoming playable before the game counts as stuck.
MAX_IDLE_WAITS = 20


def snapshot(state: GameState) -> str:
    return json.dumps(state.to_json(), sort_keys=True)


def position(state: GameState) -> str:
    """The state without its move history (cheap enough to take on every probe)."""
    history, state.history = state.history, []
    try:
        data = state.to_json()
    finally:
        state.history = history
    data["history"] = len(history)
    return json.dumps(data, sort_keys=True)


def card_census(state: GameState) -> Counter[Any]:
    return Counter(card for pile in state.piles.values() for card in pile.cards)


def check_views(state: GameState) -> None:
    """A view shows exactly the face-up cards and the seat's own hand, and nothing hidden."""
    for seat in range(state.seats):
        view = state.view(seat)
        for pile_id, pile in state.piles.items():
            shown = view.piles[pile_id].cards
            assert len(shown) == len(pile.cards)
            own = state.hand_owner(pile_id) == seat
            for index, card in enumerate(pile.cards):
                expected = card if own or pile.is_face_up(index) else None
                assert shown[index] == expected, f"{pile_id}[{index}] shows {shown[index]} to seat {seat}"


def play_random_game(
    spec: GameSpec,
    seats: int,
    seed: int,
    max_moves: int = 400,
    probes: int = 4,
    options: dict[str, Any] | None = None,
    choose: Chooser | None = None,
    wait: float = 0.0,
) -> GameState:
    """Play one game at random (or by ``choose``), checking every invariant after every move.

    ``wait``: for games whose rules involve time, the seconds that pass whenever no seat
    has a legal move; the time steps are replayed with the moves.
    """
    state = spec.new_game(seats=seats, seed=seed, options=options)
    census = card_census(state)
    assert all(count == 1 for count in census.values()), "a card is in two places at the deal"
    chooser = SeededRandom(seed ^ 0x5EED)
    steps: list[Step] = []
    idle_waits = 0
    for turn in range(max_moves):
        if state.is_over():
            break
        _probe_illegal_moves(state, chooser, probes)
        moves = [m for seat in state.to_move() for m in state.legal_moves(seat)]
        if not moves and wait and state.uses_time:
            idle_waits += 1
            assert idle_waits <= MAX_IDLE_WAITS, "time passes but no seat ever gets a legal move"
            state.advance(wait)
            steps.append(wait)
            assert card_census(state) == census, f"after {wait} s the cards are not each in one place"
            check_views(state)
            continue
        idle_waits = 0
        assert moves, "the game is not over but no seat has a legal move"
        move = chooser.choice(moves) if choose is None else choose(state, moves, chooser)
        twin = state.clone()
        before = position(state)
        state.apply(move)
        steps.append(move)
        assert position(twin) == before, f"applying {move} to the original changed its clone"
        assert position(state) != before, f"{move} changed nothing"
        assert card_census(state) == census, f"after {move} the cards are not each in one place"
        if turn % FULL_CHECK_EVERY == 0:
            check_round_trips(spec, state)
        check_views(state)
    check_round_trips(spec, state)
    replayed = replay_steps(spec, seats, seed, state.options, steps)
    assert snapshot(replayed) == snapshot(state), "replaying the seed and moves gives another state"
    return state


def replay_steps(
    spec: GameSpec, seats: int, seed: int, options: dict[str, Any], steps: list[Step]
) -> GameState:
    """``replay`` with the time that passed between the moves, for games whose rules involve time."""
    if all(isinstance(step, Move) for step in steps):
        return replay(spec, seats, seed, options, [step for step in steps if isinstance(step, Move)])
    state = spec.new_game(seats=seats, seed=seed, options=options)
    for step in steps:
        if isinstance(step, Move):
            state.apply(step)
        else:
            state.advance(step)
    return state


def refused(state: GameState, move: Move) -> str:
    """Apply a move that must be refused; check the state is untouched and return the reason."""
    before = state.to_json_text()
    try:
        state.apply(move)
    except IllegalMove as refusal:
        assert state.to_json_text() == before, f"the refused {move} changed the state"
        return refusal.reason
    raise AssertionError(f"{move} was applied but should have been refused")


def check_round_trips(spec: GameSpec, state: GameState) -> None:
    """A clone and a JSON round trip both equal the state, history included."""
    assert snapshot(state.clone()) == snapshot(state), "clone differs from the original"
    loaded = spec.from_json(json.loads(json.dumps(state.to_json())))
    assert snapshot(loaded) == snapshot(state), "JSON round trip differs"


def _probe_illegal_moves(state: GameState, chooser: SeededRandom, probes: int) -> None:
    """Random moves from the move space: legal ones are listed, illegal ones change nothing."""
    for seat in range(state.seats):
        space: list[Move] = state.move_space(seat)
        legal = state.legal_moves(seat)
        for _ in range(min(probes, len(space))):
            move = chooser.choice(space)
            before = position(state)
            reason = state.why_illegal(move)
            assert (reason is None) == (move in legal), f"{move}: why_illegal and legal_moves disagree"
            if reason is None:
                continue
            try:
                state.apply(move)
            except IllegalMove as refusal:
                assert refusal.reason, "an illegal move needs a reason"
            else:
                raise AssertionError(f"{move} was refused by why_illegal but applied")
            assert position(state) == before, f"the illegal {move} changed the state"


def check_reached_position(game_id: str, state: GameState) -> None:
    """The costlier invariants on a position reached some other way (the monkey test's tables)."""
    check_views(state)
    check_round_trips(registry.get(game_id), state)
