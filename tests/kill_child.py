"""The process the kill test kills: a real, headless App playing a game by itself, saying each move.

``python -m tests.kill_child GAME SEED`` with ``CARDTABLE_HOME`` set to a fresh folder. GAME is
``scotch`` (the child is the person: home moves first, else one at random, one a frame),
``scorzo`` (three bots at the turn table) or ``repezita`` (four bots racing). It prints
``moves N`` (N: the players' moves so far, as their table counts them: for Scotch its person's
moves, without the safe cards that went home by themselves after each) and flushes as soon as
the person's move is made, and after every frame in which bots moved, so the test knows how far
the game had got when it sent SIGKILL. At the end it prints ``over`` and idles. A summary between
rounds is passed with Enter.
"""

from __future__ import annotations

import random
import sys
import time

import pygame

from game.core import registry
from game.core.seats import parse_players
from game.core.undo import UndoableGame
from game.ui.app import App
from game.ui.menus.title import TitleScene

FRAME = 1 / 60
BOT_FRAME = 0.05  # the bots' virtual clock runs faster than real time, so a game is over in seconds
BOTS = {"scorzo": "bot:easy,bot:easy,bot:easy", "repezita": "bot:easy,bot:easy,bot:easy,bot:easy"}


def players_moves(table: object) -> int:
    """The moves the table says its players made (a Scotch step is the person's move and the cards
    it sent home; the autosave's ``players_moves`` counts the same)."""
    game = getattr(table, "game", None)
    if isinstance(game, UndoableGame):
        return game.moves_made
    state = table.match.state if hasattr(table, "match") else table.state  # type: ignore[attr-defined]
    return len(state.history)


def main(game_id: str, seed: int) -> None:
    app = App(window=(1280, 720), headless=True, advice_in_background=False)
    app.running = True
    spec = registry.get(game_id)
    app.stack.push(TitleScene(app))
    if game_id in BOTS:
        app.nav.open_table(spec, seed, parse_players(BOTS[game_id], spec.seats), {})
    else:
        app.nav.play(spec, seed)
    table = app.stack.top
    walk = random.Random(seed)
    said = 0
    print("ready", flush=True)
    while True:
        state = table.match.state if hasattr(table, "match") else table.state
        if state.is_over():
            app.step(FRAME)  # the frame in which the autosave sees the end and goes
            print("over", flush=True)
            time.sleep(60)  # the test kills it long before
            return
        if game_id not in BOTS:  # the person's move, said as soon as it is made
            moves = state.legal_moves(0)
            home = [move for move in moves if move.target.startswith("foundation")]
            table.play(home[0] if home else walk.choice(moves))
            said = players_moves(table)
            print(f"moves {said}", flush=True)
        if app.stack.top is not table:  # a round's summary waits for a key, as it would for a person
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
        app.step(BOT_FRAME if game_id in BOTS else FRAME)
        if players_moves(table) != said:
            said = players_moves(table)
            print(f"moves {said}", flush=True)


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))
