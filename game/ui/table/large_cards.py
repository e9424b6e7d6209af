"""Large cards (the setting "High contrast, large cards"): the same table with clearly bigger cards.

A game may ship a map made for large cards beside its own (``scotch-large.tmx``): Scotch's
eighteen piles fill the table's height, so its larger cards need another arrangement. It is
used when it exists and reads well (a broken one leaves the game's own map, grown). A seated
table's turned layout gets the twin turned alike: each pile takes the twin's place of the map
place it was drawn at (``_turned_twin``).

Any other map is grown seat by seat (``Growth`` lists the ways, docs/layouts.md tells them in
full). Growing each pile about its own centre gains almost nothing (a seat's piles stand a few
pixels apart), so a seat's piles grow together and its labels (its name strip) move with them, at
their size; a seat pushed past the table's edge slides back in, and seats that meet slide apart
(``seat_room``). A fanned pile gives way at its far end where it would meet another pile or a
label (its fan closes up, ``layout.card_spot``), never below ``FAN_KEPT`` of its fan's room. The
growth kept is the largest up to ``LARGEST`` at which no two piles, no pile and label and no two
labels meet that did not before, nothing that lay on the table's area leaves it, and no pile
enters the map's ``keep_clear`` felt (the table's own buttons). A seated table's scene draws its
name strips itself: ``name_strips`` tells it where.
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from game.core.decoding import BrokenAsset
from game.ui.table.layout import Fan, Label, PileSlot, TableLayout, load_layout
from game.ui.table.seat_room import slide_apart

LARGEST = 1.25  # the most a card grows
CLEARLY_LARGER = 1.14  # less growth than this goes unseen (15%, less a pixel's rounding): the table says so
TABLE_AREA = (16.0, 76.0, 1904.0, 1032.0)  # virtual left, top, right, bottom: between the buttons and status
FAN_KEPT = 0.6  # the least share of a fan's room a pile keeps when it gives way to a neighbour
_STEP, _COARSE = 0.01, 0.05  # the growths tried, from LARGEST down: every fifth, then each above the best
_GIVE = 4.0  # virtual pixels a fan gives way at a time

Box = tuple[float, float, float, float]  # left, top, right, bottom
Point = tuple[float, float]


@dataclass(frozen=True)
class Growth:
    """How a map grows: ``factor`` for its cards, and how its seats make room for them.

    ``fans_keep_length``: a fan keeps the span the map gave it along its direction (hands side by
    side along an edge would run into each other) rather than growing with its seat; ``apart``: how
    much further from the table's middle each seat moves (seats stacked down a side need room);
    ``from_strip``: a seat grows away from its name strip, which stays put (else about its centre);
    ``middle_from_top``: the shared middle grows down from its top, so a note the table writes over
    it stays clear (else about its centre, where the note has room to spare).
    """

    factor: float
    fans_keep_length: bool = False
    apart: float = 1.0
    from_strip: bool = False
    middle_from_top: bool = True


def large_layout(layout: TableLayout) -> TableLayout:
    """``layout`` with larger cards: the game's own large map if it ships one, else grown by seats.

    A seated table's turned layout has no labels (its scene draws the name strips): they are read
    from the map, to keep clear of and move with their seats, and left out of the answer again."""
    variant = layout.path.with_name(f"{layout.path.stem}-large{layout.path.suffix}")
    if variant.exists():
        try:
            return _turned_twin(layout, _read_map(variant, tuple(sorted(layout.slots))))
        except BrokenAsset:  # a broken large map: the game's own map, grown, still plays
            pass
    labelled = layout if layout.labels else _with_map_labels(layout)
    key = (layout.path, layout.card_size, tuple(labelled.slots.items()), labelled.labels)
    bigger = grown(labelled, _growth_for(key, labelled))
    return bigger if layout.labels else dataclasses.replace(bigger, labels=())


def name_strips(layout: TableLayout, large: bool) -> tuple[Label, ...]:
    """The map's labels where its table with ``large`` cards has them: for a scene that draws a
    seated table's name strips itself (``layout`` is the map as read, not a turned one)."""
    return large_layout(layout).labels if large else layout.labels


def grown(layout: TableLayout, growth: Growth) -> TableLayout:
    """Every card ``growth.factor`` times larger, each seat's piles and labels spread with them."""
    width, height = layout.card_size
    card = (round(width * growth.factor), round(height * growth.factor))
    area = table_area(layout)
    slots, labels = slide_apart(layout, *_spread(layout, growth, card, area), area)
    slots = _give_way(layout, slots, labels, card, area)
    return dataclasses.replace(layout, card_size=card, slots=slots, labels=labels)


def room_to_grow(layout: TableLayout) -> float:
    """The largest growth up to ``LARGEST`` at which nothing meets what it did not meet before and
    nothing that lay on the table's area leaves it (1.0 when none does)."""
    return best_growth(layout).factor


