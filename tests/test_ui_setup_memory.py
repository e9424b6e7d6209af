"""Setup screens as a player meets them (issue 21): names typed once, last time's setup back, both ways."""

from __future__ import annotations

import json
import os

import pygame

from game.core import registry
from game.core.bot_levels import Level
from game.core.seats import SeatPlan
from game.ui import kits
from game.ui.app import App
from game.ui.games.repezita.setup import RepezitaSetupScene
from game.ui.games.scorzo.setup import ScorzoSetupScene
from game.ui.games.scorzo.table import ScorzoTableScene
from game.ui.games.scrooge.setup import ScroogeSetupScene
from game.ui.menus.menu import MenuScene
from game.ui.menus.seat_name import SeatNameScene
from game.ui.saving.resume import seat_plans

SCORZO = registry.get("scorzo")


def click(app: App, label: str, button: int = 1) -> None:
    """Press and release a mouse button on the top menu's button whose words start with ``label``."""
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    target = next(b for b in menu.buttons if b.label.startswith(label))
    spot = app.viewport.rect(*target.box).center
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=spot))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, button=button, pos=spot))


def type_text(app: App, text: str) -> None:
    for letter in text:
        app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=0, unicode=letter, mod=0))
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, unicode="\r", mod=0))


def labels(app: App) -> list[str]:
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    return [button.label for button in menu.buttons]


def two_people_and_a_bot(app: App) -> ScorzoSetupScene:
    """Scorzo set up as a player would: seat 2 a person, both named, five rounds."""
    setup = ScorzoSetupScene(app, SCORZO)
    app.stack.push(setup)
    click(app, "Seat 2:", button=3)  # a normal bot, a step back: an easy one
    click(app, "Seat 2:", button=3)  # and another: a person
    click(app, "Names:")
    type_text(app, "Ann")
    type_text(app, "Bob")
    click(app, "Game:")
    return setup


def test_two_named_people_and_a_bot_see_their_names_at_the_table(quiet_app: App) -> None:
    quiet_app.advice_in_background = False
    setup = two_people_and_a_bot(quiet_app)
    assert quiet_app.stack.top is setup
    assert labels(quiet_app)[1:5] == [
        "Seat 1: Ann (person)",
        "Seat 2: Bob (person)",
        "Seat 3: Bot (hard)",
        "Names: Ann, Bob",
    ]
    click(quiet_app, "Start")
    table = quiet_app.stack.top
    assert isinstance(table, ScorzoTableScene)
    assert table.names == ["Ann", "Bob", "Bot (hard)"]
    table._say("Seat 3 drew the highest card and deals first.")
    assert table.note == "Bot (hard) drew the highest card and deals first."
    table.hotseat.follow(1)  # Bob's turn, with Ann holding the screen: the pass screen names him
    assert table.hotseat.pass_to == "Bob"


def test_the_setup_comes_back_as_it_was_started_after_a_restart(quiet_app: App) -> None:
    quiet_app.advice_in_background = False
    setup = two_people_and_a_bot(quiet_app)
    rounds = setup.setup.rounds
    click(quiet_app, "Start")
    again = ScorzoSetupScene(quiet_app, SCORZO)  # a new screen reads the file afresh, as after a restart
    assert [plan.human for plan in again.setup.plans] == [True, True, False]
    assert [again.name_of(seat) for seat in range(3)] == ["Ann", "Bob", ""]
    assert again.setup.rounds == rounds != 11
    assert again.recall_notes == []


def test_a_right_click_steps_a_choice_back_and_a_click_on(quiet_app: App) -> None:
    setup = ScorzoSetupScene(quiet_app, SCORZO)
    quiet_app.stack.push(setup)
    click(quiet_app, "Seats:", button=3)
    assert len(setup.setup.plans) == 2
    click(quiet_app, "Seats:")
    assert len(setup.setup.plans) == 3
    click(quiet_app, "Start", button=3)  # a right click on a plain button does nothing
    assert quiet_app.stack.top is setup


