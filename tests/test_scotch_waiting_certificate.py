"""Waiting-game loss certificates (issue 25): the waiting game's proofs check, doctored ones are refused.

The waiting game (game/bots/scotch_waiting_game.py) proves a deal lost by the
places its lifted cards can wait on; the checker replays that proof with its
own statement of the rules (scotch_proof_checker.WaitingRules)."""

from __future__ import annotations

import ast
import dataclasses
import json
import random
from collections.abc import Callable, Sequence
from pathlib import Path

import pytest

from game.bots import scotch_proof_checker
from game.bots.scotch_certificate import VERSION, LossCertificate, WaitingState, home_counts
from game.bots.scotch_proof_checker import (
    WaitingMembers,
    WaitingPosition,
    WaitingRules,
    check,
    read_certificate,
)
from game.bots.scotch_solver import ScotchSolver
from game.bots.scotch_waiting_game import prove_lost
from game.core import registry
from tests.test_scotch_solver import dealt_part_way, wins_from
from tests.test_scotch_split_game import tall_deals

SPEC = registry.get("scotch")
RANKS = 6
LOST_SEED = 0  # tall_deals(Random(0), 6, 5): lost in the waiting game with 73 states, 50 kept


def waiting_proof(piles: list[list[int]], home: tuple[int, ...], ranks: int) -> LossCertificate | None:
    """The certificate the solver writes for a waiting-game loss, or None when the game is not lost."""
    lost = prove_lost(piles, list(home), ranks, 10**9).lost
    if lost is None:
        return None
    return LossCertificate(ranks=ranks, root=tuple(tuple(p) for p in piles), root_home=home, waiting=lost)


@pytest.fixture(scope="module")
def lost_deal() -> tuple[list[list[int]], LossCertificate]:
    piles = tall_deals(random.Random(LOST_SEED), RANKS, 5)
    certificate = waiting_proof(piles, home_counts([], RANKS), RANKS)
    assert certificate is not None and len(certificate.waiting) >= 50
    return piles, certificate


def refusals(certificate: LossCertificate, piles: list[list[int]]) -> str:
    result = check(certificate, piles, RANKS)
    assert not result.ok
    return " ".join(result.problems)


def test_a_waiting_game_loss_checks_and_survives_json(
    lost_deal: tuple[list[list[int]], LossCertificate],
) -> None:
    piles, certificate = lost_deal
    assert not certificate.games and not certificate.split  # the waiting states are the whole proof
    result = check(certificate, piles, RANKS)
    assert result.ok, result.problems
    assert result.positions == len(certificate.waiting) == certificate.size()
    text = certificate.to_json()
    assert json.loads(text)["version"] == VERSION == 9
    again = read_certificate(text)
    assert again == certificate
    assert check(again, piles, RANKS).ok


class _Version3Rules(WaitingRules):
    """The waiting game as version 3 played it: any card in the piles could have moved, and a waiting
    card's place need not have been on top."""

    def could_move(self, heights: Sequence[int], *rest: object) -> tuple[int, ...]:
        return tuple((1 << height) - 1 for height in heights)

    def places_shown(self, heights: Sequence[int], moved: Sequence[int], pool: Sequence[int]) -> bool:
        return True

    def chains_fit(self, *where: object) -> bool:
        return True


def proof_by(rules: WaitingRules, piles: list[list[int]], version: int) -> dict[str, object]:
    """A certificate, as JSON data marked ``version``, of the lost states of ``rules``' waiting game from
    the root (which must be lost): a proof made by an older version's rules."""
    known: dict[WaitingPosition, bool] = {}
    assert not checker_game_wins(rules, rules.root(), known)
    # a state lost through a card sure to have moved is left out, as the solver leaves it: the lifted
    # state is in, and the checker follows the lift itself
    lost = frozenset(
        state[:3]
        for state, wins in known.items()
        if not wins
        and not (rules.chains_fit(state[0], state[2], rules.pool(state)) and rules.sure_lifts(state))
    )
    home = home_counts([], RANKS)
    proof = LossCertificate(ranks=RANKS, root=tuple(map(tuple, piles)), root_home=home, waiting=lost)
    data: dict[str, object] = json.loads(proof.to_json())
    data["version"] = version
    return data


