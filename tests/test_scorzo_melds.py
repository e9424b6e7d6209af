"""The best split of a Scorzo hand (seed 001, DESIGN.md §10), checked against brute force.

The brute force shares nothing with the solver: it tries every way to cut
the hand into blocks, keeps the blocks that are melds by the rule text's own
definition (no limit on a meld's size, no ordering of cards, no exchange of
wilds), and scores the rest.
"""

from __future__ import annotations

from collections import Counter
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules.scorzo.cards import ScorzoCard, Suit, scorzo_deck
from game.rules.scorzo.codes import parse_scorzo_cards
from game.rules.scorzo.melds import Meld, MeldKind, MeldSolver, Split, best_split

DECK = scorzo_deck()
SUITED = [card for card in DECK if not card.is_wild]
WILDS = [card for card in DECK if card.is_wild]
# Two suits, numbers 1-6, both copies: hands drawn from here are full of sets and runs.
CROWDED = [c for c in SUITED if c.suit in (Suit.STARS, Suit.HEARTS) and c.number <= 6]


def is_meld(cards: tuple[ScorzoCard, ...]) -> bool:
    """Seed 001: three or more cards of one number, or of consecutive numbers in one suit; wilds anything."""
    if len(cards) < 3:
        return False
    suited = [card for card in cards if not card.is_wild]
    if len({card.number for card in suited}) <= 1:
        return True
    numbers = sorted(card.number for card in suited)
    one_suit = len({card.suit for card in suited}) == 1
    distinct = len(set(numbers)) == len(numbers)
    fits = any(
        start <= numbers[0] and numbers[-1] < start + len(cards) for start in range(1, 12 - len(cards))
    )
    return one_suit and distinct and fits


def brute_force_score(hand: list[ScorzoCard]) -> int:
    """Every partition of the hand into melds and single unmelded cards; the lowest unmelded total."""

    @cache
    def lowest(left: frozenset[int]) -> int:
        if not left:
            return 0
        first, *rest = sorted(left)
        best = hand[first].value + lowest(left - {first})
        for mask in range(1, 1 << len(rest)):
            block = (first, *(rest[i] for i in range(len(rest)) if mask >> i & 1))
            if is_meld(tuple(hand[i] for i in block)):
                best = min(best, lowest(left - set(block)))
        return best

    return lowest(frozenset(range(len(hand))))


def multiset(cards: tuple[ScorzoCard, ...] | list[ScorzoCard]) -> Counter[ScorzoCard]:
    return Counter(cards)


@st.composite
def hands(draw: st.DrawFn, most: int = 9, full: bool = False) -> list[ScorzoCard]:
    """Up to ``most`` cards (exactly that many when ``full``), 0-6 of them wild."""
    wild_count = draw(st.integers(0, 6))
    source = draw(st.sampled_from([SUITED, CROWDED]))
    size = most - wild_count if full else draw(st.integers(0, max(0, most - wild_count)))
    suited = draw(st.lists(st.sampled_from(source), min_size=size, max_size=size, unique=True))
    return draw(st.permutations(suited + WILDS[:wild_count]))


def check_split(hand: list[ScorzoCard], split: Split) -> None:
    """The split uses each card of the hand once, its melds are melds, and its score adds up."""
    placed = [card for meld in split.melds for card in meld.cards] + list(split.unmelded)
    assert multiset(placed) == multiset(hand)
    for meld in split.melds:
        assert is_meld(meld.cards), meld.describe
    assert split.score == sum(card.value for card in split.unmelded)
    assert split.is_all_melds == (split.score == 0)


def scores_what_brute_force_finds(hand: list[ScorzoCard]) -> None:
    split = best_split(hand)
    check_split(hand, split)
    assert split.score == brute_force_score(hand)


@pytest.mark.slow
@settings(max_examples=4000, deadline=None)
@given(st.one_of(hands(), hands(full=True)))
def test_the_best_split_scores_what_brute_force_finds(hand: list[ScorzoCard]) -> None:
    scores_what_brute_force_finds(hand)


