"""What a *safe* card is (issue 23): the one definition the table and the solver share, and the proof
that sending safe cards home by themselves never costs a win."""

from __future__ import annotations

import random

from game.bots.scotch_solver import ScotchSolver, Verdict, encode, solve
from game.core.cards import Card
from game.core.moves import MoveCards
from game.rules.scotch import ScotchState
from tests.solver_cases import deal
from tests.test_scotch_rules import arranged

WINNABLE_DEALS = 40


def test_an_ace_on_top_is_safe() -> None:
    state = arranged({"tableau.0": "5C AS"})
    assert state.safe_home_move() == MoveCards(0, "tableau.0", "foundation.0")


def test_a_card_is_safe_once_every_card_one_rank_lower_is_home() -> None:
    homes = {"foundation.0": "AH 2S", "foundation.1": "AD 2C", "foundation.2": "AS 2H"}
    state = arranged({**homes, "tableau.0": "3D", "tableau.1": "2D"})
    assert state.safe_home_move() is None  # the 2 of Diamonds is still out: it could go on the 3
    state = arranged(
        {
            "foundation.0": "AH 2S",
            "foundation.1": "AD 2C",
            "foundation.2": "AS 2H",
            "foundation.3": "AC 2D",
            "tableau.0": "3D",
        }
    )
    assert state.safe_home_move() == MoveCards(0, "tableau.0", "foundation.0")  # on the black 2


def all_safe_cards_home(state: ScotchState) -> None:
    while (move := state.safe_home_move()) is not None:
        state.apply(move)


def test_the_solver_sends_home_exactly_the_cards_the_rules_call_safe() -> None:
    """The solver's fast encoding of "safe" against the rules' own, on positions of random play."""
    shake = random.Random(23)
    compared = 0
    for seed in range(1, 61):
        state = deal(seed)
        for _ in range(shake.randrange(0, 40)):
            moves = state.legal_moves(0)
            if not moves:
                break
            state.apply(shake.choice(moves))
        solver = ScotchSolver.from_state(state)
        solver._play_safe_moves()
        all_safe_cards_home(state)
        tableau = [[encode(c) for c in state.piles[p].cards] for p in state.tableau_ids]
        homes = [encode(state.piles[f].top) if state.piles[f].top else 0 for f in state.foundation_ids]
        assert (solver.piles, solver.homes) == (tableau, homes), f"deal {seed}"
        compared += 1
    assert compared == 60


def followed(seed: int) -> list[tuple[MoveCards, Card]]:
    """The solver's winning line for the deal, with the card each move carries."""
    state = deal(seed)
    solution = solve(state)
    assert solution.verdict is Verdict.WIN
    carried = []
    for move in solution.moves:
        card = state.piles[move.source].top
        assert card is not None
        carried.append((move, card))
        state.apply(move)
    return carried


def test_safe_cards_going_home_by_themselves_never_cost_a_win() -> None:
    """On 40 winnable deals a player follows the solver's line, and after each of their moves every
    safe card goes home as the table sends it: the solver still finds a win after every such run."""
    winnable = (seed for seed in range(1, 500) if solve(deal(seed), budget=50_000).verdict is Verdict.WIN)
    deals = [seed for seed, _ in zip(winnable, range(WINNABLE_DEALS), strict=False)]
    assert len(deals) == WINNABLE_DEALS
    runs = 0
    for seed in deals:
        state = deal(seed)
        for move, card in followed(seed):
            if any(card in state.piles[f].cards for f in state.foundation_ids):
                continue  # it went home by itself
            target = move.target
            if target.startswith("foundation"):  # the same card home, wherever a foundation takes it
                homes = state.foundation_ids
                target = next(f for f in homes if not state.why_illegal(MoveCards(0, move.source, f)))
            state.apply(MoveCards(0, move.source, target))
            home = state.cards_home()
            all_safe_cards_home(state)
            if state.cards_home() > home and not state.is_won():
                runs += 1
                assert solve(state, budget=200_000).verdict is Verdict.WIN, f"deal {seed}: {state.history}"
        assert state.is_won(), f"deal {seed}"
    assert runs >= WINNABLE_DEALS  # cards went home by themselves many times, not once or twice