def test_a_version_3_file_reads_as_any_card_could_have_moved_and_still_checks(
    lost_deal: tuple[list[list[int]], LossCertificate],
) -> None:
    """Version 3 states had no cards that could have moved: every card could. A proof made by version
    3's rules (the lost states of that game, closed under its moves) still checks under today's, which
    allow fewer moves from such a state and never more cards that could have moved."""
    piles = lost_deal[0]
    data = proof_by(_Version3Rules(piles, home_counts([], RANKS), RANKS), piles, 3)
    states = data["waiting"]
    assert isinstance(states, list)
    data["waiting"] = [[heights, home] for heights, home, _ in states]
    old = read_certificate(json.dumps(data))
    assert all(moved == tuple((1 << h) - 1 for h in heights) for heights, _, moved in old.waiting)
    assert len(old.waiting) == len(states) > 50
    assert check(old, piles, RANKS).ok


class Version7Rules(WaitingRules):
    """The waiting game as version 7 played it: a card that could have moved stayed so with no card one
    rank higher shown to sit on (``WaitingRules.sitting_on_shown`` not asked)."""

    def sitting_on_shown(self, heights: Sequence[int], marks: list[int], pool: Sequence[int]) -> list[int]:
        return marks


class Version6Rules(Version7Rules):
    """The waiting game as version 6 played it: where the moved cards sit not asked (every state fits
    some real position, and no card is sure to have moved)."""

    def chains_fit(self, *where: object) -> bool:
        return True


class Version5Rules(Version6Rules):
    """The waiting game as version 5 played it: a card could move onto any card one rank higher that
    had shown, whatever had to move before it (``WaitingRules.has_place`` not asked)."""

    def has_place(self, *where: object) -> bool:
        return True


@pytest.mark.parametrize(("version", "rules"), [(5, Version5Rules), (6, Version6Rules), (7, Version7Rules)])
def test_a_proof_by_older_rules_still_checks(
    lost_deal: tuple[list[list[int]], LossCertificate], version: int, rules: type[WaitingRules]
) -> None:
    """A proof made by version 5's rules checks under today's, which mark no card as could have moved
    that version 5 did not, and so allow no move it did not; one made by version 6's, without asking
    where the moved cards sit, checks too, since that only adds ways for a state to be lost; and one
    made by version 7's, whose cards that could have moved needed nothing shown to sit on, since today's
    mark none that version 7 did not."""
    piles = lost_deal[0]
    data = proof_by(rules(piles, home_counts([], RANKS), RANKS), piles, version)
    old = read_certificate(json.dumps(data))
    assert len(old.waiting) > 50
    assert check(old, piles, RANKS).ok


def test_a_version_2_file_still_reads(lost_deal: tuple[list[list[int]], LossCertificate]) -> None:
    data = json.loads(lost_deal[1].to_json())
    data["version"] = 2
    del data["waiting"]
    assert LossCertificate.from_json(json.dumps(data)).waiting == frozenset()


@pytest.mark.parametrize("waiting", ['"none"', "[[[1e400], [2]]]", "[[[1, 2]]]", "[[null, null]]"])
def test_a_file_with_waiting_states_that_are_not_states_is_a_value_error(
    lost_deal: tuple[list[list[int]], LossCertificate], waiting: str
) -> None:
    data = json.loads(lost_deal[1].to_json())
    data["waiting"] = "WAITING"
    with pytest.raises(ValueError, match="not a loss certificate"):
        read_certificate(json.dumps(data).replace('"WAITING"', waiting))


def test_a_waiting_state_removed_is_refused(lost_deal: tuple[list[list[int]], LossCertificate]) -> None:
    piles, certificate = lost_deal
    sentences = [
        refusals(dataclasses.replace(certificate, waiting=certificate.waiting - {state}), piles)
        for state in sorted(certificate.waiting)[::5]
    ]
    assert all("does not cover" in sentence or "is not covered" in sentence for sentence in sentences)
    assert any("its move" in sentence and "home" in sentence for sentence in sentences)


