"""The Scroker family's moves beyond betting, its pile ids, and the card codes of its saves.

Betting moves (Check, Open, Call, Raise, Fold) come from ``betting.py`` unchanged.
A deal adds the draw ("discards facedown the same number from his hand"), the
showdown (lay out a claim, challenge a word or let the claim stand), the next
deal (any seat, once everyone has seen the settlement) and, in Dealer's
Choice, the dealer's call of the game and its options.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.codes import CardCodeError
from game.core.events import Event, Message
from game.core.moves import Move
from game.rules.scroker.cards import WILD_CODE, ScrokerCard
from game.rules.scroker.codes import parse_scroker_card
from game.rules.scroker.showdown import Claim, ClaimedWord

# A card read as another letter in a laid-out word: ``scroker#0=E`` (a wild standing for E).
LETTER_MARK = "="
STOCK = "stock"
DISCARD = "discard"
# Spit in the Can's shared face-up card; Longhorn Stud's common seventh card if the deck runs out.
SPIT = "spit"


def hand_id(seat: int) -> str:
    """A seat's face-down cards, ``seat2.hand`` (Longhorn Stud: the hole cards), as every seated
    game names them (DESIGN §3), written here so no game's rules import another's."""
    return f"seat{seat + 1}.hand"


def up_id(seat: int) -> str:
    """A seat's face-up cards (Longhorn Stud), seen by everyone."""
    return f"seat{seat + 1}.up"


def save_code(card: ScrokerCard) -> str:
    """A card's code, with a wild's number (``scroker#1``): the deck has one of every other card."""
    return f"{WILD_CODE}#{card.index}" if card.is_wild else card.code


def load_code(text: str) -> ScrokerCard:
    """The card a ``save_code`` names; a bad code is a CardCodeError naming it."""
    code, _, index = text.partition("#")
    card = parse_scroker_card(code)
    if not index:
        return card
    if not card.is_wild or index not in ("0", "1"):
        raise CardCodeError(f"{text!r} is not a saved Scroker card: only {WILD_CODE} takes #0 or #1")
    return ScrokerCard.wild(int(index))


@dataclass(frozen=True)
class Draw(Move):
    """Throw ``cards`` (save codes) face down and be dealt as many; no cards is standing pat."""

    cards: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", tuple(self.cards))  # a loaded save gives a list


@dataclass(frozen=True)
class LayOut(Move):
    """Lay out a claim at the showdown, in the form a save keeps it.

    ``words``: each word its cards in spelling order, save codes joined by spaces; a card read
    as a letter other than its own (a wild) says it after ``=``: ``"lemon:S scroker#0=O lemon:N"``.
    ``rest``: the save codes of the other cards played (five in all). No words claims Slush or Scum.
    """

    words: tuple[str, ...] = ()
    rest: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "words", tuple(self.words))
        object.__setattr__(self, "rest", tuple(self.rest))


@dataclass(frozen=True)
class Challenge(Move):
    """Ask the dictionary about word ``word`` (0 or 1, in the order laid out) of the winning claim."""

    word: int = 0


@dataclass(frozen=True)
class PassChallenge(Move):
    """Let the winning claim stand: the chance to challenge moves on clockwise."""


def lay_out(seat: int, claim: Claim) -> LayOut:
    """The move that lays out ``claim`` (the state also saves claims in this form)."""
    words = tuple(
        " ".join(
            save_code(card) + ("" if card.letter == letter else LETTER_MARK + letter)
            for card, letter in zip(word.cards, word.letters, strict=True)
        )
        for word in claim.words
    )
    return LayOut(seat, words, tuple(save_code(card) for card in claim.rest))


def claim_of(move: LayOut) -> Claim:
    """The claim a ``LayOut`` names; a bad code, or a wild without its letter, is a CardCodeError."""
    words = []
    for text in move.words:
        cards, letters = [], []
        for token in text.split():
            code, _, letter = token.partition(LETTER_MARK)
            card = load_code(code)
            if not (letter or card.letter):
                raise CardCodeError(f"say the letter {code} stands for: {code}{LETTER_MARK}E")
            cards.append(card)
            letters.append(letter or card.letter)
        words.append(ClaimedWord(tuple(cards), "".join(letters)))
    return Claim(tuple(words), tuple(load_code(code) for code in move.rest))


@dataclass(frozen=True)
class NextDeal(Move):
    """Gather the cards and deal the next hand, the deal passing left (any seat, between deals)."""


@dataclass(frozen=True)
class ChooseGame(Move):
    """Dealer's Choice: the dealer names the deal (``scroker``, ``spit``, ``longhorn``) and its options.

    ``ruling`` and ``wilds`` are card codes or suit names (``lemon``, ``chili:E5``);
    ``hot_n_sour_limit`` None allows any number of hot-'n'-sours a word.
    """

    deal: str = "scroker"
    hot_peppers: bool = False
    ruling: tuple[str, ...] = ()
    wilds: tuple[str, ...] = ()
    hot_n_sour_limit: int | None = None
    mixing_the_juice: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "ruling", tuple(self.ruling))
        object.__setattr__(self, "wilds", tuple(self.wilds))


@dataclass(frozen=True)
class DealStarted(Event):
    """A deal began: its number, the dealer and the game with its options in words."""

    number: int
    dealer: int
    game: str


@dataclass(frozen=True)
class CardsDrawn(Event):
    """A seat threw ``count`` cards and was dealt as many; the count is public."""

    seat: int
    count: int


@dataclass(frozen=True)
class DealResult(Message):
    """A sentence of a deal's end ("Seat 3 wins 62 chips with GATES (Scroker)."): the status line
    says it like any message; the history tells the pots with their reasons instead."""
