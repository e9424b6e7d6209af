"""The Scroker showdown: claims laid out as words, spellchecks, and the order the pots go by.

Seed 003 (the showdown and spellcheck bullets of Scroker and Longhorn Stud) and DESIGN.md §10.
Pure rules: no chips (``betting.Hand`` pays), no cards dealt (the game state passes them in).

- ``Claim``: what a seat lays out, "a firm horizontal array": up to two words, each its cards
  in spelling order and the letters it reads as (a wild's letter included), and the rest of
  its five cards. ``best_claim`` is the app's "arrange the best claim"; a person may lay out
  another, even a wrong one. ``claim_refusal`` says why a layout breaks a lettering rule (the
  app will not lay it out).
- ``claimed_value``: the claim's worth if its words are real, from the lettering alone, scored
  by ``hands.words_value`` like the evaluator's own hands. ``judge`` asks the dictionary.
- ``Showdown``: the standing order and the spellchecks, in the OpenSpiel manner (facts kept,
  the rest derived; refused actions raise ``IllegalMove(reason)``).

Decisions (also in docs/scroker-showdown.md):
- Claims rank by their claimed value until the dictionary judges them; a claim nobody
  challenges stands, even if it is not a word (bluffing is the game).
- "The opportunity to challenge ... moves clockwise around the table starting at the player
  currently holding the winning hand": he holds it, so he cannot challenge it; the seat on his
  left is asked first, then each other seat still in, once each, challenge or pass.
- "Only one word may be contested at a time": a challenge names one word of the winning claim.
  A word found in the dictionary stands and cannot be challenged again; the next seat may
  challenge the claim's other word. The winning claim stands when every seat has been asked
  or every word has stood.
- A word not in the dictionary makes the whole hand foul: Scum of its five cards, "even if a
  shorter word appears to be present". The pot's destination is then re-determined: the new
  winning claim gets its own round of challenges, from its holder's left, and every seat still
  in is asked again (the foul seat too: he stayed to the end).
- "The loser of a spellcheck must contribute to the pot": when the word stands the challenger
  pays; when it is foul the claimant pays. ``penalties()`` lists who, one entry a lost
  spellcheck; the state calls ``Hand.penalise(seat)`` for each.
- Tied winning claims are each a winning hand: each gets its round of challenges, in seat order
  from the dealer's left. Only winning claims are challenged (the seed's "winning hand"); a
  side pot's claim is challenged only if it comes to win the main pot.
- The opener's proof: "the winner of the pot is responsible for being able to prove he was
  eligible to have opened" on the cards he held when he opened (``opener_proved``), whatever he
  claims now. Given ``opener`` and ``opener_proved=False``, the hand that takes the pot instead
  is the winning claim open to challenge (as ``award_pots`` passes the opener over).
- "No changes to bets or card arrangements may take place following a spellcheck initiation":
  ``rearrange`` is allowed until the first challenge; the new layout is a new claim, so the
  standing and the round of challenges start again (passes are forgotten).
- "Strict dictionary" judges every claim at once: fouls are Scum before the ranking, nobody is
  asked to challenge and nobody pays a penalty (no spellcheck was lost).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from game.core.events import Event
from game.core.moves import IllegalMove
from game.core.seat_names import seat_words
from game.rules.scroker.cards import LETTERS, ScrokerCard, Suit
from game.rules.scroker.dictionary import Dictionary, scroker_dictionary
from game.rules.scroker.hands import (
    HAND_SIZE,
    LONGEST_WORD,
    NO_OPTIONS,
    SHORTEST_WORD,
    HandRules,
    HandValue,
    Word,
    evaluate,
    lettering_allows,
    may_open,
    scum_value,
    slush_value,
    words_value,
)

MOST_WORDS = 2
TWO_WORD_LENGTHS = ((2, 2), (2, 3))  # Two Ducks, Bullfrog: no other pair fits in five cards


@dataclass(frozen=True)
class ClaimedWord:
    """A word as laid out: its cards in spelling order and what it reads as, wilds' letters included."""

    cards: tuple[ScrokerCard, ...]
    letters: str

    def __post_init__(self) -> None:
        object.__setattr__(self, "letters", self.letters.upper())


@dataclass(frozen=True)
class Claim:
    """What a seat lays out: its words (none: Slush or Scum) and the rest of its five cards."""

    words: tuple[ClaimedWord, ...] = ()
    rest: tuple[ScrokerCard, ...] = ()

    @property
    def cards(self) -> tuple[ScrokerCard, ...]:
        """The five cards played, words first."""
        return tuple(card for word in self.words for card in word.cards) + self.rest

    def describe(self) -> str:
        return " + ".join(word.letters for word in self.words) or "no words"


