"""Large cards (the setting "High contrast, large cards"): the same table with clearly bigger cards.

A game may ship a map made for large cards beside its own (``scotch-large.tmx``): Scotch's
eighteen piles fill the table's height, so its larger cards need another arrangement. It is
used when it exists and reads well (a broken one leaves the game's own map, grown); it names the
piles as the game does, so it serves a map whose piles keep their names (not a seated table's turned one).

Any other map is grown seat by seat. Growing each pile about its own centre gains almost nothing
(a seat's piles stand a few pixels apart), so a seat's piles grow together about the seat's
centre and its labels (its name strip) move with them, at their size; a seat pushed past the
table's edge slides back in, towards the felt the maps leave free in the middle. A fanned pile
grows its fan too, and gives way at its far end where it would meet another pile or a label (its
fan closes up, ``layout.card_spot``), never below ``FAN_KEPT`` of its fan's room. The growth kept
is the largest up to ``LARGEST`` at which no two piles, no pile and label and no two labels meet
that did not before, and nothing that lay on the table's area leaves it. A seated table's scene
draws its name strips itself: ``name_strips`` tells it where.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Iterable
from pathlib import Path

from game.core.decoding import BrokenAsset
from game.ui.table.layout import Fan, Label, PileSlot, TableLayout, load_layout

LARGEST = 1.25  # the most a card grows
TABLE_AREA = (8.0, 76.0, 1912.0, 1032.0)  # virtual left, top, right, bottom: between the buttons and status
FAN_KEPT = 0.6  # the least share of a fan's room a pile keeps when it gives way to a neighbour
_STEP = 0.01  # the growths tried, from LARGEST down
_GIVE = 4.0  # virtual pixels a fan gives way at a time

Box = tuple[float, float, float, float]  # left, top, right, bottom
Point = tuple[float, float]


def large_layout(layout: TableLayout) -> TableLayout:
    """``layout`` with larger cards: the game's own large map if it ships one, else grown by seats.

    A seated table's turned layout has no labels (its scene draws the name strips): they are read
    from the map, to keep clear of and move with their seats, and left out of the answer again."""
    variant = layout.path.with_name(f"{layout.path.stem}-large{layout.path.suffix}")
    if variant.exists():
        try:
            return _read_large_map(variant, tuple(layout.slots))
        except BrokenAsset:  # a broken large map: the game's own map, grown, still plays
            pass
    labelled = layout if layout.labels else _with_map_labels(layout)
    key = (layout.path, layout.card_size, tuple(labelled.slots.items()), labelled.labels)
    bigger = grown(labelled, *_room_for(key, labelled))
    return bigger if layout.labels else dataclasses.replace(bigger, labels=())


def name_strips(layout: TableLayout, large: bool) -> tuple[Label, ...]:
    """The map's labels where its table with ``large`` cards has them: for a scene that draws a
    seated table's name strips itself (``layout`` is the map as read, not a turned one)."""
    return large_layout(layout).labels if large else layout.labels


def grown(
    layout: TableLayout, factor: float, fans_keep_length: bool = False, apart: float = 1.0
) -> TableLayout:
    """Every card ``factor`` times larger, each seat's piles and labels spread with them.

    ``fans_keep_length``: a fan keeps the span the map gave it along its direction (hands side by side
    along an edge: growing would run each into the next) instead of growing with its seat; ``apart``:
    how much further from the table's middle each seat moves (seats stacked down a side need room)."""
    width, height = layout.card_size
    card = (round(width * factor), round(height * factor))
    slots, labels = _spread(layout, factor, card if fans_keep_length else None, apart)
    slots = _give_way(layout, slots, labels, card)
    return dataclasses.replace(layout, card_size=card, slots=slots, labels=labels)


def room_to_grow(layout: TableLayout) -> float:
    """The largest growth up to ``LARGEST`` at which nothing meets what it did not meet before and
    nothing that lay on the table's area leaves it (1.0 when none does)."""
    return best_growth(layout)[0]


def best_growth(layout: TableLayout) -> tuple[float, bool, float]:
    """(``room_to_grow``, and ``grown``'s ``fans_keep_length`` and ``apart`` for it): seats stay put
    and fans grow with them where that fits as well, since a fan kept short closes up."""
    factor = LARGEST
    while factor > 1.0:
        for apart in (1.0, factor, factor + 0.15, factor + 0.3):
            for fans_keep_length in (False, True):
                if _fits(layout, grown(layout, factor, fans_keep_length, apart)):
                    return (factor, fans_keep_length, apart)
        factor = round(factor - _STEP, 4)
    return (1.0, False, 1.0)


_rooms: dict[tuple[object, ...], tuple[float, bool, float]] = {}


