"""The Scroker bet dial by mouse, as a person uses it: the wheel, Shift-click, holding − or +, Min/Pot/Max.

Everything goes in as posted pygame events and frames of a virtual clock, so a held button repeats the
same number of times every run.
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.bots.scroker_bot import ScrokerBot
from game.core.bot_levels import Level
from game.rules.scroker.betting import Open, Raise
from game.rules.scroker.state import Phase
from game.ui.app import MIN_WINDOW, App
from game.ui.games.scroker.bets import pot_in_middle
from game.ui.games.scroker.table import ScrokerTableScene
from game.ui.look.widgets import Button
from tests.test_ui_scroker_showdown import until
from tests.test_ui_scroker_table import open_table

FRAME = 1 / 60


@pytest.fixture
def table(quiet_app: App) -> Iterator[ScrokerTableScene]:
    """The person's turn to bet with a bet open (a deal of Scroker against one bot), Shift up."""
    table = open_table(quiet_app, "scroker", "human,bot:easy")
    mind = ScrokerBot.new(0, Level.EASY, 5, table.state.betting_rules)
    until(quiet_app, table, mind, lambda: table.state.phase is Phase.BETTING and table.bet_button.enabled)
    assert table.bet_button.label == "Open 2", "the dial starts at 2"
    pygame.key.set_mods(0)
    yield table
    pygame.key.set_mods(0)


def post(app: App, kind: int, **attributes: object) -> None:
    """Post an event and run one frame, as the app's loop would."""
    pygame.event.post(pygame.event.Event(kind, **attributes))
    app.step(FRAME)


def centre(app: App, button: Button) -> tuple[int, int]:
    return button.screen_rect(app.viewport).center


