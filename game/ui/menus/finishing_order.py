"""The end of a shedding game: who went out first, second, … and who was left holding cards.

Schrum Schrum, Tač and Repezita all end the same way for the people at the table,
whether they took turns or raced: a finishing order, then "Play again" or the title.
The table says what each place was (a seat's name, how it finished); this scene only
shows it over the table as it ended, so everyone can still see the last cards.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass

import pygame

from game.ui.app_services import AppServices
from game.ui.menus.menu import MenuItem, MenuScene

KEY_REST_SECONDS = 1.5  # a person may still be pressing play keys when the game ends


@dataclass(frozen=True)
class Finisher:
    """One line of the order: who (``"Seat 2 (hard)"``) and how they finished (``"out first"``)."""

    name: str
    detail: str


def ordinal(place: int) -> str:
    """1st, 2nd, 3rd, 4th … for the order's lines."""
    suffix = "th" if 10 <= place % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(place % 10, "th")
    return f"{place}{suffix}"


class FinishingOrderScene(MenuScene):
    """The finishing order over the table, with "Play again" and "Main menu".

    Keys the table gave to its players (``table_keys``) do not reach the buttons, and no
    key does in the first moments, so a last press meant for the game cannot choose one.
    """

    transparent = True
    panel_width = 1100
    key_rest_seconds = KEY_REST_SECONDS

    def __init__(
        self,
        app: AppServices,
        title: str,
        finishers: Sequence[Finisher],
        play_again: Callable[[], None],
        note: str = "",
        table_keys: Collection[int] = (),
    ) -> None:
        self.title = title
        self.finishers = list(finishers)
        self.play_again = play_again
        self.note = note
        self.table_keys = set(table_keys)
        super().__init__(app)

    def text_lines(self) -> list[str]:
        lines = [self.note] if self.note else []
        return lines + [
            f"{ordinal(place)}  {finisher.name}: {finisher.detail}"
            for place, finisher in enumerate(self.finishers, start=1)
        ]

    def items(self) -> list[MenuItem]:
        return [("Play again", self.play_again), ("Main menu", self.app.nav.title)]

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in self.table_keys:
            return
        super().handle_event(event)

    def back(self) -> None:
        """Escape keeps the order on screen: the game is over, there is nothing under it to go back to."""
