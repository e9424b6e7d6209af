"""Repezita's kit: the race table, its setup screen, its sheet per device, a pile taken heard."""

from __future__ import annotations

from game.rules.repezita.events import PileTaken
from game.ui.games.repezita import GAME_IDS
from game.ui.games.repezita.keys import PAD_BUTTONS
from game.ui.games.repezita.replay import repezita_replay_table
from game.ui.games.repezita.setup import RepezitaSetupScene
from game.ui.games.repezita.table import RepezitaTableScene
from game.ui.input.controls_sheet import race_sheet
from game.ui.input.key_presets import REPEZITA_KEYS
from game.ui.kit import GameKit, Seating, set_up_entry
from game.ui.look.sound_effects import Cue
from game.ui.saving.resume import seated_resume

KIT = GameKit(
    family="repezita",
    game_ids=GAME_IDS,
    seating=Seating.RACE,
    new_table=RepezitaTableScene,
    resumed_table=seated_resume(RepezitaTableScene.resumed),
    picker_entries=set_up_entry("set up a race"),
    replay_table=repezita_replay_table,
    controls=race_sheet("repezita", REPEZITA_KEYS, PAD_BUTTONS),
    setup_scene=RepezitaSetupScene,
    sound_cues={PileTaken: lambda event: Cue.PICKUP},
    read_first=lambda: (REPEZITA_KEYS.presets, dict(PAD_BUTTONS)),
)
