"""The app: the window, the frame loop and the scene stack.

Sixty frames a second; each frame the top scene gets input and elapsed
seconds, then draws only what changed (``display.update`` with its rects).
A change of scenes or window size repaints everything once.
"""

from __future__ import annotations

import dataclasses
import os
import random
import weakref
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.about import about
from game.storage.settings import Settings, SettingsStore
from game.storage.statistics import GameStats, StatisticsStore
from game.storage.table_records import TableOutcome
from game.ui.app_icon import WINDOW_ICON_SIZE, draw_icon
from game.ui.cards.card_art import CardArt
from game.ui.crash_guard import CrashGuard, FaultInjection
from game.ui.first_use import on_first_use
from game.ui.input.gamepads import PadSystem, SdlPads
from game.ui.look import theme, typeface
from game.ui.look.sounds import MixerSpeaker, SoundBoard
from game.ui.look.viewport import Viewport
from game.ui.navigation import Navigation
from game.ui.phones.behind_panels import PhonesBehindPanels
from game.ui.saving.autosave import Autosave
from game.ui.saving.finished_games import FinishedGames
from game.ui.saving.opened_file import OpenedFile
from game.ui.scene import Scene, SceneStack
from game.ui.statistics.counting import CountedGames
from game.ui.window_fit import desktop_size, fitted_window

if TYPE_CHECKING:
    from game.bots import advisor as advice
    from game.bots import solvers
else:  # the solver's code loads with the first game that has one, not with the title
    advice = on_first_use("game.bots.advisor")
    solvers = on_first_use("game.bots.solvers")

FPS = 60
TITLE = about().title  # pyproject.toml's [tool.cardtable]
MIN_WINDOW = (640, 360)


