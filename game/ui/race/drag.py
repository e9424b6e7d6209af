"""What the mouse seat holds at a race table (Scrooge, Repezita): the cards, and the position it saw.

A race judges a person's move on the table as it stood when the press began (``RaceTable.look``),
so a rival who played in between beats it (DESIGN.md §3).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.ui.table.pointer import Drag


@dataclass
class RaceDrag(Drag):
    """Cards the mouse seat holds, and the table position it saw when it took them."""

    seen: int = 0
