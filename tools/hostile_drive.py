"""The child process of ``tools/hostile_run.py``: the app started as a player starts it, then driven.

Run with ``CARDTABLE_HOME`` set and the SDL dummy drivers; ``PYTHONPATH`` may point at a copy of the
source tree (an asset run), so nothing here imports the harness.

    hostile_drive.py seed HOME             the seed files: settings, statistics, autosaves, saves, replays
    hostile_drive.py user PLAN             ``main.py`` (the title, crash guard on), then PLAN's screens
    hostile_drive.py table -- MAIN-ARGS    ``main.py MAIN-ARGS`` (e.g. --game tac), then F1, F2, play

The window loop (``App.run``) is replaced by a script of frames and key presses; everything else is
``main.main`` as it is, so the crash guard, the loads and the saves are the real ones. An exception
that leaves the app ends this process with a traceback, which the harness counts as a process crash.
The last line on stdout is ``hostile-drive {json}``: crash screens seen and whether a game was opened
from the file.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

FRAME = 1 / 60
BOT_FRAME = 0.05  # bots keep their pace in virtual time; a frame this long lets them move
SEED_GAMES = (
    ("scotch", None),
    ("scorzo", "bot:easy,bot:easy,bot:easy"),
    ("repezita", "bot:easy,bot:easy,bot:easy"),
    ("scroker", "bot:normal,bot:normal,bot:normal"),
)
REPORT: dict[str, Any] = {"crash_screens": 0, "opened": False, "notes": []}


def tick(app: Any, frames: int = 1, seconds: float = FRAME) -> None:
    """Frames through ``App.step`` (the crash guard's reach), counting each crash screen that appears."""
    from game.ui.menus.crash import CrashScene

    for _ in range(frames):
        before = any(isinstance(scene, CrashScene) for scene in app.stack.scenes)
        app.step(seconds)
        after = any(isinstance(scene, CrashScene) for scene in app.stack.scenes)
        if after and not before:
            REPORT["crash_screens"] += 1
        if not app.running:
            return


def in_frame(app: Any, action: Callable[[], object]) -> None:
    """Do ``action`` inside the next frame (as a one-shot frame hook), where a player's click would act:
    the crash guard sees what it raises, as it would see a menu's or a table's own failure."""

    def once(app_: Any, seconds: float) -> None:
        app.frame_hooks.remove(once)
        action()

    app.frame_hooks.insert(0, once)
    tick(app)


def press(app: Any, key: int, text: str = "", frames: int = 1) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=text, scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=text, scancode=0))
    tick(app, frames)


def labels(app: Any) -> list[str]:
    return [button.label for button in getattr(app.stack.top, "buttons", [])]


def choose(app: Any, wanted: Callable[[str], bool]) -> bool:
    """Down to the first button ``wanted`` accepts, then Enter: the keyboard, as a player would."""
    menu = app.stack.top
    names = labels(app)
    index = next((i for i, label in enumerate(names) if wanted(label)), None)
    if index is None:
        REPORT["notes"].append(f"no button for the plan among {names[:6]}")
        return False
    for _ in range(len(names)):
        if getattr(menu, "focus", index) == index or app.stack.top is not menu:
            break
        press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN, "\r")
    return True


def starts(prefix: str) -> Callable[[str], bool]:
    return lambda label: label.startswith(prefix)


def table_in(app: Any) -> Any:
    """The topmost scene that holds a game, or None."""
    for scene in reversed(app.stack.scenes):
        if hasattr(scene, "replay") and scene.replay() is not None:
            return scene
    return None


def play_a_little(app: Any) -> None:
    """One move of the person's where the table offers one, then some frames for bots and races."""
    table = table_in(app)
    if table is None:
        return
    REPORT["opened"] = True
    state = getattr(table, "state", None)
    if state is not None and hasattr(table, "play") and not state.is_over():
        moves = state.legal_moves(0)
        if moves:
            in_frame(
                app, lambda: table.play(moves[0])
            )  # as the tests move; the mouse is the pilot's business
    tick(app, 3)
    press(app, pygame.K_F2, frames=2)  # the controls, which read the key bindings
    press(app, pygame.K_ESCAPE, frames=2)
    tick(app, 6, BOT_FRAME)


