"""Core pieces: card codes, the seeded generator, pile rules, the registry, JSON."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.core import registry
from game.core.cards import Card, Suit, standard_deck
from game.core.codes import CardCodeError, parse_card, parse_cards
from game.core.piles import FOUNDATION_UP_SAME_SUIT, Base, Build, PileRule, SuitRule, Take
from game.core.protocol import card_from_json, card_to_json
from game.core.rng import SeededRandom


def test_card_codes_read_and_print_as_in_the_design() -> None:
    assert [c.code for c in parse_cards("AS 10H KD 7C JK1 JK2")] == ["AS", "10H", "KD", "7C", "JK1", "JK2"]
    assert parse_card("qh") == Card(12, Suit.HEARTS)


@pytest.mark.parametrize("bad", ["1S", "11H", "ZZ", "A", "10", "KX", "", "JK3", "AS@"])
def test_a_bad_card_code_is_an_error_naming_it_and_what_is_accepted(bad: str) -> None:
    with pytest.raises(CardCodeError) as error:
        parse_card(bad)
    assert repr(bad) in str(error.value)
    assert "A 2 3 4 5 6 7 8 9 10 J Q K" in str(error.value)


@given(st.sampled_from(standard_deck(jokers=2)), st.integers(0, 7))
def test_every_card_survives_its_json_form(card: Card, deck: int) -> None:
    copy = Card(card.rank, card.suit, deck)
    assert card_from_json(card_to_json(copy)) == copy


def test_the_generator_gives_fixed_numbers_for_a_seed() -> None:
    """PCG32 from seed 42 (stream 54 as in the reference code) gives the published first outputs."""
    rng = SeededRandom(42, stream=54)
    assert [hex(rng.next_u32()) for _ in range(3)] == ["0xa15c02b7", "0x7b47f409", "0xba1d3330"]


@given(st.integers(0, 2**63), st.integers(1, 60))
def test_a_shuffle_is_a_permutation_and_repeats_for_its_seed(seed: int, size: int) -> None:
    items = list(range(size))
    first, second = list(items), list(items)
    SeededRandom(seed).shuffle(first)
    SeededRandom(seed).shuffle(second)
    assert first == second and sorted(first) == items


def test_the_generator_state_round_trips_through_json() -> None:
    rng = SeededRandom(9)
    rng.next_u32()
    twin = SeededRandom.from_json(rng.to_json())
    assert [rng.below(100) for _ in range(5)] == [twin.below(100) for _ in range(5)]


def test_a_same_suit_foundation_takes_an_ace_then_the_next_card_of_its_suit() -> None:
    rule = FOUNDATION_UP_SAME_SUIT
    assert rule.why_not_accept([], parse_cards("AS")) is None
    assert rule.why_not_accept(parse_cards("AS"), parse_cards("2S")) is None
    assert "same suit" in (rule.why_not_accept(parse_cards("AS"), parse_cards("2H")) or "")


def test_a_wrapping_pile_goes_king_ace_two() -> None:
    """The K→A wrap of Schrum Schrum, Tač and Repezita is a modulus, not a special case."""
    rule = PileRule(base=Base.ANY, build=Build(steps=(1, -1), wrap=True))
    assert rule.accepts(parse_cards("KS"), parse_cards("AH"))
    assert rule.accepts(parse_cards("AS"), parse_cards("KH"))
    assert rule.accepts(parse_cards("AS"), parse_cards("2H"))
    assert not rule.accepts(parse_cards("AS"), parse_cards("QH"))


def test_a_built_run_may_be_taken_only_when_correctly_built() -> None:
    rule = PileRule(build=Build(steps=(-1,), suit=SuitRule.ALTERNATE_COLOUR), take=Take.BUILT_RUN)
    assert rule.why_not_give(parse_cards("9S 8H 7C"), 3) is None
    assert rule.why_not_give(parse_cards("9S 8S 7C"), 3) == "only a correctly built run may be moved"


def test_a_pile_rule_explains_itself() -> None:
    text = PileRule(base=Base.NOTHING, build=Build(steps=(-1,)), take=Take.TOP_CARD).describe()
    assert text == "takes nothing once empty; builds down regardless of suit; the top card may be moved off"


def test_an_unknown_game_names_the_games_there_are() -> None:
    with pytest.raises(KeyError) as error:
        registry.get("snap")
    assert "snap" in str(error.value) and "scotch" in str(error.value)


def test_options_and_seat_counts_are_checked() -> None:
    spec = registry.get("scotch")
    with pytest.raises(ValueError, match="seats"):
        spec.new_game(seats=2)
    with pytest.raises(ValueError, match="no option"):
        spec.new_game(options={"speed": 2})


def test_a_save_from_another_game_or_version_is_refused_clearly() -> None:
    spec = registry.get("scotch")
    data = spec.new_game(seed=3).to_json()
    with pytest.raises(ValueError, match="version"):
        spec.from_json({**data, "version": 99})
    with pytest.raises(ValueError, match="scrooge"):
        spec.from_json({**data, "game": "scrooge"})
