"""Write the Repezita tables, ``assets/layouts/repezita-2.tmx`` … ``repezita-8.tmx``, as Tiled maps.

Repezita is a race at one screen with every hand face up, so every seat gets the
same block: a name strip (layer ``labels``, ``seatN.name``) over its hand, one row
fanned right and kept sorted by the rules. Seats follow each other round the table:
along the bottom from the left, up the right side, back along the top from the
right, down the left side. The shared piles lie in the middle: ``centre`` (the play
pile, its last four cards fanned so the top and what led to it show) and ``aside``
(cards the stall rule cleared away), with room above them for the stall countdown.

Hands start at 26 cards (two seats) and grow past 30 after pick-ups; a hand's fan
keeps ``fan_step`` while it fits and closes up evenly when it would not. For each
seat count the script keeps the largest card (up to ``LARGEST_WIDTH``) for which a
20-card hand still shows every card's corner index in the narrowest block, and
refuses to write a table whose cards would be narrower than ``READABLE_WIDTH``.
Run ``python tools/repezita_layouts.py`` after changing a number here; the maps
may also be edited in Tiled afterwards.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from tiled_maps import TABLE, Box, TiledObject, fan_length, map_text, name_strip, pile_properties

TOP, BOTTOM = 84, 1028  # the button bar and the status line keep the rest
EDGE = 16  # between the table's edge and a seat's tinted area
BETWEEN = 36  # between two seats' hands (their tinted areas reach 6 past the cards)
STRIP, STRIP_GAP = 36, 4  # the name strip over a hand (seat_panels.STRIP_HEIGHT = 40 in all)
NAME_SIZE = 24
NOTE_ROOM = 56  # above the centre: the stall countdown and its notes
CARD_RATIO = 7 / 5
HAND_STEP = 0.5  # of the card width: rank, suit and part of the middle show while the hand has room
# the corner index (game.ui.cards.card_art.CardArt._index_metrics) shows at this share of the card width
INDEX_SHARE = 0.22
CENTRE_SHOWN, CENTRE_STEP = 4, 0.32  # the centre fans its last four cards
ASIDE_GAP = 48
READABLE_WIDTH, LARGEST_WIDTH = 90, 160  # virtual pixels: 60 and 107 window pixels at 1280×720
LONG_HAND = 20
SEATS = range(2, 9)

# How many seats sit along the bottom, down each side (0 or 1), and along the top.
ARRANGEMENTS: dict[int, tuple[int, int, int]] = {
    2: (1, 0, 1),
    3: (2, 0, 1),
    4: (2, 0, 2),
    5: (3, 0, 2),
    6: (3, 0, 3),
    7: (2, 1, 3),
    8: (3, 1, 3),
}


def card_height(width: int) -> int:
    return round(width * CARD_RATIO)


def centre_width(width: int) -> int:
    return fan_length(CENTRE_SHOWN, round(width * CENTRE_STEP), width) + ASIDE_GAP + width


def row_boxes(count: int, left: int, right: int) -> list[tuple[int, int]]:
    """(x, width) of ``count`` hands side by side between ``left`` and ``right``."""
    width = (right - left - (count - 1) * BETWEEN) // count
    return [(left + i * (width + BETWEEN), width) for i in range(count)]


def block(
    seat: int, x: int, y: int, hand_width: int, card: tuple[int, int]
) -> tuple[TiledObject, TiledObject]:
    """A seat's hand with its top-left name strip at (x, y)."""
    step = round(card[0] * HAND_STEP)
    hand = (
        f"seat{seat}.hand",
        (x, y + STRIP + STRIP_GAP, hand_width, card[1]),
        pile_properties("right", step, "up", seat),
    )
    return hand, name_strip(seat, (x, y, hand_width, STRIP), NAME_SIZE)


