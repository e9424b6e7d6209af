"""The solitaire table's own menus: a deal by number, the pause menu and the end of a deal."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.protocol import GameSpec
from game.ui.app_services import AppServices
from game.ui.games.scotch.difficulty_choice import deal_words
from game.ui.look.hud import clock_text
from game.ui.menus.menu import MenuItem, MenuScene
from game.ui.menus.records import record_text
from game.ui.menus.save_name import open_save_as

if TYPE_CHECKING:
    from game.ui.games.scotch.table import TableScene


class DealNumberScene(MenuScene):
    """Type a deal number: the same number is the same deal everywhere."""

    title = "Deal number"
    max_digits = 9

    def __init__(self, app: AppServices, spec: GameSpec) -> None:
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
        self.app.nav.play(self.spec, int(self.digits))

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

    def __init__(self, app: AppServices, table: TableScene) -> None:
        self.table = table
        super().__init__(app)

    def text_lines(self) -> list[str]:
        keeps = "Main menu keeps this deal among the games in progress: Continue on the title picks it up."
        return [f"{self.table.spec.name}, {deal_words(self.table.seed, self.table.options, 'deal')}", keeps]

    def items(self) -> list[MenuItem]:
        return [
            ("Resume", self.back),
            ("Restart this deal", lambda: self.close_then(self.table.restart)),
            ("New deal", lambda: self.close_then(self.table.new_deal)),
            ("Rules", self.table.show_rules),
            ("Save as…", lambda: self.close_then(lambda: open_save_as(self.app, self.table))),
            ("Statistics", lambda: self.app.nav.statistics(self.table.spec.id)),
            ("Settings", self.app.nav.settings),
            ("Give up this deal", lambda: self.close_then(self.table.give_up)),
            ("Main menu", self.app.nav.title),
        ]


class ResultScene(MenuScene):
    """The end of a deal: a win, or 'no more moves' with undo offered at once."""

    transparent = True

    def __init__(self, app: AppServices, table: TableScene, won: bool, title: str, offer_undo: bool) -> None:
        self.table, self.won, self.offer_undo = table, won, offer_undo
        self.title = title
        super().__init__(app)

    def text_lines(self) -> list[str]:
        lines = [self.table.state.result().summary]
        moves = self.table.game.moves_made
        deal = deal_words(self.table.seed, self.table.options, "Deal")
        lines.append(f"{deal} in {moves} move{'s' if moves != 1 else ''}, {clock_text(self.table.elapsed)}.")
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
            ("Main menu", self.app.nav.title),
        ]
        return entries

    def back(self) -> None:
        self.app.stack.pop()
