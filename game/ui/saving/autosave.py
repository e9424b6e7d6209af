"""The autosave: after every move the game in play is written to its own file among the games in
progress, so closing the app, killing it or starting another game loses at most that move
(issue 9: "never lose a game in progress"; issue 23: "starting a game never discards another").

A frame hook (``App.frame_hooks``). Each frame it asks the topmost scene holding a game for its
``save_mark`` (cheap: the moves made so far) and builds and writes ``scene.replay()`` only when the
mark changed. Each table is given its file the first time the hook meets it: the file it was
continued from (``app.opened_from``, when that is a game in progress and the table still stands
where the file left it), else a fresh name. A game that ends removes its file, and so does a
solitaire deal given up, dealt again or undone back to its start; a fresh table writes nothing
until its first move, and a demo deal (no ``save_mark``) is never saved. A game the player drops
at its table (Restart, New game) loses its file through ``drop``.
"""

from __future__ import annotations

import sys
import weakref
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

from game.storage.in_progress import GamesInProgress
from game.ui.app_services import AppServices

if TYPE_CHECKING:
    from game.core.replays import Replay
    from game.ui.scene import Scene


@dataclass
class GameFile:
    """Which file among the games in progress a table writes, and when that game was first saved."""

    name: str
    started_at: datetime | None = None
    written: bool = False


class Autosave:
    """Writes each game in play to its own file among the games in progress whenever its position changed."""

    def __init__(self, store: GamesInProgress | None = None) -> None:
        self.store = store or GamesInProgress()
        self.files: weakref.WeakKeyDictionary[Scene, GameFile] = weakref.WeakKeyDictionary()
        self.dropped: weakref.WeakSet[Scene] = weakref.WeakSet()  # tables whose game the player dropped
        self.watched: tuple[Scene, object] | None = None  # the scene and mark last looked at
        self.writes = 0
        self.problem: str | None = None  # why the last write failed, for the title's notice

    def __call__(self, app: AppServices, seconds: float) -> None:
        self._forget_games_no_longer_offered(app)
        found = game_in_play(app)
        if found is None:
            self.watched = None
            return
        scene, mark = found
        if scene in self.dropped:
            return
        if self.watched is not None and self.watched[0] is scene and self.watched[1] == mark:
            return
        self.watched = (scene, mark)
        replay = scene.replay()
        if replay is None:
            return
        game_file = self.file_of(app, scene, replay)
        if nothing_to_continue(scene, replay):
            if game_file.written:
                self.store.remove(game_file.name)
                game_file.written, game_file.started_at = False, None
            return
        self._write(app, game_file, replay)

    def file_of(self, app: AppServices, scene: Scene, replay: Replay) -> GameFile:
        """The file ``scene`` writes: the game in progress it was continued from, else a fresh one."""
        known = self.files.get(scene)
        if known is None:
            known = self._continued_file(app, replay) or GameFile(self.store.new_name(replay.game_id))
            self.files[scene] = known
        return known

    def rewrite(self, app: AppServices, scene: Scene) -> None:
        """Write ``scene``'s game again now, as it is left: its notes changed since the last move (the
        solitaire clock went on), and the list shows the time played."""
        game_file = self.files.get(scene)
        if game_file is None or scene in self.dropped:
            return
        replay = scene.replay()
        if replay is not None and not nothing_to_continue(scene, replay):
            self._write(app, game_file, replay)

    def drop(self, scene: Scene) -> None:
        """The player dropped the game at ``scene`` (Restart, New game): its file goes, and the table is
        never written again."""
        game_file = self.files.pop(scene, None)
        if game_file is not None and game_file.written:
            self.store.remove(game_file.name)
        self.dropped.add(scene)

    def _continued_file(self, app: AppServices, replay: Replay) -> GameFile | None:
        opened = app.opened_from
        if opened is None or opened.path.parent != self.store.folder or not opened.still_as_opened(replay):
            return None
        name = opened.path.stem
        writers = [scene for scene, known in list(self.files.items()) if known.name == name]
        if any(scene in app.stack.scenes for scene in writers):
            return None  # a table still open writes that file already
        for left in writers:  # a table left earlier (not yet collected) gives the file up
            del self.files[left]
        entry = self.store.saves.read(opened.path, name)
        return GameFile(name, entry.started_at, written=True)

    def _forget_games_no_longer_offered(self, app: AppServices) -> None:
        """A table still open that no longer offers a game (a deal given up) drops its file."""
        for scene in app.stack.scenes:
            game_file = self.files.get(scene)
            if game_file is not None and scene.save_mark() is None:
                if game_file.written:
                    self.store.remove(game_file.name)
                del self.files[scene]

    def _write(self, app: AppServices, game_file: GameFile, replay: Replay) -> None:
        if game_file.started_at is None:
            game_file.started_at = datetime.now().replace(microsecond=0)
        problem = self.store.write(game_file.name, replay, game_file.started_at)
        game_file.written = game_file.written or problem is None
        self.writes += 1
        if problem is not None and problem != self.problem:
            print(f"cardtable: {problem}", file=sys.stderr)
            app.notice = f"The game could not be autosaved: {problem}"
        self.problem = problem


def nothing_to_continue(scene: Scene, replay: Replay) -> bool:
    """No move yet (or undone back to the deal), or a game settled for good (``Scene.game_settled``)."""
    return replay.moves == 0 or (replay.over and scene.game_settled())


def autosave_of(app: AppServices) -> Autosave | None:
    """The app's autosave hook (None in an app built without one)."""
    return next((hook for hook in app.frame_hooks if isinstance(hook, Autosave)), None)


def game_in_play(app: AppServices) -> tuple[Scene, object] | None:
    """The topmost scene holding a game worth saving, with its mark (a menu or summary may cover it)."""
    for scene in reversed(app.stack.scenes):
        mark = scene.save_mark()
        if mark is not None:
            return scene, mark
    return None


def save_before_crash(app: AppServices) -> bool | None:
    """Write the game in play to its file among the games in progress as the app drops its scenes after
    an error.

    True: saved; False: there was a game but it could not be saved; None: no unfinished game to save.
    The failing table may fail here too, and so may the writing (a value a file cannot hold, a disk
    that refuses): each counts as not saved, and nothing is raised, since this runs in the crash guard.
    """
    hook = autosave_of(app) or Autosave()
    for scene in reversed(app.stack.scenes):
        try:
            if scene.save_mark() is None:
                continue
            replay = scene.replay()
            if replay is None or nothing_to_continue(scene, replay) or scene in hook.dropped:
                return None
            game_file = hook.file_of(app, scene, replay)
            started = game_file.started_at or datetime.now()
            problem = hook.store.write(game_file.name, replay, started)
        except Exception as failure:  # the scene that failed; the crash report still has its moves
            print(f"cardtable: the game in play could not be saved: {failure!r}", file=sys.stderr)
            return False
        if problem is not None:
            print(f"cardtable: {problem}", file=sys.stderr)
        return problem is None
    return None
