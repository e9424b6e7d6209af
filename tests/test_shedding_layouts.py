"""The Schrum Schrum and Tač tables (DESIGN.md §6, docs/layouts.md): every pile of the game for each
seat count it is dealt for, nothing overlapping, cards readable at 1280×720 even with eight seats,
each seat's two piles side by side under its name strip, the centre in the middle."""

from __future__ import annotations

import math
from itertools import combinations

import pytest

from game.core import registry
from game.ui.games.shedding.table import TAC_BUTTON_BOX
from game.ui.table.layout import TableLayout, load_layout, seated_layout_path

TABLES = [("schrum", 2), ("schrum", 4), ("schrum", 8), ("tac", 2), ("tac", 3), ("tac", 4)]
READABLE_CARD_WIDTH = 75  # window pixels at 1280×720: the index and the pips read from a seat
TOP, BOTTOM = 80, 1030  # the button bar and the status line

Box = tuple[float, float, float, float]


def table(game: str, seats: int) -> TableLayout:
    state = registry.get(game).new_game(seats=seats, seed=1)
    return load_layout(seated_layout_path(game, seats), list(state.piles))


def apart(a: Box, b: Box) -> bool:
    return a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1]


def boxes(layout: TableLayout) -> dict[str, Box]:
    found = {pid: (s.x, s.y, s.x + s.width, s.y + s.height) for pid, s in layout.slots.items()}
    for label in layout.labels:
        found[f"strip {label.seat}"] = (label.x, label.y, label.x + label.width, label.y + label.height)
    return found


@pytest.mark.parametrize(("game", "seats"), TABLES)
def test_each_map_names_exactly_the_games_piles_and_a_strip_per_seat(game: str, seats: int) -> None:
    layout = table(game, seats)
    state = registry.get(game).new_game(seats=seats, seed=1)
    assert set(layout.slots) == set(state.piles)
    assert sorted(label.seat for label in layout.labels) == list(range(1, seats + 1))


@pytest.mark.parametrize(("game", "seats"), TABLES)
def test_nothing_overlaps_and_all_lies_between_the_bars(game: str, seats: int) -> None:
    found = boxes(table(game, seats))
    for (name_a, a), (name_b, b) in combinations(found.items(), 2):
        assert apart(a, b), f"{game}-{seats}: {name_a} overlaps {name_b}"
    for name, (left, top, right, bottom) in found.items():
        assert left >= 0 and right <= 1920 and top >= TOP and bottom <= BOTTOM, f"{name} is off the table"


@pytest.mark.parametrize(("game", "seats"), TABLES)
def test_cards_are_readable_at_the_smallest_window(game: str, seats: int) -> None:
    width = table(game, seats).card_size[0]
    assert width * 1280 / 1920 >= READABLE_CARD_WIDTH


@pytest.mark.parametrize(("game", "seats"), TABLES)
def test_a_seats_face_down_pile_lies_left_of_its_face_up_pile_under_its_strip(game: str, seats: int) -> None:
    layout = table(game, seats)
    rules = registry.get(game).new_game(seats=seats, seed=1).rules  # type: ignore[attr-defined]
    for seat in range(1, seats + 1):
        closed = layout.slots[f"seat{seat}.{rules.closed_pile}"]
        face_up = layout.slots[f"seat{seat}.{rules.open_pile}"]
        strip = next(label for label in layout.labels if label.seat == seat)
        assert closed.y == face_up.y and closed.x + closed.width < face_up.x
        assert strip.y + strip.height <= closed.y and strip.x <= closed.x
        assert face_up.x + face_up.width <= strip.x + strip.width
        assert closed.seat == face_up.seat == seat


@pytest.mark.parametrize(("game", "seats"), TABLES)
def test_the_centre_is_in_the_middle_and_the_seats_go_round_to_the_left(game: str, seats: int) -> None:
    layout = table(game, seats)
    centre = layout.slots["centre"]
    middle = (centre.x + centre.width / 2, centre.y + centre.height / 2)
    assert abs(middle[0] - 960) < 2 and abs(middle[1] - (TOP + BOTTOM) / 2) < 20
    angles = []
    for seat in range(1, seats + 1):
        piles = [slot for slot in layout.slots.values() if slot.seat == seat]
        left, right = min(s.x for s in piles), max(s.x + s.width for s in piles)
        dx, dy = (left + right) / 2 - middle[0], piles[0].y + piles[0].height / 2 - middle[1]
        # 0 straight down, growing clockwise on screen: the bottom, its left, the top, its right
        angles.append(round(math.atan2(-dx, dy) % (2 * math.pi), 6) % round(2 * math.pi, 6))
    assert angles == sorted(angles), f"{game}-{seats}: seats not in playing order round the table"


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_the_tac_button_lies_clear_of_every_seat(seats: int) -> None:
    x, y, w, h = TAC_BUTTON_BOX
    for name, box in boxes(table("tac", seats)).items():
        assert apart((x, y, x + w, y + h), box), f"the Tač! button covers {name}"
