"""What a scene may ask of the app, as types: the window, settings, sounds, the stack and the way out.

Scenes are built with the app and keep it (``Scene.app``). They are typed against these
protocols, not the ``App`` class, so no scene module imports ``game.ui.app`` and the app
can import every screen without an import circle: the app is the one piece above them all.
``Navigator`` is how one screen opens another (``game.ui.navigation`` keeps it).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Protocol

import pygame

if TYPE_CHECKING:
    from game.bots.advisor import Advisor
    from game.core.protocol import GameSpec
    from game.core.replays import Replay
    from game.core.seats import SeatPlan
    from game.storage.settings import Settings
    from game.storage.statistics import GameStats
    from game.storage.table_records import TableOutcome
    from game.ui.cards.card_art import CardArt
    from game.ui.input.gamepads import PadSystem
    from game.ui.look.sounds import SoundBoard
    from game.ui.look.viewport import Viewport
    from game.ui.saving.opened_file import OpenedFile
    from game.ui.scene import Scene, SceneStack


class Navigator(Protocol):
    """The screens a scene may open, by what they show; the navigation module builds them."""

    def title(self) -> None:
        """Back to the title; the games being left stay among the games in progress."""

    def games_in_progress(self) -> None:
        """The list of games in progress (Continue), over the title."""

    def deal_again(self, table: Scene, new_deal: bool) -> None:
        """The game at ``table`` dealt again (the same deal, or a new one) with the same seats and options,
        its game so far dropped from the games in progress."""

    def picker(self) -> None:
        """The list of games, over the title."""

    def settings(self) -> None:
        """The settings, over whatever is shown."""

    def saved_games(self) -> None:
        """The saved games, over whatever is shown."""

    def finished_games(self) -> None:
        """The finished games kept to watch again."""

    def watch(self, replay: Replay) -> None:
        """The replay viewer for one finished game."""

    def rules(self, spec: GameSpec) -> None:
        """The game's rules page, over whatever is shown."""

    def set_up(self, spec: GameSpec) -> None:
        """The setup screen of a game for several seats, over the picker."""

    def play(
        self, spec: GameSpec, seed: int, options: dict[str, Any] | None = None, demo: bool = False
    ) -> None:
        """Deal ``seed`` at the game's table for one person (the solver plays a ``demo``)."""

    def open_table(
        self, spec: GameSpec, seed: int, plans: Sequence[SeatPlan], options: dict[str, Any]
    ) -> bool:
        """Deal ``seed`` at the game's table with these seats, replacing whatever is shown."""

    def resume(self, replay: Replay) -> None:
        """The game a replay holds, at its table where its steps end (``ResumeError`` if it cannot be)."""

    def statistics(self, game_id: str | None = None) -> None:
        """The statistics screen, over whatever is shown, at ``game_id``'s page (the first game's if None)."""

    def random_deal(
        self,
        spec: GameSpec,
        then: Callable[[int], None],
        options: dict[str, Any] | None = None,
        winnable: bool | None = None,
    ) -> None:
        """Pick a deal number for ``then``: a proven-winnable one when asked or set, found off the frame."""


class AppServices(Protocol):
    """The app as a scene sees it."""

    screen: pygame.Surface
    viewport: Viewport
    settings: Settings
    settings_message: str | None
    notice: str | None
    stack: SceneStack
    sounds: SoundBoard
    nav: Navigator
    running: bool
    advice_in_background: bool
    frame_hooks: list[Callable[[AppServices, float], None]]  # each frame, before the top scene updates
    device_watchers: list[Callable[[pygame.event.Event], None]]
    pad_system: PadSystem | None
    opened_from: OpenedFile | None  # the file the game on the table was opened from (Continue, a save)

    def felt(self) -> pygame.Surface: ...

    def card_art(self) -> CardArt: ...

    def motion_scale(self) -> float: ...

    def change_settings(self, settings: Settings) -> None: ...

    def toggle_fullscreen(self) -> None: ...

    def record_game(
        self, game_id: str, won: bool, seconds: float, moves: int, hinted: bool = False
    ) -> None: ...

    def stats_for(self, game_id: str) -> GameStats | None: ...

    def record_table(self, game_id: str, outcome: TableOutcome) -> None: ...

    def reset_stats(self, game_id: str) -> str | None: ...

    def new_seed(self) -> int: ...

    def pads(self) -> PadSystem: ...

    def advisor_for(self, game_id: str) -> Advisor | None: ...

    def leave_games(self) -> None: ...

    def drop_game(self, scene: Scene) -> None: ...

    def quit(self) -> None: ...

    def step(self, seconds: float) -> list[pygame.Rect]: ...

    def dispatch(self, event: pygame.event.Event) -> None: ...

    def draw(self) -> list[pygame.Rect]: ...
