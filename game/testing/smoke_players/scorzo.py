"""Scorzo's smoke player: the mouse in seat 1 against a normal and a hard bot, all eleven rounds. The
mouse draws for the deal, takes by clicking a pile and discards by dragging a card onto the discard
pile (its choices are a normal bot's; the rules call SCORZO for it), and goes on from each
round's end to the final standings.
"""

from __future__ import annotations

from game.bots.scorzo_bot import ScorzoBot
from game.core import registry
from game.core.bot_levels import Level
from game.core.seats import parse_players
from game.rules.scorzo.moves import DISCARD, DRAW, Discard, TakeCard
from game.rules.scorzo.save_codes import save_code
from game.rules.scorzo.state import Phase, hand_id
from game.testing.pilot import FRAME, IDLE_STEP, MAX_FRAMES, Pilot
from game.ui.app import App
from game.ui.games.scorzo.round_end import ScorzoRoundScene
from game.ui.games.scorzo.scoresheet import ScorzoScoresheetScene
from game.ui.games.scorzo.table import ScorzoTableScene
from game.ui.look.sounds import quit_pygame

# --- Scorzo: the mouse against two bots, eleven rounds -------------------------------------

SCORZO_PLAYERS = "human:mouse,bot:normal,bot:hard"


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
    return None


def play(game_id: str, seed: int) -> str:
    """Play seat 1 with the mouse through every round; choose each round's end button; reach the standings."""
    app = App(window=(1280, 720), headless=True, advice_in_background=False)
    pilot = Pilot()
    app.frame_hooks.append(pilot)
    spec = registry.get(game_id)
    plans = parse_players(SCORZO_PLAYERS, spec.seats, shared_devices=True)
    app.nav.open_table(spec, seed, plans, {})
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
    quit_pygame()
    gestures = ", ".join(f"{count} {name}" for name, count in done.items())
    rounds = table.state.round_number
    return f"deal {seed}: 3 seats, {rounds} rounds; the mouse made {gestures}; {result.summary}"
