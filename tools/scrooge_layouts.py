"""Write the Scrooge tables, ``assets/layouts/scrooge-2.tmx`` … ``scrooge-6.tmx``, as Tiled maps.

One script keeps the layouts consistent: every seat gets the same block (a name
strip, its Scrooge pile, the work row of four fanned down, the stock above its
waste) and the shared foundations lie between the seats. The issue asks for every
seat's cards readable at 1280×720, so for each seat count the script tries the
arrangements below and keeps the largest card for which a work pile's run of 13
still shows a sliver of every card inside the seat's own area:

- ``sides``: seats down the left and the right, foundations in a block between
  them (2-4 seats: each seat gets a tall work area);
- ``rows``: seats along the top and the bottom, foundations in a band between.

It prefers the largest card whose 13-card fan still shows each rank whole, and
settles for a closer fan only when that card would be too small to read. Games
with jokers have two more foundations per deck, so they get their own maps
(``scrooge-N-jokers.tmx``).

Each map may get a large twin (``scrooge-N-large.tmx``, docs/layouts.md "Large
cards") for the setting "High contrast, large cards": its seats leave no room to
grow in place, so the twin arranges them otherwise, where that gives cards at least
``LARGE_ENOUGH`` times the map's:

- ``stacked``: seats one above the other down the left, each in one row of seven
  piles (its waste fanned down beside the stock), their tinted areas ``STACK_GAP``
  apart, and the foundations in a block on the right;
- ``paired``: seats two to a line, in the same rows of seven, the lines one above
  the other; the foundations beside the last seat when it sits alone, else in a
  band under the lines.

A map whose seats find no such room gets no twin (its cards grow in place as far
as they can). Edit a map in Tiled afterwards if you like; run
``python tools/scrooge_layouts.py`` to start again from here.
"""

from __future__ import annotations

import itertools
import math
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from tiled_maps import TABLE, TiledObject, map_text

TOP, BOTTOM = 84, 1028  # the button bar and the status line keep the rest
EDGE = 16  # room between seat areas, and between them and the table's edge
ROW_GAP = 10  # between a line of seats and the foundation band (their tinted areas stay 4 apart)
GAP = 8  # between two cards
STRIP = 40  # the seat's name, Scrooge-pile count and score are drawn here
PAD = 6  # the seat's tinted area reaches this far past its piles (seat_panels.ZONE_PAD)
CARD_RATIO = 7 / 5
FAN_STEP = 0.40  # of the card width: rank and suit show while the pile has room
WASTE_SHOWN = 3  # the waste fans the three cards last turned, as a dealt waste is read
WASTE_FAN_STEP = 0.23
# A run of 13 (King to Ace) closes up to fit its pile's rectangle. Each tier is the
# least offset, as a share of the card width, that the run may close up to: the whole
# rank glyph shows at 0.30, its top half at 0.11.
RUN_STEP_TIERS = (0.30, 0.20, 0.11)
READABLE_WIDTH = 90  # virtual pixels: 60 window pixels at 1280×720, enough for the indices
LONGEST_RUN = 13
DECK_FOUNDATIONS, JOKER_FOUNDATIONS = 4, 2
LARGE_ENOUGH = 1.15  # a large twin's cards against its map's (tests/test_large_cards.py ENOUGH)
STACK_GAP = 4  # between two stacked seats' tinted areas
ROW_SEAT_COLUMNS = 7  # Scrooge pile, four work piles, stock, waste

Pile = TiledObject


def seat_rows(seats: int) -> tuple[int, int]:
    """How many seats sit in the first line (top, or left) and in the second."""
    first = math.ceil(seats / 2)
    return first, seats - first


def card_height(width: int) -> int:
    return round(width * CARD_RATIO)


def seat_width(width: int, tall: bool) -> int:
    """Scrooge pile, four work piles, the stock column; a tall seat has its stock under the Scrooge pile."""
    columns = 5 if tall else 6
    return columns * width + (columns - 1) * GAP


def foundation_count(seats: int, jokers: bool) -> int:
    """Four foundations per deck, two more when the deck has jokers (state.py foundation_ids)."""
    return seats * (DECK_FOUNDATIONS + (JOKER_FOUNDATIONS if jokers else 0))


