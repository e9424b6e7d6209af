"""Count each game that ends at a table with people at it in the statistics, once (issue 23).

A frame hook (``App.frame_hooks``), like the library of finished games: both notice the frame
the topmost table's game becomes over through ``game.ui.game_endings``, so a table reopened on
a game already over (Continue, a saved game), a redraw or a replay being watched counts nothing
again. A table that keeps statistics of its own is left alone (Scotch counts its deals itself,
hints and drops included: ``keeps_own_statistics``). A table with nobody but bots is a demo and
is not counted. A game left before its end is not counted either.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from game.core.seat_names import clean_name
from game.core.seats import SeatPlan
from game.storage.table_records import TableOutcome
from game.ui.game_endings import EndingWatch, topmost_table
from game.ui.statistics.terms import score_terms

if TYPE_CHECKING:
    from game.core.protocol import GameState
    from game.ui.app_services import AppServices


@runtime_checkable
class CountedTable(Protocol):
    """A table whose finished games the statistics count from its seats and its clock."""

    plans: list[SeatPlan]
    keeps_own_statistics: bool

    def game_state(self) -> Any: ...

    def played_seconds(self) -> float:
        """How long the game has been played, a resumed game's earlier sittings included."""


def person_key(plans: Sequence[SeatPlan], seat: int) -> str:
    """The name a person's record is kept under: the name they typed, else "You" when they are
    the only person at the table, else their seat ("Seat 2"): a shared screen's unnamed people."""
    plan = plans[seat]
    name = clean_name(plan.name)
    if name:
        return name
    return "You" if sum(p.human for p in plans) == 1 else f"Seat {seat + 1}"


def table_outcome(
    game_id: str, state: GameState, plans: Sequence[SeatPlan], seconds: float
) -> TableOutcome | None:
    """How the finished game counts; None at a table with no person (a demo)."""
    people = [seat for seat, plan in enumerate(plans) if plan.human]
    if not people:
        return None
    result = state.result()
    places: dict[str, int] = {}
    for seat in people:
        key = person_key(plans, seat)
        places[key] = min(places.get(key, len(plans)), result.placings.get(seat, len(plans)))
    best = min(people, key=lambda seat: (result.placings.get(seat, len(plans)), seat))
    person_won = any(plans[seat].human for seat in result.winners)
    terms = score_terms(game_id)
    return TableOutcome(
        places=places,
        person_won=person_won,
        bot_won=not person_won and any(not plans[seat].human for seat in result.winners),
        bot_levels=tuple(plan.level.value for plan in plans if not plan.human),
        seconds=max(0.0, float(seconds)),
        moves=sum(1 for move in state.history if move.seat == best),
        score=result.scores.get(best) if terms is not None else None,
        lower_score_wins=terms.lower_wins if terms is not None else False,
    )


class CountedGames:
    """The frame hook that counts each finished game at a table with people, once."""

    def __init__(self) -> None:
        self.watch = EndingWatch()

    def __call__(self, app: AppServices, seconds: float) -> None:
        found = topmost_table(app)
        if found is None or not self.watch.just_ended(found[1]):
            return
        table, state = found
        if isinstance(table, CountedTable) and not table.keeps_own_statistics:
            outcome = table_outcome(state.spec.id, state, table.plans, table.played_seconds())
            if outcome is not None:
                app.record_table(state.spec.id, outcome)
