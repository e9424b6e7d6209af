"""The keys screen headless: rebinding the race presets and the solitaire keys from settings (DESIGN.md §8).

Every key here is a press and a release, as a person makes it: the screen ignores a key's repeats
until it is let go, so two presses of one key need the release between them.
"""

from __future__ import annotations

import pygame
import pytest

from game.core import registry
from game.storage.settings import SettingsStore
from game.ui.app import App
from game.ui.games.scotch.table import TableScene
from game.ui.input import key_sets
from game.ui.input.key_presets import PRESETS, bind_presets
from game.ui.menus.keys import KeyBindingsScene, KeySetsScene
from game.ui.menus.settings import SettingsScene
from tests.test_ui_scrooge import open_table
from tests.test_ui_scrooge_keys import action_for, foundation_play
from tests.test_ui_scrooge_setup import click


@pytest.fixture
def app(quiet_app: App) -> App:
    """The app on its settings screen."""
    quiet_app.stack.push(SettingsScene(quiet_app))
    quiet_app.step(0.0)
    return quiet_app


def press(app: App, code: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=""))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode=""))
    app.step(0.0)


def open_set(app: App, title: str) -> KeyBindingsScene:
    """From settings: Keys…, then the set."""
    click(app, "Keys…")
    return open_set_from_sets(app, title)


def open_set_from_sets(app: App, title: str) -> KeyBindingsScene:
    assert isinstance(app.stack.top, KeySetsScene)
    click(app, title)
    screen = app.stack.top
    assert isinstance(screen, KeyBindingsScene)
    return screen


def saved_bindings(app: App) -> dict[str, str]:
    """What a fresh start would read from the settings file."""
    settings, _ = SettingsStore(app.settings_store.path.parent).load()
    return settings.key_bindings


def test_rebinding_keys1_centre_to_space_is_saved_and_plays_to_the_centre_at_a_race(app: App) -> None:
    screen = open_set(app, "Race keys 1")
    click(app, "Centre (foundation):")
    assert screen.text_lines() == ["Press a key for Centre (foundation) (Esc cancels)"]
    press(app, pygame.K_SPACE)
    assert screen.capturing is None
    assert saved_bindings(app) == {"keys1.centre": "space"}
    assert any(b.label == "Centre (foundation): Space" for b in screen.buttons)
    for seed in range(1, 300):
        table = open_table(app, "human:keys1,bot:easy", seed)
        play = foundation_play(table, 0)
        if play is not None and not play.source.endswith("stock"):
            break
    else:
        raise AssertionError("no deal where the keyboard seat can play to the centre")
    card = table.match.state.piles[play.source].cards[-1]
    source_key = pygame.key.key_code(table.keyboards[0].binding.names[action_for(table, 0, play.source)])
    press(app, source_key)
    press(app, pygame.K_d)  # the old centre key does nothing now
    state = table.match.state
    assert card is state.piles[play.source].cards[-1] and table.keyboards[0].selected == play.source
    press(app, pygame.K_SPACE)
    assert any(card in state.piles[pile_id].cards for pile_id in state.foundation_ids)


@pytest.mark.parametrize(
    ("key_set", "action", "key", "holder"),
    [
        ("Race keys 2", "Work pile 1:", pygame.K_d, "D is keys1's Centre (foundation)"),
        ("Race keys 1", "Work pile 1:", pygame.K_w, "W is keys1's Work pile 2"),
        ("Solitaire", "Hint:", pygame.K_z, "Z is the solitaire table's Undo"),
        ("Race keys 3", "Call Scrooge!:", pygame.K_F11, "F11 is kept for full screen"),
    ],
)
def test_a_key_someone_holds_is_refused_naming_the_holder_and_nothing_changes(
    app: App, key_set: str, action: str, key: int, holder: str
) -> None:
    screen = open_set(app, key_set)
    labels = [b.label for b in screen.buttons]
    click(app, action)
    press(app, key)
    assert screen.message.startswith(holder)
    assert any(holder in line for line in screen.text_lines())
    assert app.settings.key_bindings == {} and saved_bindings(app) == {}
    assert [b.label for b in screen.buttons] == labels
    assert app.fullscreen is False  # F11 went to the screen, which refused it, not to the window
    press(app, pygame.K_ESCAPE)
    assert screen.capturing is None and app.stack.top is screen


