"""The split game: Scotch with its high cards played exactly and its low cards relaxed.

The dead-end test (``ScotchSolver._dead_end``) relaxes every card: a card that
moves is lifted into a pool where it stays reachable for ever, so the test
cannot see that a moved card covers the card it sits on. That blinds it to
the losses of the deals it leaves undecided, which are about high cards: on
deal 34, a black Ace lies under a red King, which cannot move and can go
home only when a red foundation reaches its Queen, and the piles cannot hold
what waits for that.

The split game of level ``t`` plays every card of rank ``t`` and up by the
real rules: it moves onto a card one rank higher on top of another pile,
covers it there, and goes home when its foundation takes it. The cards below
rank ``t`` play the relaxed game:

* a low card is *stuck* when, in the position the game starts from, every
  card one rank higher is home or beneath it: it can then only ever leave
  its pile for home, and blocks the cards under it until it does;
* any other low card on top of a pile is *lifted* into a pool once a card
  one rank higher has ever shown on top of a pile (a rank shown stays shown);
  from the pool it can only go home;
* foundations are counted exactly: a card goes home when, of its Ace colour,
  more cards of the code below it are home than of its own code.

Played at once, since none of them can turn a won position lost: a lift (a
lifted card can still go home, and it uncovers the card beneath); a low card
going home when there is a place at home for every copy of its code still
out (it takes nothing from its twin, and it showed, so it stays a place for
the card below it); a high card going home when every card one rank lower is
home (nothing can be built on it any more: the safe move of the real game).
Every other move home, and every move of a high card, is a choice. A high
card alone in its pile never moves (it only covers the card it moves onto).

Why a lost split game proves a real loss: map a real line onto it; each
split pile stays a subsequence of its real pile (a card missing from it is
home or in the pool), so a split top shows no later than the real one. High
cards move as in the real line (their hosts are high cards, exact here too),
except a lone high card, which stays alone on its pile: whatever the real
line builds on it is built on it here, and its host stays uncovered, which
only helps. A low card that moves in the real line was
not stuck, and the card it moved onto was on top, so shown: it is lifted
here at the latest by then; cards go home as they do there, or earlier
when that is uncontested. So every real win is a win of the split game, and
a split game that no line wins is a real loss. ``t`` above the deck's ranks
is the relaxed game alone; ``t == 1`` relaxes no card and is Scotch itself
(``scotch_find_win`` searches it for wins). The lower
``t``, the stronger the test and the larger its search. Brute-force tests on
small decks hold it to the real game (tests/test_scotch_split_game.py), and
a loss comes with the states it closed, which the independent checker
(``scotch_proof_checker``) verifies.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator, Sequence
from typing import Any, Final, NamedTuple

from game.bots.scotch_relaxed_game import CODE, STUCK, below

Pile = tuple[int, ...]
# (piles sorted, cards home per code, cards in the pool per code, ranks that have shown as bits)
SplitState = tuple[tuple[Pile, ...], tuple[int, ...], tuple[int, ...], int]
# states (or the solver's positions) between two questions to should_stop. The compiled solver
# (game/bots/native.py) lets another thread run only when it calls back into Python, and this is its
# call: at every 256 the frame loop waited up to 30 ms for it on deal 1267, at every 32 at most 10 ms
# (benchmarks/hint_latency.py); each question is a microsecond. The collector and the freeing of a
# large search can still hold the loop longer, pure or compiled (docs/scotch-solver.md)
ASK_EVERY: Final = 32
FREED_AT_ONCE: Final = 2048  # states freed between two hand-overs of the lock (free_slowly)


class SplitBudget(Exception):
    """The split game's search ran past its budget, or was told to stop."""


