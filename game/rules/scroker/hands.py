"""What a Scroker hand is worth: its category, the words that make it, and how it breaks ties.

Seed 003, "Scroker Hands" and "Scoring"; DESIGN.md §10 settles the rest.
Categories, low to high: Scum, Duck (a 2-letter word), Two Ducks (2+2),
Tadpole (3), Frog (4), Bullfrog (3+2), Slush (five cards of one suit, no
words needed, strictly clean), Scroker (5), Flying Scroker (5 with the
Unicorn). Two-word hands need two words on distinct cards.

Lettering. A word is *clean* when all its cards are one suit. A Lemon or Lime
word may also take Chili Pepper vowels (*hot-'n'-sour*), up to a limit the
dealer may set; an Animal word may not; Lemons and Limes never share a word
unless the dealer calls "Mixing the Juice". Wilds stand for any letter.

Ties within a category, in this order:

1. A natural hand (no wild, no hot-'n'-sour word) beats one that is not.
2. With "chili peppers are hot", the hand's total peppers (more is better):
   the seed says they pre-empt the high-card comparison.
3. The highest-ranking card of the word(s) that made the category, then the
   next, and so on. A wild, and a chili vowel in a hot-'n'-sour word, cannot
   be that card, so they do not count here. Scum and Slush compare the whole
   hand. A ruling card or suit named by the dealer ranks above every other
   card, the Unicorn included.
4. Still equal: the hands tie and share the pot.

The search is exact. Every group of 2 to 5 cards is a word candidate (a wild
tries each letter), looked up by its sorted letters, so a group is tested
once whatever order its cards lie in; a hand is then the best single word,
the best two words on distinct cards, a Slush, or Scum. Longhorn Stud's seven
cards and Spit's four plus the shared card go through the same search: any
word fits in five cards, and the rest of the five are the highest cards left.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum, IntEnum
from functools import lru_cache
from itertools import combinations, product

from game.rules.scroker.cards import LETTERS, ScrokerCard, Suit, rank_key
from game.rules.scroker.dictionary import Dictionary, scroker_dictionary

HAND_SIZE = 5
SHORTEST_WORD, LONGEST_WORD = 2, 5
JUICES = frozenset({Suit.LEMON, Suit.LIME})  # the suits that take chili vowels: hot-'n'-sour


class Category(IntEnum):
    SCUM = 0
    DUCK = 1
    TWO_DUCKS = 2
    TADPOLE = 3
    FROG = 4
    BULLFROG = 5
    SLUSH = 6
    SCROKER = 7
    FLYING_SCROKER = 8

    @property
    def title(self) -> str:
        return self.name.replace("_", " ").title()


@dataclass(frozen=True)
class HandRules:
    """The options a Scroker hand is judged under (Dealer's Choice may set any of them).

    ``ruling`` names card codes (``chili:E5``) or suits (``lemon``) that rank above
    every other card, in the order given; ``wilds`` names card codes that play as
    wilds besides the [Scroker] cards; ``hot_n_sour_limit`` caps chili vowels in
    one word (None: no cap; 0 forbids hot-'n'-sours).
    """

    hot_peppers: bool = False
    ruling: tuple[str, ...] = ()
    wilds: tuple[str, ...] = ()
    hot_n_sour_limit: int | None = None
    mixing_the_juice: bool = False

    def is_wild(self, card: ScrokerCard) -> bool:
        return card.suit is None or (bool(self.wilds) and card.code in self.wilds)

    def rank(self, card: ScrokerCard) -> tuple[int, tuple[int, int, int, int]]:
        """A card's rank under these rules: a ruling card or suit first, then the deck's order."""
        return _rank(self, card)


@lru_cache(maxsize=4096)
def _rank(rules: HandRules, card: ScrokerCard) -> tuple[int, tuple[int, int, int, int]]:
    """Ranks are asked for thousands of times a hand; the deck has 54 cards and a table one set of rules."""
    ruling = 0
    for place, name in enumerate(rules.ruling):
        if card.code == name or (card.suit is not None and card.suit.code == name):
            ruling = len(rules.ruling) - place
            break
    return (ruling, rank_key(card))


NO_OPTIONS = HandRules()


@dataclass(frozen=True)
class Word:
    """A word laid out from cards: the cards in spelling order and the letter each stands for."""

    text: str
    cards: tuple[ScrokerCard, ...]
    hot_n_sour: bool
    wilds: int

    @property
    def natural(self) -> bool:
        return not self.wilds and not self.hot_n_sour

    def counting_cards(self, rules: HandRules) -> tuple[ScrokerCard, ...]:
        """The cards that may be the word's highest: not wilds, not a hot-'n'-sour word's chili vowels."""
        return tuple(
            card
            for card in self.cards
            if not rules.is_wild(card) and not (self.hot_n_sour and card.suit is Suit.CHILI)
        )


@dataclass(frozen=True)
class HandValue:
    """A hand's worth: compare ``key`` (higher is better); ``words`` and ``cards`` say what makes it."""

    category: Category
    words: tuple[Word, ...]
    cards: tuple[ScrokerCard, ...]  # the five cards played, words first
    natural: bool
    peppers: int
    high_cards: tuple[ScrokerCard, ...]
    key: tuple

    def describe(self) -> str:
        """'Frog: MOOSE is not… ' — the category, the words, and what breaks a tie, for people."""
        words = " + ".join(word.text.upper() for word in self.words)
        head = f"{self.category.title}" + (f": {words}" if words else "")
        notes = []
        if not self.natural:
            notes.append("not natural: a wild or a hot-'n'-sour word")
        notes.append("high cards " + ", ".join(card.short_name for card in self.high_cards))
        return f"{head} ({'; '.join(notes)})"


def evaluate(
    cards: Sequence[ScrokerCard],
    rules: HandRules = NO_OPTIONS,
    dictionary: Dictionary | None = None,
) -> HandValue:
    """The best hand these cards make (5 dealt; 7 in Longhorn Stud; Spit's 4 and the shared card)."""
    words = dictionary or scroker_dictionary()
    cards = list(cards)
    candidates = _word_candidates(cards, rules, words)
    best = scum_value(cards, rules)
    slush = slush_value(cards, rules)
    if slush is not None:
        best = max(best, slush, key=lambda value: value.key)
    for word in candidates:
        best = max(best, _hand_of((word,), cards, rules), key=lambda value: value.key)
    for first, second in combinations(candidates, 2):
        if len(first.cards) + len(second.cards) > HAND_SIZE or set(first.cards) & set(second.cards):
            continue
        if sorted((len(first.cards), len(second.cards))) not in ([2, 2], [2, 3]):
            continue
        best = max(best, _hand_of((first, second), cards, rules), key=lambda value: value.key)
    return best


# --- words --------------------------------------------------------------------------------


def lettering_allows(cards: Iterable[ScrokerCard], rules: HandRules) -> tuple[bool, bool]:
    """(may these cards share a word, is it hot-'n'-sour): the seed's clean and hot-'n'-sour rules."""
    suits = [card.suit for card in cards if not rules.is_wild(card)]
    base = {suit for suit in suits if suit is not Suit.CHILI}
    chilis = sum(1 for suit in suits if suit is Suit.CHILI)
    if not base:
        return True, False  # all Chili Peppers (and wilds): a clean word of that suit
    if Suit.ANIMAL in base:
        return base == {Suit.ANIMAL} and not chilis, False
    if len(base) > 1 and not rules.mixing_the_juice:
        return False, False  # Lemons and Limes never share a word, unless the juice is mixed
    hot = chilis > 0
    limit = rules.hot_n_sour_limit
    return (limit is None or chilis <= limit), hot


def _word_candidates(cards: list[ScrokerCard], rules: HandRules, words: Dictionary) -> list[Word]:
    """One spelled word for every group of 2 to 5 cards that spells any (a wild tries every letter)."""
    found = []
    for size in range(SHORTEST_WORD, min(LONGEST_WORD, len(cards)) + 1):
        for group in combinations(cards, size):
            allowed, hot = lettering_allows(group, rules)
            if not allowed:
                continue
            word = _spell(group, rules, words, hot)
            if word is not None:
                found.append(word)
    return found


def _spell(group: tuple[ScrokerCard, ...], rules: HandRules, words: Dictionary, hot: bool) -> Word | None:
    """A word these exact cards spell, with its cards laid in spelling order; None if none."""
    fixed = [card for card in group if not rules.is_wild(card)]
    wild = [card for card in group if rules.is_wild(card)]
    for letters in product(LETTERS, repeat=len(wild)):
        found = words.words_from([card.letter for card in fixed] + list(letters))
        if found:
            text = found[0]
            return Word(text, _in_spelling_order(text, fixed, wild), hot, len(wild))
    return None


def _in_spelling_order(
    text: str, fixed: list[ScrokerCard], wild: list[ScrokerCard]
) -> tuple[ScrokerCard, ...]:
    """The cards laid out to read ``text``: each letter from a card that shows it, else a wild."""
    left, wilds, laid = list(fixed), list(wild), []
    for letter in text.upper():
        card = next((card for card in left if card.letter == letter), None)
        if card is not None:
            left.remove(card)
        else:
            card = wilds.pop()
        laid.append(card)
    return tuple(laid)


# --- hands ----------------------------------------------------------------------------------


def _hand_of(words: tuple[Word, ...], cards: list[ScrokerCard], rules: HandRules) -> HandValue:
    used = [card for word in words for card in word.cards]
    return words_value(words, tuple(used + best_rest(cards, used, rules)), rules)


def best_rest(
    cards: Sequence[ScrokerCard], used: Sequence[ScrokerCard], rules: HandRules
) -> list[ScrokerCard]:
    """The cards that make five beside the words' ``used`` cards: the best of the others for ties."""
    rest = sorted((card for card in cards if card not in used), key=rules.rank, reverse=True)
    return _fillers(rest, HAND_SIZE - len(used), rules)


def words_value(words: Sequence[Word], played: Sequence[ScrokerCard], rules: HandRules) -> HandValue:
    """What five cards laid out as these words are worth, the words taken as real words.

    The search scores its candidates with it, and the showdown scores a player's claim with it
    before any spellcheck: the dictionary is asked elsewhere, never here.
    """
    words = tuple(words)
    category = _category(sorted(len(word.cards) for word in words), words)
    counting = [card for word in words for card in word.counting_cards(rules)]
    high = tuple(sorted(counting, key=rules.rank, reverse=True))
    natural = all(word.natural for word in words)
    return _value(category, words, tuple(played), natural, high, rules)


def _category(lengths: list[int], words: tuple[Word, ...]) -> Category:
    if len(words) == 2:
        return Category.TWO_DUCKS if lengths == [2, 2] else Category.BULLFROG
    size = lengths[0]
    if size == 5:
        return (
            Category.FLYING_SCROKER if any(card.is_unicorn for card in words[0].cards) else Category.SCROKER
        )
    return {2: Category.DUCK, 3: Category.TADPOLE, 4: Category.FROG}[size]


def _fillers(rest: list[ScrokerCard], count: int, rules: HandRules) -> list[ScrokerCard]:
    """The cards that complete five: the most peppers when peppers are hot, else the highest."""
    if rules.hot_peppers:
        rest = sorted(rest, key=lambda card: (card.peppers, rules.rank(card)), reverse=True)
    return rest[: max(0, count)]


def slush_value(cards: Sequence[ScrokerCard], rules: HandRules) -> HandValue | None:
    """Five cards of one suit, no wilds: the best such five, compared card by card."""
    best: HandValue | None = None
    for suit in Suit:
        same = sorted(
            (c for c in cards if c.suit is suit and not rules.is_wild(c)), key=rules.rank, reverse=True
        )
        if len(same) >= HAND_SIZE:
            played = tuple(_fillers(same, HAND_SIZE, rules) if rules.hot_peppers else same[:HAND_SIZE])
            high = tuple(sorted(played, key=rules.rank, reverse=True))
            value = _value(Category.SLUSH, (), played, True, high, rules)
            best = value if best is None or value.key > best.key else best
    return best


def scum_value(cards: Sequence[ScrokerCard], rules: HandRules) -> HandValue:
    """No words (or a claim found foul at the showdown): the five highest cards, card by card."""
    played = tuple(_fillers(sorted(cards, key=rules.rank, reverse=True), HAND_SIZE, rules))
    high = tuple(sorted((c for c in played if not rules.is_wild(c)), key=rules.rank, reverse=True))
    return _value(Category.SCUM, (), played, True, high, rules)


def _value(
    category: Category,
    words: tuple[Word, ...],
    played: tuple[ScrokerCard, ...],
    natural: bool,
    high: tuple[ScrokerCard, ...],
    rules: HandRules,
) -> HandValue:
    peppers = sum(card.peppers for card in played if not rules.is_wild(card))
    key = (
        int(category),
        int(natural),
        peppers if rules.hot_peppers else 0,
        tuple(rules.rank(card) for card in high),
    )
    return HandValue(category, words, played, natural, peppers, high, key)


def may_open(cards: Sequence[ScrokerCard], rules: HandRules = NO_OPTIONS) -> bool:
    """ "A player must hold two Animals or a three-letter word (tadpole) to open" — or anything better."""
    animals = sum(1 for card in cards if card.suit is Suit.ANIMAL and not rules.is_wild(card))
    if animals >= 2:
        return True
    return evaluate(cards, rules).category >= Category.TADPOLE


# --- why one hand beats another -------------------------------------------------------------


def hand_name(value: HandValue) -> str:
    """A hand as the showdown names it: its words ("GATES", "OX + TEN"), or its category without any."""
    return " + ".join(word.text.upper() for word in value.words) or value.category.title


def worth_of(value: HandValue) -> str:
    """A hand with its category, as the end of a deal says it: "GATES (Scroker)", "Scum"."""
    return f"{hand_name(value)} ({value.category.title})" if value.words else value.category.title


class Decider(Enum):
    """The part of two hands' ranking keys that told them apart: the first part that differs."""

    CATEGORY = "category"
    NATURAL = "natural"  # a natural hand against one with wilds or hot-'n'-sour
    PEPPERS = "peppers"
    RULING_CARD = "ruling card"  # a high card that is a ruling card against one that is not
    HIGH_CARD = "high card"
    MORE_CARDS = "more cards"  # equal as far as both go; one has more cards that count
    NOTHING = "nothing"  # a tie


@dataclass(frozen=True)
class Comparison:
    """Why ``better`` ranks over ``worse``, as facts: the deciding part and, for a card, its place
    among the high cards (0 the highest). The verdicts turn it into words."""

    better: HandValue
    worse: HandValue
    decider: Decider
    place: int = 0


def compared(better: HandValue, worse: HandValue) -> Comparison:
    """What decides between ``better`` and ``worse`` (or that they tie), read off the same ``key``
    that ranks them: its parts compared in their order (category, natural, peppers, high cards),
    so the part named can never disagree with the ranking."""
    category, natural, peppers, ranks = better.key
    other_category, other_natural, other_peppers, other_ranks = worse.key
    if category != other_category:
        return Comparison(better, worse, Decider.CATEGORY)
    if natural != other_natural:
        return Comparison(better, worse, Decider.NATURAL)
    if peppers != other_peppers:
        return Comparison(better, worse, Decider.PEPPERS)
    for place, (rank, other_rank) in enumerate(zip(ranks, other_ranks, strict=False)):
        if rank != other_rank:
            decider = Decider.RULING_CARD if rank[0] != other_rank[0] else Decider.HIGH_CARD
            return Comparison(better, worse, decider, place)
    if len(ranks) != len(other_ranks):
        return Comparison(better, worse, Decider.MORE_CARDS)
    return Comparison(better, worse, Decider.NOTHING)
