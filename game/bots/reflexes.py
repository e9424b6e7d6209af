"""How quickly and how widely a bot at a real-time table reacts: shared by the race games.

A person at a race neither reacts in a fixed time nor sees every pile at every
glance. ``Reflexes`` holds both as numbers per level: a reaction time drawn
afresh for each decision from a log-normal distribution (most reactions near
the median, a long tail of slow ones, never faster than a floor), and, per
area of the table, the chance that one pile there is noticed at one look.
Nothing here knows a game: Scrooge and Repezita name their own areas.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Reflexes:
    """Reaction time and attention of one kind of player."""

    median_seconds: float
    spread: float  # the standard deviation of the reaction time's logarithm
    fastest_seconds: float
    attention: Mapping[str, float] = field(default_factory=dict)  # area → chance a pile is noticed

    def __post_init__(self) -> None:
        if not 0 < self.fastest_seconds <= self.median_seconds:
            raise ValueError("reaction times need 0 < fastest ≤ median")
        if any(not 0 <= chance <= 1 for chance in self.attention.values()):
            raise ValueError("attention is a chance between 0 and 1")

    def reaction_time(self, rng: random.Random) -> float:
        """Seconds from looking to the move landing, drawn afresh each time."""
        drawn = rng.lognormvariate(math.log(self.median_seconds), self.spread)
        return max(self.fastest_seconds, drawn)

    def notices(self, rng: random.Random, area: str) -> bool:
        """Whether one pile in ``area`` catches the eye at this look (areas not listed always do)."""
        chance = self.attention.get(area, 1.0)
        return chance >= 1.0 or rng.random() < chance
