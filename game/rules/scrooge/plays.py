"""What counts as a play in Scrooge: a move that brings a card into play (DESIGN.md §10, the stuck rule).

A play is a legal move that does one of these:

- puts a card on a foundation (from the Scrooge pile, the waste or the work row);
- takes the Scrooge pile's top card (onto a foundation or the work row);
- takes the waste top onto the work row;
- moves a work pile's top card or whole run onto another work pile so that its space
  empties while the Scrooge pile still has cards (the space is filled from it at once).

Each of these puts a card on the foundations or takes one off the Scrooge pile or the
stock and waste, and nothing ever puts one back, so plays run out: a round cannot go on
for ever on plays alone. Moving cards between work piles otherwise only rearranges them
(they could go back and forth for ever), and turning the stock only shows another card:
neither is a play. A play that needs the work row rearranged first does not count until
the rearranging is done: the program does not search rearrangements for anyone.
"""

from __future__ import annotations

from collections.abc import Collection

from game.core.cards import Card
from game.core.moves import MoveCards
from game.core.piles import PileRule
from game.rules.scrooge.jokers import names_that_fit
from game.rules.scrooge.places import Place

Target = tuple[PileRule, list[Card]]  # a pile's rule and its cards as the rules see them


def is_play(
    move: MoveCards, place: Place, foundations: Collection[str], empties_source: bool, scrooge_left: int
) -> bool:
    """Whether this legal card move of ``place`` brings a card into play (the list above)."""
    if move.target in foundations or move.source in (place.scrooge, place.waste):
        return True
    return empties_source and scrooge_left > 0


class WastePlays:
    """Which cards would be a play if they showed on a place's waste: each pile's answer asked once.

    Built once per look at the table: the foundations are shared, so piles with the same top
    (every empty foundation, say) are asked once, and each card's answer is kept.
    """

    def __init__(self, foundations: list[Target]) -> None:
        self.foundations = _distinct(foundations)
        self.on_foundations: dict[Card, bool] = {}

    def fits(self, card: Card, work: list[Target], unnamed_joker: bool) -> bool:
        """Whether ``card`` (as the rules see it) goes onto a foundation or one of ``work``.

        A joker not yet played goes wherever some card it could be named fits.
        """
        if unnamed_joker:
            return any(names_that_fit(rule, faces) for rule, faces in (*self.foundations, *work))
        key = Card(card.rank, card.suit)  # the deck does not matter to a pile
        known = self.on_foundations.get(key)
        if known is None:
            known = self.on_foundations[key] = any(
                rule.accepts(faces, [key]) for rule, faces in self.foundations
            )
        return known or any(rule.accepts(faces, [key]) for rule, faces in work)


def _distinct(targets: list[Target]) -> list[Target]:
    """One target per rule and top card: a pile's acceptance depends on nothing else here."""
    seen: dict[tuple[int, Card | None], Target] = {}
    for rule, faces in targets:
        seen.setdefault((id(rule), faces[-1] if faces else None), (rule, list(faces)))  # a snapshot: kept
    return list(seen.values())