def _room_for(key: tuple[object, ...], layout: TableLayout) -> tuple[float, bool, float]:
    """``best_growth``, worked out once per map (a seated table draws a new view at every turn)."""
    if key not in _rooms:
        _rooms[key] = best_growth(layout)
    return _rooms[key]


def _spread(
    layout: TableLayout, factor: float, kept_fans_card: tuple[int, int] | None, apart: float
) -> tuple[dict[str, PileSlot], tuple[Label, ...]]:
    """Each seat (seat 0: the shared middle) grown about its centre and slid back onto the table
    (``kept_fans_card``: the new card size, when fans keep their length)."""
    slots: dict[str, PileSlot] = {}
    labels: dict[int, Label] = {}
    seats = {slot.seat for slot in layout.slots.values()} | {label.seat for label in layout.labels}
    for seat in sorted(seats):
        own = [slot for slot in layout.slots.values() if slot.seat == seat]
        own_labels = [(index, label) for index, label in enumerate(layout.labels) if label.seat == seat]
        before = [_box(slot) for slot in own] + [_label_box(label) for _, label in own_labels]
        anchor = _centre(_bounds([_box(slot) for slot in own] or before))
        if not seat:  # the shared middle grows down from its top: a note the table writes over it stays clear
            anchor = (anchor[0], _bounds([_box(slot) for slot in own] or before)[1])
        middle = _centre(TABLE_AREA)
        moved = _about(middle, apart, *anchor) if seat else anchor  # the shared middle stays
        own = [_shifted(slot, moved[0] - anchor[0], moved[1] - anchor[1]) for slot in own]
        own_labels = [
            (
                index,
                dataclasses.replace(
                    label, x=label.x + moved[0] - anchor[0], y=label.y + moved[1] - anchor[1]
                ),
            )
            for index, label in own_labels
        ]
        anchor = moved
        seat_slots = [_grown_slot(slot, anchor, factor, kept_fans_card) for slot in own]
        seat_labels = [(index, _moved_label(label, anchor, factor)) for index, label in own_labels]
        after = [_box(slot) for slot in seat_slots] + [_label_box(label) for _, label in seat_labels]
        dx, dy = _back_on_table(_bounds(before), _bounds(after))
        slots.update({slot.pile_id: _cut_to_table(_shifted(slot, dx, dy)) for slot in seat_slots})
        labels.update(
            {
                index: dataclasses.replace(label, x=label.x + dx, y=label.y + dy)
                for index, label in seat_labels
            }
        )
    return {pile_id: slots[pile_id] for pile_id in layout.slots}, tuple(
        labels[index] for index in sorted(labels)
    )


def _cut_to_table(slot: PileSlot) -> PileSlot:
    """A fan as long as the table is wide stays on it, whatever its seat's growth: its ends are cut."""
    left, top, right, bottom = TABLE_AREA
    if slot.fan.direction[0] and slot.width > right - left:
        return dataclasses.replace(
            slot, x=max(slot.x, left), width=min(slot.x + slot.width, right) - max(slot.x, left)
        )
    if slot.fan.direction[1] and slot.height > bottom - top:
        return dataclasses.replace(
            slot, y=max(slot.y, top), height=min(slot.y + slot.height, bottom) - max(slot.y, top)
        )
    return slot


def _grown_slot(
    slot: PileSlot, anchor: Point, factor: float, kept_fans_card: tuple[int, int] | None
) -> PileSlot:
    left, top = _about(anchor, factor, slot.x, slot.y)
    right, bottom = _about(anchor, factor, slot.x + slot.width, slot.y + slot.height)
    dx, dy = slot.fan.direction
    if kept_fans_card and dx:  # the fan's span stays; the card's growth goes away from where it starts
        left, right = slot.x, slot.x + max(slot.width, kept_fans_card[0])
        left, right = (
            (right - max(slot.width, kept_fans_card[0]), slot.x + slot.width) if dx < 0 else (left, right)
        )
    if kept_fans_card and dy:
        top, bottom = slot.y, slot.y + max(slot.height, kept_fans_card[1])
        top, bottom = (
            (slot.y + slot.height - max(slot.height, kept_fans_card[1]), slot.y + slot.height)
            if dy < 0
            else (top, bottom)
        )
    return dataclasses.replace(
        slot, x=left, y=top, width=right - left, height=bottom - top, fan_step=slot.fan_step * factor
    )


