"""The replay viewer: every game's finished replay opens on its table and plays to the recorded position."""

from __future__ import annotations

import pygame
import pytest

from game.core.replay_cursor import MOVE_SECONDS, RACE_MOVE_SECONDS, ReplayCursor
from game.core.replays import Replay, ReplayError, position_digest
from game.ui.app import App
from game.ui.menus.replay_viewer import ReplayViewerScene
from game.ui.menus.title import TitleScene
from tests.finished_replays import GAMES, finished_replay

FRAME = 1 / 60


def _open(app: App, replay: Replay) -> ReplayViewerScene:
    app.stack.reset(TitleScene(app))
    viewer = ReplayViewerScene(app, replay)
    app.stack.push(viewer)
    app.step(0.0)
    return viewer


def _key(app: App, key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))
    app.step(0.0)


def _click(app: App, viewer: ReplayViewerScene, label: str) -> None:
    button = next(b for b in viewer.buttons if b.label == label)
    centre = button.screen_rect(app.viewport).center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=centre))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=centre))
    app.step(0.0)


def _shown_cards(viewer: ReplayViewerScene) -> dict[str, list[object]]:
    return {
        pile: [sprite.card for sprite in sprites] for pile, sprites in viewer.view.piles.items() if sprites
    }


def _state_cards(viewer: ReplayViewerScene) -> dict[str, list[object]]:
    return {pile: list(p.cards) for pile, p in viewer.cursor.state.piles.items() if p.cards}


@pytest.mark.parametrize("game_id", GAMES)
def test_a_finished_game_plays_to_its_recorded_end_and_back_one_step_is_the_move_before(
    quiet_app: App, game_id: str
) -> None:
    replay = finished_replay(game_id)
    viewer = _open(quiet_app, replay)
    assert viewer.status_words() == f"Move 0 of {replay.moves} · 1× · playing"
    _key(quiet_app, pygame.K_SPACE)  # pause
    while not viewer.cursor.at_end:
        _key(quiet_app, pygame.K_RIGHT)
    assert position_digest(viewer.cursor.state) == replay.position == position_digest(replay.play())
    assert viewer.status_words() == f"Move {replay.moves} of {replay.moves} · 1× · the end"
    assert _shown_cards(viewer) == _state_cards(viewer)  # the table shows where the game ended
    assert all(sprite.face_up for sprites in viewer.view.piles.values() for sprite in sprites)
    _key(quiet_app, pygame.K_LEFT)
    move_ends = [n + 1 for n, step in enumerate(replay.steps) if not isinstance(step, float)]
    before = Replay(
        **{**replay.__dict__, "steps": replay.steps[: move_ends[-2]]}
    ).play()  # after the move before
    assert position_digest(viewer.cursor.state) == position_digest(before)
    assert viewer.status_words() == f"Move {replay.moves - 1} of {replay.moves} · 1× · paused"
    assert _shown_cards(viewer) == _state_cards(viewer)


def test_play_runs_at_the_chosen_speed_on_the_frame_clock(quiet_app: App) -> None:
    viewer = _open(quiet_app, finished_replay("tac"))
    for _ in range(round(MOVE_SECONDS * 10 / FRAME)):  # ten moves' time at ×1
        quiet_app.step(FRAME)
    at_one = viewer.cursor.moves_done
    _key(quiet_app, pygame.K_HOME)
    _key(quiet_app, pygame.K_UP)  # ×2
    assert "2×" in viewer.status_words()
    for _ in range(round(MOVE_SECONDS * 10 / FRAME)):
        quiet_app.step(FRAME)
    assert at_one in (9, 10)
    assert viewer.cursor.moves_done in (2 * at_one - 1, 2 * at_one, 2 * at_one + 1)


def test_a_race_plays_its_time_as_it_passed_at_the_table(quiet_app: App) -> None:
    replay = finished_replay("repezita")
    table_seconds = sum(step for step in replay.steps if isinstance(step, float))
    viewer = _open(quiet_app, replay)
    _key(quiet_app, pygame.K_UP)
    _key(quiet_app, pygame.K_UP)  # ×4
    frames = 0
    while not viewer.cursor.at_end:
        quiet_app.step(FRAME)
        frames += 1
    assert frames * FRAME == pytest.approx(table_seconds / 4, abs=2 * FRAME)


