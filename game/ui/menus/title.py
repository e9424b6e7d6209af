"""The title: Continue, Play, Settings, Saved games, finished games, Quit; the version in a corner."""

from __future__ import annotations

import pygame

from game.about import about
from game.core import registry
from game.ui.look import theme
from game.ui.look.widgets import draw_text
from game.ui.menus.menu import MenuItem, MenuScene
from game.ui.menus.saved_games import autosave_lines, continue_items


class TitleScene(MenuScene):
    title = "Card Table"
    panel_width = 1100  # the games' names and a notice wrap into few lines, so the buttons stay on screen

    def text_lines(self) -> list[str]:
        names = ", ".join(listing.name for listing in registry.listings())  # no rules loaded yet
        lines = [f"Ready to play: {names}.", *autosave_lines(self.app)]
        if self.app.notice:
            lines.append(self.app.notice)
        return lines

    def items(self) -> list[MenuItem]:
        nav = self.app.nav
        return [
            *continue_items(self.app),
            ("Play", nav.picker),
            ("Settings", nav.settings),
            ("Saved games…", nav.saved_games),
            ("Watch a finished game", nav.finished_games),
            ("Quit", self.app.quit),
        ]

    def back(self) -> None:
        self.app.quit()

    def draw(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect]:
        """The menu, and the version small in the bottom-right corner (pyproject.toml's, via game.about)."""
        rects = super().draw(surface, full)
        if rects:
            corner = self.app.viewport.to_screen(1920 - 24, 1080 - 16)
            draw_text(
                surface,
                about().line,
                corner,
                self.app.viewport.length(26),
                theme.INK_DIM,
                anchor="bottomright",
            )
        return rects
