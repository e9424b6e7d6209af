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
from game.ui.look.widgets import draw_text, panel, shortened, wrap_lines
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
        texts = [(f"Pass to {self.name}", 72, theme.GOLD, True)]
        texts += [(self.why, 32, theme.INK, False)] if self.why else []
        texts.append(
            (
                f"{self.name}: press any key or click when only you can see the screen.",
                30,
                theme.INK_DIM,
                False,
            )
        )
        width = min(1000 * theme.text_scale, viewport.right - viewport.left - 80)  # large text: wider first
        box = viewport.rect(960 - width / 2, 330, width, 380)
        pad = viewport.length(40)
        lines = [  # large text or a long name: more lines and a taller panel, never off the panel
            (line, viewport.length(size), colour, bold)
            for text, size, colour, bold in texts
            for line in wrap_lines(text, viewport.length(size), box.w - 2 * pad, bold)
        ]
        steps = [theme.font(pixels, bold).get_linesize() for _, pixels, _, bold in lines]
        box = box.inflate(0, max(0, sum(steps) + 2 * pad - box.h))
        panel(surface, box, viewport.length(18))
        y = box.centery - sum(steps) / 2
        for (line, pixels, colour, bold), step in zip(lines, steps, strict=True):
            line = shortened(line, pixels, box.w - 2 * pad, bold)  # one word wider than the panel
            draw_text(surface, line, (box.centerx, y + step / 2), pixels, colour, bold, within=box)
            y += step
        return [surface.get_rect()]
