"""The waiting game (issue 25): every loss it finds is real, and it finds the ones that run out of
places for waiting cards, which the relaxed game cannot see."""

from __future__ import annotations

import random

import pytest

from game.bots import scotch_proof_checker
from game.bots.scotch_certificate import LossCertificate, home_counts
from game.bots.scotch_proof_checker import WaitingMembers, WaitingRules, check
from game.bots.scotch_solver import ScotchSolver, Verdict, solve
from game.bots.scotch_waiting_game import NO_REAL_POSITION, WaitingGame, prove_lost
from game.core import registry
from tests.test_scotch_solver import dealt_part_way, wins_from
from tests.test_scotch_split_game import relaxed_dead, tall_deals
from tests.test_scotch_waiting_certificate import (
    Version5Rules,
    Version6Rules,
    Version7Rules,
    checker_game_wins,
)

SPEC = registry.get("scotch")
# a three-rank deck (the 3s are its Kings): A♥ 3♠ 2♥ | 3♥ 3♠ 2♠ | A♠ A♥ 3♥ | A♠ 2♥ 2♠. The Ace of
# Spades under 2♥ 2♠ needs both 2s moved, onto 3s; but one 3 already holds a 2, one lies under a 3 that
# can never move, and only 3♥ of the third pile is free: one place for two waiting cards
ONE_PLACE_FOR_TWO = [[3, 6, 5], [7, 6, 4], [2, 3, 7], [2, 5, 4]]
# a four-rank deck (the 4s are its Kings): K♣ A♣ 2♣ K♥ | 2♥ K♣ 2♥ A♥ | A♥ 3♥ 2♣ K♥ | A♣ 3♣ 3♣ 3♥. The
# places to wait add up at every step; what loses is the moment a 3 has to move off a card while the
# 2 on it has nowhere else to go
PINNED_BY_ITS_TENANT = [[8, 2, 4, 9], [5, 8, 5, 3], [3, 7, 4, 9], [2, 6, 6, 7]]

# a three-rank deck: 3♥ A♥ 3♠ | A♠ 2♠ A♠ | 2♥ 3♥ 2♠ | 2♥ 3♠ A♥. The 2♠ on the third pile must leave
# the 3♥ a red foundation needs; it can wait only on a 3♠, and both 3♠ must go home before the A♥ under
# one of them can start the foundation that would take the 2♠ home. The 3♥ at the bottom of the first
# pile counts as a place, but it is never uncovered while the 2♠ needs it
NO_PLACE_EVER_SHOWN = [[7, 3, 6], [2, 4, 2], [5, 7, 4], [5, 6, 3]]

# a six-rank deck (found among random deals): the waiting game won it until a card under one that
# could not have moved could not have moved either
UNDER_A_CARD_THAT_STAYED = [
    [13, 6, 8, 7, 6],
    [4, 2, 9, 10, 4],
    [3, 11, 9, 5, 3],
    [7, 11, 12, 5, 8],
    [10, 13, 2, 12],
]

# a four-rank deck in Scotch's three-card piles (found among random deals): the waiting game won it
# until a card moving onto a card one rank higher counted, as waiting, the cards that must have moved
# before it
MOVED_BEFORE_IT = [[3, 4, 7], [2, 6, 8], [3, 8, 5], [9, 5, 4], [7, 9, 6], [2]]

# a five-rank deck (the 5s are its Kings; found among random deals): A♠ 2♠ 5♥ 3♠ | 2♥ 4♠ 3♥ 3♥ |
# A♥ 5♠ 2♠ 4♥ | 5♥ A♠ 5♠ 3♠ | A♥ 4♠ 2♥ 4♥. The waiting game won it, each card free to have moved or
# not as it pleased, until it asked where the moved cards could all sit at once
WHERE_MOVED_CARDS_SIT = [[2, 4, 11, 6], [5, 8, 7, 7], [3, 10, 4, 9], [11, 2, 10, 6], [3, 8, 5, 9]]

# a five-rank deck (found among random deals): 2♠ 2♠ 3♥ A♠ | 5♠ 3♠ 5♥ 2♥ | 4♠ 3♥ 5♥ 3♠ | 4♠ 5♠ 4♥ A♠ |
# 2♥ 4♥ A♥ A♥. The waiting game won it, keeping as could have moved a card whose every card one rank
# higher was home or buried under cards that had not moved, until it asked that such a card have one
# shown to sit on
SITS_ON_SHOWN = [[4, 4, 7, 2], [10, 6, 11, 5], [8, 7, 11, 6], [8, 10, 9, 2], [5, 9, 3, 3]]

