"""An exact solver for Scotch Solitaire: it proves a win (with the moves) or a loss.

What the game allows, used for speed without giving up exactness:

* Cards of equal rank and colour are interchangeable under every rule (the
  tableau ignores suit and colour, the foundations look only at colour), so a
  card is searched as ``rank * 2 + red``.
* Tableau piles are interchangeable, and so are foundations: a position is
  keyed by the sorted non-empty piles and the sorted foundation tops. The key
  is the position itself, not a hash of it, so the table of positions already
  explored can never confuse two positions.
* A card goes home at once, without branching, when every card one rank lower
  is already home: nothing can be built on it any more, so keeping it back
  only hides the card beneath. That is the rules' one definition of a safe
  card (``ScotchState.safe_home_move``, which the table also plays by
  itself); a test holds this fast encoding of it to that one.
* A dead-end test plays a relaxed game in which a card that is *stuck* (every
  card one rank higher is home or buried beneath it, so it can only ever leave
  its pile for a foundation) must go home before anything under it moves, and
  every other card may be lifted away freely. If even that game cannot bring
  every card home, the position is lost.

* Moves that another move always matches are not tried (a lone card onto
  another pile; the card just moved, moved again), and the rest are ordered
  so that wins come early.
* Losses that come from how the high cards lie, which the dead-end test
  cannot see, are proven by *split games* (``scotch_split_game``): the cards
  of a rank and up played exactly, the lower ones relaxed.
* Deals whose wins the search's order misses are hunted once more by
  ``scotch_find_win``, Scotch itself searched in another order
  (the states with the most cards home first), restarted in shaken orders,
  some of its runs kept out of lost corners by the quick dead-end test.
* Losses where the cards waiting for a foundation run out of places are
  proven by the *waiting game* (``scotch_waiting_game``), and, for the
  last few, by the waiting game that branches on whether a card has moved
  (``_waiting_branches``).
* Last of all, two dives (``_waiting_dive``) go deep along the positions
  the waiting game wins, and a best-first hunt (``_waiting_hunt``)
  goes wide; all leave out every position the waiting game proves lost:
  a sound cut, so no win is lost.
* Runs restart with doubling budgets and a seeded shake of the move order,
  since a deal that one order finds hard is often easy in another. Each run
  is a complete search on its own.

A node budget or a time limit may stop the search; the answer is then
``UNDECIDED``, never a loss. docs/scotch-solver.md tells the whole story.
"""

from __future__ import annotations

import heapq
import random
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from enum import Enum

from game.bots.scotch_certificate import REAL_GAME, LossCertificate, home_counts
from game.bots.scotch_find_win import hunt
from game.bots.scotch_relaxed_game import RelaxedGame, below
from game.bots.scotch_split_game import ASK_EVERY, SplitGame, SplitSearch, SplitState, free_slowly
from game.bots.scotch_waiting_game import WaitingGame, WaitingOutcome, WaitingState, prove_lost
from game.core.cards import RANK_NAMES, Card
from game.core.moves import MoveCards
from game.rules.scotch import ScotchState

Code = int  # rank * 2 + (1 if red else 0)
FIRST_RUN_BUDGET = 2000  # positions for the first run; each restart doubles it
SHAKE = 60.0  # how much randomness a restarted run adds to a move's score
HUNT_BUDGET = 50_000  # positions that hunt for a win with the quick dead-end test first
Ladder = tuple[tuple[int, int], ...]  # split games: (level, states searched by then in all)
# split games (scotch_split_game) as (level, states searched by then in all): each level's search goes
# on where its last slice stopped. Before the hunt the high levels, which winnable deals win within a
# few thousand states (level 11 within 7,000 on all 253 deals sampled) and which prove the losses of
# the high cards (deal 9146 at level 11 in 105,101). Levels 10 and 9 wait until after the hunt: it wins
# every rated deal, within 50,000 positions and states in all, and a slice of level 10 before it would
# put deal 7370 past that. The rest come once find_win's runs have not won (SPLIT_LATE)
SPLIT_BEFORE_HUNT: Ladder = ((12, 5_000), (11, 150_000))
SPLIT_AFTER_HUNT: Ladder = ((10, 30_000), (9, 30_000))
# find_win's runs, the first in its own order and the others shaken (states each, in all): eight
# after the hunt's first run, forty after the hunt and its slice of levels 10 and 9. A shaken order
# that wins mostly wins at once, so many short runs win more deals, and sooner, than a few long ones
# (docs/scotch-solver.md)
FIND_WIN_QUICK_RUN, FIND_WIN_QUICK_BUDGET = 1_000, 8_000
# runs of find_win kept out of lost corners by the quick test, slower a state but winning more: nine
# before the hunt's later runs (they win most of the deals those take seconds over, and leave every
# rated deal won within its 50,000), and orders 9-39 once the split games have proven nothing
FIND_WIN_PRUNED_RUN, FIND_WIN_PRUNED_FIRST_RUNS, FIND_WIN_PRUNED_RUNS = 1_000, 9, 40
FIND_WIN_RUN, FIND_WIN_BUDGET = 2_000, 80_000
SPLIT_LATE: Ladder = ((11, 300_000), (10, 400_000), (9, 500_000))  # states kept grow past those searched
# the waiting game (scotch_waiting_game), states in all by the end of each of its three slices:
# * a short one before the hunt, when the budget leaves the hunt all of its own (``_waiting_early``), for
#   the losses it proves quickly (deal 292 in 38,859 states, 0.4 s, which had waited 1.6 s for the hunt;
#   a winnable deal's waiting game mostly wins its own game in a few thousand states: of deals 1-2000
#   only 411 and 677 among the wins reach 100,000);
# * the second right after the hunt, large enough for most of the losses it proves (deal 842 in 238,857
#   states; before the split games' slice and find_win's runs, which cost such a loss 2-3 s);
# * the rest once find_win's runs have not won, since on a few winnable deals the waiting game takes long
#   to find its own win (deal 411: 341,092 states, 1.8 s); the largest loss it proves in time is deal
#   7774's, 1,241,018 states (13.7 s alone).
# What it has proven lost stays proven between the slices
WAITING_EARLY, WAITING_FIRST, WAITING_BUDGET = 100_000, 600_000, 1_300_000
# the last hunt for a win (``_waiting_hunt``): the waiting game's states it may spend in all (about 5 s:
# the sound search's restarts after it need their time, and they decide deals such as 8641), in each
# run, and for each position. Only its positions count against the solver's budget
WAITING_HUNT_STATES, WAITING_HUNT_RUN, WAITING_HUNT_TEST = 1_500_000, 300_000, 3_000
# the dives before it (``_waiting_dive``): for each, the waiting game's states it may spend on one position,
# and about how many in all (the last test may pass it by up to one test). The first, quick, wins deals
# 4664, 5060 and 2153 (2153 in 301,877 states); the second, whose tests see further, wins 8745 and 4860,
# which the first leaves open (in 1,246,645 and 1,633,543 states of its own, after the first's 500,000).
# 20-22 s in all, spent only by the deals every phase before them leaves open
WAITING_DIVES = ((1_000, 500_000), (50_000, 2_000_000))
# the waiting game that branches on a card's past (``_waiting_branches``), before the dives: states in all.
# Deal 4354, the largest loss it proves, needs 829,417 (8780: 110,083); a deal that reaches it unwon spends
# them all (about 7 s): on winnable deals it wins its own game slowly, if at all (docs/scotch-solver.md)
WAITING_BRANCHES = 1_200_000
Pile = tuple[Code, ...]


