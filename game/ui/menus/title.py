"""The title: Continue, Play, Settings, Saved games, finished games, Quit; the version at the foot.

Its buttons never move under the pointer (issue 21: a click meant for Settings hit Play once
Continue appeared). Continue always has its row, which says "No game to continue" when there is
none (words, not a button: the keys skip it); which games are in progress and any notice are
written under the buttons, in room kept for them, so they push nothing. Only a notice longer than
that room moves the panel up. Continue opens the list of games in progress (issue 23).
"""

from __future__ import annotations

import pygame

from game.about import about
from game.core import registry
from game.ui.look import theme
from game.ui.look.widgets import draw_text, wrap_lines
from game.ui.menus.games_in_progress import continue_items, in_progress_lines, read_games
from game.ui.menus.menu import MenuItem, MenuScene

NOTE_PIXELS, NOTE_LINE = 28, 34  # the notes under the buttons, in virtual pixels at 100% text
NOTE_ROOM_LINES = 4  # lines of notes the panel always keeps room for
NO_CONTINUE = "No game to continue"


def _keeps_the_place() -> None:
    """The action of Continue's place when there is nothing to continue (never a button)."""


class TitleScene(MenuScene):
    title = "Card Table"
    continue_place: tuple[float, float, float, float] | None = None  # no Continue: its box, in words
    panel_width = 1500  # the games' names wrap into few lines, so the buttons and notes fit in 150% text
    button_height = 60

    def text_lines(self) -> list[str]:
        names = ", ".join(listing.name for listing in registry.listings())  # no rules loaded yet
        return [f"Ready to play: {names}."]

    def note_lines(self) -> list[str]:
        """Which games are in progress and the app's notice, under the buttons."""
        self.games = read_games(self.app)
        notes = in_progress_lines(self.games)
        if self.app.notice:
            notes.append(self.app.notice)
        return notes

    def items(self) -> list[MenuItem]:
        nav = self.app.nav
        continuing = continue_items(self.app, self.games) or [(NO_CONTINUE, _keeps_the_place)]
        return [
            *continuing,  # Continue's place without a game is taken out in ``rebuild``
            ("Play", nav.picker),
            ("Settings", nav.settings),
            ("Saved games…", nav.saved_games),
            ("Statistics", nav.statistics),
            ("Watch a finished game", nav.finished_games),
            ("Quit", self.app.quit),
        ]

    def rebuild(self, keep_place: bool = False) -> None:
        """The menu's layout, Continue's row kept when there is nothing to continue, and room kept
        for the notes below the buttons whether there are any or not."""
        self.notes = self.note_lines()
        self.focus += 1 if self.continue_place else 0  # counted with Continue's place while laid out
        super().rebuild(keep_place)
        self.continue_place = None
        if self.buttons and self.buttons[0].action is _keeps_the_place:  # Continue's place, kept as words
            self.continue_place = self.buttons.pop(0).box
            self.focus = max(0, self.focus - 1)
            for index, button in enumerate(self.buttons):
                button.focused = index == self.focus

    def reserved_height(self) -> float:
        """The notes' room and the version's line."""
        room = max(self._notes_height(), self._note_line() * NOTE_ROOM_LINES)
        return room + self._note_line()

    def _row_step(self) -> float:
        return self.shown_button_height() + 16  # taller buttons at a large text size

    def _note_line(self) -> float:
        return NOTE_LINE * theme.text_scale

    def _wrapped_notes(self) -> list[str]:
        return [part for note in self.notes for part in wrap_lines(note, NOTE_PIXELS, self.panel_width - 100)]

    def _notes_height(self) -> float:
        return len(self._wrapped_notes()) * self._note_line()

    def back(self) -> None:
        self.app.quit()

    def resume(self) -> None:
        """Back on top: a game dropped in Continue's list (or a save moved) changes what it says."""
        super().resume()
        self.rebuild()

    def draw(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect]:
        """The menu, the notes under its buttons, and the version small in the panel's corner
        (pyproject.toml's, via game.about): in the window's corner, large text ran it into the panel."""
        rects = super().draw(surface, full)
        if rects:
            viewport = self.app.viewport
            x, _, width, _ = self.panel_box
            if self.continue_place is not None:
                left, y, w, h = self.continue_place
                place = viewport.to_screen(left + w / 2, y + h / 2)
                draw_text(surface, NO_CONTINUE, place, viewport.length(NOTE_PIXELS), theme.INK_DIM)
            y = max(button.box[1] for button in self.buttons) + self._row_step() + self._note_line() / 2
            for part in self._wrapped_notes():
                centre = viewport.to_screen(x + width / 2, y)
                draw_text(surface, part, centre, viewport.length(NOTE_PIXELS), theme.INK_DIM)
                y += self._note_line()
            _, top, _, height = self.panel_box
            foot = viewport.to_screen(x + width - 40, top + height - 12)
            draw_text(surface, about().line, foot, viewport.length(26), theme.INK_DIM, anchor="bottomright")
        return rects
