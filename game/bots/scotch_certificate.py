"""A loss certificate: the positions a proof that a Scotch position is lost went through.

The solver proves a loss by searching every position reachable from the one
asked about and finding no win. The certificate keeps that search's result in
a plain form, so that a separate, small checker (``scotch_proof_checker``)
can verify it without trusting the solver: every position in a closed set
must have all its successors in the set, or be lost for a reason the checker
can see for itself.

A position is ``(piles, home)``: the non-empty piles, each a tuple of card
codes (``rank * 2 + 1`` for red, ``rank * 2`` for black) from bottom to top,
sorted, so that piles and foundations are interchangeable; and ``home``, how
many cards of each code are on the foundations, with ``home[0] == 2`` (the
"card" below an Ace: two foundations for each Ace colour).

``games`` maps a game to its closed set. Game 2 is Scotch itself. A game
``t`` above 2 is an *abstraction* of it: only Aces and cards of rank ``t`` and
up are in the piles; every other card is taken to go home the moment the
card below it in its foundation's colour order is home. Anything the real
game allows, the abstraction allows too, so an abstraction that is lost
proves the real position lost.

``split`` maps a level ``t`` to the states of the *split game* of that level
(game/bots/scotch_split_game.py: cards of rank ``t`` and up played exactly,
lower cards relaxed) that a search closed: each state is ``(piles, home,
pool, shown)``, with a stuck low card's code plus 64 and ``shown`` the ranks
that have shown as bits. Version 2 added it; version 1 files still read.

``waiting`` holds the lost states of the *waiting game*
(game/bots/scotch_waiting_game.py: only moves home, a card lifted out of
its pile waits on a card one rank higher, and the places to wait are
counted): each state is ``(heights, home, moved)``, how many cards of each
of the root's piles are still in it (``root`` in its order, empty piles
included), the cards home per code, and for each pile the cards still in it
that real play could have moved by then, as bits (bit ``d`` for the card
``d`` from the bottom). Version 3 added the waiting game, version 4 the cards
that could have moved; a version 3 state reads as one where any card could
have, and versions 1 and 2 still read. Version 5 states are version 4's, but
its waiting game asks one rule more (a waiting card's place must have been
on top), so it has fewer moves: a version 4 file checks under it. Version 6
asks one more (what has moved before a card waits when it moves), with fewer
moves again: version 4 and 5 files check under it. Version 7 also asks where
the moved cards sit (a state no real position fits is lost; a card moved in
every one that fits is lifted): it only adds ways for a state to be lost, so
files of every earlier version check under it. Version 8 also asks that a card
that could have moved have a card one rank higher shown to sit on: it marks
no card that version 7 did not, so files of every earlier version check
under it. Version 9 adds a way for a waiting state to be lost: both ways a
card that could have moved can have been, moved or not, are (the checker
works out each way itself, down to the next move home). Its states are
version 8's, and files of every earlier version check under it.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field

Pile = tuple[int, ...]
Position = tuple[tuple[Pile, ...], tuple[int, ...]]
SplitState = tuple[tuple[Pile, ...], tuple[int, ...], tuple[int, ...], int]  # piles, home, pool, shown
# each root pile's height, cards home per code, and each root pile's cards that could have moved, as bits
# (bit d for the card d from the bottom)
WaitingState = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]
REAL_GAME = 2  # the game with every card in the piles
FORMAT = "scotch-loss-certificate"
VERSION = 9
READS = (1, 2, 3, 4, 5, 6, 7, 8, 9)  # versions this code reads


@dataclass(frozen=True)
class LossCertificate:
    """What a loss proof covered; ``root`` is the position it is about, piles as on the table."""

    ranks: int
    root: tuple[Pile, ...]
    root_home: tuple[int, ...]
    games: dict[int, frozenset[Position]] = field(default_factory=dict)
    relaxed_dead: frozenset[Position] = frozenset()  # real-game positions the relaxed game proves lost
    split: dict[int, frozenset[SplitState]] = field(default_factory=dict)  # closed sets of split games
    waiting: frozenset[WaitingState] = frozenset()  # the waiting game's lost states, piles as in root

    def size(self) -> int:
        """Positions in the certificate, leaves, split and waiting states included."""
        closed = sum(len(positions) for positions in self.games.values())
        split = sum(len(states) for states in self.split.values())
        return closed + len(self.relaxed_dead) + split + len(self.waiting)

    def to_json(self) -> str:
        def positions(group: frozenset[Position]) -> list[list[list[int]]]:
            return sorted([[list(card) for card in piles] + [list(home)] for piles, home in group])

        return json.dumps(
            {
                "format": FORMAT,
                "version": VERSION,
                "ranks": self.ranks,
                "root": [list(pile) for pile in self.root],
                "root_home": list(self.root_home),
                "games": {str(game): positions(group) for game, group in sorted(self.games.items())},
                "relaxed_dead": positions(self.relaxed_dead),
                "split": {
                    str(level): sorted(
                        [[list(p) for p in piles], list(home), list(pool), shown]
                        for piles, home, pool, shown in states
                    )
                    for level, states in sorted(self.split.items())
                },
                "waiting": sorted(
                    [list(heights), list(home), list(moved)] for heights, home, moved in self.waiting
                ),
            },
            separators=(",", ":"),
        )

    @classmethod
    def from_json(cls, text: str) -> LossCertificate:
        """Read a certificate; a file that is not one is a clear ``ValueError``."""
        try:
            data = json.loads(text)
        except json.JSONDecodeError as error:
            raise ValueError(f"not a loss certificate: {error}") from None
        if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") not in READS:
            raise ValueError(f"not a loss certificate (format {FORMAT}, version {VERSION})")
        try:

            def positions(rows: list[list[list[int]]]) -> frozenset[Position]:
                return frozenset(
                    (tuple(tuple(int(c) for c in pile) for pile in row[:-1]), tuple(int(h) for h in row[-1]))
                    for row in rows
                )

            def split_states(rows: list[list]) -> frozenset[SplitState]:
                return frozenset(
                    (
                        tuple(tuple(int(c) for c in pile) for pile in piles),
                        tuple(int(h) for h in home),
                        tuple(int(w) for w in pool),
                        int(shown),
                    )
                    for piles, home, pool, shown in rows
                )

            def waiting_states(rows: list) -> frozenset[WaitingState]:
                if not isinstance(rows, list):
                    raise ValueError("its waiting states are not a list")
                states = []
                for row in rows:
                    if len(row) not in (2, 3):
                        raise ValueError(f"a waiting state has {len(row)} parts, not 2 or 3")
                    heights = tuple(int(h) for h in row[0])
                    # a version 3 state has no such bits: any card in it could have moved
                    moved = (
                        tuple(int(m) for m in row[2])
                        if len(row) > 2
                        else tuple((1 << h) - 1 for h in heights)
                    )
                    states.append((heights, tuple(int(h) for h in row[1]), moved))
                return frozenset(states)

            return cls(
                ranks=int(data["ranks"]),
                root=tuple(tuple(int(c) for c in pile) for pile in data["root"]),
                root_home=tuple(int(h) for h in data["root_home"]),
                games={int(game): positions(rows) for game, rows in data["games"].items()},
                relaxed_dead=positions(data["relaxed_dead"]),
                split={int(level): split_states(rows) for level, rows in data.get("split", {}).items()},
                waiting=waiting_states(data.get("waiting", [])),
            )
        except (AttributeError, KeyError, TypeError, ValueError, IndexError, OverflowError) as error:
            raise ValueError(f"not a loss certificate: {error!r}") from None


def home_counts(tops: Sequence[int], ranks: int) -> tuple[int, ...]:
    """How many cards of each code are home, from the foundations' top cards (0 for an empty one)."""
    counts = [0] * (2 * ranks + 4)
    counts[0] = 2
    for top in tops:
        code = top
        while code:
            counts[code] += 1
            rank, red = code >> 1, code & 1
            code = 0 if rank == 1 else (rank - 1) * 2 + (1 - red)
    return tuple(counts)
