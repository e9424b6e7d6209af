"""The monkey test (issue 9): 10,000 random events over every scene and game, headless, seeded.

No exception may come out of the app, and at every frame each table's cards stay each in one
place; every 50th frame the random-play harness also checks each seat's view and the clone and
JSON round trips. ``benchmarks/monkey.py`` runs 100,000. Below it, one test for each crash the
monkey found, so it stays fixed.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.core import registry
from game.core.protocol import GameState
from game.testing.monkey import GAMES, Monkey, MonkeyCrash, TableWatch, preset_keys
from game.ui.app import App
from game.ui.games.scotch.table import TableScene
from tests.harness import check_reached_position, snapshot

CI_EVENTS = 10_000


@pytest.mark.slow  # the quick suite keeps the monkey in test_the_same_seed_replays_the_same_run
def test_ten_thousand_random_events_reach_every_game_and_break_nothing(quiet_app: App) -> None:
    watch = TableWatch(deep=check_reached_position)
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
    assert watch.moves_seen > 200, "the tables took hardly a move: the monkey tested little"


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
    quiet_app.nav.play(registry.get("scotch"), 5)
    table = quiet_app.stack.top
    assert isinstance(table, TableScene)
    before = snapshot(table.state)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_f, mod=0, unicode="f", scancode=0))
    quiet_app.step(0.0)
    assert snapshot(table.state) == before
    assert quiet_app.stack.top is table


def test_the_same_seed_replays_the_same_run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Two fresh apps (each with its own settings and statistics) driven from one seed do the same."""
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    runs = []
    for home in ("first", "second"):
        monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path / home))
        app = App(window=(1280, 720), headless=True)
        monkey = Monkey(app, seed=4, visit_every=300)
        monkey.run(1_500)
        runs.append((sorted(monkey.watch.moves.values()), monkey.quits, sorted(monkey.scenes_seen)))
        pygame.event.clear()
    assert runs[0] == runs[1]
    assert sum(runs[0][0]) > 0
