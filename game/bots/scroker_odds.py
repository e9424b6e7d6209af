"""What a Scroker bot can work out about its chances, by dealing the unseen cards out at random.

Issue 6: bots "estimate their chances against unseen cards by sampling" and
"draw the right cards". A seat knows its own cards, the face-up cards (Spit's
shared card, Longhorn's up cards) and nothing else, so every card it has not
seen is equally likely to be in any other hand or still in the stock. These
functions deal those unseen cards out many times from a seeded generator and
judge the hands with the game's own evaluator:

- ``showdown_chance``: how often the hand would beat (or tie, counted half)
  every one of ``opponents`` hands dealt from the unseen cards.
- ``draw_choices``: which cards to throw in the draw, each choice weighed by
  the chance of winning after drawing replacements; the best first.

Nothing here knows the betting; the bots turn chances into bets with pot odds.
"""

from __future__ import annotations

import random
from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from game.rules.scroker.cards import ScrokerCard
from game.rules.scroker.hands import NO_OPTIONS, Category, HandRules, evaluate

SAMPLES = 120  # deals per estimate: about ±4 percentage points, in a few tens of milliseconds


@dataclass(frozen=True)
class DrawChoice:
    """Throw ``thrown`` (keep the rest) and win about ``chance`` of showdowns afterwards."""

    thrown: tuple[ScrokerCard, ...]
    chance: float


def showdown_chance(
    mine: Sequence[ScrokerCard],
    unseen: Sequence[ScrokerCard],
    opponents: int,
    rng: random.Random,
    rules: HandRules = NO_OPTIONS,
    shared: Sequence[ScrokerCard] = (),
    samples: int = SAMPLES,
) -> float:
    """The share of random deals in which ``mine`` (with ``shared``) beats all ``opponents`` hands.

    Each opponent gets as many unseen cards as ``mine`` holds, plus ``shared`` (Spit's
    card is everyone's fifth). A tie with the best opponent counts as half a win.
    """
    if opponents <= 0:
        return 1.0
    size = len(mine)
    if len(unseen) < size * opponents:
        raise ValueError(f"{len(unseen)} unseen cards cannot deal {opponents} hands of {size}")
    own = evaluate([*mine, *shared], rules).key
    score = 0.0
    for _ in range(samples):
        dealt = rng.sample(list(unseen), size * opponents)
        best = max(
            evaluate([*dealt[i * size : (i + 1) * size], *shared], rules).key for i in range(opponents)
        )
        score += 1.0 if own > best else 0.5 if own == best else 0.0
    return score / samples


def keep_candidates(
    mine: Sequence[ScrokerCard], most_thrown: int, rules: HandRules = NO_OPTIONS
) -> list[tuple[ScrokerCard, ...]]:
    """Sensible sets of cards to throw, few enough to weigh each: none, all but the words, the lowest.

    A person does not weigh all 26 ways to throw up to three of five cards: they keep
    their words (or a word's worth of cards) and throw the rest, or throw their
    lowest cards. So do the bots.
    """
    mine = list(mine)
    best = evaluate(mine, rules)
    options: list[tuple[ScrokerCard, ...]] = [()]
    word_cards = {card for word in best.words for card in word.cards}
    loose = tuple(card for card in mine if card not in word_cards)
    if 0 < len(loose) <= most_thrown:
        options.append(loose)
    for word in best.words:  # keep just one word of two, hoping for a longer one
        rest = tuple(card for card in mine if card not in word.cards)
        if 0 < len(rest) <= most_thrown:
            options.append(rest)
    ranked = sorted(mine, key=rules.rank)
    for count in range(1, most_thrown + 1):
        options.append(tuple(ranked[:count]))  # throw the lowest cards
    for size in range(1, min(most_thrown, 2) + 1):  # and every single card or pair of loose cards
        options.extend(combinations(loose, size))
    unique: list[tuple[ScrokerCard, ...]] = []
    for option in options:
        if set(option) not in [set(seen) for seen in unique]:
            unique.append(option)
    return unique