def point_at(app: App, pos: tuple[int, int]) -> None:
    post(app, pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def wheel(app: App, notches: int) -> None:
    post(app, pygame.MOUSEWHEEL, x=0, y=notches, flipped=False)


def click(app: App, button: Button) -> None:
    pos = centre(app, button)
    point_at(app, pos)
    post(app, pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(app, pygame.MOUSEBUTTONUP, pos=pos, button=1)


def frames(app: App, seconds: float) -> None:
    for _ in range(round(seconds / FRAME)):
        app.step(FRAME)


def amount(table: ScrokerTableScene) -> int:
    """The amount the bet button says."""
    kind, chips = table.bet_button.label.split()
    assert kind == table._bets_open().bet_kind
    return int(chips)


def test_each_wheel_notch_over_the_bet_turns_the_dial_a_chip(
    quiet_app: App, table: ScrokerTableScene
) -> None:
    point_at(quiet_app, centre(quiet_app, table.bet_button))
    for _ in range(3):
        wheel(quiet_app, 1)
    assert table.bet_button.label == "Open 5"
    wheel(quiet_app, -1)
    assert amount(table) == 4
    point_at(quiet_app, centre(quiet_app, table.more_button))
    wheel(quiet_app, 2)  # one event may carry several notches
    assert amount(table) == 6


def test_the_wheel_elsewhere_leaves_the_dial_alone(quiet_app: App, table: ScrokerTableScene) -> None:
    point_at(quiet_app, (quiet_app.screen.get_width() // 2, quiet_app.screen.get_height() // 2))
    wheel(quiet_app, 3)
    point_at(quiet_app, centre(quiet_app, table.check_button))
    wheel(quiet_app, 3)
    assert amount(table) == 2


def test_shift_wheel_turns_the_dial_ten_a_notch(quiet_app: App, table: ScrokerTableScene) -> None:
    point_at(quiet_app, centre(quiet_app, table.less_button))
    pygame.key.set_mods(pygame.KMOD_LSHIFT)
    wheel(quiet_app, 1)
    wheel(quiet_app, 1)
    assert amount(table) == 22
    wheel(quiet_app, -1)
    assert amount(table) == 12


def test_shift_click_on_minus_or_plus_steps_ten(quiet_app: App, table: ScrokerTableScene) -> None:
    pygame.key.set_mods(pygame.KMOD_RSHIFT)
    click(quiet_app, table.more_button)
    click(quiet_app, table.more_button)
    assert amount(table) == 22
    click(quiet_app, table.less_button)
    assert amount(table) == 12
    pygame.key.set_mods(0)
    click(quiet_app, table.less_button)
    assert amount(table) == 11


def test_holding_plus_repeats_after_a_pause_then_faster_and_stops_on_release(
    quiet_app: App, table: ScrokerTableScene
) -> None:
    pos = centre(quiet_app, table.more_button)
    point_at(quiet_app, pos)
    post(quiet_app, pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    assert amount(table) == 3, "the press itself turns the dial once"
    frames(quiet_app, 0.3)
    assert amount(table) == 3, "no repeat before the pause is over"
    frames(quiet_app, 0.7)  # held a second: about twelve a second since 0.35 s
    after_a_second = amount(table)
    assert 3 + 6 <= after_a_second <= 3 + 10
    frames(quiet_app, 0.5)  # faster in the second second
    assert amount(table) - after_a_second > 12 * 0.5
    post(quiet_app, pygame.MOUSEBUTTONUP, pos=pos, button=1)
    released = amount(table)
    frames(quiet_app, 1.0)
    assert amount(table) == released


def test_holding_stops_when_the_pointer_leaves_the_button(quiet_app: App, table: ScrokerTableScene) -> None:
    pos = centre(quiet_app, table.more_button)
    point_at(quiet_app, pos)
    post(quiet_app, pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    frames(quiet_app, 0.6)
    moved = amount(table)
    assert moved > 3
    outside = table.more_button.screen_rect(quiet_app.viewport).midtop
    post(quiet_app, pygame.MOUSEMOTION, pos=(outside[0], outside[1] - 5), rel=(0, -5), buttons=(1, 0, 0))
    frames(quiet_app, 1.0)
    assert amount(table) == moved
    post(quiet_app, pygame.MOUSEBUTTONUP, pos=(outside[0], outside[1] - 5), button=1)
    assert amount(table) == moved, "letting go away from the button turns nothing"


def test_the_dial_never_leaves_what_the_rules_allow(quiet_app: App, table: ScrokerTableScene) -> None:
    open_to = table._bets_open()
    pos = centre(quiet_app, table.more_button)
    point_at(quiet_app, pos)
    post(quiet_app, pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    frames(quiet_app, 5.0)
    post(quiet_app, pygame.MOUSEBUTTONUP, pos=pos, button=1)
    assert amount(table) == open_to.largest
    point_at(quiet_app, centre(quiet_app, table.bet_button))
    pygame.key.set_mods(pygame.KMOD_SHIFT)
    for _ in range(15):
        wheel(quiet_app, -1)
    assert amount(table) == open_to.smallest
    pygame.key.set_mods(0)
    wheel(quiet_app, -1)
    assert amount(table) == open_to.smallest


def test_min_pot_and_max_set_the_allowed_amounts_and_the_bet_sends_it(
    quiet_app: App, table: ScrokerTableScene
) -> None:
    open_to = table._bets_open()
    pot = max(open_to.smallest, min(pot_in_middle(table._seen_now()[0]), open_to.largest))
    assert table.min_button.label == f"Min {open_to.smallest}"
    assert table.pot_button.label == f"Pot {pot}"
    assert table.max_button.label == f"Max {open_to.largest}"
    click(quiet_app, table.max_button)
    assert amount(table) == open_to.largest
    click(quiet_app, table.min_button)
    assert amount(table) == open_to.smallest
    click(quiet_app, table.pot_button)
    assert amount(table) == pot
    before = len(table.state.history)
    click(quiet_app, table.bet_button)
    assert len(table.state.history) == before + 1
    assert table.state.history[-1] == Open(0, pot)


@pytest.mark.parametrize(
    ("key", "which"), [(pygame.K_HOME, "min"), (pygame.K_END, "max"), (pygame.K_o, "pot")]
)
def test_home_end_and_o_set_min_max_and_the_pot_and_b_bets_it(
    quiet_app: App, table: ScrokerTableScene, key: int, which: str
) -> None:
    wanted = table._bets_open().setting(which)
    post(quiet_app, pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
    assert amount(table) == wanted
    post(quiet_app, pygame.KEYDOWN, key=pygame.K_b, mod=0, unicode="b", scancode=0)
    last = table.state.history[-1]
    assert isinstance(last, Open | Raise) and last.seat == 0 and last.amount == wanted


@pytest.mark.parametrize("window", [(1280, 720), MIN_WINDOW])
def test_the_quick_bets_fit_beside_the_dial_without_covering_anything(
    quiet_app: App, table: ScrokerTableScene, window: tuple[int, int]
) -> None:
    post(quiet_app, pygame.VIDEORESIZE, size=window, w=window[0], h=window[1])
    assert quiet_app.screen.get_size() == window
    shown = [sprite for sprite in table.button_sprites if sprite.visible]
    quick = [
        sprite for sprite in shown if sprite.button in (table.min_button, table.pot_button, table.max_button)
    ]
    assert len(quick) == 3, "Min, Pot and Max are on the table while betting"
    screen = quiet_app.screen.get_rect()
    for sprite in quick:
        rect = sprite.button.screen_rect(quiet_app.viewport)
        assert screen.contains(rect)
        others = [other.button.screen_rect(quiet_app.viewport) for other in shown if other is not sprite]
        assert rect.collidelist(others) == -1, sprite.button.label
        for pile in table.view.piles.values():
            assert all(not rect.colliderect(card.rect) for card in pile), sprite.button.label
