"""Scorzo cards and codes (seed 001, DESIGN.md §4)."""

from __future__ import annotations

from collections import Counter

import pytest

from game.core.codes import CardCodeError
from game.rules.scorzo.cards import SUITS, WILD_VALUE, ScorzoCard, Suit, scorzo_deck
from game.rules.scorzo.codes import parse_scorzo_card, parse_scorzo_cards


def test_two_identical_decks_of_56_cards_make_112_distinct_cards() -> None:
    deck = scorzo_deck()
    assert len(deck) == 112 and len(set(deck)) == 112
    assert Counter(card.code for card in deck)["wild"] == 12
    assert all(count == 2 for code, count in Counter(c.code for c in deck).items() if code != "wild")


def test_each_deck_has_five_suits_numbered_1_to_10_and_six_wilds() -> None:
    first = [card for card in scorzo_deck() if card.copy == 0]
    assert {card.suit for card in first if not card.is_wild} == set(SUITS) and len(SUITS) == 5
    assert sorted({card.number for card in first if not card.is_wild}) == list(range(1, 11))
    assert sum(card.is_wild for card in first) == 6


def test_card_values_equal_the_card_numbers_and_a_wild_is_15() -> None:
    assert ScorzoCard(Suit.HEARTS, 9).value == 9
    assert ScorzoCard.wild().value == WILD_VALUE == 15


def test_every_code_reads_back_as_its_card() -> None:
    for card in scorzo_deck():
        parsed = parse_scorzo_card(card.code)
        assert parsed.code == card.code and parsed.suit == card.suit and parsed.number == card.number


def test_codes_ignore_case() -> None:
    assert parse_scorzo_card("STAR:7") == ScorzoCard(Suit.STARS, 7)
    assert parse_scorzo_card("Wild").is_wild


def test_repeated_codes_become_distinct_copies() -> None:
    cards = parse_scorzo_cards("star:7, star:7 wild wild")
    assert len(set(cards)) == 4 and [c.copy for c in cards[:2]] == [0, 1]


@pytest.mark.parametrize("code", ["star:11", "star:0", "moon:3", "star7", "wild2", "7S", ""])
def test_a_bad_code_names_itself_and_what_is_accepted(code: str) -> None:
    with pytest.raises(CardCodeError) as error:
        parse_scorzo_card(code)
    assert repr(code) in str(error.value) and "star:7" in str(error.value) and "wild" in str(error.value)


def test_more_copies_than_the_two_decks_hold_is_an_error() -> None:
    with pytest.raises(CardCodeError, match="only 2 of star:3"):
        parse_scorzo_cards("star:3 star:3 star:3")
    with pytest.raises(CardCodeError, match="only 12 wilds"):
        parse_scorzo_cards("wild " * 13)
