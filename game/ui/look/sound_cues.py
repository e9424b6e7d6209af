"""What a batch of game events sounds like.

Table views hear every event the rules send (they animate them), so this is the
one place that turns events into cues for all ten games: a game's own
announcements through its kit (``GameKit.sound_cues``). A batch makes one card
sound, however many cards moved (a hundred clicks would be noise), followed by
whatever was announced in it: a call, chips, a pick-up, a win.
"""

from __future__ import annotations

from game.core.events import CardsFlipped, CardsMoved, Event, GameOver
from game.ui import kits
from game.ui.look.sound_effects import Cue

DEAL_MOVES = 4  # this many separate moves in one batch are a deal, not a play


def _announced(event: Event) -> Cue | None:
    """A win is every game's; a call, chips or a pick-up is a game's own, heard as its kit says."""
    if isinstance(event, GameOver):
        return Cue.WIN if event.won else None
    return kits.cue_for(event)


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
