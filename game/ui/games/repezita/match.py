"""A Repezita game at one screen: the shared race match with Repezita's bots (issue 7).

Everyone plays through one ``RaceTable``, so a person's card can be "beaten by" a bot's
or another person's. A move names the centre top its player saw (``PlayCard.onto``) and
is judged on the position seen then: the frame's start for keys and pads, the moment the
pointer went down for the mouse.
"""

from __future__ import annotations

import random

from game.bots.race_driver import RaceBot
from game.bots.repezita_bot import RepezitaBot
from game.core.seats import SeatPlan
from game.realtime.race_table import Outcome
from game.rules.repezita import PlayCard, RepezitaState
from game.ui.race.match import RaceMatch


class RepezitaMatch(RaceMatch):
    """The table, the seats and their bots for one game of Repezita."""

    game_id = "repezita"
    state: RepezitaState

    def new_bot(self, seat: int, plan: SeatPlan, rng: random.Random) -> RaceBot:
        return RepezitaBot(seat, plan.level, rng)

    def play(self, seat: int, code: str, onto: str | None, seen: int | None) -> Outcome:
        """A person plays a card (its save code) onto the top they saw, judged on position ``seen``."""
        return self.attempt(PlayCard(seat, code, onto), seen)

    def name(self, seat: int) -> str:
        """A seat and who plays it, as notes and the finishing order say it: "Seat 2 (hard)"."""
        return f"{self.seats[seat].name} ({self.player(seat)})"
