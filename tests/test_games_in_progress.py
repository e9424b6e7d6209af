"""Nothing silently lost (issue 23): every unfinished game is kept until it ends or the player drops it.

Played as a person would, in one app: a Scorzo game, then a Scotch deal, then Tač, each left for the
next; Continue lists all three and each resumes where it stood. A solitaire deal counts as lost only
when the player drops it, once; Restart and New game at a seated table ask first and replace the
game in the list; the old single autosave joins the list; a file that cannot be read is listed with
its reason and never deleted.
"""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from game.core import registry
from game.core.replays import position_digest, replay_of
from game.core.seats import parse_players
from game.storage.game_progress import seconds_played
from game.storage.in_progress import GamesInProgress
from game.storage.saves import SaveStore
from game.storage.start_marker import StartMarker
from game.ui.app import App
from game.ui.games.scotch.table import TableScene
from game.ui.launch import FILES_READ_AT_START
from game.ui.menus.confirm import ConfirmScene
from game.ui.menus.games_in_progress import GameChoiceScene, GamesInProgressScene
from game.ui.menus.table_pause import TablePauseScene
from game.ui.menus.title import TitleScene
from game.ui.scene import Scene
from tests.finished_replays import finished_replay
from tests.test_autosave import FRAME, choose, labels, press

PEOPLE_AND_BOTS = "human:mouse,bot:easy,bot:easy"


def seated(app: App, game_id: str, seed: int, moves: int) -> Scene:
    """A person and two bots at ``game_id``'s table, the person making the first move offered each turn."""
    spec = registry.get(game_id)
    app.nav.open_table(spec, seed, parse_players(PEOPLE_AND_BOTS, spec.seats), {})
    table = app.stack.top
    for _ in range(4000):
        if len(table.state.history) >= moves:
            break
        while app.stack.top is not table:  # a pass screen or a round's summary: the person goes on
            app.stack.pop()
        if 0 in table.state.to_move() and table.state.legal_moves(0):
            table.attempt(table.state.legal_moves(0)[0])
        app.step(0.1)
    assert len(table.state.history) >= moves, f"{game_id}: only {len(table.state.history)} moves"
    return table


def scotch_deal(app: App, seed: int, moves: int) -> TableScene:
    app.nav.play(registry.get("scotch"), seed)
    table = app.stack.top
    assert isinstance(table, TableScene)
    for _ in range(moves):
        assert table.play(table.state.legal_moves(0)[0])
        app.step(FRAME)
    return table


def digest(table: Scene) -> str:
    return position_digest(table.replay().play())


def listing(app: App) -> GamesInProgressScene:
    app.nav.title()
    choose(app, "Continue…")
    scene = app.stack.top
    assert isinstance(scene, GamesInProgressScene)
    return scene


def played(app: App, game_id: str) -> int:
    stats = app.stats_for(game_id)
    return 0 if stats is None else stats.played


def test_three_games_left_one_for_the_next_are_all_listed_and_each_resumes_where_it_was(
    quiet_app: App,
) -> None:
    quiet_app.stack.push(TitleScene(quiet_app))
    scorzo = digest(seated(quiet_app, "scorzo", 5, 6))
    quiet_app.nav.title()
    scotch = digest(scotch_deal(quiet_app, 4711, 3))
    quiet_app.nav.title()
    tac = digest(seated(quiet_app, "tac", 9, 4))
    quiet_app.nav.title()
    title = quiet_app.stack.top
    assert "3 games in progress: Tač, Scotch Solitaire, Scorzo." in title.notes
    assert played(quiet_app, "scotch") == 0  # leaving a deal counts nothing
    listing(quiet_app)
    rows = labels(quiet_app)
    assert rows[0].startswith("Tač: you + 2 bots, ")
    assert rows[1].startswith("Scotch Solitaire: you, deal 4711, 3 moves; played ")
    assert rows[2].startswith("Scorzo: you + 2 bots, round 1 of 11, ")
    for row, (game_id, where) in enumerate([("tac", tac), ("scotch", scotch), ("scorzo", scorzo)]):
        scene = listing(quiet_app)
        label = labels(quiet_app)[[g.entry.replay.game_id for g in scene.games].index(game_id)]
        choose(quiet_app, label)
        assert isinstance(quiet_app.stack.top, GameChoiceScene)
        choose(quiet_app, "Resume")
        table = quiet_app.stack.scenes[0]
        assert table.replay().game_id == game_id and digest(table) == where, row
    assert len(GamesInProgress().entries()) == 3  # resuming and leaving again lost none of them


def test_a_resumed_game_keeps_writing_its_own_file(quiet_app: App) -> None:
    scotch_deal(quiet_app, 7, 2)
    quiet_app.nav.title()
    (before,) = GamesInProgress().entries()
    listing(quiet_app)
    choose(quiet_app, labels(quiet_app)[0])
    choose(quiet_app, "Resume")
    table = quiet_app.stack.top
    assert table.play(table.state.legal_moves(0)[0])
    quiet_app.step(FRAME)
    (after,) = GamesInProgress().entries()
    assert after.path == before.path and after.replay.moves == 3


