"""The three Scroker deals and the choices a Dealer's Choice dealer makes (seed 003, DESIGN.md §10).

A deal is one of three games: Scroker (five cards, draw up to three), Spit in
the Can (four cards and one shared face-up card, draw up to four) and Longhorn
Stud (two down, three up, a sixth up, a seventh down; no draw). Dealer's Choice
is the same three with the dealer naming the game and the hand options for
one deal: "chili peppers are hot", a ruling card or suit, designated wilds,
a limit on hot-'n'-sours and "Mixing the Juice". They become ``HandRules``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from itertools import combinations
from typing import Any

from game.core.rng import SeededRandom
from game.rules.scroker.cards import SUITS, ScrokerCard
from game.rules.scroker.codes import say_names
from game.rules.scroker.hands import HandRules

# "For more serious games, limit the number of allowed wild cards to two or less."
MOST_DESIGNATED_WILDS = 2
HOT_N_SOUR_LIMITS: tuple[int | None, ...] = (None, 0, 1, 2)


class Deal(Enum):
    """The game of one deal, named by its registry id."""

    SCROKER = "scroker"
    SPIT = "spit"
    LONGHORN = "longhorn"

    @property
    def title(self) -> str:
        return DEAL_TITLES[self]

    @property
    def draw_limit(self) -> int:
        """Scroker "one, two or three"; Spit "instead of three cards, four"; Longhorn has no draw."""
        return {Deal.SCROKER: 3, Deal.SPIT: 4, Deal.LONGHORN: 0}[self]

    @property
    def betting_rounds(self) -> int:
        """Two (before and after the draw); Longhorn Stud three (after the 5th, 6th and 7th cards)."""
        return 3 if self is Deal.LONGHORN else 2


DEAL_TITLES = {Deal.SCROKER: "Scroker", Deal.SPIT: "Spit in the Can", Deal.LONGHORN: "Longhorn Stud"}


@dataclass(frozen=True)
class DealChoice:
    """The game and hand options of one deal; fixed games deal with the plain rules."""

    deal: Deal = Deal.SCROKER
    hot_peppers: bool = False
    ruling: tuple[str, ...] = ()
    wilds: tuple[str, ...] = ()
    hot_n_sour_limit: int | None = None
    mixing_the_juice: bool = False

    def hand_rules(self) -> HandRules:
        return HandRules(
            self.hot_peppers, self.ruling, self.wilds, self.hot_n_sour_limit, self.mixing_the_juice
        )

    def option_words(self) -> list[str]:
        """The call's options after its game and its peppers: "Lemons rule", "mixing the juice"."""
        parts = []
        if self.ruling:
            parts.append(say_names(self.ruling) + " rule")
        if self.wilds:
            parts.append(say_names(self.wilds) + " wild")
        if self.hot_n_sour_limit == 0:
            parts.append("no hot-'n'-sours")
        elif self.hot_n_sour_limit is not None:
            parts.append(f"at most {self.hot_n_sour_limit} hot-'n'-sour a word")
        if self.mixing_the_juice:
            parts.append("mixing the juice")
        return parts

    def describe(self) -> str:
        """The dealer's call in player words: 'Hot Longhorn Stud, Lemons rule, mixing the juice'."""
        return ", ".join([("Hot " if self.hot_peppers else "") + self.deal.title, *self.option_words()])

    def in_a_sentence(self) -> str:
        """The call as the history says it: "Longhorn Stud with hot chili peppers, Lemons rule"."""
        options = (["hot chili peppers"] if self.hot_peppers else []) + self.option_words()
        return self.deal.title + (" with " + ", ".join(options) if options else "")

    def to_json(self) -> dict[str, Any]:
        return {
            "deal": self.deal.value,
            "hot_peppers": self.hot_peppers,
            "ruling": list(self.ruling),
            "wilds": list(self.wilds),
            "hot_n_sour_limit": self.hot_n_sour_limit,
            "mixing_the_juice": self.mixing_the_juice,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> DealChoice:
        return cls(
            Deal(data["deal"]),
            bool(data["hot_peppers"]),
            tuple(data["ruling"]),
            tuple(data["wilds"]),
            data["hot_n_sour_limit"],
            bool(data["mixing_the_juice"]),
        )


def choice_menu() -> list[DealChoice]:
    """The calls a dealer is offered: each game, hot or not, a ruling suit or none, each limit, juice."""
    return [
        DealChoice(deal, hot, ruling, (), limit, juice)
        for deal in Deal
        for hot in (False, True)
        for ruling in ((), *((suit.code,) for suit in SUITS))
        for limit in HOT_N_SOUR_LIMITS
        for juice in (False, True)
    ]


def default_choice(rng: SeededRandom) -> DealChoice:
    """A bot dealer's call: any of the three games, chili peppers hot half the time, nothing else."""
    return DealChoice(rng.choice(list(Deal)), hot_peppers=rng.below(2) == 1)


def best_showing(
    up_cards: Mapping[int, Sequence[ScrokerCard]], order: Sequence[int], rules: HandRules
) -> int:
    """Longhorn Stud's leader: "the highest-ranking clean pair of cards will lead. Otherwise, the
    highest-ranking card will lead."

    A clean pair is two face-up cards of one suit (no wilds); pairs compare by their higher
    card, then the lower. ``order`` (clockwise from the dealer's left) breaks a tie of equal
    showings, which only wilds can make.
    """

    def showing(seat: int) -> tuple[int, tuple[Any, ...]]:
        cards = [card for card in up_cards[seat] if not rules.is_wild(card)]
        ranked = sorted(cards, key=rules.rank, reverse=True)
        pairs = [pair for pair in combinations(ranked, 2) if pair[0].suit is pair[1].suit]
        if pairs:
            return (
                1,
                tuple(
                    rules.rank(card)
                    for card in max(pairs, key=lambda p: (rules.rank(p[0]), rules.rank(p[1])))
                ),
            )
        return (0, tuple(rules.rank(card) for card in ranked[:1]))

    best = order[0]
    for seat in order[1:]:
        if showing(seat) > showing(best):
            best = seat
    return best
