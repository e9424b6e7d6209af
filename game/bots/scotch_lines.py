"""Find a line of play through a Scotch deal that reaches its end.

A depth-first search over a compact copy of the position (tuples of ranks and
colours, not ``GameState`` objects), with a transposition set keyed on the
position with piles and foundations sorted (their order does not matter).
Foundation moves are tried first. It returns a winning line when one is found
within the node budget, else the first line that ends with no legal move:
either way a line whose last position ``is_over``. It is the seed of the
exact solver of issue 3; here it feeds the demo player and the smoke test.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.moves import MoveCards
from game.rules.scotch import FOUNDATIONS, TABLEAU, ScotchState

Card = tuple[int, int]  # (rank, 1 for red else 0)


@dataclass(frozen=True)
class Line:
    moves: tuple[MoveCards, ...]
    won: bool
    nodes: int


def find_line(state: ScotchState, budget: int = 200_000) -> Line | None:
    """A line from ``state`` to a won or dead position, or None within the budget."""
    tableau = [[(c.rank, int(c.colour.value == "red")) for c in state.piles[p].cards] for p in TABLEAU]
    foundations: list[Card | None] = [
        (state.piles[f].top.rank, int(state.piles[f].top.colour.value == "red"))
        if state.piles[f].top
        else None
        for f in FOUNDATIONS
    ]
    path: list[MoveCards] = []
    seen: set[tuple[object, ...]] = set()
    dead_end: list[MoveCards] | None = None
    nodes = 0

    def key() -> tuple[object, ...]:
        return (tuple(sorted(tuple(p) for p in tableau)), tuple(sorted(f or (0, 0) for f in foundations)))

    def moves() -> list[tuple[int, str, int]]:
        found: list[tuple[int, str, int]] = []
        for i, pile in enumerate(tableau):
            if not pile:
                continue
            rank, red = pile[-1]
            empty_done = False
            for f, top in enumerate(foundations):
                if top is None and rank == 1 and not empty_done:
                    found.append((i, "f", f))
                    empty_done = True
                elif top is not None and top[0] == rank - 1 and top[1] != red:
                    found.append((i, "f", f))
            for j, other in enumerate(tableau):
                if j != i and other and other[-1][0] == rank + 1:
                    found.append((i, "t", j))
        return found

    def search() -> bool:
        nonlocal nodes, dead_end
        nodes += 1
        if all(not p for p in tableau):
            return True
        if nodes > budget:
            return False
        here = key()
        if here in seen:
            return False
        seen.add(here)
        options = moves()
        if not options and dead_end is None:
            dead_end = list(path)
        for source, kind, target in options:
            card = tableau[source].pop()
            if kind == "f":
                previous = foundations[target]
                foundations[target] = card
                path.append(MoveCards(0, TABLEAU[source], FOUNDATIONS[target]))
            else:
                tableau[target].append(card)
                path.append(MoveCards(0, TABLEAU[source], TABLEAU[target]))
            if search():
                return True
            path.pop()
            if kind == "f":
                foundations[target] = previous
            else:
                tableau[target].pop()
            tableau[source].append(card)
        return False

    import sys

    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 10_000))
    try:
        won = search()
    finally:
        sys.setrecursionlimit(limit)
    if won:
        return Line(tuple(path), True, nodes)
    if dead_end is not None:
        return Line(tuple(dead_end), False, nodes)
    return None