# a six-rank deck (the 6s are its Kings; found among random deals): A♥ 6♠ 5♥ 4♠ 3♥ | A♠ 5♠ A♥ 4♥ 6♥ |
# 6♥ 6♠ 2♥ 2♠ 5♥ | 2♠ 3♥ A♠ 3♠ 3♠ | 5♠ 4♠ 2♥ 4♥. The waiting game won it, keeping a card that could have
# moved as both moved and not, until it branched on the card's past: lost both ways
MOVED_OR_STAYED = [[3, 12, 11, 8, 7], [2, 10, 3, 9, 13], [13, 12, 5, 4, 11], [4, 7, 2, 6, 6], [10, 8, 5, 9]]


def never_wrong(seed: int, positions: int, branching: bool = False) -> tuple[int, int, int]:
    """Every loss the waiting game finds must be one by the brute force, on deals dealt into tall
    piles (six ranks) and on positions part way through five-rank games. Returns the losses it
    found, those the relaxed game misses, and the lost positions asked."""
    rng = random.Random(seed)
    claims = beyond_relaxed = lost = 0
    for number in range(positions):
        if number % 2:
            ranks, piles, home = 6, tall_deals(rng, 6, 5), list(home_counts([], 6))
        else:
            ranks, (piles, home) = 5, dealt_part_way(rng, 5, 14)
            if not piles:
                continue
        wins = wins_from(piles, home)
        lost += not wins
        if prove_lost(piles, home, ranks, budget=10**9, branching=branching).lost is not None:
            assert not wins, (piles, home)
            claims += 1
            beyond_relaxed += not relaxed_dead(piles, home, ranks)
    return claims, beyond_relaxed, lost


def test_the_waiting_game_never_calls_a_winnable_position_lost() -> None:
    claims, beyond_relaxed, lost = never_wrong(seed=33, positions=240)
    assert claims > 0.8 * lost and beyond_relaxed > 2  # it finds most losses, some the relaxed game cannot


@pytest.mark.slow
def test_the_waiting_game_never_calls_a_winnable_position_lost_on_many() -> None:
    claims, beyond_relaxed, lost = never_wrong(seed=34, positions=3000)
    assert claims > 0.8 * lost and beyond_relaxed > 25  # 1,291 of 1,409, and 36, when written


def test_the_waiting_game_branching_never_calls_a_winnable_position_lost() -> None:
    claims, beyond_relaxed, lost = never_wrong(seed=35, positions=240, branching=True)
    assert claims > 0.8 * lost and beyond_relaxed > 2


@pytest.mark.slow
def test_the_waiting_game_branching_never_calls_a_winnable_position_lost_on_many() -> None:
    claims, beyond_relaxed, lost = never_wrong(seed=34, positions=3000, branching=True)
    assert claims > 0.8 * lost and beyond_relaxed > 25


class _NoBranches(WaitingRules):
    """The checker's waiting game without the rule that a state is lost when both ways a card can have
    been are."""

    def lost_both_ways(self, *where: object) -> bool:
        return False


def test_branching_on_a_cards_past_loses_a_deal_the_waiting_game_won() -> None:
    """A card that could have moved has, by the next move home, or has not; the plain waiting game keeps
    it as both and wins. Branching, it loses both ways; the brute force agrees, the proof checks, and
    it checks only by the branch rule."""
    home = home_counts([], 6)
    assert prove_lost(MOVED_OR_STAYED, home, 6, 10**9).won
    lost = prove_lost(MOVED_OR_STAYED, home, 6, 10**9, branching=True).lost
    assert lost is not None
    assert not wins_from(MOVED_OR_STAYED, list(home))
    certificate = LossCertificate(6, tuple(map(tuple, MOVED_OR_STAYED)), home, waiting=lost)
    assert check(certificate, MOVED_OR_STAYED, 6).ok
    unbranched = WaitingMembers(_NoBranches(MOVED_OR_STAYED, home, 6), lost)
    assert scotch_proof_checker._waiting_problems(unbranched)


