"""Piles and the rules they declare.

After PySolFC's stack capabilities and Solitide's Base/Build/Move split: a
pile's behaviour is a frozen ``PileRule`` record, checked by one generic
``accepts``/``can_give``, so a game is mostly a table of pile declarations.
The same record words the refusal reason and the help text, so the rule and
its explanation cannot drift apart.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum
from itertools import pairwise

from game.core.cards import ACE, KING, Card


class Base(Enum):
    """What an empty pile takes."""

    NOTHING = "nothing"  # an emptied pile stays empty
    ANY = "any card"
    ACE = "an Ace"
    KING = "a King"


class SuitRule(Enum):
    """How a card placed on top must relate to the top card's suit."""

    ANY = "any suit"
    SAME_SUIT = "the same suit"
    ALTERNATE_COLOUR = "the other colour"


class Take(Enum):
    """What may be taken off a pile."""

    NOTHING = "nothing"
    TOP_CARD = "the top card"
    BUILT_RUN = "a built run"


@dataclass(frozen=True)
class Build:
    """What may go on a non-empty pile: rank steps from its top card and a suit rule.

    ``steps`` holds +1 (up), -1 (down), 0 (same rank); an empty tuple builds
    nothing. ``wrap`` lets King and Ace follow each other (a modulus, not a
    special case). ``order`` lists the ranks a short deck climbs, lowest first
    (Schrum Schrum's A 7 8 9 10 J Q K); empty means every rank, Ace to King.
    """

    steps: tuple[int, ...] = ()
    suit: SuitRule = SuitRule.ANY
    wrap: bool = False
    order: tuple[int, ...] = ()

    def follows(self, below: Card, above: Card) -> bool:
        if below.suit is None or above.suit is None:
            return False
        if self.order:
            if below.rank not in self.order or above.rank not in self.order:
                return False
            step, length = self.order.index(above.rank) - self.order.index(below.rank), len(self.order)
        else:
            step, length = above.rank - below.rank, KING
        if self.wrap:
            step = (step + 1) % length - 1  # -1, 0 or +1 across the King–Ace seam
        if step not in self.steps:
            return False
        if self.suit is SuitRule.SAME_SUIT:
            return below.suit == above.suit
        if self.suit is SuitRule.ALTERNATE_COLOUR:
            return below.colour != above.colour
        return True

    def describe(self) -> str:
        if not self.steps:
            return "nothing is built on it"
        words = {1: "up", -1: "down", 0: "on the same rank"}
        direction = " or ".join(words[s] for s in self.steps)
        text = f"builds {direction}" + ("" if self.suit is SuitRule.ANY else f" in {self.suit.value}")
        if self.suit is SuitRule.ANY and self.steps != (0,):
            text += " regardless of suit"
        return text + (", King and Ace wrapping" if self.wrap else "")


def french_name(card: Card) -> str:
    """A card's name on French faces: 'Queen of Hearts'."""
    return card.name


@dataclass(frozen=True)
class PileRule:
    """A pile's declared behaviour: base, build, take, capacity."""

    base: Base = Base.NOTHING
    build: Build = field(default_factory=Build)
    take: Take = Take.NOTHING
    capacity: int | None = None
    label: str = ""  # shown on the empty place, e.g. "A" on a foundation

    def accepts(self, pile: list[Card], moving: list[Card]) -> bool:
        """Whether this pile takes ``moving``; cheap, for listing legal moves.

        Several cards land only as a run built the way this pile builds, so a
        foundation never takes a work-row run in one go.
        """
        if self.capacity is not None and len(pile) + len(moving) > self.capacity:
            return False
        if len(moving) > 1 and not self.is_built_run(moving):
            return False
        if pile:
            return self.build.follows(pile[-1], moving[0])
        rank = moving[0].rank
        return (
            self.base is Base.ANY
            or (self.base is Base.ACE and rank == ACE)
            or (self.base is Base.KING and rank == KING)
        )

    def why_not_accept(
        self, pile: list[Card], moving: list[Card], name: Callable[[Card], str] = french_name
    ) -> str | None:
        """The reason this pile refuses ``moving``, or None when it accepts; ``name`` says a card as the
        table shows it (German faces: "the 8 of Leaves", never "of Spades")."""
        if self.accepts(pile, moving):
            return None
        if self.capacity is not None and len(pile) + len(moving) > self.capacity:
            return f"this pile holds at most {self.capacity} cards"
        if not self.is_built_run(moving):
            return "these cards do not land together: this pile " + self.build.describe()
        first = moving[0]
        if not pile:
            if self.base is Base.NOTHING:
                return "an emptied pile stays empty"
            if self.base is Base.ACE and first.rank != ACE:
                return "only an Ace starts this pile"
            if self.base is Base.KING and first.rank != KING:
                return "only a King starts this pile"
            return None
        top = pile[-1]
        if not self.build.follows(top, first):
            return f"the {name(first)} cannot go on the {name(top)}: this pile {self.build.describe()}"
        return None

    def why_not_give(self, pile: list[Card], count: int) -> str | None:
        """The reason the top ``count`` cards may not be taken, or None."""
        if count < 1 or count > len(pile):
            return "there is no such card to take"
        if self.take is Take.NOTHING:
            return "cards on this pile stay where they are"
        if self.take is Take.TOP_CARD and count != 1:
            return "only the top card may be moved"
        if self.take is Take.BUILT_RUN and not self.is_built_run(pile[-count:]):
            return "only a correctly built run may be moved"
        return None

    def is_built_run(self, cards: list[Card]) -> bool:
        """Whether each card follows the one below it by this pile's build."""
        return all(self.build.follows(below, above) for below, above in pairwise(cards))

    def describe(self) -> str:
        """Help text derived from the same record that decides legality."""
        start = (
            f"starts with {self.base.value}" if self.base is not Base.NOTHING else "takes nothing once empty"
        )
        take = "" if self.take is Take.NOTHING else f"; {self.take.value} may be moved off"
        return f"{start}; {self.build.describe()}{take}"


# Named presets, so a game's pile table reads like its rule book.
FOUNDATION_UP_ALTERNATE_COLOUR = PileRule(
    base=Base.ACE, build=Build(steps=(1,), suit=SuitRule.ALTERNATE_COLOUR), label="A"
)
FOUNDATION_UP_SAME_SUIT = PileRule(base=Base.ACE, build=Build(steps=(1,), suit=SuitRule.SAME_SUIT), label="A")
TABLEAU_DOWN_ALTERNATE_COLOUR_RUNS_ANY_BASE = PileRule(
    base=Base.ANY, build=Build(steps=(-1,), suit=SuitRule.ALTERNATE_COLOUR), take=Take.BUILT_RUN
)
TABLEAU_DOWN_ANY_SUIT_TOP_CARD_NO_REFILL = PileRule(
    base=Base.NOTHING, build=Build(steps=(-1,)), take=Take.TOP_CARD
)


@dataclass
class Pile:
    """Cards on one place of the table, bottom first.

    ``hidden`` counts the face-down cards at the bottom; the rest are face up.
    """

    id: str
    rule: PileRule
    cards: list[Card] = field(default_factory=list)
    hidden: int = 0

    @property
    def top(self) -> Card | None:
        return self.cards[-1] if self.cards else None

    def is_face_up(self, index: int) -> bool:
        return index >= self.hidden

    def visible_cards(self) -> list[Card | None]:
        """The cards as a seat sees them: face-down ones are None."""
        if not self.hidden:
            return list(self.cards)
        return [None] * self.hidden + self.cards[self.hidden :]
