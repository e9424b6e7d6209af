"""Every setup screen says what its game is and what the focused button means (issue 21: Scrooge's setup
had no description, and "Double penalty (-3 a card): off" meant nothing to a newcomer)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.core import registry
from game.ui import kits
from game.ui.app import App
from game.ui.look import drawn_text
from game.ui.menus.menu import MenuScene
from game.ui.menus.picker_texts import picker_texts
from game.ui.menus.seat_choices import SeatSetupScene
from tests.test_broken_assets import shipped  # noqa: F401  (a fixture)

SETUPS = [spec.id for spec in registry.all_games() if kits.kit_for(spec).setup_scene is not None]


def open_setup(app: App, game_id: str) -> SeatSetupScene:
    spec = registry.get(game_id)
    make = kits.kit_for(spec).setup_scene
    assert make is not None
    scene = make(app, spec)
    app.stack.push(scene)
    assert isinstance(scene, SeatSetupScene)
    return scene


def drawn_words(app: App, scene: MenuScene) -> list[str]:
    with drawn_text.recording() as record:
        scene.draw(app.screen, True)
    return [text.text for text in record.texts if text.surface_size == app.screen.get_size()]


def press(app: App, key: int) -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))


@pytest.mark.parametrize("game_id", SETUPS)
def test_every_setup_says_in_one_line_what_its_game_is(quiet_app: App, game_id: str) -> None:
    scene = open_setup(quiet_app, game_id)
    about = picker_texts().words[game_id].about
    assert scene.lines[0] == about
    assert " ".join(drawn_words(quiet_app, scene)).startswith(scene.title + " " + about.split()[0])


@pytest.mark.parametrize("game_id", SETUPS)
def test_every_button_of_every_setup_is_explained_under_the_buttons_while_it_has_the_focus(
    quiet_app: App, game_id: str
) -> None:
    scene = open_setup(quiet_app, game_id)
    for _ in scene.buttons:
        label = scene.buttons[scene.focus].label
        explanation = scene.explanation(label)
        assert explanation, f"{label!r} on {game_id}'s setup says nothing about itself"
        shown = " ".join(drawn_words(quiet_app, scene))
        assert shown.endswith(explanation), (label, shown[-200:])
        press(quiet_app, pygame.K_DOWN)


def test_scrooges_variants_each_say_what_they_change(quiet_app: App) -> None:
    scene = open_setup(quiet_app, "scrooge")
    said = {
        label.split(":")[0].split(" (")[0]: scene.explanation(label)
        for label in (b.label for b in scene.buttons)
    }
    assert "3 points instead of 2" in said["Double penalty"]
    assert "no 10-point bonus" in said["No bonus for calling"]
    assert said["Seats"] != said["Seat 1"]  # the longest beginning wins: "Seats" is not "Seat"


def test_a_broken_explanations_file_costs_only_the_explanations_and_says_why(
    shipped: Path,  # noqa: F811
    quiet_app: App,
) -> None:
    (shipped / "assets" / "help" / "setup.json").write_text("{ broken", encoding="utf-8")
    scene = open_setup(quiet_app, "scrooge")
    assert any("assets/help/setup.json" in line and "broken" in line for line in scene.lines)
    assert scene.explanation("Seats: 3") == ""
    drawn_words(quiet_app, scene)  # and it draws
