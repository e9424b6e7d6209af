"""What the Repezita table says over its centre: how a pile starts, the stall countdown, a clear.

DESIGN.md §10: "If nobody plays for 5 seconds (a setting), the centre is cleared aside and
any card may start the next pile." The rule is timed, so people must see it coming: once
the centre has been quiet for ``COUNTDOWN_FROM`` seconds a countdown runs, and after a
clear the note says why the centre is empty and that any card starts it now. A HUD sprite
over the centre and aside piles, redrawn only when its words change (once a second at most).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.ui.look import theme
from game.ui.look.hud import HudSprite
from game.ui.look.viewport import Viewport
from game.ui.look.widgets import draw_text, fitting_height, fitting_pixels, shortened
from game.ui.table.layout import TableLayout

COUNTDOWN_FROM = 2.0  # seconds of quiet before the countdown shows
NOTE_HEIGHT, NOTE_GAP = 44, 8
SIZE = 28


@dataclass(frozen=True)
class CentreFacts:
    """The stall clock and the centre as the table shows them this frame."""

    empty: bool
    free_start: bool
    quiet_seconds: float
    stall_seconds: float
    over: bool = False


def centre_words(facts: CentreFacts) -> tuple[list[str], bool]:
    """The note over the centre in ever shorter forms, and whether it is a warning; [] for none."""
    if facts.over:
        return [], False
    stall = f"{facts.stall_seconds:g}"
    if facts.free_start:
        return [f"Nobody played for {stall} s: any card starts the pile", "Any card starts the pile"], True
    left = facts.stall_seconds - facts.quiet_seconds
    if facts.quiet_seconds >= COUNTDOWN_FROM and left > 0:
        seconds = max(1, math.ceil(left - 1e-6))
        if facts.empty:
            return [f"Nobody plays: any card may start in {seconds}", f"Any card in {seconds}"], True
        return [f"Quiet: the centre is cleared in {seconds}", f"Cleared in {seconds}"], True
    if facts.empty:
        return ["An Ace starts the pile"], False
    return [], False


class CentreNote(HudSprite):
    """The line over the centre and aside piles."""

    def __init__(self, layout: TableLayout) -> None:
        super().__init__()
        centre, aside = layout.slots["centre"], layout.slots["aside"]
        left, right = min(centre.x, aside.x), max(centre.x + centre.width, aside.x + aside.width)
        self.area = (left, centre.y - NOTE_HEIGHT - NOTE_GAP, right - left, NOTE_HEIGHT)

    def refresh(self, viewport: Viewport, facts: CentreFacts) -> None:
        texts, warning = centre_words(facts)
        rect = viewport.rect(*self.area)
        if not texts:
            if self.visible:
                self.visible = 0
                self._key = None
            return
        key = (tuple(texts), warning, rect.size)
        if self.visible and key == self._key and rect == self.rect:
            return
        room = rect.w - viewport.length(16)
        size = fitting_height(viewport.length(SIZE), rect.h, bold=True)
        text = next((t for t in texts if theme.font(size, bold=True).size(t)[0] <= room), texts[-1])
        size = fitting_pixels(text, size, room, bold=True)
        text = shortened(text, size, room, bold=True)
        image = pygame.Surface(rect.size, pygame.SRCALPHA)
        radius = viewport.length(10)
        pygame.draw.rect(image, (*theme.PANEL, 215), image.get_rect(), border_radius=radius)
        colour = theme.GOLD if warning else theme.INK
        draw_text(image, text, (rect.w / 2, rect.h / 2), size, colour, bold=True, within=image.get_rect())
        self.visible = 1
        self.show(key, image, rect)