def test_a_won_waiting_state_is_refused(lost_deal: tuple[list[list[int]], LossCertificate]) -> None:
    piles, certificate = lost_deal
    everything_home = (2, 0) + (2,) * (2 * RANKS) + (0, 0)
    won = ((0,) * len(piles), everything_home, (0,) * len(piles))
    sentence = refusals(dataclasses.replace(certificate, waiting=certificate.waiting | {won}), piles)
    assert "is won, so it cannot be in a proof of loss" in sentence


def replaced(values: tuple[int, ...], index: int, value: int) -> tuple[int, ...]:
    return (*values[:index], value, *values[index + 1 :])


Doctor = Callable[[WaitingState], WaitingState]
MALFORMED: list[tuple[Doctor, str]] = [
    (
        lambda state: (state[0][1:], state[1], state[2]),
        "it gives 4 pile heights and 5 sets of cards that could have moved for the root's 5 piles",
    ),
    (
        lambda state: (replaced(state[0], 0, 6), state[1], state[2]),
        "it leaves 6 cards in pile 1, which holds 5",
    ),
    (
        lambda state: (state[0], replaced(state[1], 0, 1), state[2]),
        "its home counts are not 16 numbers starting with 2",
    ),
    (
        lambda state: ((5, 5, 5, 5, 4), home_counts([5], RANKS), state[2]),
        "more A♣ home or in the piles than the deck holds",
    ),
    (lambda state: (state[0], replaced(state[1], 3, state[1][3] - 1), state[2]), "more 2♣ than A♥ are home"),
    (
        lambda state: (replaced(state[0], 0, 1), state[1], replaced(state[2], 0, 0b10)),
        "it says cards that are not in pile 1 could have moved",
    ),
]


@pytest.mark.parametrize(
    ("doctor", "reason"),
    MALFORMED,
    ids=["heights", "too tall", "home[0]", "more than the deck", "order", "moved beyond"],
)
def test_a_malformed_waiting_state_is_refused_before_it_is_played(
    lost_deal: tuple[list[list[int]], LossCertificate], doctor: Doctor, reason: str
) -> None:
    piles, certificate = lost_deal
    bad = doctor(min(certificate.waiting))
    sentence = refusals(dataclasses.replace(certificate, waiting=certificate.waiting | {bad}), piles)
    assert "a waiting state" in sentence and "is malformed" in sentence and reason in sentence


def test_a_waiting_state_whose_move_leaves_the_set_is_refused(
    lost_deal: tuple[list[list[int]], LossCertificate],
) -> None:
    """A state with one more card lifted than a member is not lost for all we know: its moves lead to
    states the set never met, and the checker must say so rather than take it on trust."""
    piles, certificate = lost_deal
    for state in sorted(certificate.waiting):
        for index, height in enumerate(state[0]):
            if not height:
                continue
            lifted = below(state, index, height - 1)
            if lifted in certificate.waiting:
                continue
            result = check(
                dataclasses.replace(certificate, waiting=certificate.waiting | {lifted}), piles, RANKS
            )
            if not result.ok:
                sentence = " ".join(result.problems)
                assert "waiting state" in sentence and "its move" in sentence
                assert "leads to a position the certificate does not cover" in sentence
                return
    pytest.fail("no member with a card more lifted has a move out of the set")


