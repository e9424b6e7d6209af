"""Arranged Scrooge positions for the rule and race tests."""

from __future__ import annotations

from typing import Any

import pytest

from game.core import registry
from game.core.moves import IllegalMove, Move
from game.core.protocol import card_from_json
from game.rules.scrooge import ScroogeState

SPEC = registry.get("scrooge")


def deal(seats: int = 2, seed: int = 1, **options: Any) -> ScroogeState:
    state = SPEC.new_game(seats=seats, seed=seed, options=options)
    assert isinstance(state, ScroogeState)
    return state


def arranged(piles: dict[str, str], seats: int = 2, **options: Any) -> ScroogeState:
    """A position with only the named piles holding these cards (bottom first; ``AS@1`` is deck 1's).

    Every stock not named gets three cards, so nobody is stuck before the test acts.
    Scrooge piles show their top card; stocks are face down.
    """
    state = deal(seats, **options)
    for pile in state.piles.values():
        pile.cards, pile.hidden = [], 0
    stocks = {place.stock: "9C 9D 9H" for place in state.seating.places}
    for pile_id, codes in (stocks | piles).items():
        pile = state.piles[pile_id]
        pile.cards = [card_from_json(code) for code in codes.split()]
        if pile_id.endswith(".scrooge"):
            pile.hidden = max(0, len(pile.cards) - 1)
        elif pile_id.endswith(".stock"):
            pile.hidden = len(pile.cards)
    return state


def codes(state: ScroogeState, pile_id: str) -> list[str]:
    return [card.code for card in state.piles[pile_id].cards]


def refused(state: ScroogeState, move: Move) -> str:
    """Apply a move that must be refused; check the state is untouched and return the reason."""
    before = state.to_json_text()
    with pytest.raises(IllegalMove) as refusal:
        state.apply(move)
    assert state.to_json_text() == before
    return refusal.value.reason


def played_out(state: ScroogeState, seat: int) -> None:
    """The seat's Scrooge pile is empty (its cards put in its stock), so it may call "Scrooge!"."""
    place = state.place_of(seat)
    stock = state.piles[place.stock]
    stock.cards += state.piles[place.scrooge].cards
    state.piles[place.scrooge].cards, stock.hidden = [], len(stock.cards)
