"""The smoke test: real scenes, headless, played to the end of a game.

Scotch: from the title screen it chooses Play, picks the game and types the
deal number, then plays a line found by the game's line finder with posted
mouse drags. If no line to the end is found within its budget, it gives up the
deal through the pause menu, which also ends the game.

Scrooge: the race table with the mouse in seat 1 and three bots. The mouse
clicks its stock and drags a card onto a foundation or work pile, then frames
of a whole second let the bots race to the round summary, where it chooses
"Next round".

Scorzo: the mouse in seat 1 against a normal and a hard bot, all eleven rounds.
The mouse draws for the deal, takes by clicking a pile and discards by dragging
a card onto the discard pile (its choices are a normal bot's), calls SCORZO
when the button lights, and goes on from each round's end to the final standings.

Scroker, Spit in the Can, Longhorn Stud, Dealer's Choice: the keyboard in seat 1
against a normal and a hard bot, a session of three deals. Seat 1's choices are
a normal bot's, made with the table's keys (K C F B and the dial, the card keys
and D for the draw, L to lay out, X or P at a challenge); the dealer's screen
deals as it stands; each deal's summary goes on with "Next deal".

Schrum Schrum and Tač: seat 1 against bots to the finishing order (``smoke_shedding``).

Exit 0 with a one-line summary per game, or 1 with the error.
"""

from __future__ import annotations

import os
import sys
import tempfile
import traceback

import pygame

from game.bots.scorzo_bot import ScorzoBot
from game.bots.scotch_lines import find_line
from game.bots.scroker_bot import ScrokerBot
from game.core import registry
from game.core.bot_levels import Level
from game.core.cards import Card
from game.core.moves import MoveCards
from game.core.seats import parse_players
from game.rules.scorzo.moves import DISCARD, DRAW, CallScorzo, Discard, TakeCard
from game.rules.scorzo.save_codes import save_code
from game.rules.scorzo.state import Phase, hand_id
from game.testing.pilot import Pilot
from game.ui.app import App
from game.ui.games.scorzo.round_end import ScorzoRoundScene
from game.ui.games.scorzo.scoresheet import ScorzoScoresheetScene
from game.ui.games.scorzo.table import ScorzoTableScene
from game.ui.games.scotch.table import TableScene
from game.ui.games.scroker.choice import ScrokerChoiceScene
from game.ui.games.scroker.deal_over import ScrokerDealOverScene
from game.ui.games.scroker.table import ScrokerTableScene
from game.ui.games.scrooge.round_summary import RoundSummaryScene
from game.ui.games.scrooge.table import ScroogeTableScene
from game.ui.menus.title import DealNumberScene, PickerScene, ResultScene, TitleScene

MAX_FRAMES = 60 * 60 * 10  # ten minutes of virtual frames
FRAME = 1 / 60

SCROKER_GAMES = ("scroker", "spit", "longhorn", "dealers-choice")
SHEDDING_GAMES = ("schrum", "tac")  # game/testing/smoke_shedding.py
PLAYABLE = ("scotch", "scrooge", "scorzo", *SCROKER_GAMES, *SHEDDING_GAMES, "repezita")


def smoke_test(game_id: str | None, seed: int | None) -> int:
    """Play one game of each (or of ``game_id``) headless; 0 on success."""
    if "CARDTABLE_HOME" not in os.environ:
        os.environ["CARDTABLE_HOME"] = tempfile.mkdtemp(prefix="cardtable-smoke-")
    games = [game_id] if game_id else list(PLAYABLE)
    for gid in games:
        try:
            registry.get(gid)
        except KeyError as error:
            print(f"smoke test: {error}", file=sys.stderr)
            return 1
        if gid not in PLAYABLE:
            print(f"smoke test: {gid} cannot be played in the app yet", file=sys.stderr)
            return 1
        try:
            player = {"scrooge": _play_scrooge, "scorzo": _play_scorzo, "repezita": _play_repezita}.get(
                gid, _play_one
            )
            if gid in SCROKER_GAMES:
                player = _play_scroker
            if gid in SHEDDING_GAMES:
                from game.testing.smoke_shedding import play_shedder

                player = play_shedder
            summary = player(gid, seed if seed is not None else 1)
        except Exception:
            traceback.print_exc()
            return 1
        print(f"smoke test {gid}: {summary}")
    return 0


