"""The Scroker games' kit (Scroker, Spit in the Can, Longhorn Stud, Dealer's Choice): one turn table
with bets, its session setup, its letter cards, chips heard."""

from __future__ import annotations

from collections.abc import Sequence

from game.core.events import Event
from game.rules.scroker.betting import ChipsBet, DealSettled
from game.rules.scroker.cards import ScrokerCard
from game.rules.scroker.dictionary import scroker_dictionary
from game.ui.games.scroker import GAME_IDS
from game.ui.games.scroker.bets import KEYS
from game.ui.games.scroker.faces import ScrokerFaces
from game.ui.games.scroker.setup import ScrokerSetupScene
from game.ui.games.scroker.table import ScrokerTableScene
from game.ui.input.controls_sheet import ControlRow, family_section, grouped, turn_sheet
from game.ui.kit import GameKit, Seating, set_up_entry
from game.ui.look.sound_effects import Cue
from game.ui.saving.resume import seated_resume
from game.ui.table.replay_table import turn_replay_table

CONTROLS = "scroker"


def bet_keys(plans: Sequence[str], seat: int) -> list[ControlRow]:
    """The betting keys the table reads, worded by the controls file."""
    bets = family_section(CONTROLS, "bets", tuple(KEYS.values()))
    return grouped([(name, bets[action]) for name, action in KEYS.items()])


def chips_heard(event: Event) -> Cue | None:
    """Chips are heard when some go in, and at a settlement that pays someone."""
    if isinstance(event, ChipsBet):
        return Cue.CHIPS if event.chips > 0 else None
    if isinstance(event, DealSettled):
        return Cue.CHIPS if any(event.settlement.winnings.values()) else None
    return None


KIT = GameKit(
    family="scroker",
    game_ids=GAME_IDS,
    seating=Seating.TURNS,
    new_table=ScrokerTableScene,
    resumed_table=seated_resume(ScrokerTableScene.resumed),
    picker_entries=set_up_entry("set up a session"),
    replay_table=turn_replay_table(ScrokerTableScene.layout_name, ScrokerTableScene.view_class),
    controls=turn_sheet(CONTROLS, bet_keys),
    setup_scene=ScrokerSetupScene,
    painters={(ScrokerCard, ""): ScrokerFaces},
    sound_cues={ChipsBet: chips_heard, DealSettled: chips_heard},
    read_first=scroker_dictionary,  # the bots and the showdown judge words mid-deal
)
