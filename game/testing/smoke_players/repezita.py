"""The Repezita smoke test: the real table headless, a keyboard seat against three bots, to the end.

Seat 1 is ``keys1``; a medium bot's judgement decides what it plays and when (after a
reaction time, on the seat's own view), and the card goes in through the seat's keys:
one press for the lower or higher card, or the pick marker moved and "play" (posted key
events, so the table's key handling is what plays). The bots race it on the frame time.
At the end the finishing order opens; it chooses "Play again", checks that a new game
is dealt, and leaves through the table's Menu button and its menu to the title screen.
"""

from __future__ import annotations

import random

import pygame

from game.bots.repezita_bot import RepezitaBot
from game.core import registry
from game.core.bot_levels import Level
from game.core.seats import parse_players
from game.testing.pilot import FRAME, MAX_FRAMES, Pilot
from game.ui.app import App
from game.ui.app_services import AppServices
from game.ui.games.repezita.table import RepezitaTableScene
from game.ui.look.sounds import quit_pygame
from game.ui.menus.finishing_order import FinishingOrderScene
from game.ui.menus.menu import MenuScene
from game.ui.menus.table_pause import TablePauseScene
from game.ui.menus.title import TitleScene

PLAYERS = "human:keys1,bot:hard,bot:medium,bot:easy"


class KeysPerson:
    """Seat 1 on its keys, played by a bot's judgement at a bot's pace."""

    def __init__(self, table: RepezitaTableScene, pilot: Pilot, seed: int) -> None:
        self.table, self.pilot = table, pilot
        self.mind = RepezitaBot(0, Level.MEDIUM, random.Random(f"smoke-person:{seed}"))
        self.wait = self.mind.reaction_time()
        self.presses = self.plays = 0

    def act(self, seconds: float) -> None:
        """Count down the reaction time; then decide on the seat's view and press the keys for it."""
        self.wait -= seconds
        if self.wait > 0 or self.pilot.busy:
            return
        state = self.table.match.state
        move = self.mind.decide(state.view(0))
        self.wait = self.mind.reaction_time() if move is not None else self.mind.idle_seconds()
        if move is None:
            return
        buttons = self.table.keyboards[0]
        for action in buttons.actions_for(move.card, move.onto):
            self.pilot.key(pygame.key.key_code(buttons.binding.names[action]))
            self.presses += 1
        self.plays += 1


def play(game_id: str, seed: int) -> str:
    """One game to its finishing order, "Play again", then Menu and Main menu; a summary line."""
    app = App(window=(1280, 720), headless=True)
    pilot = Pilot()
    app.frame_hooks.append(pilot)
    spec = registry.get(game_id)
    app.nav.open_table(spec, seed, parse_players(PLAYERS, spec.seats), {})
    table = app.stack.top
    assert isinstance(table, RepezitaTableScene)
    person = KeysPerson(table, pilot, seed)
    app.running = True
    for _ in range(MAX_FRAMES):
        app.step(FRAME)
        if not app.running:
            raise RuntimeError("the app stopped before the game ended")
        top = app.stack.top
        if isinstance(top, FinishingOrderScene):
            break
        if top is not table:
            raise RuntimeError(f"unexpected scene {type(top).__name__} over the Repezita table")
        if not table.match.state.is_over():
            person.act(FRAME)
    else:
        raise RuntimeError(f"the game did not end within {MAX_FRAMES} frames")
    state = table.match.state
    order = ", ".join(f"Seat {seat + 1}" for seat in state.finishing_order())
    lines = top.text_lines()
    _choose(app, pilot, top, "Play again")
    again = app.stack.top
    if not isinstance(again, RepezitaTableScene) or again is table or again.match.state.is_over():
        raise RuntimeError("'Play again' did not deal a new game of Repezita")
    _choose(app, pilot, again, "Menu")
    if not isinstance(app.stack.top, TablePauseScene):
        raise RuntimeError("the table's Menu button did not open the table's menu")
    _choose(app, pilot, app.stack.top, "Main menu")
    if not isinstance(app.stack.top, TitleScene):
        raise RuntimeError("the menu's Main menu did not lead to the title screen")
    quit_pygame()
    return (
        f"deal {seed}: 4 seats; keys1 played {person.plays} cards in {person.presses} key presses; "
        f"out in order {order}, Seat {(state.loser() or 0) + 1} lost ({len(lines) - 1} lines in the "
        "finishing order); Play again dealt a new game; Menu, then Main menu, led to the title"
    )


def _choose(app: AppServices, pilot: Pilot, scene: MenuScene, label: str) -> None:
    """Click a scene's button by its label and let the frames run until the click is handled."""
    button = next(b for b in scene.buttons if b.label == label)
    pilot.click(button.screen_rect(app.viewport).center)
    for _ in range(120):
        app.step(FRAME)
        if not pilot.busy and app.stack.top is not scene:
            return
    raise RuntimeError(f"clicking {label!r} changed nothing")
