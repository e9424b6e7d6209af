"""A page of markdown over the felt, scrolled by keys or the wheel: a game's rules page (docs/rules/…).

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
from game.ui.look import drawn_text, theme
from game.ui.look.widgets import Button, draw_text, panel, wrap_lines
from game.ui.menus.rules_layout import Ink, Line, Style, face, lay_out
from game.ui.menus.rules_markdown import linked_pages, read_blocks
from game.ui.scene import Scene

TEXT = 32  # virtual pixels: at the smallest window (scale 0.533) still 17 window pixels
HINT = 26
LONGEST_PAGE = 2000  # lines; the longest rules page has a few hundred
_UNPRINTABLE = re.compile(r"[\x00-\x08\x0b-\x1f\x7f\ud800-\udfff]")

PANEL = (220, 40, 1480, 1000)  # virtual: the page's panel
TEXT_BOX = (290, 80, 1330, 850)  # virtual: where the page's lines go, inside the panel
BAR_X = 1655  # virtual: the scroll bar, right of the text
HINT_BOX = (260, 950, 1210, 80)  # virtual: the key hint, left of the Back button
SCROLL_HINT = "Scroll: arrows, Page Up/Down, Home/End or the wheel.  Back: Escape or Enter."


class PageScene(Scene):
    """Scroll with arrows, Page Up/Down, Home/End or the wheel; Escape, Enter or the Back button closes it.

    ``text`` is markdown (``rules_markdown``); it is laid out afresh whenever the window or the
    text size changes, so the page always wraps to the panel and scrolls further instead of
    shrinking its text.
    """

    close_keys: tuple[int, ...] = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER)

    def __init__(self, app: AppServices, text: str) -> None:
        super().__init__(app)
        self.text = text
        self.blocks = read_blocks(text)
        self.scroll = 0
        self._laid_out: tuple[tuple[int, int], float, list[Line]] | None = None
        self.back = Button("Back", (1490, 960, 180, 60), self.app.stack.pop, text_size=30)
        self.back.focused = True  # the one control: Enter or Space presses it
        self.pressed = False

    @property
    def lines(self) -> list[Line]:
        """The page laid out for the window and text size as they are now."""
        viewport = self.app.viewport
        key = (viewport.window, theme.text_scale)
        if self._laid_out is None or self._laid_out[:2] != key:
            style = Style(viewport.length(TEXT), viewport.length(TEXT * 1.6))
            self._laid_out = (*key, lay_out(self.blocks, viewport.length(TEXT_BOX[2]), style))
        return self._laid_out[2]

    @property
    def view_height(self) -> int:
        return self.app.viewport.length(TEXT_BOX[3])

    def _shown_from(self, first: int) -> int:
        """How many lines fit in the text box from line ``first`` on."""
        room, count = self.view_height, 0
        for index, line in enumerate(self.lines[first:]):
            room -= line.height + (line.space_above if index else 0)
            if room < 0:
                break
            count += 1
        return max(1, count)

    @property
    def most_scroll(self) -> int:
        """The first line of the last screenful: scrolling stops with the page's end at the box's foot."""
        lines, room = self.lines, self.view_height
        first, needed = len(lines), 0  # ``needed``: the lines from ``first`` on, with the gaps between them
        while first > 0:
            line = lines[first - 1]
            if needed + line.height + (lines[first].space_above if first < len(lines) else 0) > room:
                break
            needed += line.height + (lines[first].space_above if first < len(lines) else 0)
            first -= 1
        return first

    @property
    def first_shown(self) -> int:
        """The first line in view: the scroll, or less where a larger window or smaller text needs less
        (drawing changes nothing, so the scroll itself is clamped only when the reader scrolls)."""
        return min(self.scroll, self.most_scroll)

    def handle_event(self, event: pygame.event.Event) -> None:
        self.scroll = self.first_shown
        visible = self._shown_from(self.scroll)
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
        panel(surface, viewport.rect(*PANEL), viewport.length(24))
        first = self.first_shown
        box = viewport.rect(*TEXT_BOX)
        clip = surface.get_clip()
        surface.set_clip(box.clip(clip))
        draw_lines(surface, self.lines[first : first + self._shown_from(first)], box)
        surface.set_clip(clip)
        self._draw_scroll_bar(surface, first)
        hint_box = viewport.rect(*HINT_BOX)
        pixels = viewport.length(HINT)
        hint_lines = wrap_lines(SCROLL_HINT, pixels, hint_box.w)
        step = theme.font(pixels).get_linesize()
        top = hint_box.centery - step * len(hint_lines) // 2
        for number, line in enumerate(hint_lines):
            at = (hint_box.x, top + step * number)
            draw_text(surface, line, at, pixels, theme.INK_DIM, anchor="topleft")
        self.back.draw(surface, viewport)
        self.needs_full_draw = False
        return [surface.get_rect()]

    def _draw_scroll_bar(self, surface: pygame.Surface, first: int) -> None:
        """A bar beside the text when the page is longer than the box: where you are, how much is left."""
        total = len(self.lines)
        shown = self._shown_from(first)
        if self.most_scroll == 0 or total == 0:
            return
        viewport = self.app.viewport
        track = viewport.rect(BAR_X, TEXT_BOX[1], 8, TEXT_BOX[3])
        pygame.draw.rect(surface, theme.PANEL_EDGE, track, border_radius=track.w // 2)
        top = track.y + track.h * first // total
        length = max(track.w * 2, track.h * shown // total)
        thumb = pygame.Rect(track.x, min(top, track.bottom - length), track.w, length)
        pygame.draw.rect(surface, theme.GOLD, thumb, border_radius=track.w // 2)


def draw_lines(surface: pygame.Surface, lines: list[Line], box: pygame.Rect) -> None:
    """Lines top-down from the box's top-left; a ruled line gets a thin rule under it."""
    colours = {Ink.BODY: theme.INK, Ink.HEADING: theme.GOLD, Ink.DIM: theme.INK_DIM}
    y = box.y
    for index, line in enumerate(lines):
        y += line.space_above if index else 0
        for piece in line.pieces:
            font = face(piece.pixels, piece.bold, piece.italic)
            image = font.render(piece.text, True, colours[piece.ink])
            at = surface.blit(image, (box.x + piece.x, y + (line.height - image.get_height()) // 2))
            drawn_text.note(piece.text, at, surface, box, theme.shown_pixels(piece.pixels))  # the fit test
        if line.ruled:
            rule_y = y + line.height - 1
            pygame.draw.line(surface, theme.PANEL_EDGE, (box.x, rule_y), (box.right, rule_y), 1)
        y += line.height


class RulesScene(PageScene):
    """A game's rules page, then the pages it links to; F1 (the key that opened it) closes it too.

    A Scroker variant's page links to Scroker's, and Scroker's to the hand-ranking sheet, so
    F1 at any of the four tables reaches the full rules and the sheet on one scrolling page.
    """

    close_keys = (*PageScene.close_keys, pygame.K_F1)

    def __init__(self, app: AppServices, spec: GameSpec) -> None:
        self.spec = spec
        try:
            text = "\n".join(read_rules_page(rules_page(spec.rules_file)))
        except BrokenAsset as error:  # the page, not the game, is broken: say so, and what the game is
            text = f"# {spec.name}\n\n{error}\n\n{spec.summary}"
        super().__init__(app, with_linked_pages(spec.rules_file, text))


def with_linked_pages(file_name: str, text: str) -> str:
    """The page, then every rules page it links to (and they link to), each once, after a rule."""
    shown = [file_name]
    pages = [text]
    waiting = linked_pages(text)
    while waiting:
        name = waiting.pop(0)
        if name in shown:
            continue
        shown.append(name)
        try:
            linked = "\n".join(read_rules_page(rules_page(name)))
        except BrokenAsset as error:
            linked = str(error)
        pages.append(linked)
        waiting += linked_pages(linked)
    return "\n\n---\n\n".join(pages)


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
