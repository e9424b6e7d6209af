"""The game picker: each game's buttons, as its kit words them, and the solitaire records."""

from __future__ import annotations

from game.core import registry
from game.core.protocol import GameSpec
from game.ui import kits
from game.ui.kit import GameKit, Seating
from game.ui.menus.menu import MenuItem, MenuScene
from game.ui.menus.records import record_text


class PickerScene(MenuScene):
    """Every game's buttons: a solitaire game's deals at once, a game for several seats its setup screen."""

    title = "Choose a game"

    button_height = 44  # ten games' buttons still fit the screen at 1280×720

    def _games(self) -> list[tuple[GameSpec, GameKit]]:
        """Each game with its kit: the games for one first, then the rest, each in the registry's order."""
        found = [(spec, kits.find_kit(spec.id)) for spec in registry.all_games()]
        seated = [(spec, kit) for spec, kit in found if kit is not None]  # a game with rules but no table
        return sorted(seated, key=lambda pair: pair[1].seating is not Seating.ALONE)

    def text_lines(self) -> list[str]:
        """The solitaire records, when there are any: the games' names are on their buttons (and in Rules)."""
        lines = []
        for spec, kit in self._games():
            stats = self.app.stats_for(spec.id)
            if kit.seating is Seating.ALONE and stats is not None and stats.played:
                lines.append(f"{spec.name}: {record_text(stats)}.")
        return lines

    def items(self) -> list[MenuItem]:
        entries: list[MenuItem] = []
        for spec, kit in self._games():
            entries += kit.picker_entries(self.app, spec)
        entries.append(("Back", self.back))
        return entries
