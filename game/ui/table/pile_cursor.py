"""Keyboard navigation over piles: the arrow keys go to the nearest pile that way.

Distances are measured between slot centres on the virtual table, with
sideways distance weighted more than distance ahead, so "down" prefers the
pile straight below over a nearer one off to the side.
"""

from __future__ import annotations

from game.ui.table.layout import TableLayout

DIRECTIONS = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}
SIDEWAYS_WEIGHT = 2.5
CONE = 3.0  # a pile counts as "that way" when it is at most three times as far sideways as ahead


def nearest_pile(layout: TableLayout, pile_id: str, direction: str) -> str | None:
    """The pile nearest to ``pile_id`` in ``direction``, or None at the table's edge."""
    dx, dy = DIRECTIONS[direction]
    half_card = layout.card_size[0] / 2
    here = layout.slots[pile_id]
    hx, hy = here.x + half_card, here.y + here.height / 2
    best, best_score = None, float("inf")
    for other_id, slot in layout.slots.items():
        vx, vy = slot.x + half_card - hx, slot.y + slot.height / 2 - hy
        ahead = vx * dx + vy * dy
        sideways = abs(vx * dy) + abs(vy * dx)
        if other_id == pile_id or ahead <= 0 or sideways > CONE * ahead:
            continue
        score = ahead + SIDEWAYS_WEIGHT * sideways
        if score < best_score:
            best, best_score = other_id, score
    return best
