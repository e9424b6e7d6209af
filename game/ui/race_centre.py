"""Room in the Scrooge centre for jokers: the maps lay out four foundations a deck, jokers need six.

A joker played as an Ace starts a foundation of its own, so a table with jokers has
six foundation places a deck (DESIGN.md §10). Rather than a second map for every
seat count, the map's two foundation rows are laid out again with more places,
closing the gaps when the row would not fit, so each map serves both tables.
"""

from __future__ import annotations

import dataclasses
import math

from game.rules.scrooge.places import FINISHED
from game.ui.layout import PileSlot, TableLayout, load_layout, seated_layout_path

MAPPED_PER_PLACE = 4  # foundations each map lays out per place (tools/scrooge_layouts.py)
FINISHED_GAP = 4  # the finished pile sits this many gaps right of the last foundation


def is_foundation(pile_id: str) -> bool:
    return pile_id.startswith("foundation.") and pile_id != FINISHED


def load_race_layout(game_id: str, places: int, pile_ids: list[str]) -> TableLayout:
    """The map for ``places`` places, with a foundation place for every foundation the game has."""
    foundations = [pid for pid in pile_ids if is_foundation(pid)]
    unmapped = set(foundations[MAPPED_PER_PLACE * places :])
    layout = load_layout(seated_layout_path(game_id, places), [p for p in pile_ids if p not in unmapped])
    return widened(layout, foundations) if unmapped else layout


def widened(layout: TableLayout, foundations: list[str]) -> TableLayout:
    """The table with ``foundations`` spread over the map's foundation rows, the finished pile last."""
    mapped = [slot for pid, slot in layout.slots.items() if is_foundation(pid)]
    rows = sorted({slot.y for slot in mapped})
    first = min(mapped, key=lambda slot: (slot.y, slot.x))
    card_w = first.width
    neighbours = sorted(slot.x for slot in mapped if slot.y == first.y)
    gap = neighbours[1] - neighbours[0] - card_w if len(neighbours) > 1 else 8.0
    per_row = math.ceil(len(foundations) / len(rows))
    cards = per_row + 1  # and the finished pile
    table_w = layout.size[0]
    room = table_w - 2 * gap
    if cards * card_w + (per_row - 1 + FINISHED_GAP) * gap > room:
        gap = max(0.0, (room - cards * card_w) / (per_row - 1 + FINISHED_GAP))
    row_width = per_row * card_w + (per_row - 1) * gap
    left = (table_w - row_width - FINISHED_GAP * gap - card_w) / 2
    slots = dict(layout.slots)
    for index, pile_id in enumerate(foundations):
        row, column = divmod(index, per_row)
        x = left + column * (card_w + gap)
        slots[pile_id] = dataclasses.replace(first, pile_id=pile_id, x=x, y=rows[row])
    finished: PileSlot = layout.slots[FINISHED]
    slots[FINISHED] = dataclasses.replace(finished, x=left + row_width + FINISHED_GAP * gap, y=rows[0])
    return dataclasses.replace(layout, slots=slots)
