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


@dataclass
class ClaimDraft:
    """The words spelled so far from ``cards`` (the seat's cards that may be played)."""

    cards: tuple[ScrokerCard, ...]
    rules: HandRules
    words: list[list[tuple[ScrokerCard, str]]] = field(default_factory=lambda: [[]])

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
        card = self._card_for(letter)
        if card is None:
            return f"no card left to spell {letter}"
        return self._add(card, letter)

    def add_card(self, card: ScrokerCard) -> str | None:
        """Spell with this card next: its own letter, or a wild waiting to be told its letter."""
        if card not in self.cards:
            return f"the {card.name} is not one of your cards"
        if card in self.used:
            return f"the {card.name} is already spelled; Undo takes it back"
        if self.waiting_wild:
            return "first say the letter the wild stands for"
        return self._add(card, WAITING if self.rules.is_wild(card) else card.letter)

    def next_word(self) -> str | None:
        """Start the second word."""
        if not self.words[-1]:
            return "spell a word first"
        if self.waiting_wild:
            return "first say the letter the wild stands for"
        if len(self.words) >= MOST_WORDS:
            return f"a hand holds at most {MOST_WORDS} words"
        self.words.append([])
        return None

    def undo(self) -> None:
        """Take back the last letter (or the space before an empty word)."""
        if self.words[-1]:
            self.words[-1].pop()
        elif len(self.words) > 1:
            self.words.pop()

    def clear(self) -> None:
        self.words = [[]]

    def _add(self, card: ScrokerCard, letter: str) -> str | None:
        if len(self.words[-1]) >= LONGEST_WORD:
            return f"a word has at most {LONGEST_WORD} letters: Space starts the next word"
        self.words[-1].append((card, letter))
        return None

    def _card_for(self, letter: str) -> ScrokerCard | None:
        """A free card to spell ``letter`` with: one showing it (not a wild) before a wild; among
        those, the one that keeps the word's lettering allowed, then clean (not hot-'n'-sour):
        typing MOOSE with an Animal M takes the Animal O before a Lemon O."""
        free = [card for card in self.cards if card not in self.used]
        showing = [card for card in free if card.letter == letter]
        wilds = [card for card in free if self.rules.is_wild(card) and card not in showing]
        word = [card for card, _ in self.words[-1]]

        def preference(card: ScrokerCard) -> tuple[bool, bool, bool]:
            allowed, hot = lettering_allows([*word, card], self.rules)
            return (self.rules.is_wild(card), not allowed, hot)

        return min(showing + wilds, key=preference, default=None)