def layout(seats: int, width: int) -> tuple[list[TiledObject], list[TiledObject]]:
    """(piles, name strips) of a table for ``seats`` with cards ``width`` wide."""
    card = (width, card_height(width))
    bottom, side, top = ARRANGEMENTS[seats]
    block_height = STRIP + STRIP_GAP + card[1]
    left, right = EDGE + 6, TABLE[0] - EDGE - 6
    middle = (TOP + BOTTOM) // 2
    centre_x = (TABLE[0] - centre_width(width)) // 2
    centre_y = middle - card[1] // 2 + NOTE_ROOM // 2
    step = round(width * CENTRE_STEP)
    centre_fan = fan_length(CENTRE_SHOWN, step, width)
    piles: list[TiledObject] = [
        (
            "centre",
            (centre_x, centre_y, centre_fan, card[1]),
            pile_properties("right", step, "up", 0, CENTRE_SHOWN),
        ),
        (
            "aside",
            (centre_x + centre_fan + ASIDE_GAP, centre_y, width, card[1]),
            pile_properties("none", 0, "down", 0),
        ),
    ]
    labels: list[TiledObject] = []
    places: list[tuple[int, int, int]] = []  # (x, y, hand width) in seat order
    bottom_y = BOTTOM - 6 - block_height
    places += [(x, bottom_y, w) for x, w in row_boxes(bottom, left, right)]
    side_width = centre_x - BETWEEN - left
    side_y = middle - block_height // 2
    if side:
        places.append((TABLE[0] - left - side_width, side_y, side_width))
    places += [(x, TOP, w) for x, w in reversed(row_boxes(top, left, right))]
    if side:
        places.append((left, side_y, side_width))
    for seat, (x, y, hand_width) in enumerate(places, start=1):
        hand, strip = block(seat, x, y, hand_width, card)
        piles.append(hand)
        labels.append(strip)
    return piles, labels


def long_hand_step(piles: list[TiledObject], width: int) -> float:
    """The offset between the cards of a 20-card hand in the narrowest hand of the table."""
    narrowest = min(box[2] for pile_id, box, _ in piles if pile_id.endswith(".hand"))
    return min(round(width * HAND_STEP), (narrowest - width) / (LONG_HAND - 1))


def fits(seats: int, width: int) -> bool:
    """The rows stay clear of the centre and its note, and a long hand still shows every index."""
    piles, labels = layout(seats, width)
    centre = next(box for pile_id, box, _ in piles if pile_id == "centre")
    middle = (centre[0], centre[1] - NOTE_ROOM, centre_width(width), NOTE_ROOM + centre[3])
    for (_, hand, _), (_, strip, _) in zip(piles[2:], labels, strict=True):
        seat = (hand[0], strip[1], hand[2], hand[1] + hand[3] - strip[1])
        if seat[1] < TOP or seat[1] + seat[3] > BOTTOM or not _apart(seat, middle, BETWEEN // 2):
            return False
    return long_hand_step(piles, width) >= width * INDEX_SHARE


def _apart(a: Box, b: Box, margin: int) -> bool:
    """Two (x, y, width, height) boxes at least ``margin`` apart one way or the other."""
    return (
        a[0] + a[2] + margin <= b[0]
        or b[0] + b[2] + margin <= a[0]
        or a[1] + a[3] + margin <= b[1]
        or b[1] + b[3] + margin <= a[1]
    )


def card_width(seats: int) -> int:
    """The largest card width that fits ``seats``; an error if even a readable one does not."""
    for width in range(LARGEST_WIDTH, READABLE_WIDTH - 1, -2):
        if fits(seats, width):
            return width
    raise ValueError(f"no Repezita layout for {seats} seats fits cards {READABLE_WIDTH} wide")


def tmx(seats: int) -> tuple[str, int]:
    """The Tiled map text for a Repezita table of ``seats``, and its card width."""
    width = card_width(seats)
    piles, labels = layout(seats, width)
    properties: dict[str, object] = {
        "card_height": card_height(width),
        "card_width": width,
        "game": "repezita",
        "seats": seats,
    }
    return map_text(properties, piles, labels), width


def main(argv: list[str]) -> int:
    folder = Path(argv[0]) if argv else Path(__file__).resolve().parent.parent / "assets" / "layouts"
    for seats in SEATS:
        text, width = tmx(seats)
        (folder / f"repezita-{seats}.tmx").write_text(text, encoding="utf-8")
        piles, _ = layout(seats, width)
        step = long_hand_step(piles, width)
        print(f"repezita-{seats}.tmx: card {width}x{card_height(width)}, a 20-card hand's offset {step:.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
