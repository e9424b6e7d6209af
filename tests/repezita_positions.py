"""Arranged Repezita positions for the rule, bot and race tests."""

from __future__ import annotations

from game.core import registry
from game.rules.repezita import CENTRE, RepezitaState, hand_id
from game.rules.repezita.state import hand_order

SPEC = registry.get("repezita")


def deal(seats: int = 2, seed: int = 1, stall_seconds: int = 5) -> RepezitaState:
    state = SPEC.new_game(seats=seats, seed=seed, options={"stall_seconds": stall_seconds})
    assert isinstance(state, RepezitaState)
    return state


def arranged(hands: list[str], centre: str = "", stall_seconds: int = 5) -> RepezitaState:
    """One seat per entry of ``hands`` (codes with spaces, ``7H@1`` for deck 1); the centre bottom first.

    Cards not named are left out of the game, as if cleared aside long ago.
    """
    state = deal(seats=len(hands), stall_seconds=stall_seconds)
    for pile in state.piles.values():
        pile.cards = []
    for seat, codes in enumerate(hands):
        state.piles[hand_id(seat)].cards = sorted((state.load_card(c) for c in codes.split()), key=hand_order)
    state.piles[CENTRE].cards = [state.load_card(code) for code in centre.split()]
    return state


def codes(state: RepezitaState, pile_id: str) -> list[str]:
    return [state.save_card(card) for card in state.piles[pile_id].cards]
