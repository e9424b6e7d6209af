"""Write the Scroker tables, ``assets/layouts/scroker-2.tmx`` … ``scroker-8.tmx``, as Tiled maps.

One map serves all four games (Scroker, Spit in the Can, Longhorn Stud, Dealer's
Choice): every seat has a ``hand`` (its private cards: five in Scroker, four in
Spit, the hole cards in Longhorn) and an ``up`` row (Longhorn's face-up cards,
empty in the other games). The seat shown at the bottom is the one whose view is
on screen (in hot-seat play, the person on turn): its hand is fanned face up wide
enough to read every letter, its up cards beside it, and the bet buttons to their
right. The others sit round the table in playing order, which passes to the
left: ``seat2`` at the bottom seat's left, then up the left side, across the top
and down the right. Each has a name strip (where the table writes its chips and
its bet), a small fan of its hand and its up cards face up. In the middle: the
stock, the discards and Spit's shared card, with room above them for the pot.

Run ``python tools/scroker_layouts.py`` to write the maps again after changing a
number here; the maps may also be edited in Tiled afterwards.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from tiled_maps import TABLE, TiledObject, fan_length, map_text, name_strip, pile_properties

TOP, BOTTOM = 84, 1028  # the button bar and the status line keep the rest
PICKED_ROOM = 40  # above the bottom hand, for a card picked for the draw to rise into (it rises 36)
BUTTONS_TOP = 790  # the table's bet buttons (game/ui/games/scroker/table.py) fill the bottom right from here
BUTTONS_X = 1430  # ... from here to the table's right edge
EDGE, GAP = 16, 12
CARD = (128, 179)
HAND_CARDS, UP_CARDS = 5, 4  # the most a hand holds face down (Scroker), and Longhorn's up cards
HAND_STEP = round(CARD[0] * 0.62)  # the bottom hand shows each card's letter and mark
UP_STEP = round(CARD[0] * 0.5)
OPPONENT_STEP = round(CARD[0] * 0.18)  # a face-down fan only shows how many cards are held
OPPONENT_UP_STEP = round(CARD[0] * 0.36)  # others' up cards must still show their letters
NAME_HEIGHT, NAME_SIZE = 36, 24
SEATS = range(2, 9)

# Where the opponents sit, in playing order (the bottom seat's left, round the top, to its right).
PLACES: dict[int, tuple[str, ...]] = {
    1: ("top",),
    2: ("top left", "top right"),
    3: ("left", "top", "right"),
    4: ("left", "top left", "top right", "right"),
    5: ("left", "top left", "top", "top right", "right"),
    6: ("left low", "left high", "top left", "top right", "right high", "right low"),
    7: ("left low", "left high", "top left", "top", "top right", "right high", "right low"),
}


def opponent_width() -> int:
    return (
        fan_length(HAND_CARDS, OPPONENT_STEP, CARD[0]) + GAP + fan_length(UP_CARDS, OPPONENT_UP_STEP, CARD[0])
    )


def bottom_seat() -> tuple[list[TiledObject], list[TiledObject]]:
    """Seat 1 (the view shown): its hand, then its up cards, in the middle of the bottom edge."""
    hand = fan_length(HAND_CARDS, HAND_STEP, CARD[0])
    up = fan_length(UP_CARDS, UP_STEP, CARD[0])
    width = hand + 2 * GAP + up
    x, y = (TABLE[0] - width) // 2, BOTTOM - CARD[1] - GAP
    piles = [
        ("seat1.hand", (x, y, hand, CARD[1]), pile_properties("right", HAND_STEP, "up", 1)),
        ("seat1.up", (x + hand + 2 * GAP, y, up, CARD[1]), pile_properties("right", UP_STEP, "up", 1)),
    ]
    strip_y = y - GAP - NAME_HEIGHT - PICKED_ROOM
    return piles, [name_strip(1, (x, strip_y, width, NAME_HEIGHT), NAME_SIZE)]


def opponent(seat: int, x: int, y: int) -> tuple[list[TiledObject], list[TiledObject]]:
    """A seat's block with its top-left at (x, y): name strip, then hand and up cards side by side."""
    hand = fan_length(HAND_CARDS, OPPONENT_STEP, CARD[0])
    up = fan_length(UP_CARDS, OPPONENT_UP_STEP, CARD[0])
    top = y + NAME_HEIGHT + GAP // 2
    piles = [
        (f"seat{seat}.hand", (x, top, hand, CARD[1]), pile_properties("right", OPPONENT_STEP, "down", seat)),
        (
            f"seat{seat}.up",
            (x + hand + GAP, top, up, CARD[1]),
            pile_properties("right", OPPONENT_UP_STEP, "up", seat),
        ),
    ]
    return piles, [name_strip(seat, (x, y, hand + GAP + up, NAME_HEIGHT), NAME_SIZE)]


