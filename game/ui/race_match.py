"""A Scrooge game at one screen: the race table, its bots and the person on the mouse.

The person's moves and the bots' go through one ``RaceTable``, so either can be
"beaten by" the other. Bots play frame by frame on the table's virtual clock,
moved on by the frame time, so they never hold up a frame; between rounds they
rest until someone deals again. Nothing here draws: the scene shows what it says.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from game.bots.race_driver import BotDriver
from game.bots.scrooge_bot import ScroogeBot
from game.commands.players import SeatPlan
from game.core import registry
from game.core.moves import Move
from game.realtime.race_table import Outcome, RaceTable
from game.realtime.seats import Seat
from game.rules.scrooge import ScroogeState
from game.rules.scrooge.moves import NextRound
from game.rules.scrooge.places import FINISHED
from game.rules.scrooge.scoring import RoundScore, score_place


def check_screen_options(options: dict[str, Any]) -> None:
    """Jokers (naming a card) and team play (two people at one place) need input this slice lacks."""
    if options.get("jokers") or options.get("teams"):
        raise ValueError("jokers and team play are not on the screen yet; try them with simulate")


class RaceMatch:
    """The table, the seats and their bots for one game of Scrooge."""

    def __init__(self, plans: Sequence[SeatPlan], seed: int, options: dict[str, Any] | None = None) -> None:
        state = registry.get("scrooge").new_game(seats=len(plans), seed=seed, options=options or {})
        assert isinstance(state, ScroogeState)
        check_screen_options(state.options)
        self.state = state
        self.plans = list(plans)
        self.seats = [Seat(i, f"Seat {i + 1}", plan.controller) for i, plan in enumerate(plans)]
        self.table = RaceTable(state, self.seats)
        bots = [
            ScroogeBot(i, state.place_of(i), plan.level, random.Random(f"scrooge-bot:{seed}:{i}"))
            for i, plan in enumerate(plans)
            if not plan.human
        ]
        self.bots = BotDriver(self.table, bots)
        self.mouse_seat = next((i for i, plan in enumerate(plans) if plan.device == "mouse"), None)

    def frame(self, seconds: float) -> list[Outcome]:
        """Time passes; the bots' moves that fall due land. Nothing moves between rounds."""
        if self.state.round_over:
            return []
        return self.bots.advance(seconds)

    def attempt(self, move: Move, seen: int | None = None) -> Outcome:
        """A person's move, judged on the position ``seen`` (when the drag began)."""
        return self.table.attempt(move, seen)

    def next_round(self) -> None:
        self.table.submit(NextRound(0))
        self.bots.restart()

    def live_scores(self) -> list[RoundScore]:
        """Every seat's round score as it stands (the last round's once over), from one look at the centre."""
        state = self.state
        places = [state.place_of(seat) for seat in range(state.seats)]
        if state.round_over:
            return [state.round_scores[-1][place.index] for place in places]
        piles, options = state.piles, state.options
        centre = [card for pid in (*state.foundation_ids, FINISHED) for card in piles[pid].cards]
        double, no_bonus = bool(options["double_penalty"]), bool(options["no_bonus"])
        return [
            score_place(place.index, centre, len(piles[place.scrooge].cards), False, double, no_bonus)
            for place in places
        ]

    def totals(self) -> list[int]:
        """Each seat's points from the rounds finished, not counting the one in play."""
        by_place = self.state.totals()
        return [by_place[self.state.place_of(seat).index] for seat in range(self.state.seats)]
