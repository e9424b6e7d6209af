"""Schrum Schrum and Tač bots at three levels: where the turned card goes, and how fast Tač is called.

A bot plays one seat through the moves a person makes (``TurnCard``, then the
turned card's ``MoveCards``) and reads only its view (``shedder_sight``). The
levels differ as children at the table do:

- misses: the easy bot now and then puts a playable card on its own face-up
  pile (in Tač that can be called); the medium bot very rarely; the hard bot never;
- where a card goes when it may go to several places: the easy bot picks any,
  the medium bot the centre first, else any other pile; the hard bot weighs each
  place (``place_worth``): a card on a rival's pile is a card more for him, worth
  most on the leader (fewest cards), and a card on the centre changes the rank
  the centre wants, so the bot counts how likely its own next card (out of what
  nobody can see) is to find a place, and how likely the player after it is to
  play on;
- Tač calls: after another seat's missed play each bot notices it with a chance
  per level and calls after a reaction time drawn afresh (``Reflexes``); a table
  waits ``CALL_WINDOW_SECONDS`` for calls before a bot turns the next card.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.bots.reflexes import Reflexes
from game.bots.shedder_sight import ShedderSight
from game.core.bot_levels import Level
from game.core.cards import Card
from game.core.moves import Move, MoveCards
from game.rules.shedding.moves import TurnCard
from game.rules.shedding.state import CENTRE
from game.rules.shedding.view import ShedderView

# After a missed play a table waits this long before a BOT turns the next card, so everyone (people
# and bots) has time to call "Tač!". A bot whose reaction time is longer never gets its call in.
CALL_WINDOW_SECONDS: float = 2.0


class Choice:
    """How a level picks among the places a turned card may go."""

    ANY = "any"  # the easy bot: whichever it happens to see
    CENTRE_FIRST = "centre first"  # the medium bot: the centre when it can, else any other pile
    WEIGHED = "weighed"  # the hard bot: the place worth most (``place_worth``)


@dataclass(frozen=True)
class Temperament:
    """What makes one level play as it does."""

    miss: float  # the chance of putting a playable card on its own pile
    choice: str
    reflexes: Reflexes  # Tač: how fast it calls a missed play
    notices: float  # Tač: the chance it notices another's missed play at all


TEMPERAMENTS = {
    Level.EASY: Temperament(0.2, Choice.ANY, Reflexes(1.6, 0.4, 0.7), 0.4),
    Level.MEDIUM: Temperament(0.03, Choice.CENTRE_FIRST, Reflexes(1.0, 0.3, 0.45), 0.8),
    Level.HARD: Temperament(0.0, Choice.WEIGHED, Reflexes(0.55, 0.25, 0.3), 1.0),
}

# The hard bot's weights: a card put on the leading rival is worth LOAD_WORTH, one on a rival further
# behind less; each play its own next card is expected to find is worth GO_ON_WORTH; each play the
# next player is expected to find, NEXT_PLAYER_WORTH against it (scaled by how near he is to winning).
LOAD_WORTH = 1.0
GO_ON_WORTH = 1.0
NEXT_PLAYER_WORTH = 0.5
LONGEST_RUN = 4.0  # expected plays in a row are capped here, so a near-certain chance stays a number


class ShedderBot:
    """One seat's bot; ``rng`` (seeded) draws its misses, whims and reaction times."""

    def __init__(self, seat: int, level: Level, rng: random.Random) -> None:
        self.seat, self.level, self.rng = seat, level, rng
        self.temperament = TEMPERAMENTS[level]

    def choose(self, view: ShedderView) -> Move:
        """On its turn (view.turn == seat): TurnCard, or where the turned card goes (MoveCards)."""
        if view.turn != self.seat:
            raise ValueError(f"it is Seat {view.turn + 1}'s turn, not this bot's (Seat {self.seat + 1})")
        card = view.turned_card
        if card is None:
            return TurnCard(self.seat)
        sight = ShedderSight.of(view)
        own = sight.open_id(self.seat)
        places = sight.places_for(self.seat, card)
        if not places or self.rng.random() < self.temperament.miss:
            target = own
        elif self.temperament.choice == Choice.ANY:
            target = self.rng.choice(places)
        elif self.temperament.choice == Choice.CENTRE_FIRST:
            target = CENTRE if CENTRE in places else self.rng.choice(places)
        else:
            target = max(places, key=lambda place: place_worth(sight, self.seat, card, place))
        return MoveCards(self.seat, sight.closed_id(self.seat), target)

    def decide(self, view: ShedderView) -> Move:
        """``choose`` under the name the simulations' timing (``bot_games.timed_decision``) calls."""
        return self.choose(view)

    def call_delay(self, view: ShedderView) -> float | None:
        """Tač: when view.missed_by is another seat, seconds from the missed play until this bot calls
        (its reaction time), or None if it does not notice this time."""
        if view.missed_by is None or view.missed_by == self.seat:
            return None
        if self.rng.random() >= self.temperament.notices:
            return None
        return self.temperament.reflexes.reaction_time(self.rng)


def place_worth(sight: ShedderSight, seat: int, card: Card, place: str) -> float:
    """How good it is for ``seat`` to play ``card`` to ``place`` (the hard bot's choice; higher is better).

    Every place sheds the card, so only the differences count: the card a rival
    receives, and the ranks the table shows afterwards, to this seat's next card
    and to the player after it.
    """
    tops = sight.open_tops()
    centre_top = card.rank if place == CENTRE else sight.top_rank(CENTRE)
    centre_wants = sight.next_rank(centre_top)
    rivals = [other for other in range(sight.seats) if other != seat]
    worth = 0.0
    owner = next((other for other in rivals if sight.open_id(other) == place), None)
    if owner is not None:
        worth += LOAD_WORTH * leader_weight(sight, seat, owner)
    mine = {centre_wants} | {tops[other] for other in rivals if tops[other] is not None}
    worth += GO_ON_WORTH * expected_run(sight.chance_of(mine))
    after = (seat + 1) % sight.seats
    if after != seat:
        theirs = {centre_wants} | {tops[other] for other in range(sight.seats) if other != after}
        theirs.discard(None)
        worth -= NEXT_PLAYER_WORTH * leader_weight(sight, seat, after) * expected_run(sight.chance_of(theirs))
    return worth


def leader_weight(sight: ShedderSight, seat: int, rival: int) -> float:
    """How much a card more for ``rival`` matters to ``seat``: 1 for the leading rival, less behind him."""
    left = sight.view.cards_left
    fewest = min(left[other] for other in range(sight.seats) if other != seat)
    return (max(fewest, 1) / max(left[rival], 1)) ** 2


def expected_run(chance: float) -> float:
    """Plays in a row expected when each card finds a place with ``chance``: chance / (1 − chance)."""
    return LONGEST_RUN if chance >= 1 else min(LONGEST_RUN, chance / (1 - chance))
