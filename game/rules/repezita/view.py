"""What one seat of Repezita sees, in one value a bot or the table reads.

The hands lie face up on one shared screen, but a bot decides from its own view:
its own hand, how many cards everyone holds, the centre (its top matters), and the
stall clock.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.cards import Card
from game.core.protocol import View, card_to_json


@dataclass(frozen=True)
class RepezitaView(View):
    hand: tuple[Card, ...] = ()  # this seat's hand, sorted by rank then suit
    hand_sizes: tuple[int, ...] = ()  # cards each seat holds (0: out)
    centre: tuple[Card, ...] = ()  # the play pile, bottom first
    free_start: bool = False  # after a stall clear any card starts the pile, not only an Ace
    quiet_seconds: float = 0.0  # since a card last reached the centre
    stall_seconds: float = 5.0  # at this many the centre is cleared aside
    finishing_order: tuple[int, ...] = ()  # seats out, first out first
    loser: int | None = None

    @property
    def top(self) -> Card | None:
        return self.centre[-1] if self.centre else None

    @property
    def top_code(self) -> str | None:
        """The save code to send as ``PlayCard.onto``."""
        return None if not self.centre else card_to_json(self.centre[-1])

    @staticmethod
    def code(card: Card) -> str:
        """A card's save code, as ``PlayCard.card`` names it."""
        return card_to_json(card)

    def is_out(self, seat: int) -> bool:
        return seat in self.finishing_order