def to_title(app: Any) -> None:
    from game.ui.menus.title import TitleScene

    for _ in range(6):
        if isinstance(app.stack.top, TitleScene) or app.stack.top is None or not app.running:
            return
        if labels(app) and any(label.startswith("Main menu") for label in labels(app)):
            choose(app, starts("Main menu"))
        else:
            press(app, pygame.K_ESCAPE, frames=2)


def plan_settings(app: Any) -> None:
    """The title; Settings: one change (one save), Keys…; a Scotch table and a keyboard race seat."""
    from game.core import registry
    from game.core.seats import parse_players

    tick(app, 3)
    if choose(app, starts("Settings")):
        tick(app, 2)
        choose(app, starts("Four-colour"))  # one change: the settings are written once
        tick(app, 2)
        if choose(app, starts("Keys")):
            tick(app, 2)
            press(app, pygame.K_DOWN)
            press(app, pygame.K_ESCAPE, frames=2)
        to_title(app)
    in_frame(app, lambda: app.nav.play(registry.get("scotch"), 1))
    tick(app, 2)
    for key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_u, pygame.K_h):
        press(app, key)
    press(app, pygame.K_F2, frames=2)
    press(app, pygame.K_ESCAPE, frames=2)
    to_title(app)
    spec = registry.get("scrooge")
    plans = parse_players("human:keys1,human:keys2,bot:easy", spec.seats)
    in_frame(app, lambda: app.nav.open_table(spec, 1, plans, {}))
    tick(app, 2)
    for key in (pygame.K_q, pygame.K_a, pygame.K_LEFT, pygame.K_RETURN):
        press(app, key)
    tick(app, 10, BOT_FRAME)
    press(app, pygame.K_F2, frames=2)
    to_title(app)


def plan_statistics(app: Any) -> None:
    """The title; a Scotch deal with a move, left (counted as lost: the statistics are written once)."""
    from game.core import registry

    tick(app, 3)
    in_frame(app, lambda: app.nav.play(registry.get("scotch"), 1))
    tick(app, 3)
    play_a_little(app)
    REPORT["opened"] = False  # the deal is a new one, not the file
    to_title(app)
    tick(app, 2)


def plan_autosave(app: Any) -> None:
    """The title (an old autosave joins the games in progress); Continue if it is offered, the first
    game, Resume; a move; back to the title."""
    tick(app, 3)
    if choose(app, starts("Continue")):
        tick(app, 2)
        if choose(app, lambda label: label not in ("Back", "Next page", "Previous page")):
            tick(app, 2)
            if choose(app, starts("Resume")):
                tick(app, 3)
                play_a_little(app)
        to_title(app)
    tick(app, 2)


def open_first_entry(app: Any, listing: str) -> bool:
    """The title; the list ``listing`` names (Saved games…, Watch a finished game); its first entry."""
    tick(app, 3)
    if not choose(app, starts(listing)):
        return False
    tick(app, 2)
    return choose(app, lambda label: label not in ("Back", "Newer", "Older"))


def plan_saves(app: Any) -> None:
    """The title; Saved games…; the first save; Load; a move; back."""
    if open_first_entry(app, "Saved games"):
        tick(app, 2)
        if choose(app, starts("Load")):
            tick(app, 3)
            play_a_little(app)
    to_title(app)
    tick(app, 2)


def plan_replays(app: Any) -> None:
    """The title; Watch a finished game; the first game; some seconds of watching; back."""
    if open_first_entry(app, "Watch a finished game"):
        REPORT["opened"] = True
        tick(app, 3)
        press(app, pygame.K_SPACE)
        press(app, pygame.K_RIGHT)
        tick(app, 30, BOT_FRAME)
    to_title(app)
    tick(app, 2)


def plan_table(app: Any) -> None:
    """A table opened by ``--game``: its rules (F1), its controls (F2), then bots and races play on."""
    tick(app, 3)
    REPORT["opened"] = table_in(app) is not None
    press(app, pygame.K_F1, frames=2)
    press(app, pygame.K_PAGEDOWN, frames=2)
    press(app, pygame.K_ESCAPE, frames=2)
    press(app, pygame.K_F2, frames=2)
    press(app, pygame.K_ESCAPE, frames=2)
    table = table_in(app)
    state = getattr(table, "state", None)
    if state is not None and hasattr(table, "play") and not state.is_over() and state.legal_moves(0):
        in_frame(app, lambda: table.play(state.legal_moves(0)[0]))
    for _ in range(40):
        tick(app, 1, BOT_FRAME)
        press(app, pygame.K_RETURN, "\r")  # a summary waits for a key, a turn table's focused button acts
    to_title(app)


