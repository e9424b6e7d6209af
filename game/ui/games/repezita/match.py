"""A Repezita game at one screen: the shared race match with Repezita's bots (issue 7).

Everyone plays through one ``RaceTable``, so a person's card can be "beaten by" a bot's
or another person's. A person's card is judged on what they could see (docs/races.md):
the centre now, and the centre as it stood a reaction time before the input (or when
the press began, if older). A card that fits now plays; one that fitted the centre
seen, which a rival has since changed, is beaten and goes back at no cost; any other
is a wrong card, and the seat takes the pile, as the rules say.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.bots.race_driver import RaceBot
from game.bots.repezita_bot import RepezitaBot
from game.core.cards import ACE, RANK_NAMES
from game.core.seats import SeatPlan
from game.realtime.race_table import Outcome
from game.rules.repezita import PileTaken, PlayCard, RepezitaState
from game.rules.repezita.events import cards_text
from game.rules.repezita.state import rank_step
from game.ui.race.match import RaceMatch


@dataclass(frozen=True)
class FalseClaim:
    """A "lower" or "higher" press with no such card: the wrong card it put down, and the rank asked for."""

    outcome: Outcome
    wanted: str  # "7", "Queen"

    def note(self) -> str:
        """What the seat's strip says, so the pile taken is never a mystery."""
        taken = next((event.count for event in self.outcome.events if isinstance(event, PileTaken)), 0)
        return f"no {self.wanted} in your hand: a wrong card, took the pile ({cards_text(taken)})"


class RepezitaMatch(RaceMatch):
    """The table, the seats and their bots for one game of Repezita."""

    game_id = "repezita"
    state: RepezitaState

    def new_bot(self, seat: int, plan: SeatPlan, rng: random.Random) -> RaceBot:
        return RepezitaBot(seat, plan.level, rng)

    def play(self, seat: int, code: str, began: int | None = None) -> Outcome:
        """A person plays the card ``code`` they chose (a click, a drag, a key's or pad's "play").

        It plays if it fits the centre now; if it fitted only the centre seen, which a rival
        has changed since, it is beaten; otherwise it is a wrong card.
        """
        now = self.state.top_code()
        if code not in self.state.fitting(seat, now):
            seen = self.table.person_look(seat, began)
            then = self._seen_state(seen)
            if (
                then.top_code() != now
                and code in then.fitting(seat, then.top_code())
                and self._holds(seat, code)
            ):
                return self.attempt_seen(PlayCard(seat, code, then.top_code()), seen)
        return self.attempt_seen(PlayCard(seat, code, now), None)

    def claim(self, seat: int, step: int, picked: str) -> Outcome | FalseClaim | str:
        """A key seat's "lower" (``step`` -1) or "higher" (+1): its card one rank from the top it saw.

        The press commits as a hand does. It means the top the person could see, a reaction
        time ago: with a card one rank from that top, it plays (or, if a rival has changed the
        top since, it is beaten, at no cost). With none, a card one rank from the top now still
        plays (a quick eye); with neither, the press put down a wrong card, the ``picked`` one
        (or another that does not fit), and the seat takes the pile. On an empty centre it
        claims an Ace; after a stall clear, when any card starts the pile, it plays the picked
        card. A string: nothing was tried, and why.
        """
        state = self.state
        now = state.top_code()
        if now is None and state.free_start:
            return self.play(seat, picked)
        seen = self.table.person_look(seat)
        then = self._seen_state(seen)
        if then.top_code() != now:
            card = neighbour(then, seat, then.top_code(), step)
            if card is not None and self._holds(seat, card):
                return self.attempt_seen(PlayCard(seat, card, then.top_code()), seen)
        card = neighbour(state, seat, now, step)
        if card is not None:
            return self.attempt_seen(PlayCard(seat, card, now), None)
        if now is None:
            return "no Ace to start the pile"
        fitting = state.fitting(seat, now)
        wrong = [picked, *(state.save_card(card) for card in state.hand(seat))]
        code = next((code for code in wrong if code not in fitting), None)
        if code is None:
            return f"no {RANK_NAMES[wanted_rank(state, now, step)]} in your hand"
        outcome = self.attempt_seen(PlayCard(seat, code, now), None)
        return FalseClaim(outcome, RANK_NAMES[wanted_rank(state, now, step)]) if outcome.accepted else outcome

    def _seen_state(self, seen: int) -> RepezitaState:
        then = self.table.state_at(seen)
        assert isinstance(then, RepezitaState)
        return then

    def _holds(self, seat: int, code: str) -> bool:
        return any(self.state.save_card(card) == code for card in self.state.hand(seat))

    def name(self, seat: int) -> str:
        """A seat as notes and the finishing order say it: its person's name, "Bot (hard)", "Seat 2"."""
        return self.seats[seat].name


def wanted_rank(state: RepezitaState, onto: str | None, step: int) -> int:
    """The rank a "lower" or "higher" press wants: one ``step`` from ``onto``, an Ace on an empty centre."""
    return ACE if onto is None else rank_step(state.load_card(onto).rank, step)


def neighbour(state: RepezitaState, seat: int, onto: str | None, step: int) -> str | None:
    """The code of a card in the seat's hand of the rank a press asks for (``wanted_rank``), if any."""
    wanted = wanted_rank(state, onto, step)
    card = next((card for card in state.hand(seat) if card.rank == wanted), None)
    return None if card is None else state.save_card(card)
