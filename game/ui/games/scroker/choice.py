"""Dealer's Choice: the person who deals names the game and its options for this hand.

Each button shows a value and moves it on when chosen (as on the setup
screens), so the keys and the mouse both work; "Deal" makes the call. The
ruling and wild calls offered come from ``assets/decks/scroker_calls.json``
(``dealer_calls``); if that file is broken the screen says so and offers the
rest.
"""

from __future__ import annotations

from collections.abc import Callable

from game.core.decoding import BrokenAsset
from game.core.protocol import GameSpec
from game.rules.scroker.dealer_calls import DealerCalls, dealer_calls
from game.rules.scroker.moves import ChooseGame
from game.rules.scroker.variants import Deal
from game.ui.app_services import AppServices
from game.ui.menus.menu import MenuItem, MenuScene, stepped

LIMITS: tuple[int | None, ...] = (None, 0, 1, 2)


class ScrokerChoiceScene(MenuScene):
    """The dealer's call: the game, hot chili peppers, ruling, wilds, hot-'n'-sours, Mixing the Juice."""

    title = "You deal: name the game"

    def __init__(
        self, app: AppServices, seat: int, call: Callable[[ChooseGame], None], rules: GameSpec | None = None
    ) -> None:
        self.seat, self.call = seat, call
        self.rules_spec = rules  # F1: Dealer's Choice's rules page, while the dealer makes up his mind
        self.deal, self.hot, self.limit, self.mixing = Deal.SCROKER, False, None, False
        self.ruling: tuple[str, ...] = ()
        self.wilds: tuple[str, ...] = ()
        try:
            self.calls: DealerCalls | None = dealer_calls()
            self.calls_fault = ""
        except BrokenAsset as error:  # the calls are a nicety: the game deals without them
            self.calls, self.calls_fault = None, f"No ruling or wild calls today: {error}"
        super().__init__(app)

    def text_lines(self) -> list[str]:
        return [self.calls_fault] if self.calls_fault else []

    def items(self) -> list[MenuItem]:
        limit = "any" if self.limit is None else str(self.limit)
        return [
            (f"Game: {self.deal.title}", self.choice(lambda step: self._change("deal", step))),
            (
                f"Chili peppers are hot: {'yes' if self.hot else 'no'}",
                self.choice(lambda _: self._change("hot"), arrows=False),
            ),
            *self._call_items(),
            (f"Hot-'n'-sours a word: {limit}", self.choice(lambda step: self._change("limit", step))),
            (
                f"Mixing the Juice: {'yes' if self.mixing else 'no'}",
                self.choice(lambda _: self._change("mixing"), arrows=False),
            ),
            ("Deal", self._deal),
        ]

    def _call_items(self) -> list[MenuItem]:
        if self.calls is None:
            return []
        return [
            (
                f"Ruling: {DealerCalls.say(self.ruling)}",
                self.choice(lambda step: self._change("ruling", step)),
            ),
            (
                f"Wild cards: {DealerCalls.say(self.wilds)}",
                self.choice(lambda step: self._change("wilds", step)),
            ),
        ]

    def _change(self, what: str, step: int = 1) -> None:
        if what == "ruling" and self.calls is not None:
            self.ruling = stepped(((), *self.calls.ruling), self.ruling, step)  # "none" first
        elif what == "wilds" and self.calls is not None:
            self.wilds = stepped(((), *self.calls.wilds), self.wilds, step)
        elif what == "deal":
            self.deal = stepped(Deal, self.deal, step)
        elif what == "hot":
            self.hot = not self.hot
        elif what == "limit":
            self.limit = stepped(LIMITS, self.limit, step)
        else:
            self.mixing = not self.mixing

    def _deal(self) -> None:
        move = ChooseGame(
            self.seat, self.deal.value, self.hot, self.ruling, self.wilds, self.limit, self.mixing
        )
        self.close_then(lambda: self.call(move))

    def back(self) -> None:
        """The deal waits for the call: Escape does not skip it."""
