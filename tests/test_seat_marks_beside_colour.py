"""Seats told apart by colour also carry their mark (issue 9, point 5: colour blindness).

Every place a seat is shown in its colour draws the seat's shape too: the strips of the turn
tables, Scorzo's round summary and scoresheet, and the totals charts (on each point and
before each name). Each test records which seats' marks were drawn.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.ui.app import App
from game.ui.games.scorzo.round_end import ScorzoRoundScene
from game.ui.games.scorzo.scoresheet import ScorzoScoresheetScene
from game.ui.look import seat_marks
from game.ui.table.totals_chart import TotalsChart
from tests.test_scorzo_round_scenes import FakeTable, names, play


@pytest.fixture
def marks(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The seats whose marks get drawn (the drawing still happens)."""
    drawn: list[int] = []
    real = seat_marks.draw_seat_mark

    def record(surface: pygame.Surface, seat: int, rect: pygame.Rect, colour: Any) -> None:
        drawn.append(seat)
        real(surface, seat, rect, colour)

    monkeypatch.setattr(seat_marks, "draw_seat_mark", record)
    import game.ui.table.totals_chart as chart_module

    monkeypatch.setattr(chart_module, "draw_seat_mark", record)
    return drawn


def test_a_totals_chart_marks_every_point_and_every_name(quiet_app: App, marks: list[int]) -> None:
    chart = TotalsChart([[5, 12, 20], [3, 9, 30], [8, 8, 8]], None, ["Ann", "Bob", "Cy"])
    chart.render((900, 300))
    for seat in range(3):
        assert marks.count(seat) == 3 + 1  # a mark on each round's point, and one before the name


def test_scorzos_round_summary_and_sheet_mark_every_seat(quiet_app: App, marks: list[int]) -> None:
    state = play(4, 11, 2)
    table = FakeTable(state, names(4))
    for scene in (ScorzoRoundScene(quiet_app, table), ScorzoScoresheetScene(quiet_app, table)):
        marks.clear()
        quiet_app.stack.push(scene)
        quiet_app.step(0.0)
        assert set(marks) >= set(range(4)), type(scene).__name__


def test_a_turn_tables_strips_carry_their_seats_marks(quiet_app: App, marks: list[int]) -> None:
    from game.core import registry
    from game.core.seats import parse_players

    spec = registry.get("schrum")
    quiet_app.nav.open_table(
        spec, 3, parse_players("human:mouse,bot:easy,bot:easy,bot:easy", spec.seats, True), {}
    )
    quiet_app.step(0.0)
    assert set(marks) >= set(range(4))
