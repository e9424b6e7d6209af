"""A person at a turn table in a real X window: what the Scorzo and Scroker play tools share.

``TablePerson`` is a frame hook on the app. Each frame it watches for a stall,
waits while its last xdotool gesture (``XHands``) is still being made, then
waits for what that gesture must bring about (an ``Expectation``: a move in the
rules' history, a screen gone) and fails with what happened when it does not
come. Only then, after a short think, does it look at the screen again
(``look``, the game's own). It takes the "pass to" screen as a person would and
saves screenshots. ``play`` runs the app until the hook says the game is over,
and ``report_end`` takes the closing screenshot and says any failure.
"""

from __future__ import annotations

import sys
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.ui.app import App
from game.ui.look.widgets import Button
from game.ui.turns.pass_screen import REST_SECONDS as PASS_REST
from game.ui.turns.pass_screen import PassScreenScene
from tools.xvfb_play import THINK_SECONDS, XHands, screenshot

GESTURE_SECONDS = 5.0  # after a gesture ends, what it does must show within this long
STALL_SECONDS = 120.0  # nothing at all happening this long is a failure
SHOT_SETTLE_SECONDS = 0.6  # let a fresh scene draw before taking its picture


@dataclass
class Expectation:
    """What the last gesture must bring about: ``check`` returns True when done, a text when it went wrong."""

    what: str
    check: Callable[[], bool | str]
    deadline: float = 0.0


class Failure(Exception):
    """The game could not be played as a person would: what was done and what happened."""


class TablePerson(XHands):
    """The people at a turn table (``table``: its scene, with ``state`` and ``app``), hands on xdotool.

    ``mode`` is "mouse" or "keys"; ``shots`` a folder for screenshots (None: none).
    """

    def __init__(self, window: int, table: Any, mode: str, shots: Path | None) -> None:
        super().__init__(window)
        self.table, self.mode, self.shots = table, mode, shots
        self.expect: Expectation | None = None
        self.next_look = 0.0
        self.finished = False
        self.passes = 0
        self.shots_taken: set[str] = set()
        self.last_progress = time.monotonic()
        self.progress_mark: tuple[int, int] = (0, 0)
        self.scene_since: tuple[int, float] = (0, time.monotonic())

    # --- what a game fills in --------------------------------------------------------------

    def look(self, app: App, top: object) -> None:
        """The next gesture for the scene on top (the pass screen is taken before this is asked)."""
        raise NotImplementedError

    def every_frame(self, app: App) -> None:
        """Anything to watch for every frame, gesture or not (a picture the next frame would miss)."""

    # --- the frame hook ----------------------------------------------------------------------

    def __call__(self, app: App, seconds: float) -> None:
        now = time.monotonic()
        self._watch_progress(app, now)
        self.every_frame(app)
        if self.busy:
            return  # the last gesture is still being made
        if self.expect is not None:
            if not self.expect.deadline:
                self.expect.deadline = now + GESTURE_SECONDS  # counted from the gesture's end
            result = self.expect.check()
            if result is True:
                self.expect = None
                self.next_look = now + THINK_SECONDS
            elif isinstance(result, str):
                raise Failure(f"{self.expect.what}: {result}")
            elif now > self.expect.deadline:
                raise Failure(f"{self.expect.what}: nothing happened within {GESTURE_SECONDS:.0f} s")
            return
        if now < self.next_look:
            return
        top = app.stack.top
        if isinstance(top, PassScreenScene):
            self._take_pass_screen(top)
        else:
            self.look(app, top)

    def _watch_progress(self, app: App, now: float) -> None:
        state = self.table.state
        mark = (len(state.history), id(app.stack.top))
        if mark != self.progress_mark:
            self.progress_mark, self.last_progress = mark, now
        elif now - self.last_progress > STALL_SECONDS:
            raise Failure(
                f"nothing happened for {STALL_SECONDS:.0f} s: scene {type(app.stack.top).__name__}, "
                f"phase {getattr(getattr(state, 'phase', None), 'name', '-')}, to move {state.to_move()}"
            )
        if id(app.stack.top) != self.scene_since[0]:
            self.scene_since = (id(app.stack.top), now)

    # --- helpers for the games' gestures ------------------------------------------------------

    def _scene_age(self) -> float:
        return time.monotonic() - self.scene_since[1]

    def _shot(self, name: str, once: bool = False) -> None:
        if self.shots is None or (once and name in self.shots_taken):
            return
        self.shots_taken.add(name)
        screenshot(self.shots / name)

    def _expect(self, what: str, check: Callable[[], bool | str]) -> None:
        self.expect = Expectation(what, check)

    def _expect_scene_gone(self, what: str, scene: object) -> None:
        app = self.table.app
        self._expect(what, lambda: app.stack.top is not scene)

    def _click_button(self, button: Button, what: str) -> None:
        if not button.enabled:
            raise Failure(f"{what}: the {button.label!r} button is not lit")
        self.click(button.screen_rect(self.table.app.viewport).center)

    def _take_pass_screen(self, screen: PassScreenScene) -> None:
        if screen.shown_for < PASS_REST + 0.2:
            return  # it ignores input for its first moments; a person would read it first
        self._shot("pass-screen.png", once=True)
        self.passes += 1
        if self.mode == "mouse":
            width, height = self.table.app.viewport.window
            self.click((width // 2, height // 2))  # anywhere: the middle
        else:
            self.press("space")
        self._expect_scene_gone(f"taking the pass screen for {screen.name}", screen)


def play(app: App, person: TablePerson, minutes: float, what: str) -> str | None:
    """Run the app with ``person`` playing until it is finished; what went wrong, or None."""
    app.frame_hooks.append(person)
    started = time.monotonic()
    app.running = True
    try:
        while app.running and time.monotonic() - started < minutes * 60:
            app.step(app.clock.tick(60) / 1000.0)
    except Failure as error:
        return str(error)
    except Exception:  # the app's or the tool's: either way the game could not go on
        return "exception:\n" + traceback.format_exc()
    return None if person.finished else f"the {what} did not end within {minutes:g} minutes"


def report_end(shot: Path, failure: str | None) -> None:
    """The closing screenshot at ``shot``, or next to it with ``-failure`` and what went wrong."""
    if failure is None:
        screenshot(shot)
        return
    failed_shot = shot.with_name(shot.stem + "-failure" + shot.suffix)
    screenshot(failed_shot)
    print(f"FAILED: {failure}\n  (screenshot {failed_shot})", file=sys.stderr)
