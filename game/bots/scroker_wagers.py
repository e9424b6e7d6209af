"""How a Scroker bot bets, given its chance of winning: pot odds, measured bluffs, three levels.

Issue 6: bots "bet by pot odds, bluff at a measured rate (Hard varies it), fold"
and "challenge a doubtful claim". The chance comes from ``scroker_odds`` (Normal,
Hard) or from the hand's category alone (Easy); this module only turns it into
one of the legal betting moves, so it knows nothing of cards.

- **Pot odds.** Calling ``to_call`` into a pot of ``pot`` pays when the chance of
  winning is above ``to_call / (pot + to_call)``; a bot calls then, folds below.
- **Value bets.** With a good chance (Normal 0.6 of beating everyone still in;
  Hard, before the draw, when it beats 0.7 of one opponent's hands, so a good
  hand into a full table too) a bot opens or raises, about half the pot or
  more the surer it is, within its chips and the maximum bet; it checks a weak
  hand when checking is free.
- **Hard's bets after the draw.** Every hand is made then, so Hard weighs each
  move by the chips it wins (``bet_worth``): a check or call, or a bet of half
  the pot, the pot, twice the pot or all it may bet, each opponent calling with
  the share of his hands that win at least the price he is offered. That price
  never passes one half, so a player who calls by pot odds pays a big bet with
  any fair hand, and Hard bets its strong hands big.
- **Defence.** Facing a bet, Normal and Hard also keep playing the best part of
  the hands a player could hold there, by the minimum defence frequency of
  poker practice: a bet ``b`` into a pot ``P`` wins outright unless the seats
  facing it continue with ``P / (P + b)`` of their hands between them (``defence_share``),
  Normal 80% of that share, Hard 85% of it (``DEFENCE``); the best part of it raises
  (``RAISE_PART``: Normal a tenth, Hard 35%: Hard is the aggressive one). So a 1-chip open
  into a 3-chip pot is called with any middling hand. The hand's place among the
  hands a player could hold is ``BetSpot.strength``.
- **Sizes.** Bets are parts of the pot. Hard's bets above the pot need a top hand
  (``TOP_HAND``: one beating 90% of the hands a player could hold) and stop at twice
  the pot; all of a deep stack needs a five-card hand (a Slush, a Scroker or a
  Flying Scroker). A short stack (no more than the pot behind) may put in all it has.
- **Easy stays.** A beginner calls with any word while the call is cheap (a
  quarter of its chips), whatever the pot odds say.
- **Bluffs.** Now and then a bot bets a weak hand as if it were strong: Normal
  at a fixed 6% (any bet, a raise too), Hard at a rate it draws afresh each
  deal (2–14%), so its bets cannot be read from its rate, and only by opening
  into one or two opponents. Easy never bluffs.
- **Challenges.** A claim may be a word that is not in the dictionary. The bot
  that could challenge knows the dictionary as a well-read player does: Hard
  challenges every word it does not know, Normal most of them, Easy seldom.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.core.bot_levels import Level
from game.rules.scroker.betting import BettingMove, Call, Check, Fold, Open, Raise
from game.rules.scroker.hands import Category

# Easy and Normal compare the chance of beating everyone still in; Hard the share of one
# opponent's hands it beats (``share_beaten``), so it bets a good hand into a full table.
VALUE_CHANCE = {Level.EASY: 0.7, Level.MEDIUM: 0.6, Level.HARD: 0.7}
BLUFF_RATE = {Level.EASY: 0.0, Level.MEDIUM: 0.06}
HARD_BLUFF_RANGE = (0.02, 0.14)
HARD_BLUFF_OPPONENTS = 2  # Hard bluffs only by opening, and only into this many opponents or fewer
# Easy stays in with any word (a Duck's chance or better) while a call costs at most this share
# of its chips: a beginner's "I have a word, I'll see it", whatever the pot offers.
EASY_STAYS_SHARE = 0.25
RAISE_MARGIN = 0.25  # raising an open bet takes a chance this much above what opens one
CHALLENGE_RATE = {Level.EASY: 0.2, Level.MEDIUM: 0.75, Level.HARD: 1.0}
# Facing a bet: the part of the minimum defence frequency each level keeps playing, and the part
# of those hands (its best) it raises with (docs/scroker-bots.md gives the ranges and why).
DEFENCE = {Level.MEDIUM: 0.8, Level.HARD: 0.85}
RAISE_PART = {Level.MEDIUM: 0.1, Level.HARD: 0.35}
# A bet above the pot needs a hand beating this share of the hands a player could hold; one above
# twice the pot (all of a deep stack) a five-card hand (``BetSpot.sure``).
TOP_HAND = 0.9


@dataclass(frozen=True)
class BetSpot:
    """Where the bot stands in a betting round: the chips and what the rules allow it now."""

    seat: int
    pot: int
    to_call: int
    stack: int
    opened: bool  # someone has opened this round
    may_check: bool
    may_open: bool
    may_raise: bool  # not its own raise to answer, chips to spare
    max_bet: int | None = None
    opponents: int = 1  # seats still in besides this one
    covered: int | None = None  # the most chips any opponent still in has behind (None: not counted)
    strength: float = 0.5  # the share of the hands a player could hold here that this hand beats
    answering: int = 1  # the seats facing the bet that have yet to answer it, this one included
    sure: bool = False  # a five-card hand (a Slush, a Scroker, a Flying Scroker): all in is sensible


def share_beaten(chance: float, opponents: int) -> float:
    """The share of one opponent's hands a hand beats, from its chance of beating ``opponents`` of them."""
    return chance ** (1 / max(1, opponents))


