"""The command line's way into the window: ``main.py`` (``--game``, ``--seed``, ``--players``) lands here.

The arguments are checked before any window opens (``seats_for``, ``check_options``), so a
wrong one is a sentence on stderr and exit 2; then the title is shown with the game dealt
over it, as if the player had chosen it there.
"""

from __future__ import annotations

import sys
import time
from typing import TYPE_CHECKING, Any

from game.core.seats import SeatPlan, parse_players
from game.storage.in_progress import FOLDER as IN_PROGRESS_FOLDER
from game.storage.saves import AUTOSAVE_FILE
from game.storage.settings import FILE_NAME as SETTINGS_FILE
from game.storage.start_marker import StartMarker
from game.storage.statistics import FILE_NAME as STATISTICS_FILE
from game.ui import kits
from game.ui.app import App
from game.ui.display_check import NoDisplay, open_app
from game.ui.kit import Seating
from game.ui.look.sounds import quit_pygame
from game.ui.menus.title import TitleScene
from game.ui.phones import supply

# The user files a start reads before its first frame (settings and statistics as the app opens, the
# games in progress and an old autosave for the title's Continue); a start that fails sets them aside
# for the next (StartMarker), the folder of games in progress as a whole (renamed, every file kept).
FILES_READ_AT_START = (SETTINGS_FILE, STATISTICS_FILE, AUTOSAVE_FILE, IN_PROGRESS_FOLDER)

if TYPE_CHECKING:
    from game.core.protocol import GameSpec


def seats_for(spec: GameSpec, players: str | None) -> list[SeatPlan] | None:
    """The seats ``--players`` names for the game's table; None for a table for one (dealt at once).

    Raises ``ValueError`` (a seat the game cannot take, a phone where the game takes none) or
    ``kits.NoTable``.
    """
    kit = kits.kit_for(spec)
    if kit.seating is Seating.ALONE:
        return None
    plans = parse_players(
        players,
        spec.seats,
        kit.takes_turns,
        choices=spec.seat_choices(),
        subject="--players",
        game_name=spec.name,
    )
    if any(plan.phone for plan in plans) and not supply.offered(spec.id):
        raise ValueError(
            f"{spec.name} is not played with phones (only the turn games are)"
            if supply.available()
            else "phones are not available in this copy of Card Table"
        )
    return plans


def check_options(spec: GameSpec, options: dict[str, Any], plans: list[SeatPlan] | None) -> None:
    """``--options`` the game takes, and that fit the seats (Scrooge's teams); ``ValueError`` if not."""
    checked = spec.checked_options(options)
    check_seating = kits.kit_for(spec).check_seating
    if plans is not None and check_seating is not None:
        check_seating(checked, len(plans))


def run_window(
    spec: GameSpec | None,
    seed: int | None,
    plans: list[SeatPlan] | None,
    options: dict[str, Any],
    window: tuple[int, int] | None,
    time_first_frame: bool = False,
) -> int:
    """The app in its window until it is closed: the title, and the game (if any) dealt over it.

    The start is marked (``StartMarker``) before any user file is read and unmarked once the first
    frame was shown without an error, so a file that made this start fail is set aside at the next.
    """
    marker = StartMarker()
    after_failed_start = marker.begin(FILES_READ_AT_START)
    try:
        app = open_app(window)
    except NoDisplay as error:
        marker.succeeded()  # no file was at fault
        print(f"cardtable: {error}", file=sys.stderr)
        return 1
    app.notice = " ".join(words for words in (after_failed_start, app.notice) if words) or None
    app.stack.push(TitleScene(app))
    if spec is not None and plans is not None:
        app.nav.open_table(spec, app.new_seed() if seed is None else seed, plans, options)
    elif spec is not None and seed is not None:
        app.nav.play(spec, seed, options)
    elif spec is not None:
        app.nav.random_deal(spec, lambda seed: app.nav.play(spec, seed, options), options)
    try:
        app.run(after_first_frame=lambda: _first_frame_shown(app, marker, time_first_frame))
    finally:
        app.stack.close_all()  # what a scene holds open (a table's phone server) is let go, even on Ctrl+C
    quit_pygame()
    return 0


def _first_frame_shown(app: App, marker: StartMarker, time_first_frame: bool) -> None:
    """The start worked unless its first frame met an error; ``--time-first-frame``
    (benchmarks/frozen_startup.py) also says when the first frame was shown, and closes."""
    if app.crash_guard is None or not app.crash_guard.reports:
        marker.succeeded()
    if time_first_frame:
        print(f"first frame {time.time():.6f}", flush=True)
        app.running = False
