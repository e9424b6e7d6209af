"""Write the Scrooge tables, ``assets/layouts/scrooge-2.tmx`` … ``scrooge-6.tmx``, as Tiled maps.

One script keeps the five layouts consistent: every seat gets the same block
(a name strip, its Scrooge pile, the work row of four fanned down, the stock
above its waste), seats sit in a row above and a row below, and the shared
foundations lie in two rows between them. Edit a map in Tiled afterwards if
you like; run ``python tools/scrooge_layouts.py`` to start again from here.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path
from xml.sax.saxutils import quoteattr

TABLE = (1920, 1080)
TILE = 40
CARD = (96, 134)
GAP = 8
STRIP = 40  # the seat's name, Scrooge-pile count and score are drawn here
SEAT_WIDTH = 6 * CARD[0] + 5 * GAP  # Scrooge pile, four work piles, the stock column
TOP, BOTTOM = 84, 1028  # the button bar and the status line keep the rest
WORK_FAN_STEP = 28
WASTE_FAN_STEP = 22


def seat_rows(seats: int) -> tuple[int, int]:
    """How many seats sit along the top and along the bottom."""
    top = math.ceil(seats / 2)
    return top, seats - top


def layout_objects(seats: int) -> list[tuple[str, tuple[int, int, int, int], dict[str, object]]]:
    """(pile id, rectangle, properties) for every pile of a table of ``seats``."""
    card_w, card_h = CARD
    foundation_band = 2 * card_h + GAP
    seat_height = (BOTTOM - TOP - foundation_band - 2 * 2 * GAP) // 2
    band_top = TOP + seat_height + 2 * GAP
    objects: list[tuple[str, tuple[int, int, int, int], dict[str, object]]] = []
    top_count, bottom_count = seat_rows(seats)
    seat = 0
    for count, y in ((top_count, TOP), (bottom_count, band_top + foundation_band + 2 * GAP)):
        margin = (TABLE[0] - count * SEAT_WIDTH) // (count + 1)
        for column in range(count):
            x = margin + column * (SEAT_WIDTH + margin)
            objects += seat_piles(seat, x, y + STRIP, seat_height - STRIP)
            seat += 1
    per_row = 2 * seats
    row_width = per_row * card_w + (per_row - 1) * GAP
    left = (TABLE[0] - row_width) // 2
    up = {"fan": "none", "fan_step": 0, "face": "up", "seat": 0}
    for index in range(4 * seats):
        row, column = divmod(index, per_row)
        box = (left + column * (card_w + GAP), band_top + row * (card_h + GAP), card_w, card_h)
        objects.append((f"foundation.{index}", box, up))
    finished_x = left + row_width + 4 * GAP
    objects.append(("foundation.finished", (finished_x, band_top, card_w, card_h), up))
    return objects


def seat_piles(
    seat: int, x: int, y: int, height: int
) -> list[tuple[str, tuple[int, int, int, int], dict[str, object]]]:
    """One seat's block, its top-left at (x, y) below the name strip."""
    card_w, card_h = CARD
    prefix = f"seat{seat + 1}"
    step = card_w + GAP
    number = seat + 1
    piles: list[tuple[str, tuple[int, int, int, int], dict[str, object]]] = [
        (f"{prefix}.scrooge", (x, y, card_w, card_h), _props("none", 0, "as-dealt", number)),
    ]
    for index in range(4):
        box = (x + (1 + index) * step, y, card_w, height)
        piles.append((f"{prefix}.work.{index}", box, _props("down", WORK_FAN_STEP, "up", number)))
    stock_x = x + 5 * step
    piles.append((f"{prefix}.stock", (stock_x, y, card_w, card_h), _props("none", 0, "down", number)))
    waste_y = y + card_h + GAP
    waste = (stock_x, waste_y, card_w, y + height - waste_y)
    piles.append((f"{prefix}.waste", waste, _props("down", WASTE_FAN_STEP, "up", number)))
    return piles


def _props(fan: str, fan_step: int, face: str, seat: int) -> dict[str, object]:
    return {"fan": fan, "fan_step": fan_step, "face": face, "seat": seat}


def tmx(seats: int) -> str:
    """The Tiled map text for a table of ``seats``."""
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" '
        f'width="{TABLE[0] // TILE}" height="{TABLE[1] // TILE}" tilewidth="{TILE}" tileheight="{TILE}" '
        f'infinite="0" nextlayerid="2" nextobjectid="{len(layout_objects(seats)) + 1}">',
        " <properties>",
        f'  <property name="card_height" type="int" value="{CARD[1]}"/>',
        f'  <property name="card_width" type="int" value="{CARD[0]}"/>',
        '  <property name="game" value="scrooge"/>',
        f'  <property name="seats" type="int" value="{seats}"/>',
        " </properties>",
        ' <objectgroup id="1" name="piles">',
    ]
    for number, (name, (x, y, w, h), props) in enumerate(layout_objects(seats), start=1):
        lines.append(
            f'  <object id="{number}" name={quoteattr(name)} x="{x}" y="{y}" width="{w}" height="{h}">'
        )
        lines.append("   <properties>")
        for key, value in props.items():
            kind = ' type="int"' if isinstance(value, int) else ""
            lines.append(f'    <property name="{key}"{kind} value="{value}"/>')
        lines.append("   </properties>")
        lines.append("  </object>")
    lines += [" </objectgroup>", "</map>", ""]
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    folder = Path(argv[0]) if argv else Path(__file__).resolve().parent.parent / "assets" / "layouts"
    for seats in range(2, 7):
        (folder / f"scrooge-{seats}.tmx").write_text(tmx(seats), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
