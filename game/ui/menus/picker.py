"""The game picker: each game's buttons, as its kit words them, and the solitaire records."""

from __future__ import annotations

from game.core import registry
from game.core.protocol import GameSpec
from game.storage.statistics import GameStats
from game.ui import kits
from game.ui.kit import GameKit, Seating
from game.ui.menus.menu import MenuItem, MenuScene


class PickerScene(MenuScene):
    """Every game's buttons: a solitaire game's deals at once, a game for several seats its setup screen."""

    title = "Choose a game"

    button_height = 44  # ten games' buttons still fit the screen at 1280×720

    def _games(self) -> list[tuple[GameSpec, GameKit]]:
        """Each game with its kit: the games for one first, then the rest, each in the registry's order."""
        seated = [(spec, kits.kit_for(spec)) for spec in registry.all_games()]
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


def record_text(stats: GameStats) -> str:
    """'Played 9, won 5 (3 without hints, 2 with)': wins from before hints existed are in neither."""
    text = f"Played {stats.played}, won {stats.won}"
    if stats.wins_with_hints or stats.wins_without_hints:
        text += f" ({stats.wins_without_hints} without hints, {stats.wins_with_hints} with)"
    return text
