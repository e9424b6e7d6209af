"""The statistics screen: one game's figures at a time, the games stepped through like any choice.

Reached from the title (the first game first) and from a table's menu (that table's game
first). The text says the counts, streaks, bests, each person's places and the bot levels; a
chart of the last games sits under it where the window has room. "Reset <game> statistics"
asks first, saying what goes, and forgets that game's record alone.

The panel keeps one size for every game (the room the fullest game needs), so stepping
through the games never moves a button from under the pointer.
"""

from __future__ import annotations

from game.core import registry
from game.storage.statistics import GameStats
from game.ui.app_services import AppServices
from game.ui.look.viewport import Viewport
from game.ui.look.widgets import wrap_lines
from game.ui.menus.confirm import AskScene
from game.ui.menus.menu import LINE_TEXT, ChartMenuScene, MenuItem, stepped
from game.ui.statistics import words
from game.ui.statistics.chart import TIME, RecentChart
from game.ui.statistics.terms import score_terms


def played_alone(game_id: str) -> bool:
    """A solitaire, won or lost by its one player (its own words); every other game has a table of seats."""
    return registry.get(game_id).seats == (1, 1)


class StatisticsScene(ChartMenuScene):
    panel_width = 1500
    chart_height = 300
    button_height = 60
    columns = 3  # the game, its reset and Back side by side: room for the text and chart above

    def __init__(self, app: AppServices, game_id: str | None = None) -> None:
        self.games = {listing.id: listing.name for listing in registry.listings()}
        self.game_id = game_id if game_id in self.games else next(iter(self.games))
        self.message: str | None = None  # about a reset: nothing to reset, or the disk refused
        super().__init__(app)

    @property
    def name(self) -> str:
        return self.games[self.game_id]

    def stats(self, game_id: str | None = None) -> GameStats:
        return self.app.stats_for(game_id or self.game_id) or GameStats()

    def rebuild(self, keep_place: bool = False) -> None:
        """The title and chart of the game now chosen, then the menu's layout for them."""
        self.title = f"{self.name} statistics"
        self.chart = self._chart(self.game_id)
        super().rebuild(keep_place)

    def _chart(self, game_id: str) -> RecentChart | None:
        recent = self.stats(game_id).recent
        if len(recent) < 2:
            return None  # one game is a sentence, not a chart
        terms = score_terms(game_id)
        if played_alone(game_id):
            return RecentChart(recent, TIME, ("won", "lost"))
        if terms is None:
            return RecentChart(recent, TIME)
        return RecentChart(recent, f"{terms.unit}, fewest win" if terms.lower_wins else terms.unit)

    def _step_game(self, direction: int) -> None:
        self.game_id = stepped(list(self.games), self.game_id, direction)
        self.message = None

    def _left_or_right(self, direction: int) -> None:
        """Left and Right (and the pad's) step through the games whichever button has the focus, as
        tabs do; Up, Down and Tab move between the buttons."""
        self.buttons[0].action.step(direction)  # type: ignore[attr-defined]  # the game's choice

    def _text_height(self) -> int:
        """The room of the game needing the most (text and chart), whichever game is shown."""
        return max(self._room_for(game_id) for game_id in self.games)

    def _wide_enough(self, width: float, columns: int, labels: list[str], viewport: Viewport) -> float:
        """Wide enough for every game's buttons, not only the one shown: the panel keeps its size."""
        every = [label for name in self.games.values() for label in (f"◀ Game: {name} ▶", _reset_label(name))]
        return super()._wide_enough(width, columns, [*labels, *every], viewport)

    def _room_for(self, game_id: str) -> int:
        lines = self._lines_for(game_id)
        count = sum(len(wrap_lines(line, LINE_TEXT, self.wrap_width)) for line in lines)
        room = round(count * self._line_height(LINE_TEXT)) + 20
        chart = self._chart(game_id)
        viewport = self.app.viewport
        size = (viewport.length(self.panel_width - 120), viewport.length(self.chart_height - 16))
        return room + (self.chart_height if chart is not None and chart.fits(size) else 0)

    # --- what the menu says and offers ------------------------------------------------------

    def text_lines(self) -> list[str]:
        return self._lines_for(self.game_id)

    def _lines_for(self, game_id: str) -> list[str]:
        stats = self.stats(game_id)
        if stats.played == 0:
            name = self.games[game_id]
            lines = [words.empty_line(name), "A game counts here once it ends; one left unfinished does not."]
        elif played_alone(game_id):
            lines = words.solitaire_lines(stats)
        else:
            lines = words.table_lines(stats, score_terms(game_id))
        return [*lines, self.message] if self.message and game_id == self.game_id else lines

    def items(self) -> list[MenuItem]:
        return [
            (f"Game: {self.name}", self.choice(self._step_game)),
            (_reset_label(self.name), self._ask_reset),
            ("Back", self.back),
        ]

    def _ask_reset(self) -> None:
        stats = self.stats()
        if not stats.played:
            self.message = f"Nothing to reset: no {self.name} game is counted yet."
            self.rebuild(keep_place=True)
            return
        counted = (
            f"The one {self.name} game counted so far, with its"
            if stats.played == 1
            else f"All {stats.played} {self.name} games counted so far, with their"
        )
        verb = "is" if stats.played == 1 else "are"
        detail = f"{counted} streaks, bests, places and chart, {verb} forgotten. Other games keep theirs."
        question = f"Reset {self.name} statistics?"
        self.app.stack.push(AskScene(self.app, question, detail, "Keep them", "Reset", self._reset))

    def _reset(self) -> None:
        self.message = self.app.reset_stats(self.game_id) or f"{self.name} statistics were reset."
        self.rebuild(keep_place=True)


def _reset_label(name: str) -> str:
    return f"Reset {name} statistics"