def test_a_race_that_keeps_no_time_plays_its_moves_a_quarter_second_apart(quiet_app: App) -> None:
    viewer = _open(quiet_app, finished_replay("scrooge"))  # Scrooge's rules keep no time
    for _ in range(round(RACE_MOVE_SECONDS * 8 / FRAME)):
        quiet_app.step(FRAME)
    assert viewer.cursor.moves_done in (7, 8)


def test_speed_goes_from_a_quarter_to_eight_times_by_keys_and_buttons(quiet_app: App) -> None:
    viewer = _open(quiet_app, finished_replay("tac"))
    for _ in range(5):
        _key(quiet_app, pygame.K_DOWN)
    assert viewer.speed == 0.25
    _key(quiet_app, pygame.K_KP_PLUS)
    assert viewer.speed == 0.5
    for _ in range(6):
        _click(quiet_app, viewer, "Faster")
    assert viewer.speed == 8.0
    _key(quiet_app, pygame.K_MINUS)
    _click(quiet_app, viewer, "Slower")
    assert viewer.speed == 2.0


def test_buttons_step_and_jump_as_the_keys_do(quiet_app: App) -> None:
    replay = finished_replay("schrum")
    by_keys, by_buttons = _open(quiet_app, replay), None
    for key in (pygame.K_SPACE, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_LEFT):
        _key(quiet_app, key)
    keyed = position_digest(by_keys.cursor.state)
    by_buttons = _open(quiet_app, replay)
    for label in ("Pause", "Next >", "Next >", "Next >", "< Back"):
        _click(quiet_app, by_buttons, label)
    assert position_digest(by_buttons.cursor.state) == keyed
    assert by_buttons.cursor.moves_done == 2
    _click(quiet_app, by_buttons, "End >|")
    assert by_buttons.cursor.at_end
    _click(quiet_app, by_buttons, "|< Deal")
    assert by_buttons.cursor.at_start


def test_tab_walks_the_buttons_and_enter_presses_the_focused_one(quiet_app: App) -> None:
    viewer = _open(quiet_app, finished_replay("scotch"))
    for _ in range(4):
        _key(quiet_app, pygame.K_TAB)  # Close, Deal, Back, Pause
    assert viewer.buttons[3].focused
    _key(quiet_app, pygame.K_RETURN)
    assert not viewer.playing
    _key(quiet_app, pygame.K_TAB)
    _key(quiet_app, pygame.K_RETURN)  # Next >
    assert viewer.cursor.moves_done == 1
    _key(quiet_app, pygame.K_TAB, pygame.KMOD_SHIFT)
    _key(quiet_app, pygame.K_TAB, pygame.KMOD_SHIFT)
    _key(quiet_app, pygame.K_RETURN)  # < Back
    assert viewer.cursor.moves_done == 0


def test_escape_goes_back_to_the_screen_that_opened_the_viewer(quiet_app: App) -> None:
    _open(quiet_app, finished_replay("scotch"))
    _key(quiet_app, pygame.K_ESCAPE)
    assert isinstance(quiet_app.stack.top, TitleScene)


def test_a_replay_whose_steps_are_refused_stops_with_the_reason(quiet_app: App) -> None:
    replay = finished_replay("scotch")
    broken = Replay(**{**replay.__dict__, "steps": (replay.steps[1], *replay.steps)})
    viewer = _open(quiet_app, broken)
    _key(quiet_app, pygame.K_END)
    assert "This replay stops here" in viewer._status_left()
    assert not viewer.playing


def test_going_back_in_a_long_game_starts_from_a_kept_copy() -> None:
    replay = finished_replay("tac")
    cursor = ReplayCursor(replay)
    cursor.to_end()
    cursor.go_to(len(replay.steps) - 3)
    expected = Replay(**{**replay.__dict__, "steps": replay.steps[:-3]}).play()
    assert position_digest(cursor.state) == position_digest(expected)


def test_a_replay_of_an_unknown_game_is_refused_with_its_name(quiet_app: App) -> None:
    replay = Replay("whist", 4, 1, {}, ("bot:easy",) * 4)
    with pytest.raises(ReplayError, match="whist"):
        ReplayViewerScene(quiet_app, replay)
