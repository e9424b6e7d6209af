"""Where the picker's group headings and game cards go: rows of cards that re-flow, never shrink.

Issue 21 (point 5): every window and text size must fit with text no smaller, so the picker
chooses how many cards a row holds from the text size (a card is never narrower than its
words need), flows the groups into those rows, and shows as many whole rows as the window
holds; the rest are reached by scrolling a row at a time. Nothing here draws: it is geometry
in virtual pixels, given each card's height for a width (``card_height``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

GAP = 16  # virtual pixels between cards, and between rows


@dataclass(frozen=True)
class Placed:
    """A game's card or a group's heading: its row, first column and the columns it spans."""

    name: str  # the game's id, or the group's heading
    row: int
    column: int
    span: int = 1


@dataclass(frozen=True)
class Flow:
    """The cards and headings in rows, and each row's height (heading band included)."""

    columns: int
    card_width: float
    cards: tuple[Placed, ...]
    headings: tuple[Placed, ...]
    row_heights: tuple[float, ...]
    heading_band: float
    continued: tuple[Placed, ...] = ()  # a group's heading again over each later row it goes on in

    def lead_band(self, first_row: int) -> float:
        """Room above ``first_row`` for the heading of a group it goes on with, when the view starts
        there and the row has no heading band of its own: cards never show without their group."""
        starts_mid_group = any(heading.row == first_row for heading in self.continued)
        has_band = any(heading.row == first_row for heading in self.headings)
        return self.heading_band if starts_mid_group and not has_band else 0.0

    def row_top(self, row: int) -> float:
        """A row's top below the first row's top."""
        return sum(self.row_heights[:row]) + GAP * row

    def rows_shown(self, first_row: int, height: float) -> int:
        """How many whole rows from ``first_row`` fit ``height`` (at least one, so a row is always shown)."""
        shown = 0
        height -= self.lead_band(first_row)
        for row in range(first_row, len(self.row_heights)):
            if shown and self.row_top(row + 1) - GAP - self.row_top(first_row) > height:
                break
            shown += 1
        return shown

    def clamped_first_row(self, first_row: int, height: float) -> int:
        """``first_row`` kept in range, and never so far down that the last page is not full."""
        first_row = max(0, min(first_row, len(self.row_heights) - 1))
        while first_row > 0 and first_row - 1 + self.rows_shown(first_row - 1, height) >= len(
            self.row_heights
        ):
            first_row -= 1
        return first_row

    def first_row_showing(self, row: int, first_row: int, height: float) -> int:
        """The first row to show so ``row`` is shown, moving as little as it can from ``first_row``."""
        if row < first_row:
            return row
        while row >= first_row + self.rows_shown(first_row, height):
            first_row += 1
        return first_row


def column_count(width: float, widest_card: float, most: int) -> int:
    """As many columns as fit ``width`` with no card narrower than ``widest_card`` (at least one)."""
    for columns in range(most, 1, -1):
        if (width - GAP * (columns - 1)) / columns >= widest_card:
            return columns
    return 1


def flow(
    groups: Sequence[tuple[str, Sequence[str]]],
    columns: int,
    width: float,
    card_height: Callable[[str, float], float],
    heading_band: float,
) -> Flow:
    """Groups left to right: a group that does not fit the rest of a row starts the next one, but a
    group wider than a whole row starts at once and goes on over the next rows (its heading only
    over its first, and in ``continued`` over the others, for a view that starts there), since it
    must break somewhere."""
    cards: list[Placed] = []
    headings: list[Placed] = []
    continued: list[Placed] = []
    row = column = 0
    for heading, games in groups:
        if column and columns - column < len(games) <= columns:
            row, column = row + 1, 0
        headings.append(Placed(heading, row, column, min(len(games), columns - column)))
        for index, game in enumerate(games):
            if column == columns:
                row, column = row + 1, 0
                continued.append(Placed(heading, row, 0, min(len(games) - index, columns)))
            cards.append(Placed(game, row, column))
            column += 1
    card_width = (width - GAP * (columns - 1)) / columns
    heights = []
    for each in range(row + 1):
        tallest = max((card_height(card.name, card_width) for card in cards if card.row == each), default=0.0)
        band = heading_band if any(heading.row == each for heading in headings) else 0.0
        heights.append(band + tallest)
    return Flow(
        columns, card_width, tuple(cards), tuple(headings), tuple(heights), heading_band, tuple(continued)
    )


Box = tuple[float, float, float, float]


def nearest_that_way(boxes: Sequence[Box], start: int, across: int, down: int) -> int | None:
    """The box nearest ``boxes[start]`` in the direction (``across``, ``down``), by top-left corners, so
    from a card Down reaches the small buttons on it before the card below; None when none lies there."""
    here_x, here_y = boxes[start][:2]
    best: tuple[float, int] | None = None
    for index, (x, y, _, _) in enumerate(boxes):
        dx, dy = x - here_x, y - here_y
        ahead = dx * across + dy * down
        if index == start or ahead <= 1:
            continue
        score = ahead + 3 * (abs(dy) if across else abs(dx))
        if best is None or score < best[0]:
            best = (score, index)
    return None if best is None else best[1]
