"""Saves reopened at their tables and played on: Continue, Load, and a game killed with SIGKILL.

NEEDS ``game/ui/saving/resume.py`` (``reopen``, ``ResumeError``; RESUME's branch). Until that is merged
this whole file is skipped; the lead runs it after merging SAVES and RESUME.
"""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from game.core import registry
from game.core.replays import Replay, position_digest
from game.storage.in_progress import GamesInProgress
from game.storage.saves import SaveStore
from game.ui.app import App
from game.ui.menus.saved_games import SavedGamesScene
from game.ui.menus.title import TitleScene
from tests.test_autosave import FRAME, choose, labels, move, press, scotch
from tests.test_kill_resume import GAMES, game_in_progress, run_and_kill

pytest.importorskip(
    "game.ui.saving.resume", reason="reopen comes with RESUME's branch (game/ui/saving/resume.py)"
)


def table_replay(app: App) -> Replay:
    for scene in reversed(app.stack.scenes):
        replay = scene.replay()
        if replay is not None:
            return replay
    raise AssertionError(f"no table open: {[type(s).__name__ for s in app.stack.scenes]}")


def continue_first(app: App) -> None:
    """Enter on the title's Continue, on the first game of the list, on Resume: the keyboard alone."""
    assert labels(app)[0] == "Continue…"
    for _ in range(3):
        press(pygame.K_RETURN)
        app.step(FRAME)


def test_continue_reopens_the_autosaved_game_where_it_stood(quiet_app: App) -> None:
    table = scotch(quiet_app)
    for _ in range(3):
        move(quiet_app, table)
    saved = GamesInProgress().entries()[0].replay
    quiet_app.nav.title()
    continue_first(quiet_app)
    reopened = table_replay(quiet_app)
    assert reopened.steps == saved.steps and reopened.position == saved.position


def test_load_reopens_a_named_save(quiet_app: App) -> None:
    table = scotch(quiet_app, seed=11)
    move(quiet_app, table)
    move(quiet_app, table)
    kept = GamesInProgress().entries()[0].replay
    SaveStore().save_as("two moves in", kept)
    quiet_app.nav.title()
    choose(quiet_app, "Saved games…")
    assert isinstance(quiet_app.stack.top, SavedGamesScene)
    assert kept.players_moves == 2 and kept.moves >= 2  # and any safe cards they sent home by themselves
    choose(quiet_app, "two moves in: Scotch Solitaire, deal 11, 2 moves")  # the player's, as the table says
    choose(quiet_app, "Load")
    reopened = table_replay(quiet_app)
    assert reopened.seed == 11 and reopened.moves == kept.moves and reopened.players_moves == 2


def test_a_save_whose_players_do_not_fit_is_listed_with_its_reason_and_kept(quiet_app: App) -> None:
    state = registry.get("scorzo").new_game(seats=3, seed=5)
    replay = Replay("scorzo", 3, 5, dict(state.options), ("bot:easy",), position=position_digest(state))
    SaveStore().save_as("one player for three seats", replay)
    quiet_app.nav.title()
    choose(quiet_app, "Saved games…")
    listing = quiet_app.stack.top
    assert listing.entries[0].label == "one player for three seats (unreadable)"
    assert "names 1 players for 3 seats" in (listing.entries[0].problem or "")
    assert SaveStore().named()[0].path.exists()  # kept, listed with its reason


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_killed_game_reopens_from_its_autosave_and_plays_on(
    quiet_app: App, tmp_path: Path, game_id: str
) -> None:
    seed, most = GAMES[game_id]
    home = tmp_path / "killed"
    counts, over = run_and_kill(game_id, seed, random.Random(game_id).randint(3, most // 2), 0.01, home)
    assert not over and counts
    entry = game_in_progress(home)
    replay = SaveStore(home).playable(entry)
    GamesInProgress().write("killed", replay)  # into this app's own data folder
    quiet_app.stack.push(TitleScene(quiet_app))
    quiet_app.nav.title()
    continue_first(quiet_app)
    reopened = table_replay(quiet_app)  # a frame has passed: a race may have moved on since
    assert reopened.steps[: len(replay.steps)] == replay.steps and reopened.seed == replay.seed
    for _ in range(3000):  # the bots (or the person, here the test) play on from there
        table = quiet_app.stack.top
        if game_id == "scotch" and hasattr(table, "play") and table.state.legal_moves(0):
            table.play(table.state.legal_moves(0)[0])
        quiet_app.step(0.05)
        if table_replay(quiet_app).moves > replay.moves:
            break
    assert table_replay(quiet_app).moves > replay.moves
    quiet_app.step(FRAME)
    left = [entry.replay.moves for entry in GamesInProgress().entries()]
    assert len(left) <= 1 and (not left or left[0] > replay.moves)  # the same file, played on (or ended)


def test_a_deal_left_is_not_counted_and_counts_once_when_given_up_after_continue(quiet_app: App) -> None:
    """Leaving a solitaire deal keeps it in progress, uncounted; given up after Continue, it counts once."""
    table = scotch(quiet_app)
    move(quiet_app, table)
    move(quiet_app, table)
    quiet_app.nav.title()
    assert quiet_app.stats_for("scotch") is None or quiet_app.stats_for("scotch").played == 0
    continue_first(quiet_app)
    reopened = quiet_app.stack.top
    move(quiet_app, reopened)
    reopened.give_up()
    choose(quiet_app, "Give up")
    quiet_app.nav.title()
    assert quiet_app.stats_for("scotch").played == 1
