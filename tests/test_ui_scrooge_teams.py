"""Team play at the Scrooge table, headless: two seats share a place, its strip and its score (issue 4)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core.codes import parse_card
from game.ui.app import App
from game.ui.games.scrooge.round_summary import RoundSummaryScene
from game.ui.games.scrooge.table import ScroogeTableScene
from tests.scrooge_positions import played_out
from tests.test_ui_scrooge import app, drag, spot, top_card
from tests.test_ui_scrooge_jokers import bring, open_table
from tests.test_ui_scrooge_keys import press

__all__ = ["app"]  # the fixture, shared with the mouse-seat tests

TEAM = "human:mouse,human:keys1,bot:easy,bot:easy"


def team_table(app: App, players: str = TEAM) -> ScroogeTableScene:
    return open_table(app, players, jokers=False, teams=True)


def test_a_four_seat_team_table_has_two_places_and_both_teammates_move_their_cards(app: App) -> None:
    table = team_table(app)
    state = table.match.state
    assert len(state.seating.places) == 2 and len(table.strips) == 2
    assert {slot.seat for slot in table.layout.slots.values()} == {0, 1, 2}  # the two-place map
    bring(table, parse_card("AH"), "seat1.work.0")
    bring(table, parse_card("2H"), "seat1.work.1")
    drag(app, top_card(table, "seat1.work.0"), spot(table, "foundation.0"))  # the mouse seat
    assert [card.code for card in state.piles["foundation.0"].cards] == ["AH"]
    press(table, 1, "work2", "centre")  # its teammate on keys1
    app.step(0.0)
    assert [card.code for card in state.piles["foundation.0"].cards] == ["AH", "2H"]
    facts = table.place_facts(0)
    assert facts.name.startswith("Team 1 (Seat 1 + Seat 2)")
    assert facts.round_points == table.match.live_scores()[1].total == 2 - 2 * facts.scrooge_left


def test_two_keyboard_teammates_keys_never_lie_on_each_other(app: App) -> None:
    table = team_table(app, "human:keys1,human:keys2,bot:easy,bot:easy")
    app.step(1 / 60)
    first = [cap for cap in table.caps if cap.label in {"Q", "W", "E", "R", "A", "S", "F"}]
    second = [cap for cap in table.caps if cap not in first]
    assert len(first) == len(second) == 7
    for cap in first:
        assert not any(cap.rect.colliderect(other.rect) for other in second), cap.label


def test_the_round_summary_and_chart_score_each_team(app: App) -> None:
    table = team_table(app)
    state = table.match.state
    played_out(state, 1)
    table.view.show_state(state)
    press(table, 1, "call")  # keys1, the mouse seat's teammate
    for _ in range(10):
        app.step(0.1)
    summary = app.stack.top
    assert isinstance(summary, RoundSummaryScene)
    assert summary.lines[0] == "Team 1 called Scrooge!"
    assert summary.lines[1].startswith("Team 1 (Seat 1 + Seat 2): +0 played, -2x0 left, +10 call = +10")
    assert summary.lines[2].startswith("Team 2 (Bot 3 (easy) + Bot 4 (easy))")
    assert summary.chart is not None and len(summary.chart.series) == 2


def test_the_command_line_opens_a_team_table(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import main

    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    opened: list[object] = []

    def one_frame(self: App, seconds: float) -> None:
        opened.append(self.stack.top)
        self.running = False

    monkeypatch.setattr(App, "step", one_frame)
    args = ["--game", "scrooge", "--players", TEAM, "--options", "teams=1,jokers=1", "--seed", "4"]
    assert main.main(args) == 0
    table = opened[0]
    assert isinstance(table, ScroogeTableScene)
    assert len(table.match.state.seating.places) == 2 and table.match.state.options["jokers"]


def test_teammates_racing_for_one_card_the_later_is_beaten_by_the_partner(app: App) -> None:
    table = team_table(app)
    state = table.match.state
    bring(table, parse_card("AH"), "foundation.0")
    bring(table, parse_card("2H"), "seat1.work.0")
    press(table, 1, "work1")  # keys1 picks the Two first …
    app.step(0.0)
    drag(app, top_card(table, "seat1.work.0"), spot(table, "foundation.0"))  # … the mouse plays it first
    press(table, 1, "centre")
    app.step(0.0)
    assert [card.code for card in state.piles["foundation.0"].cards] == ["AH", "2H"]
    assert table.strips[0].note == "Seat 2: beaten by Seat 1"
