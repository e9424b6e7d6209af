"""Escape (or the Menu button) at a seated table: the game waits under a menu, and leaving keeps it.

The solitaire table has had its pause menu from the start; the seated tables went straight to
the title from their Menu button and had nothing on Escape, so a person with only a keyboard
could not leave a game before its end. Here every seated table gets the same menu: Resume,
Save as…, Rules, Controls, Settings, Main menu. A race waits too (only the top scene runs).
Leaving for the title keeps the game in the autosave, so Continue picks it up.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.core.protocol import GameSpec
from game.ui.app_services import AppServices
from game.ui.menus.controls import CONTROLS_KEY, RULES_KEY, help_key
from game.ui.menus.menu import MenuItem, MenuScene
from game.ui.menus.save_name import open_save_as

if TYPE_CHECKING:
    from game.ui.race.race_scene import RaceScene
    from game.ui.turns.turn_table import TurnTableScene


def is_menu_key(event: pygame.event.Event) -> bool:
    return event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE


class TablePauseScene(MenuScene):
    """The seated tables' menu; ``table`` is the scene underneath (it has ``replay`` and ``save_mark``)."""

    title = "Paused"
    transparent = True

    def __init__(
        self,
        app: AppServices,
        table: RaceScene | TurnTableScene,
        spec: GameSpec,
        controllers: Sequence[str],
        names: Sequence[str],
    ) -> None:
        self.table, self.spec = table, spec
        self.controllers, self.names = list(controllers), list(names)
        super().__init__(app)

    def text_lines(self) -> list[str]:
        keeps = "Main menu keeps this game: Continue on the title screen picks it up."
        return [f"{self.spec.name}, deal {self.table.seed}", keeps]

    def items(self) -> list[MenuItem]:
        return [
            ("Resume", self.back),
            ("Save as…", lambda: self.close_then(lambda: open_save_as(self.app, self.table))),
            ("Rules", lambda: self._help(RULES_KEY)),
            ("Controls", lambda: self._help(CONTROLS_KEY)),
            ("Settings", self.app.nav.settings),
            ("Main menu", self.app.nav.title),
        ]

    def _help(self, key: int) -> None:
        help_key(self.app, key, self.spec, self.controllers, self.names)
