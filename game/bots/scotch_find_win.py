"""A second hunt for Scotch wins: Scotch itself searched in another order, and its path made moves.

The solver's search (``scotch_solver``) enters a position's moves one at a
time, moves home first; on some deals that order sends the first cards home
in a way that leaves it wandering for its whole budget (deal 2632: 50,000
positions, no win). The split game of level 1 (``scotch_split_game``) relaxes
no card, so it is Scotch itself, with the safe moves home played at once and
a lone card never moved (both harmless). Searched as the split game searches,
every next state made before any is entered and the one with the most cards
home entered first, it wins such deals in a fraction of a second (2632 in
500 states). Its states have their piles sorted, so ``real_line`` finds the
real moves of a won path again, step by step.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from itertools import pairwise
from typing import NamedTuple

from game.bots.scotch_certificate import home_counts
from game.bots.scotch_relaxed_game import RelaxedGame
from game.bots.scotch_split_game import SplitGame, SplitOutcome, SplitState, search

Move = tuple[int, int, bool]  # (pile, target pile or foundation, to a foundation): the solver's moves


def find_win(
    piles: Sequence[Sequence[int]],
    home: Sequence[int],
    ranks: int = 13,
    budget: int = 100_000,
    should_stop: Callable[[], bool] | None = None,
    shake: random.Random | None = None,
    quick_test: bool = False,
) -> SplitOutcome:
    """Search Scotch from the position (``home``: cards home per code) for a win, keeping its path.

    A won outcome's ``path`` runs from the start to the win (``real_line``
    gives its moves); a search that ends without one has proven the position
    lost, unless it ran with ``quick_test``. ``shake`` orders states with as
    many cards home at random, for a restart in another order.

    With ``quick_test`` a state the relaxed game calls lost, forgetting its
    places after each choice (the quick test of the solver's hunt), is not
    searched on. That test proves nothing, but it keeps a run out of the
    lost corners where it would wander for its whole budget: with it, runs
    of 2,000 states won 98 of the 99 deals the solver took over a second
    to win, and 11 of the 97 it left undecided (docs/scotch-solver.md).
    """
    prune: Callable[[SplitState], bool] | None = None
    if quick_test:
        relaxed = RelaxedGame(ranks, remember_places=False)

        def quick_lost(state: SplitState) -> bool:
            return relaxed.lost(state[0], state[1])

        prune = quick_lost
    game = SplitGame(1, ranks)
    return search(game, piles, home, budget, should_stop, keep_path=True, shake=shake, prune=prune)


class Hunt(NamedTuple):
    """What runs of ``find_win`` found: a win's moves (or none), and what it took."""

    line: list[Move]  # empty when no run won
    states: int  # states searched by all runs
    runs: int  # runs made
    closed: bool  # a run met every state it could reach: no order wins (without the quick test: lost)


def hunt(
    piles: Sequence[Sequence[int]],
    tops: Sequence[int],
    ranks: int,
    budget: int,
    run_budget: int,
    should_stop: Callable[[], bool] | None = None,
    quick_test: bool = False,
    first_run: int = 0,
) -> Hunt:
    """Runs of ``find_win`` from the position (foundation ``tops``), ``run_budget`` states each: run 0
    in find_win's own order, each later one shaken by its number (so answers never change from one
    hunt to the next), from run ``first_run`` on, until one wins or closes, ``budget`` states are
    spent, or ``should_stop``. ``quick_test`` prunes every run with the quick test (``find_win``)."""
    home = home_counts(tops, ranks)
    spent, run = 0, first_run
    while spent < budget and not (should_stop is not None and should_stop()):
        shake = random.Random(run) if run else None
        run_states = min(run_budget, budget - spent)
        outcome = find_win(piles, home, ranks, run_states, should_stop, shake, quick_test)
        spent += outcome.searched
        run += 1
        if outcome.won:
            return Hunt(real_line(piles, tops, outcome.path, ranks), spent, run - first_run, False)
        if outcome.closed:
            return Hunt([], spent, run - first_run, True)
    return Hunt([], spent, run - first_run, False)


def real_line(
    piles: Sequence[Sequence[int]], tops: Sequence[int], path: Sequence[SplitState], ranks: int = 13
) -> list[Move]:
    """The real moves of ``find_win``'s won path from the position ``piles`` with foundation ``tops``.

    ``tops`` are the foundations' top cards (0 for an empty one), as the
    solver holds them; moves name piles and foundations by their index
    there, empty piles included. A path holds states, whose piles are sorted,
    so each step is found again among the real moves: the one whose settled
    state is the next on the path, followed by the moves home that settling
    played. A card goes to the first foundation that takes it (two
    foundations with the same top card are alike).
    """
    game = SplitGame(1, ranks)
    real = [list(pile) for pile in piles]
    tops = list(tops)
    start = game.start(real, home_counts(tops, ranks))
    if not path or path[0] != start:
        raise ValueError("the path does not start from this position")
    line: list[Move] = []

    def home_move(index: int) -> Move:
        code = real[index][-1]
        target = tops.index(game.below[code])
        real[index].pop()
        tops[target] = code
        return (index, target, True)

    def settled_after(
        choice: Move | None, home_now: tuple[int, ...], shown: int
    ) -> tuple[SplitState, list[int]]:
        """The state after ``choice`` (None: none) and its settling, and the piles settling sent home from."""
        trial = [list(pile) for pile in real]
        home = list(home_now)
        if choice is not None:
            source, target, to_home = choice
            code = trial[source].pop()
            if to_home:
                home[code] += 1
            else:
                trial[target].append(code)
        played: list[int] = []
        return game.settle([tuple(pile) for pile in trial], home, [0] * len(home), shown, played), played

    line.extend(home_move(index) for index in settled_after(None, home_counts(tops, ranks), start[3])[1])
    for state, after in pairwise(path):
        home_now = home_counts(tops, ranks)
        for choice in _real_moves(real, tops, game):
            settled, played = settled_after(choice, home_now, state[3])
            if settled[:3] == after[:3]:  # piles, home, pool: the ranks shown do not matter at level 1
                break
        else:
            raise ValueError("a step of the path is no real move")  # a bug: find_win's steps are real
        source, target, to_home = choice
        if to_home:
            line.append(home_move(source))
        else:
            real[target].append(real[source].pop())
            line.append(choice)
        line.extend(home_move(index) for index in played)
    return line


def _real_moves(piles: Sequence[Sequence[int]], tops: Sequence[int], game: SplitGame) -> Iterator[Move]:
    """Every real move from the position: a top card home, or onto a card one rank higher."""
    for index, pile in enumerate(piles):
        if not pile:
            continue
        code = pile[-1]
        if game.below[code] in tops:
            yield (index, tops.index(game.below[code]), True)
        for target, other in enumerate(piles):
            if other and target != index and other[-1] >> 1 == (code >> 1) + 1:
                yield (index, target, False)
