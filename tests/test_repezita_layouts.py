"""The Repezita tables for 2-8 seats (DESIGN.md §6; tools/repezita_layouts.py).

Every hand is face up at one screen, so each must stay readable: nothing overlaps, all
lies on the table between the button bar and the status line, and a hand grown to 20
cards by pick-ups still shows every card's corner index inside its own rectangle.
"""

from __future__ import annotations

from itertools import combinations

import pytest

from game.core import registry
from game.ui.look.viewport import VIRTUAL_SIZE
from game.ui.table.layout import TableLayout, card_spot, load_layout, seated_layout_path
from game.ui.table.seat_panels import seat_area

SEATS = range(2, 9)
LONG_HAND = 20
# of the card width: the corner index's room (game.ui.cards.card_art.CardArt._index_metrics)
INDEX_SHARE = 0.22
READABLE_CARD_WIDTH = 90  # virtual pixels: 60 window pixels at 1280×720
Box = tuple[float, float, float, float]


def table(seats: int) -> TableLayout:
    state = registry.get("repezita").new_game(seats=seats, seed=1)
    return load_layout(seated_layout_path("repezita", seats), list(state.piles))


def apart(a: Box, b: Box) -> bool:
    """Two (left, top, right, bottom) boxes share no area."""
    return a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1]


@pytest.mark.parametrize("seats", SEATS)
def test_each_map_names_exactly_the_games_piles_and_a_strip_for_every_seat(seats: int) -> None:
    state = registry.get("repezita").new_game(seats=seats, seed=1)
    layout = table(seats)
    assert set(layout.slots) == set(state.piles)
    assert {f"seat{n}.hand" for n in range(1, seats + 1)} | {"centre", "aside"} == set(layout.slots)
    assert sorted(label.seat for label in layout.labels) == list(range(1, seats + 1))


@pytest.mark.parametrize("seats", SEATS)
def test_nothing_overlaps_and_everything_lies_on_the_table(seats: int) -> None:
    layout = table(seats)
    assert layout.size == VIRTUAL_SIZE
    boxes = {pid: (s.x, s.y, s.x + s.width, s.y + s.height) for pid, s in layout.slots.items()}
    boxes |= {f"strip {lb.seat}": (lb.x, lb.y, lb.x + lb.width, lb.y + lb.height) for lb in layout.labels}
    for name, (left, top, right, bottom) in boxes.items():
        assert 0 <= left < right <= VIRTUAL_SIZE[0] and 84 <= top < bottom <= VIRTUAL_SIZE[1] - 48, name
    for (a, box_a), (b, box_b) in combinations(boxes.items(), 2):
        assert apart(box_a, box_b), f"{a} overlaps {b}"


@pytest.mark.parametrize("seats", SEATS)
def test_each_seats_tinted_area_is_clear_of_the_others_and_of_the_centre(seats: int) -> None:
    layout = table(seats)
    areas = []
    for seat in range(seats):
        x, y, w, h = seat_area(layout, seat)
        areas.append((x, y, x + w, y + h))
    for a, b in combinations(areas, 2):
        assert apart(a, b)
    for pile_id in ("centre", "aside"):
        s = layout.slots[pile_id]
        assert all(apart(area, (s.x, s.y, s.x + s.width, s.y + s.height)) for area in areas), pile_id


@pytest.mark.parametrize("seats", SEATS)
def test_a_twenty_card_hand_fits_its_area_and_shows_every_index(seats: int) -> None:
    layout = table(seats)
    card_w, card_h = layout.card_size
    assert card_w >= READABLE_CARD_WIDTH
    for seat in range(1, seats + 1):
        slot = layout.slots[f"seat{seat}.hand"]
        spots = [card_spot(slot, layout.card_size, index, LONG_HAND) for index in range(LONG_HAND)]
        assert spots[0][0] >= slot.x and spots[-1][0] + card_w <= slot.x + slot.width + 0.5
        assert all(slot.y <= y and y + card_h <= slot.y + slot.height for _, y in spots)
        assert spots[1][0] - spots[0][0] >= INDEX_SHARE * card_w, seat


def test_fewer_seats_get_larger_cards() -> None:
    assert table(2).card_size[0] > table(8).card_size[0]
