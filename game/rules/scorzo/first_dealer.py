"""Choosing the first dealer (seed 001, "Starting a round"; DESIGN.md §10).

"Each player draws a card at random from the deck and the highest card
determines the first dealer. If there is a tie, draw until there is a winner."
A wild has no number, so whoever draws one draws again; so do players tied
for the highest number. Everyone else is out of the running.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.scorzo.cards import ScorzoCard


@dataclass(frozen=True)
class Cut:
    """Where the draw for the deal stands.

    ``contenders`` may still deal; ``pending`` still have to draw in this
    turn of drawing, in seat order.
    """

    contenders: tuple[int, ...]
    pending: tuple[int, ...]

    @classmethod
    def start(cls, seats: int) -> Cut:
        everyone = tuple(range(seats))
        return cls(everyone, everyone)

    @property
    def drawing(self) -> int | None:
        return self.pending[0] if self.pending else None

    def after_draw(self, latest: dict[int, ScorzoCard]) -> Cut:
        """The next step once the first pending seat has drawn; ``latest`` is each seat's newest card."""
        pending = self.pending[1:]
        if pending:
            return Cut(self.contenders, pending)
        wild = tuple(seat for seat in self.contenders if latest[seat].is_wild)
        numbered = [seat for seat in self.contenders if not latest[seat].is_wild]
        best = max((latest[seat].number for seat in numbered), default=None)
        leaders = tuple(seat for seat in numbered if latest[seat].number == best)
        contenders = tuple(sorted(wild + leaders))
        if wild:
            return Cut(contenders, wild)
        return Cut(contenders, leaders if len(leaders) > 1 else ())

    @property
    def dealer(self) -> int | None:
        """The first dealer once decided: one contender left with nobody to draw."""
        return self.contenders[0] if len(self.contenders) == 1 and not self.pending else None

    def to_json(self) -> dict[str, list[int]]:
        return {"contenders": list(self.contenders), "pending": list(self.pending)}

    @classmethod
    def from_json(cls, data: dict[str, list[int]]) -> Cut:
        return cls(tuple(data["contenders"]), tuple(data["pending"]))
