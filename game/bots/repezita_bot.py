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
  a wrong card that costs it the pile; the medium bot seldom; the hard bot never.
  Slips happen only while the pile is small: a big pile makes anyone look twice.
  Without that, two easy bots pass a growing pile back and forth and the game
  never ends (measured: a six-seat game ran past half an hour of table time);
- choice: the easy and medium bots play any card that fits; the hard bot plays the
  fitting card with the best ``weigh``: a point off for each neighbour (one rank up or
  down) left in its hand, so cards that chain (a 6 with a 7) stay together for a run of
  plays later; ``RIVAL_PLAY`` off for each play its rivals are expected to have on the
  new top (counting the cards it cannot see, a rival near going out counting double);
  ``ACE_KEPT`` off for an Ace, kept for restarting an empty centre.

Keeping the chaining cards is measured, not guessed: hard bots playing against
equally fast bots that pick at random finish about a quarter of a place earlier on
average (4 seats, 600 deals); playing instead the card it could follow up at once
finishes about a quarter of a place later than random.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from game.bots.reflexes import Reflexes
from game.core.bot_levels import Level
from game.core.cards import ACE, KING, Card
from game.core.protocol import View
from game.rules.repezita import ASIDE, PlayCard, RepezitaView, fits
from game.rules.repezita.state import decks_for, rank_step

CENTRE_AREA = "centre"
COPIES_PER_DECK = 4  # cards of one rank in a deck
# The hard bot's weights: keeping a card's neighbours in hand counts most, a play denied a rival less.
NEIGHBOUR_KEPT = 1.0
RIVAL_PLAY = 0.3
ACE_KEPT = 1.5  # an Ace is the only card that restarts the centre after a pick-up
TIE = 1e-9
CAREFUL_PILE = 8  # from this many cards on the centre, nobody slips
NEAR_OUT = 3  # a rival with this many cards or fewer counts double: a play may put him out


@dataclass(frozen=True)
class Temperament:
    """Everything that makes one level play as it does."""

    reflexes: Reflexes
    misread: float  # the chance, at a look with a play, of playing a card two ranks off instead
    weighs: bool  # chooses which fitting card to play (else any that fits)


TEMPERAMENTS = {
    Level.EASY: Temperament(Reflexes(1.2, 0.35, 0.5, {CENTRE_AREA: 0.75}), 0.07, False),
    Level.MEDIUM: Temperament(Reflexes(0.8, 0.3, 0.35, {CENTRE_AREA: 0.93}), 0.01, False),
    Level.HARD: Temperament(Reflexes(0.45, 0.25, 0.25), 0.0, True),
}


class RepezitaBot:
    """One seat's bot; ``rng`` (seeded) draws its reaction times, glances and slips."""

    def __init__(self, seat: int, level: Level, rng: random.Random) -> None:
        self.seat, self.level, self.rng = seat, level, rng
        self.temperament = TEMPERAMENTS[level]

    def reaction_time(self) -> float:
        return self.temperament.reflexes.reaction_time(self.rng)

    def idle_seconds(self) -> float:
        return self.temperament.reflexes.reaction_time(self.rng)

    def decide(self, view: View) -> PlayCard | None:
        assert isinstance(view, RepezitaView), "a Repezita bot reads a Repezita view"
        if view.loser is not None or not view.hand:
            return None
        top = view.top
        playable = [card for card in view.hand if fits(card, top, view.free_start)]
        if not playable:
            return None
        if top is not None and not self.temperament.reflexes.notices(self.rng, CENTRE_AREA):
            return None
        misread = self.temperament.misread if len(view.centre) < CAREFUL_PILE else 0.0
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
        if not self.temperament.weighs or len(playable) == 1:
            return self.rng.choice(playable)
        scores = {card: weigh(view, card) for card in playable}
        best = max(scores.values())
        return self.rng.choice([card for card in playable if scores[card] >= best - TIE])


def weigh(view: RepezitaView, card: Card) -> float:
    """How good it is to play ``card`` now: its neighbours kept together, rivals' likely plays, Aces kept."""
    score = -NEIGHBOUR_KEPT * neighbours(view.hand, card) - RIVAL_PLAY * rival_plays(view, card)
    return score - ACE_KEPT if card.rank == ACE else score


def neighbours(hand: tuple[Card, ...], card: Card) -> int:
    """Cards in ``hand`` besides ``card`` one rank above or below it: those that chain with it."""
    rest = list(hand)
    rest.remove(card)
    return sum(fits(other, card) for other in rest)


def unseen_ranks(view: RepezitaView) -> Counter[int]:
    """How many cards of each rank the rivals hold together: the decks less what this seat can see."""
    decks = decks_for(len(view.hand_sizes))
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
