"""Games whose moves carry cards from pile to pile, judged by the piles' rules.

Solitaires and the patience-like races share this: the pile declarations
decide legality, so a game adds only what its rule text says beyond them.
"""

from __future__ import annotations

from collections.abc import Iterator

from game.core.cards import Card
from game.core.events import CardsMoved, Event
from game.core.moves import Move, MoveCards
from game.core.protocol import GameState


class PileGame(GameState):
    """A ``GameState`` whose ``MoveCards`` are checked by the pile rules."""

    move_kinds = {"MoveCards": MoveCards}

    def may_touch(self, seat: int, pile_id: str) -> bool:
        """Whether ``seat`` may take from or put on this pile (all, by default)."""
        return True

    def face_value(self, card: Card) -> Card:
        """The card the rules see: a wild card that was played as another counts as that one."""
        return card

    def card_name(self, card: Card) -> str:
        """How every message names a card: by its French name, unless the game's table shows other
        faces (the 32-card deck's German faces), when the game says it in those faces' words."""
        return card.name

    def face_values(self, cards: list[Card]) -> list[Card]:
        """``cards`` as the rules see them; the same list when no card stands for another."""
        return cards

    def takeable_count(self, pile_id: str, seat: int) -> int:
        """What the pile's own rule lets go off its top (``PileRule.why_not_give``: nothing, the top
        card, or a built run, wild cards counting as what they were played as), face-up cards only,
        from a pile the seat may touch. Taking fewer never breaks a rule that allows more."""
        pile = self.piles.get(pile_id)
        if pile is None or not self.may_touch(seat, pile_id):
            return 0
        faces, face_up = self.face_values(pile.cards), len(pile.cards) - pile.hidden
        count = 0
        while count < face_up and pile.rule.why_not_give(faces, count + 1) is None:
            count += 1
        return count

    def _why_illegal(self, move: Move) -> str | None:
        if not isinstance(move, MoveCards):
            return f"{type(move).__name__} is not a move in {self.spec.name}"
        return self.why_cards_may_not_move(move)

    def why_cards_may_not_move(self, move: MoveCards, played_as: list[Card] | None = None) -> str | None:
        """The reason the piles refuse ``move``, or None; ``played_as`` names what wild cards stand for."""
        source, target = self.piles.get(move.source), self.piles.get(move.target)
        if source is None or target is None:
            missing = move.source if source is None else move.target
            return f"there is no pile {missing!r}"
        if move.source == move.target:
            return "the card is already there"
        if not (self.may_touch(move.seat, move.source) and self.may_touch(move.seat, move.target)):
            return "that pile is not yours"
        if move.count > len(source.cards) - source.hidden:
            return "that card is face down" if source.cards else "that pile is empty"
        reason = source.rule.why_not_give(self.face_values(source.cards), move.count)
        if reason is None:
            moving = played_as or self.face_values(source.cards[-move.count :])
            reason = target.rule.why_not_accept(self.face_values(target.cards), moving, self.card_name)
        return reason

    def _apply(self, move: Move) -> list[Event]:
        assert isinstance(move, MoveCards)
        return [self.carry(move.source, move.target, move.count)]

    def carry(self, source_id: str, target_id: str, count: int = 1) -> CardsMoved:
        """Move the top ``count`` cards, face up, without asking the rules."""
        source, target = self.piles[source_id], self.piles[target_id]
        cards = source.cards[-count:]
        del source.cards[-count:]
        source.hidden = min(source.hidden, len(source.cards))
        target.cards.extend(cards)
        return CardsMoved(source_id, target_id, tuple(cards))

    def _legal_moves(self, seat: int) -> list[Move]:
        return [MoveCards(seat, source, target) for source, target in self._legal_top_card_pairs(seat)]

    def has_legal_move(self, seat: int) -> bool:
        return next(self._legal_top_card_pairs(seat), None) is not None

    def _legal_top_card_pairs(self, seat: int) -> Iterator[tuple[str, str]]:
        """(source, target) for every legal one-card move: the quick path, no sentences built."""
        for source_id, source in self.piles.items():
            if len(source.cards) <= source.hidden or not self.may_touch(seat, source_id):
                continue
            if source.rule.why_not_give(source.cards, 1) is not None:
                continue
            moving = self.face_values(source.cards[-1:])
            for target_id, target in self.piles.items():
                if (
                    target_id != source_id
                    and target.rule.accepts(self.face_values(target.cards), moving)
                    and self.may_touch(seat, target_id)
                ):
                    yield source_id, target_id

    def move_space(self, seat: int) -> list[Move]:
        """Every top card to every other pile: legal or not."""
        return [
            MoveCards(seat, source, target)
            for source, pile in self.piles.items()
            if pile.cards
            for target in self.piles
            if target != source
        ]