class SplitGame:
    """The split game of ``level`` on a deck of ``ranks`` ranks (see the module docstring)."""

    def __init__(self, level: int, ranks: int = 13) -> None:
        self.level, self.ranks = level, ranks
        self.below = [below(code) if code >= 2 else 0 for code in range(2 * ranks + 4)]

    def start(self, piles: Sequence[Sequence[int]], home: Sequence[int]) -> SplitState:
        """The position as a state of this game: low cards marked stuck, then settled."""
        in_play = [0] * (self.ranks + 2)
        self.copies = list(home)  # copies of each code in the game: home or out (code 0 counts 2)
        for pile in piles:
            for code in pile:
                in_play[code >> 1] += 1
                self.copies[code] += 1
        marked: list[list[int]] = []
        shown = 0
        for pile in piles:
            if not pile:
                continue
            row = []
            for depth, code in enumerate(pile):
                rank = code >> 1
                if rank < self.level:
                    beneath = sum(1 for other in pile[:depth] if other >> 1 == rank + 1)
                    if rank >= self.ranks or in_play[rank + 1] == beneath:
                        code |= STUCK
                row.append(code)
            marked.append(row)
            shown |= 1 << (pile[-1] >> 1)  # every top card shows
        return self.settle([tuple(row) for row in marked], list(home), [0] * len(home), shown)

    @staticmethod
    def is_won(state: SplitState) -> bool:
        return not state[0] and not any(state[2])

    def settle(
        self,
        piles: list[Pile],
        home: list[int],
        pool: list[int],
        shown: int,
        played: list[int] | None = None,
    ) -> SplitState:
        """Play every lift and every move home that cannot hurt, until none is left.

        ``shown`` must already hold the rank of every top card; a card a step
        uncovers is added here. ``played``, when given, gets the index in
        ``piles`` of every card sent home from a pile, in order
        (``scotch_find_win.real_line`` turns them into moves). A pile that
        loses cards is replaced in ``piles`` by a shorter tuple; the others
        are kept as they are, shared with the state they came from."""
        level, below, copies = self.level, self.below, self.copies
        progress = True
        while progress:
            progress = False
            for index in range(len(piles)):
                pile = piles[index]
                height = len(pile)
                while height:
                    card = pile[height - 1]
                    code = card & CODE
                    rank = code >> 1
                    if rank < level and not card & STUCK and shown >> (rank + 1) & 1:
                        pool[code] += 1  # lifted
                    else:
                        room = home[below[code]] - home[code]
                        if room <= 0:
                            break
                        # a place for every copy still out, for a low card or one of the lowest exact
                        # rank (what it hosts is relaxed: it stays a place once shown); any card when
                        # no card one rank lower is out (the safe move)
                        lower = 2 * rank - 2
                        if not (
                            (rank <= level and room >= copies[code] - home[code])
                            or copies[lower] + copies[lower + 1] == home[lower] + home[lower + 1]
                        ):
                            break
                        home[code] += 1
                        if played is not None:
                            played.append(index)
                    height -= 1
                    if height:
                        shown |= 1 << ((pile[height - 1] & CODE) >> 1)
                    progress = True
                if height < len(pile):
                    piles[index] = pile[:height]
            for code, waiting in enumerate(pool):
                if not waiting:
                    continue
                room = home[below[code]] - home[code]
                if room > 0 and room >= copies[code] - home[code]:
                    pool[code] = 0  # room for every copy out: the pooled ones go home
                    home[code] += waiting
                    progress = True
        return tuple(sorted(pile for pile in piles if pile)), tuple(home), tuple(pool), shown

    def successors(self, state: SplitState) -> Iterator[SplitState]:
        """Every choice from ``state``, each settled: a top or pooled card home, a high card moved."""
        piles, home, pool, shown = state
        below = self.below
        hosts: dict[int, list[int]] = {}  # rank → piles with a high card of it on top
        for index, pile in enumerate(piles):
            top = pile[-1]
            if not top & STUCK and top >> 1 >= self.level:
                hosts.setdefault(top >> 1, []).append(index)
        for index, pile in enumerate(piles):
            if index and pile == piles[index - 1]:
                continue  # an equal pile gives the same states
            code = pile[-1] & CODE
            rank = code >> 1
            uncovered = shown | ((1 << ((pile[-2] & CODE) >> 1)) if len(pile) > 1 else 0)
            rest_of_pile = pile[:-1]
            if home[below[code]] > home[code]:
                after = list(piles)
                after[index] = rest_of_pile
                raised = list(home)
                raised[code] += 1
                yield self.settle(after, raised, list(pool), uncovered)
            if rank < self.level or len(pile) < 2 or rank >= self.ranks:
                continue
            for target in hosts.get(rank + 1, ()):
                after = list(piles)
                after[index] = rest_of_pile
                after[target] = (*piles[target], code)
                yield self.settle(after, list(home), list(pool), uncovered)
        for code, waiting in enumerate(pool):
            if waiting and home[below[code]] > home[code]:
                rest = list(pool)
                rest[code] -= 1
                raised = list(home)
                raised[code] += 1
                yield self.settle(list(piles), raised, rest, shown)


class SplitOutcome(NamedTuple):
    """What a split game's search found: the closed states of a loss, or a win, or neither."""

    states: frozenset[SplitState] | None  # every state reached, all lost: a proof of a real loss
    searched: int  # states taken from the stack
    won: bool  # the split game is won: proves nothing, but at level 1 it is a real win (False if cut short)
    path: tuple[SplitState, ...] = ()  # from the start to the won state, when ``keep_path`` was asked
    closed: bool = False  # every state the search could reach was met, none won


def prove_lost(
    piles: Sequence[Sequence[int]],
    home: Sequence[int],
    level: int,
    ranks: int = 13,
    budget: int = 100_000,
    should_stop: Callable[[], bool] | None = None,
) -> SplitOutcome:
    """Search the split game of ``level`` from the position, for a proof that it is lost.

    The budget (states) or ``should_stop`` (asked every ``ASK_EVERY`` states) may end
    the search first: then neither ``states`` nor ``won`` is set.
    """
    return search(SplitGame(level, ranks), piles, home, budget, should_stop)


