"""Scroker cards, rank and codes (seed 003, DESIGN.md §4 and §10)."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from game.core.codes import CardCodeError
from game.core.decoding import BrokenAsset
from game.resources import asset_path
from game.rules.scroker.cards import (
    SUITS,
    ScrokerCard,
    Suit,
    rank_key,
    read_deck_file,
    scroker_deck,
    standard_deck,
)
from game.rules.scroker.codes import parse_scroker_card, parse_scroker_cards

REAL_DECK = asset_path("decks", "scroker.json")


def card(code: str) -> ScrokerCard:
    return parse_scroker_card(code)


def test_the_deck_has_52_lettered_cards_13_a_suit_and_no_wilds_unless_asked() -> None:
    deck = scroker_deck()
    assert len(deck) == 52 and len(set(deck)) == 52
    assert Counter(c.suit for c in deck) == {suit: 13 for suit in SUITS}
    assert not any(c.is_wild for c in deck)


def test_the_two_optional_scroker_cards_are_distinct_wilds() -> None:
    deck = scroker_deck(wilds=2)
    wilds = [c for c in deck if c.is_wild]
    assert len(deck) == 54 and len(set(deck)) == 54 and len(wilds) == 2
    assert {c.code for c in wilds} == {"scroker"}
    with pytest.raises(ValueError, match="2 wild cards"):
        scroker_deck(wilds=3)


@pytest.mark.parametrize(
    ("suit", "letters"),
    [
        (Suit.LEMON, "C D E F G H L N O P R S T"),
        (Suit.LIME, "A B C G H I K L M N P S W"),
        (Suit.ANIMAL, "A B D E I K M N O R S T U"),
    ],
)
def test_each_suit_holds_the_letters_of_the_reconstruction(suit: Suit, letters: str) -> None:
    assert [c.letter for c in scroker_deck() if c.suit is suit] == letters.split()


def test_the_chili_peppers_are_vowels_with_their_pepper_counts() -> None:
    chilies = [f"{c.letter}{c.peppers}" for c in scroker_deck() if c.suit is Suit.CHILI]
    assert chilies == ["A1", "A2", "A3", "E1", "E2", "E3", "E4", "E5", "I1", "I2", "O1", "O2", "U1"]


def test_every_animal_card_names_its_animal() -> None:
    names = {c.letter: c.animal for c in scroker_deck() if c.suit is Suit.ANIMAL}
    assert names["A"] == "Alligator" and names["M"] == "Moose" and names["U"] == "Unicorn"
    assert all(names.values()) and len(set(names.values())) == 13
    assert card("animal:M").name == "Moose (Animal M)"


def test_letters_rank_from_a_low_to_z_high() -> None:
    assert rank_key(card("lime:A")) < rank_key(card("lemon:C")) < rank_key(card("lime:W"))


def test_equal_letters_rank_lemons_limes_animals_then_chili_peppers() -> None:
    s_cards = [card("chili:E1"), card("animal:E"), card("lemon:E")]
    assert sorted(s_cards, key=rank_key) == [card("lemon:E"), card("animal:E"), card("chili:E1")]
    assert rank_key(card("lemon:S")) < rank_key(card("lime:S")) < rank_key(card("animal:S"))


def test_chili_ties_are_broken_by_peppers() -> None:
    es = [card(f"chili:E{n}") for n in (3, 5, 1, 4, 2)]
    assert [c.peppers for c in sorted(es, key=rank_key)] == [1, 2, 3, 4, 5]


def test_the_unicorn_ranks_above_every_card() -> None:
    unicorn = card("animal:U")
    assert unicorn.is_unicorn and unicorn.name == "Unicorn (Animal U)"
    others = [c for c in scroker_deck() if c != unicorn]
    assert all(rank_key(unicorn) > rank_key(c) for c in others)
    assert rank_key(unicorn) > rank_key(card("lime:W")) > rank_key(card("chili:U1"))


def test_a_wild_never_ranks_as_a_highest_card() -> None:
    assert all(rank_key(ScrokerCard.wild()) < rank_key(c) for c in scroker_deck())


def test_distinct_cards_are_unequal() -> None:
    assert card("lemon:S") != card("lime:S") != card("animal:S")
    assert card("chili:E1") != card("chili:E2")
    assert ScrokerCard.wild(0) != ScrokerCard.wild(1)


def test_every_code_reads_back_as_its_card() -> None:
    for deck_card in scroker_deck(wilds=1):
        assert parse_scroker_card(deck_card.code) == deck_card
        assert parse_scroker_card(deck_card.code).animal == deck_card.animal


def test_codes_ignore_case_and_a_list_reads_in_order() -> None:
    assert parse_scroker_card("LEMON:e") == card("lemon:E")
    assert parse_scroker_card(" Chili:e5 ") == card("chili:E5")
    assert parse_scroker_card("SCROKER").is_wild
    hand = parse_scroker_cards("animal:m, animal:o lime:s  scroker scroker")
    assert [c.code for c in hand] == ["animal:M", "animal:O", "lime:S", "scroker", "scroker"]
    assert len(set(hand)) == 5


@pytest.mark.parametrize(
    "code", ["moon:A", "lemonE", "lemon:", "lemon:EE", "lemon:E5", "chili:E", "chili:5", "", "wild"]
)
def test_a_bad_code_names_itself_and_what_is_accepted(code: str) -> None:
    with pytest.raises(CardCodeError) as error:
        parse_scroker_card(code)
    message = str(error.value)
    assert repr(code) in message and "lemon:E" in message and "chili:E5" in message and "scroker" in message


@pytest.mark.parametrize(
    ("code", "holds"),
    [
        ("lemon:A", "the Lemons are C D E F G H L N O P R S T"),
        ("lime:Z", "the Limes are A B C G H I K L M N P S W"),
        ("animal:Z", "the Animals are A B D E I K M N O R S T U"),
        ("chili:E9", "the Chili Peppers are A1 A2 A3 E1 E2 E3 E4 E5 I1 I2 O1 O2 U1"),
        ("chili:B1", "the Chili Peppers are A1"),
    ],
)
def test_a_card_missing_from_the_deck_says_so_and_what_its_suit_has(code: str, holds: str) -> None:
    with pytest.raises(CardCodeError) as error:
        parse_scroker_card(code)
    assert f"{code!r} is not a card in the Scroker deck" in str(error.value) and holds in str(error.value)


def test_a_card_named_twice_in_a_hand_is_an_error() -> None:
    with pytest.raises(CardCodeError, match="lemon:E is listed twice"):
        parse_scroker_cards("lemon:E lime:K LEMON:e")
    with pytest.raises(CardCodeError, match="only 2 wild cards"):
        parse_scroker_cards("scroker scroker scroker")


def deck_file(tmp_path: Path, **changes: object) -> Path:
    """A copy of the real deck file with some entries replaced."""
    document = json.loads(REAL_DECK.read_text())
    document.update(changes)
    path = tmp_path / "scroker.json"
    path.write_text(json.dumps(document))
    return path


def test_the_real_deck_file_reads_as_the_standard_deck() -> None:
    assert read_deck_file(REAL_DECK).cards == standard_deck().cards


@pytest.mark.parametrize(
    ("changes", "problem"),
    [
        ({"lemon": ["C", "C"]}, '"lemon" lists C twice'),
        ({"lime": ["a"]}, '"lime[0]" must be text naming one of: A, B'),
        ({"animal": {"M": ""}}, '"animal.M" is ""'),
        ({"chili": {"B": [1]}}, 'a key of its "chili" must be text naming one of: A, E, I, O, U'),
        ({"chili": {"E": [0]}}, '"chili[…][0]" must be a whole number of at least 1'),
        ({"wilds": 5}, '"wilds" must be a whole number of at most 2'),
        ({"format": 2}, '"format" must be a whole number of at most 1'),
    ],
)
def test_a_broken_deck_file_is_an_error_naming_the_file_and_the_problem(
    tmp_path: Path, changes: dict[str, object], problem: str
) -> None:
    path = deck_file(tmp_path, **changes)
    with pytest.raises(BrokenAsset) as error:
        read_deck_file(path)
    assert error.value.path == path and problem in str(error.value)


def test_a_deck_file_that_is_missing_or_not_json_is_an_error_naming_it(tmp_path: Path) -> None:
    with pytest.raises(BrokenAsset, match="it is missing"):
        read_deck_file(tmp_path / "absent.json")
    broken = tmp_path / "broken.json"
    broken.write_text('{"lemon": [')
    with pytest.raises(BrokenAsset, match="not valid JSON") as error:
        read_deck_file(broken)
    assert str(broken) in str(error.value)


def test_an_animal_letter_given_twice_in_the_file_is_an_error(tmp_path: Path) -> None:
    path = tmp_path / "scroker.json"
    text = REAL_DECK.read_text().replace('"M": "Moose"', '"M": "Moose", "M": "Mouse"')
    path.write_text(text)
    with pytest.raises(BrokenAsset, match='lists "M" twice') as error:
        read_deck_file(path)
    assert str(path) in str(error.value)