def _play_one(game_id: str, seed: int) -> str:
    app = App(window=(1280, 720), headless=True)
    pilot = Pilot()
    app.frame_hooks.append(pilot)
    app.stack.push(TitleScene(app))
    app.running = True
    plan: list[MoveCards] = []
    planned = gave_up = False
    spec = registry.get(game_id)
    for _ in range(MAX_FRAMES):
        app.step(FRAME)
        top = app.stack.top
        if pilot.busy:
            continue
        if gave_up and isinstance(top, TableScene):
            pygame.quit()
            return f"deal {seed}: no end found within the search budget; gave up through the pause menu"
        if isinstance(top, TitleScene):
            pilot.key(pygame.K_RETURN)  # Play is focused first
        elif isinstance(top, PickerScene):
            button = next(b for b in top.buttons if b.label == f"{spec.name}: deal number…")
            pilot.click(button.screen_rect(app.viewport).center)
        elif isinstance(top, DealNumberScene):
            pilot.type_number(seed)
            pilot.key(pygame.K_RETURN)
        elif isinstance(top, TableScene):
            if top.view.animating:
                continue
            if not planned:
                line = find_line(top.state, budget=20_000)
                plan = list(line.moves) if line else []
                planned = True
                if line is None:
                    pilot.key(pygame.K_ESCAPE)  # opens the pause menu, where we give up
                    continue
            if top.state.is_over() or not plan:
                continue
            pilot.drag_move(top, plan.pop(0))
        elif isinstance(top, ResultScene):
            result = top.table.state.result()
            pygame.quit()
            return (
                f"deal {seed}: {result.summary} ({top.table.game.moves_made} moves, dragged with the mouse)"
            )
        elif top is not None and type(top).__name__ == "PauseScene":
            button = next(b for b in top.buttons if b.label == "Give up this deal")
            pilot.click(button.screen_rect(app.viewport).center)
            gave_up = True
        if not app.running:
            raise RuntimeError("the app stopped before the game ended")
    raise RuntimeError(f"the game did not end within {MAX_FRAMES} frames")


def _play_repezita(game_id: str, seed: int) -> str:
    from game.testing.smoke_repezita import play_repezita  # Repezita: game/testing/smoke_repezita.py

    return play_repezita(game_id, seed)


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


def _play_scrooge(game_id: str, seed: int) -> str:
    """Click the stock, drag a card, let the bots race to the summary, then deal the next round."""
    app = App(window=(1280, 720), headless=True)
    pilot = Pilot()
    app.frame_hooks.append(pilot)
    spec = registry.get(game_id)
    ScroogeTableScene.open(app, spec, seed, parse_players(SCROOGE_PLAYERS, spec.seats), {})
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
    pygame.quit()
    return (
        f"deal {seed}: 4 seats; the mouse clicked its stock and dragged "
        f"{mouse.dragged.source} -> {mouse.dragged.target}, scored {first.total:+d} in round 1; round 2 dealt"
    )


# --- Scorzo: the mouse against two bots, eleven rounds -------------------------------------

SCORZO_PLAYERS = "human:mouse,bot:normal,bot:hard"
IDLE_STEP = 0.25  # a frame's time while the bots play: they keep their pace, the test runs on


def _scorzo_gesture(table: ScorzoTableScene, pilot: Pilot, advisor: ScorzoBot) -> str | None:
    """The mouse's part of seat 1's move now (a normal bot chooses it); what was done, or None."""
    state, view = table.state, table.view
    if state.phase is Phase.CUT:
        pilot.click(view.top_rect(DRAW).center)
        return "cut"
    move = advisor.decide(state.view(0))
    if isinstance(move, TakeCard):
        pilot.click(view.top_rect(move.source).center)
        return "take"
    if isinstance(move, Discard):
        sprites = view.piles[hand_id(0)]
        index = next(i for i, sprite in enumerate(sprites) if save_code(sprite.card) == move.card)
        rect = sprites[index].rect
        pilot.drag((rect.x + 10, rect.centery), view.top_rect(DISCARD).center)
        return "discard"
    if isinstance(move, CallScorzo) and table.scorzo_button.enabled:
        pilot.click(table.scorzo_button.screen_rect(table.app.viewport).center)
        return "call"
    return None


