"""Questions that take several solves: how far to undo, and which deal can be won.

Both run inside an advisor job (off the frame loop) and call ``judge`` for
each position, so every answer found on the way is remembered too.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from game.bots.advisor import Advisor, Answer, Outlook, StopAsked
from game.core.protocol import GameSpec, GameState

WAY_BACK_SECONDS = 20.0  # all the earlier positions together; each still gets the advisor's limit
DEAL_SECONDS = 0.5  # per candidate deal: most winnable deals are proved in a few hundredths
DEALS_TRIED = 200  # then give up and say so (it has never come near)


@dataclass(frozen=True)
class WayBack:
    """The nearest earlier position known to be winnable, counted in undos.

    ``undos`` is None when none was found: ``deal_lost`` then says whether
    that is because the deal itself is proven lost, and ``reason`` why (the
    solver's sentence). ``undecided`` counts the earlier positions the
    solver could not decide in time (the nearest winnable one may then be
    nearer than ``undos``).
    """

    undos: int | None
    deal_lost: bool
    undecided: int
    reason: str = ""


def way_back(
    advisor: Advisor,
    earlier: Sequence[GameState],
    should_stop: StopAsked,
    seconds: float = WAY_BACK_SECONDS,
    clock: Callable[[], float] = time.monotonic,
) -> WayBack:
    """Search the undo history, newest first, for a winnable position.

    ``earlier`` runs from one undo back to the deal itself. Winnability only
    ever goes from true to false along a game (a position that can reach a
    win stays winnable before it), so the deal is asked first: if it is lost,
    every position of this game is, and nothing else need be solved.
    """
    if not earlier:
        return WayBack(None, False, 0)
    deadline = clock() + seconds
    deal = advisor.judge(earlier[-1], should_stop=should_stop)
    if deal.outlook is Outlook.LOST:
        return WayBack(None, True, 0, deal.reason)
    undecided = 0
    for undos, state in enumerate(earlier, start=1):
        if should_stop() or clock() > deadline:
            return WayBack(None, False, undecided + len(earlier) - undos + 1)  # the rest were not asked
        outlook = advisor.judge(state, should_stop=should_stop).outlook
        if outlook is Outlook.WINNABLE:
            return WayBack(undos, False, undecided)
        undecided += outlook is Outlook.UNDECIDED
    return WayBack(None, False, undecided)


@dataclass(frozen=True)
class FoundDeal:
    """A deal number the solver proved winnable, with its answer (the winning line)."""

    seed: int
    answer: Answer
    tried: int


def find_winnable_deal(
    advisor: Advisor,
    spec: GameSpec,
    options: dict[str, Any],
    next_seed: Callable[[], int],
    should_stop: StopAsked,
    seconds_each: float = DEAL_SECONDS,
    most: int = DEALS_TRIED,
) -> FoundDeal | None:
    """Deal numbers from ``next_seed`` until one is proven winnable; lost and undecided are skipped."""
    for tried in range(1, most + 1):
        if should_stop():
            return None
        seed = next_seed()
        answer = advisor.judge(spec.new_game(seats=1, seed=seed, options=options), seconds_each, should_stop)
        if answer.outlook is Outlook.WINNABLE:
            return FoundDeal(seed, answer, tried)
    return None
