"""What a batch of game events sounds like.

Table views hear every event the rules send (they animate them), so this is the
one place that turns events into cues for all ten games. A batch makes one card
sound, however many cards moved (a hundred clicks would be noise), followed by
whatever was announced in it: a call, chips, a pick-up, a win.
"""

from __future__ import annotations

from game.core.events import CardsFlipped, CardsMoved, Event, GameOver
from game.rules.repezita.events import PileTaken
from game.rules.scroker.betting import ChipsBet, DealSettled
from game.rules.scrooge.moves import ScroogeCalled
from game.rules.shedding.moves import TacCalled
from game.ui.look.sound_effects import Cue

DEAL_MOVES = 4  # this many separate moves in one batch are a deal, not a play


def _announced(event: Event) -> Cue | None:
    if isinstance(event, ScroogeCalled):
        return Cue.SCROOGE
    if isinstance(event, TacCalled):
        return Cue.TAC
    if isinstance(event, PileTaken):
        return Cue.PICKUP
    if isinstance(event, ChipsBet) and event.chips > 0:
        return Cue.CHIPS
    if isinstance(event, DealSettled) and any(event.settlement.winnings.values()):
        return Cue.CHIPS
    if isinstance(event, GameOver) and event.won:
        return Cue.WIN
    return None


def cues_for(events: list[Event]) -> list[Cue]:
    """The cues for one batch, in the order a player should hear them, each at most once."""
    moves = sum(isinstance(event, CardsMoved) for event in events)
    flips = any(isinstance(event, CardsFlipped) for event in events)
    cues: list[Cue] = []
    if moves >= DEAL_MOVES:
        cues.append(Cue.DEAL)
    elif moves or flips:
        cues.append(Cue.PLACE)
    for event in events:
        cue = _announced(event)
        if cue is not None and cue not in cues:
            cues.append(cue)
    return cues
