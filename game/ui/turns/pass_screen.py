"""The screen between two people's turns at one screen: "Pass to <name>".

It hides the whole table (it is opaque), so the person who just played cannot
see the next hand and the next cannot see theirs before taking the screen. Any
key, a click or a pad's button takes it, after a short rest so a key still held
from the last turn does not skip it.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui.app_services import AppServices
from game.ui.look import theme
from game.ui.look.widgets import draw_text, panel
from game.ui.scene import Scene

REST_SECONDS = 0.4
TAKE_EVENTS = (pygame.KEYDOWN, pygame.MOUSEBUTTONUP, pygame.CONTROLLERBUTTONDOWN)


class PassScreenScene(Scene):
    """Covers the table until the named person says they have the screen."""

    def __init__(self, app: AppServices, name: str, then: Callable[[], None], why: str = "") -> None:
        super().__init__(app)
        self.name, self.then, self.why = name, then, why
        self.shown_for = 0.0

    def update(self, seconds: float) -> None:
        self.shown_for += seconds

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in TAKE_EVENTS and self.shown_for >= REST_SECONDS:
            self.app.stack.pop()
            self.then()

    def draw(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect]:
        if not (full or self.needs_full_draw):
            return []
        self.needs_full_draw = False
        viewport = self.app.viewport
        surface.blit(self.app.felt(), (0, 0))
        box = viewport.rect(460, 330, 1000, 380)
        panel(surface, box, viewport.length(18))
        centre_x = box.centerx
        draw_text(
            surface,
            f"Pass to {self.name}",
            (centre_x, box.y + viewport.length(110)),
            viewport.length(72),
            theme.GOLD,
            bold=True,
        )
        if self.why:
            draw_text(
                surface, self.why, (centre_x, box.y + viewport.length(200)), viewport.length(32), theme.INK
            )
        draw_text(
            surface,
            f"{self.name}: press any key or click when only you can see the screen.",
            (centre_x, box.y + viewport.length(290)),
            viewport.length(30),
            theme.INK_DIM,
        )
        return [surface.get_rect()]
