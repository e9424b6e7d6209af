"""Scroker's main pot and side pots, and who takes each (seed 003, DESIGN.md §10 "Betting").

Tap-out: "All subsequent bets by other players are kept apart from the main pot. If the
player who tapped-out emerges with the winning hand, he will take only the main pot. In
this instance, the remaining chips that were bet will go to the player with the second
highest hand." So the pots are cut from what each seat put into the deal (antes and bets):
every tapped-out seat's total is a level, and a pot holds each seat's chips between two
levels. A seat can win a pot only if it is still in and put in at least that pot's level.

Decisions the seed leaves open (also in docs/scroker-betting.md):
- Folded seats' chips stay in the pots they reached; they can win none of them. Chips that
  only folded seats reached (those left are all tapped out and the rest folded later) join
  the highest pot below them.
- A pot carried from an unopened deal is dead money in this deal's main pot.
- A split pot is shared equally; odd chips go one each to the tied winners in seat order
  from the dealer's left (the order a deal goes round).
- A seat that may not win (an opener who cannot prove his openers) is passed over, and the
  next best hand takes the pot; a pot no other seat can win (his own uncalled chips) goes
  back to him.
- A challenge penalty ("the loser of a spellcheck must contribute to the pot an amount
  equal to his stakes already in the hand") goes into each pot as much again as the loser
  has in it, lowest pot first if he is short, and makes him eligible for nothing new.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Pot:
    """Chips that the seats in ``eligible`` play for; ``level`` is the stake a seat needs to win it."""

    chips: int
    eligible: frozenset[int]
    level: int


@dataclass(frozen=True)
class PotAward:
    """Who took one pot and how it was shared (``shares`` in seat order from the dealer's left)."""

    pot: Pot
    shares: tuple[tuple[int, int], ...]

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(seat for seat, _ in self.shares)


def _levels(committed: Mapping[int, int], live: Collection[int], tapped_out: Collection[int]) -> list[int]:
    """The stakes at which a pot ends: each tapped-out seat's total, then the most anyone put in."""
    top = max(committed.values(), default=0)
    levels = {committed[seat] for seat in live if seat in tapped_out and 0 < committed[seat] < top}
    return sorted(levels | ({top} if top > 0 else set()))


def _slice(chips: int, low: int, high: int) -> int:
    """How much of a seat's ``chips`` lies between two levels."""
    return max(0, min(chips, high) - low)


def build_pots(
    committed: Mapping[int, int],
    live: Collection[int],
    tapped_out: Collection[int] = (),
    carried: int = 0,
    penalties: Sequence[tuple[int, int]] = (),
) -> tuple[Pot, ...]:
    """The main pot first, then the side pots, from what each seat put into this deal.

    ``live`` are the seats still in; ``tapped_out`` those with no chips left, whose totals
    cut the side pots; ``carried`` joins the main pot; ``penalties`` are (seat, chips) paid
    for lost challenges. A seat still betting is eligible for every pot (it can still match).
    """
    live_set = frozenset(live)
    levels = _levels(committed, live_set, frozenset(tapped_out))
    pots: list[Pot] = []
    low = 0
    for level in levels:
        chips = sum(_slice(put_in, low, level) for put_in in committed.values())
        eligible = frozenset(
            seat for seat in live_set if seat not in tapped_out or committed.get(seat, 0) >= level
        )
        if not eligible and pots:
            pots[-1] = Pot(pots[-1].chips + chips, pots[-1].eligible, pots[-1].level)
        else:
            pots.append(Pot(chips, eligible, level))
        low = level
    if not pots:
        pots.append(Pot(0, live_set, 0))
    pots[0] = Pot(pots[0].chips + carried, pots[0].eligible or live_set, pots[0].level)
    for seat, chips in penalties:
        pots = _add_penalty(pots, committed.get(seat, 0), chips)
    return tuple(pots)


def _add_penalty(pots: list[Pot], put_in: int, chips: int) -> list[Pot]:
    """Put a penalty into the pots in the same slices as the payer's stake, lowest pot first."""
    result = []
    low = 0
    for pot in pots:
        paid = min(chips, _slice(put_in, low, pot.level))
        chips -= paid
        result.append(Pot(pot.chips + paid, pot.eligible, pot.level))
        low = pot.level
    if chips:
        result[0] = Pot(result[0].chips + chips, result[0].eligible, result[0].level)
    return result


def split_chips(chips: int, winners: Sequence[int]) -> tuple[tuple[int, int], ...]:
    """Share ``chips`` equally; the odd chips go one each to the first winners in ``winners``' order."""
    share, odd = divmod(chips, len(winners))
    return tuple((seat, share + (1 if index < odd else 0)) for index, seat in enumerate(winners))


def award_pots(
    pots: Sequence[Pot],
    ranking: Sequence[Collection[int]],
    seat_order: Sequence[int],
    passed_over: Collection[int] = (),
) -> tuple[PotAward, ...]:
    """Who takes each pot: the best-ranked group among its eligible seats, ties splitting it.

    ``ranking`` lists the showdown from best to worst, tied seats in one group; ``seat_order``
    is the seats clockwise from the dealer's left (for the odd chips); seats in ``passed_over``
    win a pot only when no other seat can.
    """
    awards = []
    for pot in pots:
        contenders = pot.eligible - frozenset(passed_over)
        winners: Collection[int] = next(
            (contenders & frozenset(group) for group in ranking if contenders & frozenset(group)),
            pot.eligible if not contenders else frozenset(),
        )
        if not winners:
            raise ValueError(f"the ranking names none of the seats that can win a pot: {sorted(contenders)}")
        ordered = [seat for seat in seat_order if seat in winners]
        awards.append(PotAward(pot, split_chips(pot.chips, ordered)))
    return tuple(awards)


def winnings(awards: Sequence[PotAward]) -> dict[int, int]:
    """Chips each seat takes over all pots."""
    total: dict[int, int] = {}
    for award in awards:
        for seat, chips in award.shares:
            total[seat] = total.get(seat, 0) + chips
    return total
