"""Scotch Solitaire's kit: the solitaire table for one person, its deals from the picker, its sheet."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.protocol import GameSpec
from game.core.replays import Replay
from game.core.seats import SeatPlan
from game.ui.app_services import AppServices
from game.ui.games.scotch import GAME_IDS
from game.ui.games.scotch.menus import DealNumberScene
from game.ui.games.scotch.table import TableScene
from game.ui.input import key_sets
from game.ui.input.controls_sheet import SeatControls, key_set_rows, mouse_rows, with_always
from game.ui.kit import GameKit, Seating
from game.ui.menus.menu import MenuItem
from game.ui.saving.resume import ResumeError
from game.ui.table.replay_table import plain_replay_table

CONTROLS = "solitaire"  # its section of assets/help/controls.json
PLAYERS = {"human": False, "bot:solver": True}  # a replay's controller → a demo the solver plays


def new_table(
    app: AppServices, spec: GameSpec, seed: int, plans: Sequence[SeatPlan], options: dict[str, Any]
) -> TableScene:
    """The solitaire table; a seat no person plays is the solver's demo, never counted."""
    return TableScene(app, spec, seed, options, demo=bool(plans) and not plans[0].human)


def resumed_table(app: AppServices, spec: GameSpec, replay: Replay) -> TableScene:
    """The deal where its moves end; anyone but one person or the solver's demo is refused."""
    players = replay.players
    if replay.seats != 1 or len(players) != 1 or players[0] not in PLAYERS:
        named = ", ".join(players) or "nobody"
        raise ResumeError(
            f"{spec.name} is played by one person (or the solver's demo), "
            f"not by {named} in {replay.seats} seats"
        )
    return TableScene.resumed(app, spec, replay, PLAYERS[players[0]])


def picker_entries(app: AppServices, spec: GameSpec) -> list[MenuItem]:
    """A new deal (the card itself), a deal by number, and (with a solver) a demo of a deal it proved
    winnable, as words after the game's name."""
    nav = app.nav
    entries: list[MenuItem] = [
        ("new deal", lambda: nav.random_deal(spec, lambda seed: nav.play(spec, seed))),
        ("deal number…", lambda: app.stack.push(DealNumberScene(app, spec))),
    ]
    if app.advisor_for(spec.id) is not None:
        demo = (
            "watch a demo",
            lambda: nav.random_deal(spec, lambda seed: nav.play(spec, seed, demo=True), winnable=True),
        )
        entries.append(demo)
    return entries


def controls(plans: Sequence[str], names: Sequence[str], bindings: dict[str, str]) -> list[SeatControls]:
    """One person, on the mouse and on the solitaire keys as they are now bound."""
    return with_always(
        [
            SeatControls(names[0], "mouse", tuple(mouse_rows(CONTROLS))),
            SeatControls(names[0], "keyboard", tuple(key_set_rows(key_sets.SOLITAIRE, bindings))),
        ]
    )


KIT = GameKit(
    family="scotch",
    game_ids=GAME_IDS,
    seating=Seating.ALONE,
    new_table=new_table,
    resumed_table=resumed_table,
    picker_entries=picker_entries,
    replay_table=plain_replay_table,
    controls=controls,
)