def draw_choices(
    mine: Sequence[ScrokerCard],
    unseen: Sequence[ScrokerCard],
    opponents: int,
    most_thrown: int,
    rng: random.Random,
    rules: HandRules = NO_OPTIONS,
    shared: Sequence[ScrokerCard] = (),
    samples: int = SAMPLES // 3,
) -> list[DrawChoice]:
    """Each sensible throw weighed by the showdown chance after drawing its replacements; best first.

    For every sampled deal the replacements come off the unseen cards first and the
    opponents' hands from what is left, so a card cannot be drawn and held at once.
    """
    size = len(mine)
    choices = []
    for thrown in keep_candidates(mine, most_thrown, rules):
        kept = [card for card in mine if card not in thrown]
        score = 0.0
        for _ in range(samples):
            pool = rng.sample(list(unseen), len(thrown) + size * opponents)
            hand = kept + pool[: len(thrown)]
            own = evaluate([*hand, *shared], rules).key
            rest = pool[len(thrown) :]
            best = max(
                (evaluate([*rest[i * size : (i + 1) * size], *shared], rules).key for i in range(opponents)),
                default=(),
            )
            score += 1.0 if own > best else 0.5 if own == best else 0.0
        choices.append(DrawChoice(tuple(thrown), score / samples))
    return sorted(choices, key=lambda choice: (-choice.chance, len(choice.thrown)))


# --- a field of opponents: sampled once, asked many times ----------------------------------
#
# An evaluation costs 0.2 ms for five cards and 0.7 ms for seven, so dealing every opponent
# afresh for every sample (above) costs a bot 100-300 ms a decision at a full table. A bot
# answering on a worker thread samples instead what one opponent may hold, once, as a sorted
# list of hand keys (a "field"), and reads its chance against n such opponents as the share
# of the field it beats, to the n-th power: the opponents' hands are taken as independent,
# which they nearly are with 40 or more unseen cards.


@dataclass(frozen=True)
class Field:
    """The keys of hands one opponent may end with, sorted: his chances read off by bisection."""

    keys: tuple[tuple, ...]

    def top(self, share: float) -> Field:
        """The best ``share`` of these hands: what a player who bet on his hand is likely to hold."""
        return Field(self.keys[int(len(self.keys) * (1 - share)) :])

    def from_key(self, key: tuple) -> Field:
        """The hands of this field as good as ``key`` or better: a seat's that calls only with those."""
        return Field(self.keys[bisect_left(self.keys, key) :])

    def key_at(self, share: float) -> tuple:
        """The hand that beats ``share`` of this field: the least a seat wanting that share holds."""
        return self.keys[min(len(self.keys) - 1, int(len(self.keys) * share))] if self.keys else ()

    def beaten(self, key: tuple) -> float:
        """The share of this opponent's hands that ``key`` beats, a tie counted half."""
        if not self.keys:
            return 1.0
        below = bisect_left(self.keys, key)
        ties = bisect_right(self.keys, key) - below
        return (below + ties / 2) / len(self.keys)


@dataclass(frozen=True)
class FoldingField(Field):
    """A seat that has yet to answer a bet: he stays in with ``stays`` of his hands, else folds.

    A hand is beaten by him only when he stays, so the share of him beaten is
    ``1 - stays * (1 - beaten)``; a bot facing an open weighs the seats still to speak so,
    not as sure to show down (which made it fold 1 chip into a 3-chip pot).
    """

    stays: float = 1.0

    def beaten(self, key: tuple) -> float:
        return 1 - self.stays * (1 - super().beaten(key))


def sample_field(
    unseen: Sequence[ScrokerCard],
    size: int,
    hands: int,
    rng: random.Random,
    rules: HandRules = NO_OPTIONS,
    shared: Sequence[ScrokerCard] = (),
    known: Sequence[ScrokerCard] = (),
    draw_limit: int = 0,
) -> Field:
    """``hands`` hands of ``size`` own cards: ``known`` (an opponent's up cards) and unseen ones.

    With a ``draw_limit`` each hand first draws as a plain player does (``loose_cards``), so a
    hand judged before the draw meets the hands the others will hold after it.
    """
    missing = size - len(known)
    pool = list(unseen)
    if missing + draw_limit > len(pool):
        raise ValueError(f"{len(pool)} unseen cards cannot complete a hand of {size}")
    keys = []
    for _ in range(hands):
        dealt = rng.sample(pool, missing + draw_limit)
        hand = [*known, *dealt[:missing]]
        if draw_limit:
            hand, _ = plain_draw(hand, dealt[missing:], draw_limit, rules, shared)
        keys.append(evaluate([*hand, *shared], rules).key)
    return Field(tuple(sorted(keys)))


