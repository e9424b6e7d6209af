"""The exact Scotch solver (issue 3): proofs checked by replay and by brute force."""

from __future__ import annotations

import json
import random
from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.bots import scotch_solver
from game.bots.scotch_certificate import home_counts
from game.bots.scotch_solver import ScotchSolver, Verdict, solve
from game.core import registry
from game.core.cards import Card
from game.core.codes import parse_cards
from game.rules.scotch import SUITS_BY_COUNT, ScotchState

SPEC = registry.get("scotch")


def brute_force_wins(state: ScotchState) -> bool:
    """An independent search: the rules engine's own moves, every position kept whole, no shortcuts."""
    seen: set[str] = set()
    stack = [state]
    while stack:
        here = stack.pop()
        if here.is_won():
            return True
        key = json.dumps({pid: [c.code for c in pile.cards] for pid, pile in here.piles.items()})
        if key in seen:
            continue
        seen.add(key)
        for move in here.legal_moves(0):
            child = here.clone()
            child.apply(move)
            stack.append(child)
    return False


def small_deck(ranks: int, suits: int) -> list[Card]:
    return [Card(rank, suit) for suit in SUITS_BY_COUNT[suits] for rank in range(1, ranks + 1)]


def replays_to_a_win(state: ScotchState, moves: tuple) -> bool:
    twin = state.clone()
    for move in moves:
        twin.apply(move)
    return twin.is_won()


@pytest.mark.parametrize("seed", [14, 30, 38, 39, 40])
def test_every_winning_line_replays_through_the_rules(seed: int) -> None:
    state = SPEC.new_game(seed=seed)
    solution = solve(state, budget=50_000)
    assert solution.verdict is Verdict.WIN
    assert replays_to_a_win(state, solution.moves)


def agrees_with_brute_force(ranks: int, suits: int, examples: int) -> None:
    """Hypothesis deals the small deck at random; the solver's verdict must match the brute force's."""

    @settings(max_examples=examples, deadline=None)
    @given(st.permutations(small_deck(ranks, suits)))
    def agrees(cards: list[Card]) -> None:
        state = ScotchState.from_cards(SPEC, cards, {"ranks": ranks, "suits": suits})
        solution = solve(state, budget=1_000_000)
        assert solution.verdict is not Verdict.UNDECIDED
        assert (solution.verdict is Verdict.WIN) == brute_force_wins(state)
        if solution.verdict is Verdict.WIN:
            assert replays_to_a_win(state, solution.moves)

    agrees()


@pytest.mark.parametrize(
    ("ranks", "suits", "examples"), [(6, 2, 150), pytest.param(3, 4, 60, marks=pytest.mark.slow), (8, 2, 30)]
)
def test_the_solver_agrees_with_brute_force_on_small_decks(ranks: int, suits: int, examples: int) -> None:
    agrees_with_brute_force(ranks, suits, examples)


