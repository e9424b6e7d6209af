"""Phones keep playing while their table's own panel covers it (a round's end, a deal's end).

Only the top scene runs a frame, and between rounds the table lies under its round's summary,
which the big screen's "Next round" closes. With every person on a phone nobody may be at the
big screen, and the summary is on each phone too, with "Deal the next round": so the table
takes its phones' moves under its own panel, and a move made there (the next round dealt)
closes the panel for everyone. Under any other screen (the table's menu, the Phones screen, a
rules page) the phones wait, as a person at the screen would.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, runtime_checkable

from game.ui.game_endings import topmost_table

if TYPE_CHECKING:
    from game.ui.app_services import AppServices
    from game.ui.scene import Scene


@runtime_checkable
class PanelledTable(Protocol):
    def play_phones_under(self, top: Scene) -> bool:
        """Take the phones' moves under ``top`` if it is the table's own panel; True when one was made."""


class PhonesBehindPanels:
    """A frame hook: the topmost table's phones play on under the table's own round's-end panel."""

    def __call__(self, app: AppServices, seconds: float) -> None:
        found = topmost_table(app)
        top = app.stack.top
        if found is None or top is None or found[0] is top:
            return
        table = found[0]
        if isinstance(table, PanelledTable) and table.play_phones_under(top) and app.stack.top is top:
            app.stack.pop()
