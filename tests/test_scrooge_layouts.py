"""The Scrooge tables for 2-6 seats: every pile present, none overlapping, all on the table (DESIGN.md §6)."""

from __future__ import annotations

from itertools import combinations

import pytest

from game.core import registry
from game.ui.layout import load_layout, seated_layout_path
from game.ui.viewport import VIRTUAL_SIZE

READABLE_CARD_WIDTH = 60  # window pixels at 1280×720, enough for the indices


@pytest.mark.parametrize("seats", range(2, 7))
def test_each_scrooge_layout_holds_every_pile_apart_on_the_table(seats: int) -> None:
    state = registry.get("scrooge").new_game(seats=seats, seed=1)
    layout = load_layout(seated_layout_path("scrooge", seats), list(state.piles))
    assert layout.size == VIRTUAL_SIZE
    boxes = {pid: (s.x, s.y, s.x + s.width, s.y + s.height) for pid, s in layout.slots.items()}
    for pile_id, (left, top, right, bottom) in boxes.items():
        assert 0 <= left < right <= VIRTUAL_SIZE[0] and 80 <= top < bottom <= VIRTUAL_SIZE[1] - 50, pile_id
        assert right - left >= layout.card_size[0] and bottom - top >= layout.card_size[1], pile_id
    for (a, box_a), (b, box_b) in combinations(boxes.items(), 2):
        apart = box_a[2] <= box_b[0] or box_b[2] <= box_a[0] or box_a[3] <= box_b[1] or box_b[3] <= box_a[1]
        assert apart, f"{a} overlaps {b}"
    assert layout.card_size[0] * 720 / VIRTUAL_SIZE[1] >= READABLE_CARD_WIDTH


@pytest.mark.parametrize("seats", range(2, 7))
def test_each_seat_owns_its_piles_and_the_foundations_lie_between_the_seats(seats: int) -> None:
    state = registry.get("scrooge").new_game(seats=seats, seed=1)
    layout = load_layout(seated_layout_path("scrooge", seats), list(state.piles))
    for pile_id, slot in layout.slots.items():
        expected = 0 if pile_id.startswith("foundation") else int(pile_id.split(".")[0].removeprefix("seat"))
        assert slot.seat == expected, pile_id
    foundations = [s for pid, s in layout.slots.items() if pid.startswith("foundation")]
    scrooge_piles = [s for pid, s in layout.slots.items() if pid.endswith(".scrooge")]
    band = (min(s.y for s in foundations), max(s.y + s.height for s in foundations))
    above = [s for s in scrooge_piles if s.y + s.height <= band[0]]
    below = [s for s in scrooge_piles if s.y >= band[1]]
    assert len(above) + len(below) == seats and above and below
