"""Title → a finished game → the title in a real window, with key presses only (issue 9, point 5).

Starts a virtual X server (``Xvfb -displayfd``: a 1280×720 screen on a display the server
picks, handed over once it takes a client; tests/xvfb_display.py), unless ``--display`` names
one already running, opens the app on it, and for each game asked for lets
``tools/keyboard_tour.KeyboardTour`` decide the person's keys, typed with
``xdotool key`` into the window: no pointer event is ever made. Each new screen of a tour is
saved as a screenshot (``import -window root``) in ``--shots``, and F2 (the controls overlay)
is pressed once at each table and photographed too. Exits 0 when every tour came back to
the title after a finished game, 1 (saying where it stopped) otherwise.

    python tools/xvfb_keyboard_tour.py [--games scotch,scorzo,scroker,repezita] [--shots DIR]
                                       [--display :95] [--minutes 15]

Animations run at the Fast setting. Scrooge (five real-time speed rounds), Schrum Schrum and Tač
(hundreds of turns at a person's pace) take many minutes each: add them with ``--games``.
Needs Xvfb, xdotool and ImageMagick. Not a test: the games run in real time.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.xvfb_display import XvfbError, start_xvfb, stop_xvfb

DEFAULT_GAMES = "scotch,scorzo,scroker,repezita"
SETTLE_SECONDS = 0.7  # a new screen draws before its picture is taken
X_NAMES = {"tab": "Tab", "home": "Home", "f1": "F1", "f2": "F2"}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=DEFAULT_GAMES)
    parser.add_argument("--shots", type=Path, default=Path("/tmp/keyboard-tour"))
    parser.add_argument("--display", default="")
    parser.add_argument("--minutes", type=float, default=15.0, help="the most one game's tour may take")
    args = parser.parse_args()
    server = None
    if not args.display:
        try:
            server, args.display = start_xvfb((1280, 720))
        except XvfbError as error:
            raise SystemExit(str(error)) from None
    os.environ["DISPLAY"] = args.display
    os.environ["SDL_VIDEODRIVER"] = "x11"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("CARDTABLE_HOME", str(args.shots / "home"))
    args.shots.mkdir(parents=True, exist_ok=True)
    try:
        return run(args)
    finally:
        if server is not None:
            stop_xvfb(server)


def run(args: argparse.Namespace) -> int:
    import pygame

    from game.ui.app import App
    from game.ui.menus.controls import ControlsScene
    from game.ui.menus.title import TitleScene
    from tools.keyboard_tour import KeyboardTour, TourFailed
    from tools.xvfb_play import XHands, focus, screenshot

    app = App(window=(1280, 720))
    app.change_settings(dataclasses.replace(app.settings, animation_speed=0.5))  # Fast: bots keep pace
    app.stack.reset(TitleScene(app))
    window = pygame.display.get_wm_info()["window"]
    focus(window)
    hands = XHands(window)
    app.running = True
    failures = 0
    for game in args.games.split(","):
        guide = KeyboardTour(game)
        shown: str | None = None
        shown_at = time.monotonic()
        taken: list[str] = []  # the screens photographed, in order
        overlay_done = False
        started = time.monotonic()
        print(f"{game}: starting at the title", flush=True)
        try:
            while not guide.finished:
                if time.monotonic() - started > args.minutes * 60:
                    raise TourFailed(f"not back at the title after {args.minutes} minutes")
                seconds = app.clock.tick(60) / 1000.0
                app.step(seconds)
                top = app.stack.top
                name = type(top).__name__
                if name != shown:
                    shown, shown_at = name, time.monotonic()
                    continue
                if time.monotonic() - shown_at < SETTLE_SECONDS or hands.busy:
                    continue
                if not taken or taken[-1] != name:
                    taken.append(name)
                    screenshot(args.shots / f"{game}-{len(taken):02d}-{name}.png")
                if top.replay() is not None and not overlay_done:  # at the table: F2 once, as a person might
                    overlay_done = True
                    hands.press("F2")
                    continue
                if isinstance(top, ControlsScene):
                    screenshot(args.shots / f"{game}-controls.png")
                    hands.press("F2")
                    continue
                keys = guide.next_keys(app, seconds)
                if keys:
                    hands.press(*(X_NAMES.get(key, key) for key in keys))
        except TourFailed as failure:
            failures += 1
            screenshot(args.shots / f"{game}-failed.png")
            print(f"{game}: FAILED: {failure}; screens: {guide.screens[-8:]}", flush=True)
            app.stack.reset(TitleScene(app))
            continue
        took = time.monotonic() - started
        print(
            f"{game}: back at the title after a finished game, {guide.keys_pressed} keys, {took:.0f} s",
            flush=True,
        )
    gestures = hands.gestures
    print(f"key presses: {gestures['keys']}, clicks: {gestures['clicks']}, drags: {gestures['drags']}")
    pygame.quit()
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
