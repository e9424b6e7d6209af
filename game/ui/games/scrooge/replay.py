"""Scrooge in the replay viewer: its map per place and variant, each place's coloured area and strip."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.replays import Replay
from game.core.seat_names import seat_names
from game.ui.app_services import AppServices
from game.ui.table.layout import load_layout, seated_layout_path
from game.ui.table.replay_table import Hud, ReplayTable, replay_plans
from game.ui.table.seat_panels import SeatStrip, paint_seat_areas
from game.ui.table.table_view import view_for


@dataclass(frozen=True)
class ScroogeLine:
    """A Scrooge place's strip in the viewer: its Scrooge pile and its total from the rounds finished."""

    name: str
    scrooge_left: int
    total: int

    def texts(self) -> list[str]:
        return [f"Scrooge {self.scrooge_left}   Total {self.total}", f"{self.scrooge_left} left"]


def scrooge_replay_table(app: AppServices, replay: Replay, state: Any, hud: Hud) -> ReplayTable:
    places = len(state.seating.places)
    variant = "jokers" if state.options["jokers"] else ""
    layout = load_layout(seated_layout_path("scrooge", places, variant), list(state.piles))
    strips = [SeatStrip(layout, place) for place in range(places)]
    view = view_for(app, layout, state, [*hud, *strips])
    view.played_as = lambda card: state.named.get(card)
    paint_seat_areas(view.background, layout, app.viewport, places)
    names = seat_names(replay_plans(replay, state))

    def refresh(state: Any) -> None:
        view.played_as = lambda card: state.named.get(card)  # the state is a new one after going back
        totals = state.totals()
        for place, strip in enumerate(strips):
            seats = state.seating.seats_at(state.seating.places[place])
            left = len(state.piles[state.seating.places[place].scrooge].cards)
            name = " + ".join(names[seat] for seat in seats)
            strip.refresh(app.viewport, ScroogeLine(name, left, totals[place]))

    return ReplayTable(view, list(strips), refresh)
