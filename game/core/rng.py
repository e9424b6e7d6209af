"""A seeded random generator that gives the same numbers everywhere.

Python's ``random.shuffle`` may change between versions, and a deal number
must mean the same deal on every machine for ever. This is PCG32
(O'Neill, pcg-random.org) written out in integers, with an unbiased bounded
draw and a Fisher-Yates shuffle on top. Its whole state is two integers, so it
goes into JSON as it is.
"""

from __future__ import annotations

from typing import TypeVar

T = TypeVar("T")

_MASK64 = (1 << 64) - 1
_MULTIPLIER = 6364136223846793005
_DEFAULT_STREAM = 1442695040888963407


class SeededRandom:
    """PCG32 (XSH-RR output) with a 64-bit state."""

    def __init__(self, seed: int, stream: int = _DEFAULT_STREAM) -> None:
        self.increment = ((stream << 1) | 1) & _MASK64
        self.state = 0
        self._step()
        self.state = (self.state + (seed & _MASK64)) & _MASK64
        self._step()

    def _step(self) -> None:
        self.state = (self.state * _MULTIPLIER + self.increment) & _MASK64

    def next_u32(self) -> int:
        old = self.state
        self._step()
        xorshifted = (((old >> 18) ^ old) >> 27) & 0xFFFFFFFF
        rotation = old >> 59
        return ((xorshifted >> rotation) | (xorshifted << ((-rotation) & 31))) & 0xFFFFFFFF

    def below(self, bound: int) -> int:
        """A uniform integer in [0, bound), without modulo bias."""
        if not 0 < bound <= 1 << 32:
            raise ValueError(f"bound must be in 1..2**32, not {bound}")
        threshold = (1 << 32) % bound
        while True:
            value = self.next_u32()
            if value >= threshold:
                return value % bound

    def shuffle(self, items: list[T]) -> None:
        """Fisher-Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: list[T]) -> T:
        return items[self.below(len(items))]

    def to_json(self) -> dict[str, int]:
        return {"state": self.state, "increment": self.increment}

    @classmethod
    def from_json(cls, data: dict[str, int]) -> SeededRandom:
        rng = cls(0)
        rng.state, rng.increment = int(data["state"]), int(data["increment"])
        return rng