@dataclass(frozen=True)
class Verdict:
    """The dictionary's answer on a claim: the words it lacks (none: the claim is fair)."""

    foul_words: tuple[ClaimedWord, ...]

    @property
    def foul(self) -> bool:
        return bool(self.foul_words)


def best_claim(
    cards: Sequence[ScrokerCard], rules: HandRules = NO_OPTIONS, dictionary: Dictionary | None = None
) -> Claim:
    """The evaluator's best hand laid out as a claim: the app's "arrange the best claim"."""
    value = evaluate(cards, rules, dictionary)
    words = tuple(ClaimedWord(word.cards, word.text) for word in value.words)
    used = {card for word in words for card in word.cards}
    return Claim(words, tuple(card for card in value.cards if card not in used))


def claim_refusal(claim: Claim, hand: Sequence[ScrokerCard], rules: HandRules = NO_OPTIONS) -> str | None:
    """Why this claim cannot be laid out from this hand (None: it can, right or wrong)."""
    if len(claim.words) > MOST_WORDS:
        return "a hand holds at most two words"
    for word in claim.words:
        reason = _word_refusal(word, rules)
        if reason:
            return reason
    if len(claim.words) == MOST_WORDS:
        lengths = tuple(sorted(len(word.cards) for word in claim.words))
        if lengths not in TWO_WORD_LENGTHS:
            return "two words make Two Ducks (2 + 2 letters) or a Bullfrog (3 + 2)"
    laid, held = Counter(claim.cards), Counter(hand)
    for card, count in laid.items():
        if count > held[card]:
            return (
                f"the {card.name} is laid out twice" if held[card] else f"the {card.name} is not in your hand"
            )
    if len(claim.cards) != min(HAND_SIZE, len(hand)):
        return f"lay out {min(HAND_SIZE, len(hand))} cards, words and the rest, not {len(claim.cards)}"
    return None


def _word_refusal(word: ClaimedWord, rules: HandRules) -> str | None:
    if not SHORTEST_WORD <= len(word.cards) <= LONGEST_WORD:
        return f"a word has {SHORTEST_WORD} to {LONGEST_WORD} cards, not {len(word.cards)}"
    if len(word.letters) != len(word.cards) or any(letter not in LETTERS for letter in word.letters):
        return f"{word.letters!r} must give one letter A–Z for each of its {len(word.cards)} cards"
    for card, letter in zip(word.cards, word.letters, strict=True):
        if not rules.is_wild(card) and card.letter != letter:
            return f"the {card.name} cannot stand for {letter} in {word.letters}"
    return _lettering_refusal(word, rules)


def _lettering_refusal(word: ClaimedWord, rules: HandRules) -> str | None:
    """The seed's Scoring bullet, said for the rule the word breaks."""
    if lettering_allows(word.cards, rules)[0]:
        return None
    suits = {card.suit for card in word.cards if not rules.is_wild(card)}
    if Suit.ANIMAL in suits and Suit.CHILI in suits:
        return f"{word.letters}: Animal words may not contain Chili Peppers"
    if Suit.ANIMAL in suits:
        return f"{word.letters}: Animals may not be mixed with Lemons or Limes in a word"
    if {Suit.LEMON, Suit.LIME} <= suits and not rules.mixing_the_juice:
        return f"{word.letters}: Lemons and Limes may not be mixed in a word"
    return f"{word.letters}: at most {rules.hot_n_sour_limit} Chili Pepper vowels in a word in this game"


def claimed_value(claim: Claim, rules: HandRules = NO_OPTIONS) -> HandValue:
    """The claim's worth if its words are real words; the dictionary is the spellcheck's business."""
    if claim.words:
        return words_value(tuple(_as_word(word, rules) for word in claim.words), claim.cards, rules)
    return slush_value(claim.cards, rules) or scum_value(claim.cards, rules)


def _as_word(word: ClaimedWord, rules: HandRules) -> Word:
    hot = lettering_allows(word.cards, rules)[1]
    return Word(word.letters.lower(), word.cards, hot, sum(1 for card in word.cards if rules.is_wild(card)))


def judge(claim: Claim, dictionary: Dictionary | None = None) -> Verdict:
    """Every claimed word looked up: a claim with any word missing is foul, and counts as Scum."""
    words = dictionary or scroker_dictionary()
    return Verdict(tuple(word for word in claim.words if not words.is_word(word.letters)))