def best_growth(layout: TableLayout) -> Growth:
    """The largest growth that fits, and the first way to make room for it, in the order tried:
    seats stay put, fans grow with them and seats grow about their centres where that fits as well."""
    coarse = next((factor for factor in _factors(LARGEST, 1.0, _COARSE) if _way_to_grow(layout, factor)), 1.0)
    for factor in _factors(min(coarse + _COARSE - _STEP, LARGEST), coarse - _STEP, _STEP):
        growth = _way_to_grow(layout, factor)
        if growth is not None:
            return growth
    return Growth(1.0)


def _factors(start: float, stop: float, step: float) -> list[float]:
    """From ``start`` down to just above ``stop``."""
    count = round((start - stop) / step)
    return [round(start - index * step, 4) for index in range(count)]


def _way_to_grow(layout: TableLayout, factor: float) -> Growth | None:
    """The first way to make room that fits ``factor``; only ways that can differ are tried."""
    aparts = (1.0, factor, factor + 0.15, factor + 0.3)
    fans = (False, True) if any(slot.fan is not Fan.NONE for slot in layout.slots.values()) else (False,)
    strips = (False, True) if any(label.seat for label in layout.labels) else (False,)
    middles = (True, False) if any(not slot.seat for slot in layout.slots.values()) else (True,)
    ways = itertools.product(middles, aparts, fans, strips)
    for middle_from_top, apart, fans_keep_length, from_strip in ways:
        growth = Growth(factor, fans_keep_length, apart, from_strip, middle_from_top)
        if _fits(layout, grown(layout, growth), table_area(layout)):
            return growth
    return None


_growths: dict[tuple[object, ...], Growth] = {}


def _growth_for(key: tuple[object, ...], layout: TableLayout) -> Growth:
    """``best_growth``, worked out once per map (a seated table draws a new view at every turn)."""
    if key not in _growths:
        _growths[key] = best_growth(layout)
    return _growths[key]


def table_area(layout: TableLayout) -> Box:
    """Where the grown piles may lie: ``TABLE_AREA``, and no lower than the map's lowest pile, since
    a table may write under its piles (Scorzo names the melds under the hand) and the status line
    runs along the bottom."""
    lowest = max(slot.y + slot.height for slot in layout.slots.values())
    left, top, right, bottom = TABLE_AREA
    return (left, top, right, min(bottom, max(lowest, top)))


def kept_clear(layout: TableLayout) -> tuple[Box, ...]:
    """The map's ``keep_clear`` rectangles ("x,y,width,height", several joined by ";"): felt where the
    table draws its own controls (Scroker's bet buttons), which larger cards stay out of. A value
    that does not read so keeps nothing clear (tests/test_large_cards.py checks every shipped map)."""
    text = layout.properties.get("keep_clear", "")
    boxes = []
    for part in str(text).split(";") if text else []:
        try:
            x, y, width, height = (float(number) for number in part.split(","))
        except ValueError:
            return ()
        boxes.append((x, y, x + width, y + height))
    return tuple(boxes)


def _spread(
    layout: TableLayout, growth: Growth, card: tuple[int, int], area: Box
) -> tuple[dict[str, PileSlot], tuple[Label, ...]]:
    """Each seat grown, moved ``apart`` and slid back onto the table; seat 0, the shared middle,
    grows in place (``middle_from_top``) and does not move."""
    slots: dict[str, PileSlot] = {}
    labels: dict[int, Label] = {}
    kept_fans_card = card if growth.fans_keep_length else None
    seats = {slot.seat for slot in layout.slots.values()} | {label.seat for label in layout.labels}
    for seat in sorted(seats):
        own = [slot for slot in layout.slots.values() if slot.seat == seat]
        own_labels = {index: label for index, label in enumerate(layout.labels) if label.seat == seat}
        before = _bounds([_box(slot) for slot in own] + [_label_box(label) for label in own_labels.values()])
        piles = _bounds([_box(slot) for slot in own]) if own else before
        anchor = _centre(piles)
        if not seat and growth.middle_from_top:
            anchor = (anchor[0], piles[1])
        elif growth.from_strip and own_labels:
            anchor = _nearest_point(piles, _centre(_label_box(next(iter(own_labels.values())))))
        move_x, move_y = (0.0, 0.0)
        if seat:
            moved = _about(_centre(area), growth.apart, *anchor)
            move_x, move_y = moved[0] - anchor[0], moved[1] - anchor[1]
            anchor = moved
        seat_slots = [
            _grown_slot(_shifted(slot, move_x, move_y), anchor, growth.factor, kept_fans_card) for slot in own
        ]
        seat_labels = {
            index: _moved_label(_moved(label, move_x, move_y), anchor, growth.factor)
            for index, label in own_labels.items()
        }
        after = [_box(slot) for slot in seat_slots] + [_label_box(label) for label in seat_labels.values()]
        dx, dy = _back_on_table(before, _bounds(after), area)
        slots.update({slot.pile_id: _cut_to_table(_shifted(slot, dx, dy), area) for slot in seat_slots})
        labels.update({index: _moved(label, dx, dy) for index, label in seat_labels.items()})
    ordered_labels = tuple(labels[index] for index in sorted(labels))
    return {pile_id: slots[pile_id] for pile_id in layout.slots}, ordered_labels


