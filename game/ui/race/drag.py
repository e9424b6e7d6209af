"""What the mouse seat holds at a race table (Scrooge, Repezita): the cards, and when it took them.

A race judges a person's move on what they could see (``RaceTable.person_look``): the table a
reaction time before the drop, or when the press began if that is older, so a rival who played
in between beats it (DESIGN.md §3, docs/races.md).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.ui.table.pointer import Drag


@dataclass
class RaceDrag(Drag):
    """Cards the mouse seat holds, and the table position when it took them."""

    began: int = 0
