"""Schrum Schrum's and Tač's kit: one turn table of piles, its setup screen, German faces, the call heard."""

from __future__ import annotations

from collections.abc import Sequence

from game.core.cards import Card
from game.core.protocol import GameState
from game.core.seats import SeatPlan
from game.rules.shedding.moves import TacCalled
from game.ui.games.shedding import GAME_IDS, keys
from game.ui.games.shedding.german_faces import GermanFaces
from game.ui.games.shedding.setup import ShedderSetupScene
from game.ui.games.shedding.table import ShedderTableScene
from game.ui.games.shedding.view import ShedderTableView
from game.ui.input.controls_sheet import (
    ControlRow,
    SeatPlanLike,
    family_section,
    grouped,
    key_words,
    turn_sheet,
)
from game.ui.kit import GameKit, Seating, set_up_entry
from game.ui.look.sound_effects import Cue
from game.ui.saving.resume import seated_resume
from game.ui.table.replay_table import turn_replay_table
from game.ui.table.table_view import TableView

CONTROLS = "shedding"


def pile_keys(plans: Sequence[str], seat: int) -> list[ControlRow]:
    """Turning, the places a card goes by key, and the seat's own Tač call key."""
    words = family_section(CONTROLS, "words", ("turn", "centre", "seat", "own", "cancel", "call"))
    people = [SeatPlanLike(controller) for controller in plans]
    call = keys.call_keys([SeatPlan(like.human, like.device) for like in people])[seat]
    return [
        *grouped([(name, words["turn"]) for name in keys.TURN_KEYS]),
        ControlRow(key_words(keys.CENTRE_KEY), words["centre"]),
        ControlRow(f"1-{len(plans)}", words["seat"]),
        ControlRow(key_words(keys.OWN_PILE_KEY), words["own"]),
        ControlRow(key_words(keys.CANCEL_KEY), words["cancel"]),
        ControlRow(key_words(call), words["call"]),
    ]


def faces_as_played(view: TableView, state: GameState) -> None:
    """The viewer wears the French or German faces the game was played with."""
    if isinstance(view, ShedderTableView):
        view.faces = str(state.options.get("faces", "french"))


KIT = GameKit(
    family="shedding",
    game_ids=GAME_IDS,
    seating=Seating.TURNS,
    new_table=ShedderTableScene,
    resumed_table=seated_resume(ShedderTableScene.resumed),
    picker_entries=set_up_entry("set up a game"),
    replay_table=turn_replay_table(
        ShedderTableScene.layout_name, ShedderTableScene.view_class, faces_as_played
    ),
    controls=turn_sheet(CONTROLS, pile_keys),
    setup_scene=ShedderSetupScene,
    painters={(Card, "german"): GermanFaces},
    sound_cues={TacCalled: lambda event: Cue.TAC},
)
