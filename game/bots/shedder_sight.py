"""What a Schrum Schrum or Tač seat can work out from its view, for the bots.

Only face-up cards are seen (``ShedderView``): the centre, every face-up pile
and the card just turned. From them a player knows where the turned card may
go, which rank the centre wants next, which ranks the others' face-up piles
show, and, by counting what is out of sight, how likely the next card turned
(by anyone) is of each rank. Nothing here looks at a face-down card.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cached_property

from game.core.cards import Card
from game.rules.shedding.deck import ShedderDeck, deck_from_file
from game.rules.shedding.games import SHEDDERS, ShedderRules
from game.rules.shedding.state import CENTRE
from game.rules.shedding.view import ShedderView


def rules_of(view: ShedderView) -> ShedderRules:
    """The game a view belongs to, told by its pile names (Schrum's talons, Tač's closed piles)."""
    names = {pile_id.partition(".")[2] for pile_id in view.piles}
    for rules in SHEDDERS.values():
        if rules.closed_pile in names:
            return rules
    raise ValueError(f"not a Schrum Schrum or Tač view: piles {sorted(view.piles)}")


@dataclass(frozen=True)
class ShedderSight:
    """One seat's reading of a view: the table's rules, the centre's wish, the piles on show."""

    view: ShedderView
    rules: ShedderRules

    @classmethod
    def of(cls, view: ShedderView) -> ShedderSight:
        return cls(view, rules_of(view))

    @property
    def seats(self) -> int:
        return len(self.view.cards_left)

    @cached_property
    def deck(self) -> ShedderDeck:
        return deck_from_file(self.rules.deck_file)

    def closed_id(self, seat: int) -> str:
        return f"seat{seat + 1}.{self.rules.closed_pile}"

    def open_id(self, seat: int) -> str:
        return f"seat{seat + 1}.{self.rules.open_pile}"

    def top_rank(self, pile_id: str) -> int | None:
        cards = self.view.piles[pile_id].cards
        top = cards[-1] if cards else None
        return None if top is None else top.rank

    def open_tops(self) -> dict[int, int | None]:
        """Each seat's face-up pile's top rank (None: empty)."""
        return {seat: self.top_rank(self.open_id(seat)) for seat in range(self.seats)}

    def next_rank(self, top: int | None) -> int:
        """The rank a centre showing ``top`` takes: an Ace when empty, else the next in play order (K, A)."""
        ranks = self.deck.ranks
        return ranks[0] if top is None else ranks[(ranks.index(top) + 1) % len(ranks)]

    def centre_wants(self) -> int:
        return self.next_rank(self.top_rank(CENTRE))

    def places_for(self, seat: int, card: Card) -> list[str]:
        """Where ``seat`` may play ``card`` (its own face-up pile aside), as the rules say."""
        to_centre = card.rank == self.centre_wants()
        if to_centre and self.rules.others_only_when_centre_refuses:
            return [CENTRE]
        tops = self.open_tops()
        others = [
            self.open_id(other) for other in range(self.seats) if other != seat and tops[other] == card.rank
        ]
        return [CENTRE, *others] if to_centre else others

    @cached_property
    def unseen_ranks(self) -> Counter[int]:
        """How many cards of each rank nobody can see: the deck less every face-up card."""
        unseen = Counter(card.rank for card in self.deck.cards())
        for pile in self.view.piles.values():
            for card in pile.cards:
                if card is not None:
                    unseen[card.rank] -= 1
        return unseen

    def chance_of(self, ranks: set[int]) -> float:
        """The chance that an unseen card, turned next, is of one of ``ranks``."""
        total = sum(self.unseen_ranks.values())
        return sum(self.unseen_ranks[rank] for rank in ranks) / total if total else 0.0
