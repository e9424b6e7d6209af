"""Fast Scotch players on the solver's compact encoding, to measure how hard a deal is to play.

Two players, both far weaker than the solver and both blind to it:

* the **sensible random player** plays the solver's safe moves home at once
  (as a player's auto-move would), never makes a pointless move (a lone card
  onto another pile; the card just moved, moved again) and otherwise picks
  uniformly among the moves left. The share of its playouts that win a deal
  is the rating's main measure (game/bots/scotch_difficulty.py).
* the **greedy player** is deterministic: it sends a card home whenever it
  can and otherwise makes the tableau move that uncovers the card the
  foundations want soonest. It never looks ahead and never backtracks. It
  rates nothing; it checks that the ratings order real play.

Cards are ``rank * 2 + red`` as in game/bots/scotch_solver.py; piles are lists
bottom to top; a foundation is the code of its top card, 0 when empty.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.bots.scotch_solver import encode, home_among, safe_on_top
from game.core import registry
from game.rules.scotch import ScotchState

Code = int
MOVE_CAP = 400  # moves a playout may make before it counts as lost (a wandering card can cycle)


def deal_codes(number: int) -> list[list[Code]]:
    """The tableau of deal ``number``, encoded: the same deal the app deals for that number."""
    state = registry.get("scotch").new_game(seats=1, seed=number)
    assert isinstance(state, ScotchState)
    return [[encode(card) for card in state.piles[p].cards] for p in state.tableau_ids]


class Table:
    """A position being played: piles, foundation tops, and how many cards of each rank are out."""

    __slots__ = ("home_count", "homes", "left_of_rank", "piles", "total")

    def __init__(self, tableau: Sequence[Sequence[Code]]) -> None:
        self.piles = [list(p) for p in tableau]
        self.homes = [0, 0, 0, 0]
        self.left_of_rank = [0] * 16
        for pile in self.piles:
            for code in pile:
                self.left_of_rank[code >> 1] += 1
        self.home_count = 0
        self.total = sum(len(p) for p in self.piles)

    def send_home(self, pile: int, home: int) -> None:
        code = self.piles[pile].pop()
        self.homes[home] = code
        self.left_of_rank[code >> 1] -= 1
        self.home_count += 1

    def play_safe_moves(self) -> None:
        """Send home every top card no tableau card could be built on (the solver's safe rule)."""
        changed = True
        while changed:
            changed = False
            for index, pile in enumerate(self.piles):
                if not pile:
                    continue
                if not safe_on_top(pile[-1], self.left_of_rank):
                    continue
                home = home_among(self.homes, pile[-1])
                if home is not None:
                    self.send_home(index, home)
                    changed = True

    def moves(self, just_moved: int) -> list[tuple[int, int, bool]]:
        """Every sensible move: (source pile, target pile or foundation, to a foundation)."""
        piles = self.piles
        tops: dict[int, list[int]] = {}
        for index, pile in enumerate(piles):
            if pile:
                tops.setdefault(pile[-1] >> 1, []).append(index)
        found: list[tuple[int, int, bool]] = []
        for index, pile in enumerate(piles):
            if not pile:
                continue
            code = pile[-1]
            home = home_among(self.homes, code)
            if home is not None:
                found.append((index, home, True))
            if len(pile) == 1 or index == just_moved:
                continue
            for target in tops.get((code >> 1) + 1, ()):
                if target != index:
                    found.append((index, target, False))
        return found

    def play(self, source: int, target: int, home: bool) -> None:
        if home:
            self.send_home(source, target)
        else:
            self.piles[target].append(self.piles[source].pop())

    @property
    def won(self) -> bool:
        return self.home_count == self.total


def random_playout(tableau: Sequence[Sequence[Code]], rng: random.Random) -> bool:
    """One game by the sensible random player: True if it brings every card home."""
    table = Table(tableau)
    just_moved = -1
    for _ in range(MOVE_CAP):
        table.play_safe_moves()
        if table.won:
            return True
        moves = table.moves(just_moved)
        if not moves:
            return False
        source, target, home = moves[rng.randrange(len(moves))]
        table.play(source, target, home)
        just_moved = -1 if home else target
    return False


def random_wins(tableau: Sequence[Sequence[Code]], playouts: int, seed: int) -> int:
    """How many of ``playouts`` games of the sensible random player win, from a seeded generator."""
    rng = random.Random(seed)
    return sum(random_playout(tableau, rng) for _ in range(playouts))


def _wanted(homes: Sequence[Code]) -> list[int]:
    """For each code, how many foundation steps it is from going home (lower: wanted sooner)."""
    want = [40] * 32
    for code in range(2, 28):
        rank, red = code >> 1, code & 1
        best = 40
        for top in homes:
            if top == 0:
                steps = rank - 1
            else:
                top_rank = top >> 1
                # the foundation takes colours alternately: the card fits if its colour matches the parity
                fits = ((top & 1) != red) == ((rank - top_rank) % 2 == 1)
                steps = rank - top_rank - 1 if rank > top_rank and fits else 40
            best = min(best, steps)
        want[code] = best
    return want


def greedy_game(tableau: Sequence[Sequence[Code]]) -> bool:
    """One game by the greedy player: True if it brings every card home."""
    table = Table(tableau)
    seen: set[tuple[tuple[tuple[Code, ...], ...], tuple[Code, ...]]] = set()
    just_moved = -1
    for _ in range(MOVE_CAP):
        table.play_safe_moves()
        if table.won:
            return True
        moves = table.moves(just_moved)
        home_moves = [m for m in moves if m[2]]
        if home_moves:
            move = home_moves[0]
        else:
            want = _wanted(table.homes)
            best: tuple[int, tuple[int, int, bool]] | None = None
            for source, target, home in moves:
                table.play(source, target, home)
                key = (tuple(tuple(p) for p in table.piles), tuple(table.homes))
                table.piles[source].append(table.piles[target].pop())
                if key in seen:
                    continue
                pile = table.piles[source]
                score = want[pile[-2]] if len(pile) >= 2 else 40
                if best is None or score < best[0]:
                    best = (score, (source, target, home))
            if best is None:
                return False
            move = best[1]
        table.play(*move)
        seen.add((tuple(tuple(p) for p in table.piles), tuple(table.homes)))
        just_moved = -1 if move[2] else move[1]
    return False
