"""Scrooge bots at three levels: how fast they react, what they notice, which move they prefer.

A bot plays one seat through the same moves a person makes, handed to the race
table after its reaction time (``race_driver``), and chooses from what that seat
sees (``scrooge_sight``). The levels differ as people do:

- reaction time: the easy bot takes about 1.3 s a move, the medium 0.85 s, the hard
  0.5 s, each drawn afresh per move (``Reflexes``);
- attention: the easy bot misses a pile now and then, the centre more than its own;
  the hard bot sees everything;
- choices: the easy bot sometimes takes any move it sees, and rebuilds its work row
  to free a space only on such a whim (so a race waiting on that space, which the
  stuck rule counts as a play, still ends); the medium bot calls "Scrooge!" the
  moment it can; the hard bot first plays on to the foundations while every rival still holds
  ``RIVAL_MARGIN`` or more Scrooge cards (the seed's "timing matters").
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.bots.reflexes import Reflexes
from game.bots.scrooge_sight import MoveKind, SeenMove, foundation_ids, seen_moves
from game.core.bot_levels import Level
from game.core.moves import Move
from game.core.protocol import View
from game.rules.scrooge.places import Place

RIVAL_MARGIN = 3  # the hard bot holds its call while every rival has at least this many Scrooge cards

EAGER = (
    MoveKind.CALL,
    MoveKind.SCROOGE_TO_FOUNDATION,
    MoveKind.WORK_TO_FOUNDATION_FREEING,
    MoveKind.SCROOGE_TO_WORK,
    MoveKind.WORK_TO_FOUNDATION,
    MoveKind.WASTE_TO_FOUNDATION,
    MoveKind.WORK_TO_WORK_FREEING,
    MoveKind.WASTE_TO_WORK,
    MoveKind.TURN_STOCK,
)
NAIVE = (
    MoveKind.CALL,
    MoveKind.SCROOGE_TO_FOUNDATION,
    MoveKind.WASTE_TO_FOUNDATION,
    MoveKind.WORK_TO_FOUNDATION,
    MoveKind.WORK_TO_FOUNDATION_FREEING,
    MoveKind.SCROOGE_TO_WORK,
    MoveKind.WASTE_TO_WORK,
    MoveKind.TURN_STOCK,
    MoveKind.WORK_TO_WORK_FREEING,  # after turning: taken only on a whim, or with nothing left to turn
)
FOUNDATION_KINDS = frozenset(
    {
        MoveKind.SCROOGE_TO_FOUNDATION,
        MoveKind.WORK_TO_FOUNDATION_FREEING,
        MoveKind.WORK_TO_FOUNDATION,
        MoveKind.WASTE_TO_FOUNDATION,
    }
)


@dataclass(frozen=True)
class Temperament:
    """Everything that makes one level play as it does."""

    reflexes: Reflexes
    preferences: tuple[MoveKind, ...]  # best first; kinds left out are never chosen
    whim: float  # the chance of taking any move it sees instead of the preferred one
    holds_call: bool


TEMPERAMENTS = {
    Level.EASY: Temperament(Reflexes(1.3, 0.35, 0.5, {"own": 0.85, "centre": 0.5}), NAIVE, 0.3, False),
    Level.MEDIUM: Temperament(Reflexes(0.85, 0.3, 0.35, {"own": 0.97, "centre": 0.85}), EAGER, 0.05, False),
    Level.HARD: Temperament(Reflexes(0.5, 0.25, 0.25), EAGER, 0.0, True),
}


class ScroogeBot:
    """One seat's bot; ``rng`` (seeded) draws its reaction times, glances and whims."""

    def __init__(self, seat: int, place: Place, level: Level, rng: random.Random) -> None:
        self.seat, self.place, self.level, self.rng = seat, place, level, rng
        self.temperament = TEMPERAMENTS[level]
        self.rank = {kind: index for index, kind in enumerate(self.temperament.preferences)}
        self.foundations: tuple[str, ...] = ()
        self.own_prefix = place.prefix + "."

    def reaction_time(self) -> float:
        return self.temperament.reflexes.reaction_time(self.rng)

    def idle_seconds(self) -> float:
        return self.temperament.reflexes.reaction_time(self.rng)

    def decide(self, view: View) -> Move | None:
        if not self.foundations:
            self.foundations = foundation_ids(view)
        moves = [
            seen
            for seen in seen_moves(view, self.place, self.foundations, self._notices)
            if seen.kind in self.rank
        ]
        if not moves:
            return None
        if self.temperament.whim and self.rng.random() < self.temperament.whim:
            return self.rng.choice(moves).move
        if self.temperament.holds_call and self._may_wait_to_call(view, moves):
            moves = [seen for seen in moves if seen.kind in FOUNDATION_KINDS]
        return min(moves, key=lambda seen: self.rank[seen.kind]).move

    def _notices(self, pile_id: str) -> bool:
        area = "own" if pile_id.startswith(self.own_prefix) else "centre"
        return self.temperament.reflexes.notices(self.rng, area)

    def _may_wait_to_call(self, view: View, moves: list[SeenMove]) -> bool:
        """Play on before calling while foundation plays remain and every rival is well behind."""
        if not any(seen.kind is MoveKind.CALL for seen in moves):
            return False
        if not any(seen.kind in FOUNDATION_KINDS for seen in moves):
            return False
        rivals = [
            len(pile.cards)
            for pile_id, pile in view.piles.items()
            if pile_id.endswith(".scrooge") and pile_id != self.place.scrooge
        ]
        return min(rivals, default=0) >= RIVAL_MARGIN
