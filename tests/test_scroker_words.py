"""The Scroker dictionary: ENABLE words of 2–5 letters (DESIGN.md §10)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core.decoding import BrokenAsset
from game.resources import asset_path
from game.rules.scroker.dictionary import Dictionary, scroker_dictionary

WORDS = asset_path("words", "enable-2-5.txt")


def test_the_committed_list_holds_13607_sorted_words_96_of_two_letters() -> None:
    words = WORDS.read_text(encoding="ascii").splitlines()
    assert len(words) == 13_607 == len(set(words)) == len(scroker_dictionary())
    assert words == sorted(words)
    assert sum(len(word) == 2 for word in words) == 96
    assert {len(word) for word in words} == {2, 3, 4, 5}
    assert all(word.isascii() and word.isalpha() and word.islower() for word in words)


@pytest.mark.parametrize("word", ["aa", "xu", "cat", "moose", "frog", "slush", "tiger", "owl"])
def test_common_and_scrabble_words_are_words(word: str) -> None:
    assert scroker_dictionary().is_word(word) and scroker_dictionary().is_word(word.upper())


@pytest.mark.parametrize("text", ["a", "xq", "qi", "za", "mooses", "elephant", "scroker", "zzz"])
def test_non_words_and_words_outside_2_to_5_letters_are_not(text: str) -> None:
    assert not scroker_dictionary().is_word(text)


def test_words_from_finds_every_word_spelled_by_exactly_those_letters() -> None:
    words = scroker_dictionary()
    assert words.words_from("tca") == ("act", "cat")
    assert words.words_from("STOP") == ("opts", "post", "pots", "spot", "stop", "tops")
    assert words.words_from(["M", "o", "o", "s", "e"]) == ("moose",)
    assert words.words_from("cats") != words.words_from("cat")
    assert words.words_from("qqq") == ()


def test_the_dictionary_is_read_once() -> None:
    assert scroker_dictionary() is scroker_dictionary()


def test_a_bad_line_in_a_word_list_names_the_file_and_line(tmp_path: Path) -> None:
    path = tmp_path / "words.txt"
    path.write_text("cat\nDog\n")
    with pytest.raises(BrokenAsset, match='line 2 holds "Dog"') as error:
        Dictionary.from_file(path)
    assert str(path) in str(error.value)
    with pytest.raises(BrokenAsset, match="it is missing"):
        Dictionary.from_file(tmp_path / "absent.txt")
