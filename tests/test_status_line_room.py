"""The status line makes room for itself instead of covering the table (issue 21, review).

A long message at the smallest window with large text once took a second row over the person's
cards and Scorzo's "Sort melds"; now the stage is fitted above whatever rows the bar needs, and
it does not jump back and forth as the messages change length.
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.ui.look import theme
from game.ui.look.hud import StatusLine
from game.ui.look.viewport import STAGE_FOOT, Viewport

SMALLEST = (1024, 600)
LONG = "Seat 1 (you): click the draw pile (D) or the discard pile (F), then drag a card to the discard."
SHORT = "Bot 2 is playing…"
LEFT = "Scorzo   Round 3 of 11"


@pytest.fixture(autouse=True)
def large_text() -> Iterator[None]:
    pygame.font.init()
    theme.apply_look(False, 1.5)
    yield
    theme.apply_look(False, 1.0)


def _bar(message: str, line: StatusLine, asked: list[int]) -> pygame.Rect:
    line.refresh(Viewport(SMALLEST, foot=asked[-1] if asked else 0), LEFT, message, False)
    return line.rect


def test_a_long_message_lifts_the_stage_above_the_bars_rows() -> None:
    asked: list[int] = []
    bar = _bar(LONG, StatusLine(asked.append), asked)
    stage = Viewport(SMALLEST, foot=asked[-1])
    assert bar.h > Viewport(SMALLEST).length(48)  # it did need more than one row
    assert round(stage.to_screen(0, STAGE_FOOT)[1]) <= bar.top


def test_the_smallest_window_gives_two_rows_without_shrinking_the_table() -> None:
    asked: list[int] = []
    _bar(LONG, StatusLine(asked.append), asked)
    assert Viewport(SMALLEST, foot=asked[-1]).scale == Viewport(SMALLEST).scale


def test_the_table_does_not_jump_back_when_the_message_gets_short() -> None:
    asked: list[int] = []
    line = StatusLine(asked.append)
    _bar(LONG, line, asked)
    room = asked[-1]
    _bar(SHORT, line, asked)
    assert room > 0 and asked[-1] == room


def test_the_key_reminder_gives_way_before_the_bar_takes_a_row() -> None:
    keys = "Esc menu  F1 rules  F2 controls"
    with_reminder, with_keys_said = StatusLine(), StatusLine()
    with_reminder.refresh(Viewport(SMALLEST), LEFT, LONG[:60], False, hint=keys)
    with_keys_said.refresh(Viewport(SMALLEST), f"{LEFT}   {keys}", LONG[:60], False)
    assert with_reminder.rect.h < with_keys_said.rect.h