def _cut_to_table(slot: PileSlot, area: Box) -> PileSlot:
    """A fan as long as the table is wide stays on it, whatever its seat's growth: its ends are cut."""
    left, top, right, bottom = area
    if slot.fan.direction[0] and slot.width > right - left:
        start, end = max(slot.x, left), min(slot.x + slot.width, right)
        return dataclasses.replace(slot, x=start, width=end - start)
    if slot.fan.direction[1] and slot.height > bottom - top:
        start, end = max(slot.y, top), min(slot.y + slot.height, bottom)
        return dataclasses.replace(slot, y=start, height=end - start)
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
    layout: TableLayout,
    slots: dict[str, PileSlot],
    labels: tuple[Label, ...],
    card: tuple[int, int],
    area: Box,
) -> dict[str, PileSlot]:
    """Fanned piles shortened at their far end until they meet nothing new, down to ``FAN_KEPT``."""
    before = {pile_id: _box(slot) for pile_id, slot in layout.slots.items()}
    moved = [_label_box(label) for label in labels]
    still = list(zip([_label_box(label) for label in layout.labels], moved, strict=True))
    still += [(box, box) for box in kept_clear(layout)]
    result = dict(slots)
    for pile_id, slot in slots.items():
        if slot.fan is Fan.NONE:
            continue
        old = layout.slots[pile_id]
        across = bool(slot.fan.direction[0])
        old_room = (old.width - layout.card_size[0]) if across else (old.height - layout.card_size[1])
        least = (card[0] if across else card[1]) + FAN_KEPT * old_room
        others = [(before[other], _box(result[other])) for other in result if other != pile_id] + still
        while _meets_new(before[pile_id], _box(slot), others, area) and _length(slot) - _GIVE >= least:
            slot = _shortened(slot)
        result[pile_id] = slot
    return result


def _meets_new(old: Box, new: Box, others: Iterable[tuple[Box, Box]], area: Box) -> bool:
    """``new`` leaves the table's area ``old`` lay on, or meets another that ``old`` did not."""
    if _inside(old, area) and not _inside(new, area):
        return True
    return any(_overlap(new, other_new) and not _overlap(old, other_old) for other_old, other_new in others)


def _fits(layout: TableLayout, bigger: TableLayout, area: Box) -> bool:
    before = [_box(slot) for slot in layout.slots.values()] + [_label_box(label) for label in layout.labels]
    after = [_box(slot) for slot in bigger.slots.values()] + [_label_box(label) for label in bigger.labels]
    pairs = list(zip(before, after, strict=True)) + [(box, box) for box in kept_clear(layout)]
    return not any(_meets_new(old, new, pairs[index + 1 :], area) for index, (old, new) in enumerate(pairs))


def _length(slot: PileSlot) -> float:
    return slot.width if slot.fan.direction[0] else slot.height


def _shortened(slot: PileSlot) -> PileSlot:
    """``_GIVE`` pixels off the end a fan runs towards."""
    dx, dy = slot.fan.direction
    if dx:
        return dataclasses.replace(slot, x=slot.x + (_GIVE if dx < 0 else 0), width=slot.width - _GIVE)
    return dataclasses.replace(slot, y=slot.y + (_GIVE if dy < 0 else 0), height=slot.height - _GIVE)


def _back_on_table(before: Box, after: Box, area: Box) -> tuple[float, float]:
    """The shift that brings a grown seat back inside the table's area, if it lay inside before."""
    if not _inside(before, area):
        return (0.0, 0.0)
    left, top, right, bottom = area
    dx = max(0.0, left - after[0]) - max(0.0, after[2] - right)
    dy = max(0.0, top - after[1]) - max(0.0, after[3] - bottom)
    return (dx, dy)


def _moved(label: Label, dx: float, dy: float) -> Label:
    return dataclasses.replace(label, x=label.x + dx, y=label.y + dy)


def _nearest_point(box: Box, point: Point) -> Point:
    return (min(max(point[0], box[0]), box[2]), min(max(point[1], box[1]), box[3]))


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


def _turned_twin(layout: TableLayout, twin: TableLayout) -> TableLayout:
    """``twin`` with each pile where ``layout`` (the map, perhaps turned for a seat) put the same
    place: a place is known by its box in the map. Labels only if ``layout`` has them (a seated
    table's scene draws its name strips from ``name_strips``)."""
    places = {
        _box(slot): map_id
        for map_id, slot in _read_map(layout.path, tuple(sorted(layout.slots))).slots.items()
    }
    slots = {}
    for pile_id, slot in layout.slots.items():
        map_id = places.get(_box(slot))
        if map_id is None or map_id not in twin.slots:
            raise BrokenAsset(twin.path, f"no place for the pile {pile_id}")
        slots[pile_id] = dataclasses.replace(twin.slots[map_id], pile_id=pile_id)
    return dataclasses.replace(twin, slots=slots, labels=twin.labels if layout.labels else ())


@functools.cache
def _read_map(path: Path, pile_ids: tuple[str, ...]) -> TableLayout:
    return load_layout(path, list(pile_ids))
