"""A person at a race table on buttons (a keyboard preset or a gamepad): any visible card in two presses.

DESIGN.md §8: each action is one key or one pad button, so keyboard and pad seats share
this one rule. The first press picks the source (the Scrooge pile, the waste or a work pile),
the second the target: a work pile, or the centre, which is whichever foundation takes the
card (a joker is named by the pile it lands on, ``ScroogeMatch.card_move``). The move is
judged on what the person could see (``RaceMatch.attempt``): the table a reaction time before
the second press, or when the source was picked if that is older (as a drag is), so a rival
who played there in between beats it. The stock and "Scrooge!" take one press each. Nothing here draws.
"""

from __future__ import annotations

from game.core.moves import MoveCards
from game.realtime.race_table import Outcome
from game.rules.scrooge.moves import CallScrooge, TurnStock
from game.ui.games.scrooge.match import ScroogeMatch
from game.ui.input.key_presets import WORK, Binding


class ButtonSeat:
    """One key or pad seat's half-made move (its picked source) and what its buttons do."""

    def __init__(self, match: ScroogeMatch, seat: int, binding: Binding) -> None:
        self.match, self.seat, self.binding = match, seat, binding
        self.selected: str | None = None
        self.began = 0  # the position when the source was picked

    def pile_for(self, action: str) -> str | None:
        """The seat's own pile an action names (the stock for "turn"), if any."""
        place = self.match.state.place_of(self.seat)
        if action in WORK:
            return place.work[WORK.index(action)]
        return {"scrooge": place.scrooge, "waste": place.waste, "turn": place.stock}.get(action)

    def press(self, action: str) -> Outcome | str | None:
        """Act on one press: the outcome of a move tried, a note to show by the seat, or nothing."""
        if self.match.state.round_over:
            self.selected = None
            return None
        if action == "turn":
            self.selected = None
            return self.match.attempt(TurnStock(self.seat))
        if action == "call":
            self.selected = None
            return self.match.attempt(CallScrooge(self.seat))
        source, self.selected = self.selected, None
        if action == "centre":
            return (
                self.match.to_centre(self.seat, source, self.began)
                if source is not None
                else "pick a card first"
            )
        pile_id = self.pile_for(action)
        if source is None or action not in WORK:
            return self._pick(pile_id) if pile_id is not None else None
        if pile_id == source:
            return None  # the same key again puts the card back down
        return self._to_work(source, pile_id)

    def _pick(self, pile_id: str) -> str | None:
        if not self.match.state.piles[pile_id].cards:
            return "nothing there"
        self.selected, self.began = pile_id, self.match.table.look()
        return None

    def _legal(self, source: str, targets: tuple[str, ...]) -> list[MoveCards]:
        return [move for move in self.match.card_moves(self.seat, source) if move.target in targets]

    def _to_work(self, source: str, target: str) -> Outcome:
        """The longest run that fits goes (a whole run onto an empty space once the Scrooge pile is out)."""
        legal = sorted(self._legal(source, (target,)), key=lambda move: move.count)
        count = legal[-1].count if legal else 1
        return self.match.attempt(self.match.card_move(self.seat, source, target, count), self.began)
