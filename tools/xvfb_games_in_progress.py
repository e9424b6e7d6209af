"""Three games left one for the next, then each continued, in a real X window (issue 23's "Done when").

The app runs in this process on the X11 driver (under Xvfb); every menu choice, table move and
key is made through ``xdotool`` (the ``XHands`` of ``tools/xvfb_play.py``). The sequence:

1. Scorzo, you and two bots (dealt as ``tools/xvfb_play_scorzo.py`` deals it): you play a few
   moves (``ScorzoPerson``), then Escape → "Main menu".
2. Play → "Scotch Solitaire: deal number…" → the deal: a few moves by click-then-click, then
   Escape → "Main menu".
3. Tač, you and two bots: you play a move or two (``ShedderPerson``), then Escape → "Main menu".
4. On the title, "Continue…": the list must hold all three. Each is chosen, then "Resume": its
   table must stand exactly where it was left (the position's digest), and is left again.

Screenshots (``--shots``): the title, the list, a game's own screen, each resumed table. Exit 0
when all three were listed and each resumed where it was; 1 with the reason otherwise.

    Xvfb :31 -screen 0 1600x900x24 &
    DISPLAY=:31 CARDTABLE_HOME=/tmp/progress-home .venv/bin/python tools/xvfb_games_in_progress.py \\
        --shots /tmp/progress-shots
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("SDL_VIDEODRIVER", "x11")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("CARDTABLE_HOME", tempfile.mkdtemp(prefix="cardtable-progress-"))  # not your own

import pygame

from game.core import registry
from game.core.replays import position_digest
from game.core.seats import parse_players
from game.ui.app import App
from game.ui.games.scotch.menus import DealNumberScene
from game.ui.games.scotch.menus import PauseScene as ScotchPauseScene
from game.ui.games.scotch.table import TableScene
from game.ui.menus.games_in_progress import GameChoiceScene, GamesInProgressScene
from game.ui.menus.menu import MenuScene
from game.ui.menus.table_pause import TablePauseScene
from game.ui.menus.title import TitleScene
from game.ui.scene import Scene
from tools.xvfb_person import Failure, TablePerson
from tools.xvfb_play import XHands, focus, screenshot
from tools.xvfb_play_scorzo import ScorzoPerson
from tools.xvfb_play_shedding import ShedderPerson

WAIT = 10.0  # seconds a screen may take to answer a gesture
PLAYERS = "human:mouse,bot:easy,bot:easy"


class Run:
    """The app, the hands on it, and the screenshots taken on the way."""

    def __init__(self, app: App, hands: XHands, shots: Path | None) -> None:
        self.app, self.hands, self.shots = app, hands, shots

    def frames_until(self, done: Callable[[], bool], what: str, seconds: float = WAIT) -> None:
        deadline = time.monotonic() + seconds
        while not (done() and not self.hands.busy):
            if time.monotonic() > deadline:
                shown = type(self.app.stack.top).__name__
                raise Failure(f"{what}: not within {seconds:.0f} s (screen: {shown})")
            self.app.step(self.app.clock.tick(60) / 1000.0)

    def settle(self, seconds: float = 0.8) -> None:
        """Frames for a while, so a fresh screen is drawn (and cards land) before it is photographed."""
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            self.app.step(self.app.clock.tick(60) / 1000.0)

    def shot(self, name: str) -> None:
        if self.shots is not None:
            self.settle()
            screenshot(self.shots / name)

    def choose(self, label: str) -> None:
        """Click the button of the menu on top whose label starts with ``label``; wait for the menu to go."""
        menu = self.app.stack.top
        assert isinstance(menu, MenuScene), type(menu).__name__
        button = next((b for b in menu.buttons if b.label.startswith(label)), None)
        if button is None:
            raise Failure(f"no {label!r} among {[b.label for b in menu.buttons]}")
        self.hands.click(button.screen_rect(self.app.viewport).center)
        self.frames_until(lambda: self.app.stack.top is not menu, f"choosing {label!r}")

    def people_play(self, person: TablePerson, moves: int) -> None:
        """The person's hook plays (bots too) until the game has ``moves`` moves and the person is idle."""
        self.app.frame_hooks.append(person)
        try:
            self.frames_until(
                lambda: len(person.table.state.history) >= moves and person.expect is None,
                f"playing {moves} moves",
                seconds=180,
            )
        finally:
            self.app.frame_hooks.remove(person)

    def leave(self, table: Scene) -> str:
        """Escape at the table, then "Main menu"; the position left, as a digest."""
        self.frames_until(lambda: self.app.stack.top is table, "the table back on top", seconds=60)
        where = digest(table)
        self.hands.press("Escape")
        self.frames_until(
            lambda: isinstance(self.app.stack.top, TablePauseScene | ScotchPauseScene), "Escape's menu"
        )
        self.choose("Main menu")
        self.frames_until(lambda: isinstance(self.app.stack.top, TitleScene), "the title")
        return where


