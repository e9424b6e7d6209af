"""Large cards (issue 21, point 5): "High contrast, large cards" makes the cards larger at every
table, Scotch's included, and they still stay on the table and off each other's piles."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

import pytest

from game.core import registry
from game.ui.app import App
from game.ui.look import theme
from game.ui.table.large_cards import LARGEST, TABLE_AREA, grown, large_layout, room_to_grow
from game.ui.table.layout import load_layout, seated_layout_path
from tests.test_settings_live import TABLES, open_table


@pytest.fixture
def app(quiet_app: App) -> Iterator[App]:
    quiet_app.advice_in_background = False
    yield quiet_app
    theme.apply_look(False, 1.0)


def card_size(app: App, game_id: str, large: bool) -> tuple[int, int]:
    app.change_settings(dataclasses.replace(app.settings, high_contrast=large))
    open_table(app, game_id)()
    app.step(0.0)
    view = app.stack.top.view
    view.finish_animations()
    screen = app.screen.get_rect()
    for sprites in view.piles.values():
        for sprite in sprites:
            assert screen.contains(sprite.rect), f"{game_id}: a card leaves the window"
    return view.card_size


@pytest.mark.parametrize("game_id", TABLES)
def test_large_cards_are_larger_at_every_table(app: App, game_id: str) -> None:
    plain, large = card_size(app, game_id, False), card_size(app, game_id, True)
    assert large[0] > plain[0] and large[1] > plain[1]
    if game_id == "scotch":  # its own large map: a fifth larger at least
        assert large[1] >= 1.2 * plain[1]


def test_scotchs_large_map_keeps_every_pile_clear_of_the_others() -> None:
    state = registry.get("scotch").new_game(seats=1, seed=1, options={})
    from game.ui.table.layout import layout_path

    layout = large_layout(load_layout(layout_path("scotch"), list(state.piles)))
    assert layout.path.name == "scotch-large.tmx"
    boxes = [(s.x, s.y, s.x + s.width, s.y + s.height) for s in layout.slots.values()]
    for index, box in enumerate(boxes):
        assert TABLE_AREA[0] <= box[0] and TABLE_AREA[1] <= box[1]
        assert box[2] <= TABLE_AREA[2] and box[3] <= TABLE_AREA[3]
        for other in boxes[index + 1 :]:
            assert box[2] <= other[0] or other[2] <= box[0] or box[3] <= other[1] or other[3] <= box[1]


def new_overlaps(before, after) -> list[tuple[str, str]]:
    """Pairs of piles whose rooms overlap after growing and did not before."""

    def box(slot):
        return (slot.x, slot.y, slot.x + slot.width, slot.y + slot.height)

    def meet(a, b) -> bool:
        return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]

    names = list(before.slots)
    return [
        (first, second)
        for index, first in enumerate(names)
        for second in names[index + 1 :]
        if meet(box(after.slots[first]), box(after.slots[second]))
        and not meet(box(before.slots[first]), box(before.slots[second]))
    ]


MAPS = [("schrum", 2), ("scroker", 4), ("scrooge", 3), ("repezita", 5)]


@pytest.mark.parametrize(("game_id", "seats"), MAPS)
def test_a_map_grows_its_cards_only_into_free_room(game_id: str, seats: int) -> None:
    """Grown about their centres, no two piles come to overlap, and none leaves the table's area."""
    state = registry.get(game_id).new_game(seats=seats, seed=1, options={})
    layout = load_layout(seated_layout_path(game_id, seats), list(state.piles))
    factor = room_to_grow(layout)
    assert 1.0 < factor <= LARGEST
    bigger = grown(layout, factor)
    assert new_overlaps(layout, bigger) == []
    left, top, right, bottom = TABLE_AREA
    for slot in bigger.slots.values():
        assert left <= slot.x and top <= slot.y, slot.pile_id
        assert slot.x + slot.width <= right and slot.y + slot.height <= bottom, slot.pile_id