def sample_drawn_fields(
    unseen: Sequence[ScrokerCard],
    size: int,
    hands: int,
    rng: random.Random,
    rules: HandRules = NO_OPTIONS,
    shared: Sequence[ScrokerCard] = (),
    draw_limit: int = 3,
) -> dict[int | None, Field]:
    """Hands after a plain player's draw, sorted by how many cards he threw (``None``: all of them).

    The number of cards each player drew is public, so a player who stood pat, or drew one,
    holds one of the hands from which a plain player throws that many: ``fields[k]`` is
    what such a hand becomes after its draw, and ``fields[None]`` every hand alike.
    """
    pool = list(unseen)
    if size + draw_limit > len(pool):
        raise ValueError(f"{len(pool)} unseen cards cannot complete a hand of {size}")
    by_count: dict[int, list[tuple]] = {}
    for _ in range(hands):
        dealt = rng.sample(pool, size + draw_limit)
        hand, thrown = plain_draw(dealt[:size], dealt[size:], draw_limit, rules, shared)
        by_count.setdefault(thrown, []).append(evaluate([*hand, *shared], rules).key)
    fields: dict[int | None, Field] = {count: Field(tuple(sorted(keys))) for count, keys in by_count.items()}
    fields[None] = Field(tuple(sorted(key for keys in by_count.values() for key in keys)))
    return fields


def plain_draw(
    hand: Sequence[ScrokerCard],
    spare: Sequence[ScrokerCard],
    limit: int,
    rules: HandRules = NO_OPTIONS,
    shared: Sequence[ScrokerCard] = (),
) -> tuple[list[ScrokerCard], int]:
    """A plain player's hand after the draw (his ``loose_cards`` thrown, replaced from ``spare``),
    and how many cards he drew."""
    thrown = loose_cards(hand, limit, rules, shared)
    return [card for card in hand if card not in thrown] + list(spare[: len(thrown)]), len(thrown)


def loose_cards(
    hand: Sequence[ScrokerCard], limit: int, rules: HandRules = NO_OPTIONS, shared: Sequence[ScrokerCard] = ()
) -> tuple[ScrokerCard, ...]:
    """A plain player's throw: the cards outside his best word(s), the lowest first, up to the limit."""
    best = evaluate([*hand, *shared], rules)
    if best.category is not Category.SCUM and not best.words:
        return ()  # a Slush: all five cards make it
    kept = {card for word in best.words for card in word.cards}
    loose = sorted((card for card in hand if card not in kept), key=rules.rank)
    return tuple(loose[:limit])


def chance_against(key: tuple, fields: Sequence[Field]) -> float:
    """The chance a hand of ``key`` beats every opponent, each holding a hand from his field."""
    chance = 1.0
    for field in fields:
        chance *= field.beaten(key)
    return chance


def completed_chance(
    mine: Sequence[ScrokerCard],
    size: int,
    unseen: Sequence[ScrokerCard],
    fields: Sequence[Field],
    rng: random.Random,
    samples: int,
    rules: HandRules = NO_OPTIONS,
    shared: Sequence[ScrokerCard] = (),
) -> float:
    """The chance against ``fields`` once ``mine`` is dealt up to ``size`` cards (Longhorn's streets)."""
    missing = size - len(mine)
    if missing <= 0:
        return chance_against(evaluate([*mine, *shared], rules).key, fields)
    pool = list(unseen)
    total = 0.0
    for _ in range(samples):
        total += chance_against(evaluate([*mine, *rng.sample(pool, missing), *shared], rules).key, fields)
    return total / samples


def field_draw_choices(
    mine: Sequence[ScrokerCard],
    unseen: Sequence[ScrokerCard],
    fields: Sequence[Field],
    most_thrown: int,
    rng: random.Random,
    samples: int,
    rules: HandRules = NO_OPTIONS,
    shared: Sequence[ScrokerCard] = (),
    budget: int | None = None,
) -> list[DrawChoice]:
    """``draw_choices`` against sampled fields: each sensible throw's expected chance; best first.

    Standing pat needs one evaluation; every other throw ``samples`` draws of its replacements,
    fewer when ``budget`` (draws in all) is shared among many throws (a hand of loose cards).
    """
    pool = list(unseen)
    choices = []
    candidates = keep_candidates(mine, most_thrown, rules)
    if budget is not None:
        samples = max(1, min(samples, budget // max(1, len(candidates) - 1)))
    for thrown in candidates:
        kept = [card for card in mine if card not in thrown]
        if not thrown:
            chance = chance_against(evaluate([*kept, *shared], rules).key, fields)
        else:
            total = 0.0
            for _ in range(samples):
                hand = kept + rng.sample(pool, len(thrown))
                total += chance_against(evaluate([*hand, *shared], rules).key, fields)
            chance = total / samples
        choices.append(DrawChoice(tuple(thrown), chance))
    return sorted(choices, key=lambda choice: (-choice.chance, len(choice.thrown)))