def test_a_state_lost_by_a_branch_cannot_prove_itself() -> None:
    """Both ways of a branch keep the cards home; a state covering them there (it is taller and freer
    than either) must not stand as their proof, or a state could prove itself. Below a branch the
    checker searches for itself until a card goes home, so such a state alone is refused."""
    home = home_counts([], 6)
    lost = prove_lost(MOVED_OR_STAYED, home, 6, 10**9, branching=True).lost
    assert lost is not None
    rules = WaitingRules(MOVED_OR_STAYED, home, 6)
    none_stayed = (0,) * len(MOVED_OR_STAYED)
    played = frozenset((*state, none_stayed) for state in lost)
    members = WaitingMembers(rules, lost)
    branched = [
        state
        for state in sorted(played)
        if any(not members.cover(after) for _, after in rules.moves(state))
        and rules.chains_fit(state[0], state[2], rules.pool(state))
    ]
    assert branched  # the states its moves win, and a branch loses
    for state in branched:
        assert scotch_proof_checker._waiting_problems(WaitingMembers(rules, frozenset({state[:3]})))


def test_two_cards_cannot_wait_on_one_place() -> None:
    home = list(home_counts([], 3))
    assert not wins_from(ONE_PLACE_FOR_TWO, home)
    assert not relaxed_dead(ONE_PLACE_FOR_TWO, home, 3)  # the relaxed game's pool takes any number
    assert prove_lost(ONE_PLACE_FOR_TWO, home, 3).lost is not None
    with_a_place = [[3, 6, 5], [7, 4, 6], [2, 3, 7], [2, 5, 4]]  # 3♠ on top of the second pile: free
    assert wins_from(with_a_place, home)
    assert prove_lost(with_a_place, home, 3).lost is None


def test_a_card_is_lifted_only_once_real_play_could_have_moved_it() -> None:
    """The count of places alone would win this deal: from its first state with every card free to
    have moved, the checker's statement of the waiting game finds a win. Asking when each card could
    have moved, the waiting game loses it, as the brute force does, and the relaxed game cannot."""
    home = home_counts([], 4)
    assert not wins_from(PINNED_BY_ITS_TENANT, list(home))
    assert not relaxed_dead(PINNED_BY_ITS_TENANT, list(home), 4)
    assert prove_lost(PINNED_BY_ITS_TENANT, list(home), 4).lost is not None
    rules = WaitingRules(PINNED_BY_ITS_TENANT, home, 4)
    first = rules.root()
    every_card = tuple((1 << height) - 1 for height in first[0])
    every_card_free = rules.settle((first[0], first[1], every_card, first[3]))
    assert checker_game_wins(rules, every_card_free, {})
    assert not checker_game_wins(rules, first, {})


class _PlacesNeverAsked(WaitingRules):
    """The checker's waiting game without the rule that a lifted card's place must have shown."""

    def places_shown(self, heights: object, moved: object, pool: object) -> bool:
        return True


def test_a_lifted_card_waits_only_on_a_card_that_has_been_on_top() -> None:
    """The count of places alone wins this deal; asking that each lifted card's place has been on top
    for it to move onto, the waiting game loses it, as the brute force does, and the relaxed game
    cannot (found on deal 7361, where a Queen has only the King under a 4 left to wait on)."""
    home = home_counts([], 3)
    assert not wins_from(NO_PLACE_EVER_SHOWN, list(home))
    assert not relaxed_dead(NO_PLACE_EVER_SHOWN, list(home), 3)
    outcome = prove_lost(NO_PLACE_EVER_SHOWN, list(home), 3)
    assert outcome.lost is not None
    counting_only = _PlacesNeverAsked(NO_PLACE_EVER_SHOWN, home, 3)
    assert checker_game_wins(counting_only, counting_only.root(), {})
    rules = WaitingRules(NO_PLACE_EVER_SHOWN, home, 3)
    assert not checker_game_wins(rules, rules.root(), {})