def defence_share(pot: int, bet: int, answering: int = 1) -> float:
    """The minimum defence frequency: the share of his hands each of ``answering`` seats facing a
    ``bet`` keeps playing, so that together they fold no more often than a bluff of it breaks even.

    ``pot`` holds the bet already. A bluff of ``b`` into ``P`` (before it) must win ``b / (P + b)``
    of the time to pay, so all the seats fold together at most that often: each folds its
    ``answering``-th root of it.
    """
    if bet <= 0:
        return 1.0
    before = max(1, pot - bet)
    return 1 - (bet / (before + bet)) ** (1 / max(1, answering))


def bluff_rate(level: Level, rng: random.Random) -> float:
    """This deal's bluffing rate: fixed for Easy and Normal, drawn anew each deal for Hard."""
    if level is Level.HARD:
        return rng.uniform(*HARD_BLUFF_RANGE)
    return BLUFF_RATE[level]


def choose_bet(
    spot: BetSpot, chance: float, level: Level, bluffing: float, rng: random.Random
) -> BettingMove:
    """One betting move for ``spot`` from the chance of winning the pot (0–1)."""
    seat = spot.seat
    bluff = rng.random() < bluffing
    if level is Level.HARD:
        bluff = bluff and not spot.opened and spot.opponents <= HARD_BLUFF_OPPONENTS
    worth = share_beaten(chance, spot.opponents) if level is Level.HARD else chance
    strong = worth >= VALUE_CHANCE[level] or bluff
    size = _bet_size(spot, chance)
    if not spot.opened:
        if strong and spot.may_open and size > 0:
            return Open(seat, size)
        return Check(seat) if spot.may_check else Fold(seat)
    defends = DEFENCE.get(level, 0.0) * defence_share(spot.pot, spot.to_call, spot.answering)
    best_part = spot.strength >= 1 - defends * RAISE_PART.get(level, 0.0)
    valued = worth >= VALUE_CHANCE[level] + RAISE_MARGIN
    if spot.may_raise and size > 0 and (bluff or valued or best_part):
        return Raise(seat, size)
    price = spot.to_call / (spot.pot + spot.to_call) if spot.to_call else 0.0
    if chance >= price or bluff or spot.strength >= 1 - defends or _stays(spot, chance, level):
        return Call(seat)
    return Fold(seat)


# Each opponent's answer to a bet that asks him for ``price`` of the pot he would win: the share of
# his hands that call it and the share of those the bot's hand beats (price 0: he shows down any).
Answers = Callable[[float], Sequence[tuple[float, float]]]
SIZES = (0.5, 1.0, 2.0, None)  # the bets Hard weighs, as parts of the pot; None: all it may bet