def block_height() -> int:
    return NAME_HEIGHT + GAP // 2 + CARD[1]


def place_corner(place: str) -> tuple[int, int]:
    """The top-left of an opponent's block for a named place round the table."""
    width, height = opponent_width(), block_height()
    middle_y = (TOP + BOTTOM - CARD[1]) // 2 - height // 2
    margin = (TABLE[0] - 3 * width) // 4  # three blocks across the top, evenly spaced
    top_xs = {"top left": margin, "top": (TABLE[0] - width) // 2, "top right": TABLE[0] - margin - width}
    if place in top_xs:
        return top_xs[place], TOP
    left = place.startswith("left")
    x = EDGE if left else TABLE[0] - EDGE - width
    if place in ("left", "right"):
        return x, middle_y
    if place.endswith("high"):
        return x, TOP + height + 2 * GAP
    return x, BUTTONS_TOP - GAP - height  # the low seats end above the buttons


def centre() -> list[TiledObject]:
    """The stock, Spit's shared card and the discards in a row in the middle of the table."""
    width = 3 * CARD[0] + 4 * GAP
    x, y = (TABLE[0] - width) // 2, (TOP + BOTTOM) // 2 - CARD[1] // 2 + 20
    return [
        ("stock", (x, y, CARD[0], CARD[1]), pile_properties("none", 0, "down", 0)),
        ("spit", (x + CARD[0] + 2 * GAP, y, CARD[0], CARD[1]), pile_properties("none", 0, "up", 0)),
        ("discard", (x + 2 * CARD[0] + 4 * GAP, y, CARD[0], CARD[1]), pile_properties("none", 0, "down", 0)),
    ]


def layout(seats: int) -> tuple[list[TiledObject], list[TiledObject]]:
    """(piles, name strips) of a table for ``seats``, seat 1 at the bottom."""
    piles, labels = bottom_seat()
    piles = centre() + piles
    for seat, place in enumerate(PLACES[seats - 1], start=2):
        seat_piles, seat_labels = opponent(seat, *place_corner(place))
        piles += seat_piles
        labels += seat_labels
    return piles, labels


def tmx(seats: int) -> str:
    """The Tiled map text for a Scroker table of ``seats``."""
    piles, labels = layout(seats)
    properties: dict[str, object] = {
        "card_height": CARD[1],
        "card_width": CARD[0],
        "game": "scroker",
        # the bet buttons' corner: larger cards keep out of it (game/ui/table/large_cards.py)
        "keep_clear": f"{BUTTONS_X},{BUTTONS_TOP},{TABLE[0] - EDGE - BUTTONS_X},{BOTTOM - BUTTONS_TOP}",
        "seats": seats,
    }
    return map_text(properties, piles, labels)


def main(argv: list[str]) -> int:
    folder = Path(argv[0]) if argv else Path(__file__).resolve().parent.parent / "assets" / "layouts"
    for seats in SEATS:
        (folder / f"scroker-{seats}.tmx").write_text(tmx(seats), encoding="utf-8")
        print(f"scroker-{seats}.tmx: seat 2 to {seats} at {', '.join(PLACES[seats - 1])}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
