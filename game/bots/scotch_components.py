"""The component game: Scotch searched by groups of positions that reach each other.

Research for issue 25; the solver does not use it yet (docs/scotch-solver.md,
"Components"). ``benchmarks/scotch_components.py`` measures it on the
undecided deals, and a test holds it to a brute force on small decks.

Why: on the undecided deals the solver spends nearly all its time moving
*floating* cards (a card on one rank higher) from one host to another. Such a
move can be undone at once, so the positions that differ only in where the
floating cards lie fall into groups that reach each other: *components*. A
lost position of deal 34 with 22 cards home, 75,867 positions to the solver,
is 6,825 components here.

The shape of a component, with ``spare[r]`` the hosts of rank ``r + 1`` (base
tops and floating cards) less the floating cards of rank ``r``:

* a pile's *base* is the pile without its top run of floating cards;
* a floating card whose rank has no spare host can never move but home, and
  neither can every card beneath it in its run: these are *pinned*, and a
  pile's base with its pinned cards is its *fixed part*;
* every other floating card is *free*: the free cards can be put on the free
  hosts in any order (each rank keeps a spare host to shuffle through).

So a component is named by its fixed parts and the home counts, and the free
cards are the cards left over. Moving between components: a card goes home
(a free one, or a fixed part's top, which can always be uncovered), or a
base's top card floats onto a spare host. When such a move leaves a free
card on a rank without a spare host, where the free cards lay decides which
component follows: then every way the pinned chains of free cards can lie is
tried (``_exits_by_chains``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

from game.bots.scotch_relaxed_game import RelaxedGame, below

Code = int  # rank * 2 + (1 if red else 0)
Pile = tuple[Code, ...]
Component = tuple[tuple[Pile, ...], tuple[int, ...]]  # fixed parts sorted, home counts by code


class OutOfBudget(Exception):
    """The component search met its budget."""


def base_length(pile: Sequence[Code]) -> int:
    """How many cards of the pile are its base: all but the top run of cards on one rank higher."""
    length = len(pile)
    while length > 1 and (pile[length - 2] >> 1) == (pile[length - 1] >> 1) + 1:
        length -= 1
    return length


class ComponentGame:
    """Depth-first search over components; exact, so a lost root is a lost position."""

    def __init__(self, ranks: int = 13, relaxed_test: bool = True) -> None:
        self.ranks = ranks
        self.codes = range(2, 2 * ranks + 2)
        self.below = [below(code) if code in self.codes else 0 for code in range(2 * ranks + 4)]
        self.relaxed_test = relaxed_test
        self._relaxed = RelaxedGame(ranks)
        self.seen: set[Component] = set()
        self.nodes = 0

    # --- deciding -----------------------------------------------------------------------------

    def decide(
        self,
        piles: Sequence[Sequence[Code]],
        home: Sequence[int],
        should_stop: Callable[[], bool] | None = None,
    ) -> bool:
        """True if the position can be won, False if it is lost; ``OutOfBudget`` when stopped."""
        no_free = [0] * (2 * self.ranks + 4)
        settled, home_now, _ = self._after_safe_moves([tuple(p) for p in piles if p], list(home), no_free)
        root = self.normal_form([p for p in settled if p], home_now)
        stack, self.seen, self.nodes = [root], {root}, 0
        while stack:
            fixed, home_now = stack.pop()
            self.nodes += 1
            if should_stop is not None and should_stop():
                raise OutOfBudget
            if not fixed:
                return True
            if self.relaxed_test and self.relaxed_dead(fixed, home_now):
                continue
            for after in self.exits(fixed, home_now):
                if not after[0]:
                    return True
                if after not in self.seen:
                    self.seen.add(after)
                    stack.append(after)
        return False

    # --- counting and the normal form ------------------------------------------------------------

    def spare_hosts(self, fixed: Sequence[Pile], free: Sequence[int]) -> tuple[list[int], list[int]]:
        """``spare[r]`` for every rank, and the free cards of each rank."""
        floating = [0] * (self.ranks + 3)
        base_tops = [0] * (self.ranks + 3)
        for pile in fixed:
            length = base_length(pile)
            base_tops[pile[length - 1] >> 1] += 1
            for code in pile[length:]:
                floating[code >> 1] += 1
        free_of_rank = [0] * (self.ranks + 3)
        for code in self.codes:
            free_of_rank[code >> 1] += free[code]
        for rank in range(self.ranks + 3):
            floating[rank] += free_of_rank[rank]
        spare = [base_tops[r + 1] + floating[r + 1] - floating[r] for r in range(self.ranks + 2)]
        return spare, free_of_rank

    def normal_form(self, piles: Sequence[Sequence[Code]], home: Sequence[int]) -> Component:
        """The component of a real position: each pile cut above its topmost pinned card."""
        no_free = [0] * (2 * self.ranks + 4)
        spare, _ = self.spare_hosts([tuple(p) for p in piles], no_free)
        return tuple(sorted(self._cut(pile, spare) for pile in piles)), tuple(home)

    @staticmethod
    def _cut(pile: Sequence[Code], spare: Sequence[int]) -> Pile:
        length = base_length(pile)
        top = length
        for index in range(length, len(pile)):
            if spare[pile[index] >> 1] == 0:
                top = index + 1
        return tuple(pile[:top])

    def free_cards(self, fixed: Sequence[Pile], home: Sequence[int]) -> list[int]:
        """How many free cards of each code: every card neither home nor in a fixed part."""
        free = [0] * (2 * self.ranks + 4)
        for code in self.codes:
            free[code] = 2 - home[code]
        for pile in fixed:
            for code in pile:
                free[code] -= 1
        return free

    # --- moving between components -------------------------------------------------------------

    def exits(self, fixed: tuple[Pile, ...], home: tuple[int, ...]) -> set[Component]:
        """Every component one move away (safe moves played after it), and no other.

        A lone card is never floated onto another pile: in its own pile it
        can do all it could do there (the solver leaves that move out too).
        """
        free = self.free_cards(fixed, home)
        spare, _ = self.spare_hosts(fixed, free)
        found: set[Component] = set()

        def follow(
            fixed_after: Sequence[Pile],
            home_after: list[int],
            free_after: list[int],
            bare_pile: int | None = None,
            on_top: Code | None = None,
        ) -> None:
            settled = self._settle(fixed_after, list(home_after), list(free_after))
            if settled is not None:
                found.add(settled)
            else:  # where the free cards lay decides what follows
                found.update(self._exits_by_chains(fixed_after, home_after, free_after, bare_pile, on_top))

        for code in self.codes:
            if free[code] and home[code] < home[self.below[code]]:
                less = list(free)
                less[code] -= 1
                more = list(home)
                more[code] += 1
                follow(fixed, more, less)
        for index, pile in enumerate(fixed):
            code, rank = pile[-1], pile[-1] >> 1
            rest = (*fixed[:index], pile[:-1], *fixed[index + 1 :])
            if home[code] < home[self.below[code]]:
                more = list(home)
                more[code] += 1
                follow(rest, more, list(free), bare_pile=index)
            if len(pile) > 1 and base_length(pile) == len(pile) and rank < self.ranks and spare[rank] >= 1:
                floated = list(free)
                floated[code] += 1
                follow(rest, list(home), floated, bare_pile=index, on_top=code)
        return found

    def _settle(self, fixed: Sequence[Pile], home: list[int], free: list[int]) -> Component | None:
        """Safe moves, then the normal form; None if a free card's rank has no spare host left."""
        piles, home, free = self._after_safe_moves(fixed, home, free)
        kept = [tuple(p) for p in piles if p]
        spare, free_of_rank = self.spare_hosts(kept, free)
        if any(free_of_rank[rank] and not spare[rank] for rank in range(1, self.ranks + 1)):
            return None
        return tuple(sorted(self._cut(pile, spare) for pile in kept)), tuple(home)

    def _after_safe_moves(
        self, fixed: Sequence[Pile], home: list[int], free: list[int]
    ) -> tuple[list[list[Code]], list[int], list[int]]:
        """Every safe card home (a free one, or a fixed part's top); emptied piles stay, as []."""
        piles = [list(p) for p in fixed]
        left = [0] * (self.ranks + 3)
        for code in self.codes:
            left[code >> 1] += 2 - home[code]
        changed = True
        while changed:
            changed = False
            for code in self.codes:
                rank = code >> 1
                while (
                    free[code] and (rank == 1 or not left[rank - 1]) and home[code] < home[self.below[code]]
                ):
                    free[code] -= 1
                    home[code] += 1
                    left[rank] -= 1
                    changed = True
            for pile in piles:
                while pile:
                    code, rank = pile[-1], pile[-1] >> 1
                    if not ((rank == 1 or not left[rank - 1]) and home[code] < home[self.below[code]]):
                        break
                    pile.pop()
                    home[code] += 1
                    left[rank] -= 1
                    changed = True
        return piles, home, free

    def _exits_by_chains(
        self,
        fixed: Sequence[Pile],
        home: list[int],
        free: list[int],
        bare_pile: int | None = None,
        on_top: Code | None = None,
    ) -> set[Component]:
        """The components a move can lead to when it leaves free cards on a rank with no spare host.

        ``fixed``, ``home`` and ``free`` are as the move left them; the move
        also left nothing on pile ``bare_pile`` (the one it took a card off)
        and, for a float, a card ``on_top`` with nothing on it. Every free
        card of a rank with no spare host is pinned where it lies, with the
        cards beneath it; so the component that follows is named by the
        *chain* of free cards on each fixed part up to its last such card.
        Every way to build those chains is tried whose other free cards can
        still be placed (each rank's cards fit on the hosts one rank higher).

        The chains lie where the move left the cards, before the safe moves
        that follow it. A pile whose top a safe move sent home had only cards
        on it that went home too: it holds no chain, and only those cards
        can have lain on it. A free card that a safe move sent home needed a
        host all the same, and could lie only under cards that went home.
        """
        before = [tuple(p) for p in fixed]
        piles, home, left = self._after_safe_moves(fixed, list(home), list(free))
        spare, free_of_rank = self.spare_hosts([tuple(p) for p in piles if p], left)
        tight = [bool(free_of_rank[r]) and spare[r] == 0 for r in range(self.ranks + 2)]
        emptied = {i for i, pile in enumerate(piles) if tuple(pile) != before[i] and i != bare_pile}
        gone_home = [free[code] - left[code] for code in range(len(free))]  # childless, yet placed
        if on_top is not None and not left[on_top]:
            on_top = None  # it went home at once
        to_pin = sum(free_of_rank[r] for r in range(self.ranks + 2) if tight[r])
        found: set[Component] = set()
        chains: list[list[Code]] = [[] for _ in piles]

        def fits() -> bool:
            tops = [0] * (self.ranks + 3)  # hosts for the cards that stay
            tops_emptied = [0] * (self.ranks + 3)  # hosts only for cards that went home
            ends_on_top = []
            for index, pile in enumerate(piles):
                if index == bare_pile:
                    continue
                if index in emptied:
                    if before[index]:
                        tops_emptied[before[index][-1] >> 1] += 1
                    continue
                top = chains[index][-1] if chains[index] else (pile[-1] if pile else None)
                if top is None:
                    continue
                tops[top >> 1] += 1
                if chains[index] and top == on_top:
                    ends_on_top.append(top)
            options = [0]  # how many hosts of on_top's rank to leave bare, one way or another
            if on_top is not None:
                options = [1] if (left[on_top] or ends_on_top) else []
            for bare_hosts in options:
                ok = True
                for rank in range(self.ranks, 0, -1):
                    higher = (2 * rank + 2, 2 * rank + 3)
                    hosts = tops[rank + 1] + sum(left[c] for c in higher)
                    if on_top is not None and (on_top >> 1) == rank + 1:
                        hosts -= bare_hosts
                    staying = left[2 * rank] + left[2 * rank + 1]
                    going = gone_home[2 * rank] + gone_home[2 * rank + 1]
                    more_hosts = tops_emptied[rank + 1] + sum(gone_home[c] for c in higher)
                    if staying > hosts or staying + going > hosts + more_hosts:
                        ok = False
                        break
                if ok:
                    return True
            return False

        def name() -> Component:
            named = []
            for index, pile in enumerate(piles):
                if chains[index]:
                    named.append((*pile, *chains[index]))
                elif pile:
                    named.append(self._cut(pile, spare))
            return tuple(sorted(named)), tuple(home)

        def chain_on(index: int, pinned: int) -> None:
            if pinned == to_pin:
                if fits():
                    found.add(name())
                return
            if index == len(piles):
                return
            chain_on(index + 1, pinned)  # no chain on this pile
            pile = piles[index]
            if not pile or index in emptied or index == bare_pile:
                return
            grow(index, pile[-1] >> 1, pinned)

        def grow(index: int, host_rank: int, pinned: int) -> None:
            rank = host_rank - 1
            if rank < 1:
                return
            for code in (2 * rank, 2 * rank + 1):
                if not left[code]:
                    continue
                left[code] -= 1
                chains[index].append(code)
                now = pinned + (1 if tight[rank] else 0)
                if tight[rank]:
                    chain_on(index + 1, now)  # the chain ends at this pinned card
                grow(index, rank, now)  # or goes on down
                chains[index].pop()
                left[code] += 1

        chain_on(0, 0)
        return found

    def placements(self, fixed: Sequence[Pile], free: Sequence[int]) -> Iterator[list[list[Code]]]:
        """Every real arrangement of a component: free cards on hosts one rank higher, highest first.

        The search never builds them (that is its point); a loss certificate
        for the independent checker will list them, and the tests look at them.
        """
        cards = [code for code in range(len(free) - 1, 1, -1) for _ in range(free[code])]
        holder: dict[tuple[str, int], int] = {}  # host ("fixed", pile) or ("free", card) -> card on it
        chosen = [0] * len(cards)

        def build() -> list[list[Code]]:
            piles = [list(p) for p in fixed]
            for index, pile in enumerate(piles):
                host = ("fixed", index)
                while host in holder:
                    card = holder[host]
                    pile.append(cards[card])
                    host = ("free", card)
            return piles

        def place(card: int) -> Iterator[list[list[Code]]]:
            if card == len(cards):
                yield build()
                return
            code = cards[card]
            rank = code >> 1
            hosts = [("fixed", i) for i, p in enumerate(fixed) if (p[-1] >> 1) == rank + 1]
            hosts += [("free", i) for i in range(card) if (cards[i] >> 1) == rank + 1]
            # equal cards go on hosts in order, so that no arrangement is made twice
            lowest = chosen[card - 1] if card and cards[card - 1] == code else 0
            for number, host in enumerate(hosts):
                if number < lowest or host in holder:
                    continue
                holder[host] = card
                chosen[card] = number
                try:  # the host is freed even when the caller stops early (GeneratorExit)
                    yield from place(card + 1)
                finally:
                    del holder[host]

        yield from place(0)

    # --- the dead-end test ---------------------------------------------------------------------------

    def relaxed_dead(self, fixed: Sequence[Pile], home: Sequence[int]) -> bool:
        """The solver's relaxed game on the fixed parts, the free cards already lifted: lost for every
        arrangement of the component when it is lost for this one, which allows more than any."""
        return self._relaxed.lost(fixed, home, self.free_cards(fixed, home))
