"""Where the pips of a number card go, and how large they may be (DESIGN.md §7).

The classic layouts put the 9's and 10's middle pips between two rows of the outer columns, closer
to them than to anything else; at the size a 6 or an 8 prints its pips those would touch. So each
card's pips are as large as its deck prints them (``largest``) unless that leaves less than a clear
gap between two pips' boxes: then the largest size that keeps the gap, so the pips stay countable
at every card size.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

# Where pips sit on number cards: (column -1/0/1, row 0..1 from top); lower rows print upside down.
PIP_LAYOUT: dict[int, list[tuple[int, float]]] = {
    2: [(0, 0), (0, 1)],
    3: [(0, 0), (0, 0.5), (0, 1)],
    4: [(-1, 0), (1, 0), (-1, 1), (1, 1)],
    5: [(-1, 0), (1, 0), (0, 0.5), (-1, 1), (1, 1)],
    6: [(c, r) for r in (0, 0.5, 1) for c in (-1, 1)],
    7: [(c, r) for r in (0, 0.5, 1) for c in (-1, 1)] + [(0, 0.25)],
    8: [(c, r) for r in (0, 0.5, 1) for c in (-1, 1)] + [(0, 0.25), (0, 0.75)],
    9: [(c, r) for r in (0, 1 / 3, 2 / 3, 1) for c in (-1, 1)] + [(0, 0.5)],
    10: [(c, r) for r in (0, 1 / 3, 2 / 3, 1) for c in (-1, 1)] + [(0, 1 / 6), (0, 5 / 6)],
}
PIP_GAP = 0.025  # of the card's width: the least clear space between two pips' boxes (at least a pixel)
SMALLEST_PIP = 3  # pixels tall: a smaller mark is a dot, whatever the gap

PipBox = tuple[pygame.Rect, float]  # a pip's box as drawn, and its row (lower rows may turn over)


def pip_boxes(count: int, field: pygame.Rect, pip_size: tuple[int, int]) -> list[PipBox]:
    """The box each of ``count`` pips is drawn in, in ``field``; the outer columns touch its sides."""
    pip_w, pip_h = pip_size
    column_dx = field.width / 2 - pip_w * 0.5
    row_span = field.height - pip_h
    boxes = []
    for column, row in PIP_LAYOUT[count]:
        centre_x = field.centerx + column * column_dx
        centre_y = field.top + pip_h / 2 + row * row_span
        boxes.append(
            (pygame.Rect(round(centre_x - pip_w / 2), round(centre_y - pip_h / 2), pip_w, pip_h), row)
        )
    return boxes


def apart(first: pygame.Rect, second: pygame.Rect, gap: int) -> bool:
    """Whether ``gap`` clear pixels or more lie between the two boxes, across or down."""
    across = max(second.left - first.right, first.left - second.right)
    down = max(second.top - first.bottom, first.top - second.bottom)
    return max(across, down) >= gap


def fitted_pips(
    count: int, field: pygame.Rect, card_width: int, largest: int, sprite: Callable[[int], pygame.Surface]
) -> tuple[pygame.Surface, list[PipBox]]:
    """The pip (``sprite`` of a height) and its boxes: ``largest`` pixels tall, or less where two would
    come closer than ``PIP_GAP``."""
    gap = max(1, round(card_width * PIP_GAP))
    height = max(SMALLEST_PIP, largest)
    while True:
        pip = sprite(height)
        boxes = pip_boxes(count, field, pip.get_size())
        if height <= SMALLEST_PIP or _spaced(boxes, gap):
            return pip, boxes
        height -= 1


def _spaced(boxes: list[PipBox], gap: int) -> bool:
    rects = [box for box, _ in boxes]
    return all(apart(a, b, gap) for i, a in enumerate(rects) for b in rects[i + 1 :])