def test_nothing_under_a_card_that_has_not_moved_has_moved() -> None:
    """A card the count makes stay where it was dealt keeps every card under it there: they lose the
    mark of having moved, which once let the waiting game win this lost deal. The checker's rules
    lose it too."""
    home = home_counts([], 6)
    assert not wins_from(UNDER_A_CARD_THAT_STAYED, list(home))
    assert not relaxed_dead(UNDER_A_CARD_THAT_STAYED, list(home), 6)
    assert prove_lost(UNDER_A_CARD_THAT_STAYED, list(home), 6).lost is not None
    rules = WaitingRules(UNDER_A_CARD_THAT_STAYED, home, 6)
    assert not checker_game_wins(rules, rules.root(), {})


def lost_only_by_the_newest_rule(piles: list[list[int]], ranks: int, older: type[WaitingRules]) -> None:
    """The deal is lost by the brute force and by the waiting game, whose proof checks; the relaxed
    game does not see it, and the checker's waiting game under the ``older`` rules wins it."""
    home = home_counts([], ranks)
    assert not wins_from(piles, list(home))
    assert not relaxed_dead(piles, list(home), ranks)
    proof = prove_lost(piles, list(home), ranks).lost
    assert proof is not None
    certificate = LossCertificate(ranks=ranks, root=tuple(map(tuple, piles)), root_home=home, waiting=proof)
    assert check(certificate, piles, ranks).ok
    old = older(piles, home, ranks)
    assert checker_game_wins(old, old.root(), {})
    rules = WaitingRules(piles, home, ranks)
    assert not checker_game_wins(rules, rules.root(), {})


def test_what_has_moved_before_a_card_waits_when_it_moves() -> None:
    """A card moves onto a card one rank higher on top of a pile: the cards above that one, and above
    the card itself, have moved before it and wait somewhere too, and nothing may wait on the card
    moving. Asking that, the waiting game loses this lost deal, as the brute force does; without it
    (version 5's rules), it wins it; the relaxed game cannot see it (found on deal 2678, where a 7
    lies on the 9 the only 8 must move onto, and that 8 is the only place the 7 can wait)."""
    lost_only_by_the_newest_rule(MOVED_BEFORE_IT, 4, Version5Rules)


def test_the_moved_cards_must_all_have_somewhere_to_sit_at_once() -> None:
    """Each card that has moved and is not home sits on its own card one rank higher, which has moved
    too or is the topmost card of its pile that has not. Asking that of the cards that could have
    moved, together, the waiting game loses this lost deal, as the brute force does; without it
    (version 6's rules) it wins it, and so does the relaxed game (found on deal 1182, where a Queen
    can wait only on a King that the cards over it, having nowhere to sit, never uncover)."""
    lost_only_by_the_newest_rule(WHERE_MOVED_CARDS_SIT, 5, Version6Rules)


def test_a_card_that_has_moved_needs_a_shown_card_to_sit_on() -> None:
    """A card that has moved and is not home sits on a card one rank higher that was on top when it
    moved there. Asking that of the cards that could have moved, the waiting game loses this lost
    deal, as the brute force does; without it (version 7's rules) it wins it, and so does the relaxed
    game (found on deal 3294, where a 9 that could have moved onto a 10 at the deal was still taken
    as free to have moved once that 10 was home and the other lay under a card that had not moved)."""
    lost_only_by_the_newest_rule(SITS_ON_SHOWN, 5, Version7Rules)


def test_a_lifted_card_with_nothing_shown_one_rank_higher_fits_no_real_position() -> None:
    """A lifted card has moved, and sits on a card one rank higher that has moved too or lies on top of
    the cards of its pile that have not, so that card has been on top. In a three-rank deck with both
    3s buried under cards that have not moved, a lifted 2 has nowhere to sit: no real position is that
    state, for the solver's game and the checker's. Once the Ace over a 3 could have moved, that 3 can
    have been on top, and the state fits."""
    # 3♠ 3♥ A♥ | 3♠ 2♥ 2♠ | 3♥ A♠ 2♥ | A♠ A♥ 2♠, the second pile's 2♠ lifted
    piles, ranks = [[6, 7, 3], [6, 5, 4], [7, 2, 5], [2, 3, 4]], 3
    home, heights = home_counts([], ranks), [3, 2, 3, 3]
    rules, game = WaitingRules(piles, home, ranks), WaitingGame(piles, home, ranks)
    for ace_moved, fits in ((0, False), (0b100, True)):  # the first pile's A♥, bit 2
        moved = (ace_moved, 0, 0, 0)
        state = (tuple(heights), home, moved, (0, 0, 0, 0))
        assert rules.chains_fit(heights, moved, rules.pool(state)) is fits
        sure = game.moved_for_sure(heights, ace_moved, game.pool(heights, home))
        assert (sure != NO_REAL_POSITION) is fits


