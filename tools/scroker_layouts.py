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

The crowded tables (7 and 8 seats) also get a large twin, ``scroker-7-large.tmx``
and ``scroker-8-large.tmx``, for the setting "High contrast, large cards" (docs/layouts.md):
cards 15% larger, the opponents' fans closed up (a face-down hand only shows how many cards
it holds, an up card still shows its corner index) so four opponents sit across the top.

Run ``python tools/scroker_layouts.py`` to write the maps again after changing a
number here; the maps may also be edited in Tiled afterwards.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from tiled_maps import TABLE, TiledObject, fan_length, map_text, name_strip, pile_properties

TOP, BOTTOM = 84, 1028  # the button bar and the status line keep the rest
PICKED_ROOM = 40  # above the bottom hand, for a card picked for the draw to rise into (it rises 36)
BUTTONS_TOP = 790  # the table's bet buttons (game/ui/games/scroker/table.py) fill the bottom right from here
BUTTONS_X = 1430  # ... from here to the table's right edge
EDGE, GAP = 16, 12
HAND_CARDS, UP_CARDS = 5, 4  # the most a hand holds face down (Scroker), and Longhorn's up cards
NAME_HEIGHT, NAME_SIZE = 36, 24
SEATS = range(2, 9)
LARGE_SEATS = (7, 8)  # the tables whose cards cannot grow in place (tests/test_large_cards.py)


@dataclass(frozen=True)
class Sizes:
    """A map's card and how closely its fans lie (virtual pixels)."""

    card: tuple[int, int]
    hand_step: int  # the bottom hand shows each card's letter and mark
    up_step: int
    opponent_step: int  # a face-down fan only shows how many cards are held
    opponent_up_step: int  # others' up cards must still show their letters
    opponent_gap: int  # between an opponent's hand and its up cards


def sizes(card: tuple[int, int], opponent_step: int, opponent_up_step: int, opponent_gap: int) -> Sizes:
    return Sizes(
        card, round(card[0] * 0.62), round(card[0] * 0.5), opponent_step, opponent_up_step, opponent_gap
    )


NORMAL = sizes((128, 179), round(128 * 0.18), round(128 * 0.36), GAP)
# 15% larger; the up step still clears the large corner index (28% of the width, game/ui/cards/card_art.py)
LARGE = sizes((147, 206), 10, 42, 6)

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
# With large cards three blocks no longer fit down a side above the buttons: four sit across the top.
LARGE_PLACES: dict[int, tuple[str, ...]] = {
    6: ("left", "top 1", "top 2", "top 3", "top 4", "right"),
    7: ("left low", "left high", "top 1", "top 2", "top 3", "top 4", "right"),
}


def opponent_width(size: Sizes) -> int:
    hand = fan_length(HAND_CARDS, size.opponent_step, size.card[0])
    return hand + size.opponent_gap + fan_length(UP_CARDS, size.opponent_up_step, size.card[0])


def bottom_seat(size: Sizes) -> tuple[list[TiledObject], list[TiledObject]]:
    """Seat 1 (the view shown): its hand, then its up cards, in the middle of the bottom edge."""
    card = size.card
    hand = fan_length(HAND_CARDS, size.hand_step, card[0])
    up = fan_length(UP_CARDS, size.up_step, card[0])
    width = hand + 2 * GAP + up
    x, y = (TABLE[0] - width) // 2, BOTTOM - card[1] - GAP
    piles = [
        ("seat1.hand", (x, y, hand, card[1]), pile_properties("right", size.hand_step, "up", 1)),
        ("seat1.up", (x + hand + 2 * GAP, y, up, card[1]), pile_properties("right", size.up_step, "up", 1)),
    ]
    strip_y = y - GAP - NAME_HEIGHT - PICKED_ROOM
    return piles, [name_strip(1, (x, strip_y, width, NAME_HEIGHT), NAME_SIZE)]


