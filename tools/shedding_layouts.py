"""Write the Schrum Schrum and Tač tables, ``assets/layouts/schrum-{2,4,8}.tmx`` and ``tac-{2,3,4}.tmx``.

Nothing is held in a hand in these games: each seat has two squared piles side
by side, the face-down pile (Schrum's talon, Tač's Closed pile) and right of
it the face-up pile (reserve, Open pile) whose top card others play onto, and
a name strip above them. The one ``centre`` pile lies in the
middle. Place ``seat1`` is the bottom (the person's seat); the others follow in
playing order, which passes to the left: ``seat2`` at the bottom seat's left,
round the top, the last at its right (docs/layouts.md, "Rotation").

Up to four seats the cards are large; eight seats sit in three rows (three
along the top, one at each side, three along the bottom) with smaller cards,
still 80 window pixels wide at 1280×720.

Run ``python tools/shedding_layouts.py`` to write the maps again after changing
a number here; the maps may also be edited in Tiled afterwards.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from tiled_maps import TABLE, TiledObject, map_text, name_strip, pile_properties

TOP, BOTTOM = 84, 1028  # the button bar and the status line keep the rest
EDGE = 24  # from the table's edge to a side seat
GAP = 16  # between a seat's two piles
NAME_HEIGHT, NAME_SIZE, NAME_GAP = 40, 26, 8
STRIP_WIDTH = 420  # a name strip may be wider than its seat's two cards: name, cards left, keys
LARGE_CARD, SMALL_CARD = (150, 210), (120, 168)  # up to four seats; eight seats

# Each game's pile names (game/rules/shedding/games.py) and the seat counts it is dealt for.
GAMES: dict[str, tuple[str, str, tuple[int, ...]]] = {
    "schrum": ("talon", "reserve", (2, 4, 8)),
    "tac": ("closed", "open", (2, 3, 4)),
}

# Where the seats after the bottom one sit, in playing order (to the bottom seat's left first).
PLACES: dict[int, tuple[str, ...]] = {
    2: ("top",),
    3: ("top left", "top right"),
    4: ("left", "top", "right"),
    8: ("bottom left", "left", "top left", "top", "top right", "right", "bottom right"),
}


def card_size(seats: int) -> tuple[int, int]:
    return SMALL_CARD if seats > 4 else LARGE_CARD


def block_size(seats: int) -> tuple[int, int]:
    """A seat's width and height: two cards side by side under the name strip."""
    card = card_size(seats)
    return 2 * card[0] + GAP, NAME_HEIGHT + NAME_GAP + card[1]


def block_origin(place: str, seats: int) -> tuple[int, int]:
    """Top-left of a seat's block (name strip, then its two piles) at ``place``."""
    width, height = block_size(seats)
    middle_y = (TOP + BOTTOM) // 2 - height // 2
    bottom_y = BOTTOM - height
    third = TABLE[0] // 6  # eight seats: the top and bottom rows' blocks centred on the sixths 1, 3, 5
    columns = {"left": third - width // 2, "centre": (TABLE[0] - width) // 2}
    columns["right"] = TABLE[0] - columns["left"] - width
    if seats <= 4:
        # Fewer seats: the top two stand a quarter in from the sides.
        columns["left"] = TABLE[0] // 4 - width // 2
        columns["right"] = TABLE[0] - columns["left"] - width
    return {
        "bottom": (columns["centre"], bottom_y),
        "bottom left": (columns["left"], bottom_y),
        "bottom right": (columns["right"], bottom_y),
        "top": (columns["centre"], TOP),
        "top left": (columns["left"], TOP),
        "top right": (columns["right"], TOP),
        "left": (EDGE, middle_y),
        "right": (TABLE[0] - EDGE - width, middle_y),
    }[place]


def seat_block(game: str, seat: int, place: str, seats: int) -> tuple[list[TiledObject], TiledObject]:
    """A seat's face-down pile (left), face-up pile (right) and its name strip above both."""
    closed, open_pile, _ = GAMES[game]
    card = card_size(seats)
    width, _ = block_size(seats)
    x, y = block_origin(place, seats)
    cards_y = y + NAME_HEIGHT + NAME_GAP
    piles = [
        (f"seat{seat}.{closed}", (x, cards_y, *card), pile_properties("none", 0, "down", seat)),
        (
            f"seat{seat}.{open_pile}",
            (x + card[0] + GAP, cards_y, *card),
            pile_properties("none", 0, "up", seat),
        ),
    ]
    strip = max(width, STRIP_WIDTH)
    strip_x = min(max(x + (width - strip) // 2, EDGE), TABLE[0] - EDGE - strip)
    return piles, name_strip(seat, (strip_x, y, strip, NAME_HEIGHT), NAME_SIZE)


def centre(seats: int) -> TiledObject:
    card = card_size(seats)
    x, y = (TABLE[0] - card[0]) // 2, (TOP + BOTTOM - card[1]) // 2
    return ("centre", (x, y, *card), pile_properties("none", 0, "up", 0))


def layout(game: str, seats: int) -> tuple[list[TiledObject], list[TiledObject]]:
    """(piles, name strips) of a table for ``seats``, place ``seat1`` at the bottom."""
    piles, labels = [centre(seats)], []
    for seat, place in enumerate(("bottom", *PLACES[seats]), start=1):
        seat_piles, strip = seat_block(game, seat, place, seats)
        piles += seat_piles
        labels.append(strip)
    return piles, labels


# x, y, width, height of the history panel (game/ui/turns/story_panel.py): the felt left of the bottom
# seat, below the side seats; with eight seats, between the left seats and the centre
HISTORY = {
    2: "16,600,600,420",
    3: "16,600,600,420",
    4: "16,700,600,320",
    8: "460,320,416,470",
}


def tmx(game: str, seats: int) -> str:
    piles, labels = layout(game, seats)
    card = card_size(seats)
    properties: dict[str, object] = {
        "card_height": card[1],
        "card_width": card[0],
        "game": game,
        "history": HISTORY[seats],
        "seats": seats,
    }
    return map_text(properties, piles, labels)


def main(argv: list[str]) -> int:
    folder = Path(argv[0]) if argv else Path(__file__).resolve().parent.parent / "assets" / "layouts"
    for game, (_, _, counts) in GAMES.items():
        for seats in counts:
            (folder / f"{game}-{seats}.tmx").write_text(tmx(game, seats), encoding="utf-8")
            card = card_size(seats)
            places = ", ".join(PLACES[seats])
            print(f"{game}-{seats}.tmx: card {card[0]}×{card[1]}; seat 2 to {seats} at {places}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
