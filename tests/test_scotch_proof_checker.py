"""The loss-certificate checker (issue 25): the solver's proofs pass, tampered ones are refused."""

from __future__ import annotations

import ast
import dataclasses
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.bots import scotch_proof_checker
from game.bots.scotch_certificate import LossCertificate, home_counts
from game.bots.scotch_proof_checker import Game, check, read_certificate, relaxed_lost
from game.bots.scotch_solver import ScotchSolver, Verdict, encode, solve
from game.core import registry
from game.core.cards import Card
from game.rules.scotch import ScotchState
from tests.test_scotch_solver import brute_force_wins, dealt_part_way, small_deck, wins_from

SPEC = registry.get("scotch")
LOST_DEALS = (3, 8, 9, 28)  # full-deck deals the solver proves lost
SMALL = {"ranks": 8, "suits": 2}
SMALL_LOST_DEAL = 73  # an 8-rank, 2-suit deal whose proof searched 127 positions


def table_piles(state: ScotchState) -> list[list[int]]:
    return [[encode(card) for card in state.piles[pile].cards] for pile in state.tableau_ids]


def proof(state: ScotchState) -> LossCertificate:
    solution = solve(state, certificate=True)
    assert solution.verdict is Verdict.LOSS and solution.certificate is not None
    return solution.certificate


@pytest.fixture(scope="module")
def small_proof() -> LossCertificate:
    certificate = proof(SPEC.new_game(seed=SMALL_LOST_DEAL, options=SMALL))
    assert len(certificate.games[2]) > 50
    return certificate


def test_the_checker_does_not_import_the_solver() -> None:
    tree = ast.parse(Path(scotch_proof_checker.__file__).read_text(encoding="utf-8"))
    imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    imported |= {
        alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names
    }
    assert not any("scotch_solver" in (name or "") for name in imported)
    assert {"game.bots.scotch_certificate"} <= imported


# --- the solver's own proofs pass -------------------------------------------------------------------


def certificates_pass_on_small_decks(ranks: int, suits: int, examples: int) -> None:
    """Hypothesis deals the small deck at random; every loss the brute force confirms must check."""

    @settings(max_examples=examples, deadline=None)
    @given(st.permutations(small_deck(ranks, suits)))
    def passes(cards: list[Card]) -> None:
        state = ScotchState.from_cards(SPEC, cards, {"ranks": ranks, "suits": suits})
        solution = solve(state, certificate=True)
        if solution.verdict is not Verdict.LOSS:
            return
        assert not brute_force_wins(state)
        assert solution.certificate is not None
        result = check(solution.certificate, table_piles(state), ranks=ranks)
        assert result.ok, result.problems

    passes()


@pytest.mark.parametrize(
    ("ranks", "suits", "examples"),
    [
        (6, 2, 40),
        pytest.param(3, 4, 40, marks=pytest.mark.slow),
        (8, 2, 6),
        pytest.param(8, 2, 60, marks=pytest.mark.slow),
    ],
)
def test_the_solvers_certificates_for_small_deck_losses_pass(ranks: int, suits: int, examples: int) -> None:
    certificates_pass_on_small_decks(ranks, suits, examples)


@pytest.mark.parametrize("deal", LOST_DEALS)
def test_the_solvers_certificates_for_lost_deals_pass(deal: int) -> None:
    state = SPEC.new_game(seed=deal)
    result = check(proof(state), table_piles(state))
    assert result.ok, result.problems


def test_a_certificate_that_went_through_json_still_passes(small_proof: LossCertificate) -> None:
    state = SPEC.new_game(seed=SMALL_LOST_DEAL, options=SMALL)
    again = read_certificate(small_proof.to_json())
    assert again == small_proof
    assert check(again, table_piles(state), ranks=8).ok


# --- tampered certificates are refused, each with a sentence -----------------------------------------


def refused(certificate: LossCertificate, ranks: int = 8, **where: object) -> str:
    result = check(certificate, ranks=ranks, **where)  # type: ignore[arg-type]
    assert not result.ok
    return " ".join(result.problems)