def layout(seats: int, jokers: bool = False) -> tuple[tuple[int, int], str, list[Pile]]:
    """(card size, arrangement name, piles) of the largest card that fits ``seats``."""
    for tier in RUN_STEP_TIERS:
        best = _largest(seats, jokers, tier)
        if best and best[0][0] >= READABLE_WIDTH:
            return best
    raise ValueError(f"no Scrooge layout for {seats} seats fits cards {READABLE_WIDTH} wide")


def _largest(seats: int, jokers: bool, run_step: float) -> tuple[tuple[int, int], str, list[Pile]] | None:
    arrangements: dict[str, Callable[[int, bool, int, float, bool], list[Pile] | None]] = {
        "sides": _sides,
        "rows": _rows,
    }
    for width in range(240, 40, -1):
        for name, arrange in arrangements.items():
            for tall in (True, False):
                piles = arrange(seats, jokers, width, run_step, tall)
                if piles is not None:
                    return (width, card_height(width)), name + (", tall seats" if tall else ""), piles
    return None


def large_layout(seats: int, jokers: bool = False) -> tuple[tuple[int, int], str, list[Pile]] | None:
    """(card size, arrangement name, piles) of the largest card of a large twin, or None when no
    arrangement gives cards ``LARGE_ENOUGH`` times the map's with every run still read."""
    least = LARGE_ENOUGH * layout(seats, jokers)[0][0] - 1  # a pixel's rounding, as the test allows
    for tier in RUN_STEP_TIERS:
        for width in range(240, math.ceil(least) - 1, -1):
            for name, arrange in (("stacked", _stacked), ("paired", _paired)):
                piles = arrange(seats, jokers, width, tier)
                if piles is not None:
                    return (width, card_height(width)), name, piles
    return None


