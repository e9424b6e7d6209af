"""Repezita bots at three levels: how fast they react, how often they slip, which card they pick.

A bot plays one seat through the same move a person makes (``PlayCard`` onto the top
it saw), handed to the race table after its reaction time (``race_driver``), and
decides from its own view only: its hand, every seat's hand size, the centre and the
cards cleared aside. The levels differ as people do:

- reaction time: the easy bot takes about 1.2 s a card, the medium 0.8 s, the hard
  0.45 s, each drawn afresh (``Reflexes``);
- attention: at each look the easy bot misses the centre's top now and then (a play
  missed), the medium bot rarely, the hard bot never;
- slips: the easy bot now and then misreads the top and plays a card two ranks off,
  a wrong card that costs it the pile; the medium bot seldom; the hard bot never;
- choice: the easy bot plays any card that fits; the medium bot the one it can follow
  up itself; the hard bot weighs that against how many plays the new top leaves its
  rivals (counting the cards it cannot see, and how close each rival is to going
  out) and keeps its Aces for restarting an empty centre.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from game.bots.levels import Level
from game.bots.reflexes import Reflexes
from game.core.cards import ACE, KING, Card
from game.rules.repezita import ASIDE, PlayCard, RepezitaView, fits
from game.rules.repezita.state import SEATS_PER_DECK

CENTRE_AREA = "centre"
COPIES_PER_DECK = 4  # cards of one rank in a deck
# The hard bot's weights: a card it can follow up itself is worth more than a play denied a rival.
OWN_FOLLOW_UP = 1.0
RIVAL_PLAY = 0.6
ACE_KEPT = 1.5  # an Ace is the only card that restarts the centre after a pick-up
NEAR_OUT = 3  # a rival with this many cards or fewer counts double: a play may put him out


@dataclass(frozen=True)
class Temperament:
    """Everything that makes one level play as it does."""

    reflexes: Reflexes
    misread: float  # the chance, at a look with a play, of playing a card two ranks off instead
    choice: str  # "any", "follow" (a card it can follow up) or "weigh" (the hard bot's count)


TEMPERAMENTS = {
    Level.EASY: Temperament(Reflexes(1.2, 0.35, 0.5, {CENTRE_AREA: 0.75}), 0.07, "any"),
    Level.MEDIUM: Temperament(Reflexes(0.8, 0.3, 0.35, {CENTRE_AREA: 0.93}), 0.01, "follow"),
    Level.HARD: Temperament(Reflexes(0.45, 0.25, 0.25), 0.0, "weigh"),
}


def rank_step(rank: int, step: int) -> int:
    """The rank ``step`` away, wrapping K–A–2."""
    return (rank - 1 + step) % KING + 1


class RepezitaBot:
    """One seat's bot; ``rng`` (seeded) draws its reaction times, glances and slips."""

    def __init__(self, seat: int, level: Level, rng: random.Random) -> None:
        self.seat, self.level, self.rng = seat, level, rng
        self.temperament = TEMPERAMENTS[level]

    def reaction_time(self) -> float:
        return self.temperament.reflexes.reaction_time(self.rng)

    def idle_seconds(self) -> float:
        return self.temperament.reflexes.reaction_time(self.rng)

    def decide(self, view: RepezitaView) -> PlayCard | None:  # type: ignore[override]
        if view.loser is not None or not view.hand:
            return None
        top = view.top
        playable = [card for card in view.hand if fits(card, top, view.free_start)]
        if not playable:
            return None
        if top is not None and not self.temperament.reflexes.notices(self.rng, CENTRE_AREA):
            return None
        misread = self.temperament.misread
        if top is not None and misread and self.rng.random() < misread:
            wrong = self._misread_card(view, top)
            if wrong is not None:
                return PlayCard(self.seat, view.code(wrong), view.top_code)
        card = self._choose(view, playable)
        return PlayCard(self.seat, view.code(card), view.top_code)

    def _misread_card(self, view: RepezitaView, top: Card) -> Card | None:
        """A card taken for one that fits: two ranks off the top, else any that does not fit."""
        near = {rank_step(top.rank, 2), rank_step(top.rank, -2)}
        wrong = [card for card in view.hand if not fits(card, top)]
        looks_right = [card for card in wrong if card.rank in near]
        return self.rng.choice(looks_right or wrong) if wrong else None

    def _choose(self, view: RepezitaView, playable: list[Card]) -> Card:
        choice = self.temperament.choice
        if choice == "any" or len(playable) == 1:
            return self.rng.choice(playable)
        if choice == "follow":
            return max(playable, key=lambda card: follow_ups(view.hand, card))
        return max(playable, key=lambda card: self.weigh(view, card))

    def weigh(self, view: RepezitaView, card: Card) -> float:
        """How good ``card`` is as the new top: own follow-ups, rivals' likely plays, an Ace kept."""
        if len(view.hand) == 1:
            return float("inf")  # the last card: out
        score = OWN_FOLLOW_UP * follow_ups(view.hand, card) - RIVAL_PLAY * rival_plays(view, card)
        if card.rank == ACE:
            score -= ACE_KEPT
        return score


def follow_ups(hand: tuple[Card, ...], card: Card) -> int:
    """Cards left in ``hand`` after ``card`` that could go on it next."""
    rest = list(hand)
    rest.remove(card)
    return sum(fits(other, card) for other in rest)


def unseen_ranks(view: RepezitaView) -> Counter[int]:
    """How many cards of each rank the rivals hold together: the decks less what this seat can see."""
    decks = -(-len(view.hand_sizes) // SEATS_PER_DECK)
    seen = Counter(card.rank for card in (*view.hand, *view.centre))
    seen.update(card.rank for card in view.piles[ASIDE].cards if card is not None)
    return Counter({rank: COPIES_PER_DECK * decks - seen[rank] for rank in range(ACE, KING + 1)})


def rival_plays(view: RepezitaView, card: Card) -> float:
    """The plays rivals are expected to have on ``card``, a rival near going out counting double."""
    unseen = unseen_ranks(view)
    total = sum(unseen.values())
    if not total:
        return 0.0
    share = (unseen[rank_step(card.rank, 1)] + unseen[rank_step(card.rank, -1)]) / total
    rivals = [size for seat, size in enumerate(view.hand_sizes) if seat != view.seat and size]
    return sum(share * size * (2 if size <= NEAR_OUT else 1) for size in rivals)
