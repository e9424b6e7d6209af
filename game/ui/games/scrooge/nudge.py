"""A nudge at the Scrooge table: a person who has a play and lets it lie gets a ring on that card.

Issue 20: a round ran nine minutes because a play sat unseen. The rules say which
moves are plays (``ScroogeState.plays_for``, the same list the stuck rule counts);
this only watches how long each person's plays have been lying there, and once one
has for ``IDLE_SECONDS`` rings the card that plays, pulsing in the hint colour.
The ring goes the moment the seat moves a card or the play is gone (someone else
took the spot). Bots are never nudged. Worked out in the table's update; drawing
only shows the markers.
"""

from __future__ import annotations

from collections.abc import Iterable

from game.core.cards import Card
from game.core.moves import Move
from game.rules.scrooge import ScroogeState
from game.rules.scrooge.moves import TurnStock
from game.ui.look import theme
from game.ui.table.table_view import TableView

# Long enough that nobody racing is nudged mid-thought (a person's move takes 1–2 s, a look
# round the table a few more), short enough to come well before anyone wonders if the game hung.
IDLE_SECONDS = 8.0
NUDGE_MARGIN = 20  # a wide halo, unlike the close ring of a key seat's picked pile
PULSE_SECONDS = 0.5  # the ring shows and hides in turn, so it catches the eye without a new colour


Play = tuple[str, Card]  # the pile a play is taken from, and the card it takes


class Nudges:
    """How long each of a person's plays has been lying there, and the ring shown for the oldest.

    A play's wait starts when it appears and again after each card the seat moves; turning
    the stock restarts nothing, since turning past a card that plays is what a nudge is for.
    """

    def __init__(self, seats: Iterable[int]) -> None:
        self.waits: dict[int, dict[Play, float]] = {seat: {} for seat in seats}
        self.shown: dict[int, str | None] = dict.fromkeys(self.waits)
        self.known: dict[int, tuple[int, list[Play]]] = {}  # per seat: (moves made, its plays then)
        self.told: set[int] = set()  # seats whose strip has said so since their last card moved
        self.clock = 0.0

    def moved(self, seat: int, move: Move) -> None:
        """The seat's move was accepted: a card moved starts every wait again."""
        if seat in self.waits and not isinstance(move, TurnStock):
            self.waits[seat] = {}
            self.told.discard(seat)

    def restart(self) -> None:
        """A new round: nobody has waited yet."""
        self.waits = {seat: {} for seat in self.waits}
        self.told.clear()

    def update(self, seconds: float, state: ScroogeState, view: TableView, running: bool) -> list[int]:
        """Count each wait while the race runs, and show or hide each seat's ring (pulsing); the seats
        nudged for the first time since they last moved a card, for their strip to say so in words."""
        newly: list[int] = []
        self.clock += seconds
        pulse_on = int(self.clock / PULSE_SECONDS) % 2 == 0
        for seat, waits in self.waits.items():
            plays = self.plays(seat, state) if running else []
            waits = self.waits[seat] = {play: waits.get(play, -seconds) + seconds for play in plays}
            oldest = max(waits, key=waits.__getitem__, default=None)
            due = oldest is not None and waits[oldest] >= IDLE_SECONDS
            if due and seat not in self.told:
                self.told.add(seat)
                newly.append(seat)
            wanted = oldest[0] if oldest is not None and due and pulse_on else None
            if self.shown[seat] != wanted:
                self.shown[seat] = wanted
                view.mark(kind(seat), [wanted] if wanted else [], theme.HINT_GLOW, NUDGE_MARGIN)
        return newly

    def plays(self, seat: int, state: ScroogeState) -> list[Play]:
        """The seat's plays now (``plays_for``: pile and card), asked again only after a move."""
        made = len(state.history)
        known = self.known.get(seat)
        if known is None or known[0] != made:
            plays = [
                (move.source, state.piles[move.source].cards[-move.count]) for move in state.plays_for(seat)
            ]
            known = self.known[seat] = (made, list(dict.fromkeys(plays)))
        return known[1]


def kind(seat: int) -> str:
    """The view's marker kind for one seat's nudge."""
    return f"nudge{seat}"
