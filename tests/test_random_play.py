"""Every registered game, at every seat count, keeps the §3 invariants under random play."""

from __future__ import annotations

import pytest

from game.core import registry
from tests.harness import play_random_game

# Scrooge's six seats have many moves to list and probe at every step: fewer deals keep it quick.
# Random Scorzo rarely melds a hand, so these stop at max_moves; test_scorzo_rules plays games to the end.
# The Scroker family's sessions are checked more closely (chips too) in test_scroker_rules.
# Schrum Schrum and Tač are also played to their end in their own rules tests.
DEALS = {
    "scotch": 200,
    "scrooge": 2,
    "scorzo": 3,
    "scroker": 3,
    "spit": 3,
    "longhorn": 3,
    "dealers-choice": 3,
    "schrum": 8,
    "tac": 8,
}
CASES = [(spec.id, seats) for spec in registry.all_games() for seats in spec.seat_choices()]


@pytest.mark.parametrize(("game_id", "seats"), CASES)
def test_random_play_keeps_every_invariant(game_id: str, seats: int) -> None:
    spec = registry.get(game_id)
    deals = DEALS.get(game_id, 25)
    for seed in range(1, deals + 1):
        play_random_game(spec, seats, seed, max_moves=150, probes=2)
