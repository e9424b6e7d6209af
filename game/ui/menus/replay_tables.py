"""Each game's own table for the replay viewer: its layout, its view class and its seat strips.

The viewer shows a finished game as its table showed it, built from the same pieces the
tables use: the solitaire map (``layout_path``) in a plain ``TableView``; a turn table's map
for the seat count with that table's ``view_class`` and ``layout_name``, turned like the
table so the first person's seat is at the bottom (``HotSeat``), with the name strips the map
places; a race table's map (Scrooge's per place and variant) with each seat's coloured,
patterned area and strip. Nothing is hidden: the game is over, so the viewer shows every
card face up.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.core.protocol import GameState
from game.core.replays import Replay
from game.core.seats import SeatPlan, parse_players
from game.rules.repezita import ASIDE, CENTRE, hand_id
from game.ui.games.repezita.table import RepezitaFacts
from game.ui.table.layout import layout_path, load_layout, seated_layout_path
from game.ui.table.seat_panels import SeatStrip, paint_seat_areas
from game.ui.table.seat_strips import SeatLine, SeatNameStrip
from game.ui.table.seated_view import SeatedTableView, turned_layout
from game.ui.table.table_view import TableView, view_for
from game.ui.table_games import SEATED_TABLES
from game.ui.turns.hot_seat import HotSeat, seat_names
from game.ui.turns.turn_table import TurnTableScene

if TYPE_CHECKING:
    from game.ui.app import App


@dataclass(frozen=True)
class ScroogeLine:
    """A Scrooge place's strip in the viewer: its Scrooge pile and its total from the rounds finished."""

    name: str
    scrooge_left: int
    total: int

    def texts(self) -> list[str]:
        return [f"Scrooge {self.scrooge_left}   Total {self.total}", f"{self.scrooge_left} left"]


@dataclass
class ReplayTable:
    """A game's view, with its seat strips and what each says as the game stands."""

    view: TableView
    strips: list[pygame.sprite.DirtySprite]
    refresh_strips: Callable[[GameState], None]


def replay_table(
    app: App, replay: Replay, state: GameState, hud: Sequence[pygame.sprite.DirtySprite]
) -> ReplayTable:
    """The table the game is shown on, for ``state`` as it stands (``LayoutError`` if a map is wrong)."""
    if replay.game_id == "scrooge":
        return _scrooge(app, replay, state, hud)
    if replay.game_id == "repezita":
        return _repezita(app, replay, state, hud)
    table = SEATED_TABLES.get(replay.game_id)
    if table is not None:
        return _turn_table(app, replay, state, hud, table.scene_class())
    layout = load_layout(layout_path(replay.game_id), list(state.piles))
    return ReplayTable(view_for(app, layout, state, list(hud)), [], lambda state: None)


def _plans(replay: Replay, state: GameState) -> list[SeatPlan]:
    """The seats' plans from the replay's players; bots all round when they cannot be read."""
    try:
        return parse_players(",".join(replay.players), state.spec.seats, shared_devices=True)
    except ValueError:
        return [SeatPlan(False) for _ in range(state.seats)]


def _turn_table(
    app: App,
    replay: Replay,
    state: GameState,
    hud: Sequence[pygame.sprite.DirtySprite],
    scene: type[TurnTableScene],
) -> ReplayTable:
    plans = _plans(replay, state)
    names = seat_names(plans)
    hotseat = HotSeat(plans, names, private_hands=False)  # the first person's seat at the bottom
    grid = load_layout(
        seated_layout_path(scene.layout_name or replay.game_id, state.seats), list(state.piles)
    )
    strips = {hotseat.seat_at(label.seat - 1): SeatNameStrip(label) for label in grid.labels if label.seat}
    layout = turned_layout(grid, hotseat.game_pile)
    view = view_for(app, layout, state, [*hud, *strips.values()], scene.view_class, labelled=False)
    if hasattr(view, "faces"):  # Schrum Schrum's French or German pictures, as its table wears them
        view.faces = str(state.options.get("faces", "french"))

    def refresh(state: GameState) -> None:
        movers = state.to_move() if not state.is_over() else ()
        for seat, strip in strips.items():
            strip.refresh(app.viewport, SeatLine(names[seat], on_turn=seat in movers))

    return ReplayTable(view, list(strips.values()), refresh)


def _scrooge(app: App, replay: Replay, state: Any, hud: Sequence[pygame.sprite.DirtySprite]) -> ReplayTable:
    places = len(state.seating.places)
    variant = "jokers" if state.options["jokers"] else ""
    layout = load_layout(seated_layout_path("scrooge", places, variant), list(state.piles))
    strips = [SeatStrip(layout, place) for place in range(places)]
    view = view_for(app, layout, state, [*hud, *strips])
    view.played_as = lambda card: state.named.get(card)
    paint_seat_areas(view.background, layout, app.viewport, places)
    names = seat_names(_plans(replay, state))

    def refresh(state: Any) -> None:
        view.played_as = lambda card: state.named.get(card)  # the state is a new one after going back
        totals = state.totals()
        for place, strip in enumerate(strips):
            seats = state.seating.seats_at(state.seating.places[place])
            left = len(state.piles[state.seating.places[place].scrooge].cards)
            name = " + ".join(names[seat] for seat in seats)
            strip.refresh(app.viewport, ScroogeLine(name, left, totals[place]))

    return ReplayTable(view, list(strips), refresh)


def _repezita(app: App, replay: Replay, state: Any, hud: Sequence[pygame.sprite.DirtySprite]) -> ReplayTable:
    layout = load_layout(seated_layout_path("repezita", state.seats), list(state.piles))
    strips = [SeatStrip(layout, seat) for seat in range(state.seats)]
    make = functools.partial(SeatedTableView, centre_piles=(CENTRE, ASIDE))
    view = view_for(app, layout, state, [*hud, *strips], make, labelled=False)
    paint_seat_areas(view.background, layout, app.viewport, state.seats)
    names = seat_names(_plans(replay, state))

    def refresh(state: Any) -> None:
        order = state.finishing_order()
        for seat, strip in enumerate(strips):
            place = order.index(seat) + 1 if seat in order else None
            cards = len(state.piles[hand_id(seat)].cards)
            lost = state.is_over() and place is None
            strip.refresh(app.viewport, RepezitaFacts(names[seat], cards, place, lost))

    return ReplayTable(view, list(strips), refresh)
