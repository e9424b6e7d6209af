"""Scrooge from the menus headless: picker, setup screen, table, and the totals chart (issue 4)."""

from __future__ import annotations

import pygame
import pytest

from game.bots.scrooge_bot import Level
from game.core.seats import SeatPlan
from game.ui.app import App
from game.ui.games.scrooge.round_summary import RoundSummaryScene
from game.ui.games.scrooge.setup import ScroogeSetupScene
from game.ui.games.scrooge.table import ScroogeTableScene
from game.ui.look import theme
from game.ui.menus.menu import MenuScene
from game.ui.menus.picker import PickerScene
from game.ui.menus.title import TitleScene
from game.ui.race.setup import next_player
from game.ui.table.totals_chart import TotalsChart, running_totals

MOUSE, KEYS1, KEYS2 = SeatPlan(True, "mouse"), SeatPlan(True, "keys1"), SeatPlan(True, "keys2")


@pytest.fixture
def app(quiet_app: App) -> App:
    """The app on its title screen."""
    quiet_app.stack.push(TitleScene(quiet_app))
    return quiet_app


def key(app: App, code: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, unicode="", mod=0))
    app.step(0.0)


def click(app: App, label: str) -> None:
    """Press and release the mouse on the button whose label starts with ``label``."""
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    button = next(b for b in menu.buttons if b.label.startswith(label))
    pos = button.screen_rect(app.viewport).center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(0.0)


def labels(app: App) -> list[str]:
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    return [button.label for button in menu.buttons]


def open_setup(app: App) -> ScroogeSetupScene:
    key(app, pygame.K_RETURN)  # Play
    assert isinstance(app.stack.top, PickerScene)
    click(app, "Scrooge: set up a race")
    setup = app.stack.top
    assert isinstance(setup, ScroogeSetupScene)
    return setup


def test_the_picker_offers_scotch_and_the_scrooge_setup(app: App) -> None:
    key(app, pygame.K_RETURN)
    offered = labels(app)
    assert "Scotch Solitaire: new deal" in offered and "Scotch Solitaire: deal number…" in offered
    assert [label for label in offered if label.startswith("Scrooge")] == ["Scrooge: set up a race"]
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    assert menu.panel_box[1] + menu.panel_box[3] <= 1080  # the picker still fits on the screen


def test_cycling_a_seat_skips_devices_other_seats_hold() -> None:
    plans = [MOUSE, KEYS1, SeatPlan(False, level=Level.HARD)]
    assert next_player(plans, 2) == KEYS2  # after the last bot level: mouse and keys1 are taken
    assert next_player([MOUSE, KEYS1], 0) == KEYS2  # the mouse seat itself may move on
    assert next_player([MOUSE, SeatPlan(False, level=Level.EASY)], 1) == SeatPlan(False, level=Level.MEDIUM)


def test_the_setup_screen_cycles_players_with_mouse_and_keys(app: App) -> None:
    setup = open_setup(app)
    assert labels(app)[:4] == ["Seats: 3", "Seat 1: Mouse", "Seat 2: Bot (normal)", "Seat 3: Bot (normal)"]
    click(app, "Seat 2:")
    click(app, "Seat 2:")  # bot hard, then past the mouse (seat 1 has it) to keys1
    assert setup.setup.plans[1] == KEYS1
    key(app, pygame.K_DOWN)  # the clicks left the focus on seat 2: down to seat 3
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)
    assert "Seat 3: Keyboard: ← ↓ → ↑ …" in labels(app)
    click(app, "Seat 1:")
    assert setup.setup.plans[0] == SeatPlan(True, "keys3")
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PickerScene)


def test_the_setup_screen_cycles_a_seat_to_a_gamepad(app: App) -> None:
    setup = open_setup(app)
    for _ in range(5):
        click(app, "Seat 1:")  # past keys1-keys4 to the first pad
    assert setup.setup.plans[0] == SeatPlan(True, "pad1")
    assert "Seat 1: Gamepad 1" in labels(app)