class Verdict(Enum):
    WIN = "WIN"
    LOSS = "LOSS"
    UNDECIDED = "UNDECIDED"


@dataclass(frozen=True)
class Solution:
    """The solver's answer: the verdict, a winning line when there is one, and the effort."""

    verdict: Verdict
    moves: tuple[MoveCards, ...]
    nodes: int
    seconds: float
    certificate: LossCertificate | None = None  # for a loss, when asked for: what the proof covered
    reason: str = ""  # for a loss: why, in a sentence a player can read (``ScotchSolver.loss_reason``)


def encode(card: Card) -> Code:
    return card.rank * 2 + (1 if card.colour is not None and card.colour.value == "red" else 0)


class _Budget(Exception):
    """The node budget ran out."""


class ScotchSolver:
    """Depth-first search over one position, with the reductions described above."""

    def __init__(
        self, tableau: Sequence[Sequence[Code]], foundations: Sequence[Code], ranks: int = 13
    ) -> None:
        self.piles: list[list[Code]] = [list(p) for p in tableau]
        self.homes: list[Code] = list(foundations)  # 0 for an empty foundation, else its top card
        self.ranks = ranks
        self.total = sum(len(p) for p in self.piles) + sum(self._height(t) for t in self.homes)
        # how many cards of each rank are still in the tableau
        self.left_of_rank = [0] * (ranks + 2)
        for pile in self.piles:
            for code in pile:
                self.left_of_rank[code >> 1] += 1
        self.home_count = sum(self._height(t) for t in self.homes)
        # positions entered, as (the piles sorted, the foundation tops sorted): piles and foundations
        # are interchangeable, and sorting keeps two equal piles as two
        self.seen: set[tuple[tuple[Pile, ...], tuple[Code, ...]]] = set()
        # when a loss certificate is wanted: the positions the dead-end test proved lost
        self.dead_leaves: set[tuple[tuple[Pile, ...], tuple[Code, ...]]] | None = None
        self.line: list[tuple[int, int, bool]] = []  # (source pile, target index, to foundation)
        self.stack: list[tuple[list[tuple[int, int]], list[tuple[int, int, bool]], int]] = []
        self.nodes = 0
        self.budget = 0
        self.should_stop: Callable[[], bool] | None = None  # asked every ASK_EVERY positions
        self.last_move: tuple[int, int, bool] | None = None  # the move that led to the position entered
        self.stopped = False  # should_stop said so: no more runs
        self.rng: random.Random | None = None  # shakes the move order in restarted runs
        # the dead-end test; it keeps what has been a place to move onto (sound), except in the quick
        # test of the hunt for a win, which forgets it after each choice and proves nothing lost
        self.relaxed = RelaxedGame(ranks)
        self.start = self._position_now()
        self.split_proof: tuple[int, frozenset[SplitState]] | None = None  # (level, states) of a split loss
        self.split_searches: dict[int, SplitSearch] = {}  # by level: goes on where it stopped
        self.waiting: WaitingGame | None = None  # the waiting game from the start, once asked
        self.waiting_proof: frozenset[WaitingState] | None = None  # the lost waiting states of a loss
        self.lost_at_once = False  # the last solve's loss: the dead-end test at the position itself

    @classmethod
    def from_state(cls, state: ScotchState) -> ScotchSolver:
        tableau = [[encode(c) for c in state.piles[p].cards] for p in state.tableau_ids]
        homes = [encode(top) if (top := state.piles[f].top) else 0 for f in state.foundation_ids]
        return cls(tableau, homes, ranks=state.ranks)

    def _position_now(self) -> tuple[list[list[Code]], list[Code], list[int], int]:
        """A copy of the position, for every run to start from."""
        return [list(p) for p in self.piles], list(self.homes), list(self.left_of_rank), self.home_count

    @staticmethod
    def _height(top: Code) -> int:
        return top >> 1

    def loss_certificate(self, root: Sequence[Sequence[Code]], root_homes: Sequence[Code]) -> LossCertificate:
        """What the run that just proved a loss covered (it must have kept its dead leaves)."""
        if self.dead_leaves is None:
            raise ValueError("the dead ends were not kept: set dead_leaves before solving")

        def plain(keys: set[tuple[tuple[Pile, ...], tuple[Code, ...]]]) -> frozenset:
            return frozenset((piles, home_counts(tops, self.ranks)) for piles, tops in keys)

        root_home = home_counts(list(root_homes), self.ranks)
        if self.waiting_proof is not None:
            return LossCertificate(
                ranks=self.ranks,
                root=tuple(tuple(p) for p in root),
                root_home=root_home,
                waiting=self.waiting_proof,
            )
        if self.split_proof is not None:
            level, states = self.split_proof
            return LossCertificate(
                ranks=self.ranks,
                root=tuple(tuple(p) for p in root),
                root_home=root_home,
                split={level: states},
            )
        return LossCertificate(
            ranks=self.ranks,
            root=tuple(tuple(pile) for pile in root),
            root_home=root_home,
            games={REAL_GAME: plain(self.seen)},
            relaxed_dead=plain(self.dead_leaves),
        )

    # --- the search -----------------------------------------------------------------

    def solve(self, budget: int = 5_000_000) -> tuple[Verdict, list[tuple[int, int, bool]], int]:
        """Try the split games, hunt for a win in several ways, then decide with the sound search.

        The split games (``scotch_split_game``) prove the losses the search
        cannot finish, those that come from how the high cards lie. The high
        levels come first (a winnable deal wins them within a few thousand
        states, so they cost a win little), a slice of the lower ones right
        after the hunt, which has then found almost every win, and the rest
        after find_win's long runs; each level's search goes on where its last
        slice stopped. Their states count against ``budget`` like positions.
        The waiting game (``scotch_waiting_game``) has three slices, going on
        where the last stopped: a short one before the hunt, a longer one
        after it, and the rest after find_win's long runs (``WAITING_BUDGET``).

        The quick test forgets, after each of its choices, the cards that
        have been places to move onto (the dead-end test before 26 November
        2026). It can call a winnable position lost, so it never proves a
        loss; but it cuts the search hard and finds most wins sooner, and a
        win is a line of moves whatever found it. So the first
        ``HUNT_BUDGET`` positions hunt with it, as do find_win's pruned runs,
        and only the last phase searches with the sound test, whose losses
        are proofs.

        Between the two, ``find_win`` hunts in another order (``_find_win``):
        it wins some deals in a fraction of a second that the hunt misses in
        its whole budget (deal 2632 in 500 states). Its short runs come right
        after the hunt's first run (``_hunt``), and more of them after the hunt
        and its slice of levels 10 and 9.
        Runs of it pruned by the quick test come before the hunt's later runs,
        and more once the split games have proven nothing.

        Then the waiting game that branches on a card's past tries once
        more for a proof (``_waiting_branches``): it decides the last two
        deals of 1-10,000 that everything else left open, 4354 and 8780.

        Last before the sound search, the waiting game steers two kinds of
        hunt, both cutting only what it proves lost: dives along the positions
        it wins (``_waiting_dive``), and a best-first hunt
        (``_waiting_hunt``).
        """
        self._forget_last_solve()
        # a deal the relaxed game loses at once needs no split game: one position, entered soundly
        verdict, line, spent = self.solve_once(1)
        self.lost_at_once = verdict is Verdict.LOSS
        if verdict is not Verdict.UNDECIDED or spent >= budget:
            return verdict, line, spent
        pruned_later = (FIND_WIN_PRUNED_RUNS - FIND_WIN_PRUNED_FIRST_RUNS) * FIND_WIN_PRUNED_RUN
        # each phase is given the budget left: a win's moves or [], and the positions or states searched
        phases: list[Callable[[int], tuple[list[tuple[int, int, bool]], int]]] = [
            lambda left: self._split_games(SPLIT_BEFORE_HUNT, left),
            self._waiting_early,
            self._hunt,
            lambda left: self._waiting_game(WAITING_FIRST, left),
            lambda left: self._split_games(SPLIT_AFTER_HUNT, left),
            lambda left: self._find_win(min(left, FIND_WIN_BUDGET), FIND_WIN_RUN),
            lambda left: self._waiting_game(WAITING_BUDGET, left),
            lambda left: self._split_games(SPLIT_LATE, left, last=True),
            lambda left: self._find_win(
                min(left, pruned_later), FIND_WIN_PRUNED_RUN, True, FIND_WIN_PRUNED_FIRST_RUNS
            ),
            self._waiting_branches,
            self._waiting_dive,
            self._waiting_hunt,
        ]
        for phase in phases:
            line, nodes = phase(budget - spent)
            spent += nodes
            if line:
                return Verdict.WIN, line, spent
            if self.split_proof is not None or self.waiting_proof is not None:
                return Verdict.LOSS, [], spent
            if self.stopped or spent >= budget:
                return Verdict.UNDECIDED, [], spent
        verdict, line, nodes = self._restarts(budget - spent)
        return verdict, line, spent + nodes

    def loss_reason(self) -> str:
        """Why the last solve's loss holds, in a player's words: what its proof shows (which of the
        arguments in the module docstring proved it)."""
        if self.lost_at_once:
            return (
                "Even if every card you move could wait anywhere, some card stays buried under cards "
                "that cannot move until after it is needed."
            )
        if self.waiting_proof is not None:
            return (
                "The cards that must wait for their foundations run out of places: each needs "
                "a card one rank higher to sit on, free at the moment it moves, and there are too few."
            )
        if self.split_proof is not None:
            high = f"{RANK_NAMES[self.split_proof[0]]}s"  # "Jacks", "10s": as the table names them
            return (
                f"Even if every card of lower rank than the {high} could wait anywhere once moved, "
                f"the {high} and higher cards block each other: they cannot all reach the foundations."
            )
        return "Every way of playing it was tried, and each one gets stuck."

    def _forget_last_solve(self) -> None:
        """Forget the last solve: its start, split proof and split searches.

        A method of its own, since a type checker that saw ``split_proof`` set
        to None in ``solve`` would take it to stay None through the phases,
        and the compiled solver (``game.bots.native``) would act on that."""
        self.start = self._position_now()
        self.split_proof = None
        self.split_searches = {}
        self.waiting, self.waiting_proof = None, None
        self.lost_at_once = False

    def release(self) -> None:
        """Let go of what the last solve kept, a slice at a time (``free_slowly``), so that a thread
        waiting for the interpreter's lock (the frame loop, while Hint thinks) is not held up."""
        for split in self.split_searches.values():
            split.release()
        self.split_searches = {}
        if self.split_proof is not None:
            states = set(self.split_proof[1])  # the proof's own set goes at once, its states slowly
            self.split_proof = None
            free_slowly(states)
        free_slowly(self.seen)
        if self.dead_leaves is not None:
            free_slowly(self.dead_leaves)
        self.waiting, self.waiting_proof = None, None

    def _hunt(self, budget: int) -> tuple[list[tuple[int, int, bool]], int]:
        """The hunt with the quick test, and find_win's short runs after its first run: a win's moves,
        or []; and the positions and states searched, at most ``budget`` and
        ``HUNT_BUDGET + FIND_WIN_QUICK_BUDGET + FIND_WIN_PRUNED_FIRST_RUNS * FIND_WIN_PRUNED_RUN``.

        The hunt's first run wins most deals in a few hundred positions. On
        the deals it does not, a shaken order of ``find_win`` that wins often
        wins at once (in a few hundred states), where the hunt's later runs
        take seconds; so its short runs come before those, first plain, then
        pruned by the quick test (slower a state, but they win more).
        """
        pruned_first = FIND_WIN_PRUNED_FIRST_RUNS * FIND_WIN_PRUNED_RUN
        budget = min(budget, hunt_most())
        self.relaxed.remember_places = False
        try:
            verdict, line, spent = self._restarts(min(budget, FIRST_RUN_BUDGET))
            if verdict is not Verdict.UNDECIDED or self.stopped or spent >= budget:
                return line, spent  # a win, or the quick test's loss: that proves nothing, but ends the hunt
            line, states = self._find_win(min(budget - spent, FIND_WIN_QUICK_BUDGET), FIND_WIN_QUICK_RUN)
            spent += states
            if line or self.stopped or spent >= budget:
                return line, spent
            line, states = self._find_win(min(budget - spent, pruned_first), FIND_WIN_PRUNED_RUN, True)
            spent += states
            if line or self.stopped or spent >= budget:
                return line, spent
            _, line, nodes = self._restarts(min(budget - spent, HUNT_BUDGET - FIRST_RUN_BUDGET), first_run=1)
            return line, spent + nodes
        finally:
            self.relaxed.remember_places = True

    def _split_games(
        self, ladder: Ladder, budget: int, last: bool = False
    ) -> tuple[list[tuple[int, int, bool]], int]:
        """Search each split game of ``ladder`` on, up to its states in all; keep the first loss
        (``split_proof``). Returns no moves (a split game's win is no real win) and the states searched.

        A level met again goes on from where its search stopped, so a ladder
        can give each level a slice early and more later at no loss; a level
        already won (it proves nothing) answers so again at no cost. On the
        ``last`` ladder a level's search is dropped once its slice is done:
        nothing will go on with it, and the states it keeps (about 1.3 KB
        each, hundreds of thousands at the low levels) would stay in memory
        through the sound search."""
        spent = 0
        for level, most in ladder:
            if spent >= budget or self.stopped:
                break
            if level > self.ranks:
                continue  # every card low: the relaxed game, tested anyway
            split = self.split_searches.get(level)
            if split is None:
                game = SplitGame(level, self.ranks)
                split = SplitSearch(game, self.start[0], home_counts(self.start[1], self.ranks))
                self.split_searches[level] = split
            if split.searched < most:
                outcome = split.go(min(most - split.searched, budget - spent), self._stop_now)
                spent += outcome.searched
                if outcome.states is not None:
                    self.split_proof = (level, outcome.states)
                    break
            if last:
                self.split_searches.pop(level).release()
        return [], spent

    def _waiting_game(self, most: int, budget: int) -> tuple[list[tuple[int, int, bool]], int]:
        """Search the waiting game on, up to ``most`` states in all; keep its loss (``waiting_proof``).
        Returns no moves (its win is no real win) and the states searched.

        Each slice searches again from the start, but what the waiting
        game has proven lost stays proven, so a later slice soon passes
        where an earlier one has been."""
        if self.stopped:
            return [], 0
        if self.waiting is None:
            self.waiting = WaitingGame(self.start[0], home_counts(self.start[1], self.ranks), self.ranks)
        slice_budget = min(most - self.waiting.spent, budget)
        if slice_budget <= 0:
            return [], 0
        outcome = self.waiting.search(slice_budget, self._stop_now)
        self.waiting_proof = outcome.lost
        return [], outcome.searched

    def _waiting_branches(self, budget: int) -> tuple[list[tuple[int, int, bool]], int]:
        """The waiting game that branches on a card's past (``WaitingGame._card_to_branch_on``), up to
        ``WAITING_BRANCHES`` states; keep its loss (``waiting_proof``). Returns no moves and the states
        searched. It starts knowing what the plain waiting game has proven lost."""
        if self.stopped:
            return [], 0
        game = WaitingGame(self.start[0], home_counts(self.start[1], self.ranks), self.ranks, branching=True)
        if self.waiting is not None:
            game.learn_losses_of(self.waiting)
        outcome = game.search(min(WAITING_BRANCHES, budget), self._stop_now)
        self.waiting_proof = outcome.lost
        return [], outcome.searched

    def _waiting_early(self, budget: int) -> tuple[list[tuple[int, int, bool]], int]:
        """The waiting game's short slice before the hunt (``WAITING_EARLY``), only when ``budget`` leaves
        the hunt all it may spend after it: the slice is there to save the time a quick loss would wait
        for the hunt, not to take positions a win needs (on the rating's budget, ``SOLVER_BUDGET`` of
        scotch_difficulty, it would: deal 677 is won by the hunt within it, and not after the slice)."""
        if budget < WAITING_EARLY + hunt_most():
            return [], 0
        return self._waiting_game(WAITING_EARLY, budget)

    def _find_win(
        self, budget: int, run_budget: int, quick_test: bool = False, first_run: int = 0
    ) -> tuple[list[tuple[int, int, bool]], int]:
        """Runs of ``find_win`` from the start, ``run_budget`` states each, from order ``first_run`` on
        (pruned by the quick test when asked): a win's moves, or []; and the states searched.

        A plain run that closes its states proves a loss too, but only in
        positions small enough for the sound search to prove with a smaller
        certificate, so the solver goes on to that instead; a pruned run that
        closes proves nothing."""
        piles, tops = self.start[0], self.start[1]
        found = hunt(piles, tops, self.ranks, budget, run_budget, self._stop_now, quick_test, first_run)
        return found.line, found.states

    def _waiting_dive(
        self, budget: int, dives: tuple[tuple[int, int], ...] = WAITING_DIVES
    ) -> tuple[list[tuple[int, int, bool]], int]:
        """Dive for a win (``_dive``) with each of ``dives`` (states a test, states in all) in turn, quick
        tests first, until one wins, one closes (every position past the sound cuts was met, so no win
        exists, and larger tests would only cut more), ``budget`` positions are met, or the solver is
        told to stop: a win's moves, or []; and the positions met.

        It tries the moves in their plain order (``_moves``, unshaken) among those rated alike: the
        order a restarted run left would send it elsewhere (deal 2153: won in 168 positions, not
        in 3,875 shaken)."""
        shaken, self.rng = self.rng, None
        met = 0
        try:
            for test, most in dives:
                line, positions, closed = self._dive(test, most, budget - met)
                met += positions
                if line or closed or met >= budget or self.stopped:
                    return line, met
            return [], met
        finally:
            self.rng = shaken

    def _dive(self, test: int, most: int, budget: int) -> tuple[list[tuple[int, int, bool]], int, bool]:
        """Hunt for a win depth-first, trying each position's moves in the order the waiting game rates
        where they lead: first the positions it wins within ``test`` states, then those it leaves open,
        the most cards home first among each. Those it proves lost are cut, as are those the relaxed
        game loses. A win's moves, or []; the positions met, at most ``budget``, while the waiting
        games spend about ``most`` at most (the last test may pass it by up to ``test``); and whether
        every position past the cuts was met.

        Both of its tests are sound, so no win is cut away. The waiting game's own win is a plan that
        real play may not be able to follow; but where it finds one quickly, a real win is often near,
        and going deep along them reaches it: deals 4664 and 5060 are won in 152 and 73 positions,
        which every other hunt left open for a minute (docs/scotch-solver.md).

        A position's moves are tested in the order of cards home, and only until one is won: the dive
        goes down that one at once, and tests the rest when it comes back, if it does. The order is the
        same as when all are tested first, but on the way to a win most are never tested, which lets
        the tests be large. Deal 8745 is won with 20,000 states a test, not with 5,000: in 706,645
        states this way, 6,174,206 testing every move first. Deal 4860 is won with 50,000, not with
        30,000."""
        places, came_from, seen = self._hunt_start()
        if places[0][3] == self.total:  # the deal's own moves home bring every card home
            return self._line_to(0, came_from), 1, False
        # for each position on the way down: its moves' positions still to test, taken from the end;
        # and those tested and left open, the most cards home first
        stack: list[tuple[list[int], list[int]]] = []
        spent, met = 0, 0
        down_to: int | None = 0
        while True:
            if down_to is not None:
                met += 1
                children = self._dive_children(down_to, places, came_from, seen)
                if children is None:
                    return self._line_to(len(came_from) - 1, came_from), met, False
                stack.append((children, []))
                down_to = None
            if not stack or spent >= most or met >= budget or self._stop_now():
                return [], met, not stack
            untested, left_open = stack[-1]
            if untested:
                child = untested.pop()
                self._load(places[child])
                outcome = self._waiting_outcome(test)
                spent += outcome.searched
                if outcome.won:
                    down_to = child
                elif outcome.lost is None:
                    left_open.append(child)
            elif left_open:
                down_to = left_open.pop(0)
            else:
                stack.pop()

    def _dive_children(
        self,
        at: int,
        places: list[tuple[list[list[Code]], list[Code], list[int], int]],
        came_from: list[tuple[int, tuple[tuple[int, int, bool], ...]]],
        seen: set[tuple[tuple[Pile, ...], tuple[Code, ...]]],
    ) -> list[int] | None:
        """The new positions one move from place ``at`` that the relaxed game does not lose, added to
        ``places``, in the order to be taken from the end: the most cards home, and among as many the
        first in the plain move order, last. None when a move wins, the win then the last of
        ``came_from``."""
        self._load(places[at])
        children: list[int] = []
        for _ in self._new_positions(seen):
            came_from.append((at, tuple(self.line)))
            if self.home_count == self.total:
                return None
            if self._dead_end():
                came_from.pop()
                continue
            places.append(self._position_now())
            children.append(len(places) - 1)
        # places are numbered in the move order, so the later number goes first among as many
        children.sort(key=lambda child: (places[child][3], -child))
        return children

    def _hunt_start(
        self,
    ) -> tuple[
        list[tuple[list[list[Code]], list[Code], list[int], int]],
        list[tuple[int, tuple[tuple[int, int, bool], ...]]],
        set[tuple[tuple[Pile, ...], tuple[Code, ...]]],
    ]:
        """The start of a hunt over positions kept apart (``_waiting_run``, ``_dive``): the first position
        (the deal after its moves home that follow on their own), as a list of places (piles,
        foundations, cards left of each rank, cards home); how each was reached, as the one it came
        from and the moves from there (``_line_to``); and the keys seen."""
        self._load(self.start)
        self.line, self.last_move = [], None
        forced = self._play_safe_moves()
        places = [self._position_now()]
        came_from: list[tuple[int, tuple[tuple[int, int, bool], ...]]] = [(-1, tuple(self.line))]
        seen = {self._key()}
        self._undo(forced)
        return places, came_from, seen

    def _new_positions(self, seen: set[tuple[tuple[Pile, ...], tuple[Code, ...]]]) -> Iterator[None]:
        """Each move from the position on the board to one not in ``seen`` (the card just moved may move
        again), made with the moves home that follow on their own, all in ``self.line``: added to
        ``seen``, and yielded while it is on the board, then taken back."""
        self.last_move = None
        for move in self._moves():
            self.line = []
            self._do(*move)
            self.line.append(move)
            forced = self._play_safe_moves()
            key = self._key()
            if key not in seen:
                seen.add(key)
                yield None
            self._undo(forced)
            self._undo_one(*move)

    def _waiting_hunt(self, budget: int) -> tuple[list[tuple[int, int, bool]], int]:
        """Runs of ``_waiting_run``, ``WAITING_HUNT_RUN`` positions and waiting states each, in their
        shuffled orders 1, 2, 3…, until one wins, ``WAITING_HUNT_STATES`` are spent, ``budget``
        positions are, or the solver is told to stop: a win's moves, or []; and the positions searched.

        Both of its tests are sound, so no win is cut away; but each
        position costs a waiting game, so this comes last, for the deals
        every other phase left open. There it wins deals that the
        depth-first orders, even with restarts, miss for millions of
        positions: the tests cut the rearrangements of a lost corner, and
        best-first leaves a corner as soon as another one has more cards
        home. Which corner it tries first is luck, as for find_win, so it
        restarts in another order rather than go on in one
        (docs/scotch-solver.md).
        """
        spent, positions, run = 0, 0, 1
        while spent < WAITING_HUNT_STATES and positions < budget and not self._stop_now():
            this_run = min(WAITING_HUNT_RUN, WAITING_HUNT_STATES - spent)
            line, searched, met = self._waiting_run(this_run, run)
            spent += searched
            positions += met
            if line:
                return line, positions
            if searched < this_run and not self.stopped:
                break  # every position this run could reach was searched: no run wins
            run += 1
        return [], positions

    def _waiting_run(self, budget: int, run: int) -> tuple[list[tuple[int, int, bool]], int, int]:
        """Hunt for a win best-first: of all the positions met, the one with the most cards home is
        searched on next (among as many, in an order shuffled by ``run``), and a position the waiting
        game proves lost within ``WAITING_HUNT_TEST`` states is not searched on (nor one the relaxed
        game does). A win's moves, or []; the positions and waiting states searched (at most
        ``budget``, and the last position's waiting game); and the positions alone."""
        tie = random.Random(run)
        places, came_from, seen = self._hunt_start()
        waiting: list[tuple[int, float, int]] = [(-places[0][3], 0.0, 0)]
        spent, met = 0, 0
        while waiting and spent < budget:
            if not met % ASK_EVERY and self._stop_now():
                break
            _, _, at = heapq.heappop(waiting)
            spent += 1
            met += 1
            if places[at][3] == self.total:
                return self._line_to(at, came_from), spent, met
            self._load(places[at])
            if self._dead_end():
                continue
            outcome = self._waiting_outcome(WAITING_HUNT_TEST)
            spent += outcome.searched
            if outcome.lost is not None:
                continue
            for _ in self._new_positions(seen):
                place = self._position_now()
                places.append(place)
                came_from.append((at, tuple(self.line)))
                heapq.heappush(waiting, (-place[3], tie.random(), len(places) - 1))
        return [], spent, met

    def _waiting_outcome(self, most: int) -> WaitingOutcome:
        """The waiting game from the position on the board, searched for ``most`` states at most."""
        piles = [pile for pile in self.piles if pile]
        return prove_lost(piles, home_counts(self.homes, self.ranks), self.ranks, most, self._stop_now)

    def _key(self) -> tuple[tuple[Pile, ...], tuple[Code, ...]]:
        """The position as the searches key it: its non-empty piles sorted, and its foundation tops sorted."""
        return (tuple(sorted(tuple(p) for p in self.piles if p)), tuple(sorted(self.homes)))

    def _load(self, place: tuple[list[list[Code]], list[Code], list[int], int]) -> None:
        """Take up a position kept by ``_position_now`` (copied, so the kept one stays as it was)."""
        self.piles = [list(pile) for pile in place[0]]
        self.homes, self.left_of_rank, self.home_count = list(place[1]), list(place[2]), place[3]

    @staticmethod
    def _line_to(
        at: int, came_from: list[tuple[int, tuple[tuple[int, int, bool], ...]]]
    ) -> list[tuple[int, int, bool]]:
        """The moves from the start to position ``at`` of a hunt kept apart (``_hunt_start``)."""
        steps: list[tuple[tuple[int, int, bool], ...]] = []
        while at >= 0:
            at, moves = came_from[at]
            steps.append(moves)
        return [move for moves in reversed(steps) for move in moves]

    def _stop_now(self) -> bool:
        if self.should_stop is not None and self.should_stop():
            self.stopped = True
        return self.stopped

    def _restarts(self, budget: int, first_run: int = 0) -> tuple[Verdict, list[tuple[int, int, bool]], int]:
        """Search with restarts: complete runs with doubling budgets, each in a new move order.

        A deal that the first order finds hard is often easy in another (the
        search times of such puzzles are heavy-tailed), so runs restart with a
        little randomness in the move order, seeded by the run's number so
        that the answer is the same every time. Every run is a complete search:
        any run that ends without a win proves a loss (with the sound test).
        The runs together never search more than ``budget`` positions. Runs
        go on from run ``first_run``, with the budget that run has.
        """
        spent, run, size = 0, first_run, FIRST_RUN_BUDGET * 2**first_run
        start = self.start
        while True:
            # a run stopped by its budget leaves the position where it stood: go back to the start
            self._load(start)
            this_run = min(size, budget - spent)
            self.rng = random.Random(run) if run else None
            verdict, line, nodes = self.solve_once(this_run)
            spent += nodes
            if verdict is not Verdict.UNDECIDED or self.stopped or spent >= budget:
                return verdict, line, spent
            run, size = run + 1, size * 2

    def solve_once(self, budget: int) -> tuple[Verdict, list[tuple[int, int, bool]], int]:
        """One complete depth-first search, stopped after ``budget`` positions."""
        self.budget, self.nodes = budget, 0
        free_slowly(self.seen)
        if self.dead_leaves is not None:
            free_slowly(self.dead_leaves)
        self.line, self.stack = [], []
        self.last_move = None
        try:
            won = self._search()
        except _Budget:
            return Verdict.UNDECIDED, [], self.nodes
        return (Verdict.WIN, list(self.line), self.nodes) if won else (Verdict.LOSS, [], self.nodes)

    def _search(self) -> bool:
        """Depth-first, with an explicit stack: lines can run to thousands of moves."""
        entered = self._enter()
        if entered is not None:
            return entered
        while self.stack:
            forced, moves, tried = self.stack[-1]
            if tried < len(moves):
                self.stack[-1] = (forced, moves, tried + 1)
                move = moves[tried]
                self._do(*move)
                self.line.append(move)
                self.last_move = move
                entered = self._enter()
                if entered is True:
                    return True
                if entered is False:
                    self.line.pop()
                    self._undo_one(*move)
                continue
            self.stack.pop()
            self._undo(forced)
            if self.stack:
                _, parent_moves, parent_tried = self.stack[-1]
                self.line.pop()
                self._undo_one(*parent_moves[parent_tried - 1])
        return False

    def _enter(self) -> bool | None:
        """Arrive at a position: True if won, False if known or dead, None when pushed to explore."""
        self.nodes += 1
        if self.nodes > self.budget:
            raise _Budget
        if self.should_stop is not None and not self.nodes % ASK_EVERY and self.should_stop():
            self.stopped = True
            raise _Budget
        forced = self._play_safe_moves()
        if forced:
            # cards sent home may have uncovered new places for the card just moved to go
            self.last_move = None
        if self.home_count == self.total:
            return True
        key = self._key()
        if key in self.seen:
            self._undo(forced)
            return False
        if self._dead_end():
            if self.dead_leaves is not None:
                self.dead_leaves.add(key)
            self._undo(forced)
            return False
        self.seen.add(key)
        self.stack.append((forced, self._moves(), 0))
        return None

    def _moves(self) -> list[tuple[int, int, bool]]:
        """The moves worth trying here, the most promising first.

        Foundation moves come first. Tableau moves are ordered by whether they
        free a card buried under a higher one without burying another, and
        by how soon the card they uncover is wanted at home. Two kinds of move
        are left out because another move always does as well:

        * a lone card moved onto another pile: the pile it leaves stays empty
          for good, and the card was as reachable before, while the card it
          now covers was reachable and is not;
        * the card just moved, moved again: going straight to its new place
          from where it was is also a move here, and gives the same position.
          Not after cards went home on their own, though: they may have
          uncovered a place the card could not have reached before.
        """
        piles = self.piles
        tops_by_rank: dict[int, list[int]] = {}
        for index, pile in enumerate(piles):
            if pile:
                tops_by_rank.setdefault(pile[-1] >> 1, []).append(index)
        just_moved = self.last_move[1] if self.last_move and not self.last_move[2] else -1
        want = self._wanted_ranks()
        found: list[tuple[int, int, bool]] = []
        ranked: list[tuple[float, tuple[int, int, bool]]] = []
        for index, pile in enumerate(piles):
            if not pile:
                continue
            code = pile[-1]
            home = self._home_for(code)
            if home is not None:
                found.append((index, home, True))
            if len(pile) == 1 or index == just_moved:
                continue
            rank = code >> 1
            targets = tops_by_rank.get(rank + 1, ())
            if not targets:
                continue
            below = pile[-2]
            blocking_here = min(pile[:-1]) >> 1 < rank
            uncovers = want[below] if (below >> 1) != rank + 1 else 20
            for target in targets:
                if target == index:
                    continue
                blocking_there = min(piles[target]) >> 1 < rank
                score = float((blocking_there - blocking_here) * 40 + uncovers + want[piles[target][-1]])
                if self.rng is not None:
                    score += self.rng.random() * SHAKE
                ranked.append((score, (index, target, False)))
        ranked.sort(key=lambda pair: pair[0])
        return found + [move for _, move in ranked]

    def _wanted_ranks(self) -> list[int]:
        """For each card code, how many foundation steps away from going home it is (lower: sooner)."""
        want = [30] * (2 * self.ranks + 4)
        heights: dict[int, list[int]] = {0: [], 1: []}  # by Ace colour (1: red)
        for top in self.homes:
            if top:
                rank = top >> 1
                heights[(top & 1) if rank & 1 else 1 - (top & 1)].append(rank)
        for ace_red in (0, 1):
            height = min(heights[ace_red]) if len(heights[ace_red]) == 2 else 0
            for rank in range(1, self.ranks + 1):
                red = ace_red if rank & 1 else 1 - ace_red
                want[rank * 2 + red] = max(0, rank - height - 1)
        return want

    def _home_for(self, code: Code) -> int | None:
        return home_among(self.homes, code)

    def _play_safe_moves(self) -> list[tuple[int, int]]:
        """Send home every safe top card (``ScotchState.safe_home_move``); return them to undo."""
        done: list[tuple[int, int]] = []
        changed = True
        while changed:
            changed = False
            for index, pile in enumerate(self.piles):
                if not pile:
                    continue
                if not safe_on_top(pile[-1], self.left_of_rank):
                    continue
                home = self._home_for(pile[-1])
                if home is not None:
                    self._do(index, home, True)
                    self.line.append((index, home, True))
                    done.append((index, home))
                    changed = True
        return done

    def _undo(self, forced: list[tuple[int, int]]) -> None:
        for index, home in reversed(forced):
            self.line.pop()
            self._undo_one(index, home, True)

    def _do(self, source: int, target: int, home: bool) -> None:
        code = self.piles[source].pop()
        if home:
            self.homes[target] = code
            self.left_of_rank[code >> 1] -= 1
            self.home_count += 1
        else:
            self.piles[target].append(code)

    def _undo_one(self, source: int, target: int, home: bool) -> None:
        if home:
            code = self.homes[target]
            self.homes[target] = below(code)
            self.left_of_rank[code >> 1] += 1
            self.home_count -= 1
        else:
            code = self.piles[target].pop()
        self.piles[source].append(code)

    # --- the dead-end test ------------------------------------------------------------------

    def _dead_end(self) -> bool:
        """True when even the relaxed game (``scotch_relaxed_game``) cannot bring every card home.

        With the places remembered, that proves the position lost; the quick
        test of the hunt forgets them and proves nothing. Too many choices to
        settle answer False: not proven dead, so the search goes on.
        """
        return self.relaxed.lost(self.piles, home_counts(self.homes, self.ranks))