def test_a_scotch_deal_counts_as_lost_only_when_dropped_and_then_once(quiet_app: App) -> None:
    scotch_deal(quiet_app, 7, 3)
    quiet_app.nav.title()
    assert played(quiet_app, "scotch") == 0
    scene = listing(quiet_app)
    choose(quiet_app, labels(quiet_app)[0])
    choose(quiet_app, "Drop…")
    ask = quiet_app.stack.top
    assert labels(quiet_app) == ["Keep it", "Drop"] and "counts as a lost deal" in " ".join(ask.lines)
    press(pygame.K_ESCAPE)  # Escape keeps it
    quiet_app.step(FRAME)
    assert played(quiet_app, "scotch") == 0 and len(GamesInProgress().entries()) == 1
    choose(quiet_app, "Drop…")
    choose(quiet_app, "Drop")
    assert quiet_app.stack.top is scene and scene.games == []
    stats = quiet_app.stats_for("scotch")
    assert (stats.played, stats.won) == (1, 0)
    assert GamesInProgress().entries() == [] and not list(GamesInProgress().folder.iterdir())
    choose(quiet_app, "Back")
    assert isinstance(quiet_app.stack.top, TitleScene)
    assert "Continue…" not in labels(quiet_app) and quiet_app.stack.top.notes == []


def test_a_seated_game_dropped_from_the_list_counts_nobody(quiet_app: App) -> None:
    seated(quiet_app, "scorzo", 5, 4)
    quiet_app.nav.title()
    listing(quiet_app)
    choose(quiet_app, labels(quiet_app)[0])
    choose(quiet_app, "Drop…")
    assert "Nobody is counted as winning" in " ".join(quiet_app.stack.top.lines)
    choose(quiet_app, "Drop")
    assert GamesInProgress().entries() == [] and played(quiet_app, "scorzo") == 0


def test_the_scotch_tables_new_deal_asks_counts_the_loss_once_and_drops_the_deal(quiet_app: App) -> None:
    table = scotch_deal(quiet_app, 7, 3)
    table.new_deal()
    assert isinstance(quiet_app.stack.top, ConfirmScene)
    assert "counts as a loss" in " ".join(quiet_app.stack.top.lines)
    choose(quiet_app, "New deal")
    choose(quiet_app, "Any deal")  # which kind of deal (part D's chooser)
    quiet_app.step(FRAME)
    assert table.seed != 7 and played(quiet_app, "scotch") == 1
    assert GamesInProgress().entries() == []  # the deal dropped is gone from the list
    quiet_app.nav.title()
    assert played(quiet_app, "scotch") == 1 and "Continue…" not in labels(quiet_app)


def pause(app: App, table: Scene) -> TablePauseScene:
    while app.stack.top is not table:
        app.stack.pop()
    press(pygame.K_ESCAPE)
    app.step(FRAME)
    menu = app.stack.top
    assert isinstance(menu, TablePauseScene)
    assert labels(app)[:3] == ["Resume", "Restart this game", "New game"]
    return menu


def test_restart_at_a_seated_table_asks_then_deals_the_same_game_again_in_its_place(quiet_app: App) -> None:
    table = seated(quiet_app, "tac", 9, 4)
    before = table.replay()
    pause(quiet_app, table)
    choose(quiet_app, "Restart this game")
    assert isinstance(quiet_app.stack.top, ConfirmScene)
    assert "The game so far is dropped" in " ".join(quiet_app.stack.top.lines)
    choose(quiet_app, "Keep playing")
    assert len(GamesInProgress().entries()) == 1
    pause(quiet_app, table)
    choose(quiet_app, "Restart this game")
    choose(quiet_app, "Restart")
    again = quiet_app.stack.scenes[0]
    assert again is not table and type(again) is type(table)
    fresh = again.replay()
    assert (fresh.seed, fresh.players, fresh.options) == (before.seed, before.players, before.options)
    assert fresh.moves < before.moves
    assert all(entry.replay.moves <= fresh.moves for entry in GamesInProgress().entries())


def test_new_game_at_a_seated_table_deals_another_with_the_same_seats(quiet_app: App) -> None:
    table = seated(quiet_app, "scorzo", 5, 4)
    before = table.replay()
    pause(quiet_app, table)
    choose(quiet_app, "New game")
    assert quiet_app.stack.top.title == "Start a new game?"
    choose(quiet_app, "New game")
    again = quiet_app.stack.scenes[0]
    fresh = again.replay()
    assert fresh.seed != before.seed and fresh.players == before.players
    assert [entry.replay.seed for entry in GamesInProgress().entries()] in ([], [fresh.seed])


