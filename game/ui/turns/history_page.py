"""The whole story of a turn table as a page (F3, or a click on the history panel): newest first.

It is a rules-style page (``PageScene``): it scrolls, wraps to the window and closes on F3, Escape
or Enter. The sentences are public ones (``table_story``), named as the table names its seats.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.ui.app_services import AppServices
from game.ui.menus.rules import PageScene
from game.ui.menus.rules_markdown import literal
from game.ui.turns.table_story import StoryLine

HISTORY_KEY = pygame.K_F3


def history_text(game_name: str, lines: Sequence[StoryLine], named: Callable[[str], str]) -> str:
    """The page's markdown: a heading, then every sentence, the newest first."""
    if not lines:
        return f"# History: {literal(game_name)}\n\nNothing has happened yet."
    items = "\n".join(f"- {literal(named(line.text))}" for line in reversed(lines))
    return f"# History: {literal(game_name)}\n\nNewest first.\n\n{items}\n"


class HistoryPageScene(PageScene):
    """The page; F3, the key that opened it, closes it too."""

    close_keys = (*PageScene.close_keys, HISTORY_KEY)

    def __init__(
        self, app: AppServices, game_name: str, lines: Sequence[StoryLine], named: Callable[[str], str]
    ) -> None:
        super().__init__(app, history_text(game_name, lines, named))
