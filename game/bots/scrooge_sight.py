"""The moves a Scrooge seat can make that it sees: face-up cards only, on the piles it noticed.

The bot's eyes. It reads ``state.view(seat)`` (hidden cards are ``None`` there)
and the public pile rules, never the state itself, so what lies face down in a
stock or under the Scrooge top cannot change what it sees. Each move comes with
what it does for the seat (``MoveKind``), which is what a bot's preferences
rank. Work-row rearranging is offered only when it empties a space the Scrooge
pile will fill, since nothing else about it counts (and it could go on for ever).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from game.core.cards import KING, Card, Suit
from game.core.moves import Move, MoveCards
from game.core.piles import FOUNDATION_UP_SAME_SUIT as FOUNDATION_RULE
from game.core.piles import TABLEAU_DOWN_ALTERNATE_COLOUR_RUNS_ANY_BASE as WORK_RULE
from game.core.protocol import View
from game.rules.scrooge.jokers import name_for_pile, started_suits
from game.rules.scrooge.moves import CallScrooge, PlayJoker, TurnStock
from game.rules.scrooge.places import FINISHED, Place


class MoveKind(Enum):
    """What a move does for the seat making it."""

    CALL = "call Scrooge!"
    SCROOGE_TO_FOUNDATION = "Scrooge top to a foundation"
    WORK_TO_FOUNDATION_FREEING = "last card of a work pile to a foundation"
    SCROOGE_TO_WORK = "Scrooge top onto the work row"
    WORK_TO_FOUNDATION = "work-row card to a foundation"
    WASTE_TO_FOUNDATION = "waste top to a foundation"
    WORK_TO_WORK_FREEING = "a whole work pile onto another"
    WASTE_TO_WORK = "waste top onto the work row"
    TURN_STOCK = "turn the stock"


@dataclass(frozen=True)
class SeenMove:
    move: Move
    kind: MoveKind


def foundation_ids(view: View) -> tuple[str, ...]:
    """The shared centre's piles, in table order."""
    return tuple(pid for pid in view.piles if pid.startswith("foundation.") and pid != FINISHED)


def seen_moves(
    view: View, place: Place, foundations: tuple[str, ...], noticed: Callable[[str], bool]
) -> list[SeenMove]:
    """Every move the seat sees, on the piles ``noticed`` picks out at this look."""
    sight = _Sight(view, place, [pid for pid in foundations if noticed(pid)])
    work = [pid for pid in place.work if noticed(pid)]
    moves: list[SeenMove] = []
    scrooge_left = len(view.piles[place.scrooge].cards)
    if scrooge_left == 0:
        moves.append(SeenMove(CallScrooge(view.seat), MoveKind.CALL))
    for source in (place.scrooge, place.waste):
        if noticed(source):
            moves += sight.from_top(source, work, scrooge_left)
    for source in work:
        moves += sight.from_work(source, work, scrooge_left)
    if view.piles[place.stock].cards or view.piles[place.waste].cards:
        moves.append(SeenMove(TurnStock(view.seat), MoveKind.TURN_STOCK))
    return moves


