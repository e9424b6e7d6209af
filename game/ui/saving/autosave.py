"""The autosave: after every move the game in play is written down, so closing or killing the app loses
at most that move (issue 9: "never lose a game in progress").

A frame hook (``App.frame_hooks``). Each frame it asks the topmost scene holding a game for its
``save_mark`` (cheap: the moves made so far) and builds and writes ``scene.replay()`` only when the
mark changed. A game that ends removes the autosave, so "Continue" disappears; so does a solitaire
deal given up or undone back to its start. A fresh table with no move yet leaves the autosave of
the game before it alone, and a demo deal is never saved.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from game.storage.saves import SaveStore
from game.ui.app_services import AppServices

if TYPE_CHECKING:
    from game.core.replays import Replay
    from game.ui.scene import Scene


class Autosave:
    """Writes the game in play to the store's autosave whenever its position changed."""

    def __init__(self, store: SaveStore | None = None) -> None:
        self.store = store or SaveStore()
        self.owner: Scene | None = None  # the table whose game the autosave holds now
        self.watched: tuple[Scene, object] | None = None  # the scene and mark last looked at
        self.writes = 0
        self.problem: str | None = None  # why the last write failed, for the title's notice

    def __call__(self, app: AppServices, seconds: float) -> None:
        found = game_in_play(app)
        if found is None:
            self._no_game_shown(app)
            return
        scene, mark = found
        if self.watched is not None and self.watched[0] is scene and self.watched[1] == mark:
            return
        self.watched = (scene, mark)
        replay = scene.replay()
        if replay is None:
            return
        if replay.over or replay.moves == 0:
            if self.owner is scene:  # it ended, or went back to its deal: nothing to continue
                self.store.remove_autosave()
                self.owner = None
            return
        self._write(app, replay)
        self.owner = scene

    def rewrite(self, app: AppServices, scene: Scene) -> None:
        """Write ``scene``'s game again now, if the autosave holds it: its notes changed as it was left
        (a solitaire deal left counts as lost, and a Continue must not count its win as well)."""
        if self.owner is scene:
            replay = scene.replay()
            if replay is not None and not replay.over and replay.moves:
                self._write(app, replay)

    def _no_game_shown(self, app: AppServices) -> None:
        """A table still open that no longer offers a game (a deal given up) drops its autosave;
        one that has left the screen keeps it: that is the game to continue."""
        if self.owner is not None and self.owner in app.stack.scenes:
            self.store.remove_autosave()
        self.owner = None
        self.watched = None

    def _write(self, app: AppServices, replay: Replay) -> None:
        problem = self.store.write_autosave(replay)
        self.writes += 1
        if problem is not None and problem != self.problem:
            print(f"cardtable: {problem}", file=sys.stderr)
            app.notice = f"The game could not be autosaved: {problem}"
        self.problem = problem


def game_in_play(app: AppServices) -> tuple[Scene, object] | None:
    """The topmost scene holding a game worth saving, with its mark (a menu or summary may cover it)."""
    for scene in reversed(app.stack.scenes):
        mark = scene.save_mark()
        if mark is not None:
            return scene, mark
    return None


def save_before_crash(app: AppServices) -> bool | None:
    """Write the game in play to the autosave as the app drops its scenes after an error.

    True: saved; False: there was a game but it could not be saved; None: no unfinished game to save.
    The failing table may fail here too, and so may the writing (a value a file cannot hold, a disk
    that refuses): each counts as not saved, and nothing is raised, since this runs in the crash guard.
    """
    for scene in reversed(app.stack.scenes):
        try:
            if scene.save_mark() is None:
                continue
            replay = scene.replay()
            if replay is None or replay.over or replay.moves == 0:
                return None
            problem = SaveStore().write_autosave(replay)
        except Exception as failure:  # the scene that failed; the crash report still has its moves
            print(f"cardtable: the game in play could not be saved: {failure!r}", file=sys.stderr)
            return False
        if problem is not None:
            print(f"cardtable: {problem}", file=sys.stderr)
        return problem is None
    return None