class App:
    """Owns the window, settings, statistics and the scene stack."""

    def __init__(
        self,
        window: tuple[int, int] | None = None,
        headless: bool = False,
        advice_in_background: bool = True,
        catch_crashes: bool | None = None,
    ) -> None:
        """``catch_crashes``: a failing scene gives the crash screen, not a traceback (default: with a
        window; headless runs, the smoke test and most tests, let the exception out to fail loudly)."""
        if headless:
            os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        pygame.display.init()  # the mixer opens with the first sound heard (game.ui.look.sounds)
        pygame.font.init()
        theme.forget_cached_surfaces()
        self.settings_store = SettingsStore()
        self.settings, self.settings_message = self.settings_store.load()
        theme.apply_look(self.settings.high_contrast, self.settings.text_scale)
        self.stats_store = StatisticsStore()
        _, stats_message = self.stats_store.load()
        font_message = typeface.problem()
        self.notice = " ".join(m for m in (self.settings_message, stats_message, font_message) if m) or None
        self.sounds = SoundBoard(MixerSpeaker(), self.settings.sound_volume, self.settings.sound_muted)
        size = window or (self.settings.window_size[0], self.settings.window_size[1])
        self.fullscreen = self.settings.fullscreen and not headless
        if not headless:  # set before the window opens, as some systems read it only then
            pygame.display.set_icon(draw_icon(WINDOW_ICON_SIZE))
        self.screen = self._open_window((size[0], size[1]))
        pygame.display.set_caption(TITLE)
        pygame.key.set_repeat(300, 60)
        self.viewport = Viewport(self.screen.get_size())
        self._status_room: tuple[weakref.ref[Scene] | None, int] = (None, 0)  # see status_room_keeper
        self.stack = SceneStack()
        self.clock = pygame.time.Clock()
        self.running = False
        self.frame_hooks: list[Callable[[App, float], None]] = [FinishedGames()]  # kept to watch again
        self._art: CardArt | None = None
        self._felt: pygame.Surface | None = None
        self._random = random.Random()
        self.advice_in_background = advice_in_background  # tests answer at once, in the frame
        self._advisors: dict[str, advice.Advisor] = {}
        self.pad_system: PadSystem | None = None  # SDL's controllers, started by the first pad seat
        self.opened_from: OpenedFile | None = None  # the file the game on the table came from
        self.device_watchers: list[Callable[[pygame.event.Event], None]] = []
        self.crash_guard = (
            CrashGuard(self) if (not headless if catch_crashes is None else catch_crashes) else None
        )
        self.autosave = Autosave()  # each game in play is saved after every move, in its own file
        self.frame_hooks.append(self.autosave)
        self.frame_hooks.append(CountedGames())  # finished games with people at the table, counted
        self.frame_hooks.append(PhonesBehindPanels())  # a round's end on the big screen: phones play on
        self.nav = Navigation(self)  # how one screen opens another
        fault = FaultInjection.from_environment()
        if fault is not None:
            self.frame_hooks.append(fault)

    # --- window ---------------------------------------------------------------

    def _open_window(self, size: tuple[int, int]) -> pygame.Surface:
        if self.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        width, height = fitted_window(size, desktop_size())  # never larger than the screen
        return pygame.display.set_mode(
            (max(MIN_WINDOW[0], width), max(MIN_WINDOW[1], height)), pygame.RESIZABLE
        )

    def toggle_fullscreen(self) -> None:
        self.fullscreen = not self.fullscreen
        width, height = self.settings.window_size
        self.screen = self._open_window((width, height))
        self._resized()
        self.change_settings(dataclasses.replace(self.settings, fullscreen=self.fullscreen))

    def status_room_keeper(self, scene: Scene) -> Callable[[int], None]:
        """What ``scene``'s status line calls with the window pixels it needs below the stage. The
        stage is fitted above them before the next picture (not at once: the table asking is in the
        middle of drawing itself), and only while that scene is open: the title after a table
        gets its whole window back."""

        def keep(pixels: int) -> None:
            self._status_room = (weakref.ref(scene), pixels)  # a closed table is not kept alive

        return keep

    @property
    def status_room(self) -> int:
        asker, pixels = self._status_room
        scene = asker() if asker is not None else None
        return pixels if scene is not None and scene in self.stack.scenes else 0

    def _fit_stage_above_status(self) -> None:
        if self.status_room != self.viewport.foot:
            self._resized()

    def _resized(self) -> None:
        self.screen = pygame.display.get_surface()
        self.viewport = Viewport(self.screen.get_size(), foot=self.status_room)
        self._felt = None
        if self._art is not None:
            self._art.clear()
        for scene in self.stack.scenes:
            scene.resize()
        self.stack.changed = True

    def felt(self) -> pygame.Surface:
        """The table cloth at window size (menus draw on it too)."""
        if self._felt is None or self._felt.get_size() != self.screen.get_size():
            colour = theme.TABLE_COLOURS.get(self.settings.table_colour, theme.TABLE_COLOURS["green"])
            self._felt = theme.felt(self.screen.get_size(), colour)
        return self._felt

    def card_art(self) -> CardArt:
        s = self.settings
        wanted = (s.four_colour, s.large_indices, s.high_contrast)
        if (
            self._art is None
            or (self._art.four_colour, self._art.large_indices, self._art.high_contrast) != wanted
        ):
            self._art = CardArt(
                four_colour=s.four_colour, large_indices=s.large_indices, high_contrast=s.high_contrast
            )
        return self._art

    def motion_scale(self) -> float:
        """Animation durations are multiplied by this; reduced motion makes them instant."""
        return 0.0 if self.settings.reduced_motion else self.settings.animation_speed

    # --- settings and statistics -----------------------------------------------

    def change_settings(self, settings: Settings) -> None:
        if (settings.high_contrast, settings.text_scale) != (
            self.settings.high_contrast,
            self.settings.text_scale,
        ):
            theme.apply_look(settings.high_contrast, settings.text_scale)
        self.settings = settings
        self._felt = None
        self.sounds.configure(settings.sound_volume, settings.sound_muted)
        self.settings_message = self.settings_store.save(settings)
        for scene in self.stack.scenes:
            scene.settings_changed()
        self.stack.changed = True

    def record_game(self, game_id: str, won: bool, seconds: float, moves: int, hinted: bool = False) -> None:
        self.stats_store.record(game_id, won=won, seconds=seconds, moves=moves, hinted=hinted)

    def stats_for(self, game_id: str) -> GameStats | None:
        return self.stats_store.get(game_id)

    def record_table(self, game_id: str, outcome: TableOutcome) -> None:
        self.stats_store.record_table(game_id, outcome)
        if self.stats_store.last_save_message is not None:
            self.notice = self.stats_store.last_save_message

    def reset_stats(self, game_id: str) -> str | None:
        """Forget one game's statistics; a message when the disk refused."""
        return self.stats_store.reset(game_id)

    def new_seed(self) -> int:
        return self._random.randint(1, 999_999)

    def seed_deals(self, seed: int) -> None:
        """Make the deal numbers ``new_seed`` picks repeatable, so a monkey run replays from its seed."""
        self._random.seed(seed)

    # --- gamepads -----------------------------------------------------------------------

    def pads(self) -> PadSystem:
        """The controllers, started on first use; tests put fake ones in ``pad_system`` first."""
        if self.pad_system is None:
            self.pad_system = SdlPads()
        return self.pad_system

    # --- the solver -------------------------------------------------------------------

    def advisor_for(self, game_id: str) -> advice.Advisor | None:
        """One advisor per game for the whole session, so what it learnt is kept between deals."""
        if game_id not in self._advisors:
            solver = solvers.solver_for(game_id)
            if solver is None:
                return None
            self._advisors[game_id] = advice.Advisor(solver, background=self.advice_in_background)
        return self._advisors[game_id]

    # --- scenes ---------------------------------------------------------------------

    def leave_games(self) -> None:
        """The games on screen are left, never lost and never counted: each is written once more as it
        is left (the time played) and stays among the games in progress."""
        for scene in self.stack.scenes:
            self.autosave.rewrite(self, scene)

    def drop_game(self, scene: Scene) -> None:
        """The player dropped the game at ``scene`` (Restart, New game): it leaves the games in progress."""
        self.autosave.drop(scene)

    def quit(self) -> None:
        self.leave_games()
        for advisor in self._advisors.values():
            advisor.close()
        self.running = False

    # --- the loop ---------------------------------------------------------------------

    def run(self, first: Scene | None = None, after_first_frame: Callable[[], None] | None = None) -> None:
        """Frames until the window closes or the stack empties: ``first`` (if any) is pushed, and the first
        frame is shown at once, then ``after_first_frame`` is called (a benchmark's mark)."""
        if first is not None:
            self.stack.push(first)
        self.running = True
        self.clock.tick()  # the first frame is shown at once: the frame limiter waits only between frames
        self.step(0.0)
        if after_first_frame is not None:
            after_first_frame()
        while self.running and self.stack.top is not None:
            seconds = self.clock.tick(FPS) / 1000.0
            self.step(seconds)

    def step(self, seconds: float) -> list[pygame.Rect]:
        """One frame: input, hooks, update, draw. Returns the areas repainted.

        With a crash guard, an exception out of any of them is reported and shown, never raised.
        """
        if self.crash_guard is None:
            return self._frame(seconds)
        try:
            return self._frame(seconds)
        except Exception as error:  # the crash guard reports every kind
            self.crash_guard.recover(error)
            return []

    def _frame(self, seconds: float) -> list[pygame.Rect]:
        for event in pygame.event.get():
            self.dispatch(event)
        for hook in list(self.frame_hooks):
            hook(self, seconds)
        top = self.stack.top
        if top is None:
            return []
        top.update(seconds)
        self._fit_stage_above_status()
        return self.draw()

    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
        elif event.type == pygame.VIDEORESIZE and not self.fullscreen:
            size = (max(MIN_WINDOW[0], event.w), max(MIN_WINDOW[1], event.h))
            if pygame.display.get_surface().get_size() != size:
                pygame.display.set_mode(size, pygame.RESIZABLE)
            self.change_settings(dataclasses.replace(self.settings, window_size=size))
            self._resized()
        elif event.type == pygame.WINDOWSIZECHANGED:
            if self.screen.get_size() != pygame.display.get_surface().get_size():
                self._resized()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11 and not self._top_takes_every_key():
            self.toggle_fullscreen()
        elif event.type in (pygame.CONTROLLERDEVICEADDED, pygame.CONTROLLERDEVICEREMOVED):
            for watcher in list(self.device_watchers):
                watcher(event)  # a pad may come or go while a summary or menu covers the table
        elif self.stack.top is not None:
            self.stack.top.handle_event(event)

    def _top_takes_every_key(self) -> bool:
        return self.stack.top is not None and self.stack.top.takes_every_key()

    def draw(self) -> list[pygame.Rect]:
        top = self.stack.top
        if top is None:
            return []
        full = self.stack.changed or (top.transparent and top.needs_full_draw)
        if full:
            for scene in self.stack.visible():
                scene.draw(self.screen, full=True)
            self.stack.changed = False
            pygame.display.flip()
            rects = [self.screen.get_rect()]
        else:
            rects = top.draw(self.screen, full=False)
            if rects:
                pygame.display.update(rects)
        return rects
