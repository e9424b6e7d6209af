"""Scrooge's smoke player: the race table with the mouse in seat 1 and three bots. The mouse clicks
its stock and drags a card onto a foundation or work pile, then frames of a whole second let the
bots race to the round summary, where it chooses "Next round".
"""

from __future__ import annotations

from game.core import registry
from game.core.cards import Card
from game.core.moves import MoveCards
from game.core.seats import parse_players
from game.testing.pilot import FRAME, MAX_FRAMES, Pilot
from game.ui.app import App
from game.ui.games.scrooge.round_summary import RoundSummaryScene
from game.ui.games.scrooge.table import ScroogeTableScene
from game.ui.look.sounds import quit_pygame

# --- Scrooge: one mouse seat racing bots ------------------------------------------------

SCROOGE_PLAYERS = "human:mouse,bot:hard,bot:medium,bot:easy"
RACE_SECOND = 1.0  # a frame's time once the mouse has done its part: the bots race on quickly


def _mouse_card_move(table: ScroogeTableScene) -> MoveCards | None:
    """A one-card move of the mouse seat onto a foundation or one of its work piles."""
    assert table.seat is not None and table.place is not None
    homes = ("foundation", *table.place.work)
    for move in table.match.state.legal_moves(table.seat):
        if isinstance(move, MoveCards) and move.count == 1 and move.target.startswith(homes):
            return move
    return None


class _MouseSeat:
    """The mouse seat's part: one stock click, then one card dragged home, each checked on the table."""

    def __init__(self, table: ScroogeTableScene, pilot: Pilot) -> None:
        assert table.place is not None
        self.table, self.pilot, self.place = table, pilot, table.place
        self.waste_before: int | None = None
        self.clicked = False
        self.dragging: tuple[MoveCards, Card] | None = None
        self.dragged: MoveCards | None = None
        self.turns = 0

    @property
    def done(self) -> bool:
        return self.clicked and self.dragged is not None

    def act(self) -> None:
        """One gesture, or a check of the last one; called only when the table is still."""
        piles = self.table.match.state.piles
        if not self.clicked and self.waste_before is None:
            self.waste_before = len(piles[self.place.waste].cards)
            self.pilot.click(self.table.view.top_rect(self.place.stock).center)
        elif not self.clicked:
            if len(piles[self.place.waste].cards) == self.waste_before:
                raise RuntimeError("clicking the mouse seat's stock turned no cards")
            self.clicked = True
        elif self.dragging is not None:
            move, card = self.dragging
            self.dragging = None
            if card in piles[move.target].cards:
                self.dragged = move
        else:
            self._drag_or_turn()

    def _drag_or_turn(self) -> None:
        move = _mouse_card_move(self.table)
        view = self.table.view
        if move is None:
            self.turns += 1
            if self.turns > 200:
                raise RuntimeError("the mouse seat found no card to drag in 200 turns of its stock")
            self.pilot.click(view.top_rect(self.place.stock).center)
            return
        card = self.table.match.state.piles[move.source].cards[-1]
        self.dragging = (move, card)  # a bot may beat it to a foundation; then it tries again
        self.pilot.drag(view.top_rect(move.source).center, view.top_rect(move.target).center)


def play(game_id: str, seed: int) -> str:
    """Click the stock, drag a card, let the bots race to the summary, then deal the next round."""
    app = App(window=(1280, 720), headless=True)
    pilot = Pilot()
    app.frame_hooks.append(pilot)
    spec = registry.get(game_id)
    app.nav.open_table(spec, seed, parse_players(SCROOGE_PLAYERS, spec.seats), {})
    table = app.stack.top
    assert isinstance(table, ScroogeTableScene)
    mouse = _MouseSeat(table, pilot)
    app.running = True
    for _ in range(MAX_FRAMES):
        still = not (pilot.busy or table.view.animating)
        app.step(RACE_SECOND if still and mouse.done else FRAME)
        top = app.stack.top
        if not app.running:
            raise RuntimeError("the app stopped before the round ended")
        if table.match.state.round_number == 2:
            break
        if isinstance(top, RoundSummaryScene):
            if not pilot.busy:
                button = next(b for b in top.buttons if b.label == "Next round")
                pilot.click(button.screen_rect(app.viewport).center)
        elif top is not table:
            raise RuntimeError(f"unexpected scene {type(top).__name__} over the table")
        elif still and not table.round_ended and not mouse.done:
            mouse.act()
    else:
        raise RuntimeError(f"the round did not end within {MAX_FRAMES} frames")
    if not mouse.done:
        raise RuntimeError("the round ended before the mouse seat had clicked its stock and dragged a card")
    state = table.match.state
    if state.round_over or app.stack.top is not table:
        raise RuntimeError("'Next round' did not deal a new round")
    first = state.round_scores[0][mouse.place.index]
    quit_pygame()
    return (
        f"deal {seed}: 4 seats; the mouse clicked its stock and dragged "
        f"{mouse.dragged.source} -> {mouse.dragged.target}, scored {first.total:+d} in round 1; round 2 dealt"
    )