def hunt_most() -> int:
    """The most positions and states ``_hunt`` spends: its restarts with the quick test, and find_win's
    short runs, plain and pruned (read when asked, so a test that changes one of them is heard)."""
    return HUNT_BUDGET + FIND_WIN_QUICK_BUDGET + FIND_WIN_PRUNED_FIRST_RUNS * FIND_WIN_PRUNED_RUN


def home_among(tops: list[Code], code: Code) -> int | None:
    """The first foundation (by its top card, 0 when empty) that takes ``code``, or None."""
    rank, red = code >> 1, code & 1
    for index, top in enumerate(tops):
        if rank == 1 and top == 0:
            return index
        if top and (top >> 1) == rank - 1 and (top & 1) != red:
            return index
    return None


def safe_on_top(code: Code, left_of_rank: list[int]) -> bool:
    """``ScotchState.safe_home_move``'s rule on this encoding: an Ace, or a card with every card one
    rank lower home (``left_of_rank`` counts the cards of each rank not yet home)."""
    rank = code >> 1
    return rank == 1 or not left_of_rank[rank - 1]


def table_moves(state: ScotchState, line: Sequence[tuple[int, int, bool]]) -> tuple[MoveCards, ...]:
    """The solver's moves (pile, target pile or foundation, to a foundation) as the table's moves."""
    tableau, homes = state.tableau_ids, state.foundation_ids
    return tuple(
        MoveCards(0, tableau[source], homes[target] if home else tableau[target])
        for source, target, home in line
    )


