"""The monkey test (issue 9): 10,000 random events over every scene and game, headless, seeded.

No exception may come out of the app, and at every frame each table's cards stay each in one
place; every 50th frame the random-play harness also checks each seat's view and the clone and
JSON round trips. ``benchmarks/monkey.py`` runs 100,000. Below it, one test for each crash the
monkey found, so it stays fixed.
"""

from __future__ import annotations

import pygame
import pytest

from game.core import registry
from game.core.protocol import GameState
from game.ui.app import App
from game.ui.monkey import GAMES, Monkey, MonkeyCrash, TableWatch, preset_keys
from game.ui.scenes.table import TableScene
from tests.harness import check_round_trips, check_views, snapshot

CI_EVENTS = 10_000


def harness_checks(game_id: str, state: GameState) -> None:
    """The random-play harness's costlier invariants, on whatever position the monkey reached."""
    check_views(state)
    check_round_trips(registry.get(game_id), state)


def test_ten_thousand_random_events_reach_every_game_and_break_nothing(quiet_app: App) -> None:
    watch = TableWatch(deep=harness_checks)
    monkey = Monkey(quiet_app, seed=9, watch=watch, visit_every=400)
    monkey.run(CI_EVENTS)
    assert watch.games_seen == set(GAMES)
    assert {
        "TitleScene",
        "PickerScene",
        "PauseScene",
        "TableScene",
        "ScroogeSetupScene",
    } <= monkey.scenes_seen
    assert watch.frames >= CI_EVENTS


def test_a_crash_names_the_seed_and_event_that_reproduce_it(quiet_app: App) -> None:
    def broken(game_id: str, state: GameState) -> None:
        raise AssertionError("the test's own broken invariant")

    monkey = Monkey(quiet_app, seed=3, watch=TableWatch(deep=broken, deep_every=1), visit_every=10)
    with pytest.raises(MonkeyCrash, match=r"monkey seed 3, event 0: AssertionError: the test's own"):
        monkey.run(20)


def test_a_card_that_vanishes_from_a_table_is_caught(quiet_app: App) -> None:
    monkey = Monkey(quiet_app, seed=1, visit_every=1_000)
    monkey.run(1)  # the first visit opens Scotch
    table = quiet_app.stack.top
    assert isinstance(table, TableScene)
    pile = next(pile for pile in table.state.piles.values() if pile.cards)
    pile.cards.pop()
    with pytest.raises(AssertionError, match="not each in one place: lost"):
        monkey.watch(quiet_app)


def test_every_race_preset_key_is_among_the_monkeys_keys() -> None:
    keys = set(preset_keys())
    for name in ("q", "right shift", "[7]", ";", "return", "escape", "f11"):
        assert pygame.key.key_code(name) in keys


# --- crashes the monkey found --------------------------------------------------------------


def test_the_to_foundation_key_before_any_pile_is_chosen_does_nothing(quiet_app: App) -> None:
    """Pressing F at a fresh Scotch table (no pile under the key cursor yet) raised KeyError: 'home'."""
    quiet_app.play(registry.get("scotch"), 5)
    table = quiet_app.stack.top
    assert isinstance(table, TableScene)
    before = snapshot(table.state)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_f, mod=0, unicode="f", scancode=0))
    quiet_app.step(0.0)
    assert snapshot(table.state) == before
    assert quiet_app.stack.top is table
