"""The Scroker games' smoke player (Scroker, Spit in the Can, Longhorn Stud, Dealer's Choice): the
keyboard in seat 1 against a normal and a hard bot, a session of three deals. Seat 1's choices are
a normal bot's, made with the table's keys (K C F B and the dial, the card keys and D for the
draw, L to lay out, X or P at a challenge); the dealer's screen deals as it stands; each deal's
summary goes on with "Next deal".
"""

from __future__ import annotations

import pygame

from game.bots.scroker_bot import ScrokerBot
from game.core import registry
from game.core.bot_levels import Level
from game.core.seats import parse_players
from game.testing.pilot import FRAME, IDLE_STEP, MAX_FRAMES, Pilot
from game.ui.app import App
from game.ui.games.scroker.choice import ScrokerChoiceScene
from game.ui.games.scroker.deal_over import ScrokerDealOverScene
from game.ui.games.scroker.table import ScrokerTableScene
from game.ui.look.sounds import quit_pygame

# --- Scroker and its variants: the keyboard against two bots, a short session -------------------

SCROKER_PLAYERS = "human,bot:normal,bot:hard"


def play(game_id: str, seed: int) -> str:
    """Play seat 1 with the keys through a three-deal session to the settlement."""
    app = App(window=(1280, 720), headless=True, advice_in_background=False)
    pilot = Pilot()
    app.frame_hooks.append(pilot)
    spec = registry.get(game_id)
    plans = parse_players(SCROKER_PLAYERS, spec.seats, shared_devices=True)
    app.nav.open_table(spec, seed, plans, {"hands": 3})
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
    quit_pygame()
    deals = table.state.deal_number
    return f"deal {seed}: 3 seats, {deals} deals; the keyboard pressed {keys} keys; {result.summary}"
