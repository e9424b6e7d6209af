"""One double click and one drag threshold for every table, timed on the frame clock (issue 18)."""

from __future__ import annotations

import pygame

from game.ui.app import App
from game.ui.table.pointer import DOUBLE_CLICK_SECONDS, DRAG_THRESHOLD, DoubleClick, Drag, moved_past
from tests.test_ui_table import FRAME, ace_on_top, centre, click, deal, step


def test_two_clicks_on_one_thing_within_the_time_are_a_double_click() -> None:
    clicks = DoubleClick()
    assert not clicks.click("tableau.3")
    clicks.tick(DOUBLE_CLICK_SECONDS)
    assert clicks.click("tableau.3")


def test_a_click_after_the_time_or_on_another_thing_starts_afresh() -> None:
    clicks = DoubleClick()
    clicks.click("tableau.3")
    clicks.tick(DOUBLE_CLICK_SECONDS + 0.05)
    assert not clicks.click("tableau.3")
    assert not clicks.click("tableau.4")
    clicks.forget()
    assert not clicks.click("tableau.4")


def test_a_press_becomes_a_drag_once_the_pointer_has_gone_the_threshold() -> None:
    assert not moved_past((100, 100), (100 + DRAG_THRESHOLD - 1, 100))
    assert moved_past((100, 100), (100 + DRAG_THRESHOLD // 2, 100 + DRAG_THRESHOLD - DRAG_THRESHOLD // 2))


class StillView:
    """A view that records where it was asked to carry the cards."""

    def __init__(self) -> None:
        self.carried: list[tuple[int, int]] = []

    def drag(self, sprites: list, offset: tuple[float, float], pointer: tuple[int, int]) -> None:
        self.carried.append(pointer)


def test_held_cards_follow_the_pointer_only_once_it_is_a_drag() -> None:
    drag = Drag("tableau.0", 1, (10, 10), (0.0, 0.0), [])
    view = StillView()
    assert not drag.follow(view, (12, 11))  # type: ignore[arg-type]
    assert not drag.moved and view.carried == []
    assert drag.follow(view, (16, 10))  # type: ignore[arg-type]
    assert not drag.follow(view, (40, 40))  # type: ignore[arg-type]
    assert drag.moved and view.carried == [(16, 10), (40, 40)]


def test_a_double_click_is_timed_by_the_frames_not_the_wall_clock(quiet_app: App) -> None:
    """Two clicks that come quickly by the wall clock but with half a second of frames between them are two
    clicks: the second lets go of the card the first picked, and nothing goes to a foundation."""
    seed, source = ace_on_top()
    table = deal(quiet_app, seed)
    click(quiet_app, centre(table, source))
    assert table.selected == source
    step(quiet_app, round((DOUBLE_CLICK_SECONDS + 0.1) / FRAME))
    click(quiet_app, centre(table, source))
    assert table.selected is None
    assert not any(
        pile.cards for pile_id, pile in table.state.piles.items() if pile_id.startswith("foundation")
    )
    pygame.event.clear()
