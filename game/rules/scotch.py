"""Scotch Solitaire (seed 002; DESIGN.md §10).

Eighteen piles dealt face up (sixteen of three, two of two); four foundations,
each started by any Ace and built up by one rank in alternating colour; the
tableau builds down by one rank regardless of suit, one top card at a time,
and an emptied pile stays empty. No stock, no redeal. The game is lost the
moment no legal move remains.
"""

from __future__ import annotations

from game.core import registry
from game.core.cards import standard_deck
from game.core.events import Event, GameOver
from game.core.moves import Move
from game.core.pile_game import PileGame
from game.core.piles import FOUNDATION_UP_ALTERNATE_COLOUR, TABLEAU_DOWN_ANY_SUIT_TOP_CARD_NO_REFILL
from game.core.protocol import GameSpec, Result

FOUNDATIONS = tuple(f"foundation.{i}" for i in range(4))
TABLEAU = tuple(f"tableau.{i}" for i in range(18))
DEAL_SIZES = (3,) * 16 + (2,) * 2


class ScotchState(PileGame):
    """A deal of Scotch Solitaire in progress."""

    def _set_up(self) -> None:
        for pile_id in FOUNDATIONS:
            self.add_pile(pile_id, FOUNDATION_UP_ALTERNATE_COLOUR)
        for pile_id in TABLEAU:
            self.add_pile(pile_id, TABLEAU_DOWN_ANY_SUIT_TOP_CARD_NO_REFILL)
        deck = standard_deck()
        self.rng.shuffle(deck)
        for pile_id, size in zip(TABLEAU, DEAL_SIZES, strict=True):
            self.piles[pile_id].cards = [deck.pop() for _ in range(size)]

    def _apply(self, move: Move) -> list[Event]:
        events = super()._apply(move)
        if self.is_won():
            events.append(GameOver(True, "All 52 cards are home. You won!"))
        elif not self.has_legal_move(0):
            events.append(GameOver(False, "No more moves. Undo to try another way."))
        return events

    def is_won(self) -> bool:
        return sum(len(self.piles[f].cards) for f in FOUNDATIONS) == 52

    def is_over(self) -> bool:
        return self.is_won() or not self.has_legal_move(0)

    def result(self) -> Result:
        home = sum(len(self.piles[f].cards) for f in FOUNDATIONS)
        won = home == 52
        if won:
            summary = "Won: all 52 cards are on the foundations."
        elif self.is_over():
            summary = f"Lost: no more moves, {home} of 52 cards home."
        else:
            summary = f"In play: {home} of 52 cards home."
        return Result({0: home}, {0: 1}, (0,) if won else (), summary)


SPEC = registry.register(
    GameSpec(
        id="scotch",
        name="Scotch Solitaire",
        seats=(1, 1),
        state_class=ScotchState,
        summary="All cards face up; build four foundations from Ace to King in alternating colours.",
        rules_file="scotch.md",
    )
)