def test_a_position_removed_from_a_closed_set_is_refused(small_proof: LossCertificate) -> None:
    closed = small_proof.games[2]
    sentences = [
        refused(dataclasses.replace(small_proof, games={2: closed - {position}}))
        for position in sorted(closed)[::10]
    ]
    assert all("does not cover" in sentence or "is not covered" in sentence for sentence in sentences)
    assert any(
        "its move" in sentence and "leads to a position the certificate does not cover"
        for sentence in sentences
    )


def test_a_won_position_in_a_closed_set_is_refused(small_proof: LossCertificate) -> None:
    won = ((), home_counts([16, 17], 8))  # the two Kings' foundations full
    tampered = dataclasses.replace(small_proof, games={2: small_proof.games[2] | {won}})
    assert "is won, so it cannot be in a proof of loss" in refused(tampered)


def test_a_dead_end_the_relaxed_game_wins_is_refused(small_proof: LossCertificate) -> None:
    nearly_won = (((17,),), home_counts([14, 16], 8))  # the red King is all that is left, and it can go home
    tampered = dataclasses.replace(small_proof, relaxed_dead=small_proof.relaxed_dead | {nearly_won})
    assert "the relaxed game can still bring every card home" in refused(tampered)


def test_a_winnable_position_claimed_dead_is_refused() -> None:
    """Q♣ home, K♥ home, Q♣ onto a K♣, J♥ home, … wins: a relaxed game that forgets that a card gone
    home was a place to move onto called it dead, and the checker accepted it."""
    piles = ((24,), (25,), (26, 26), (27, 23, 24, 27))
    home = tuple([2, 0] + [2] * 21 + [1, 0, 1, 0, 0, 0, 0])
    assert wins_from([list(p) for p in piles], list(home))
    claimed = LossCertificate(13, piles, home, {2: frozenset()}, frozenset({(tuple(sorted(piles)), home)}))
    assert "the relaxed game can still bring every card home" in refused(claimed, ranks=13)


@pytest.mark.slow
def test_the_checkers_relaxed_game_never_calls_a_winnable_middle_game_position_dead() -> None:
    rng = random.Random(26)
    dead = 0
    for _ in range(30_000):
        piles, home = dealt_part_way(rng, 5, 14)
        position = (tuple(sorted(tuple(p) for p in piles)), tuple(home))
        if not piles or not relaxed_lost(position, 5):
            continue
        dead += 1
        assert not wins_from(piles, home), position
    assert dead > 1000


def test_a_certificate_for_another_deal_is_refused() -> None:
    certificate = proof(SPEC.new_game(seed=LOST_DEALS[0]))
    other = table_piles(SPEC.new_game(seed=LOST_DEALS[1]))
    assert "about another position" in refused(certificate, ranks=13, root_piles=other)


def test_a_root_the_certificate_does_not_cover_is_refused(small_proof: LossCertificate) -> None:
    winnable = next(
        state
        for seed in range(1, 100)
        if solve(state := SPEC.new_game(seed=seed, options=SMALL)).verdict is Verdict.WIN
    )
    tampered = dataclasses.replace(small_proof, root=tuple(tuple(pile) for pile in table_piles(winnable)))
    assert "is not covered by the certificate" in refused(tampered)


@pytest.mark.parametrize(
    "text",
    [
        "not json",
        '{"format": "scotch-loss-certificate", "version": 1}',
        '{"format": "scotch-loss-certificate", "version": 1, "ranks": 8, "root": [], "root_home": [],'
        ' "games": [], "relaxed_dead": []}',
        "[1, 2]",
    ],
)
def test_a_file_that_is_not_a_certificate_is_a_value_error(text: str) -> None:
    with pytest.raises(ValueError, match="not a loss certificate"):
        read_certificate(text)


def test_a_malformed_position_is_refused_before_it_is_played(small_proof: LossCertificate) -> None:
    bad_home = ((((3, 5),), (1,) + (0,) * 19),)  # home[0] must be 2
    tampered = dataclasses.replace(small_proof, relaxed_dead=small_proof.relaxed_dead | frozenset(bad_home))
    assert "is malformed: its home counts" in refused(tampered)
    foreign = dataclasses.replace(small_proof, root=((3, 99),))
    assert "not a card of game 2" in refused(foreign)
    short = dataclasses.replace(small_proof, root=small_proof.root[1:])
    assert "does not hold a whole deck of 8 ranks" in refused(short)
    two_on_nothing = (((3,),), (2, 0, 0, 0, 0, 1) + (0,) * 14)  # a red 2 home with no black Ace
    tampered = dataclasses.replace(small_proof, relaxed_dead=small_proof.relaxed_dead | {two_on_nothing})
    assert "is malformed: more 2♥ than A♣ are home" in refused(tampered)