def search(
    game: SplitGame,
    piles: Sequence[Sequence[int]],
    home: Sequence[int],
    budget: int,
    should_stop: Callable[[], bool] | None = None,
    keep_path: bool = False,
    shake: random.Random | None = None,
    prune: Callable[[SplitState], bool] | None = None,
) -> SplitOutcome:
    """One search of ``game`` from the position, ``budget`` states at most (``SplitSearch``)."""
    return SplitSearch(game, piles, home, keep_path, shake, prune).go(budget, should_stop)


class SplitSearch:
    """A depth-first search of a split game, the states with the most cards home first, that can
    stop at a budget and go on later from where it stopped.

    The solver gives each level a few states early and more later
    (``ScotchSolver._split_games``); going on keeps what the first slice
    searched, where starting again would search it twice. With ``keep_path``
    the way to every state met is remembered, and a win comes with its path
    from the start; ``shake`` shuffles the states with as many cards home
    before they are ordered; a state ``prune`` says is lost is not searched on
    (``scotch_find_win`` uses all three). A search that prunes proves nothing
    by running out of states: its outcome then has no ``states``, and
    ``closed`` says so.
    """

    def __init__(
        self,
        game: SplitGame,
        piles: Sequence[Sequence[int]],
        home: Sequence[int],
        keep_path: bool = False,
        shake: random.Random | None = None,
        prune: Callable[[SplitState], bool] | None = None,
    ) -> None:
        self.game, self.shake, self.prune = game, shake, prune
        self.parents: dict[SplitState, SplitState] | None = {} if keep_path else None
        self.root = game.start(piles, home)
        self.seen = {self.root}
        self.stack = [self.root]
        self.searched = 0  # states taken from the stack, in every slice
        self.outcome: SplitOutcome | None = None  # once won or closed: the answer, which stays

    def go(self, budget: int, should_stop: Callable[[], bool] | None = None) -> SplitOutcome:
        """Search on for at most ``budget`` states more (``should_stop`` is asked every ``ASK_EVERY``).

        The outcome counts the states of this slice only, so that callers
        can add it to what they have spent; a search already won or closed
        answers the same again, at no cost. A search whose successors raised
        must not go on: the state being expanded is off its stack."""
        if self.outcome is not None:
            return self.outcome._replace(searched=0)
        game, stack, seen, parents, prune = self.game, self.stack, self.seen, self.parents, self.prune
        start = self.searched
        if game.is_won(self.root):
            self.searched = 1
            return self._end(SplitOutcome(None, 1, True, (self.root,)))
        while stack:
            if self.searched - start >= budget or (
                should_stop is not None and not (self.searched - start + 1) % ASK_EVERY and should_stop()
            ):
                return SplitOutcome(None, self.searched - start, False)
            state = stack.pop()
            self.searched += 1
            if prune is not None and prune(state):
                continue
            fresh = []
            for after in game.successors(state):
                met = len(seen)
                seen.add(after)  # and met before if it was there already: one hash, not two
                if len(seen) == met:
                    continue
                if parents is not None:
                    parents[after] = state
                if game.is_won(after):
                    return self._end(
                        SplitOutcome(None, self.searched - start, True, _path_to(after, parents))
                    )
                fresh.append(after)
            if self.shake is not None:
                self.shake.shuffle(fresh)
            fresh.sort(key=lambda after: sum(after[1]))  # most cards home tried first: wins come sooner
            stack += fresh
        if prune is not None:
            return self._end(SplitOutcome(None, self.searched - start, False, closed=True))
        return self._end(SplitOutcome(frozenset(seen), self.searched - start, False, closed=True))

    def _end(self, outcome: SplitOutcome) -> SplitOutcome:
        self.outcome = outcome
        self.release()  # the answer is kept; the search is not
        return outcome

    def release(self) -> None:
        """Let go of the states met (a slice at a time: ``free_slowly``); the search cannot go on."""
        free_slowly(self.seen)
        self.stack, self.parents = [], None


def free_slowly(items: set[Any]) -> None:
    """Empty a large set of states a slice at a time, handing the interpreter's lock to any thread
    that waits for it between slices (``time.sleep(0)``).

    Freeing a search's states all at once is one long stretch of C: on deal 9146 dropping the
    solver held the frame loop for about 150 ms. Emptying them in slices frees the same states with
    the loop running between slices. Outside the program's threads it costs a few microseconds."""
    while items:
        for _ in range(min(FREED_AT_ONCE, len(items))):
            items.pop()
        time.sleep(0)


def _path_to(state: SplitState, parents: dict[SplitState, SplitState] | None) -> tuple[SplitState, ...]:
    if parents is None:
        return ()
    path = [state]
    while path[-1] in parents:
        path.append(parents[path[-1]])
    return tuple(reversed(path))
