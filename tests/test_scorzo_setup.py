"""Reaching a Scorzo table: the picker's setup screen and the seats on the command line."""

from __future__ import annotations

import pytest

from game.core import registry
from game.core.bot_levels import Level
from game.core.seat_names import seat_names
from game.core.seats import SeatPlan, parse_players
from game.ui.app import App
from game.ui.games.scorzo.setup import ScorzoSetup, ScorzoSetupScene
from game.ui.games.scorzo.table import ScorzoTableScene
from game.ui.menus.picker import PickerScene


def test_people_at_a_turn_table_may_share_the_mouse_and_a_bare_human_is_the_mouse() -> None:
    plans = parse_players("human,human:mouse,bot:normal", (2, 6), shared_devices=True)
    assert [plan.human for plan in plans] == [True, True, False]
    assert plans[0].device == "mouse" and plans[2].level is Level.MEDIUM
    with pytest.raises(ValueError, match="only one seat"):
        parse_players("human,human:mouse", (2, 6))  # a race table: one device, one seat


def test_unnamed_people_keep_their_seat_number_and_a_bot_is_named_by_its_level() -> None:
    alone = seat_names([SeatPlan(True, "mouse"), SeatPlan(False, level=Level.HARD)])
    assert alone == ["Seat 1 (you)", "Bot (hard)"]
    two = seat_names([SeatPlan(True, "mouse"), SeatPlan(True, "mouse"), SeatPlan(False, level=Level.EASY)])
    assert two == ["Seat 1", "Seat 2", "Bot (easy)"]


def test_the_setup_cycles_seats_players_and_rounds() -> None:
    setup = ScorzoSetup()
    assert len(setup.plans) == 3 and setup.plans[0].human
    for _ in range(3):
        setup.cycle_seats()
    assert len(setup.plans) == 6
    setup.cycle_seats()
    assert len(setup.plans) == 2  # wraps from six to two
    setup.cycle_player(1)
    assert not setup.plans[1].human
    seen = {(plan.human, plan.level) for plan in [setup.plans[1]]}
    for _ in range(4):
        setup.cycle_player(1)
        seen.add((setup.plans[1].human, setup.plans[1].level))
    assert (True, Level.MEDIUM) in seen and {(False, level) for level in Level} <= seen
    setup.cycle_rounds()
    assert setup.options() == {"rounds": 5}


def test_the_picker_offers_scorzo_and_start_deals_at_its_table(quiet_app: App) -> None:
    quiet_app.stack.push(PickerScene(quiet_app))
    picker = quiet_app.stack.top
    assert isinstance(picker, PickerScene)
    button = next(b for b in picker.buttons if b.label == "Scorzo: set up a game")
    button.action()
    setup = quiet_app.stack.top
    assert isinstance(setup, ScorzoSetupScene)
    start = next(b for b in setup.buttons if b.label == "Start")
    start.action()
    table = quiet_app.stack.top
    assert isinstance(table, ScorzoTableScene)
    assert table.spec is registry.get("scorzo") and table.state.seats == 3
    table.shutdown()