def test_start_opens_the_table_with_the_chosen_seats_and_options(app: App) -> None:
    setup = open_setup(app)
    for _ in range(2):
        click(app, "Seats:")  # 3 → 4 → 5
    click(app, "Seat 2:")  # bot hard
    click(app, "Speed round")
    click(app, "No bonus")
    click(app, "Game:")
    click(app, "Game:")  # to 100, to 50, 5 rounds
    chosen = list(setup.setup.plans)
    click(app, "Start")
    table = app.stack.top
    assert isinstance(table, ScroogeTableScene)
    assert table.plans == chosen and len(chosen) == 5 and table.match.state.seats == 5
    assert chosen[1] == SeatPlan(False, level=Level.HARD)
    options = table.match.state.options
    assert options["speed_round"] and options["no_bonus"] and not options["double_penalty"]
    assert (options["target"], options["rounds"]) == (100, 5)


def test_running_totals_add_up_round_by_round() -> None:
    assert running_totals([[3, -4], [10, 2], [-1, 0]]) == [[3, 13, 12], [-4, -2, -2]]
    chart = TotalsChart([[3, 13], [-4, -2]])
    lines = chart.lines((400, 200))
    assert [len(points) for points in lines] == [3, 3]
    assert lines[0][0] == lines[1][0] == chart.to_pixel((400, 200), 0, 0)
    assert lines[0][2][1] < lines[0][1][1] < lines[0][0][1] < lines[1][2][1] < lines[1][1][1]


def test_the_round_summary_charts_each_seats_total(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(app, "new_seed", lambda: 2)  # a deal the bots finish while the mouse seat idles
    open_setup(app)
    click(app, "Seat 2:")  # mouse, bot hard, bot medium
    click(app, "Start")
    table = app.stack.top
    assert isinstance(table, ScroogeTableScene)
    for _ in range(3000):
        app.step(1.0)
        if isinstance(app.stack.top, RoundSummaryScene):
            break
    summary = app.stack.top
    assert isinstance(summary, RoundSummaryScene) and summary.chart is not None
    totals = table.match.totals()
    assert summary.chart.series == [[total] for total in totals]
    assert summary.chart.target == 100 and summary.chart.names == [
        "Seat 1 (you)",
        "Bot (hard)",
        "Bot (normal)",
    ]
    size = (600, 200)
    lines = summary.chart.lines(size)
    assert len(lines) == 3
    assert [points[-1] for points in lines] == [summary.chart.to_pixel(size, 1, t) for t in totals]
    x, top, width, _ = summary.panel_box
    cx, cy, cw, ch = summary.chart_box()
    assert x < cx and cx + cw < x + width and top < cy and cy + ch <= summary.buttons[0].box[1]
    surface = pygame.Surface(app.viewport.rect(0, 0, 1920, 1080).size)
    summary.draw(surface, True)
    box = app.viewport.rect(*summary.chart_box())
    end = summary.chart.lines(box.size)[0][-1]
    assert tuple(surface.get_at((box.x + end[0], box.y + end[1])))[:3] in theme.SEAT_COLOURS[:3]


def test_team_play_is_refused_with_three_seats_and_says_why(app: App) -> None:
    setup = open_setup(app)
    click(app, "Team play")
    assert not setup.setup.teams
    assert "Team play: off (needs 4 or 6 seats)" in labels(app)


def test_team_play_and_jokers_toggle_and_reach_the_table(app: App) -> None:
    open_setup(app)
    click(app, "Seats:")  # 3 → 4
    click(app, "Team play")
    click(app, "Jokers")
    assert {"Team play (1+2, 3+4): on", "Jokers (2 a deck): on"} <= set(labels(app))
    click(app, "Start")
    table = app.stack.top
    assert isinstance(table, ScroogeTableScene)
    options = table.match.state.options
    assert options["teams"] and options["jokers"] and len(table.match.state.seating.places) == 2


def test_team_play_goes_off_with_a_seat_count_it_cannot_pair_and_six_seats_fit_the_screen(app: App) -> None:
    setup = open_setup(app)
    click(app, "Seats:")  # 4
    click(app, "Team play")
    click(app, "Seats:")  # 5
    assert not setup.setup.teams
    click(app, "Seats:")  # 6
    click(app, "Team play")
    assert setup.setup.teams and "Team play (1+2, 3+4, 5+6): on" in labels(app)
    menu = app.stack.top
    assert isinstance(menu, MenuScene) and menu.panel_box[1] + menu.panel_box[3] <= 1080
