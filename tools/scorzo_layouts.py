"""Write the Scorzo tables, ``assets/layouts/scorzo-2.tmx`` … ``scorzo-6.tmx``, as Tiled maps.

The seat shown at the bottom is the one whose view is on screen (in hot-seat
play, the seat on turn): its hand is fanned face up along the bottom, wide
enough for the largest hand (8 dealt, 9 after taking a card) with room for gaps
between meld groups. The others sit round the table in playing order, which
passes to the left: ``seat2`` at the bottom seat's left (the screen's left
side, or top left), then across the top, the last at its right. Each of them
has a small face-down fan, a name strip above it and its ``cut`` place (the
cards drawn for the first dealer) beside the hand, on the table's side. The draw
pile and the discard pile lie in the middle; the discard fans its last three
cards, as a rummy player looks back at what went out, the rest squared under.

Run ``python tools/scorzo_layouts.py`` to write the maps again after changing a
number here; the maps may also be edited in Tiled afterwards.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from tiled_maps import TABLE, TiledObject, fan_length, map_text, name_strip, pile_properties

TOP, BOTTOM = 84, 1028  # the button bar and the status line keep the rest
EDGE = 16  # from the table's edge to a side seat
GAP = 12  # between two places
CARD = (128, 179)  # 85×119 window pixels at 1280×720: the bottom hand reads from a normal seat
LARGEST_HAND = 9  # 8 dealt in rounds 1 and 11, one more between taking and discarding
HAND_STEP = round(CARD[0] * 0.6)  # the bottom hand shows number, mark and the pips' left half
GROUP_GAP = round(CARD[0] * 0.25)  # the table may open a gap this wide between meld groups
GROUP_GAPS = 3  # nine cards make at most three melds of three, with a fourth group of loose cards
OPPONENT_STEP = round(CARD[0] * 0.16)  # a face-down fan only shows how many cards are held
CUT_CARDS, CUT_STEP = 3, round(CARD[0] * 0.3)  # a tie for the deal draws again beside the first card
DISCARD_SHOWN, DISCARD_STEP = 3, round(CARD[0] * 0.28)
NAME_HEIGHT, NAME_SIZE = 36, 26
CAPTION = 36  # under the bottom hand: the table names each meld group there

# Where the opponents sit, in playing order (to the bottom seat's left, across the top, to its right).
PLACES: dict[int, tuple[str, ...]] = {
    1: ("top",),
    2: ("top left", "top right"),
    3: ("left", "top", "right"),
    4: ("left", "top left", "top right", "right"),
    5: ("left", "top left", "top", "top right", "right"),
}


def bottom_seat() -> tuple[list[TiledObject], list[TiledObject]]:
    """Seat 1 (the view shown): the hand centred along the bottom, its cut place to the left.

    The hand stands a caption's height above the status line: the table writes under
    each group of cards what meld it is or what the loose cards cost.
    """
    width = fan_length(LARGEST_HAND, HAND_STEP, CARD[0]) + GROUP_GAPS * GROUP_GAP
    x, y = (TABLE[0] - width) // 2, BOTTOM - CAPTION - CARD[1]
    cut_width = fan_length(CUT_CARDS, CUT_STEP, CARD[0])
    piles = [
        ("seat1.hand", (x, y, width, CARD[1]), pile_properties("right", HAND_STEP, "up", 1)),
        (
            "seat1.cut",
            (x - GAP - cut_width, y, cut_width, CARD[1]),
            pile_properties("right", CUT_STEP, "up", 1),
        ),
    ]
    return piles, [name_strip(1, (x, y - GAP - NAME_HEIGHT, width, NAME_HEIGHT), NAME_SIZE)]


def top_seat(seat: int, x: int) -> tuple[list[TiledObject], list[TiledObject]]:
    """A seat across the top, its block's left edge at ``x``: name strip, hand, cut place to the right."""
    hand = fan_length(LARGEST_HAND, OPPONENT_STEP, CARD[0])
    cut = fan_length(CUT_CARDS, CUT_STEP, CARD[0])
    y = TOP + NAME_HEIGHT + GAP // 2
    piles = [
        (f"seat{seat}.hand", (x, y, hand, CARD[1]), pile_properties("right", OPPONENT_STEP, "down", seat)),
        (
            f"seat{seat}.cut",
            (x + hand + GAP, y, cut, CARD[1]),
            pile_properties("right", CUT_STEP, "up", seat),
        ),
    ]
    return piles, [name_strip(seat, (x, TOP, hand + GAP + cut, NAME_HEIGHT), NAME_SIZE)]


