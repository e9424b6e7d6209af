"""The Scroker dictionary: ENABLE words of 2 to 5 letters (DESIGN.md §10).

Built by ``tools/build_scroker_words.py`` into ``assets/words/enable-2-5.txt``.
Hand evaluation asks "which words do exactly these letters spell?" many times
a hand, so words are indexed by their letters sorted: one dict look-up answers
it, whatever order the cards lie in.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable
from functools import cache
from pathlib import Path

from game.core.decoding import BrokenAsset, printable, read_shipped_lines
from game.resources import asset_path

WORDS_FILE = ("words", "enable-2-5.txt")


_WORD = re.compile(r"[a-z]{2,5}")
MOST_WORDS = 20_000  # ENABLE has about 13,600 words of 2 to 5 letters


def letters_key(letters: Iterable[str]) -> str:
    """The index key of a set of letters: lower case, sorted ('MOOSE' → 'emoos')."""
    return "".join(sorted("".join(letters).lower()))


class Dictionary:
    """Words grouped by their sorted letters, so anagram look-ups cost one dict access."""

    def __init__(self, words: Iterable[str]) -> None:
        by_letters: defaultdict[str, list[str]] = defaultdict(list)
        for word in words:
            by_letters[letters_key(word)].append(word)
        self._by_letters = {key: tuple(sorted(group)) for key, group in by_letters.items()}
        self._count = sum(len(group) for group in self._by_letters.values())

    @classmethod
    def from_file(cls, path: Path) -> Dictionary:
        """Read one word a line (lower-case a–z, 2 to 5 letters, ASCII); a fault is a ``BrokenAsset``
        naming the file and the line."""
        lines = read_shipped_lines(path, encoding="ascii")
        for number, line in enumerate(lines, start=1):
            if not _WORD.fullmatch(line):
                raise BrokenAsset(
                    path,
                    f"line {number} holds {printable(line)}, not a lower-case word of 2 to 5 letters a–z",
                )
        if len(lines) > MOST_WORDS:
            raise BrokenAsset(path, f"it holds {len(lines)} lines, more than the {MOST_WORDS} words it may")
        return cls(lines)

    def words_from(self, letters: Iterable[str]) -> tuple[str, ...]:
        """Every word spelled with exactly these letters, all of them, in any order ('tca' → act, cat)."""
        return self._by_letters.get(letters_key(letters), ())

    def is_word(self, text: str) -> bool:
        """Whether ``text`` (any case) is in the dictionary."""
        return text.lower() in self.words_from(text)

    def __contains__(self, text: object) -> bool:
        return isinstance(text, str) and self.is_word(text)

    def __len__(self) -> int:
        return self._count


@cache
def scroker_dictionary() -> Dictionary:
    """The game's dictionary from the committed asset, read once per run."""
    return Dictionary.from_file(asset_path(*WORDS_FILE))
