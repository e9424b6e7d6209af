"""Scorzo bots at three levels: which pile to take from and which card to throw.

A bot plays one seat through the moves a person makes (take, discard) and
chooses from what that seat sees (``scorzo_sight``). SCORZO is no choice: the
rules call it for every seat, bot or person, at the end of a turn whose hand is
all melds (DESIGN.md §10). The levels differ in the rest:

- Easy looks only at its hand: it takes the discard when that card joins a
  meld at once (and sometimes not even then), and throws its dearest card
  left out of the melds, now and then another one.
- Medium (the rules' "Normal") is greedy on the exact solver: it takes the
  discard when that card joins a meld and, after its best discard, the hand
  scores less than now, and throws the card that leaves the lowest score.
  (Taking any low card to swap out a dear one gives up the draw's chance of
  a meld; measured, it played no better than Easy.)
- Hard also counts cards and looks past its next draw. It knows both
  decks, so it knows what may still come, and it values a hand by the
  lowest score it may expect to reach before the round ends: the best of
  its tries at the draw pile over the draws it may have left (a pair that
  many live cards complete is worth its chance of getting there, not only
  its points now). It takes the discard when the hand that leaves beats
  what a draw may bring, weighs its four best discards that way, and does
  not feed the next player cards that fit the ones he picked up. On its
  last turn after a call there is no next draw, so it plays for the lowest
  score alone.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass

from game.bots.scorzo_hands import (
    WILD,
    Hand,
    HandJudge,
    expected_best,
    kind_of,
    plus,
    related,
    value_of,
    without,
)
from game.bots.scorzo_sight import Sight, look
from game.core.bot_levels import Level
from game.core.moves import Move
from game.rules.scorzo.moves import DISCARD, DRAW, Discard, DrawForDealer, NextRound, TakeCard
from game.rules.scorzo.save_codes import save_code
from game.rules.scorzo.view import ScorzoView

EASY_MISSES = 0.25  # the easy bot overlooks a useful discard, or throws another loose card, this often
HARD_MARGIN = 12  # the hard bot looks ahead only for discards leaving at most this much over the lowest
HARD_CANDIDATES = 4  # … and at most this many of them, the lowest first
# Searches (unseen kinds that could meld) a decision may spend looking ahead, so no turn stalls: a
# search costs some 20-40 µs, and nine-card hands holding wilds weighing four discards would need 200+.
LOOKAHEAD_BUDGET = 250
# The chance the round lasts to another draw of the hard bot's, by cards in hand: measured rounds last
# two to five turns a player, longer with more cards to meld. Tuned on duplicate games against Normal
# (0.4-0.55 and 0.7-0.85 both did worse).
KEEP_GOING = {3: 0.6, 4: 0.6, 5: 0.7, 6: 0.7, 7: 0.75, 8: 0.75}
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
        return self._hard_takes(sight, joins, taken < now)

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

    def _hard_takes(self, sight: Sight, joins: bool, lowers: bool) -> bool:
        """Take the discard when the hand it leaves may expect less than a draw may bring."""
        hand, top, unseen = sight.hand, sight.discard_top, sight.unseen
        assert top is not None
        after = plus(hand, top)
        left = {kind: self.judge.score(without(after, kind)) for kind in sorted(set(after)) if kind != top}
        throws = _worth_weighing(left, sorted(left, key=left.__getitem__))
        kept = [without(after, kind) for kind in throws]
        affordable = self._affordable([hand, *kept], unseen) - 1
        if affordable < 1:
            return joins and lowers  # too dear to look ahead this turn: judge as the medium bot does
        keep_going = 0.0 if sight.last_turn else self._keep_going(hand)
        drawing = expected_best(self.judge.draw_outcomes(hand, unseen), self.judge.score(hand), keep_going, 1)
        taking = min(
            expected_best(self.judge.draw_outcomes(held, unseen), left[kind], keep_going)
            for kind, held in zip(throws[:affordable], kept, strict=False)
        )
        return taking < drawing

    def _affordable(self, hands: list[Hand], unseen: Mapping[int, int]) -> int:
        """How many of ``hands``, the first first, the look-ahead budget lets this decision weigh."""
        spent = 0
        for count, hand in enumerate(hands):
            spent += self.judge.searches_ahead(hand, unseen)
            if spent > LOOKAHEAD_BUDGET:
                return count
        return len(hands)

    def _keep_going(self, hand: Hand) -> float:
        """The chance the round lasts to another of this seat's draws: longer with more cards to meld."""
        return KEEP_GOING.get(len(hand), KEEP_GOING[max(KEEP_GOING)])

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
        ordered = sorted(left, key=lambda kind: (left[kind], feeding(kind), -value_of(kind), kind))
        candidates = _worth_weighing(left, ordered)
        candidates = candidates[
            : self._affordable([without(sight.hand, kind) for kind in candidates], sight.unseen)
        ]
        if min(left.values()) == 0 or len(candidates) < 2:
            return ordered[0]  # all melds (a call), nothing else worth weighing, or too dear to look ahead
        keep_going = self._keep_going(without(sight.hand, ordered[0]))

        def worth(kind: int) -> float:
            outcomes = self.judge.draw_outcomes(without(sight.hand, kind), sight.unseen)
            return expected_best(outcomes, left[kind], keep_going) + feeding(kind)

        return min(candidates, key=lambda kind: (worth(kind), ordered.index(kind)))


def _worth_weighing(left: dict[int, int], ordered: list[int]) -> list[int]:
    """The throws worth looking ahead for: the few lowest, none far above the lowest score they leave."""
    lowest = min(left.values(), default=0)
    return [kind for kind in ordered if left[kind] <= lowest + HARD_MARGIN][:HARD_CANDIDATES]
