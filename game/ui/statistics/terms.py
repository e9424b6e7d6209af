"""Each game's best score in its own terms, as data: what the score counts and which way is better.

Scorzo is won on the fewest points; the Scroker games end with chips, Scrooge with points, the most
winning. The other games have no score worth keeping beyond places, time and moves (their rules'
"scores" are the cards a seat still held).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ScoreTerms:
    """What a game's score counts ("points", "chips") and whether fewer is better."""

    unit: str
    lower_wins: bool = False

    def best_words(self) -> str:
        """How the best score is named on the statistics screen."""
        return f"{'Fewest' if self.lower_wins else 'Most'} {self.unit} in a win"


SCORED: dict[str, ScoreTerms] = {
    "scorzo": ScoreTerms("points", lower_wins=True),
    "scrooge": ScoreTerms("points"),
    "scroker": ScoreTerms("chips"),
    "spit": ScoreTerms("chips"),
    "longhorn": ScoreTerms("chips"),
    "dealers-choice": ScoreTerms("chips"),
}


def score_terms(game_id: str) -> ScoreTerms | None:
    """The game's score terms; None for a game counted by places, time and moves alone."""
    return SCORED.get(game_id)
