"""The app's menus: title, game picker, deal number, pause, result."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.about import about
from game.core import registry
from game.core.protocol import GameSpec
from game.storage.statistics import GameStats
from game.ui.look import theme
from game.ui.look.widgets import draw_text
from game.ui.menus.menu import MenuItem, MenuScene
from game.ui.menus.replay_list import ReplayListScene
from game.ui.menus.save_name import open_save_as
from game.ui.table_games import games_with_a_seated_table, games_with_a_table, setup_scene

if TYPE_CHECKING:
    from game.ui.games.scotch.table import TableScene


class TitleScene(MenuScene):
    title = "Card Table"

    def text_lines(self) -> list[str]:
        from game.ui.menus.saved_games import autosave_lines

        playable = [*games_with_a_table(), *games_with_a_seated_table()]
        names = ", ".join(spec.name for spec in playable)
        coming = "" if len(playable) == len(registry.all_games()) else " More games are on their way."
        lines = [f"Ready to play: {names}.{coming}", *autosave_lines(self.app)]
        if self.app.notice:
            lines.append(self.app.notice)
        return lines

    def items(self) -> list[MenuItem]:
        from game.ui.menus.saved_games import SavedGamesScene, continue_items

        return [
            *continue_items(self.app),
            ("Play", lambda: self.app.stack.push(PickerScene(self.app))),
            ("Settings", self.app.open_settings),
            ("Saved games…", lambda: self.app.stack.push(SavedGamesScene(self.app))),
            ("Watch a finished game", lambda: self.app.stack.push(ReplayListScene(self.app))),
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


# The picker's words match the heading of the screen they open: races, poker sessions, games.
SETUP_WORDS = {
    "scrooge": "set up a race",
    "repezita": "set up a race",
    **dict.fromkeys(("scroker", "spit", "longhorn", "dealers-choice"), "set up a session"),
}


class PickerScene(MenuScene):
    title = "Choose a game"

    button_height = 44  # ten games' buttons still fit the screen at 1280×720

    def text_lines(self) -> list[str]:
        """The solitaire records, when there are any: the games' names are on their buttons (and in Rules)."""
        lines = []
        for spec in games_with_a_table():
            stats = self.app.stats_for(spec.id)
            if stats.played:
                lines.append(f"{spec.name}: {record_text(stats)}.")
        return lines

    def items(self) -> list[MenuItem]:
        entries: list[MenuItem] = []
        for spec in games_with_a_table():
            entries.append((f"{spec.name}: new deal", lambda s=spec: self._new_deal(s)))
            entries.append(
                (
                    f"{spec.name}: deal number…",
                    lambda s=spec: self.app.stack.push(DealNumberScene(self.app, s)),
                )
            )
            if self.app.advisor_for(spec.id) is not None:
                entries.append((f"{spec.name}: watch a demo", lambda s=spec: self._demo(s)))
        for spec in games_with_a_seated_table():  # several seats: who plays them is chosen first
            entries.append(
                (f"{spec.name}: {SETUP_WORDS.get(spec.id, 'set up a game')}", lambda s=spec: self._set_up(s))
            )
        entries.append(("Back", self.back))
        return entries

    def _set_up(self, spec: GameSpec) -> None:
        self.app.stack.push(setup_scene(self.app, spec))

    def _new_deal(self, spec: GameSpec) -> None:
        self.app.random_deal(spec, lambda seed: self.app.play(spec, seed))

    def _demo(self, spec: GameSpec) -> None:
        """The solver plays a deal it proved winnable, at a pace one can follow."""
        self.app.random_deal(spec, lambda seed: self.app.play(spec, seed, demo=True), winnable=True)


def record_text(stats: GameStats) -> str:
    """'Played 9, won 5 (3 without hints, 2 with)': wins from before hints existed are in neither."""
    text = f"Played {stats.played}, won {stats.won}"
    if stats.wins_with_hints or stats.wins_without_hints:
        text += f" ({stats.wins_without_hints} without hints, {stats.wins_with_hints} with)"
    return text


