"""Arrow keys move the cursor to the nearest pile that way on the Scotch table."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from game.core import registry
from game.ui.table.layout import layout_path, load_layout
from game.ui.table.pile_cursor import nearest_pile

LAYOUT = load_layout(layout_path("scotch"), list(registry.get("scotch").new_game().piles))


def test_arrows_step_through_the_grid_of_piles() -> None:
    assert nearest_pile(LAYOUT, "tableau.0", "right") == "tableau.1"
    assert nearest_pile(LAYOUT, "tableau.0", "down") == "tableau.4"
    assert nearest_pile(LAYOUT, "tableau.5", "up") == "tableau.1"
    assert nearest_pile(LAYOUT, "tableau.3", "right") == "foundation.0"
    assert nearest_pile(LAYOUT, "foundation.0", "down") == "foundation.1"


def test_the_edge_of_the_table_stops_the_cursor() -> None:
    assert nearest_pile(LAYOUT, "tableau.0", "left") is None
    assert nearest_pile(LAYOUT, "tableau.0", "up") is None
    assert nearest_pile(LAYOUT, "foundation.0", "up") is None
    assert nearest_pile(LAYOUT, "foundation.3", "down") is None


def test_every_pile_can_be_reached_with_the_arrows() -> None:
    seen, frontier = {"tableau.0"}, ["tableau.0"]
    while frontier:
        here = frontier.pop()
        for direction in ("left", "right", "up", "down"):
            there = nearest_pile(LAYOUT, here, direction)
            if there is not None and there not in seen:
                seen.add(there)
                frontier.append(there)
    assert seen == set(LAYOUT.slots)
