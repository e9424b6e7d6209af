"""What a person notices of the stuck rule at the Scrooge table: a nudge on a play left lying, and ending a
stalled round from the table menu (issue 20, point 4)."""

from __future__ import annotations

import pytest

from game.core.seats import parse_players
from game.rules.scrooge.moves import EndStalledRound, TurnStock
from game.rules.scrooge.stuck import RoundEnd
from game.ui.app import App
from game.ui.games.scrooge.nudge import IDLE_SECONDS, kind
from game.ui.games.scrooge.round_summary import RoundSummaryScene
from game.ui.games.scrooge.table import ScroogeTableScene
from game.ui.menus.confirm import ConfirmScene
from game.ui.menus.table_pause import END_ROUND_ITEM, TablePauseScene
from tests.test_scrooge_rules import blocked
from tests.test_ui_scrooge import SPEC, drag, open_table, spot

PEOPLE = "human:mouse,human:keys1"  # no bots: nothing moves but what the test moves


@pytest.fixture
def app(quiet_app: App) -> App:
    return quiet_app


def table_with_a_play(app: App) -> ScroogeTableScene:
    seed = next(s for s in range(1, 200) if open_table(app, PEOPLE, s).match.state.plays_for(0))
    return open_table(app, PEOPLE, seed)


def wait(app: App, seconds: float) -> None:
    for _ in range(round(seconds * 10)):
        app.step(0.1)


def nudge_rings(table: ScroogeTableScene) -> list[tuple[int, int]]:
    """The centres of seat 1's nudge rings, at a moment the pulse shows them."""
    for _ in range(10):
        if table.view.markers.get(kind(0)):
            break
        table.app.step(0.1)
    return [marker.rect.center for marker in table.view.markers.get(kind(0), [])]


def test_a_person_who_lets_a_play_lie_gets_a_ring_on_that_card(app: App) -> None:
    table = table_with_a_play(app)
    play = table.match.state.plays_for(0)[0]
    wait(app, IDLE_SECONDS / 2)
    assert not table.view.markers.get(kind(0)), "no nudge while the person may still be looking"
    assert table.strips[0].note == ""
    wait(app, IDLE_SECONDS / 2 + 0.5)
    assert nudge_rings(table) == [table.view.top_rect(play.source).center]
    assert table.strips[0].note == "You have a play: the ringed card"


def test_turning_the_stock_past_a_play_does_not_put_the_nudge_off(app: App) -> None:
    table = table_with_a_play(app)
    play = table.match.state.plays_for(0)[0]
    if play.source == "seat1.waste":
        pytest.skip("this deal's play is the waste top, which turning changes")
    for _ in range(round(IDLE_SECONDS) + 1):
        table._person_moved(table.match.attempt(TurnStock(0)))
        wait(app, 1.0)
    assert nudge_rings(table) == [table.view.top_rect(play.source).center]


def test_the_ring_goes_once_the_card_is_played(app: App) -> None:
    table = table_with_a_play(app)
    play = table.match.state.plays_for(0)[0]
    wait(app, IDLE_SECONDS + 0.5)
    assert nudge_rings(table)
    drag(app, table.view.piles[play.source][-play.count].rect.center, spot(table, play.target))
    assert table.match.state.history[-1].seat == 0
    wait(app, 0.2)
    assert not table.view.markers.get(kind(0))


def test_the_table_menu_ends_a_round_everyone_agrees_is_stuck(app: App) -> None:
    table = open_table(app, "human:mouse,bot:easy", 3)
    table.open_menu()
    menu = app.stack.top
    assert isinstance(menu, TablePauseScene)
    dict(menu.items())[END_ROUND_ITEM]()
    confirm = app.stack.top
    assert isinstance(confirm, ConfirmScene)
    dict(confirm.items())["End the round"]()
    state = table.match.state
    assert state.round_over and state.caller is None and state.round_end is RoundEnd.AGREED
    assert state.history[-1] == EndStalledRound(0), "a real move: the replay and the save keep it"
    wait(app, 0.5)
    summary = app.stack.top
    assert isinstance(summary, RoundSummaryScene)
    assert summary.text_lines()[0].startswith("Ended from the menu as stuck")


def test_the_menu_offers_no_ending_while_a_seat_may_call(app: App) -> None:
    table = open_table(app, "human:mouse,bot:easy", 3)
    state = table.match.state
    state.piles["seat2.scrooge"].cards = []
    table.open_menu()
    menu = app.stack.top
    assert isinstance(menu, TablePauseScene)
    assert END_ROUND_ITEM not in dict(menu.items())


def test_the_menu_of_a_table_of_bots_alone_offers_no_ending(app: App) -> None:
    app.nav.open_table(SPEC, 3, parse_players("bot:easy,bot:easy", SPEC.seats), {})
    app.step(0.0)
    table = app.stack.top
    assert isinstance(table, ScroogeTableScene)
    table.open_menu()
    menu = app.stack.top
    assert isinstance(menu, TablePauseScene) and END_ROUND_ITEM not in dict(menu.items())


def test_when_only_a_call_can_end_the_round_the_status_line_says_who_should_call(app: App) -> None:
    table = open_table(app, PEOPLE, 3)
    state = table.match.state
    assert "call Scrooge!" not in table._status_words(None)[0]
    blocked_state = blocked(seat2_scrooge="")
    for pile_id, pile in blocked_state.piles.items():
        state.piles[pile_id].cards, state.piles[pile_id].hidden = list(pile.cards), pile.hidden
    table._person_moved(table.match.attempt(TurnStock(0)))
    app.step(0.1)
    assert not state.round_over
    assert table._status_words(None) == ("Nobody can play: Seat 2, call Scrooge! to end the round.", True)