def opener_proved(cards_when_opening: Sequence[ScrokerCard], rules: HandRules = NO_OPTIONS) -> bool:
    """Whether the opener held openers (two Animals or a three-letter word) when he opened."""
    return may_open(cards_when_opening, rules)


@dataclass(frozen=True)
class ChallengePassed(Event):
    seat: int
    claimant: int

    @property
    def text(self) -> str:
        return f"{seat_words(self.seat)} lets the claim of {seat_words(self.claimant)} stand"


@dataclass(frozen=True)
class Spellchecked(Event):
    """A challenge judged: ``loser`` adds his stake to the pot again."""

    challenger: int
    claimant: int
    letters: str
    is_word: bool

    @property
    def loser(self) -> int:
        return self.challenger if self.is_word else self.claimant

    @property
    def text(self) -> str:
        found = (
            "it is a word"
            if self.is_word
            else f"it is not a word, so the hand of {seat_words(self.claimant)} counts as Scum"
        )
        return (
            f"{seat_words(self.challenger)} challenges {self.letters}: {found}; "
            f"{seat_words(self.loser)} adds their stake to the pot again"
        )


@dataclass(frozen=True)
class ClaimJudged(Event):
    """The strict dictionary found these words missing from a seat's claim."""

    seat: int
    foul_letters: tuple[str, ...]

    @property
    def text(self) -> str:
        words = ", ".join(self.foul_letters)
        return f"{seat_words(self.seat)} laid out {words}: not in the dictionary; the hand counts as Scum"


@dataclass(frozen=True)
class ClaimRearranged(Event):
    seat: int
    claim: Claim

    @property
    def text(self) -> str:
        return f"{seat_words(self.seat)} lays out {self.claim.describe()} instead"


