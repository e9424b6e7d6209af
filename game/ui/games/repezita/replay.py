"""Repezita in the replay viewer: its map for the seat count, each seat's coloured area and strip."""

from __future__ import annotations

import functools
from typing import Any

from game.core.replays import Replay
from game.core.seat_names import seat_names
from game.rules.repezita import ASIDE, CENTRE, hand_id
from game.ui.app_services import AppServices
from game.ui.games.repezita.table import RepezitaFacts
from game.ui.table.layout import load_layout, seated_layout_path
from game.ui.table.replay_table import Hud, ReplayTable, replay_plans
from game.ui.table.seat_panels import SeatStrip, paint_seat_areas
from game.ui.table.seated_view import SeatedTableView
from game.ui.table.table_view import view_for


def repezita_replay_table(app: AppServices, replay: Replay, state: Any, hud: Hud) -> ReplayTable:
    layout = load_layout(seated_layout_path("repezita", state.seats), list(state.piles))
    strips = [SeatStrip(layout, seat) for seat in range(state.seats)]
    make = functools.partial(SeatedTableView, centre_piles=(CENTRE, ASIDE))
    view = view_for(app, layout, state, [*hud, *strips], make, labelled=False)
    paint_seat_areas(view.background, layout, app.viewport, state.seats)
    names = seat_names(replay_plans(replay, state))

    def refresh(state: Any) -> None:
        order = state.finishing_order()
        for seat, strip in enumerate(strips):
            place = order.index(seat) + 1 if seat in order else None
            cards = len(state.piles[hand_id(seat)].cards)
            lost = state.is_over() and place is None
            strip.refresh(app.viewport, RepezitaFacts(names[seat], cards, place, lost))

    return ReplayTable(view, list(strips), refresh)
