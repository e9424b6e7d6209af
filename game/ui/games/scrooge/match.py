"""A Scrooge game at one screen: the shared race match with Scrooge's bots, jokers, places and scores.

Between rounds the bots rest until someone deals again (``next_round``).
"""

from __future__ import annotations

import random
from typing import Any

from game.bots.scrooge_bot import ScroogeBot
from game.core.moves import MoveCards
from game.core.seats import SeatPlan
from game.realtime.race_table import Outcome
from game.rules.scrooge import ScroogeState
from game.rules.scrooge.moves import NextRound, PlayJoker
from game.rules.scrooge.places import FINISHED, Seating
from game.rules.scrooge.scoring import RoundScore, score_place
from game.ui.race.match import RaceMatch


def check_seating(options: dict[str, Any], seats: int) -> None:
    """Refuse a seating the options cannot have (team play takes 4 or 6 seats) before a window opens."""
    Seating(seats, bool(options.get("teams")))


class ScroogeMatch(RaceMatch):
    """The table, the seats and their bots for one game of Scrooge."""

    game_id = "scrooge"
    state: ScroogeState

    def new_bot(self, seat: int, plan: SeatPlan, rng: random.Random) -> ScroogeBot:
        return ScroogeBot(seat, self.state.place_of(seat), plan.level, rng)

    def resting(self) -> bool:
        return self.state.round_over

    def card_move(self, seat: int, source: str, target: str, count: int) -> MoveCards:
        """A person's cards to ``target``; a joker not yet played is named by where it lands.

        A race leaves no time for a chooser, so the pile names it (``ScroogeState.joker_name``);
        where nothing fits, any name is tried so the rules say why the pile refuses it.
        """
        cards = self.state.piles[source].cards
        if count != 1 or not cards or not cards[-1].is_joker or cards[-1] in self.state.named:
            return MoveCards(seat, source, target, count)
        name = self.state.joker_name(target) if target in self.state.piles else None
        return PlayJoker(seat, source, target, 1, name.code if name is not None else "AS")

    def to_centre(self, seat: int, source: str, began: int | None = None) -> Outcome | str:
        """A person sends the top card of ``source`` to the centre (a key's or pad's "centre", a double
        or right click): to the first foundation that takes it; if none does now but one did when the
        person looked, who beat them to it. A string: no foundation takes the card, and nothing moved."""
        foundations = self.state.foundation_ids
        legal = [move.target for move in self.card_moves(seat, source) if move.target in foundations]
        if legal:
            return self.attempt(self.card_move(seat, source, legal[0], 1), began)
        # None takes it now: only a foundation someone played on since the person looked can have been
        # raced for (each try replays the moves since, so the others are not tried).
        played_on = {
            move.target
            for move in self.table.moves_since(self.table.person_look(seat, began))
            if isinstance(move, MoveCards)
        }
        for target in (pile for pile in foundations if pile in played_on):
            outcome = self.attempt(self.card_move(seat, source, target, 1), began)
            if outcome.beaten_by is not None:
                return outcome
        return "no pile in the centre takes that card"

    def card_moves(self, seat: int, source: str) -> list[MoveCards]:
        """The seat's legal moves of cards from ``source`` now, for the tables' and key seats' choices."""
        return [
            move
            for move in self.state.legal_moves(seat)
            if isinstance(move, MoveCards) and move.source == source
        ]

    def place_name(self, place: int) -> str:
        """How the table names a place: its seat, or the team of two sharing it."""
        if self.state.seating.teams:
            return f"Team {place + 1}"
        return self.player(self.seats_at(place)[0])

    def place_people(self, place: int) -> str:
        """Who plays a place, by name: "Ann", or a team's two, "Ann + Bot (hard)"."""
        return " + ".join(self.player(seat) for seat in self.seats_at(place))

    def seats_at(self, place: int) -> tuple[int, ...]:
        return self.state.seating.seats_at(self.state.seating.places[place])

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
