"""Dealer's Choice: the person who deals names the game and its options for this hand.

Each button shows a value and moves it on when chosen (as on the setup
screens), so the keys and the mouse both work; "Deal" makes the call.
"""

from __future__ import annotations

from collections.abc import Callable

from game.core.protocol import GameSpec
from game.rules.scroker.moves import ChooseGame
from game.rules.scroker.variants import Deal
from game.ui.scenes.menu import MenuItem, MenuScene, stepped

LIMITS: tuple[int | None, ...] = (None, 0, 1, 2)


class ScrokerChoiceScene(MenuScene):
    """The dealer's call: the game, hot chili peppers, hot-'n'-sour limit, Mixing the Juice."""

    title = "You deal: name the game"

    def __init__(
        self, app: object, seat: int, call: Callable[[ChooseGame], None], rules: GameSpec | None = None
    ) -> None:
        self.seat, self.call = seat, call
        self.rules_spec = rules  # F1: Dealer's Choice's rules page, while the dealer makes up his mind
        self.deal, self.hot, self.limit, self.mixing = Deal.SCROKER, False, None, False
        super().__init__(app)

    def items(self) -> list[MenuItem]:
        limit = "any" if self.limit is None else str(self.limit)
        return [
            (f"Game: {self.deal.title}", self.choice(lambda step: self._change("deal", step))),
            (
                f"Chili peppers are hot: {'yes' if self.hot else 'no'}",
                self.choice(lambda _: self._change("hot")),
            ),
            (f"Hot-'n'-sours a word: {limit}", self.choice(lambda step: self._change("limit", step))),
            (
                f"Mixing the Juice: {'yes' if self.mixing else 'no'}",
                self.choice(lambda _: self._change("mixing")),
            ),
            ("Deal", self._deal),
        ]

    def _change(self, what: str, step: int = 1) -> None:
        if what == "deal":
            self.deal = stepped(Deal, self.deal, step)
        elif what == "hot":
            self.hot = not self.hot
        elif what == "limit":
            self.limit = stepped(LIMITS, self.limit, step)
        else:
            self.mixing = not self.mixing

    def _deal(self) -> None:
        move = ChooseGame(self.seat, self.deal.value, self.hot, (), (), self.limit, self.mixing)
        self.close_then(lambda: self.call(move))

    def back(self) -> None:
        """The deal waits for the call: Escape does not skip it."""