def side_seat(seat: int, left: bool) -> tuple[list[TiledObject], list[TiledObject]]:
    """A seat down the left or right edge: the hand fanned down, its cut place on the table's side."""
    hand = fan_length(LARGEST_HAND, OPPONENT_STEP, CARD[1])
    cut = fan_length(CUT_CARDS, CUT_STEP, CARD[0])
    block = CARD[0] + GAP + cut
    x = EDGE if left else TABLE[0] - EDGE - block
    hand_x, cut_x = (x, x + CARD[0] + GAP) if left else (x + cut + GAP, x)
    y = (TOP + BOTTOM) // 2 - hand // 2
    piles = [
        (
            f"seat{seat}.hand",
            (hand_x, y, CARD[0], hand),
            pile_properties("down", OPPONENT_STEP, "down", seat),
        ),
        (f"seat{seat}.cut", (cut_x, y, cut, CARD[1]), pile_properties("right", CUT_STEP, "up", seat)),
    ]
    return piles, [name_strip(seat, (x, y - GAP // 2 - NAME_HEIGHT, block, NAME_HEIGHT), NAME_SIZE)]


def centre() -> list[TiledObject]:
    """The draw pile and, right of it, the discard pile, in the middle of the table."""
    discard = fan_length(DISCARD_SHOWN, DISCARD_STEP, CARD[0])
    width = CARD[0] + 2 * GAP + discard
    x, y = (TABLE[0] - width) // 2, (TOP + BOTTOM) // 2 - CARD[1] // 2
    return [
        ("draw", (x, y, CARD[0], CARD[1]), pile_properties("none", 0, "down", 0)),
        (
            "discard",
            (x + CARD[0] + 2 * GAP, y, discard, CARD[1]),
            pile_properties("right", DISCARD_STEP, "up", 0, DISCARD_SHOWN),
        ),
    ]


def layout(seats: int) -> tuple[list[TiledObject], list[TiledObject]]:
    """(piles, name strips) of a table for ``seats``, seat 1 at the bottom."""
    piles, labels = bottom_seat()
    piles = centre() + piles
    top_block = (
        fan_length(LARGEST_HAND, OPPONENT_STEP, CARD[0]) + GAP + fan_length(CUT_CARDS, CUT_STEP, CARD[0])
    )
    margin = (TABLE[0] - 3 * top_block) // 4
    top_x = {
        "top left": margin,
        "top": (TABLE[0] - top_block) // 2,
        "top right": TABLE[0] - margin - top_block,
    }
    for seat, place in enumerate(PLACES[seats - 1], start=2):
        if place in top_x:
            seat_piles, seat_labels = top_seat(seat, top_x[place])
        else:
            seat_piles, seat_labels = side_seat(seat, place == "left")
        piles += seat_piles
        labels += seat_labels
    return piles, labels


HISTORY = "376,324,400,420"  # x, y, width, height of the history panel (game/ui/turns/story_panel.py)


def tmx(seats: int) -> str:
    """The Tiled map text for a Scorzo table of ``seats``."""
    piles, labels = layout(seats)
    properties: dict[str, object] = {
        "card_height": CARD[1],
        "card_width": CARD[0],
        "game": "scorzo",
        "group_gap": GROUP_GAP,
        # the history panel: felt between the left seat and the draw pile, at every seat count
        "history": HISTORY,
        "seats": seats,
    }
    return map_text(properties, piles, labels)


def main(argv: list[str]) -> int:
    folder = Path(argv[0]) if argv else Path(__file__).resolve().parent.parent / "assets" / "layouts"
    for seats in range(2, 7):
        (folder / f"scorzo-{seats}.tmx").write_text(tmx(seats), encoding="utf-8")
        print(f"scorzo-{seats}.tmx: seat 2 to {seats} at {', '.join(PLACES[seats - 1])}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