class DealNumberScene(MenuScene):
    """Type a deal number: the same number is the same deal everywhere."""

    title = "Deal number"
    max_digits = 9

    def __init__(self, app: object, spec: GameSpec) -> None:
        self.spec = spec
        self.digits = ""
        self.hint = ""
        super().__init__(app)

    def text_lines(self) -> list[str]:
        lines = [
            f"Type a number of up to {self.max_digits} digits, then press Enter.",
            f"Deal:  {self.digits}_",
        ]
        if self.hint:
            lines.append(self.hint)
        return lines

    def items(self) -> list[MenuItem]:
        return [("Deal", self.deal), ("Back", self.back)]

    def deal(self) -> None:
        if not self.digits:
            self.hint = "Type a number first."
            self.rebuild()
            return
        self.app.play(self.spec, int(self.digits))

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.unicode.isdigit():
            if len(self.digits) < self.max_digits:
                self.digits = (self.digits + event.unicode).lstrip("0")
                self.hint = ""
            else:
                self.hint = f"Deal numbers have at most {self.max_digits} digits."
            self.rebuild()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE:
            self.digits = self.digits[:-1]
            self.rebuild()
        elif (
            event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.digits
        ):
            self.deal()
        else:
            super().handle_event(event)


class PauseScene(MenuScene):
    """Escape at the table: the deal waits underneath."""

    title = "Paused"
    transparent = True

    def __init__(self, app: object, table: TableScene) -> None:
        self.table = table
        super().__init__(app)

    def text_lines(self) -> list[str]:
        return [f"{self.table.spec.name}, deal {self.table.seed}"]

    def items(self) -> list[MenuItem]:
        return [
            ("Resume", self.back),
            ("Restart this deal", lambda: self.close_then(self.table.restart)),
            ("New deal", lambda: self.close_then(self.table.new_deal)),
            ("Rules", self.table.show_rules),
            ("Save as…", lambda: self.close_then(lambda: open_save_as(self.app, self.table))),
            ("Settings", self.app.open_settings),
            ("Give up this deal", lambda: self.close_then(self.table.give_up)),
            ("Main menu", self.app.to_title),
        ]


class ResultScene(MenuScene):
    """The end of a deal: a win, or 'no more moves' with undo offered at once."""

    transparent = True

    def __init__(self, app: object, table: TableScene, won: bool, title: str, offer_undo: bool) -> None:
        self.table, self.won, self.offer_undo = table, won, offer_undo
        self.title = title
        super().__init__(app)

    def text_lines(self) -> list[str]:
        lines = [self.table.state.result().summary]
        lines.append(f"Deal {self.table.seed} in {self.table.game.moves_made} moves.")
        if self.table.demo:
            lines.append("Demos are not counted in the statistics.")
        elif self.won:
            stats = self.app.stats_for(self.table.spec.id)
            lines.append(f"{record_text(stats)}; best streak {stats.best_streak}.")
            if self.table.helped:
                lines.append("Won with hints.")
        elif self.offer_undo:
            lines.append("Undo to try another way.")
        return lines

    def items(self) -> list[MenuItem]:
        entries: list[MenuItem] = []
        if self.offer_undo:
            entries.append(("Undo last move", lambda: self.close_then(self.table.undo)))
        entries += [
            ("New deal", lambda: self.close_then(self.table.new_deal)),
            ("Restart this deal", lambda: self.close_then(self.table.restart)),
            ("Main menu", self.app.to_title),
        ]
        return entries

    def back(self) -> None:
        self.app.stack.pop()


class ConfirmScene(MenuScene):
    """A yes-or-no question before something that cannot be undone."""

    transparent = True

    def __init__(self, app: object, question: str, detail: str, yes: str, action: Callable[[], None]) -> None:
        self.title, self.detail, self.yes, self.action = question, detail, yes, action
        super().__init__(app)

    def text_lines(self) -> list[str]:
        return [self.detail]

    def items(self) -> list[MenuItem]:
        return [("Keep playing", self.back), (self.yes, lambda: self.close_then(self.action))]