def _play_scorzo(game_id: str, seed: int) -> str:
    """Play seat 1 with the mouse through every round; choose each round's end button; reach the standings."""
    app = App(window=(1280, 720), headless=True, advice_in_background=False)
    pilot = Pilot()
    app.frame_hooks.append(pilot)
    spec = registry.get(game_id)
    plans = parse_players(SCORZO_PLAYERS, spec.seats, shared_devices=True)
    ScorzoTableScene.open(app, spec, seed, plans, {})
    table = app.stack.top
    assert isinstance(table, ScorzoTableScene)
    advisor = ScorzoBot.new(0, Level.MEDIUM, seed)
    done: dict[str, int] = {}
    app.running = True
    for _ in range(MAX_FRAMES):
        top = app.stack.top
        mine = top is table and table.settled and 0 in table.state.to_move()
        app.step(FRAME if pilot.busy or mine else IDLE_STEP)
        top = app.stack.top
        if not app.running:
            raise RuntimeError("the app stopped before the game ended")
        if pilot.busy:
            continue
        if isinstance(top, ScorzoScoresheetScene) and table.state.is_over():
            break
        if isinstance(top, ScorzoRoundScene):
            label = "Final standings" if table.state.is_over() else "Next round"
            button = next(b for b in top.buttons if b.label == label)
            pilot.click(button.screen_rect(app.viewport).center)
        elif top is table and table.settled and 0 in table.state.to_move():
            gesture = _scorzo_gesture(table, pilot, advisor)
            if gesture:
                done[gesture] = done.get(gesture, 0) + 1
        elif top is not table and not isinstance(top, (ScorzoRoundScene, ScorzoScoresheetScene)):
            raise RuntimeError(f"unexpected scene {type(top).__name__} over the Scorzo table")
    else:
        raise RuntimeError(f"the game did not end within {MAX_FRAMES} frames")
    result = table.state.result()
    pygame.quit()
    gestures = ", ".join(f"{count} {name}" for name, count in done.items())
    rounds = table.state.round_number
    return f"deal {seed}: 3 seats, {rounds} rounds; the mouse made {gestures}; {result.summary}"


# --- Scroker and its variants: the keyboard against two bots, a short session -------------------

SCROKER_PLAYERS = "human,bot:normal,bot:hard"


def _play_scroker(game_id: str, seed: int) -> str:
    """Play seat 1 with the keys through a three-deal session to the settlement."""
    app = App(window=(1280, 720), headless=True, advice_in_background=False)
    pilot = Pilot()
    app.frame_hooks.append(pilot)
    spec = registry.get(game_id)
    plans = parse_players(SCROKER_PLAYERS, spec.seats, shared_devices=True)
    ScrokerTableScene.open(app, spec, seed, plans, {"hands": 3})
    table = app.stack.top
    assert isinstance(table, ScrokerTableScene)
    mind = ScrokerBot.new(0, Level.MEDIUM, seed, table.state.betting_rules)
    keys = 0
    app.running = True
    for _ in range(MAX_FRAMES):
        app.step(FRAME if pilot.busy else IDLE_STEP)
        top = app.stack.top
        if not app.running:
            raise RuntimeError("the app stopped before the session ended")
        if pilot.busy:
            continue
        if isinstance(top, ScrokerDealOverScene):
            if top.over:
                break
            top.shown_for = max(top.shown_for, 1.0)
            pilot.key(pygame.K_RETURN)  # "Next deal" has the focus
        elif isinstance(top, ScrokerChoiceScene):
            button = next(b for b in top.buttons if b.label == "Deal")
            pilot.click(button.screen_rect(app.viewport).center)
        elif top is table and table.settled and 0 in table.state.to_move() and not table.state.is_over():
            if table.state.phase.name in ("CHOOSE", "DEAL_OVER"):
                continue
            move = mind.decide(table.state.view(0))
            if move is None:
                raise RuntimeError(f"no move for seat 1 in {table.state.phase.name}")
            for name in table.keys_for(move):
                pilot.key(pygame.key.key_code(name))
                keys += 1
        elif top is not table and not isinstance(top, (ScrokerDealOverScene, ScrokerChoiceScene)):
            raise RuntimeError(f"unexpected scene {type(top).__name__} over the Scroker table")
    else:
        raise RuntimeError(f"the session did not end within {MAX_FRAMES} frames")
    result = table.state.result()
    pygame.quit()
    deals = table.state.deal_number
    return f"deal {seed}: 3 seats, {deals} deals; the keyboard pressed {keys} keys; {result.summary}"