@pytest.mark.slow
def test_restarted_runs_agree_with_brute_force(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tiny first runs force many restarts, and each must start again from the deal itself. find_win
    is turned off: on these small decks its runs would win every winnable deal before a restart did."""
    monkeypatch.setattr(scotch_solver, "FIRST_RUN_BUDGET", 3)
    monkeypatch.setattr(scotch_solver, "FIND_WIN_QUICK_BUDGET", 0)
    monkeypatch.setattr(scotch_solver, "FIND_WIN_BUDGET", 0)
    agrees_with_brute_force(8, 2, 40)


def test_two_red_kings_on_the_two_red_aces_is_a_proven_loss() -> None:
    cards = parse_cards("AH KD 2S AD KH 3C")
    rest = [c for c in small_deck(13, 4) if c not in cards]
    state = ScotchState.from_cards(SPEC, cards + rest)
    solution = solve(state)
    assert solution.verdict is Verdict.LOSS
    assert solution.nodes <= 2


def test_a_card_that_could_go_home_is_still_a_place_for_the_card_below_it() -> None:
    """Found by Hypothesis: the dead-end test sent 5H home at once, so 4H could never be lifted onto it."""
    cards = parse_cards("6S 6H 4S AS 4H 5H 5S 3S 2S 3H 2H AH")
    state = ScotchState.from_cards(SPEC, cards, {"ranks": 6, "suits": 2})
    assert brute_force_wins(state)
    solution = solve(state)
    assert solution.verdict is Verdict.WIN and replays_to_a_win(state, solution.moves)


def test_a_search_cut_short_is_undecided_not_lost() -> None:
    hard = next(
        seed
        for seed in range(1, 200)
        if solve(SPEC.new_game(seed=seed), budget=50).verdict is Verdict.UNDECIDED
    )
    assert solve(SPEC.new_game(seed=hard), budget=50).verdict is Verdict.UNDECIDED


@pytest.mark.parametrize(
    ("codes", "message"),
    [("AS 2S", "has 52 cards, not 2"), ("AS " * 52, "AS is dealt twice")],
)
def test_a_bad_deal_is_a_clear_error(codes: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        ScotchState.from_cards(SPEC, parse_cards(codes))


def test_the_solve_command_reports_a_deal_and_refuses_bad_cards(capsys: pytest.CaptureFixture[str]) -> None:
    from main import main

    assert main(["solve", "scotch", "--deal", "14", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    (deal,) = report["deals"]
    assert deal["verdict"] == "WIN" and deal["moves"] == len(deal["solution"]) > 0
    assert main(["solve", "scotch", "--cards", "AS KX"]) == 2
    assert "'KX' is not a card code" in capsys.readouterr().err
    assert main(["solve", "scotch", "--deals", "9-3"]) == 2


def test_the_win_rate_interval_is_the_wilson_interval() -> None:
    from game.core.sample_statistics import wilson_interval

    low, high = wilson_interval(50, 100)
    assert round(low, 3) == 0.404 and round(high, 3) == 0.596
    assert wilson_interval(0, 10)[0] == 0.0


# --- positions in the middle of a game (issue 25's review: the relaxed test forgot places) ----------


def next_in_colour_order(code: int) -> int:
    """The code that goes on ``code`` at home: one rank up, the other colour."""
    return ((code >> 1) + 1) * 2 + (1 - (code & 1))


def wins_from(piles: list[list[int]], home: list[int]) -> bool:
    """An independent brute force on card codes: every move the rules allow (lone cards too)."""
    seen: set[tuple[object, ...]] = set()
    stack = [(tuple(tuple(p) for p in piles if p), tuple(home))]
    while stack:
        here_piles, here_home = stack.pop()
        if not here_piles:
            return True
        key = (tuple(sorted(here_piles)), here_home)
        if key in seen:
            continue
        seen.add(key)
        for index, pile in enumerate(here_piles):
            code = pile[-1]
            below = 0 if code >> 1 == 1 else ((code >> 1) - 1) * 2 + (1 - (code & 1))
            rest = here_piles[:index] + ((pile[:-1],) if len(pile) > 1 else ()) + here_piles[index + 1 :]
            if here_home[below] > here_home[code]:
                after = list(here_home)
                after[code] += 1
                stack.append((rest, tuple(after)))
            for target, other in enumerate(here_piles):
                if target != index and other[-1] >> 1 == (code >> 1) + 1:
                    moved = list(here_piles)
                    moved[target] = (*other, code)
                    if len(pile) > 1:
                        moved[index] = pile[:-1]
                    else:
                        del moved[index]
                    stack.append((tuple(moved), here_home))
    return False


def foundation_tops(home: list[int], ranks: int) -> list[int]:
    """Four foundations' top cards (0 when empty) that hold exactly ``home``'s cards."""
    tops: list[int] = []
    for ace in (2, 3):
        for copy in (1, 2):
            code, top = ace, 0
            while (code >> 1) <= ranks and home[code] >= copy:
                top, code = code, next_in_colour_order(code)
            tops.append(top)
    return tops


def solver_verdict(piles: list[list[int]], home: list[int], ranks: int) -> Verdict:
    solver = ScotchSolver([list(p) for p in piles], foundation_tops(home, ranks), ranks=ranks)
    return solver.solve(200_000)[0]


def test_a_card_that_went_home_stays_a_place_the_relaxed_game_remembers() -> None:
    """Q♣ home, K♥ home, Q♣ onto a K♣, J♥ home, … wins; the dead-end test once called it lost."""
    home = [2, 0] + [2] * 21 + [1, 0, 1, 0, 0, 0, 0]  # both of each code to J♣, one J♥ and one Q♥
    piles = [[24], [25], [26, 26], [27, 23, 24, 27]]
    assert wins_from(piles, home)
    assert solver_verdict(piles, home, 13) is Verdict.WIN


def test_a_free_card_sent_home_could_have_been_a_place_first() -> None:
    """5 ranks, 4 suits: 4♥ home, 5♥ home, 4♣ onto 5♣, then the rest home; once called lost."""
    home = [2, 0, 2, 1, 1, 2, 2, 1, 1, 1, 1, 0, 0, 0]
    piles = [[3, 8, 11, 9], [10], [11, 7, 4]]
    assert wins_from(piles, home)
    assert solver_verdict(piles, home, 5) is Verdict.WIN


@settings(max_examples=150, deadline=None, derandomize=True)
@given(st.randoms(use_true_random=False))
def test_the_solver_agrees_with_brute_force_in_the_middle_of_games(rng: random.Random) -> None:
    piles, home = dealt_part_way(rng, 5, 12)  # at most 12 cards out, so the brute force is quick
    if not piles:
        return
    assert (solver_verdict(piles, home, 5) is Verdict.WIN) == wins_from(piles, home)


def dealt_part_way(rng: random.Random, ranks: int, most: int) -> tuple[list[list[int]], list[int]]:
    """A random 5-rank position part way through a game: some of each colour order home, the rest
    dealt into piles of 1 to 3, some built down by one as play builds them (none if over ``most``)."""
    home = [0] * (2 * ranks + 4)
    home[0] = 2
    cards: list[int] = []
    for ace in (2, 3):
        for _ in (1, 2):
            height, code = rng.randint(0, ranks), ace
            for rank in range(1, ranks + 1):
                if rank <= height:
                    home[code] += 1
                else:
                    cards.append(code)
                code = next_in_colour_order(code)
    rng.shuffle(cards)
    if len(cards) > most:
        return [], home
    piles: list[list[int]] = []
    while cards:
        pile = [cards.pop() for _ in range(min(len(cards), rng.randint(1, 3)))]
        while rng.random() < 0.6:
            lower = [c for c in cards if c >> 1 == (pile[-1] >> 1) - 1]
            if not lower:
                break
            pile.append(lower[0])
            cards.remove(lower[0])
        piles.append(pile)
    return piles, home


@pytest.mark.slow
def test_the_dead_end_test_never_calls_a_winnable_middle_game_position_lost() -> None:
    """30,000 random 5-rank, 4-suit positions: each the dead-end test calls lost, the brute force
    must find lost too (the test once forgot places that had gone home: 50 in 15,000 were wrong)."""
    rng = random.Random(25)
    dead = 0
    for _ in range(30_000):
        piles, home = dealt_part_way(rng, 5, 14)
        if not piles:
            continue
        solver = ScotchSolver([list(p) for p in piles], foundation_tops(home, 5), ranks=5)
        solver._play_safe_moves()
        if solver.home_count == solver.total or not solver._dead_end():
            continue
        dead += 1
        home_now = list(home_counts(solver.homes, 5))
        assert not wins_from([p for p in solver.piles if p], home_now), (piles, home)
    assert dead > 1000  # the test saw enough dead ends to mean something


# --- the last hunt for a win: best-first, lost corners cut by the waiting game (issue 25) ----------


# each hunt the waiting game steers, as the solver calls it; and the dive with tests of 3 states, where
# most positions are left open, not won, so the dive must come back for them, alone and as a first dive
# that runs out of states and hands over to the next, which starts again from the position
WAITING_HUNTS: dict[str, Callable[[ScotchSolver], tuple[list[tuple[int, int, bool]], int]]] = {
    "best-first": lambda solver: solver._waiting_hunt(1_000_000),
    "dives": lambda solver: solver._waiting_dive(1_000_000),
    "dive, tests left open": lambda solver: solver._waiting_dive(1_000_000, ((3, 10**9),)),
    "dives, the first run out": lambda solver: solver._waiting_dive(1_000_000, ((3, 20), (1_000, 10**9))),
}


@pytest.mark.parametrize("hunt", WAITING_HUNTS)
@settings(max_examples=120, deadline=None, derandomize=True)
@given(st.randoms(use_true_random=False))
def test_the_waiting_hunts_win_exactly_the_winnable_positions(hunt: str, rng: random.Random) -> None:
    """The hunts the waiting game steers, best-first and the dives, cut only what it or the relaxed
    game proves lost, so, given the positions, each wins every winnable position and only those, and
    its line is real: replayed move by move from the position, it brings every card home."""
    piles, home = dealt_part_way(rng, 5, 12)
    if not piles:
        return
    solver = ScotchSolver([list(p) for p in piles], foundation_tops(home, 5), ranks=5)
    line, _ = WAITING_HUNTS[hunt](solver)
    assert bool(line) == wins_from(piles, home)
    assert_brings_every_card_home(piles, home, line)


def assert_brings_every_card_home(
    piles: list[list[int]], home: list[int], line: list[tuple[int, int, bool]], ranks: int = 5
) -> None:
    """``line`` (none, or a win) replayed move by move from the position, by the rules as codes: each
    card goes onto a card one rank higher or onto its foundation, and at the end no card is left."""
    real = [list(p) for p in piles]
    tops = foundation_tops(home, ranks)
    for source, target, to_home in line:
        code = real[source].pop()
        if to_home:
            assert scotch_solver.home_among(tops, code) is not None and tops[target] == (
                0 if code >> 1 == 1 else ((code >> 1) - 1) * 2 + (1 - (code & 1))
            )
            tops[target] = code
        else:
            assert real[target] and real[target][-1] >> 1 == (code >> 1) + 1
            real[target].append(code)
    if line:
        assert not any(real), "the line leaves cards in the piles"


@pytest.mark.slow
@pytest.mark.parametrize("deal", [2153, 4664, 4860, 5060, 8745])
def test_the_waiting_dive_wins_deals_every_other_hunt_left_open(deal: int) -> None:
    """Deals 2153, 4664, 4860, 5060 and 8745 stayed undecided for a minute each until the dives (issue
    25): they win them, and the line replays through the rules engine from the deal. 4860 and 8745
    need the second dive, whose tests see further. It tries the moves in their plain order whatever
    shaken order a restarted run left (2153 is won in that one only), and gives that order back for
    the searches after it."""
    state = SPEC.new_game(seed=deal)
    solver = ScotchSolver.from_state(state)
    shaken = solver.rng = random.Random(1)
    line, _ = solver._waiting_dive(1_000_000)
    assert solver.rng is shaken
    assert line
    assert replays_to_a_win(state, scotch_solver.table_moves(state, line))


@pytest.mark.slow
@pytest.mark.parametrize("deal", [4664, 8745])
def test_hint_and_the_solve_command_win_deals_only_the_dive_wins_within_a_minute(deal: int) -> None:
    """The dives are phases of the solver: the whole solver, as Hint and the win-rate run call it,
    wins deals that only they win, with the first dive (4664) or the second (8745)."""
    state = SPEC.new_game(seed=deal)
    solution = solve(state, budget=5_000_000, time_limit=60)
    assert solution.verdict is Verdict.WIN
    assert replays_to_a_win(state, solution.moves)


@pytest.mark.parametrize("ranks, suits", [(6, 2), (8, 2)])
def test_the_waiting_hunts_wins_replay_through_the_rules(ranks: int, suits: int) -> None:
    """On whole small deals, dealt at random, a win the hunt finds is a win of the rules engine."""
    rng = random.Random(ranks * 10 + suits)
    found = 0
    for _ in range(25):
        cards = small_deck(ranks, suits)
        rng.shuffle(cards)
        state = ScotchState.from_cards(SPEC, cards, {"ranks": ranks, "suits": suits})
        solver = ScotchSolver.from_state(state)
        line, _ = solver._waiting_hunt(200_000)
        if line:
            found += 1
            assert replays_to_a_win(state, scotch_solver.table_moves(state, line))
        else:
            assert solve(state, budget=1_000_000).verdict is Verdict.LOSS
    assert found
