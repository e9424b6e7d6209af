"""Large cards (the setting "High contrast, large cards"): the same table with bigger cards.

A game may ship a map made for large cards beside its own (``scotch-large.tmx``): Scotch's
eighteen piles fill the table's height, so its larger cards need another arrangement. It is
used when it exists and reads well (a broken one leaves the game's own map, grown); it names the
piles as the game does, so it serves a map whose piles keep their names (not a seated table's turned one).
Any other map gets its cards enlarged in place: each pile grows about its centre as far as the
room between the piles, the labels and the table's edges allows, never past ``LARGEST``. A pile
that fans keeps its own room and closes its fan up to fit (``layout.card_spot``), so cards never
come to lie on another pile or leave the table.
"""

from __future__ import annotations

import dataclasses
import functools
from pathlib import Path

from game.core.decoding import BrokenAsset
from game.ui.table.layout import PileSlot, TableLayout, load_layout

LARGEST = 1.3  # the most a card grows
TABLE_AREA = (0.0, 76.0, 1920.0, 1032.0)  # virtual left, top, right, bottom: between the buttons and status
_STEPS = 12  # halvings in the search for the largest growth that fits

Box = tuple[float, float, float, float]  # left, top, right, bottom


def large_layout(layout: TableLayout) -> TableLayout:
    """``layout`` with larger cards: the game's own large map if it ships one, else grown in place."""
    variant = layout.path.with_name(f"{layout.path.stem}-large{layout.path.suffix}")
    if variant.exists():
        try:
            return _read_large_map(variant, tuple(layout.slots))
        except BrokenAsset:  # a broken large map: the game's own map, grown, still plays
            pass
    key = (layout.path, layout.card_size, tuple(layout.slots.items()), layout.labels)
    return grown(layout, _room_for(key, layout))


def grown(layout: TableLayout, factor: float) -> TableLayout:
    """Every card ``factor`` times larger, every pile's room grown by as much about its centre."""
    width, height = layout.card_size
    card = (round(width * factor), round(height * factor))
    more_x, more_y = card[0] - width, card[1] - height
    slots = {
        pile_id: dataclasses.replace(
            slot,
            x=slot.x - more_x / 2,
            y=slot.y - more_y / 2,
            width=slot.width + more_x,
            height=slot.height + more_y,
        )
        for pile_id, slot in layout.slots.items()
    }
    return dataclasses.replace(layout, card_size=card, slots=slots)


def room_to_grow(layout: TableLayout) -> float:
    """The largest growth up to ``LARGEST`` at which no pile's room runs into another's or a label,
    or past the table's area (where it lay inside), that did not already."""
    if _fits(layout, LARGEST):
        return LARGEST
    low, high = 1.0, LARGEST
    for _ in range(_STEPS):
        middle = (low + high) / 2
        low, high = (middle, high) if _fits(layout, middle) else (low, middle)
    return low


_rooms: dict[tuple[object, ...], float] = {}


def _room_for(key: tuple[object, ...], layout: TableLayout) -> float:
    """``room_to_grow``, worked out once per map (a seated table draws a new view at every turn)."""
    if key not in _rooms:
        _rooms[key] = room_to_grow(layout)
    return _rooms[key]


def _fits(layout: TableLayout, factor: float) -> bool:
    before = [_box(slot) for slot in layout.slots.values()]
    after = [_box(slot) for slot in grown(layout, factor).slots.values()]
    labels = [(label.x, label.y, label.x + label.width, label.y + label.height) for label in layout.labels]
    for index, (old, new) in enumerate(zip(before, after, strict=True)):
        if _inside(old, TABLE_AREA) and not _inside(new, TABLE_AREA):
            return False
        for other_old, other_new in zip(before[index + 1 :], after[index + 1 :], strict=True):
            if _overlap(new, other_new) and not _overlap(old, other_old):
                return False
        if any(_overlap(new, label) and not _overlap(old, label) for label in labels):
            return False
    return True


def _box(slot: PileSlot) -> Box:
    return (slot.x, slot.y, slot.x + slot.width, slot.y + slot.height)


def _overlap(first: Box, second: Box) -> bool:
    return first[0] < second[2] and second[0] < first[2] and first[1] < second[3] and second[1] < first[3]


def _inside(box: Box, area: Box) -> bool:
    return box[0] >= area[0] and box[1] >= area[1] and box[2] <= area[2] and box[3] <= area[3]


@functools.cache
def _read_large_map(path: Path, pile_ids: tuple[str, ...]) -> TableLayout:
    return load_layout(path, list(pile_ids))