def test_escape_cancels_the_capture_and_a_second_escape_leaves_the_set(app: App) -> None:
    screen = open_set(app, "Race keys 1")
    click(app, "Turn stock:")
    press(app, pygame.K_ESCAPE)
    assert screen.capturing is None and app.stack.top is screen
    assert "Nothing changed" in screen.message and app.settings.key_bindings == {}
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, KeySetsScene)


def test_the_captured_key_is_swallowed_and_the_choosing_key_does_not_bind_itself(app: App) -> None:
    """Enter chooses; its repeat while held is no key press; Tab then binds without moving the focus."""
    screen = open_set(app, "Solitaire")
    hint = key_sets.actions_of(key_sets.SOLITAIRE).index("hint")
    for _ in range(hint):
        press(app, pygame.K_DOWN)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    app.step(0.0)
    assert screen.capturing == "hint" and screen.message == ""  # the repeat was not tried as the new key
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="\r"))
    press(app, pygame.K_TAB)
    assert app.settings.key_bindings == {"hint": "tab"}
    assert screen.focus == hint and screen.capturing is None


def test_reset_restores_this_sets_defaults_and_keeps_the_others(app: App) -> None:
    screen = open_set(app, "Race keys 1")
    click(app, "Centre (foundation):")
    press(app, pygame.K_SPACE)
    click(app, "Call Scrooge!:")
    press(app, pygame.K_x)
    assert app.settings.key_bindings == {"keys1.centre": "space", "keys1.call": "x"}
    press(app, pygame.K_ESCAPE)
    click(app, "Race keys 2")
    click(app, "Turn stock:")
    press(app, pygame.K_t)
    press(app, pygame.K_ESCAPE)
    screen = open_set_from_sets(app, "Race keys 1")
    click(app, "Reset this set to defaults")
    assert saved_bindings(app) == {"keys2.turn": "t"}
    keys = {b.label.split(": ")[0]: b.label.split(": ")[1] for b in screen.buttons if ": " in b.label}
    assert keys["Centre (foundation)"] == "D" and keys["Call Scrooge!"] == "Z"


def test_the_solitaire_keys_can_be_rebound_and_the_table_uses_them(app: App) -> None:
    screen = open_set(app, "Solitaire")
    click(app, "Send to foundation:")
    press(app, pygame.K_g)
    click(app, "Cancel / menu:")
    assert screen.capturing is None and "always stays on Escape" in screen.message
    assert saved_bindings(app) == {"home": "g"}
    app.nav.play(registry.get("scotch"), seed=1)
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert table.keys.action_for(pygame.K_g) == "home"
    assert table.keys.action_for(pygame.K_f) is None


def test_a_key_rebound_to_its_default_leaves_no_entry_in_the_settings_file() -> None:
    changed = key_sets.rebound("keys1", "centre", "space", {"hint": "g"})
    assert changed == {"hint": "g", "keys1.centre": "space"}
    assert key_sets.rebound("keys1", "centre", "d", changed) == {"hint": "g"}
    assert key_sets.rebound(key_sets.SOLITAIRE, "hint", "h", changed) == {"keys1.centre": "space"}


def test_the_preset_defaults_share_no_key_and_none_is_reserved() -> None:
    """Four people may race at once, so every default race key must pass the screen's own check."""
    for preset, keys in PRESETS.items():
        for action, key_name in keys.items():
            assert key_sets.refusal(preset, action, key_name, {}) is None


def test_a_rebinding_refused_on_screen_is_also_dropped_by_the_race_table() -> None:
    """Hand edits skip the screen; the table keeps the first seat's key and says so."""
    bindings, notes = bind_presets(["keys1", "keys2"], {"keys2.work1": "d"})
    assert pygame.key.key_code("d") in bindings[0].codes and pygame.key.key_code("d") not in bindings[1].codes
    assert any("already keys1's" in note for note in notes)
