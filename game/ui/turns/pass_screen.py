"""The screen between two people's turns at one screen: "Pass to <name>".

It hides the whole table (it is opaque), so the person who just played cannot
see the next hand and the next cannot see theirs before taking the screen. Any
key, a click or a pad's button takes it, after a short rest so a key still held
from the last turn does not skip it.

Under the name it tells what happened while that person was away: the table's
public sentences since they last had the screen (the newest few that fit; F3 at
the table shows the rest), never a hidden card.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.ui.app_services import AppServices
from game.ui.look import theme
from game.ui.look.widgets import draw_text, panel, shortened, wrap_lines
from game.ui.scene import Scene

REST_SECONDS = 0.4
AWAY_LINES = 8  # at most this many of the newest sentences while the person was away
AWAY_TEXT = 28  # virtual pixels of a sentence in that list
Colour = tuple[int, int, int]
Text = tuple[str, int, Colour, bool]  # words, virtual pixels, colour, bold
TAKE_EVENTS = (pygame.KEYDOWN, pygame.MOUSEBUTTONUP, pygame.CONTROLLERBUTTONDOWN)


class PassScreenScene(Scene):
    """Covers the table until the named person says they have the screen."""

    def __init__(
        self,
        app: AppServices,
        name: str,
        then: Callable[[], None],
        why: str = "",
        away: Sequence[str] = (),
    ) -> None:
        super().__init__(app)
        self.name, self.then, self.why = name, then, why
        self.away = list(away)  # public sentences since this person last had the screen, oldest first
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
        width = min(1100 * theme.text_scale, viewport.right - viewport.left - 80)  # large text: wider first
        box = viewport.rect(960 - width / 2, 330, width, 380)
        pad = viewport.length(40)
        room = surface.get_height() - 2 * viewport.length(20)
        for count in range(min(AWAY_LINES, len(self.away)), -1, -1):  # the newest that fit the window
            lines = self._lines([*texts, *self._away_texts(count)], box.w - 2 * pad)
            steps = [theme.font(pixels, bold).get_linesize() for _, pixels, _, _, bold in lines]
            if sum(steps) + 2 * pad <= room:
                break
        box = box.inflate(0, max(0, sum(steps) + 2 * pad - box.h))
        box.top = max(viewport.length(20), min(box.top, surface.get_height() - viewport.length(20) - box.h))
        panel(surface, box, viewport.length(18))
        y = box.centery - sum(steps) / 2
        for (line, pixels, colour, listed, bold), step in zip(lines, steps, strict=True):
            line = shortened(line, pixels, box.w - 2 * pad, bold)  # one word wider than the panel
            if listed:
                draw_text(surface, line, (box.left + pad, y + step / 2), pixels, colour, bold, "midleft", box)
            else:
                draw_text(surface, line, (box.centerx, y + step / 2), pixels, colour, bold, within=box)
            y += step
        return [surface.get_rect()]

    def _lines(self, texts: list[Text], width: int) -> list[tuple[str, int, Colour, bool, bool]]:
        """Each text wrapped to ``width`` at its size (large text: more lines, never off the panel):
        (line, window pixels, colour, a listed sentence drawn from the left, bold)."""
        viewport = self.app.viewport
        return [
            (line, viewport.length(size), colour, size == AWAY_TEXT, bold)
            for text, size, colour, bold in texts
            for line in wrap_lines(text, viewport.length(size), width, bold)
        ]

    def _away_texts(self, count: int) -> list[Text]:
        """ "While you were away" and the newest ``count`` sentences (none: nothing said)."""
        if not self.away or not count:
            return []
        earlier = len(self.away) - count
        head = "While you were away:"
        if earlier:
            head = f"While you were away ({earlier} earlier: F3 at the table):"
        listed = [(line, AWAY_TEXT, theme.INK, False) for line in self.away[-count:]]
        return [("", 20, theme.INK, False), (head, 30, theme.GOLD, True), *listed]  # a little air first
