"""Scotch Solitaire (seed 002; DESIGN.md §10).

Eighteen piles dealt face up (sixteen of three, two of two); four foundations,
each started by any Ace and built up by one rank in alternating colour; the
tableau builds down by one rank regardless of suit, one top card at a time,
and an emptied pile stays empty. No stock, no redeal. The game is lost the
moment no legal move remains.
"""

from __future__ import annotations

from game.core import registry
from game.core.cards import Card, Suit
from game.core.events import Event, GameOver
from game.core.moves import Move, MoveCards
from game.core.pile_game import PileGame
from game.core.piles import FOUNDATION_UP_ALTERNATE_COLOUR, TABLEAU_DOWN_ANY_SUIT_TOP_CARD_NO_REFILL
from game.core.protocol import GameSpec, OptionSpec, Result

FOUNDATIONS = tuple(f"foundation.{i}" for i in range(4))
TABLEAU = tuple(f"tableau.{i}" for i in range(18))
# Small decks for the solver's proofs against brute force: one red and one black suit, or all four.
SUITS_BY_COUNT = {2: (Suit.HEARTS, Suit.SPADES), 4: tuple(Suit)}


def deal_sizes(cards: int) -> list[int]:
    """Piles of three, the last few of two: 16×3 + 2×2 for 52 cards."""
    piles = -(-cards // 3)
    twos = 3 * piles - cards
    return [3] * (piles - twos) + [2] * twos


class ScotchState(PileGame):
    """A deal of Scotch Solitaire in progress."""

    @classmethod
    def from_cards(cls, spec: GameSpec, cards: list[Card], options: dict | None = None) -> ScotchState:
        """The deal with these cards: pile 1 bottom to top, then pile 2, and so on.

        Raises ValueError naming what is wrong: a card count that is not the
        deck's, a card dealt twice, or a card that is not in this deck.
        """
        state = spec.new_game(seats=1, seed=0, options=options)
        assert isinstance(state, ScotchState)
        deck = [c for pid in state.tableau_ids for c in state.piles[pid].cards]
        if len(cards) != len(deck):
            raise ValueError(f"a Scotch deal has {len(deck)} cards, not {len(cards)}")
        seen: set[Card] = set()
        for card in cards:
            if card in seen:
                raise ValueError(f"{card.code} is dealt twice")
            if card not in deck:
                raise ValueError(f"{card.code} is not in this deck")
            seen.add(card)
        rest = list(cards)
        for pile_id in state.tableau_ids:
            size = len(state.piles[pile_id].cards)
            state.piles[pile_id].cards, rest = rest[:size], rest[size:]
        return state

    def _set_up(self) -> None:
        self.ranks = int(self.options.get("ranks", 13))
        suits = SUITS_BY_COUNT[int(self.options.get("suits", 4))]
        deck = [Card(rank, suit) for suit in suits for rank in range(1, self.ranks + 1)]
        sizes = deal_sizes(len(deck))
        self.foundation_ids = tuple(f"foundation.{i}" for i in range(len(suits)))
        self.tableau_ids = tuple(f"tableau.{i}" for i in range(len(sizes)))
        for pile_id in self.foundation_ids:
            self.add_pile(pile_id, FOUNDATION_UP_ALTERNATE_COLOUR)
        for pile_id in self.tableau_ids:
            self.add_pile(pile_id, TABLEAU_DOWN_ANY_SUIT_TOP_CARD_NO_REFILL)
        self.card_count = len(deck)
        self.rng.shuffle(deck)
        for pile_id, size in zip(self.tableau_ids, sizes, strict=True):
            self.piles[pile_id].cards = [deck.pop() for _ in range(size)]

    def _apply(self, move: Move) -> list[Event]:
        events = super()._apply(move)
        if self.is_won():
            events.append(GameOver(True, f"All {self.card_count} cards are home. You won!"))
        elif not self.has_legal_move(0):
            events.append(GameOver(False, "No more moves. Undo to try another way."))
        return events

    def safe_home_move(self) -> MoveCards | None:
        """The first tableau top card that can go home without ever costing a win, as that move.

        A card is *safe* when it is an Ace, or when every card one rank lower is
        already home: only those could be built on it in the tableau, so keeping
        it back can never help, it only hides the card beneath. This is the one
        definition of safe: the table sends such cards home by themselves, and
        the solver (``ScotchSolver._play_safe_moves``, on its own fast encoding,
        held to this by a test) makes the same moves without branching.
        """
        lower_left = {rank: 0 for rank in range(1, self.ranks + 1)}  # cards of each rank in the tableau
        for pile_id in self.tableau_ids:
            for card in self.piles[pile_id].cards:
                lower_left[card.rank] += 1
        for pile_id in self.tableau_ids:
            card = self.piles[pile_id].top
            if card is None or (card.rank > 1 and lower_left[card.rank - 1]):
                continue
            for home in self.foundation_ids:
                if self.piles[home].rule.accepts(self.piles[home].cards, [card]):
                    return MoveCards(0, pile_id, home)
        return None

    def is_won(self) -> bool:
        return self.cards_home() == self.card_count

    def cards_home(self) -> int:
        return sum(len(self.piles[f].cards) for f in self.foundation_ids)

    def is_over(self) -> bool:
        return self.is_won() or not self.has_legal_move(0)

    def result(self) -> Result:
        home, total = self.cards_home(), self.card_count
        won = home == total
        if won:
            summary = f"Won: all {total} cards are on the foundations."
        elif self.is_over():
            summary = f"Lost: no more moves, {home} of {total} cards home."
        else:
            summary = f"In play: {home} of {total} cards home."
        return Result({0: home}, {0: 1}, (0,) if won else (), summary)


SPEC = registry.register(
    GameSpec(
        id="scotch",
        name="Scotch Solitaire",
        seats=(1, 1),
        state_class=ScotchState,
        summary="All cards face up; build four foundations from Ace to King in alternating colours.",
        rules_file="scotch.md",
        options=(
            OptionSpec("ranks", 13, tuple(range(3, 14)), "ranks per suit (small decks test the solver)"),
            OptionSpec("suits", 4, (2, 4), "suits: 2 (hearts, spades) or 4"),
        ),
    )
)