def test_a_pads_d_pad_steps_the_focused_choice_both_ways(quiet_app: App) -> None:
    setup = ScorzoSetupScene(quiet_app, SCORZO)
    quiet_app.stack.push(setup)
    setup.focus = 0  # Seats
    setup.pad_button(pygame.CONTROLLER_BUTTON_DPAD_LEFT)
    assert len(setup.setup.plans) == 2
    setup.pad_button(pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
    assert len(setup.setup.plans) == 3


def test_two_seats_cannot_share_a_name(quiet_app: App) -> None:
    two_people_and_a_bot(quiet_app)
    click(quiet_app, "Names:")
    type_text(quiet_app, "bob")  # Seat 1 typed as Seat 2's name
    entry = quiet_app.stack.top
    assert isinstance(entry, SeatNameScene) and entry.seat == 0
    assert "bob is Seat 2's name already" in " ".join(entry.text_lines())


def test_names_typed_before_are_offered_as_buttons(quiet_app: App) -> None:
    quiet_app.advice_in_background = False
    two_people_and_a_bot(quiet_app)
    click(quiet_app, "Start")
    setup = ScorzoSetupScene(quiet_app, SCORZO)
    quiet_app.stack.push(setup)
    setup.set_name(0, "")
    setup.set_name(1, "")
    click(quiet_app, "Names:")
    assert labels(quiet_app)[:2] == ["Ann", "Bob"]
    click(quiet_app, "Bob")
    assert setup.name_of(0) == "Bob"


def test_a_corrupt_setups_file_gives_the_defaults_and_a_sentence(quiet_app: App) -> None:
    path = os.path.join(os.environ["CARDTABLE_HOME"], "setups.json")
    with open(path, "w") as stream:
        stream.write('{"version": 1, "games": [')
    setup = ScorzoSetupScene(quiet_app, SCORZO)
    assert len(setup.setup.plans) == 3 and setup.setup.rounds == 11
    assert any("could not be used" in line for line in setup.text_lines())


def test_a_remembered_option_or_player_that_no_longer_fits_falls_back_with_a_sentence(quiet_app: App) -> None:
    document = {
        "version": 1,
        "games": {
            "scorzo": {"players": ["human:mouse", "bot:hard", "bot:dreadful"], "options": {"rounds": 12}}
        },
    }
    path = os.path.join(os.environ["CARDTABLE_HOME"], "setups.json")
    with open(path, "w") as stream:
        json.dump(document, stream)
    setup = ScorzoSetupScene(quiet_app, SCORZO)
    assert setup.setup.plans[2] == SeatPlan(False) and setup.setup.rounds == 11
    said = " ".join(setup.text_lines())
    assert '"bot:dreadful", is not offered now' in said and "rounds = 12" in said


def test_a_remembered_gamepad_that_is_not_plugged_in_becomes_a_bot_with_a_sentence(quiet_app: App) -> None:
    document = {"version": 1, "games": {"scrooge": {"players": ["human:mouse", "human:pad1"]}}}
    with open(os.path.join(os.environ["CARDTABLE_HOME"], "setups.json"), "w") as stream:
        json.dump(document, stream)
    quiet_app.pad_system = type("NoPads", (), {"problem": None, "indices": lambda self: []})()
    setup = ScroogeSetupScene(quiet_app, registry.get("scrooge"))
    assert setup.setup.plans == [SeatPlan(True, "mouse"), SeatPlan(False)]
    assert "Gamepad 1 is not plugged in, so Seat 2 is a bot for now" in " ".join(setup.text_lines())


def test_a_race_seat_says_which_device_it_passed_over_and_names_keys_in_words(quiet_app: App) -> None:
    setup = RepezitaSetupScene(quiet_app, registry.get("repezita"))
    quiet_app.stack.push(setup)
    setup.setup.plans[1:] = [SeatPlan(True, "keys1"), SeatPlan(False, level=Level.HARD)]
    setup.rebuild()
    assert "Seat 2: Keyboard: W S A D …" in labels(quiet_app)
    click(quiet_app, "Seat 3:")  # a hard bot → round past the mouse, which Seat 1 holds, and keys1
    assert setup.setup.plans[2] == SeatPlan(True, "keys2")
    assert "Mouse is Seat 1's; Keyboard: W S A D … is Seat 2's." in setup.text_lines()


def test_a_saved_game_keeps_the_names_and_reopens_with_them(quiet_app: App) -> None:
    quiet_app.advice_in_background = False
    two_people_and_a_bot(quiet_app)
    click(quiet_app, "Start")
    table = quiet_app.stack.top
    assert isinstance(table, ScorzoTableScene)
    replay = table.replay()
    assert replay is not None and replay.notes["names"] == ["Ann", "Bob", ""]
    assert [plan.name for plan in seat_plans(SCORZO, replay)] == ["Ann", "Bob", ""]


def test_a_remembered_seat_count_the_game_is_not_dealt_for_gives_new_seats_and_says_so(
    quiet_app: App,
) -> None:
    document = {"version": 1, "games": {"schrum": {"players": ["human:mouse", "bot:hard", "bot:easy"]}}}
    with open(os.path.join(os.environ["CARDTABLE_HOME"], "setups.json"), "w") as stream:
        json.dump(document, stream)
    schrum = registry.get("schrum")
    setup = kits.kit_for(schrum).setup_scene(quiet_app, schrum)
    assert len(setup.setup.plans) == 4  # Schrum Schrum is dealt for 2, 4 or 8
    assert "Last time's 3 seats are not a count Schrum Schrum is dealt for" in " ".join(setup.text_lines())


def test_a_typed_name_keeps_printable_letters_and_stops_at_its_length(quiet_app: App) -> None:
    setup = ScorzoSetupScene(quiet_app, SCORZO)
    quiet_app.stack.push(setup)
    click(quiet_app, "Names:")
    for letter in ("\x07", "Ž", "\t", "\x1b[2J"):
        quiet_app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=0, unicode=letter, mod=0))
    quiet_app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_q, unicode="q", mod=pygame.KMOD_CTRL))
    type_text(quiet_app, "ofia-Wilhelmina-Katarzyna")
    assert (
        setup.name_of(0) == "Žofia-Wilhelmina"
    )  # 16 letters; the bell, Tab, Escape and Ctrl+Q typed nothing


