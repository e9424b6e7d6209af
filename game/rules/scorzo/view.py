"""What one Scorzo seat may know, in one value a bot or the table can read.

Beyond the piles (own hand, the face-up discard pile, the size of the draw
pile and of the other hands) a player at a real table knows the public
story of the round: who took which card from the discard pile, who called
SCORZO, and the scores so far.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.protocol import View
from game.rules.scorzo.cards import ScorzoCard


@dataclass(frozen=True)
class ScorzoView(View):
    phase: str = ""
    round_number: int = 0
    hand_size: int = 0
    dealer: int | None = None
    turn: int | None = None
    caller: int | None = None
    playing: tuple[int, ...] = ()
    hand: tuple[ScorzoCard, ...] = ()
    discard_top: ScorzoCard | None = None
    # Cards taken from the discard pile this round, in order: (seat, card).
    taken_from_discard: tuple[tuple[int, ScorzoCard], ...] = ()
    totals: tuple[int, ...] = ()
