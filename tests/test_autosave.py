"""Never lose a game: each game in progress is saved after every move; Continue, Saved games, Ctrl+S;
a crash saves too."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pygame
import pytest

from game.core import registry
from game.core.seats import parse_players
from game.storage.in_progress import GamesInProgress
from game.storage.saves import SavedGame, SaveStore
from game.ui.app import App
from game.ui.crash_guard import SAVED, CrashGuard, FaultInjection
from game.ui.games.scotch.menus import PauseScene
from game.ui.games.scotch.table import TableScene
from game.ui.menus.confirm import AskScene
from game.ui.menus.crash import CrashScene
from game.ui.menus.save_name import NothingToSaveScene, SaveNameScene
from game.ui.menus.saved_games import SaveChoiceScene, SavedGamesScene
from game.ui.menus.title import TitleScene
from game.ui.saving.autosave import Autosave

FRAME = 1 / 60


def autosave_of(app: App) -> Autosave:
    return next(hook for hook in app.frame_hooks if isinstance(hook, Autosave))


def latest() -> SavedGame | None:
    """The game in progress played most recently, or None."""
    entries = GamesInProgress().entries()
    return entries[0] if entries else None


def saved_moves(app: App) -> int | None:
    entry = latest()
    return None if entry is None else entry.replay.moves


def scotch(app: App, seed: int = 7) -> TableScene:
    app.stack.push(TitleScene(app))
    app.nav.play(registry.get("scotch"), seed)
    table = app.stack.top
    assert isinstance(table, TableScene)
    return table


def move(app: App, table: TableScene) -> None:
    assert table.play(table.state.legal_moves(0)[0])
    app.step(FRAME)


def press(key: int, text: str = "", mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=text, scancode=0))


def type_text(app: App, text: str) -> None:
    for letter in text:
        press(pygame.key.key_code(letter) if letter != " " else pygame.K_SPACE, letter)
    app.step(FRAME)


def labels(app: App) -> list[str]:
    return [button.label for button in app.stack.top.buttons]


def choose(app: App, label: str) -> None:
    """Down to the button, then Enter: the keyboard alone."""
    assert label in labels(app), f"no {label!r} among {labels(app)}"
    while labels(app)[app.stack.top.focus] != label:
        press(pygame.K_DOWN)
        app.step(FRAME)
    press(pygame.K_RETURN)
    app.step(FRAME)


def test_every_move_is_autosaved_and_undo_is_a_change_too(quiet_app: App) -> None:
    table = scotch(quiet_app)
    quiet_app.step(FRAME)
    assert saved_moves(quiet_app) is None  # a deal not yet touched keeps nothing
    for count in (1, 2, 3):
        move(quiet_app, table)
        assert saved_moves(quiet_app) == count
        assert latest().replay.steps == tuple(table.state.history)
    table.undo()
    quiet_app.step(FRAME)
    assert saved_moves(quiet_app) == 2
    table.undo()
    table.undo()
    quiet_app.step(FRAME)
    assert saved_moves(quiet_app) is None  # back at the deal: nothing to continue


def test_an_idle_table_writes_nothing(quiet_app: App) -> None:
    table = scotch(quiet_app)
    move(quiet_app, table)
    writes = autosave_of(quiet_app).writes
    for _ in range(30):
        quiet_app.step(FRAME)
    assert autosave_of(quiet_app).writes == writes


def test_a_deal_given_up_leaves_no_continue_but_one_with_no_more_moves_stays_until_dropped(
    quiet_app: App,
) -> None:
    table = scotch(quiet_app)
    move(quiet_app, table)
    table.give_up()
    choose(quiet_app, "Give up")  # it asks first: giving up counts as a loss
    quiet_app.step(FRAME)
    assert saved_moves(quiet_app) is None and quiet_app.stats_for("scotch").lost == 1
    table = scotch(quiet_app, seed=24)
    walk = random.Random(24)  # home first, else at random: deal 24 is lost after 36 such moves
    while not table.state.is_over():
        moves = table.state.legal_moves(0)
        home = [m for m in moves if m.target.startswith("foundation")]
        assert table.play(home[0] if home else walk.choice(moves))
        quiet_app.step(FRAME)
        assert saved_moves(quiet_app) == len(table.state.history)
    quiet_app.step(FRAME)
    assert saved_moves(quiet_app) == len(table.state.history)  # Undo is offered: not lost yet
    quiet_app.nav.title()
    assert quiet_app.stats_for("scotch").lost == 1  # the first deal only: leaving counts nothing
    quiet_app.nav.games_in_progress()
    assert labels(quiet_app)[0].startswith("Scotch Solitaire: you, deal 24, ")
    assert "no more moves" in labels(quiet_app)[0]  # its Drop counts the loss


def test_a_demo_is_never_autosaved(quiet_app: App) -> None:
    quiet_app.stack.push(TitleScene(quiet_app))
    quiet_app.nav.play(registry.get("scotch"), 7, demo=True)
    table = quiet_app.stack.top
    assert table.play(table.state.legal_moves(0)[0])
    quiet_app.step(FRAME)
    assert saved_moves(quiet_app) is None


def test_a_new_table_writes_its_own_file_and_the_last_game_stays(quiet_app: App) -> None:
    table = scotch(quiet_app)
    move(quiet_app, table)
    move(quiet_app, table)
    quiet_app.nav.title()
    quiet_app.step(FRAME)
    assert saved_moves(quiet_app) == 2  # left unfinished: the game to continue
    table = scotch(quiet_app, seed=99)
    quiet_app.step(FRAME)
    assert [e.replay.seed for e in GamesInProgress().entries()] == [7]  # a table merely opened: nothing
    move(quiet_app, table)
    assert [(e.replay.seed, e.replay.players_moves) for e in GamesInProgress().entries()] == [(99, 1), (7, 2)]


def test_continue_comes_first_on_the_title_with_the_games_in_progress(quiet_app: App) -> None:
    quiet_app.stack.push(TitleScene(quiet_app))
    assert "Continue…" not in labels(quiet_app)
    table = scotch(quiet_app)
    move(quiet_app, table)
    quiet_app.nav.title()
    title = quiet_app.stack.top
    assert labels(quiet_app)[0] == "Continue…" and title.focus == 0
    assert "1 game in progress: Scotch Solitaire." in title.notes


def test_bots_at_a_turn_table_are_autosaved_move_by_move(quiet_app: App) -> None:
    spec = registry.get("scorzo")
    quiet_app.nav.open_table(spec, 5, parse_players("bot:easy,bot:easy,bot:easy", spec.seats), {})
    table = quiet_app.stack.top
    for _ in range(4000):
        if len(table.state.history) >= 4:
            break
        quiet_app.step(0.25)
    quiet_app.step(FRAME)
    entry = latest()
    assert entry.replay.moves == len(table.state.history) >= 4
    assert entry.description == f"Scorzo, 3 bots, {entry.replay.moves} moves"


def test_a_race_is_saved_for_its_moves_not_for_the_time_between_them(quiet_app: App) -> None:
    spec = registry.get("repezita")
    quiet_app.nav.open_table(spec, 11, parse_players("bot:easy,bot:easy,bot:easy", spec.seats), {})
    table = quiet_app.stack.top
    hook = autosave_of(quiet_app)
    writes, seen = 0, set()
    for _ in range(600):
        quiet_app.step(0.05)
        seen.add(len(table.match.state.history))
        writes = hook.writes
        if table.match.state.is_over():
            break
    assert writes <= len(seen)  # at most one write per position seen, none for time alone
    if not table.match.state.is_over():
        entry = latest()
        assert entry.replay.moves == len(table.match.state.history)
        assert len(entry.replay.steps) > entry.replay.moves  # with the time that passed, for the stall rule


def test_a_crash_saves_the_game_and_continue_picks_it_up(quiet_app: App) -> None:
    quiet_app.crash_guard = CrashGuard(quiet_app)
    quiet_app.frame_hooks.append(FaultInjection(3))
    table = scotch(quiet_app, seed=4242)
    for _ in range(3):
        assert table.play(table.state.legal_moves(0)[0])
    made = list(table.state.history)
    quiet_app.step(FRAME)
    screen = quiet_app.stack.top
    assert isinstance(screen, CrashScene) and SAVED in screen.lines
    entry = latest()
    assert list(entry.replay.steps) == made and entry.replay.seed == 4242
    press(pygame.K_RETURN)
    quiet_app.step(FRAME)
    assert isinstance(quiet_app.stack.top, TitleScene) and labels(quiet_app)[0] == "Continue…"


def test_ctrl_s_at_a_table_saves_the_game_under_a_typed_name(quiet_app: App) -> None:
    table = scotch(quiet_app)
    move(quiet_app, table)
    press(pygame.K_s, "s", pygame.KMOD_LCTRL)
    quiet_app.step(FRAME)
    assert isinstance(quiet_app.stack.top, SaveNameScene)
    type_text(quiet_app, "my best try")
    press(pygame.K_RETURN)
    quiet_app.step(FRAME)
    (entry,) = SaveStore().named()
    assert entry.name == "my best try" and entry.replay.steps == tuple(table.state.history)
    assert "Saved as “my best try”" in quiet_app.stack.top.lines[0]
    press(pygame.K_RETURN)  # back to the game
    quiet_app.step(FRAME)
    assert quiet_app.stack.top is table


def test_a_name_already_used_asks_before_replacing(quiet_app: App) -> None:
    table = scotch(quiet_app)
    move(quiet_app, table)
    SaveStore().save_as("Keep", latest().replay)
    move(quiet_app, table)
    table.open_menu()
    quiet_app.step(FRAME)
    choose(quiet_app, "Save as…")
    type_text(quiet_app, "keep")
    press(pygame.K_RETURN)
    quiet_app.step(FRAME)
    assert isinstance(quiet_app.stack.top, AskScene)
    assert labels(quiet_app)[0] == "Choose another name"  # the safe answer is the one in focus
    press(pygame.K_RETURN)
    quiet_app.step(FRAME)
    assert SaveStore().named()[0].replay.moves == 1  # untouched
    press(pygame.K_RETURN)
    quiet_app.step(FRAME)
    choose(quiet_app, "Replace it")
    assert SaveStore().named()[0].replay.moves == 2


@pytest.mark.parametrize("game_id", ["scorzo", "scroker", "schrum", "tac", "scrooge", "repezita"])
def test_ctrl_s_works_at_turn_and_race_tables_too(quiet_app: App, game_id: str) -> None:
    spec = registry.get(game_id)
    players = "human:mouse,bot:easy" + ("" if game_id == "schrum" else ",bot:easy")
    quiet_app.nav.open_table(spec, 5, parse_players(players, spec.seats), {})
    table = quiet_app.stack.top
    for _ in range(2000):
        if table.replay().moves:
            break
        quiet_app.step(0.25)
    press(pygame.K_s, "s", pygame.KMOD_RCTRL)
    quiet_app.step(FRAME)
    assert isinstance(quiet_app.stack.top, SaveNameScene), game_id
    press(pygame.K_ESCAPE)
    quiet_app.step(FRAME)
    assert quiet_app.stack.top is table


def test_ctrl_s_where_the_game_is_over_says_there_is_nothing_to_save(quiet_app: App) -> None:
    table = scotch(quiet_app)
    move(quiet_app, table)
    table.give_up()
    choose(quiet_app, "Give up")
    quiet_app.step(FRAME)
    quiet_app.stack.pop()  # the result
    press(pygame.K_s, "s", pygame.KMOD_LCTRL)
    quiet_app.step(FRAME)
    assert isinstance(quiet_app.stack.top, NothingToSaveScene)


def test_a_save_that_cannot_be_written_says_so_and_the_game_goes_on(quiet_app: App, tmp_path: Path) -> None:
    table = scotch(quiet_app)
    move(quiet_app, table)
    (tmp_path / "saves").write_text("a file where the folder should be")
    press(pygame.K_s, "s", pygame.KMOD_LCTRL)
    quiet_app.step(FRAME)
    press(pygame.K_RETURN)
    quiet_app.step(FRAME)
    scene = quiet_app.stack.top
    assert isinstance(scene, SaveNameScene) and any("could not be saved" in line for line in scene.lines)
    press(pygame.K_ESCAPE)
    quiet_app.step(FRAME)
    assert quiet_app.stack.top is table


def test_saved_games_lists_unreadable_ones_and_deletes_with_a_confirm_by_keys(
    quiet_app: App, tmp_path: Path
) -> None:
    table = scotch(quiet_app)
    move(quiet_app, table)
    SaveStore().save_as("good one", latest().replay)
    bad = tmp_path / "saves" / "broken.json"
    bad.write_text('{"version": 1, "name"')
    quiet_app.nav.title()
    choose(quiet_app, "Saved games…")
    listing = quiet_app.stack.top
    assert isinstance(listing, SavedGamesScene)
    assert sorted(labels(quiet_app)) == sorted(
        ["broken (unreadable)", "good one: Scotch Solitaire, deal 7, 1 move", "Back"]
    )
    choose(quiet_app, "broken (unreadable)")
    choice = quiet_app.stack.top
    assert isinstance(choice, SaveChoiceScene) and "Load" not in labels(quiet_app)
    assert "not valid JSON" in choice.lines[0] and str(bad) in choice.lines[1]
    choose(quiet_app, "Delete…")
    assert labels(quiet_app) == ["Keep it", "Delete"]
    press(pygame.K_ESCAPE)  # Escape keeps it
    quiet_app.step(FRAME)
    assert bad.exists()
    choose(quiet_app, "Delete…")
    choose(quiet_app, "Delete")
    assert quiet_app.stack.top is listing and not bad.exists()
    assert "“broken” was deleted." in listing.lines


def test_an_unreadable_autosave_is_told_on_the_title_and_kept_among_the_saves(
    quiet_app: App, tmp_path: Path
) -> None:
    (tmp_path / "autosave.json").write_text(json.dumps({"version": 7}))
    quiet_app.nav.title()
    title = quiet_app.stack.top
    assert "Continue…" not in labels(quiet_app)
    assert any("autosave could not be read" in line and "newer Card Table" in line for line in title.notes)
    (kept,) = SaveStore().named()
    assert not kept.readable and json.loads(kept.path.read_text()) == {"version": 7}


def test_the_pause_menu_offers_save_as(quiet_app: App) -> None:
    table = scotch(quiet_app)
    table.open_menu()
    assert isinstance(quiet_app.stack.top, PauseScene) and "Save as…" in labels(quiet_app)
