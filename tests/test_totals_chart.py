"""The round summary's chart of running totals reads on its own: labelled axes, each seat named (issue 4)."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

import pygame
import pytest

from game.ui.look import theme
from game.ui.table.seat_panels import seat_colour
from game.ui.table.totals_chart import TotalsChart, nice_step, running_totals

SIZE = (747, 176)  # the summary's chart box in window pixels at 1280×720


@pytest.fixture(autouse=True)
def fonts() -> Iterator[None]:
    pygame.font.init()
    yield


def chart() -> TotalsChart:
    return TotalsChart(running_totals([[12, -20, 3], [25, 8, -10], [-6, 14, 2]]), 100)


def test_the_points_axis_has_a_title_and_numbers_with_0_and_the_target() -> None:
    shown = chart()
    labels = {label.text: label for label in shown.labels(SIZE)}
    assert "Points" in labels
    numbers = [value for value in shown.y_values() if str(value) in labels]
    assert 0 in numbers and 100 in numbers and len(numbers) >= 3
    for value in numbers:
        assert labels[str(value)].rect.centery == shown.to_pixel(SIZE, 0, value)[1]
        assert labels[str(value)].rect.right <= shown.frame(SIZE).left


def test_the_round_axis_has_a_title_and_each_rounds_number() -> None:
    shown = chart()
    labels = {label.text: label for label in shown.labels(SIZE)}
    assert "Round" in labels
    for round_number in (1, 2, 3):
        label = labels[str(round_number)]
        assert label.rect.centerx == shown.to_pixel(SIZE, round_number, 0)[0]
        assert label.rect.top >= shown.frame(SIZE).bottom


def test_each_line_ends_in_its_seats_name_in_its_colour_and_no_two_names_overlap() -> None:
    shown = TotalsChart([[5, 10], [5, 11], [4, 10]], None, ["Ann", "Bo", "Cy"])
    names = [label for label in shown.labels(SIZE) if label.text in ("Ann", "Bo", "Cy")]
    assert [(label.text, label.colour) for label in names] == [
        ("Ann", seat_colour(0)),
        ("Bo", seat_colour(1)),
        ("Cy", seat_colour(2)),
    ]
    for label, line in zip(names, shown.lines(SIZE), strict=True):
        assert label.rect.left > line[-1][0] and pygame.Rect((0, 0), SIZE).contains(label.rect)
    for first, second in combinations(names, 2):
        assert not first.rect.colliderect(second.rect)


def test_every_label_is_drawn_in_its_colour_and_readable_at_1280x720() -> None:
    shown = chart()
    surface = shown.render(SIZE)
    for label in shown.labels(SIZE):
        inside = surface.subsurface(label.rect)
        colours = {
            tuple(inside.get_at((x, y)))[:3]
            for x in range(inside.get_width())
            for y in range(inside.get_height())
        }
        assert label.colour in colours, label.text
        assert label.rect.height >= 14, label.text
    assert any(label.colour == theme.INK for label in shown.labels(SIZE))


def test_tick_steps_are_round_numbers() -> None:
    assert [nice_step(rough) for rough in (0.3, 3, 7, 12, 31.5, 140)] == [1, 5, 10, 20, 50, 200]


@pytest.mark.parametrize(
    "series",
    [
        [[0], [0], [9]],  # two seats on 0 after one round: the case a point was lost under another
        [[0, 0, 0], [0, 0, 0], [0, 0, 0], [1, 1, 2]],  # three stacked at the plot's foot, round after round
        [[10, 21, 30], [10, 20, 31], [11, 20, 30], [40, 41, 42]],
    ],
)
def test_no_point_of_any_line_is_hidden_by_another_point_or_by_any_name_or_number(
    series: list[list[int]],
) -> None:
    shown = TotalsChart(series, None, ["Ann", "Bo", "Cy", "Di"][: len(series)])
    marks = [rect for seat_marks in shown.point_marks(SIZE) for rect in seat_marks]
    assert len(marks) == sum(len(totals) for totals in series)
    for first, second in combinations(marks, 2):
        assert not first.colliderect(second), "one seat's point hides another's"
    covers = [label.rect for label in shown.labels(SIZE)] + shown.legend_marks(SIZE)
    for mark in marks:
        assert mark.collidelist(covers) == -1, "a label or the legend covers a point"
    near = len(series) * (shown.mark_side(SIZE) + 1)  # a row of every seat is as wide as this at most
    for seat_marks, points in zip(shown.point_marks(SIZE), shown.lines(SIZE), strict=True):
        for mark, point in zip(seat_marks, points[1:], strict=True):
            assert mark.centery == point[1], "a mark stands at another total than its own"
            assert abs(mark.centerx - point[0]) <= near, "a mark strays from its round"


def test_in_a_long_session_a_crowded_round_keeps_its_marks_nearer_its_place_than_the_next() -> None:
    """Eight seats over forty deals on close totals: no mark reaches halfway to the next deal."""
    series = [[100 + (seat + deal) % 3 for deal in range(40)] for seat in range(8)]
    shown = TotalsChart(series, None, [f"Seat {seat + 1}" for seat in range(8)])
    frame = shown.frame(SIZE)
    gap = (frame.right - frame.left) / shown.rounds
    for seat_marks, points in zip(shown.point_marks(SIZE), shown.lines(SIZE), strict=True):
        for mark, point in list(zip(seat_marks, points[1:], strict=True))[:-1]:  # the last row keeps inside
            assert abs(mark.centerx - point[0]) < gap / 2 and mark.centery == point[1]
