"""A real-time game at one screen: the race table, its bots and the people at it (Scrooge, Repezita).

The people's moves and the bots' go through one ``RaceTable``, so anyone can be
"beaten by" anyone else, teammates too. Bots play frame by frame on the table's virtual clock,
moved on by the frame time, so they never hold up a frame; while the game rests (between
Scrooge's rounds, after a game's end) they wait. Nothing here draws: the scene shows what it says.
Each game says how to make its state and its bots (``ScroogeMatch``, ``RepezitaMatch``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from game.bots.race_driver import BotDriver, RaceBot
from game.core import registry
from game.core.events import Event
from game.core.moves import Move
from game.core.protocol import GameState
from game.core.seat_names import seat_names
from game.core.seats import SeatPlan
from game.realtime.race_table import REACTION_SECONDS, Outcome, RaceTable
from game.realtime.seats import Seat
from game.ui.table.table_view import MOVE_SECONDS

# A rival's card is seen once its glide has landed; a person's reaction counts from then (docs/races.md).
PERSON_WINDOW_SECONDS = MOVE_SECONDS + REACTION_SECONDS


class ShownRaceTable(RaceTable):
    """A race table that keeps what the passing of time did (Repezita's stall clear) for a scene to show.

    Bots move the clock on inside a frame, so the events of time come out of the table, not the driver.
    """

    def __init__(self, state: GameState, seats: Sequence[Seat]) -> None:
        super().__init__(state, seats, reaction_seconds=PERSON_WINDOW_SECONDS)
        self.time_events: list[Event] = []

    def tick(self, seconds: float) -> list[Event]:
        events = super().tick(seconds)
        self.time_events += events
        return events


class RaceMatch:
    """The table, the seats and their bots for one game of a real-time race."""

    game_id = ""

    def __init__(self, plans: Sequence[SeatPlan], seed: int, options: dict[str, Any] | None = None) -> None:
        state = registry.get(self.game_id).new_game(seats=len(plans), seed=seed, options=options or {})
        self.state: GameState = state
        self.plans = list(plans)
        names = seat_names(plans)  # "beaten by Ann": the race table's notes use the seats' names
        self.seats = [Seat(i, names[i], plan.controller) for i, plan in enumerate(plans)]
        self.table = ShownRaceTable(state, self.seats)
        bots = [
            self.new_bot(i, plan, random.Random(f"{self.game_id}-bot:{seed}:{i}"))
            for i, plan in enumerate(plans)
            if not plan.human
        ]
        self.bots = BotDriver(self.table, bots)
        self.mouse_seat = next((i for i, plan in enumerate(plans) if plan.device == "mouse"), None)

    def new_bot(self, seat: int, plan: SeatPlan, rng: random.Random) -> RaceBot:
        """The bot for a seat a bot plays, at its plan's level."""
        raise NotImplementedError

    def resting(self) -> bool:
        """True while nothing may move (between rounds, after the end): time stands still for the bots."""
        return self.state.is_over()

    def frame(self, seconds: float) -> list[Outcome]:
        """Time passes; the bots' moves that fall due land. Nothing moves while the game rests."""
        if self.resting():
            return []
        return self.bots.advance(seconds)

    def time_events(self) -> list[Event]:
        """What time did at the table since the last call (cards cleared aside), in order."""
        events, self.table.time_events = self.table.time_events, []
        return events

    def attempt(self, move: Move, began: int | None = None) -> Outcome:
        """A person's move, judged on what they could see (``RaceTable.person_look``): the table as it
        stood a reaction time ago, or at ``began`` (a drag's lift, a two-press move's first press)."""
        return self.attempt_seen(move, self.table.person_look(move.seat, began))

    def attempt_seen(self, move: Move, seen: int | None) -> Outcome:
        """A person's move judged on position ``seen``; the table as an accepted one left it is kept,
        so the person's next move, however quick, is judged on their own card (``person_look``)."""
        outcome = self.table.attempt(move, seen)
        if outcome.accepted:
            self.table.look()
        return outcome

    def player(self, seat: int) -> str:
        """Who plays a seat, as the table names them: the typed name, "Bot (hard)", "Seat 2"."""
        return self.seats[seat].name
