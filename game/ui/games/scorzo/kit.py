"""Scorzo's kit: the turn table with its hand keys, its setup screen, its own card faces."""

from __future__ import annotations

from collections.abc import Sequence

from game.rules.scorzo.cards import ScorzoCard
from game.ui.games.scorzo import GAME_IDS
from game.ui.games.scorzo.faces import ScorzoFaces
from game.ui.games.scorzo.keys import DEFAULT_KEYS
from game.ui.games.scorzo.setup import ScorzoSetupScene
from game.ui.games.scorzo.table import ScorzoTableScene
from game.ui.input.controls_sheet import ControlRow, grouped, turn_sheet
from game.ui.kit import GameKit, Seating, set_up_entry
from game.ui.saving.resume import seated_resume
from game.ui.table.replay_table import turn_replay_table


def hand_keys(plans: Sequence[str], seat: int) -> list[ControlRow]:
    """The keys the Scorzo table reads for a hand, the same for every person."""
    return grouped([(name, key.value) for name, key in DEFAULT_KEYS.items()])


KIT = GameKit(
    family="scorzo",
    game_ids=GAME_IDS,
    seating=Seating.TURNS,
    new_table=ScorzoTableScene,
    resumed_table=seated_resume(ScorzoTableScene.resumed),
    picker_entries=set_up_entry("set up a game"),
    replay_table=turn_replay_table(ScorzoTableScene.layout_name, ScorzoTableScene.view_class),
    controls=turn_sheet("scorzo", hand_keys),
    setup_scene=ScorzoSetupScene,
    painters={(ScorzoCard, ""): ScorzoFaces},
)