def _stacked(seats: int, jokers: bool, width: int, run_step: float) -> list[Pile] | None:
    """Seats one above the other down the left, each in one row; the foundations in a block right."""
    height = card_height(width)
    seat_height = (BOTTOM - TOP - (seats - 1) * STACK_GAP) // seats
    piles_height = seat_height - STRIP - PAD
    if piles_height < height + (LONGEST_RUN - 1) * run_step * width:
        return None
    row_width = ROW_SEAT_COLUMNS * width + (ROW_SEAT_COLUMNS - 1) * GAP
    grid = _grid(foundation_count(seats, jokers) + 1, width, TABLE[0] - row_width - 4 * EDGE, BOTTOM - TOP)
    if grid is None:
        return None
    columns, rows = grid
    block = (columns * width + (columns - 1) * GAP, rows * height + (rows - 1) * GAP)
    space = (TABLE[0] - row_width - block[0]) // 3
    piles: list[Pile] = []
    for seat in range(seats):
        y = TOP + seat * (seat_height + STACK_GAP) + STRIP
        piles += row_seat_piles(seat, space, y, piles_height, width)
    corner = (TABLE[0] - space - block[0], (TOP + BOTTOM - block[1]) // 2)
    return piles + _foundations(seats, jokers, width, corner, columns)


def _paired(seats: int, jokers: bool, width: int, run_step: float) -> list[Pile] | None:
    """Seats two to a line, lines down from the top; the foundations fill what the last line leaves."""
    height = card_height(width)
    row_width = ROW_SEAT_COLUMNS * width + (ROW_SEAT_COLUMNS - 1) * GAP
    space = (TABLE[0] - 2 * row_width) // 3
    if space < EDGE:
        return None
    piles_height = math.ceil(height + (LONGEST_RUN - 1) * run_step * width)
    seat_height = STRIP + piles_height + PAD
    lines = math.ceil(seats / 2)
    alone = seats % 2 == 1  # the last line's second place is the foundations'
    room_top = TOP + (lines - (1 if alone else 0)) * (seat_height + STACK_GAP)
    room_left = space + row_width + EDGE if alone else EDGE
    room = (TABLE[0] - EDGE - room_left, BOTTOM - room_top)
    if room_top + (0 if alone else -STACK_GAP) > BOTTOM or (alone and seat_height > room[1]):
        return None
    grid = _grid(foundation_count(seats, jokers) + 1, width, *room)
    if grid is None:
        return None
    columns, rows = grid
    block = (columns * width + (columns - 1) * GAP, rows * height + (rows - 1) * GAP)
    piles: list[Pile] = []
    for seat in range(seats):
        line, place = divmod(seat, 2)
        x, y = space + place * (row_width + space), TOP + line * (seat_height + STACK_GAP) + STRIP
        piles += row_seat_piles(seat, x, y, piles_height, width)
    corner = (room_left + (room[0] - block[0]) // 2, room_top + (room[1] - block[1]) // 2)
    return piles + _foundations(seats, jokers, width, corner, columns)


def row_seat_piles(seat: int, x: int, y: int, piles_height: int, width: int) -> list[Pile]:
    """One seat in a row from (x, y): the block of ``seat_piles`` with its waste beside the stock."""
    piles = seat_piles(seat, x, y, piles_height, width, tall=False)
    step = width + GAP
    waste_props = piles[-1][2]
    return [*piles[:-1], (f"seat{seat + 1}.waste", (x + 6 * step, y, width, piles_height), waste_props)]


def _rows(seats: int, jokers: bool, width: int, run_step: float, tall: bool) -> list[Pile] | None:
    """Seats along the top and the bottom, the foundations in a band between them."""
    height = card_height(width)
    first, second = seat_rows(seats)
    if first * seat_width(width, tall) + (first + 1) * EDGE > TABLE[0]:
        return None
    grid = _grid(foundation_count(seats, jokers) + 1, width, TABLE[0] - 2 * EDGE, BOTTOM - TOP)
    if grid is None:
        return None
    columns, rows = grid
    band = rows * height + (rows - 1) * GAP
    seat_height = (BOTTOM - TOP - band - 2 * ROW_GAP) // 2
    piles_height = seat_height - STRIP - PAD
    if not _fits(width, piles_height, run_step, tall):
        return None
    band_top = TOP + seat_height + ROW_GAP
    piles: list[Pile] = []
    seat = 0
    for count, y in ((first, TOP), (second, band_top + band + ROW_GAP)):
        margin = (TABLE[0] - count * seat_width(width, tall)) // (count + 1)
        for column in range(count):
            x = margin + column * (seat_width(width, tall) + margin)
            piles += seat_piles(seat, x, y + STRIP, piles_height, width, tall)
            seat += 1
    left = (TABLE[0] - (columns * width + (columns - 1) * GAP)) // 2
    return piles + _foundations(seats, jokers, width, (left, band_top), columns)


def _sides(seats: int, jokers: bool, width: int, run_step: float, tall: bool) -> list[Pile] | None:
    """Seats down the left and the right, the foundations in a block between them."""
    height = card_height(width)
    first, second = seat_rows(seats)
    seat_height = (BOTTOM - TOP - (first - 1) * EDGE) // first
    piles_height = seat_height - STRIP - PAD
    if not _fits(width, piles_height, run_step, tall):
        return None
    room = TABLE[0] - 2 * seat_width(width, tall) - 4 * EDGE
    grid = _grid(foundation_count(seats, jokers) + 1, width, room, BOTTOM - TOP)
    if grid is None:
        return None
    columns, rows = grid
    block = (columns * width + (columns - 1) * GAP, rows * height + (rows - 1) * GAP)
    space = (TABLE[0] - 2 * seat_width(width, tall) - block[0]) // 4
    piles: list[Pile] = []
    seat = 0
    right_x = TABLE[0] - space - seat_width(width, tall)
    for count, x in ((first, space), (second, right_x)):
        used = count * seat_height + (count - 1) * EDGE
        top = TOP + (first * seat_height + (first - 1) * EDGE - used) // 2
        for row in range(count):
            y = top + row * (seat_height + EDGE)
            piles += seat_piles(seat, x, y + STRIP, piles_height, width, tall)
            seat += 1
    corner = ((TABLE[0] - block[0]) // 2, (TOP + BOTTOM - block[1]) // 2)
    return piles + _foundations(seats, jokers, width, corner, columns)


def _fits(width: int, piles_height: int, run_step: float, tall: bool) -> bool:
    """A 13-card run keeps ``run_step`` of each card, and the waste has a card's room under the stock."""
    height = card_height(width)
    run = height + (LONGEST_RUN - 1) * run_step * width
    column = (3 if tall else 2) * (height + GAP) - GAP
    return piles_height >= max(run, column)


def _grid(cells: int, width: int, room_width: int, room_height: int) -> tuple[int, int] | None:
    """(columns, rows) of the most even grid of ``cells`` cards within the room, or None."""
    columns = min(cells, (room_width + GAP) // (width + GAP))
    if columns < 1:
        return None
    rows = math.ceil(cells / columns)
    if rows * card_height(width) + (rows - 1) * GAP > room_height:
        return None
    return math.ceil(cells / rows), rows


def _foundations(seats: int, jokers: bool, width: int, corner: tuple[int, int], columns: int) -> list[Pile]:
    """The shared foundations row by row from ``corner``, the set-aside Kings in the last cell."""
    height = card_height(width)
    up = {"fan": "none", "fan_step": 0, "face": "up", "seat": 0}
    names = [f"foundation.{index}" for index in range(foundation_count(seats, jokers))]
    piles: list[Pile] = []
    for index, name in enumerate([*names, "foundation.finished"]):
        row, column = divmod(index, columns)
        box = (corner[0] + column * (width + GAP), corner[1] + row * (height + GAP), width, height)
        piles.append((name, box, up))
    return piles


def seat_piles(seat: int, x: int, y: int, piles_height: int, width: int, tall: bool) -> list[Pile]:
    """One seat's block, its top-left at (x, y) below the name strip.

    The stock and its waste stand in a column right of the work row, or, in a tall
    seat, under the Scrooge pile, which leaves the room of a column to the cards.
    """
    height = card_height(width)
    prefix = f"seat{seat + 1}"
    step = width + GAP
    number = seat + 1
    piles: list[Pile] = [
        (f"{prefix}.scrooge", (x, y, width, height), _props("none", 0, "as-dealt", number)),
    ]
    work_step = round(FAN_STEP * width)
    for index in range(4):
        box = (x + (1 + index) * step, y, width, piles_height)
        piles.append((f"{prefix}.work.{index}", box, _props("down", work_step, "up", number)))
    stock_x, stock_y = (x, y + height + GAP) if tall else (x + 5 * step, y)
    piles.append((f"{prefix}.stock", (stock_x, stock_y, width, height), _props("none", 0, "down", number)))
    waste_y = stock_y + height + GAP
    waste = (stock_x, waste_y, width, y + piles_height - waste_y)
    waste_step = round(WASTE_FAN_STEP * width)
    piles.append((f"{prefix}.waste", waste, _props("down", waste_step, "up", number, WASTE_SHOWN)))
    return piles


def _props(fan: str, fan_step: int, face: str, seat: int, fan_shown: int = 0) -> dict[str, object]:
    shown = {"fan_shown": fan_shown} if fan_shown else {}
    return {"fan": fan, "fan_step": fan_step, "face": face, "seat": seat, **shown}


def tmx(seats: int, jokers: bool = False, large: bool = False) -> str | None:
    """The Tiled map text for a table of ``seats`` (its large twin's, None if it has none)."""
    found = large_layout(seats, jokers) if large else layout(seats, jokers)
    if found is None:
        return None
    card, arrangement, piles = found
    properties: dict[str, object] = {
        "arrangement": arrangement,
        "card_height": card[1],
        "card_width": card[0],
        "game": "scrooge",
        "jokers": jokers,
        "seats": seats,
    }
    return map_text(properties, piles)


def main(argv: list[str]) -> int:
    folder = Path(argv[0]) if argv else Path(__file__).resolve().parent.parent / "assets" / "layouts"
    for seats in range(2, 7):
        for jokers, large in itertools.product((False, True), (False, True)):
            name = f"scrooge-{seats}{'-jokers' if jokers else ''}{'-large' if large else ''}.tmx"
            text = tmx(seats, jokers, large)
            if text is None:
                (folder / name).unlink(missing_ok=True)
                print(f"{name}: none, no arrangement gives cards {LARGE_ENOUGH}× the map's")
                continue
            (folder / name).write_text(text, encoding="utf-8")
            card, arrangement, _ = (large_layout if large else layout)(seats, jokers) or ((0, 0), "", [])
            print(f"{name}: cards {card[0]}×{card[1]}, seats in {arrangement}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
