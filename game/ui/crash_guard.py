"""What the app does when a scene raises: keep a report, tell the player, go back to the title.

A player should never see a traceback or lose the window to one. The app runs each
frame inside ``CrashGuard.recover``'s reach: the failure is written to a crash report
(the traceback, and the game in play as a replay file, ``game/storage/crash_reports``),
the game in play is written to the autosave (``game/ui/saving/autosave.py``), so Continue on
the title picks it up, every scene is dropped and the crash screen says where the report
is and whether the game was saved, with a button back to the title. Should the crash
screen itself fail, the title comes up with the news as its notice; should that fail
too, the app closes cleanly rather than loop.

``CARDTABLE_INJECT_FAULT=N`` (off unless set) raises a deliberate error at a game
table once N moves have been made there, so the whole path can be seen in a real
window; ``docs/crash-reports.md`` says more.
"""

from __future__ import annotations

import os
import platform
import sys
import traceback
from datetime import datetime
from typing import TYPE_CHECKING

import pygame

from game.about import about
from game.core.replays import Replay
from game.storage.crash_reports import CrashReport, write_crash_report
from game.ui.app_services import AppServices
from game.ui.menus.crash import CrashScene
from game.ui.menus.title import TitleScene
from game.ui.saving.autosave import save_before_crash
from game.ui.saving.opened_file import set_aside_after_error

if TYPE_CHECKING:
    from game.ui.scene import Scene

FAULT_VARIABLE = "CARDTABLE_INJECT_FAULT"
NOT_SAVED = "The game in play could not be saved; its deal number and moves are in the report."
SAVED = "The game in play was saved: choose Continue on the title to play on from its last move."


class InjectedFault(RuntimeError):
    """The deliberate error ``CARDTABLE_INJECT_FAULT`` asks for."""


class CrashGuard:
    """Turns an exception out of a frame into a report and a calm screen, and never loops."""

    def __init__(self, app: AppServices) -> None:
        self.app = app
        self.crash_screen_failed = False  # after that, crashes go straight to the title
        self.reports: list[CrashReport | None] = []  # what each crash wrote (None: nothing could be)

    def recover(self, error: Exception) -> None:
        """Report ``error`` and show it; the app keeps running unless even the title fails."""
        top = self.app.stack.top
        report = self._report(error, top)
        self.reports.append(report)
        place = _report_place(report)
        set_aside = set_aside_after_error(self.app, _replay_in(self.app))
        if set_aside is not None:  # the game came with the file and made no move since: not saved again
            saved_note = f"It happened as the game was opened. {set_aside}"
        else:
            saved_note = {True: SAVED, False: NOT_SAVED, None: ""}[save_before_crash(self.app)]
        try:
            if isinstance(top, CrashScene):
                self.crash_screen_failed = True
            if self.crash_screen_failed and isinstance(top, TitleScene):
                raise error  # the last way back failed too: close rather than loop
            self._drop_scenes()
            if self.crash_screen_failed:
                self.app.notice = " ".join(
                    f"Card Table hit an unexpected error. {saved_note} {place}".split()
                )
                self.app.stack.push(TitleScene(self.app))
            else:
                self.app.stack.push(CrashScene(self.app, error, place, saved_note))
        except Exception:  # nothing is left to show it on; say it where it can be read
            print(f"cardtable: stopped after an unexpected error. {place}", file=sys.stderr)
            self.app.running = False

    def _report(self, error: Exception, top: Scene | None) -> CrashReport | None:
        replay = _replay_in(self.app)
        heading = [
            f"{about().line} stopped a screen at {datetime.now():%Y-%m-%d %H:%M:%S}",
            f"Screen: {type(top).__name__ if top is not None else 'none'}"
            f" (scenes: {', '.join(type(s).__name__ for s in self.app.stack.scenes)})",
            f"Python {platform.python_version()}, pygame-ce {pygame.version.ver}, {platform.platform()}",
        ]
        text = "".join(traceback.format_exception(error))
        try:
            return write_crash_report(heading, text, replay.to_json() if replay is not None else None)
        except Exception as failure:  # a report that cannot be written must not stop the recovery
            print(f"cardtable: the crash report could not be written: {failure}\n{text}", file=sys.stderr)
            return None

    def _drop_scenes(self) -> None:
        """Shut every scene down; one that fails even at that is simply let go."""
        stack = self.app.stack
        while stack.scenes:
            scene = stack.scenes.pop()
            try:
                scene.pause()
                scene.shutdown()
            except Exception as failure:  # it is being dropped because it failed
                print(f"cardtable: {type(scene).__name__} failed to close: {failure!r}", file=sys.stderr)
        stack.changed = True


def _replay_in(app: AppServices) -> Replay | None:
    """The game in play, from the topmost scene that holds one (a menu may cover its table)."""
    for scene in reversed(app.stack.scenes):
        try:
            replay = scene.replay()
        except Exception:  # a broken table may fail here too; the traceback still goes out
            continue
        if replay is not None:
            return replay
    return None


def _report_place(report: CrashReport | None) -> str:
    if report is None:
        return "No report could be written (see the terminal's output)."
    return f"The report is in the folder\n{report.log.parent}\nnamed {report.log.name}"


class FaultInjection:
    """A frame hook that raises ``InjectedFault`` at a game table after ``moves`` moves there."""

    def __init__(self, moves: int) -> None:
        self.moves = moves
        self.fired = False

    @classmethod
    def from_environment(cls) -> FaultInjection | None:
        text = os.environ.get(FAULT_VARIABLE, "").strip()
        if not text:
            return None
        if not text.isdigit():
            print(
                f"cardtable: {FAULT_VARIABLE} takes a number of moves, not {text!r}; ignored", file=sys.stderr
            )
            return None
        return cls(int(text))

    def __call__(self, app: AppServices, seconds: float) -> None:
        top = app.stack.top
        replay = top.replay() if top is not None and not self.fired else None
        if replay is not None and replay.moves >= self.moves:
            self.fired = True
            raise InjectedFault(
                f"{FAULT_VARIABLE}={self.moves}: a deliberate error after {replay.moves} moves"
            )