def solve(
    state: ScotchState,
    budget: int = 5_000_000,
    time_limit: float | None = None,
    should_stop: Callable[[], bool] | None = None,
    certificate: bool = False,
) -> Solution:
    """Decide ``state``: a winning line of ``MoveCards``, a proven loss, or undecided.

    The search stops, answering ``UNDECIDED``, after ``budget`` positions, after
    ``time_limit`` seconds, or as soon as ``should_stop()`` says so (it is asked
    every ``ASK_EVERY`` positions, so a thread can be told to give up). With
    ``certificate``, a loss comes with its ``LossCertificate``.
    """
    started = time.perf_counter()
    solver = ScotchSolver.from_state(state)
    root = ([list(pile) for pile in solver.piles], list(solver.homes))
    if certificate:
        solver.dead_leaves = set()
    if time_limit is not None or should_stop is not None:
        deadline = started + time_limit if time_limit is not None else None

        def stop() -> bool:
            if deadline is not None and time.perf_counter() > deadline:
                return True
            return should_stop is not None and should_stop()

        solver.should_stop = stop
    verdict, line, nodes = solver.solve(budget)
    moves = table_moves(state, line)
    proof = solver.loss_certificate(*root) if certificate and verdict is Verdict.LOSS else None
    reason = solver.loss_reason() if verdict is Verdict.LOSS else ""
    solver.release()
    return Solution(verdict, moves, nodes, time.perf_counter() - started, proof, reason)
