"""A yes-or-no question over the screen, before something that cannot be undone."""

from __future__ import annotations

from collections.abc import Callable

from game.ui.app_services import AppServices
from game.ui.menus.menu import MenuItem, MenuScene


class ConfirmScene(MenuScene):
    """A yes-or-no question before something that cannot be undone."""

    transparent = True

    def __init__(
        self, app: AppServices, question: str, detail: str, yes: str, action: Callable[[], None]
    ) -> None:
        self.title, self.detail, self.yes, self.action = question, detail, yes, action
        super().__init__(app)

    def text_lines(self) -> list[str]:
        return [self.detail]

    def items(self) -> list[MenuItem]:
        return [("Keep playing", self.back), (self.yes, lambda: self.close_then(self.action))]


class AskScene(ConfirmScene):
    """A yes-or-no question whose "no" says what it does ("Keep it", "Choose another name")."""

    def __init__(
        self, app: AppServices, question: str, detail: str, no: str, yes: str, action: Callable[[], None]
    ) -> None:
        self.no = no
        super().__init__(app, question, detail, yes, action)

    def items(self) -> list[MenuItem]:
        return [(self.no, self.back), (self.yes, lambda: self.close_then(self.action))]