def _give_way(
    layout: TableLayout, slots: dict[str, PileSlot], labels: tuple[Label, ...], card: tuple[int, int]
) -> dict[str, PileSlot]:
    """Fanned piles shortened at their far end until they meet nothing new, down to ``FAN_KEPT``."""
    before = {pile_id: _box(slot) for pile_id, slot in layout.slots.items()}
    moved = [_label_box(label) for label in labels]
    still = list(zip([_label_box(label) for label in layout.labels], moved, strict=True))
    result = dict(slots)
    for pile_id, slot in slots.items():
        if slot.fan is Fan.NONE:
            continue
        old = layout.slots[pile_id]
        across = bool(slot.fan.direction[0])
        old_room = (old.width - layout.card_size[0]) if across else (old.height - layout.card_size[1])
        least = (card[0] if across else card[1]) + FAN_KEPT * old_room
        others = [(before[other], _box(result[other])) for other in result if other != pile_id] + still
        while _meets_new(before[pile_id], _box(slot), others) and _length(slot) - _GIVE >= least:
            slot = _shortened(slot)
        result[pile_id] = slot
    return result


def _meets_new(old: Box, new: Box, others: Iterable[tuple[Box, Box]]) -> bool:
    """``new`` leaves the table's area ``old`` lay on, or meets another that ``old`` did not."""
    if _inside(old, TABLE_AREA) and not _inside(new, TABLE_AREA):
        return True
    return any(_overlap(new, other_new) and not _overlap(old, other_old) for other_old, other_new in others)


def _fits(layout: TableLayout, bigger: TableLayout) -> bool:
    before = [_box(slot) for slot in layout.slots.values()] + [_label_box(label) for label in layout.labels]
    after = [_box(slot) for slot in bigger.slots.values()] + [_label_box(label) for label in bigger.labels]
    pairs = list(zip(before, after, strict=True))
    return not any(_meets_new(old, new, pairs[index + 1 :]) for index, (old, new) in enumerate(pairs))


def _length(slot: PileSlot) -> float:
    return slot.width if slot.fan.direction[0] else slot.height


def _shortened(slot: PileSlot) -> PileSlot:
    """``_GIVE`` pixels off the end a fan runs towards."""
    dx, dy = slot.fan.direction
    if dx:
        return dataclasses.replace(slot, x=slot.x + (_GIVE if dx < 0 else 0), width=slot.width - _GIVE)
    return dataclasses.replace(slot, y=slot.y + (_GIVE if dy < 0 else 0), height=slot.height - _GIVE)


def _back_on_table(before: Box, after: Box) -> tuple[float, float]:
    """The shift that brings a grown seat back inside the table's area, if it lay inside before."""
    if not _inside(before, TABLE_AREA):
        return (0.0, 0.0)
    left, top, right, bottom = TABLE_AREA
    dx = max(0.0, left - after[0]) - max(0.0, after[2] - right)
    dy = max(0.0, top - after[1]) - max(0.0, after[3] - bottom)
    return (dx, dy)


def _moved_label(label: Label, anchor: Point, factor: float) -> Label:
    """A label keeps its size (its text stays as large) and moves with its seat's piles."""
    middle_x, middle_y = _about(anchor, factor, label.x + label.width / 2, label.y + label.height / 2)
    return dataclasses.replace(label, x=middle_x - label.width / 2, y=middle_y - label.height / 2)


def _about(anchor: Point, factor: float, x: float, y: float) -> Point:
    return (anchor[0] + factor * (x - anchor[0]), anchor[1] + factor * (y - anchor[1]))


def _shifted(slot: PileSlot, dx: float, dy: float) -> PileSlot:
    return dataclasses.replace(slot, x=slot.x + dx, y=slot.y + dy)


def _centre(box: Box) -> Point:
    return ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)


def _bounds(boxes: list[Box]) -> Box:
    return (
        min(b[0] for b in boxes),
        min(b[1] for b in boxes),
        max(b[2] for b in boxes),
        max(b[3] for b in boxes),
    )


def _box(slot: PileSlot) -> Box:
    return (slot.x, slot.y, slot.x + slot.width, slot.y + slot.height)


def _label_box(label: Label) -> Box:
    return (label.x, label.y, label.x + label.width, label.y + label.height)


def _overlap(first: Box, second: Box) -> bool:
    return first[0] < second[2] and second[0] < first[2] and first[1] < second[3] and second[1] < first[3]


def _inside(box: Box, area: Box) -> bool:
    return box[0] >= area[0] and box[1] >= area[1] and box[2] <= area[2] and box[3] <= area[3]


def _with_map_labels(layout: TableLayout) -> TableLayout:
    """A turned layout with its map's labels: places keep their seat numbers when turned."""
    try:
        return dataclasses.replace(layout, labels=_map_labels(layout.path, tuple(sorted(layout.slots))))
    except BrokenAsset:  # the table read this map a moment ago; should it fail now, it grows without them
        return layout


@functools.cache
def _map_labels(path: Path, pile_ids: tuple[str, ...]) -> tuple[Label, ...]:
    return load_layout(path, list(pile_ids)).labels


@functools.cache
def _read_large_map(path: Path, pile_ids: tuple[str, ...]) -> TableLayout:
    return load_layout(path, list(pile_ids))