def test_the_old_single_autosave_joins_the_list_and_resumes(quiet_app: App, tmp_path: Path) -> None:
    scotch_deal(quiet_app, 7, 2)
    quiet_app.nav.title()
    (entry,) = GamesInProgress().entries()
    old = tmp_path / "autosave.json"
    entry.path.rename(old)  # as an earlier version left it
    assert GamesInProgress().entries() == []
    quiet_app.nav.title()
    assert not old.exists() and "1 game in progress: Scotch Solitaire." in quiet_app.stack.top.notes
    choose(quiet_app, "Continue…")
    choose(quiet_app, labels(quiet_app)[0])
    choose(quiet_app, "Resume")
    assert quiet_app.stack.top.replay().moves == 2


def test_an_unreadable_game_in_progress_is_listed_with_its_reason_and_never_deleted(
    quiet_app: App, tmp_path: Path
) -> None:
    folder = tmp_path / "in-progress"
    folder.mkdir()
    bad = folder / "scorzo-20260101-000000-abcd.json"
    bad.write_text(json.dumps({"version": 9}))
    quiet_app.nav.title()
    assert "1 game in progress: 1 that could not be read." in quiet_app.stack.top.notes
    listing(quiet_app)
    choose(quiet_app, "A game that could not be read (unreadable)")
    choice = quiet_app.stack.top
    assert "Resume" not in labels(quiet_app)
    assert "newer Card Table" in choice.lines[0] and bad.name in " ".join(choice.lines)
    choose(quiet_app, "Drop…")
    assert "not deleted" in " ".join(quiet_app.stack.top.lines)
    choose(quiet_app, "Drop")
    assert not bad.exists() and GamesInProgress().entries() == []
    (kept,) = SaveStore().named()
    assert not kept.readable and json.loads(kept.path.read_text()) == {"version": 9}


def test_a_start_that_failed_sets_the_games_in_progress_aside_whole(tmp_path: Path) -> None:
    """The title reads every game in progress before its first frame: after a start that died there,
    the folder is renamed out of the way with every file in it, and the title says where."""
    games = GamesInProgress(tmp_path)
    state = registry.get("scotch").new_game(seats=1, seed=7)
    state.apply(state.legal_moves(0)[0])
    games.write("scotch-1", replay_of(state, ["human"]))
    kept = games.path_of("scotch-1").read_bytes()
    assert StartMarker(tmp_path).begin(FILES_READ_AT_START) is None  # and this start dies here
    said = StartMarker(tmp_path).begin(FILES_READ_AT_START)
    assert "in-progress (now in-progress.stopped-start-" in said
    (aside,) = tmp_path.glob("in-progress.stopped-start-*")
    assert (aside / "scotch-1.json").read_bytes() == kept and GamesInProgress(tmp_path).entries() == []


def test_the_time_at_a_turn_table_is_kept_without_its_menu_and_goes_on_after_continue(quiet_app: App) -> None:
    table = seated(quiet_app, "tac", 9, 2)
    while 0 not in table.state.to_move():  # the person's turn: nothing moves while they think
        quiet_app.step(0.1)
    before = table.replay().notes["seconds"]
    for _ in range(20):
        quiet_app.step(0.5)  # ten seconds at the table
    table.open_menu()
    for _ in range(20):
        quiet_app.step(0.5)  # ten under its menu: not counted
    quiet_app.nav.title()
    (entry,) = GamesInProgress().entries()
    played = seconds_played(entry.replay)
    assert played == pytest.approx(before + 10, abs=0.2)
    listing(quiet_app)
    assert f"; {round(played)} s played, " in labels(quiet_app)[0]  # then when: two games told apart
    choose(quiet_app, labels(quiet_app)[0])
    choose(quiet_app, "Resume")
    resumed = quiet_app.stack.top
    for _ in range(10):
        quiet_app.step(0.5)
    quiet_app.nav.title()
    (entry_after,) = GamesInProgress().entries()
    assert seconds_played(entry_after.replay) == pytest.approx(played + 5, abs=0.6)
    assert resumed.replay().moves == entry.replay.moves


def test_watching_a_replay_and_playing_on_from_a_save_keep_the_game_in_progress(quiet_app: App) -> None:
    scotch_deal(quiet_app, 7, 2)
    quiet_app.nav.title()
    quiet_app.nav.watch(finished_replay("scorzo"))
    quiet_app.stack.pop()  # the viewer, back to the title
    saved = SaveStore().save_as("a Tač game", seated(quiet_app, "tac", 9, 2).replay())
    quiet_app.nav.title()
    choose(quiet_app, "Saved games…")
    choose(quiet_app, labels(quiet_app)[0])
    choose(quiet_app, "Load")
    table = quiet_app.stack.top
    for _ in range(4000):  # played on from the save: a game in progress of its own
        if len(table.state.history) > saved.replay.moves:
            break
        if 0 in table.state.to_move() and table.state.legal_moves(0):
            table.attempt(table.state.legal_moves(0)[0])
        quiet_app.step(0.1)
    quiet_app.nav.title()
    games = [(entry.replay.game_id, entry.replay.seed) for entry in GamesInProgress().entries()]
    assert sorted(games) == [("scotch", 7), ("tac", 9), ("tac", 9)]  # the Tač left, and the one loaded
    assert SaveStore().named()[0].replay == saved.replay  # the named save itself is never written over
