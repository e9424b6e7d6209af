"""Seats that slide apart: after large cards grew each seat in place, a seat that runs into another
moves away from it, as far as it overlaps, while the table has room (``large_cards``).

Seats stacked down a side of a table (Scroker with seven or eight) each grow a little and together
need more than the gaps between them; the felt at the end of the stack has it. Each step takes the
first two seats that meet and pushes one away from the other along the shorter way out; a seat the
table's edge holds stays and the other one moves; the shared middle (seat 0) never moves.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

from game.ui.table.layout import Label, PileSlot, TableLayout

Box = tuple[float, float, float, float]  # left, top, right, bottom
_ROUNDS = 12  # pushes at most, so a table that cannot be untangled stops trying


def slide_apart(
    layout: TableLayout, slots: dict[str, PileSlot], labels: tuple[Label, ...], area: Box
) -> tuple[dict[str, PileSlot], tuple[Label, ...]]:
    """``slots`` and ``labels`` (the grown ``layout``'s) with seats pushed apart where they newly meet."""
    slots, label_list = dict(slots), list(labels)
    floor = [box for _, box in _seat_boxes(layout.slots, layout.labels)]
    for _ in range(_ROUNDS):
        clash = _first_clash(layout, slots, label_list)
        if clash is None:
            break
        first, second, overlap, away = clash
        for seat, sign in ((second, 1.0), (first, -1.0)):
            dx, dy = away[0] * overlap * sign, away[1] * overlap * sign
            if seat and _stays_inside(slots, label_list, seat, dx, dy, area, floor):
                _move(slots, label_list, seat, dx, dy)
                break
        else:
            break
    return slots, tuple(label_list)


def _first_clash(
    layout: TableLayout, slots: dict[str, PileSlot], labels: list[Label]
) -> tuple[int, int, float, tuple[float, float]] | None:
    """(seat, other seat, how far they overlap, the unit step that takes the other away), or None."""
    old = _seat_boxes(layout.slots, layout.labels)
    new = _seat_boxes(slots, labels)
    for index, (seat, box) in enumerate(new):
        for other_index in range(index + 1, len(new)):
            other, other_box = new[other_index]
            if seat == other or not _overlap(box, other_box) or _overlap(old[index][1], old[other_index][1]):
                continue
            across = min(box[2], other_box[2]) - max(box[0], other_box[0])
            down = min(box[3], other_box[3]) - max(box[1], other_box[1])
            if across < down:
                return (
                    seat,
                    other,
                    across + 1,
                    (1.0 if _middle(other_box)[0] >= _middle(box)[0] else -1.0, 0.0),
                )
            return seat, other, down + 1, (0.0, 1.0 if _middle(other_box)[1] >= _middle(box)[1] else -1.0)
    return None


def _seat_boxes(slots: dict[str, PileSlot], labels: tuple[Label, ...] | list[Label]) -> list[tuple[int, Box]]:
    """Every pile's and label's box with its seat, piles first, in a fixed order."""
    boxes = [
        (slot.seat, (slot.x, slot.y, slot.x + slot.width, slot.y + slot.height)) for slot in slots.values()
    ]
    return boxes + [
        (label.seat, (label.x, label.y, label.x + label.width, label.y + label.height)) for label in labels
    ]


def _stays_inside(
    slots: dict[str, PileSlot],
    labels: list[Label],
    seat: int,
    dx: float,
    dy: float,
    area: Box,
    floor: list[Box],
) -> bool:
    """The seat moved stays in ``area`` and sinks no lower than the map has anything in the same
    stretch of the table's width: a table draws its own buttons in the felt under its piles
    (Scroker's bets at the bottom right)."""
    for box in _boxes_of(slots, labels, seat):
        moved = (box[0] + dx, box[1] + dy, box[2] + dx, box[3] + dy)
        under = [other[3] for other in floor if other[0] < moved[2] and moved[0] < other[2]]
        if not _inside(moved, area) or moved[3] > max(under, default=area[3]):
            return False
    return True


def _boxes_of(slots: dict[str, PileSlot], labels: list[Label], seat: int) -> Iterator[Box]:
    return (box for owner, box in _seat_boxes(slots, labels) if owner == seat)


def _move(slots: dict[str, PileSlot], labels: list[Label], seat: int, dx: float, dy: float) -> None:
    for pile_id, slot in slots.items():
        if slot.seat == seat:
            slots[pile_id] = dataclasses.replace(slot, x=slot.x + dx, y=slot.y + dy)
    for index, label in enumerate(labels):
        if label.seat == seat:
            labels[index] = dataclasses.replace(label, x=label.x + dx, y=label.y + dy)


def _middle(box: Box) -> tuple[float, float]:
    return ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)


def _overlap(first: Box, second: Box) -> bool:
    return first[0] < second[2] and second[0] < first[2] and first[1] < second[3] and second[1] < first[3]


def _inside(box: Box, area: Box) -> bool:
    return box[0] >= area[0] and box[1] >= area[1] and box[2] <= area[2] and box[3] <= area[3]
