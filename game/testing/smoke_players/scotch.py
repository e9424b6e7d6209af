"""Scotch Solitaire's smoke player: from the title screen it chooses Play, picks the game and types
the deal number, then plays a line found by the game's line finder with posted mouse drags (found
again when safe cards going home by themselves made its next move one the rules refuse). If no
line to the end is found within its budget, it gives up the deal through the pause menu, which also
ends the game.
"""

from __future__ import annotations

import pygame

from game.bots.scotch_lines import find_line
from game.core import registry
from game.core.moves import MoveCards
from game.testing.pilot import FRAME, MAX_FRAMES, Pilot
from game.ui.app import App
from game.ui.games.scotch.menus import DealNumberScene, ResultScene
from game.ui.games.scotch.table import TableScene
from game.ui.look.sounds import quit_pygame
from game.ui.menus.menu import MenuScene
from game.ui.menus.title import TitleScene


def play(game_id: str, seed: int) -> str:
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
            quit_pygame()
            return f"deal {seed}: no end found within the search budget; gave up through the pause menu"
        if isinstance(top, TitleScene):
            pilot.key(pygame.K_RETURN)  # Play is focused first
        elif isinstance(top, MenuScene) and top.title == "Choose a game":  # the picker, loaded on first use
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
            if top.state.is_over():
                continue
            if plan and top.state.why_illegal(plan[0]) is not None:  # its card went home by itself
                line = find_line(top.state)
                plan = list(line.moves) if line else []
            if not plan:
                pilot.key(pygame.K_ESCAPE)  # no line to the end from here: give up
                continue
            pilot.drag_move(top, plan.pop(0))
        elif isinstance(top, ResultScene):
            result = top.table.state.result()
            quit_pygame()
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
