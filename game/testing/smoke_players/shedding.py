"""The smoke test of Schrum Schrum and Tač: real scenes, headless, a person's seat played to the end.

Seat 1 is a person against bots; a normal bot's judgement chooses their moves,
made through posted events as a person makes them. Schrum Schrum (four seats,
German faces): the mouse clicks the talon to turn a card and drags it to its
place. Tač (three seats): the keys, Space to turn, C, a seat's number or O to
place the card, and the person's call key Z when they notice a bot's missed
play. The game goes on to its finishing order.
"""

from __future__ import annotations

import random
from collections import Counter

import pygame

from game.bots.shedder_bot import ShedderBot
from game.core import registry
from game.core.bot_levels import Level
from game.core.moves import MoveCards
from game.core.seats import parse_players
from game.rules.shedding.moves import CallTac, TurnCard
from game.rules.shedding.state import CENTRE
from game.testing.pilot import FRAME, IDLE_STEP, Pilot
from game.ui.app import App
from game.ui.games.shedding.keys import CENTRE_KEY, OWN_PILE_KEY, call_keys, pile_key
from game.ui.games.shedding.table import ShedderTableScene
from game.ui.look.sounds import quit_pygame
from game.ui.menus.finishing_order import FinishingOrderScene

PLAYERS = {"schrum": "human:mouse,bot:easy,bot:hard,bot:medium", "tac": "human:keys1,bot:easy,bot:hard"}
OPTIONS: dict[str, dict[str, str]] = {"schrum": {"faces": "german"}, "tac": {}}
MAX_FRAMES = 60 * 60 * 20  # twenty minutes of virtual frames: a shedding game against bots runs long


def play(game_id: str, seed: int) -> str:
    """Play seat 1 with the mouse (Schrum Schrum) or the keys (Tač) to the finishing order."""
    app = App(window=(1280, 720), headless=True, advice_in_background=False)
    pilot = Pilot()
    app.frame_hooks.append(pilot)
    spec = registry.get(game_id)
    plans = parse_players(PLAYERS[game_id], spec.seats, shared_devices=True, choices=spec.seat_choices())
    app.nav.open_table(spec, seed, plans, OPTIONS[game_id])
    table = app.stack.top
    assert isinstance(table, ShedderTableScene)
    judge = ShedderBot(0, Level.MEDIUM, random.Random(seed))
    done: Counter[str] = Counter()
    noticed = -1  # the miss the person last decided about
    app.running = True
    for _ in range(MAX_FRAMES):
        mine = table.settled and table.state.turn == 0 and app.stack.top is table
        app.step(FRAME if pilot.busy or mine else IDLE_STEP)
        if not app.running:
            raise RuntimeError("the app stopped before the game ended")
        top = app.stack.top
        if isinstance(top, FinishingOrderScene):
            break
        if top is not table:
            raise RuntimeError(f"unexpected scene {type(top).__name__} over the {spec.name} table")
        if pilot.busy or not table.settled or table.state.is_over():
            continue
        if table.state.missed is not None and table.misses_seen != noticed and table.state.missed.seat != 0:
            noticed = table.misses_seen
            if judge.call_delay(table.state.view(0)) is not None:
                pilot.key(pygame.key.key_code(call_keys(plans)[0]))
                done["call key"] += 1
                continue
        if table.state.turn == 0:
            done[_gesture(table, pilot, judge, mouse=game_id == "schrum")] += 1
    else:
        raise RuntimeError(f"the game did not end within {MAX_FRAMES} frames")
    order = "; ".join(top.text_lines())
    quit_pygame()
    if table.state.rules.missed_plays_may_be_called:
        done["call that counted"] = sum(isinstance(m, CallTac) and m.seat == 0 for m in table.state.history)
    gestures = ", ".join(f"{count} {name}" for name, count in sorted(done.items()))
    return f"deal {seed}: {len(plans)} seats; seat 1 made {gestures}; {order}"


def _gesture(table: ShedderTableScene, pilot: Pilot, judge: ShedderBot, mouse: bool) -> str:
    """Seat 1's next move (the judge's choice) as the mouse or the keys make it; its name."""
    move = judge.choose(table.state.view(0))
    view = table.view
    closed = table.state.closed_id(0)
    if isinstance(move, TurnCard):
        if mouse:
            pilot.click(view.top_rect(closed).center)
        else:
            pilot.key(pygame.K_SPACE)
        return "turn"
    assert isinstance(move, MoveCards)
    if mouse:
        pilot.drag(view.top_rect(closed).center, view.top_rect(move.target).center)
        return "drag"
    if move.target == CENTRE:
        key = CENTRE_KEY
    elif move.target == table.state.open_id(0):
        key = OWN_PILE_KEY
    else:
        owner = table.state.owner(move.target)
        assert owner is not None
        key = pile_key(owner)
    pilot.key(pygame.key.key_code(key))
    return "place"
