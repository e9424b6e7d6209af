"""A game's table in the replay viewer: its view, its seat strips and what each says as the game stands.

Each game's kit builds its own (``GameKit.replay_table``) from the same pieces its table
uses, so the viewer shows a finished game as its table showed it. Nothing is hidden: the
game is over, so the viewer shows every card face up. A turn table's is the same for every
game played in turns (``turn_replay_table``): the map for the seat count with that table's
``view_class`` and ``layout_name``, turned like the table so the first person's seat is at
the bottom (``HotSeat``), with the name strips the map places.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game.core.protocol import GameState
from game.core.replays import Replay
from game.core.seat_names import seat_names, with_saved_names
from game.core.seats import SeatPlan, parse_players
from game.ui.app_services import AppServices
from game.ui.table.layout import layout_path, load_layout, seated_layout_path
from game.ui.table.seat_strips import SeatLine, SeatNameStrip
from game.ui.table.seated_view import SeatedTableView, turned_layout
from game.ui.table.table_view import TableView, view_for
from game.ui.turns.hot_seat import HotSeat

Hud = Sequence[pygame.sprite.DirtySprite]


@dataclass
class ReplayTable:
    """A game's view, with its seat strips and what each says as the game stands."""

    view: TableView
    strips: list[pygame.sprite.DirtySprite]
    refresh_strips: Callable[[GameState], None]


ReplayTableMaker = Callable[[AppServices, Replay, GameState, Hud], ReplayTable]


def plain_replay_table(app: AppServices, replay: Replay, state: GameState, hud: Hud) -> ReplayTable:
    """A table for one: the game's own map in a plain view, no seat strips."""
    layout = load_layout(layout_path(replay.game_id), list(state.piles))
    return ReplayTable(view_for(app, layout, state, list(hud)), [], lambda state: None)


def replay_plans(replay: Replay, state: GameState) -> list[SeatPlan]:
    """The seats' plans from the replay's players; bots all round when they cannot be read."""
    try:
        plans = parse_players(",".join(replay.players), state.spec.seats, shared_devices=True)
        return with_saved_names(plans, replay.notes)
    except ValueError:
        return [SeatPlan(False) for _ in range(state.seats)]


def turn_replay_table(
    layout_name: str,
    view_class: type[SeatedTableView],
    dress: Callable[[TableView, GameState], None] | None = None,
) -> ReplayTableMaker:
    """A turn table's replay table: its map for the seat count and its view class (``dress``: the view's
    look as the table wears it, e.g. Schrum Schrum's German faces)."""

    def make(app: AppServices, replay: Replay, state: GameState, hud: Hud) -> ReplayTable:
        plans = replay_plans(replay, state)
        names = seat_names(plans)
        hotseat = HotSeat(plans, names, private_hands=False)  # the first person's seat at the bottom
        grid = load_layout(seated_layout_path(layout_name or replay.game_id, state.seats), list(state.piles))
        strips = {
            hotseat.seat_at(label.seat - 1): SeatNameStrip(label) for label in grid.labels if label.seat
        }
        layout = turned_layout(grid, hotseat.game_pile)
        view = view_for(app, layout, state, [*hud, *strips.values()], view_class, labelled=False)
        if dress is not None:
            dress(view, state)

        def refresh(state: GameState) -> None:
            movers = state.to_move() if not state.is_over() else ()
            for seat, strip in strips.items():
                strip.refresh(app.viewport, SeatLine(names[seat], on_turn=seat in movers))

        return ReplayTable(view, list(strips.values()), refresh)

    return make