class Showdown:
    """The claims of the seats still in, their standing, and the spellchecks against the winner.

    ``seats`` run clockwise from the dealer's left; ``hands`` are the cards each seat holds
    (five, Longhorn's seven, Spit's four and the shared card); ``claims`` what each lays out.
    """

    def __init__(
        self,
        seats: Sequence[int],
        hands: Mapping[int, Sequence[ScrokerCard]],
        claims: Mapping[int, Claim],
        rules: HandRules = NO_OPTIONS,
        *,
        strict: bool = False,
        dictionary: Dictionary | None = None,
        opener: int | None = None,
        opener_proved: bool = True,
    ) -> None:
        self.seats = tuple(seats)
        self.hands = {seat: tuple(hands[seat]) for seat in self.seats}
        self.rules = rules
        self.strict = strict
        self.dictionary = dictionary or scroker_dictionary()
        self.opener = opener
        self.opener_proved = opener_proved
        self.claims: dict[int, Claim] = {}
        for seat in self.seats:
            self._check(seat, claims[seat])
            self.claims[seat] = claims[seat]
        self.fouled: set[int] = set()
        self.standing_words: dict[int, set[int]] = {seat: set() for seat in self.seats}
        self.events: list[Event] = []
        self._penalties: list[int] = []
        self._heard: set[int] = set()  # claimants whose round of challenges is over
        self._target: int | None = None
        self._to_ask: list[int] = []
        self._challenged = False
        if strict:
            self._judge_all()
        self._next_target()

    # --- the standing ---------------------------------------------------------------------

    def value(self, seat: int) -> HandValue:
        """A seat's hand as it stands: Scum if found foul, else what its claim says."""
        claim = self.claims[seat]
        return (
            scum_value(claim.cards, self.rules) if seat in self.fouled else claimed_value(claim, self.rules)
        )

    def ranking(self) -> list[list[int]]:
        """Seats best first, tied seats grouped in seat order, as ``Hand.showdown`` wants."""
        keys = {seat: self.value(seat).key for seat in self.seats}
        return [
            [seat for seat in self.seats if keys[seat] == key]
            for key in sorted(set(keys.values()), reverse=True)
        ]

    def winners(self) -> list[int]:
        """The seats holding the winning hand: the best group, passing over an opener who cannot prove."""
        passed_over = () if self.opener_proved or self.opener is None else (self.opener,)
        for group in self.ranking():
            contenders = [seat for seat in group if seat not in passed_over]
            if contenders:
                return contenders
        return self.ranking()[0]

    def penalties(self) -> list[int]:
        """The seat that lost each spellcheck, in order: each adds his stake to the pot again."""
        return list(self._penalties)

    # --- the spellchecks ------------------------------------------------------------------

    def pending_challenger(self) -> int | None:
        """The seat that may now challenge or pass; None once the showdown is settled."""
        return self._to_ask[0] if self._to_ask else None

    def claimant(self) -> int | None:
        """The seat whose winning claim is open to challenge."""
        return self._target if self._to_ask else None

    def open_words(self) -> list[ClaimedWord]:
        """The words of the winning claim a challenge may still name (not yet found in the dictionary)."""
        if self._target is None:
            return []
        words = self.claims[self._target].words
        return [word for index, word in enumerate(words) if index not in self.standing_words[self._target]]

    def is_over(self) -> bool:
        return self.pending_challenger() is None

    def challenge(self, seat: int, word: int | None = None) -> list[Event]:
        """``seat`` contests one word of the winning claim (its index; may be left out when one is open)."""
        self._require_turn(seat)
        assert self._target is not None
        claimant, words = self._target, self.claims[self._target].words
        open_indices = [index for index in range(len(words)) if index not in self.standing_words[claimant]]
        if word is None:
            if len(open_indices) != 1:
                raise IllegalMove(
                    "name the word to challenge: " + ", ".join(w.letters for w in self.open_words())
                )
            word = open_indices[0]
        if word not in open_indices:
            raise IllegalMove(f"the claim of {seat_words(claimant)} has no word {word} open to challenge")
        self._challenged = True
        letters = words[word].letters
        event = Spellchecked(seat, claimant, letters, self.dictionary.is_word(letters))
        self._penalties.append(event.loser)
        if event.is_word:
            self.standing_words[claimant].add(word)
            self._to_ask.pop(0)
            if len(self.standing_words[claimant]) == len(words):
                self._to_ask = []
        else:
            self.fouled.add(claimant)
            self._to_ask = []
        self.events.append(event)
        self._next_target()
        return [event]

    def pass_(self, seat: int) -> list[Event]:
        """``seat`` lets the winning claim stand; the opportunity moves on clockwise."""
        self._require_turn(seat)
        assert self._target is not None
        event = ChallengePassed(seat, self._target)
        self._to_ask.pop(0)
        self.events.append(event)
        self._next_target()
        return [event]

    def rearrange(self, seat: int, claim: Claim) -> list[Event]:
        """Lay out a different claim; refused once a spellcheck has begun (or strict judging has)."""
        if self.strict:
            raise IllegalMove("the strict dictionary has judged the claims as laid out")
        if self._challenged:
            raise IllegalMove("no changes to card arrangements after a spellcheck has begun")
        if seat not in self.claims:
            raise IllegalMove(f"{seat_words(seat)} is not in the showdown")
        self._check(seat, claim)
        self.claims[seat] = claim
        self._heard, self._to_ask, self._target = set(), [], None
        self._next_target()
        event = ClaimRearranged(seat, claim)
        self.events.append(event)
        return [event]

    # --- helpers --------------------------------------------------------------------------

    def _check(self, seat: int, claim: Claim) -> None:
        reason = claim_refusal(claim, self.hands[seat], self.rules)
        if reason:
            raise IllegalMove(f"{seat_words(seat)}: {reason}")

    def _judge_all(self) -> None:
        for seat in self.seats:
            verdict = judge(self.claims[seat], self.dictionary)
            if verdict.foul:
                self.fouled.add(seat)
                self.events.append(ClaimJudged(seat, tuple(word.letters for word in verdict.foul_words)))
        self._heard = set(self.seats)

    def _next_target(self) -> None:
        """After a round ends, the next winning claim not yet heard; its holder's left is asked first."""
        if self._to_ask:
            return
        if self._target is not None:
            self._heard.add(self._target)
            self._target = None
        for seat in self.winners():
            if seat in self._heard or self._claim_settled(seat):
                continue
            start = self.seats.index(seat)
            self._target = seat
            self._to_ask = [
                self.seats[(start + step) % len(self.seats)] for step in range(1, len(self.seats))
            ]
            return

    def _claim_settled(self, seat: int) -> bool:
        """No word left to contest: a Slush or Scum claim, a foul one, or every word found a word."""
        return seat in self.fouled or len(self.standing_words[seat]) == len(self.claims[seat].words)

    def _require_turn(self, seat: int) -> None:
        pending = self.pending_challenger()
        if pending is None:
            raise IllegalMove("no claim is open to challenge")
        if seat != pending:
            raise IllegalMove(f"it is the turn of {seat_words(pending)} to challenge or pass")