def digest(table: Scene) -> str:
    replay = table.replay()
    assert replay is not None
    return position_digest(replay.play())


def seated_table(run: Run, game_id: str, seed: int) -> Scene:
    spec = registry.get(game_id)
    run.app.nav.open_table(spec, seed, parse_players(PLAYERS, spec.seats), {})
    return run.app.stack.top


def scotch_moves(run: Run, deal: int, moves: int) -> TableScene:
    """From the title: Play, the deal by number, then ``moves`` moves by click-then-click."""
    run.choose("Play")
    run.frames_until(lambda: getattr(run.app.stack.top, "title", "") == "Choose a game", "the picker")
    run.choose("Scotch Solitaire: deal number")
    run.hands.press(*str(deal), "Return")
    run.frames_until(lambda: isinstance(run.app.stack.top, TableScene), "the Scotch deal")
    table = run.app.stack.top
    assert isinstance(table, TableScene) and not isinstance(table, DealNumberScene)
    for made in range(moves):
        run.frames_until(lambda: not table.view.animating, "the cards landing")
        move = table.state.legal_moves(0)[0]
        source = table.view.top_rect(move.source).center
        target = table.view.top_rect(move.target).center
        run.hands.click_then_click(source, target)
        run.frames_until(lambda made=made: table.game.moves_made > made, f"Scotch move {made + 1}")
    return table


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shots", type=Path, help="a folder for the screenshots")
    parser.add_argument("--window", default="1280x720", help="window size WxH")
    args = parser.parse_args()
    if args.shots is not None:
        args.shots.mkdir(parents=True, exist_ok=True)
    width, height = (int(n) for n in args.window.lower().split("x"))
    app = App(window=(width, height))
    app.stack.reset(TitleScene(app))
    app.running = True
    window = pygame.display.get_wm_info()["window"]
    focus(window)
    run = Run(app, XHands(window), args.shots)
    left: dict[str, str] = {}
    try:
        run.settle()
        table = seated_table(run, "scorzo", 5)
        run.people_play(ScorzoPerson(window, table, 5, "mouse", None), 6)
        left["scorzo"] = run.leave(table)
        table = scotch_moves(run, 4711, 4)
        left["scotch"] = run.leave(table)
        table = seated_table(run, "tac", 9)
        run.people_play(ShedderPerson(window, table, 9, "mouse", None), 3)
        left["tac"] = run.leave(table)
        run.shot("1-title.png")
        title_notes = " ".join(app.stack.top.notes)
        print(f"title: {title_notes}")
        for game_id in ("scorzo", "scotch", "tac"):
            run.choose("Continue")
            listing = app.stack.top
            assert isinstance(listing, GamesInProgressScene)
            listed = [game.entry.replay.game_id for game in listing.games if game.entry.replay is not None]
            if sorted(listed) != sorted(left):
                raise Failure(f"the list holds {listed}, not the three games left")
            rows = [button.label for button in listing.buttons]
            if game_id == "scorzo":
                print("list: " + " | ".join(rows))
                run.shot("2-list.png")
            run.choose(rows[listed.index(game_id)])
            choice = app.stack.top
            assert isinstance(choice, GameChoiceScene)
            if game_id == "scorzo":
                run.shot("3-one-game.png")
            run.choose("Resume")  # the table replaces the list at the click; its first frame has passed
            table = app.stack.scenes[0]
            if table.replay() is None or digest(table) != left[game_id]:
                raise Failure(f"{game_id} resumed somewhere other than where it was left")
            run.shot(f"4-resumed-{game_id}.png")
            print(f"{game_id}: resumed where it was left ({table.replay().moves} moves)")
            run.leave(table)
    except Failure as failure:
        if args.shots is not None:
            screenshot(args.shots / "failure.png")
        print(f"FAILED: {failure}")
        pygame.quit()
        return 1
    pygame.quit()
    print("all three games were listed and each resumed where it was left")
    return 0


if __name__ == "__main__":
    sys.exit(main())
