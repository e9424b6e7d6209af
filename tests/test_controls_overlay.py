"""F1 and F2 at every table (issue 9, point 7): the rules page, and each person's controls for their device.

Every game family's table is opened with people on the devices it allows; F2 must list, for each seat a
person plays, what that device does there: the mouse's gestures, the key preset's keys as rebound in
settings, a pad's buttons. Then F2 (or Escape) closes it, and F1 opens the game's own rules page.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pygame
import pytest

from game.core import registry
from game.core.seats import parse_players
from game.ui import kits
from game.ui.app import App
from game.ui.input.controls_sheet import controls_data
from game.ui.menus.controls import ControlsScene
from game.ui.menus.rules import RulesScene


def press(app: App, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=""))
    app.step(0.0)


def open_table(app: App, game: str, players: str) -> Any:
    spec = registry.get(game)
    if game == "scotch":
        app.nav.play(spec, 5)
    else:
        plans = parse_players(players, spec.seats, kits.kit_for(spec).takes_turns, spec.seat_choices())
        app.nav.open_table(spec, 3, plans, {})
    app.step(0.0)
    return app.stack.scenes[0]  # a pass screen or the dealer's call may already cover it


def at_the_table(app: App, table: Any) -> None:
    """Take pass screens (Space) and make the dealer's call (End, Enter) until the table itself is on top."""
    from game.ui.games.scroker.choice import ScrokerChoiceScene

    for _ in range(30):
        app.step(1.0)
        if app.stack.top is table:
            return
        if isinstance(app.stack.top, ScrokerChoiceScene):
            press(app, pygame.K_END)
            press(app, pygame.K_RETURN)
        else:
            press(app, pygame.K_SPACE)
    raise AssertionError(f"stuck on {app.stack.top}")


def overlay(app: App) -> ControlsScene:
    press(app, pygame.K_F2)
    scene = app.stack.top
    assert isinstance(scene, ControlsScene)
    return scene


def rows(scene: ControlsScene, device: str) -> list[str]:
    """The rows of the section on ``device``, as "keys: words" (a gesture alone)."""
    section = next(s for s in scene.sheet if s.device == device)
    return [f"{row.keys}: {row.words}" if row.keys else row.words for row in section.rows]


def test_the_solitaire_table_lists_the_mouse_and_the_keys_as_rebound(quiet_app: App) -> None:
    quiet_app.change_settings(dataclasses.replace(quiet_app.settings, key_bindings={"home": "g"}))
    table = open_table(quiet_app, "scotch", "")
    scene = overlay(quiet_app)
    assert any("Double-click" in line for line in rows(scene, "mouse"))
    keys = rows(scene, "keyboard")
    assert "G: Send to foundation" in keys and "F: Send to foundation" not in keys
    press(quiet_app, pygame.K_F2)
    assert quiet_app.stack.top is table


@pytest.mark.parametrize("game", ["scrooge", "repezita"])
def test_a_race_lists_each_persons_own_device(quiet_app: App, game: str) -> None:
    prefix = "" if game == "scrooge" else "repezita."
    action = "centre" if game == "scrooge" else "play"
    rebound = {f"{prefix}keys2.{action}": "space"}
    quiet_app.change_settings(dataclasses.replace(quiet_app.settings, key_bindings=rebound))
    table = open_table(quiet_app, game, "human:mouse,human:keys2,human:pad1,bot:hard")
    scene = overlay(quiet_app)
    assert [section.who.split(" (")[0] for section in scene.sheet] == [
        "Seat 1",
        "Seat 2",
        "Seat 3",
        "Everyone",
    ]
    assert [section.device for section in scene.sheet[:3]] == ["mouse", "keyboard keys2", "gamepad 1"]
    assert any(line.startswith("Space: ") for line in rows(scene, "keyboard keys2"))
    assert not any(line.startswith("Enter: ") for line in rows(scene, "keyboard keys2"))
    assert any(line.startswith("A: ") for line in rows(scene, "gamepad 1"))
    assert any("Drag" in line for line in rows(scene, "mouse"))
    press(quiet_app, pygame.K_ESCAPE)
    assert quiet_app.stack.top is table


@pytest.mark.parametrize(
    ("game", "key_row"),
    [
        ("scorzo", "D: take the top of the draw pile"),
        ("scroker", "K: check"),
        ("spit", "F: fold"),
        ("schrum", "C: play the turned card to the centre"),
        ("tac", "O: put it on your own face-up pile (ends the turn)"),
    ],
)
def test_a_turn_table_lists_the_shared_mouse_and_keys_once_per_set_of_people(
    quiet_app: App, game: str, key_row: str
) -> None:
    spec = registry.get(game)
    seats = spec.seat_choices()[0] if spec.seat_choices() else spec.seats[0]
    players = ",".join(["human:mouse"] * 2 + ["bot:easy"] * (max(seats, 3) - 2 if game != "schrum" else 2))
    table = open_table(quiet_app, game, players)
    at_the_table(quiet_app, table)
    scene = overlay(quiet_app)
    people = [section for section in scene.sheet if section.who != "Everyone"]
    device = "mouse and keyboard, on your turn"
    assert {section.device for section in people} == {device}
    # both people are listed; only a Tač caller's own key sets two people's controls apart
    assert sum(section.who.count("Seat") for section in people) == 2
    assert len(people) == (2 if game in ("schrum", "tac") else 1)
    assert key_row in rows(scene, device)
    press(quiet_app, pygame.K_F2)
    assert quiet_app.stack.top is table


@pytest.mark.parametrize("game", [spec.id for spec in registry.all_games()])
def test_f1_opens_each_games_own_rules_page_at_its_table(quiet_app: App, game: str) -> None:
    spec = registry.get(game)
    players = (
        "" if game == "scotch" else ",".join(["human:mouse"] + ["bot:easy"] * (spec.seat_choices()[0] - 1))
    )
    table = open_table(quiet_app, game, players)
    at_the_table(quiet_app, table)
    press(quiet_app, pygame.K_F1)
    page = quiet_app.stack.top
    assert isinstance(page, RulesScene) and page.spec.id == game
    assert page.lines[0].text.lower().startswith(spec.name.lower().split()[0][:4])
    press(quiet_app, pygame.K_F1)
    assert page not in quiet_app.stack.scenes and quiet_app.stack.scenes[0] is table


def test_every_game_has_mouse_words_and_every_scroker_bet_key_has_words() -> None:
    from game.ui.games.scroker.bets import KEYS

    for kit in kits.all_kits():
        sheet = kit.controls(["human:mouse", "bot:easy"], ["You", "Bot"], {})
        assert sheet[0].who == "You" and any(not row.keys for row in sheet[0].rows), kit.family  # gestures
    data = controls_data()["families"]
    assert set(KEYS.values()) <= set(data["scroker"]["bets"])


def test_f1_and_f2_cannot_be_given_to_a_race_key_but_solitaire_rules_keep_f1() -> None:
    from game.ui.input import key_sets

    assert "controls" in (key_sets.refusal("keys1", "centre", "f2", {}) or "")
    assert "rules" in (key_sets.refusal("repezita.keys3", "play", "f1", {}) or "")
    assert key_sets.refusal("solitaire", "rules", "f1", {}) is None
    assert "controls" in (key_sets.refusal("solitaire", "hint", "f2", {}) or "")
