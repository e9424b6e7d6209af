"""The one place that opens screens: every scene reaches another through ``app.nav``.

A scene never imports the screen it leads to (the title, a table, the settings); it asks
the ``Navigator`` (``game.ui.app_services``) by what it wants to show. So the screens form
no import circle: this module names the shared screens it opens, and finds a game's table
and setup screen through its kit (``game.ui.kits``), loading that game's package only then.

The shared screens it opens are named here, at the top, but those the title's first frame
does not draw are loaded when first opened (``game.ui.first_use``): the picker, the settings,
the rules, the finished games and the replay viewer each bring the table and input code they
draw with, and reopening a saved game brings the tables' resume code. Type checkers see
ordinary imports.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from game.core import registry
from game.core.replays import Replay, ReplayError
from game.core.seats import SeatPlan
from game.ui import kits
from game.ui.app_services import AppServices
from game.ui.first_use import on_first_use
from game.ui.menus.title import TitleScene
from game.ui.scene import Scene

if TYPE_CHECKING:
    from game.core import decoding
    from game.core.protocol import GameSpec
    from game.ui.menus import (
        finding,
        games_in_progress,
        picker,
        replay_list,
        replay_viewer,
        rules,
        saved_games,
        settings,
    )
    from game.ui.saving import resume
    from game.ui.statistics import screen as statistics_screen
else:
    decoding = on_first_use("game.core.decoding")  # looked into only when a shipped file is broken
    finding = on_first_use("game.ui.menus.finding")
    games_in_progress = on_first_use("game.ui.menus.games_in_progress")
    picker = on_first_use("game.ui.menus.picker")
    replay_list = on_first_use("game.ui.menus.replay_list")
    replay_viewer = on_first_use("game.ui.menus.replay_viewer")
    rules = on_first_use("game.ui.menus.rules")
    saved_games = on_first_use("game.ui.menus.saved_games")
    settings = on_first_use("game.ui.menus.settings")
    resume = on_first_use("game.ui.saving.resume")
    statistics_screen = on_first_use("game.ui.statistics.screen")

PERSON = SeatPlan(True, "mouse")
SOLVER = SeatPlan(False)  # at a table for one, a seat no person plays is the solver's demo


class Navigation:
    """Opens the screens for one app (``App.nav``)."""

    def __init__(self, app: AppServices) -> None:
        self.app = app

    def title(self) -> None:
        self.app.leave_games()
        self.app.stack.reset(TitleScene(self.app))

    def games_in_progress(self) -> None:
        self.app.stack.push(games_in_progress.GamesInProgressScene(self.app))

    def deal_again(self, table: Scene, new_deal: bool) -> None:
        """The game at ``table`` dealt again with the same seats and options (the same deal number, or a
        new one), replacing it; the game so far is dropped from the games in progress."""
        replay = table.replay()
        if replay is None:
            return
        spec = registry.get(replay.game_id)
        plans = resume.seat_plans(spec, replay)

        def deal(seed: int) -> None:
            if self.open_table(spec, seed, plans, dict(replay.options)):
                self.app.drop_game(table)  # only once the new game is open: a refusal drops nothing

        if new_deal:
            self.random_deal(spec, deal, dict(replay.options))
        else:
            deal(replay.seed)

    def picker(self) -> None:
        self.app.stack.push(picker.PickerScene(self.app))

    def settings(self) -> None:
        self.app.stack.push(settings.SettingsScene(self.app))

    def saved_games(self) -> None:
        self.app.stack.push(saved_games.SavedGamesScene(self.app))

    def statistics(self, game_id: str | None = None) -> None:
        self.app.stack.push(statistics_screen.StatisticsScene(self.app, game_id))

    def finished_games(self) -> None:
        self.app.stack.push(replay_list.ReplayListScene(self.app))

    def watch(self, replay: Replay) -> None:
        """The replay viewer; a broken shipped file it needs is a ``ReplayError`` saying so in a sentence."""
        try:
            self._read_first(replay.game_id)  # the showdowns replayed judge words, as at the table
            scene = replay_viewer.ReplayViewerScene(self.app, replay)
        except decoding.BrokenAsset as error:
            raise ReplayError(str(error)) from error
        self.app.stack.push(scene)

    def rules(self, spec: GameSpec) -> None:
        self.app.stack.push(rules.RulesScene(self.app, spec))

    def set_up(self, spec: GameSpec) -> None:
        make = kits.kit_for(spec).setup_scene
        if make is None:
            raise ValueError(f"{spec.name} is dealt at once; it has no setup screen")
        try:
            self._read_first(spec.id)
            scene = make(self.app, spec)
        except decoding.BrokenAsset as error:
            self.cannot_open(spec, error)
            return
        self.app.stack.push(scene)

    def play(
        self, spec: GameSpec, seed: int, options: dict[str, Any] | None = None, demo: bool = False
    ) -> None:
        self.open_table(spec, seed, [SOLVER if demo else PERSON], options or {})

    def open_table(
        self, spec: GameSpec, seed: int, plans: Sequence[SeatPlan], options: dict[str, Any]
    ) -> bool:
        """The game's table replaces what is shown (a game being left stays in progress); a broken
        shipped file it needs (a map, a deck, a word list) leaves the title saying which and why
        (False: no table opened)."""
        try:
            self._read_first(spec.id)
            table = kits.kit_for(spec).new_table(self.app, spec, seed, list(plans), options)
        except decoding.BrokenAsset as error:
            self.cannot_open(spec, error)
            return False
        self.app.leave_games()
        self.app.opened_from = None  # a new deal comes from no file
        self.app.stack.reset(table)
        return True

    def cannot_open(self, spec: GameSpec, error: decoding.BrokenAsset) -> None:
        """The one way every screen says a table cannot open for a broken shipped file: the title, with
        the game and a sentence naming the file and the fault; everything else still works."""
        self.app.notice = f"{spec.name} cannot be opened. {error}"
        self.title()

    def resume(self, replay: Replay) -> None:
        """The replay's table where it stands; ``ResumeError`` (nothing changed) when it cannot be, a
        broken shipped file included, so Continue and Saved games say why and keep the file."""
        try:
            self._read_first(replay.game_id)
        except decoding.BrokenAsset as error:
            raise resume.ResumeError(str(error)) from error
        resume.reopen(self.app, replay)

    def _read_first(self, game_id: str) -> None:
        kit = kits.find_kit(game_id)
        if kit is not None and kit.read_first is not None:
            kit.read_first()

    def random_deal(
        self,
        spec: GameSpec,
        then: Callable[[int], None],
        options: dict[str, Any] | None = None,
        winnable: bool | None = None,
    ) -> None:
        wanted = self.app.settings.winnable_deals_only if winnable is None else winnable
        advisor = self.app.advisor_for(spec.id)
        if not wanted or advisor is None:
            then(self.app.new_seed())
            return
        self.app.stack.push(finding.FindingDealScene(self.app, spec, options or {}, advisor, then))
