"""Scrooge's score: per round and over a game (seed 000, "Scoring" and "Ending the Game").

Per place: +1 for each card of its own deck on the foundations (sorted by backs;
a joker counts for the deck it belongs to), −2 for each card left in its Scrooge
pile (−3 with double penalty), +10 to the caller (none with "no bonus").
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import asdict, dataclass
from typing import Any

from game.core.cards import Card

BONUS = 10
PENALTY = 2
DOUBLE_PENALTY = 3


@dataclass(frozen=True)
class RoundScore:
    """One place's breakdown for a round: what the round screen shows."""

    played: int  # cards of its deck on the foundations
    left: int  # cards left in its Scrooge pile
    penalty_per_card: int
    bonus: int

    @property
    def total(self) -> int:
        return self.played - self.left * self.penalty_per_card + self.bonus

    def to_json(self) -> dict[str, int]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> RoundScore:
        return cls(int(data["played"]), int(data["left"]), int(data["penalty_per_card"]), int(data["bonus"]))


def score_place(
    deck: int,
    foundation_cards: Iterable[Card],
    scrooge_left: int,
    called: bool,
    double_penalty: bool = False,
    no_bonus: bool = False,
) -> RoundScore:
    played = sum(1 for card in foundation_cards if card.deck == deck)
    penalty = DOUBLE_PENALTY if double_penalty else PENALTY
    bonus = BONUS if called and not no_bonus else 0
    return RoundScore(played, scrooge_left, penalty, bonus)


def game_is_decided(totals: list[int], rounds_played: int, target: int, rounds: int) -> bool:
    """A fixed number of rounds, when chosen, ends the game; otherwise reaching the target does."""
    if rounds:
        return rounds_played >= rounds
    return max(totals, default=0) >= target


def placings(totals: list[int]) -> list[int]:
    """1 for the highest total; equal totals share a placing."""
    return [1 + sum(other > total for other in totals) for total in totals]