def bet_worth(pot: int, to_call: int, size: int, answers: Answers) -> float:
    """The chips a bet of ``size`` (after calling ``to_call``) wins on average, against folding now.

    Each opponent calls with the share of his hands that wins at least the price he is offered,
    as a player who calls by pot odds does, and folds the rest; the opponents' hands are taken as
    independent. A bet of 0 is a call (or a check): every opponent shows down.
    """
    price = size / (pot + to_call + 2 * size) if size else 0.0
    odds = answers(price)
    holds = [(1 - called) + called * beaten for called, beaten in odds]  # he folds, or the bot beats him
    won = 1.0
    for hold in holds:
        won *= hold
    paid = 0.0  # callers' bets won, each when the bot beats him and holds off the rest
    for index, (called, beaten) in enumerate(odds):
        rest = 1.0
        for other, hold in enumerate(holds):
            if other != index:
                rest *= hold
        paid += called * beaten * rest
    return won * pot + size * paid - (1 - won) * (to_call + size)


def sized_bet(spot: BetSpot, answers: Answers, bluffing: float, rng: random.Random) -> BettingMove:
    """Hard after the draw: the move worth most by ``bet_worth``, weighing a check or call against
    bets of half the pot, the pot, twice the pot and all it may bet (a fold is worth 0).

    Against players who call by pot odds a strong hand bets big: the price of a call never passes
    one half, so a caller holding a fair hand pays whatever the bet.
    """
    seat = spot.seat
    few = spot.opponents <= HARD_BLUFF_OPPONENTS
    if not spot.opened and spot.may_open and few and rng.random() < bluffing:
        size = _bet_size(spot, 0.5)
        if size > 0:
            return Open(seat, size)
    passive = bet_worth(spot.pot, spot.to_call, 0, answers)
    betting = spot.may_raise if spot.opened else spot.may_open
    best, best_size = passive, 0
    if betting:
        for size in _sizes(spot):
            worth = bet_worth(spot.pot, spot.to_call, size, answers)
            if worth > best:
                best, best_size = worth, size
    if best_size:
        return Raise(seat, best_size) if spot.opened else Open(seat, best_size)
    if not spot.opened:
        return Check(seat) if spot.may_check else Fold(seat)
    return Call(seat) if passive > 0 else Fold(seat)


def _sizes(spot: BetSpot) -> list[int]:
    room = spot.stack - spot.to_call
    if spot.max_bet is not None:
        room = min(room, spot.max_bet)
    if spot.covered is not None:
        room = min(room, spot.covered)  # no opponent could call more
    wanted = {room if part is None else round(spot.pot * part) for part in SIZES}
    most = room if spot.sure else 2 * spot.pot if spot.strength >= TOP_HAND else spot.pot
    return sorted(size for size in {min(room, most, size) for size in wanted} if size >= 1)


def _stays(spot: BetSpot, chance: float, level: Level) -> bool:
    """Easy's loose call: any word, while the call is a small part of its chips."""
    return (
        level is Level.EASY
        and chance >= category_chance(Category.DUCK)
        and 0 < spot.to_call <= spot.stack * EASY_STAYS_SHARE
    )


def _bet_size(spot: BetSpot, chance: float) -> int:
    """About half the pot, more when surer; within the chips left after calling and the maximum bet."""
    wanted = max(1, round(spot.pot * (0.3 + 0.5 * chance)))
    room = spot.stack - spot.to_call
    if spot.max_bet is not None:
        room = min(room, spot.max_bet)
    return max(0, min(wanted, room))


def will_challenge(word_known: bool, level: Level, rng: random.Random) -> bool:
    """Whether to challenge a claimed word: never a word the bot knows, a doubtful one by level."""
    return not word_known and rng.random() < CHALLENGE_RATE[level]


def category_chance(category: int) -> float:
    """Easy's rough chance from its hand's category alone (Scum 0 … Flying Scroker 8)."""
    return min(1.0, 0.05 + category * 0.12)
