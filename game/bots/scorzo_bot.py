"""Scorzo bots at three levels: which pile to take from, which card to throw, when to call.

A bot plays one seat through the moves a person makes (take, discard, call)
and chooses from what that seat sees (``scorzo_sight``). Every level calls
SCORZO the moment it may: a hand of melds scores nothing whenever the round
ends, and each turn waited only lets the others lower their hands (they
never raise them on purpose), so calling at once is never worse in the round
and a call leaves them one turn to tidy up. The levels differ in the rest:

- Easy looks only at its hand: it takes the discard when that card joins a
  meld at once (and sometimes not even then), and throws its dearest card
  left out of the melds, now and then another one.
- Medium (the rules' "Normal") is greedy on the exact solver: it takes the
  discard when that card joins a meld and, after its best discard, the hand
  scores less than now, and throws the card that leaves the lowest score.
  (Taking any low card to swap out a dear one gives up the draw's chance of
  a meld; measured, it played no better than Easy.)
- Hard also counts cards. It knows both decks, so it knows what may still
  come; it takes the discard only when that beats what it may expect from
  the draw pile, it weighs each good discard by the score it may expect
  after its next draw (a hand one card short of a meld, with live cards to
  complete it, is worth more than its points say), and it does not feed the
  next player cards that fit the ones he picked up. On its last turn after a
  call there is no next draw, so it plays for the lowest score alone.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.bots.levels import Level
from game.bots.scorzo_hands import WILD, Hand, HandJudge, kind_of, plus, related, value_of, without
from game.bots.scorzo_sight import Sight, look
from game.core.moves import Move
from game.rules.scorzo.moves import DISCARD, DRAW, CallScorzo, Discard, DrawForDealer, NextRound, TakeCard
from game.rules.scorzo.save_codes import save_code
from game.rules.scorzo.view import ScorzoView

EASY_MISSES = 0.25  # the easy bot overlooks a useful discard, or throws another loose card, this often
HARD_MARGIN = 6  # the hard bot looks ahead only for discards leaving at most this much over the lowest
HARD_CANDIDATES = 2  # … and at most this many of them, the lowest first
# Searches (unseen kinds that could meld) a decision may spend looking ahead, so no turn stalls a
# frame: nine-card hands holding wilds would need a hundred or more, each a fresh search.
LOOKAHEAD_BUDGET = 40
NOW_WEIGHT = 0.5  # how much the hard bot weighs the score now against the score after its next draw
FEEDING_POINTS = 2.0  # what the hard bot pays to throw a card that fits one the next player collects


@dataclass
class ScorzoBot:
    """One seat's bot; ``rng`` (seeded) draws the easy bot's slips. One ``judge`` serves a whole game."""

    seat: int
    level: Level
    rng: random.Random
    judge: HandJudge

    @classmethod
    def new(cls, seat: int, level: Level, seed: int | str) -> ScorzoBot:
        return cls(seat, level, random.Random(f"scorzo-bot:{seed}:{seat}"), HandJudge())

    def decide(self, view: ScorzoView) -> Move | None:
        """The seat's move now, or None when it has none to make."""
        if self.seat not in view.to_move:
            return None
        if view.phase == "cut":
            return DrawForDealer(self.seat)
        if view.phase == "round_over":
            return NextRound(self.seat)
        if view.phase == "call":
            return CallScorzo(self.seat)
        sight = look(view)
        if view.phase == "take":
            source = DISCARD if sight.discard_top is not None and self._takes_discard(sight) else DRAW
            return TakeCard(self.seat, source)
        thrown = self._discard(sight)
        card = next(card for card in view.hand if kind_of(card) == thrown)
        return Discard(self.seat, save_code(card))

    # --- taking ---------------------------------------------------------------------

    def _takes_discard(self, sight: Sight) -> bool:
        top = sight.discard_top
        assert top is not None
        hand = sight.hand
        now = self.judge.score(hand)
        joins = top == WILD or self.judge.score(plus(hand, top)) < now + value_of(top)
        if self.level is Level.EASY:
            return joins and self.rng.random() >= EASY_MISSES
        taken = self._lowest_after_discard(plus(hand, top))
        if self.level is Level.MEDIUM:
            return joins and taken < now
        if self.judge.searches_ahead(hand, sight.unseen) > LOOKAHEAD_BUDGET:
            return joins and taken < now  # too dear to look ahead this turn: judge as the medium bot does
        return taken < self.judge.expected_after_draw(hand, sight.unseen)

    def _lowest_after_discard(self, hand: Hand) -> int:
        return min(self.judge.score(without(hand, kind)) for kind in set(hand))

    # --- discarding -------------------------------------------------------------------

    def _discard(self, sight: Sight) -> int:
        hand = sight.hand
        left = {kind: self.judge.score(without(hand, kind)) for kind in sorted(set(hand))}
        if self.level is Level.EASY:
            return self._easy_discard(hand, left)
        if self.level is Level.MEDIUM:
            return min(left, key=lambda kind: (left[kind], -value_of(kind), kind))
        return self._hard_discard(sight, left)

    def _easy_discard(self, hand: Hand, left: dict[int, int]) -> int:
        """The dearest loose card (sometimes another loose one); with none loose, the cheapest loss."""
        score = self.judge.score(hand)
        loose = [kind for kind in left if left[kind] == score - value_of(kind)]
        if not loose:
            return min(left, key=lambda kind: (left[kind], kind))
        if len(loose) > 1 and self.rng.random() < EASY_MISSES:
            return self.rng.choice(loose)
        return max(loose, key=lambda kind: (value_of(kind), -kind))

    def _hard_discard(self, sight: Sight, left: dict[int, int]) -> int:
        def feeding(kind: int) -> float:
            if not sight.next_plays:
                return 0.0
            if kind == WILD:
                return 2 * FEEDING_POINTS
            fits = sum((kind == held) + related(kind, held) for held in sight.next_collects if held != WILD)
            return FEEDING_POINTS * fits

        if sight.last_turn:
            return min(left, key=lambda kind: (left[kind], feeding(kind), -value_of(kind), kind))
        lowest = min(left.values())
        ordered = sorted(left, key=lambda kind: (left[kind], feeding(kind), -value_of(kind), kind))
        candidates = [kind for kind in ordered if left[kind] <= lowest + HARD_MARGIN][:HARD_CANDIDATES]
        if lowest == 0 or len(candidates) == 1:
            return ordered[0]  # all melds (a call), or nothing else worth weighing
        load = sum(self.judge.searches_ahead(without(sight.hand, kind), sight.unseen) for kind in candidates)
        if load > LOOKAHEAD_BUDGET:
            return ordered[0]  # too dear to look ahead this turn: keep the lowest score, not feeding

        def worth(kind: int) -> float:
            ahead = self.judge.expected_after_draw(without(sight.hand, kind), sight.unseen)
            return NOW_WEIGHT * left[kind] + (1 - NOW_WEIGHT) * ahead + feeding(kind)

        return min(candidates, key=lambda kind: (worth(kind), ordered.index(kind)))