# --- the lemmas, as the checker applies them -------------------------------------------------------


def abstraction_trap() -> LossCertificate:
    """A winnable position whose projection onto game 3 (Aces and Kings, 3 ranks) would look lost.

    Two black Kings (6) and one black Ace (2) are out, the other black Ace and
    a red 2 (5) are home: piles A♣ K♣ | K♣ | 2♥. Sending the King on top of the
    Ace home first wins. In game 3 the lone King can go home as well, and with
    no 2 in its piles it looks safe; after it, the other King waits for the
    Ace under itself for ever. The King is not safe: its twin needs the
    foundation it took until the Ace beneath that twin is home.
    """
    home = [2, 0, 1, 2, 2, 1, 0, 2, 0, 0]  # black chain: one Ace and a red 2 home; red chain all home
    king_waits = (((2, 6),), (2, 0, 1, 2, 0, 0, 1, 2, 0, 0))
    return LossCertificate(
        ranks=3,
        root=((2, 6), (6,), (5,)),
        root_home=tuple(home),
        games={2: frozenset(), 3: frozenset({king_waits})},
    )


def wins_in_game(position: tuple, ranks: int) -> bool:
    """Every line of the checker's own real-game moves, for a tiny position."""
    game, seen, stack = Game(2, ranks), set(), [position]
    while stack:
        here = stack.pop()
        if not here[0]:
            return True
        if here not in seen:
            seen.add(here)
            stack.extend(after for _, after in game.successors(here))
    return False


def test_a_king_is_not_safe_while_an_ace_of_its_chain_is_in_a_pile() -> None:
    trap = abstraction_trap()
    assert wins_in_game((tuple(sorted(trap.root)), trap.root_home), 3)
    assert "the root" in refused(trap, ranks=3) and "is not covered" in refused(trap, ranks=3)


def test_a_real_position_is_covered_by_its_projection_onto_a_coarser_game() -> None:
    """Both black Aces under black Kings: in game 3 (Aces and Kings) nothing moves: the real one is lost."""
    real_home = (2, 0, 0, 2, 2, 0, 0, 2, 0, 0)  # the red Ace's foundations are full
    projected = (((2, 6), (2, 6)), (2, 0, 0, 2, 0, 0, 0, 2, 0, 0))
    certificate = LossCertificate(
        ranks=3,
        root=((2, 6), (5,), (2, 6), (5,)),
        root_home=real_home,
        games={2: frozenset(), 3: frozenset({projected})},
    )
    assert check(certificate, ranks=3).ok
    assert not wins_in_game((tuple(sorted(certificate.root)), real_home), 3)
    without = dataclasses.replace(certificate, games={2: frozenset(), 3: frozenset()})
    assert "is not covered" in refused(without, ranks=3)


# --- the checker's relaxed game ---------------------------------------------------------------------


def random_positions(options: dict[str, int], deals: range, steps: int, seed: int = 1) -> list[ScotchState]:
    """Positions met on random walks through the rules engine, from the deal on."""
    rng, found = random.Random(seed), []
    for deal in deals:
        state = SPEC.new_game(seed=deal, options=options)
        for _ in range(steps):
            found.append(state.clone())
            moves = state.legal_moves(0)
            if not moves or state.is_won():
                break
            state.apply(rng.choice(moves))
    return found


def solver_says_dead(state: ScotchState) -> bool:
    homes = [encode(state.piles[f].top) if state.piles[f].top else 0 for f in state.foundation_ids]
    return ScotchSolver(table_piles(state), homes, ranks=state.ranks)._dead_end()


def checker_says_dead(state: ScotchState) -> bool:
    homes = [encode(state.piles[f].top) if state.piles[f].top else 0 for f in state.foundation_ids]
    piles = tuple(sorted(tuple(pile) for pile in table_piles(state) if pile))
    return relaxed_lost((piles, home_counts(homes, state.ranks)), state.ranks)


