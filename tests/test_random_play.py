"""Every registered game, at every seat count, keeps the §3 invariants under random play."""

from __future__ import annotations

import pytest

from game.core import registry
from game.core.moves import Move
from game.core.protocol import GameState
from game.core.rng import SeededRandom
from game.rules.repezita import PlayCard, RepezitaState
from tests.harness import Chooser, play_random_game

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
    "repezita": 4,
}
# Repezita deals are played far enough for most to end (every seat out but one).
MAX_MOVES = {"repezita": 400}
# Repezita's wrong cards are moves too (a person must be able to make them), though not listed.
WRONG_CARD_IN = 25  # one move in about 25
# Seconds that pass when nobody can play: Repezita's stall rule then clears the centre.
WAITS = {"repezita": 2.5}


def play_sometimes_a_wrong_card(state: GameState, moves: list[Move], rng: SeededRandom) -> Move:
    """A legal card most of the time; now and then a card that does not follow the top."""
    assert isinstance(state, RepezitaState)
    top, onto = state.top(), state.top_code()
    if top is not None and rng.below(WRONG_CARD_IN) == 0:
        wrong = [
            PlayCard(seat, state.save_card(card), onto)
            for seat in state.holding()
            for card in state.hand(seat)
            if state.save_card(card) not in state.fitting(seat, onto)
        ]
        if wrong:
            return rng.choice(wrong)
    return rng.choice(moves)


CHOOSERS: dict[str, Chooser] = {"repezita": play_sometimes_a_wrong_card}
# The quick suite (make test) plays each game at its fewest seats, and only Scotch's first deals;
# every seat count, and all of Scotch's DEALS, are slow tests (make test-all, .ci/run).
QUICK_DEALS = {"scotch": 10}


def cases() -> list[object]:
    found: list[object] = []
    for spec in registry.all_games():
        fewest = min(spec.seat_choices())
        deals = DEALS.get(spec.id, 25)
        for seats in spec.seat_choices():
            if spec.id in QUICK_DEALS:
                found.append(pytest.param(spec.id, seats, QUICK_DEALS[spec.id]))
                found.append(pytest.param(spec.id, seats, deals, marks=pytest.mark.slow))
            elif seats == fewest:
                found.append(pytest.param(spec.id, seats, deals))
            else:
                found.append(pytest.param(spec.id, seats, deals, marks=pytest.mark.slow))
    return found


@pytest.mark.parametrize(("game_id", "seats", "deals"), cases())
def test_random_play_keeps_every_invariant(game_id: str, seats: int, deals: int) -> None:
    spec = registry.get(game_id)
    for seed in range(1, deals + 1):
        play_random_game(
            spec,
            seats,
            seed,
            max_moves=MAX_MOVES.get(game_id, 150),
            probes=2,
            choose=CHOOSERS.get(game_id),
            wait=WAITS.get(game_id, 0.0),
        )