def test_either_copy_of_a_code_in_one_pile_can_go_home() -> None:
    """Real play can send the lower of two copies home once the upper one has moved away; the waiting
    game must allow the same, since the lower copy, never moved, need not be one that could have (the
    eleventh session's review: taking only the upper copy leaned on dominance, which that breaks)."""
    piles = [[5, 6, 5], [8], [9], [7]]  # 2♥ 3♣ 2♥, with both black Aces home: either 2♥ may go
    home = (2, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    rules = WaitingRules(piles, home, 4)
    heights = tuple(len(pile) for pile in piles)
    every_card_free = (heights, home, tuple((1 << height) - 1 for height in heights), (0,) * len(piles))
    names = {name for name, _ in rules.moves(every_card_free)}
    two = scotch_proof_checker.card_name(5)
    assert f"{two} home from pile 1" in names  # the upper copy, on top
    assert f"{two} home from pile 1, lifting 2" in names  # the lower one, under the 3 and the upper one


def test_a_waiting_certificate_for_another_position_is_refused(
    lost_deal: tuple[list[list[int]], LossCertificate],
) -> None:
    piles, certificate = lost_deal
    other = tall_deals(random.Random(LOST_SEED + 1), RANKS, 5)
    assert "is about another position" in refusals(certificate, other)
    swapped = [list(pile) for pile in piles]
    first, second = next(
        (a, b) for a in range(len(piles)) for b in range(len(piles)) if piles[a][0] >> 1 != piles[b][0] >> 1
    )
    swapped[first][0], swapped[second][0] = swapped[second][0], swapped[first][0]  # the same cards
    moved = dataclasses.replace(certificate, root=tuple(tuple(pile) for pile in swapped))
    assert refusals(moved, swapped)


def test_a_winnable_deal_claimed_lost_is_refused() -> None:
    """A certificate of the deal's first state alone, for a deal the brute force wins: its moves lead
    out of the set, and the checker must find one rather than take the claim on trust."""
    rng = random.Random(42)
    piles = next(
        deal
        for deal in (tall_deals(rng, 5, 4) for _ in range(100))
        if prove_lost(deal, list(home_counts([], 5)), 5, 10**9).won
        and wins_from(deal, list(home_counts([], 5)))
    )
    first = WaitingRules(piles, home_counts([], 5), 5).root()[:3]  # as a certificate holds it
    claimed = LossCertificate(
        5, tuple(tuple(pile) for pile in piles), home_counts([], 5), waiting=frozenset({first})
    )
    result = check(claimed, piles, 5)
    assert not result.ok
    assert (
        "its move" in result.problems[0]
        and "leads to a position the certificate does not cover" in result.problems[0]
    )


def below(state: tuple[tuple[int, ...], ...], index: int, height: int) -> tuple[tuple[int, ...], ...]:
    """``state`` (a certificate's, or one the checker plays, with the cards that stayed last) with pile
    ``index`` cut to ``height``, its cards that could have moved cut with it."""
    heights, home, moved, *stayed = state
    cut = (1 << height) - 1
    return (replaced(heights, index, height), home, replaced(moved, index, moved[index] & cut), *stayed)


def test_a_taller_state_covers_a_lower_one_only_when_no_stuck_card_lies_between(
    lost_deal: tuple[list[list[int]], LossCertificate],
) -> None:
    """Dominance: the taller state can lift its extra cards when the lower one's line needs them, but
    never a stuck card, so a state lower than a member by a stuck card is not covered by it."""
    piles, certificate = lost_deal
    rules = WaitingRules(piles, certificate.root_home, RANKS)
    tested = 0
    for heights, home, _ in sorted(certificate.waiting):
        every_card = tuple((1 << height) - 1 for height in heights)  # any card could have moved
        member = (heights, home, every_card, (0,) * len(heights))
        for index, height in enumerate(heights):
            stuck = [depth for depth in range(height) if rules.stuck[index][depth]]
            if not stuck:
                continue
            members = WaitingMembers(rules, frozenset({member[:3]}))
            assert not members.cover(below(member, index, stuck[-1]))
            assert members.cover(below(member, index, stuck[-1] + 1))
            tested += 1
    assert tested > 20


def test_a_taller_state_covers_a_lower_one_only_when_it_is_as_free(
    lost_deal: tuple[list[list[int]], LossCertificate],
) -> None:
    """The taller state must be able to lift its extra cards, so each must be one that could have moved
    there; and every card that could have moved in the lower state must have been able to there."""
    piles, certificate = lost_deal
    rules = WaitingRules(piles, certificate.root_home, RANKS)
    tested = 0
    for heights, home, _ in sorted(certificate.waiting):
        none = (0,) * len(heights)
        for index, height in enumerate(heights):
            if not height or rules.stuck[index][height - 1]:
                continue
            every_card = tuple((1 << tall) - 1 for tall in heights)
            members = WaitingMembers(rules, frozenset({(heights, home, every_card)}))
            lower = below((heights, home, every_card, none), index, height - 1)
            assert members.cover(lower)
            top_fixed = replaced(every_card, index, every_card[index] & ~(1 << (height - 1)))
            assert not WaitingMembers(rules, frozenset({(heights, home, top_fixed)})).cover(lower)
            if height > 1:
                not_free_there = replaced(every_card, index, every_card[index] & ~1)
                assert not WaitingMembers(rules, frozenset({(heights, home, not_free_there)})).cover(
                    (heights, home, every_card, none)
                )
            tested += 1
    assert tested > 20


def test_every_waiting_game_loss_on_small_positions_checks_and_is_a_real_loss() -> None:
    """A hundred small positions of four kinds; every loss the waiting game finds must check, and the
    brute force must find no win from it (a waiting-game loss is a real loss)."""
    rng = random.Random(41)
    checked = 0
    for number in range(100):
        kind = number % 4
        if kind == 0:
            piles, ranks, home = tall_deals(rng, 5, 4), 5, home_counts([], 5)
        elif kind == 1:
            piles, ranks, home = tall_deals(rng, 6, 5), 6, home_counts([], 6)
        elif kind == 2:
            part_way, at_home = dealt_part_way(rng, 5, 16)
            piles, ranks, home = part_way, 5, tuple(at_home)
        else:  # two suits: one card of each code
            cards = [rank * 2 + red for rank in range(1, 9) for red in (0, 1)]
            rng.shuffle(cards)
            piles, ranks, home = (
                [cards[start : start + 3] for start in range(0, 16, 3)],
                8,
                home_counts([], 8),
            )
        if not piles:
            continue
        certificate = waiting_proof(piles, home, ranks)
        if certificate is None:
            continue
        result = check(certificate, piles, ranks, root_home=home)
        assert result.ok, (piles, home, result.problems)
        assert not wins_from(piles, list(home)), (piles, home)
        checked += 1
    assert checked > 40


def checker_game_wins(
    rules: WaitingRules, state: WaitingPosition, known: dict[WaitingPosition, bool]
) -> bool:
    """A plain search of the checker's waiting game: every move, no dominance, answers remembered. As
    the solver plays it, a state no real position fits is lost, and one where a pile's top card has
    moved in every real position that fits is the state with the first such card lifted."""
    if rules.won(state):
        return True
    if state not in known:
        heights, _, moved, _ = state
        if not rules.chains_fit(heights, moved, rules.pool(state)):
            known[state] = False
            return False
        lifts = rules.sure_lifts(state)
        if lifts:
            lifted = lifts[0]
            known[state] = rules.fits(lifted, rules.pool(lifted)) and checker_game_wins(
                rules, rules.settle(lifted), known
            )
            return known[state]
        known[state] = any(checker_game_wins(rules, after, known) for _, after in rules.moves(state))
    return known[state]


def test_the_solver_and_the_checker_play_the_same_waiting_game() -> None:
    """The checker's rules are written apart from the solver's: on random deals both must win, or both
    lose (a loss certificate checking shows only that the checker allows no more than the solver)."""
    rng = random.Random(43)
    verdicts = {True: 0, False: 0}
    for number in range(80):
        ranks, height = (5, 4) if number % 2 else (6, 5)
        piles, home = tall_deals(rng, ranks, height), home_counts([], ranks)
        rules = WaitingRules(piles, home, ranks)
        wins = checker_game_wins(rules, rules.root(), {})
        outcome = prove_lost(piles, list(home), ranks, 10**9)
        assert outcome.won == wins and (outcome.lost is None) == wins, piles
        verdicts[wins] += 1
    assert min(verdicts.values()) > 15


def test_the_checker_does_not_import_the_waiting_game() -> None:
    tree = ast.parse(Path(scotch_proof_checker.__file__).read_text(encoding="utf-8"))
    imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    imported |= {
        alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names
    }
    assert not any("waiting_game" in (name or "") or "solver" in (name or "") for name in imported)


def test_deal_203_is_a_waiting_game_loss_whose_certificate_checks() -> None:
    """Deal 203 of the full game is lost in the waiting game, and the checker agrees."""
    piles = ScotchSolver.from_state(SPEC.new_game(seed=203)).piles
    certificate = waiting_proof(piles, home_counts([], 13), 13)
    assert certificate is not None
    result = check(certificate, piles)
    assert result.ok, result.problems