@pytest.mark.parametrize(
    ("options", "deals", "steps"),
    [
        ({"ranks": 6, "suits": 2}, range(1, 40), 30),
        ({"ranks": 3, "suits": 4}, range(1, 40), 30),
        ({"ranks": 13, "suits": 4}, range(1, 12), 40),
        pytest.param({"ranks": 8, "suits": 4}, range(1, 200), 60, marks=pytest.mark.slow),
        pytest.param({"ranks": 13, "suits": 4}, range(1, 300), 80, marks=pytest.mark.slow),
    ],
)
def test_the_relaxed_game_says_dead_whenever_the_solvers_does(
    options: dict, deals: range, steps: int
) -> None:
    positions = random_positions(options, deals, steps)
    dead = [solver_says_dead(state) for state in positions]
    assert any(dead) and not all(dead)
    assert [checker_says_dead(state) for state, solver in zip(positions, dead, strict=True) if solver] == [
        True
    ] * sum(dead)


@pytest.mark.parametrize(
    ("options", "deals"),
    [
        ({"ranks": 6, "suits": 2}, range(1, 25)),
        pytest.param({"ranks": 3, "suits": 4}, range(1, 60), marks=pytest.mark.slow),
        pytest.param({"ranks": 8, "suits": 2}, range(1, 40), marks=pytest.mark.slow),
    ],
)
def test_the_relaxed_game_never_calls_a_winnable_position_dead(options: dict, deals: range) -> None:
    winnable = [state for state in random_positions(options, deals, 20) if checker_says_dead(state)]
    assert winnable and not any(brute_force_wins(state) for state in winnable)


# --- the command line --------------------------------------------------------------------------------


def test_the_command_writes_and_checks_a_lost_deals_certificate(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from main import main

    path = tmp_path / "deal3.json"
    assert main(["solve", "scotch", "--deal", "3", "--certificate", str(path)]) == 0
    assert "deal 3 is lost: its loss certificate (1 position) is in" in capsys.readouterr().err
    assert main(["solve", "scotch", "--check-certificate", str(path), "--deal", "3"]) == 0
    assert capsys.readouterr().out == "certificate checked: deal 3 is lost (1 position)\n"
    assert main(["solve", "scotch", "--check-certificate", str(path), "--deal", "5"]) == 1
    assert "certificate refused: the certificate is about another position" in capsys.readouterr().out


def test_the_command_writes_no_certificate_for_a_win(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from main import main

    path = tmp_path / "deal14.json"
    assert main(["solve", "scotch", "--deal", "14", "--certificate", str(path)]) == 0
    assert "deal 14 is not proven lost (WIN): no certificate written" in capsys.readouterr().err
    assert not path.exists()


@pytest.mark.parametrize(
    "content", [None, "{", '{"format": "scotch-loss-certificate", "version": 1, "games": 3}']
)
def test_the_command_refuses_a_file_that_is_not_a_certificate_in_one_sentence(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str | None
) -> None:
    from main import main

    path = tmp_path / "bad.json"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    assert main(["solve", "scotch", "--check-certificate", str(path)]) == 2
    error = capsys.readouterr().err
    assert error.startswith(f"cardtable: {path}: ") and error.count("\n") == 1 and "Traceback" not in error


@pytest.mark.parametrize(
    ("extra", "named"),
    [
        (["--json"], "--json"),
        (["--budget", "10"], "--budget"),
        (["--certificate", "x.json"], "--certificate"),
    ],
)
def test_checking_a_certificate_refuses_options_that_only_solving_reads(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], extra: list[str], named: str
) -> None:
    from main import main

    path = tmp_path / "proof.json"
    path.write_text(proof(SPEC.new_game(seed=LOST_DEALS[0])).to_json(), encoding="utf-8")
    assert main(["solve", "scotch", "--check-certificate", str(path), *extra]) == 2
    refusal = f"--check-certificate only reads a certificate: it cannot go with {named}"
    assert refusal in capsys.readouterr().err


def test_a_certificate_that_cannot_be_written_is_refused_before_solving(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from main import main

    nowhere = tmp_path / "no such folder" / "proof.json"
    assert main(["solve", "scotch", "--deal", str(LOST_DEALS[0]), "--certificate", str(nowhere)]) == 2
    captured = capsys.readouterr()
    assert "cannot write" in captured.err and "no such folder" in captured.err
    assert "LOSS" not in captured.out  # nothing was solved
