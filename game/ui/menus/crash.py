"""The screen shown after a scene failed: what happened, where the report is, and the way back.

It is an opaque menu of one button, so Enter, Space, Escape, a click or a pad's A all
lead back to the title; nothing of the failed table is drawn or sent input any more.
"""

from __future__ import annotations

from game.ui.app_services import AppServices
from game.ui.menus.menu import MenuItem, MenuScene

MAX_ERROR_TEXT = 160  # characters of the exception's own words shown; the log has them all


class CrashScene(MenuScene):
    """Says that the game stopped, why in a line, and where the report with its moves was written."""

    title = "Something went wrong"
    panel_width = 1400

    def __init__(self, app: AppServices, error: BaseException, report_place: str, saved_note: str) -> None:
        words = str(error).strip().replace("\n", " ")
        if len(words) > MAX_ERROR_TEXT:
            words = words[: MAX_ERROR_TEXT - 1] + "…"
        self.error_line = f"{type(error).__name__}: {words}" if words else type(error).__name__
        self.report_place = report_place
        self.saved_note = saved_note
        super().__init__(app)

    def text_lines(self) -> list[str]:
        lines = ["Card Table hit an unexpected error and stopped this screen.", self.error_line]
        saved = [self.saved_note] if self.saved_note else []  # empty when no game was in play
        return [*lines, *saved, self.report_place]

    def items(self) -> list[MenuItem]:
        return [("Back to the title", self.back)]

    def back(self) -> None:
        self.app.nav.title()