def test_a_waiting_state_is_never_proved_lost_by_its_own_lift() -> None:
    """A state whose pile's top card has moved in every real position that fits stands for the same
    real play as the state with that card lifted, which it covers. A set holding the first alone must
    still show where each of its moves goes, not lean on the lift to prove itself."""
    home = home_counts([], 5)
    rules = WaitingRules(WHERE_MOVED_CARDS_SIT, home, 5)
    seen, waiting = set(), [rules.root()]
    while waiting:
        state = waiting.pop()
        if state in seen or rules.won(state):
            continue
        seen.add(state)
        waiting += [after for _, after in rules.moves(state)]
        heights, _, moved, _ = state
        if not rules.chains_fit(heights, moved, rules.pool(state)):
            continue
        alone = WaitingMembers(rules, frozenset({state[:3]}))
        for lifted in rules.sure_lifts(state):
            proves_itself = rules.fits(lifted, rules.pool(lifted)) and alone.cover(rules.settle(lifted))
            if proves_itself and scotch_proof_checker._waiting_problems(alone):
                return  # refused: its moves leave the set, and its lift proves nothing
    pytest.fail("no state sure of a moved card whose lift it covers, with a move out of the set")


def test_a_search_stopped_and_gone_on_with_ends_as_one_search_does() -> None:
    piles = ScotchSolver.from_state(SPEC.new_game(seed=203)).piles
    home = home_counts([], 13)
    whole = prove_lost(piles, home)
    assert whole.lost is not None
    game = WaitingGame(piles, home)
    outcomes = [game.search(5_000) for _ in range(30)]
    assert [outcome.lost is None for outcome in outcomes[:2]] == [True, True]  # cut short, proves nothing
    last = next(outcome for outcome in outcomes if outcome.lost is not None)
    assert last.lost == whole.lost
    assert game.spent < 2 * whole.searched  # going on passes quickly over what is proven


def test_a_deal_no_earlier_search_could_decide_is_proven_lost() -> None:
    """Deal 203 was undecided in every full run before the waiting game (20 s a deal)."""
    found = solve(SPEC.new_game(seed=203), certificate=True)
    assert found.verdict is Verdict.LOSS
    assert found.certificate is not None and found.certificate.waiting


@pytest.mark.slow
@pytest.mark.parametrize("deal", [8780, 4354])
def test_the_last_undecided_deals_are_lost_by_a_branch_within_a_minute(deal: int) -> None:
    """Deals 8780 and 4354 were the last of 1-10,000 undecided at 60 s a deal: the plain waiting game
    wins them. The solver's waiting game that branches on a card's past loses them, as Hint and the
    win-rate run call it, and the proof checks."""
    game = SPEC.new_game(seed=deal)
    found = solve(game, time_limit=60.0, certificate=True)
    assert found.verdict is Verdict.LOSS
    assert found.certificate is not None and found.certificate.waiting
    piles = ScotchSolver.from_state(SPEC.new_game(seed=deal)).piles
    result = check(found.certificate, piles)
    assert result.ok, result.problems[:3]


@pytest.mark.slow
@pytest.mark.parametrize("deal", [96, 4280, 3753, 8157, 3294])
def test_a_deal_lost_for_want_of_a_moment_to_move_has_a_certificate_that_checks(deal: int) -> None:
    """Deals 96 and 4280 were undecided until the waiting game asked when each card could have moved
    (4280: and onto what), 3753 until a card that moves counted what had moved before it as
    waiting (``place_for``), 8157 until the moved cards had to sit somewhere all at once
    (``moved_for_sure``), and 3294 until a card that could have moved needed a card one rank higher
    shown to sit on (``sitting_on_shown``): each proof checks by the checker's own statement of the
    rules."""
    found = solve(SPEC.new_game(seed=deal), certificate=True)
    assert found.verdict is Verdict.LOSS
    assert found.certificate is not None and found.certificate.waiting
    piles = ScotchSolver.from_state(SPEC.new_game(seed=deal)).piles
    result = check(found.certificate, piles)
    assert result.ok, result.problems[:3]