def test_a_disk_that_refuses_the_setup_still_deals_and_says_so_on_the_title(quiet_app: App) -> None:
    quiet_app.advice_in_background = False
    home = os.environ["CARDTABLE_HOME"]
    os.mkdir(os.path.join(home, "setups.json"))  # a folder where the file would go: it cannot be written
    setup = ScorzoSetupScene(quiet_app, SCORZO)
    quiet_app.stack.push(setup)
    click(quiet_app, "Start")
    assert isinstance(quiet_app.stack.top, ScorzoTableScene)
    assert quiet_app.notice is not None and "setups.json" in quiet_app.notice


def test_a_name_the_table_gives_a_seat_itself_is_refused(quiet_app: App) -> None:
    two_people_and_a_bot(quiet_app)
    click(quiet_app, "Names:")
    type_text(quiet_app, "Seat 3")  # Seat 1 calling itself what the table calls seat 3
    entry = quiet_app.stack.top
    assert isinstance(entry, SeatNameScene) and entry.seat == 0
    assert "what the table calls a seat itself" in " ".join(entry.text_lines())


def test_a_remembered_name_of_an_invisible_mark_is_no_name_and_draws(quiet_app: App) -> None:
    """A variation selector alone made pygame raise "Text has zero width" at every start."""
    path = os.path.join(os.environ["CARDTABLE_HOME"], "setups.json")
    with open(path, "w") as stream:
        json.dump({"version": 1, "known_names": ["\ufe0f"], "games": {}}, stream)
    setup = ScorzoSetupScene(quiet_app, SCORZO)
    quiet_app.stack.push(setup)
    click(quiet_app, "Names:")
    quiet_app.step(1 / 60)  # drawn without raising
    assert "\ufe0f" not in labels(quiet_app)
