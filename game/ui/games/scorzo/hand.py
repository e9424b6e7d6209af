"""The order a person sees their Scorzo hand in, and the meld groups the table marks in it.

Issue 5: "melds found by the solver shown grouped and marked, the player free
to reorder cards by dragging; the SCORZO button only lit when the hand is all
melds". A rummy player arranges their own hand and expects it to stay as they
left it, so the order is the person's, not the solver's: the solver's best
split only gives the first arrangement, the marks, and a "regroup" that puts
it back. The rules' hand (``ScorzoView.hand``) stays the truth of which cards
are held; ``sync`` follows it. Nothing here draws: the scene lays the cards
out in ``cards`` order and opens a gap (``group_gap`` in the layout) between
``groups``.

Cards are told apart by value: a ``ScorzoCard`` carries its deck copy and wild
index, so no two cards of a game are equal.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from game.rules.scorzo.cards import ScorzoCard
from game.rules.scorzo.melds import Meld, MeldSolver, Split


@dataclass(frozen=True)
class HandGroup:
    """Neighbouring cards of the shown order that belong together.

    ``meld`` is the solver's meld the cards belong to (None: unmelded cards);
    ``whole`` is True when every card of that meld stands here together, the
    only case the table marks as a meld, so a meld the person pulled apart is
    not shown as one.
    """

    start: int
    cards: tuple[ScorzoCard, ...]
    meld: Meld | None

    @property
    def whole(self) -> bool:
        return self.meld is not None and len(self.meld.cards) == len(self.cards)

    @property
    def is_marked_meld(self) -> bool:
        """The view draws a meld marker over this group."""
        return self.whole


def solver_order(split: Split) -> list[ScorzoCard]:
    """The solver's grouping: each meld together (a run low to high, as the solver lays it), unmelded last."""
    order = [card for meld in split.melds for card in meld.cards]
    return order + sorted(split.unmelded, key=lambda card: card.sort_key)


class HandOrder:
    """One person's arrangement of their hand, kept across draws and discards.

    ``auto_group`` decides where a card just taken goes: at the end of the hand
    (off: the person sees at once which card is new, as when a card is picked
    up at a real table), or beside the cards of the meld it completes (on). On,
    a take or discard that changes the best split also gathers each meld whose
    cards now stand apart, at the place of its leftmost card, so every meld the
    solver finds is shown together and marked; loose cards keep their order.
    """

    def __init__(
        self, cards: Iterable[ScorzoCard] = (), auto_group: bool = False, solver: MeldSolver | None = None
    ) -> None:
        self.auto_group = auto_group
        self._solver = solver or MeldSolver()
        self._cards: list[ScorzoCard] = []
        self._split = self._solver.best_split(())
        self.regroup(cards)

    # --- what the table shows -------------------------------------------------------

    @property
    def cards(self) -> tuple[ScorzoCard, ...]:
        """The hand, left to right as the person arranged it."""
        return tuple(self._cards)

    @property
    def split(self) -> Split:
        """The best split of the hand held now (it does not depend on the order)."""
        return self._split

    @property
    def score(self) -> int:
        return self._split.score

    def groups(self) -> tuple[HandGroup, ...]:
        """The shown order cut where the meld a card belongs to changes; the table opens gaps there."""
        meld_of = self._meld_of()
        groups: list[HandGroup] = []
        start = 0
        for index in range(1, len(self._cards) + 1):
            if index == len(self._cards) or meld_of[self._cards[index]] is not meld_of[self._cards[start]]:
                cards = tuple(self._cards[start:index])
                groups.append(HandGroup(start, cards, meld_of[cards[0]]))
                start = index
        return tuple(groups)

    def index_of(self, card: ScorzoCard) -> int:
        return self._cards.index(card)

    # --- what the person does ----------------------------------------------------------

    def move(self, card: ScorzoCard, position: int) -> None:
        """A drag: ``card`` now stands at ``position`` (clamped to the hand); the others keep their order."""
        self._cards.remove(card)
        position = max(0, min(position, len(self._cards)))
        self._cards.insert(position, card)

    def regroup(self, cards: Iterable[ScorzoCard] | None = None) -> None:
        """Back to the solver's grouping, of ``cards`` when given (a new deal), else of the hand held."""
        held = list(self._cards if cards is None else cards)
        self._split = self._solver.best_split(held)
        self._cards = solver_order(self._split)

    def sync(self, hand: Sequence[ScorzoCard]) -> None:
        """Follow the rules' hand after a take or a discard: a card gone leaves, a new card comes in.

        A turn changes a hand by one card in and one out at most; anything more is
        a new deal (even one that happens to deal some of the same cards again), laid
        out afresh by the solver since no arrangement of the person's is left to keep.
        """
        held = set(hand)
        kept = [card for card in self._cards if card in held]
        known = set(kept)
        arriving = [card for card in hand if card not in known]
        if len(arriving) > 1 or len(self._cards) - len(kept) > 1:
            self.regroup(hand)
            return
        if not arriving and len(kept) == len(self._cards):
            return  # the same cards: the person's order stands as it is, melds pulled apart or not
        self._cards = kept
        self._split = self._solver.best_split(hand)
        for card in arriving:
            self._cards.insert(self._place_for(card), card)
        if self.auto_group:
            self._gather_melds()

    # --- helpers --------------------------------------------------------------------

    def _gather_melds(self) -> None:
        """Bring each meld's cards together where its leftmost card stands, in the meld's own order."""
        for meld in self._split.melds:
            positions = sorted(self._cards.index(card) for card in meld.cards)
            if positions[-1] - positions[0] == len(positions) - 1:
                continue  # already side by side
            rest = [card for card in self._cards if card not in meld.cards]
            self._cards = rest[: positions[0]] + list(meld.cards) + rest[positions[0] :]

    def _meld_of(self) -> dict[ScorzoCard, Meld | None]:
        meld_of: dict[ScorzoCard, Meld | None] = dict.fromkeys(self._split.unmelded)
        for meld in self._split.melds:
            meld_of.update(dict.fromkeys(meld.cards, meld))
        return meld_of

    def _place_for(self, card: ScorzoCard) -> int:
        """Where a new card goes: the end, or with auto-group next to its meld, in the meld's own order."""
        meld = self._meld_of()[card] if self.auto_group else None
        if meld is None:
            return len(self._cards)
        rank = meld.cards.index(card)
        held = [
            (self._cards.index(other), meld.cards.index(other))
            for other in meld.cards
            if other in self._cards
        ]
        if not held:
            return len(self._cards)
        before = [position for position, other_rank in held if other_rank < rank]
        return max(before) + 1 if before else min(position for position, _ in held)