def opponent(seat: int, x: int, y: int, size: Sizes) -> tuple[list[TiledObject], list[TiledObject]]:
    """A seat's block with its top-left at (x, y): name strip, then hand and up cards side by side."""
    card = size.card
    hand = fan_length(HAND_CARDS, size.opponent_step, card[0])
    up = fan_length(UP_CARDS, size.opponent_up_step, card[0])
    top = y + NAME_HEIGHT + GAP // 2
    piles = [
        (
            f"seat{seat}.hand",
            (x, top, hand, card[1]),
            pile_properties("right", size.opponent_step, "down", seat),
        ),
        (
            f"seat{seat}.up",
            (x + hand + size.opponent_gap, top, up, card[1]),
            pile_properties("right", size.opponent_up_step, "up", seat),
        ),
    ]
    return piles, [name_strip(seat, (x, y, hand + size.opponent_gap + up, NAME_HEIGHT), NAME_SIZE)]


def block_height(size: Sizes) -> int:
    return NAME_HEIGHT + GAP // 2 + size.card[1]


def place_corner(place: str, size: Sizes) -> tuple[int, int]:
    """The top-left of an opponent's block for a named place round the table."""
    width, height = opponent_width(size), block_height(size)
    if place[-1].isdigit():  # large cards: four blocks across the top, edge to edge
        spacing = (TABLE[0] - 2 * EDGE - 4 * width) // 3
        return EDGE + (int(place[-1]) - 1) * (width + spacing), TOP
    if size != NORMAL:  # large cards: the sides below the row across the top
        high = TOP + height + GAP
        x = EDGE if place.startswith("left") else TABLE[0] - EDGE - width
        return x, {"left high": high, "left low": high + height + GAP}.get(
            place, (high + BUTTONS_TOP - height) // 2
        )
    middle_y = (TOP + BOTTOM - size.card[1]) // 2 - height // 2
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


def centre(size: Sizes) -> list[TiledObject]:
    """The stock, Spit's shared card and the discards in a row in the middle of the table."""
    card = size.card
    width = 3 * card[0] + 4 * GAP
    x, y = (TABLE[0] - width) // 2, (TOP + BOTTOM) // 2 - card[1] // 2 + 20
    return [
        ("stock", (x, y, card[0], card[1]), pile_properties("none", 0, "down", 0)),
        ("spit", (x + card[0] + 2 * GAP, y, card[0], card[1]), pile_properties("none", 0, "up", 0)),
        ("discard", (x + 2 * card[0] + 4 * GAP, y, card[0], card[1]), pile_properties("none", 0, "down", 0)),
    ]


def layout(seats: int, large: bool = False) -> tuple[list[TiledObject], list[TiledObject]]:
    """(piles, name strips) of a table for ``seats``, seat 1 at the bottom; ``large``: its large twin."""
    size = LARGE if large else NORMAL
    places = (LARGE_PLACES if large else PLACES)[seats - 1]
    piles, labels = bottom_seat(size)
    piles = centre(size) + piles
    for seat, place in enumerate(places, start=2):
        seat_piles, seat_labels = opponent(seat, *place_corner(place, size), size)
        piles += seat_piles
        labels += seat_labels
    return piles, labels


# x, y, width, height of the history panel (game/ui/turns/story_panel.py): the felt left of the bottom
# hand, under the left seats
HISTORY = {seats: "16,600,534,420" for seats in range(2, 7)} | {7: "16,790,534,230", 8: "16,790,534,230"}
LARGE_HISTORY = {7: "16,700,474,320", 8: "16,864,474,156"}


def tmx(seats: int, large: bool = False) -> str:
    """The Tiled map text for a Scroker table of ``seats`` (``large``: its twin for large cards)."""
    piles, labels = layout(seats, large)
    card = (LARGE if large else NORMAL).card
    properties: dict[str, object] = {
        "card_height": card[1],
        "card_width": card[0],
        "game": "scroker",
        "history": (LARGE_HISTORY if large else HISTORY)[seats],
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
    for seats in LARGE_SEATS:
        (folder / f"scroker-{seats}-large.tmx").write_text(tmx(seats, large=True), encoding="utf-8")
        print(f"scroker-{seats}-large.tmx: seat 2 to {seats} at {', '.join(LARGE_PLACES[seats - 1])}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