class _Sight:
    """One look at the table: the foundations' wants worked out once."""

    def __init__(self, view: View, place: Place, foundations: list[str]) -> None:
        self.view, self.place, self.seat = view, place, view.seat
        self.named = view.played_as
        self.faces: dict[str, list[Card]] = {}
        self.wanted: dict[tuple[object, int], str] = {}  # (suit, rank) → the foundation taking it
        self.empty_foundation: str | None = None
        for pid in foundations:
            cards = view.piles[pid].cards
            if not cards:
                self.empty_foundation = self.empty_foundation or pid
                continue
            top = self.face(cards[-1])
            if top.rank < KING:
                self.wanted.setdefault((top.suit, top.rank + 1), pid)

    def face(self, card: Card | None) -> Card:
        assert card is not None, "only face-up cards are read"
        return self.named.get(card, card) if self.named else card

    def is_unnamed_joker(self, card: Card | None) -> bool:
        return card is not None and card.suit is None and card not in self.named

    def foundation_for(self, card: Card) -> str | None:
        return self.empty_foundation if card.rank == 1 else self.wanted.get((card.suit, card.rank))

    def work_faces(self, pid: str) -> list[Card]:
        """A work pile's cards as the rules see them (all face up), worked out once a look."""
        faces = self.faces.get(pid)
        if faces is None:
            faces = self.faces[pid] = [self.face(card) for card in self.view.piles[pid].cards]
        return faces

    def from_top(self, source: str, work: list[str], scrooge_left: int) -> list[SeenMove]:
        """The Scrooge or waste top: to a foundation, or onto the work row."""
        cards = self.view.piles[source].cards
        if not cards or cards[-1] is None:
            return []
        from_scrooge = source == self.place.scrooge
        to_foundation = MoveKind.SCROOGE_TO_FOUNDATION if from_scrooge else MoveKind.WASTE_TO_FOUNDATION
        to_work = MoveKind.SCROOGE_TO_WORK if from_scrooge else MoveKind.WASTE_TO_WORK
        if self.is_unnamed_joker(cards[-1]):
            return self.joker_moves(source, work, to_foundation, to_work)
        card = self.face(cards[-1])
        moves: list[SeenMove] = []
        target = self.foundation_for(card)
        if target is not None:
            moves.append(SeenMove(MoveCards(self.seat, source, target), to_foundation))
        for pid in work:
            faces = self.work_faces(pid)
            if (faces or scrooge_left == 0) and WORK_RULE.accepts(faces, [card]):
                moves.append(SeenMove(MoveCards(self.seat, source, pid), to_work))
        return moves

    def from_work(self, source: str, work: list[str], scrooge_left: int) -> list[SeenMove]:
        """A work pile's top to a foundation; the whole pile onto another when that frees a space."""
        cards = self.view.piles[source].cards
        if not cards:
            return []
        if self.is_unnamed_joker(cards[-1]):
            return self.joker_moves(source, [], MoveKind.WORK_TO_FOUNDATION, MoveKind.WORK_TO_WORK_FREEING)
        faces = self.work_faces(source)
        moves: list[SeenMove] = []
        target = self.foundation_for(faces[-1])
        if target is not None:
            frees = len(cards) == 1 and scrooge_left > 0
            kind = MoveKind.WORK_TO_FOUNDATION_FREEING if frees else MoveKind.WORK_TO_FOUNDATION
            moves.append(SeenMove(MoveCards(self.seat, source, target), kind))
        if not scrooge_left:
            return moves
        # Only a pile whose bottom card fits somewhere is worth checking as a whole run.
        fits = [pid for pid in work if pid != source and self.takes(pid, faces[:1])]
        if (
            fits
            and WORK_RULE.why_not_give(faces, len(faces)) is None
            and not any(map(self.is_unnamed_joker, cards))
        ):
            moves += [
                SeenMove(MoveCards(self.seat, source, pid, len(faces)), MoveKind.WORK_TO_WORK_FREEING)
                for pid in fits
            ]
        return moves

    def takes(self, pid: str, moving: list[Card]) -> bool:
        """Whether a work pile that holds cards takes ``moving`` (an empty one is filled at once)."""
        faces = self.work_faces(pid)
        return bool(faces) and WORK_RULE.accepts(faces, moving)

    def joker_moves(
        self, source: str, work: list[str], to_foundation: MoveKind, to_work: MoveKind
    ) -> list[SeenMove]:
        """A joker not yet played, named as a person's would be by where it goes (``name_for_pile``)."""
        foundation = next(
            iter(self.wanted.values()), self.empty_foundation
        )  # one is enough: a joker fits any
        targets = [foundation] if foundation is not None else []
        targets += [pid for pid in work if self.work_faces(pid)]
        started = self.started()
        moves: list[SeenMove] = []
        for pid in targets:
            on_foundation = pid.startswith("foundation.")
            faces = (
                [self.face(card) for card in self.view.piles[pid].cards]
                if on_foundation
                else self.work_faces(pid)
            )
            name = name_for_pile(FOUNDATION_RULE if on_foundation else WORK_RULE, faces, started)
            if name is not None:
                kind = to_foundation if on_foundation else to_work
                moves.append(SeenMove(PlayJoker(self.seat, source, pid, 1, name.code), kind))
        return moves

    def started(self) -> Counter[Suit]:
        """Foundations started per suit, counted over the whole centre (the finished piles too)."""
        centre = self.view.piles
        return started_suits(
            self.face(card) for pid in centre if pid.startswith("foundation.") for card in centre[pid].cards
        )