@settings(max_examples=200, deadline=None)
@given(st.one_of(hands(), hands(full=True)))
def test_the_best_split_scores_what_brute_force_finds_in_a_few_hands(hand: list[ScorzoCard]) -> None:
    """The quick suite's (make test) share of the slow test above: the same check, 200 hands of its 4000."""
    scores_what_brute_force_finds(hand)


@settings(max_examples=150, deadline=None)
@given(st.lists(hands(most=8), min_size=2, max_size=6))
def test_a_solver_that_remembers_positions_answers_as_a_fresh_one(many: list[list[ScorzoCard]]) -> None:
    solver = MeldSolver()
    for hand in many:
        split = solver.best_split(hand)
        check_split(hand, split)
        assert split.score == best_split(hand).score


@settings(max_examples=200, deadline=None)
@given(hands(most=14))
def test_long_hands_split_into_real_melds(hand: list[ScorzoCard]) -> None:
    check_split(hand, best_split(hand))


def score_of(text: str) -> int:
    return best_split(parse_scorzo_cards(text)).score


def test_a_set_is_three_or_more_of_the_same_number() -> None:
    assert score_of("star:7 square:7 heart:7") == 0
    assert score_of("star:7 square:7 heart:7 circle:7 triangle:7 star:7") == 0
    assert score_of("star:7 square:7") == 14


def test_suits_may_repeat_in_a_set() -> None:
    assert score_of("star:7 star:7 heart:7") == 0


def test_a_run_is_three_or_more_consecutive_numbers_in_the_same_suit() -> None:
    assert score_of("heart:7 heart:8 heart:9") == 0
    assert score_of("heart:1 heart:2 heart:3 heart:4 heart:5 heart:6 heart:7 heart:8 heart:9 heart:10") == 0
    assert score_of("heart:7 heart:8 star:9") == 24
    assert score_of("heart:7 heart:9 heart:10") == 26


def test_runs_do_not_wrap() -> None:
    assert score_of("circle:9 circle:10 circle:1") == 20


def test_card_values_equal_the_card_numbers() -> None:
    assert score_of("star:1 square:5 heart:10") == 16


def test_an_unmelded_wild_card_equals_15_points() -> None:
    assert score_of("wild heart:2") == 17
    assert score_of("wild wild") == 30


def test_wild_cards_can_be_any_value_used_to_complete_a_meld() -> None:
    assert score_of("star:3 star:4 wild") == 0
    assert score_of("star:3 heart:3 wild") == 0
    assert score_of("star:3 star:5 wild") == 0


def test_more_than_one_wild_card_can_be_used_in_a_meld() -> None:
    assert score_of("star:3 wild wild") == 0
    assert score_of("star:1 wild wild wild wild heart:8 heart:8") == 0


def test_a_meld_may_be_all_wild() -> None:
    split = best_split(parse_scorzo_cards("wild wild wild"))
    assert split.is_all_melds and [m.kind for m in split.melds] == [MeldKind.WILDS]


def test_the_lowest_split_is_chosen_when_cards_could_meld_two_ways() -> None:
    # star:3 fits the run 3-4-5 or the set of 3s; the run leaves 3+3, the set leaves 4+5.
    assert score_of("star:3 star:4 star:5 heart:3 circle:3") == 6
    assert score_of("star:3 star:4 star:5 heart:3 circle:3 square:3") == 0


def test_a_run_shows_what_each_wild_stands_for() -> None:
    split = best_split(parse_scorzo_cards("star:3 star:4 wild heart:7"))
    assert split.score == 7 and [c.code for c in split.unmelded] == ["heart:7"]
    (meld,) = split.melds
    assert meld == Meld(MeldKind.RUN, meld.cards, (3, 4, 5), Suit.STARS)
    assert meld.describe == "run of Stars 3–5: star:3 star:4 wild=star:5"


def test_an_empty_hand_scores_nothing_and_is_all_melds() -> None:
    assert best_split([]) == Split((), (), 0)
    assert best_split([]).is_all_melds
