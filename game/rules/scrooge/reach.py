"""What a place can reach by turning its stock, worked out without turning anything (DESIGN.md §10).

The stuck rule ("if all players are stuck and no one can play") needs to know
whether a seat has a play *somewhere* in its stock, not whether it has turned
enough cards: a seat that has not turned yet may well hold one. Turning is
exact and needs no chance: the stock turns ``turn_size`` cards (fewer if fewer
remain), only the waste top plays, and an empty stock takes the waste back in
order, so the same cards come up in the same groups on every later circuit.
One circuit — the rest of the stock now, then the whole deck once from the
start — therefore shows every card that will ever come up while nothing is
played.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import TypeVar

CardT = TypeVar("CardT")


def waste_tops(stock: Sequence[CardT], waste: Sequence[CardT], turn_size: int) -> Iterator[CardT]:
    """Every card that shows on the waste during one circuit of turning, the current top first.

    ``stock`` and ``waste`` are listed bottom first, as the piles hold them: a turn moves
    the stock's top ``turn_size`` cards, reversed, onto the waste, so its last card shows.
    """
    if waste:
        yield waste[-1]
    yield from _pass_tops(stock, turn_size)
    # The waste taken back "in order": its bottom card becomes the stock's top.
    yield from _pass_tops([*stock, *reversed(waste)], turn_size)


def _pass_tops(stock: Sequence[CardT], turn_size: int) -> Iterator[CardT]:
    """The waste top after each turn while this stock lasts."""
    left = len(stock)
    while left > 0:
        count = min(turn_size, left)
        yield stock[left - count]
        left -= count


def reaches_a_play(
    stock: Sequence[CardT], waste: Sequence[CardT], turn_size: int, plays: Callable[[CardT], bool]
) -> bool:
    """Whether some card coming up on the waste in one circuit is a play (``plays`` says which are)."""
    return any(plays(card) for card in waste_tops(stock, waste, turn_size))
