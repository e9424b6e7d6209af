"""Scrooge's kit: the race table, its setup screen, its sheet per device, the call heard."""

from __future__ import annotations

from game.rules.scrooge.moves import ScroogeCalled
from game.ui.games.scrooge import GAME_IDS
from game.ui.games.scrooge.match import check_seating
from game.ui.games.scrooge.replay import scrooge_replay_table
from game.ui.games.scrooge.setup import ScroogeSetupScene
from game.ui.games.scrooge.table import ScroogeTableScene
from game.ui.input.controls_sheet import race_sheet
from game.ui.input.key_presets import SCROOGE_KEYS
from game.ui.input.pad_buttons import PAD_BUTTONS
from game.ui.kit import GameKit, Seating, set_up_entry
from game.ui.look.sound_effects import Cue
from game.ui.saving.resume import seated_resume

KIT = GameKit(
    family="scrooge",
    game_ids=GAME_IDS,
    seating=Seating.RACE,
    new_table=ScroogeTableScene,
    resumed_table=seated_resume(ScroogeTableScene.resumed),
    picker_entries=set_up_entry("set up a race"),
    replay_table=scrooge_replay_table,
    controls=race_sheet("scrooge", SCROOGE_KEYS, PAD_BUTTONS),
    setup_scene=ScroogeSetupScene,
    check_seating=check_seating,
    sound_cues={ScroogeCalled: lambda event: Cue.SCROOGE},
    read_first=lambda: (SCROOGE_KEYS.presets, dict(PAD_BUTTONS)),
)