PLANS: dict[str, Callable[[Any], None]] = {
    "settings": plan_settings,
    "statistics": plan_statistics,
    "autosave": plan_autosave,
    "saves": plan_saves,
    "replays": plan_replays,
    "table": plan_table,
}


def scripted(plan: Callable[[Any], None]) -> Callable[..., None]:
    """An ``App.run`` that shows the first frame, follows ``plan``, then closes the window (QUIT)."""

    def run(app: Any, first: Any = None, after_first_frame: Any = None) -> None:
        if first is not None:
            app.stack.push(first)
        app.running = True
        tick(app)
        if app.running:
            plan(app)
        if app.running:
            pygame.event.post(pygame.event.Event(pygame.QUIT))
            tick(app)

    return run


def drive(plan_name: str, main_args: list[str]) -> int:
    import main as entry
    from game.ui.app import App

    App.run = scripted(PLANS[plan_name])  # type: ignore[method-assign]
    code = entry.main(main_args)
    print("hostile-drive " + json.dumps(REPORT), flush=True)
    return code


def make_seeds(home: str) -> None:
    """Real files written by the app itself: settings with key bindings, statistics, an autosave per game
    kind (solitaire, turns, race), named saves of each, and finished games to watch again."""
    os.environ["CARDTABLE_HOME"] = home
    import dataclasses

    from game.core import registry
    from game.core.seats import parse_players
    from game.storage.in_progress import GamesInProgress
    from game.storage.saves import SaveStore
    from game.testing.smoke import smoke_test
    from game.ui.app import App
    from game.ui.menus.title import TitleScene

    for game_id in ("repezita", "schrum"):
        if smoke_test(game_id, 3) != 0:
            raise SystemExit(f"the smoke test of {game_id} failed; no finished game to seed with")
    app = App(window=(1280, 720), headless=True, advice_in_background=False)
    app.running = True
    bindings = {"undo": "backspace", "hint": "h", "keys1.work1": "t", "repezita.keys1.left": "g"}
    app.change_settings(dataclasses.replace(app.settings, key_bindings=bindings, card_back=2))
    store = SaveStore()
    games = GamesInProgress()
    for game_id, players in SEED_GAMES:
        app.stack.reset(TitleScene(app))
        spec = registry.get(game_id)
        if players is None:
            app.nav.play(spec, 7)
            table = app.stack.top
            for _ in range(3):
                table.play(table.state.legal_moves(0)[0])
                app.step(FRAME)
        else:
            app.nav.open_table(spec, 7, parse_players(players, spec.seats), {})
            for _ in range(400):
                app.step(BOT_FRAME)
                entry = _in_progress(games, game_id)
                if entry is not None and entry.replay is not None and entry.replay.moves >= 4:
                    break
        entry = _in_progress(games, game_id)
        if entry is None or entry.replay is None:
            raise SystemExit(f"no game in progress was written for {game_id}")
        store.save_as(f"{game_id} seed", entry.replay)
        # seeded as the old single autosave.json, which the title moves among the games in progress
        (store.home / f"autosave-{game_id}.seed").write_bytes(entry.path.read_bytes())
        app.record_game(game_id, won=game_id == "scotch", seconds=61.5, moves=12)
    app.leave_games()
    pygame.quit()


def _in_progress(games: Any, game_id: str) -> Any:
    """The game in progress of ``game_id`` (a ``SavedGame``; the seeding plays one of each), or None."""
    return next((e for e in games.entries() if e.replay is not None and e.replay.game_id == game_id), None)


def main(argv: list[str]) -> int:
    if argv[:1] == ["seed"]:
        make_seeds(argv[1])
        return 0
    if argv[:1] == ["user"]:
        return drive(argv[1], [])
    if argv[:1] == ["table"]:
        return drive("table", argv[2:] if argv[1:2] == ["--"] else argv[1:])
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
