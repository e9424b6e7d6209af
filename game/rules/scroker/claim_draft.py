"""A claim being spelled by a person at the showdown, letter by letter or card by card.

Issue 6: "the app can arrange the best claim; a person may arrange a different
one, even a wrong one". A person spells their words as they would read them
out: typing ``HIM``, a space, ``ON``; or clicking the cards in spelling order.
A typed letter takes a card that shows it (a plain card before a wild that
shows it too, so the wilds are kept for the letters nothing else gives), and a
wild for any other letter; a clicked wild waits for the letter it stands for.
Nothing here asks the dictionary or the lettering rules: the draft lays out
what the person spelled, and the rules (``claim_refusal``) and the challenges
judge it, as at a real table (though of the cards showing a typed letter it
takes one the word's lettering allows, as the person means). The rest of the
five are the best of the cards left over, as the app would play them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.rules.scroker.cards import LETTERS, ScrokerCard
from game.rules.scroker.hands import LONGEST_WORD, HandRules, best_rest, lettering_allows
from game.rules.scroker.showdown import MOST_WORDS, Claim, ClaimedWord

WAITING = ""  # the letter of a clicked wild that has not been told what it stands for
FULL_WORD = f"a word has at most {LONGEST_WORD} letters: Space starts the next word"


@dataclass
class ClaimDraft:
    """The words spelled so far from ``cards`` (the seat's cards that may be played)."""

    cards: tuple[ScrokerCard, ...]
    rules: HandRules
    words: list[list[tuple[ScrokerCard, str]]] = field(default_factory=lambda: [[]])
    # For each place in ``words``: True when its letter was typed (its card the draft's to choose),
    # False when the person clicked the card.
    typed: list[list[bool]] = field(default_factory=lambda: [[]])

    # --- what is spelled -----------------------------------------------------------------------

    @property
    def used(self) -> list[ScrokerCard]:
        return [card for word in self.words for card, _ in word]

    @property
    def waiting_wild(self) -> bool:
        """The last card is a wild still to be told its letter."""
        word = self.words[-1]
        return bool(word) and word[-1][1] == WAITING

    @property
    def text(self) -> str:
        """What it reads, words apart, ``?`` for a wild waiting for its letter: ``"HIM O?"``."""
        return " ".join("".join(letter or "?" for _, letter in word) for word in self.words).rstrip()

    @property
    def empty(self) -> bool:
        return not self.used

    def claim(self) -> Claim:
        """The claim as spelled (words left empty dropped), the best of the other cards making five."""
        words = tuple(
            ClaimedWord(tuple(card for card, _ in word), "".join(letter or "?" for _, letter in word))
            for word in self.words
            if word
        )
        return Claim(words, tuple(best_rest(self.cards, self.used, self.rules)))

    # --- spelling --------------------------------------------------------------------------------

    def type_letter(self, letter: str) -> str | None:
        """Spell ``letter`` next (or tell a waiting wild it); a refusal says why not."""
        letter = letter.upper()
        if len(letter) != 1 or letter not in LETTERS:
            return f"{letter!r} is not a letter A–Z"
        if self.waiting_wild:
            card, _ = self.words[-1][-1]
            self.words[-1][-1] = (card, letter)
            return None
        if len(self.words[-1]) >= LONGEST_WORD:
            return FULL_WORD
        self.words[-1].append((self.cards[0], letter))  # the card is chosen next, with the others
        self.typed[-1].append(True)
        if not self._choose_typed_cards():
            self.undo()
            return f"no card left to spell {letter}"
        return None

    def add_card(self, card: ScrokerCard) -> str | None:
        """Spell with this card next: its own letter, or a wild waiting to be told its letter."""
        if card not in self.cards:
            return f"the {card.name} is not one of your cards"
        if card in self.used:
            return f"the {card.name} is already spelled; Undo takes it back"
        if self.waiting_wild:
            return "first say the letter the wild stands for"
        return self._add(card, WAITING if self.rules.is_wild(card) else card.letter, typed=False)

    def next_word(self) -> str | None:
        """Start the second word."""
        if not self.words[-1]:
            return "spell a word first"
        if self.waiting_wild:
            return "first say the letter the wild stands for"
        if len(self.words) >= MOST_WORDS:
            return f"a hand holds at most {MOST_WORDS} words"
        self.words.append([])
        self.typed.append([])
        return None

    def undo(self) -> None:
        """Take back the last letter (or the space before an empty word)."""
        if self.words[-1]:
            self.words[-1].pop()
            self.typed[-1].pop()
        elif len(self.words) > 1:
            self.words.pop()
            self.typed.pop()

    def clear(self) -> None:
        self.words, self.typed = [[]], [[]]

    def _add(self, card: ScrokerCard, letter: str, typed: bool) -> str | None:
        if len(self.words[-1]) >= LONGEST_WORD:
            return FULL_WORD
        self.words[-1].append((card, letter))
        self.typed[-1].append(typed)
        return None

    def _choose_typed_cards(self) -> bool:
        """Give every typed letter a card, all at once, the way the person means them: each letter a
        card showing it, else a wild; of the ways to do that, one whose words' lettering is allowed,
        then the fewest hot-'n'-sour words, then the fewest wilds. Typing ES SEC takes for ES the S
        that SEC's Lemons do not need. False when some letter has no card left."""
        places = [(w, i) for w, marks in enumerate(self.typed) for i, typed in enumerate(marks) if typed]
        clicked = {
            card
            for w, word in enumerate(self.words)
            for i, (card, _) in enumerate(word)
            if not self.typed[w][i]
        }
        free = [card for card in self.cards if card not in clicked]
        best: tuple[tuple[int, int, int], list[ScrokerCard]] | None = None

        def options(letter: str, taken: list[ScrokerCard]) -> list[ScrokerCard]:
            left = [card for card in free if card not in taken]
            showing = [card for card in left if card.letter == letter]
            showing.sort(key=self.rules.is_wild)
            return showing + [card for card in left if self.rules.is_wild(card) and card not in showing]

        def search(chosen: list[ScrokerCard]) -> None:
            nonlocal best
            if len(chosen) == len(places):
                score = self._score(dict(zip(places, chosen, strict=True)))
                if best is None or score < best[0]:
                    best = (score, list(chosen))
                return
            w, i = places[len(chosen)]
            for card in options(self.words[w][i][1], chosen):
                search([*chosen, card])

        search([])
        if best is None:
            return False
        for (w, i), card in zip(places, best[1], strict=True):
            self.words[w][i] = (card, self.words[w][i][1])
        return True

    def _score(self, chosen: dict[tuple[int, int], ScrokerCard]) -> tuple[int, int, int]:
        """(words whose lettering is not allowed, hot-'n'-sour words, wilds) with these typed cards."""
        refused = hot_words = 0
        for w, word in enumerate(self.words):
            allowed, hot = lettering_allows(
                [chosen.get((w, i), card) for i, (card, _) in enumerate(word)], self.rules
            )
            refused += not allowed
            hot_words += hot
        return refused, hot_words, sum(1 for card in chosen.values() if self.rules.is_wild(card))
