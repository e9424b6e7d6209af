"""The Scroker tables for 2-8 seats (DESIGN.md §6): every pile of each game, nothing overlapping."""

from __future__ import annotations

from itertools import combinations

import pytest

from game.core import registry
from game.ui.table.layout import load_layout, seated_layout_path

SEATS = range(2, 9)
GAMES = ("scroker", "spit", "longhorn", "dealers-choice")
Box = tuple[float, float, float, float]


def apart(a: Box, b: Box) -> bool:
    return a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seats", SEATS)
def test_one_map_a_seat_count_names_exactly_each_games_piles(game: str, seats: int) -> None:
    state = registry.get(game).new_game(seats=seats, seed=1)
    layout = load_layout(seated_layout_path("scroker", seats), list(state.piles))
    assert set(layout.slots) == set(state.piles)


@pytest.mark.parametrize("seats", SEATS)
def test_no_two_places_overlap_and_all_lie_on_the_table_below_the_buttons(seats: int) -> None:
    state = registry.get("scroker").new_game(seats=seats, seed=1)
    layout = load_layout(seated_layout_path("scroker", seats), list(state.piles))
    boxes = [(s.x, s.y, s.x + s.width, s.y + s.height) for s in layout.slots.values()]
    boxes += [(lb.x, lb.y, lb.x + lb.width, lb.y + lb.height) for lb in layout.labels]
    for a, b in combinations(boxes, 2):
        assert apart(a, b), (a, b)
    for left, top, right, bottom in boxes:
        assert left >= 0 and right <= 1920 and top >= 84 and bottom <= 1032


@pytest.mark.parametrize("seats", SEATS)
def test_no_seat_lies_under_the_bet_buttons_or_the_showdown_panel(seats: int) -> None:
    from game.ui.games.scroker.claims import PANEL
    from game.ui.games.scroker.table import BUTTONS_TOP, BUTTONS_X

    state = registry.get("scroker").new_game(seats=seats, seed=1)
    layout = load_layout(seated_layout_path("scroker", seats), list(state.piles))
    buttons = (BUTTONS_X, BUTTONS_TOP, 1920, 1028)
    panel = (PANEL[0], PANEL[1], PANEL[0] + PANEL[2], PANEL[1] + PANEL[3])
    for pile_id, s in layout.slots.items():
        box = (s.x, s.y, s.x + s.width, s.y + s.height)
        assert apart(box, buttons), pile_id
        if pile_id.startswith("seat"):
            assert apart(box, panel), pile_id  # every claim and the cards it came from stay in sight
    for label in layout.labels:
        assert apart((label.x, label.y, label.x + label.width, label.y + label.height), buttons)


@pytest.mark.parametrize("seats", SEATS)
def test_every_seat_has_a_name_strip_over_its_cards(seats: int) -> None:
    state = registry.get("scroker").new_game(seats=seats, seed=1)
    layout = load_layout(seated_layout_path("scroker", seats), list(state.piles))
    for seat in range(1, seats + 1):
        strip = next(label for label in layout.labels if label.seat == seat)
        hand = layout.slots[f"seat{seat}.hand"]
        assert strip.y + strip.height <= hand.y and abs(strip.x - hand.x) < 1


@pytest.mark.parametrize("seats", SEATS)
def test_a_card_picked_for_the_draw_rises_clear_of_the_bottom_name_strip(seats: int) -> None:
    from game.ui.games.scroker.table import PICKED_RISE

    state = registry.get("scroker").new_game(seats=seats, seed=1)
    layout = load_layout(seated_layout_path("scroker", seats), list(state.piles))
    strip = next(label for label in layout.labels if label.seat == 1)
    assert strip.y + strip.height <= layout.slots["seat1.hand"].y - PICKED_RISE
