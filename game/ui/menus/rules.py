"""A page of text over the felt, scrolled by keys or the wheel: a game's rules page (docs/rules/<game>.md).

``PageScene`` is the page; ``RulesScene`` fills it from the rules file, and the controls
overlay (``game.ui.menus.controls``) from the controls sheet.
"""

from __future__ import annotations

import re
from pathlib import Path

import pygame

from game.core.decoding import LONGEST_TEXT, BrokenAsset, read_shipped_lines
from game.core.protocol import GameSpec
from game.resources import rules_page
from game.ui.app_services import AppServices
from game.ui.look import theme
from game.ui.look.widgets import Button, draw_text, panel, wrap_lines
from game.ui.scene import Scene

LINE = 40
TEXT = 32
LONGEST_PAGE = 2000  # lines; the longest rules page has a few hundred
_UNPRINTABLE = re.compile(r"[\x00-\x08\x0b-\x1f\x7f\ud800-\udfff]")


class PageScene(Scene):
    """Scroll with arrows, Page Up/Down, Home/End or the wheel; Escape, Enter or the Back button closes it.

    ``text`` is markdown-ish: "#" headings, "- " bullets, plain paragraphs.
    """

    close_keys: tuple[int, ...] = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER)

    def __init__(self, app: AppServices, text: str) -> None:
        super().__init__(app)
        self.text = text
        self.scroll = 0
        self.lines = self._lines()
        self.back = Button("Back", (1490, 960, 180, 60), self.app.stack.pop, text_size=30)
        self.back.focused = True  # the one control: Enter or Space presses it
        self.pressed = False

    @property
    def most_scroll(self) -> int:
        return max(0, len(self.lines) - 820 // LINE)

    def _lines(self) -> list[tuple[str, int, tuple[int, int, int]]]:
        out: list[tuple[str, int, tuple[int, int, int]]] = []
        for raw in self.text.splitlines():
            if raw.startswith("#"):
                out.append((raw.lstrip("# "), TEXT + 10, theme.GOLD))
                continue
            bullet = raw.lstrip().startswith(("- ", "* "))
            body = raw.strip()[2:] if bullet else raw.strip()
            body = body.replace("**", "").replace("`", "")
            wrapped = wrap_lines(body, TEXT, 1300) if body else [""]
            for i, part in enumerate(wrapped):
                prefix = ("•  " if i == 0 else "    ") if bullet else ""
                out.append((prefix + part, TEXT, theme.INK))
        return out

    def handle_event(self, event: pygame.event.Event) -> None:
        visible = 820 // LINE
        most = self.most_scroll
        if event.type == pygame.KEYDOWN:
            if event.key in self.close_keys:
                self.app.stack.pop()
                return
            step = {
                pygame.K_DOWN: 1,
                pygame.K_UP: -1,
                pygame.K_PAGEDOWN: visible,
                pygame.K_PAGEUP: -visible,
                pygame.K_s: 1,
                pygame.K_w: -1,
                pygame.K_HOME: -len(self.lines),
                pygame.K_END: len(self.lines),
            }.get(event.key, 0)
            self.scroll = min(most, max(0, self.scroll + step))
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll = min(most, max(0, self.scroll - event.y * 3))
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = self.back.hit(self.app.viewport, event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.pressed and self.back.hit(self.app.viewport, event.pos):
                self.back.action()
                return
            self.pressed = False
        elif event.type == pygame.MOUSEMOTION:
            hovered = self.back.hit(self.app.viewport, event.pos)
            if hovered == self.back.hovered:
                return
            self.back.hovered = hovered
        self.needs_full_draw = True

    def draw(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect]:
        if not (full or self.needs_full_draw):
            return []
        viewport = self.app.viewport
        surface.blit(self.app.felt(), (0, 0))
        panel(surface, viewport.rect(220, 40, 1480, 1000), viewport.length(24))
        y = 90
        for text, size, colour in self.lines[self.scroll : self.scroll + 820 // LINE]:
            draw_text(
                surface, text, viewport.to_screen(290, y), viewport.length(size), colour, anchor="midleft"
            )
            y += LINE
        hint = "Up/Down, Page Up/Down, Home/End or the wheel to scroll; Escape or Enter to go back"
        draw_text(surface, hint, viewport.to_screen(960, 1000), viewport.length(26), theme.INK_DIM)
        self.back.draw(surface, viewport)
        self.needs_full_draw = False
        return [surface.get_rect()]


class RulesScene(PageScene):
    """A game's rules page; F1 (the key that opened it) closes it too."""

    close_keys = (*PageScene.close_keys, pygame.K_F1)

    def __init__(self, app: AppServices, spec: GameSpec) -> None:
        self.spec = spec
        path = rules_page(spec.rules_file)
        try:
            text = "\n".join(read_rules_page(path))
        except BrokenAsset as error:  # the page, not the game, is broken: say so, and what the game is
            text = f"# {spec.name}\n\n{error}\n\n{spec.summary}"
        super().__init__(app, text)


def read_rules_page(path: Path) -> list[str]:
    """A rules page's lines: UTF-8 text of bounded size, no control characters, lines of printable
    length; else ``BrokenAsset`` naming the page."""
    lines = read_shipped_lines(path)
    if len(lines) > LONGEST_PAGE:
        raise BrokenAsset(path, f"it has {len(lines)} lines, more than a rules page of {LONGEST_PAGE}")
    for number, line in enumerate(lines, start=1):
        if len(line) > LONGEST_TEXT or _UNPRINTABLE.search(line):
            raise BrokenAsset(path, f"line {number} is too long or holds characters that cannot be shown")
    return lines
