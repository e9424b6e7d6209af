"""Arranged Schrum Schrum and Tač positions for the rule tests, and a player who plays when he can."""

from __future__ import annotations

from typing import Any

from game.core import registry
from game.core.cards import Card
from game.core.codes import parse_cards
from game.core.moves import Move, MoveCards
from game.core.protocol import GameState
from game.core.rng import SeededRandom
from game.rules.shedding import ShedderState
from game.rules.shedding.moves import CallTac, TurnCard


def deal(game_id: str, seats: int = 2, seed: int = 1, **options: Any) -> ShedderState:
    state = registry.get(game_id).new_game(seats=seats, seed=seed, options=options)
    assert isinstance(state, ShedderState)
    return state


def arranged(
    game_id: str, piles: dict[str, str], seats: int = 2, turn: int = 0, **options: Any
) -> ShedderState:
    """A position where only the named piles hold cards, listed bottom first (a talon's last card turns next).

    Face-down piles are all face down: nobody has turned a card yet.
    """
    state = deal(game_id, seats, **options)
    for pile in state.piles.values():
        pile.cards, pile.hidden = [], 0
    for pile_id, text in piles.items():
        pile = state.piles[pile_id]
        pile.cards = parse_cards(text)
        pile.hidden = len(pile.cards) if pile_id.endswith(f".{state.rules.closed_pile}") else 0
    state.turn = turn
    return state


def turned(state: ShedderState) -> ShedderState:
    """The player on turn turns his top card."""
    state.apply(TurnCard(state.turn))
    return state


def codes(cards: list[Card]) -> str:
    return " ".join(card.code for card in cards)


def targets(state: ShedderState, seat: int) -> set[str]:
    return {move.target for move in state.legal_moves(seat) if isinstance(move, MoveCards)}


def sensible_player(state: GameState, moves: list[Move], rng: SeededRandom) -> Move:
    """Plays when he can (to any place he may), but misses one play in ten; half the misses are called."""
    assert isinstance(state, ShedderState)
    calls = [move for move in moves if isinstance(move, CallTac)]
    if calls and rng.below(2) == 0:
        return rng.choice(calls)
    seat = state.turn
    mine = [move for move in moves if move.seat == seat and not isinstance(move, CallTac)]
    plays = [move for move in mine if isinstance(move, MoveCards) and move.target != state.open_id(seat)]
    return rng.choice(plays) if plays and rng.below(10) else mine[-1]
