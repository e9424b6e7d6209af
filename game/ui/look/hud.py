"""The table's heads-up display: a button bar on top and a status line below.

They are dirty sprites in the table's group, redrawn only when their words
or state change (the clock once a second), so an idle table stays still.
"""

from __future__ import annotations

import pygame

from game.ui.look import theme
from game.ui.look.viewport import Viewport
from game.ui.look.widgets import Button, draw_text, fitting_pixels, shortened, wrap_lines

MESSAGE_ROWS = 2  # a long message wraps onto this many rows under the bar's left side

_OLDER_LOOK = object()  # what a picture drawn in an older look shows: equal to no key at all


class HudSprite(pygame.sprite.DirtySprite):
    """A piece of the HUD whose picture is replaced only when it changes.

    ``_key`` says what the picture shows; a picture drawn before the look changed (high contrast,
    text size) shows nothing current, so the next refresh draws it again: a table's buttons must
    not stay black or large once the setting is off again (issue 21).
    """

    def __init__(self) -> None:
        super().__init__()
        self.image = pygame.Surface((1, 1), pygame.SRCALPHA)
        self.rect = pygame.Rect(0, 0, 1, 1)
        self._shown: object = None
        self._look = theme.look_version

    @property
    def _key(self) -> object:
        return self._shown if self._look == theme.look_version else _OLDER_LOOK

    @_key.setter
    def _key(self, key: object) -> None:
        self._shown, self._look = key, theme.look_version

    def show(self, key: object, image: pygame.Surface, rect: pygame.Rect) -> None:
        if key == self._key and rect == self.rect:
            return
        self._key = key
        self.image, self.rect, self.dirty = image, rect, 1


class ButtonSprite(HudSprite):
    def __init__(self, button: Button) -> None:
        super().__init__()
        self.button = button

    def refresh(self, viewport: Viewport) -> None:
        b = self.button
        key, rect = (b.label, b.enabled, b.hovered, b.focused), b.screen_rect(viewport)
        if key != self._key or rect != self.rect:
            self.show(key, b.render(viewport), rect)


def hover_buttons(sprites: list[ButtonSprite], viewport: Viewport, pointer: tuple[int, int]) -> None:
    """Light the buttons under the pointer; each redraws only if that changed."""
    for sprite in sprites:
        sprite.button.hovered = sprite.button.hit(viewport, pointer)
        sprite.refresh(viewport)


def release_button(pressed: Button | None, viewport: Viewport, pointer: tuple[int, int]) -> bool:
    """True when the press was on a button; its action runs only if the release is on it too."""
    if pressed is None:
        return False
    if pressed.hit(viewport, pointer):
        pressed.action()
    return True


class StatusLine(HudSprite):
    """Deal number, moves and time on the left; a message or the keys on the right.

    It lies along the window's bottom edge, whatever the window's shape. When both sides do not
    fit on one row (a small window, large text, a long message) the message takes a second row
    under the first instead of shrinking; only a message too long for a whole row is shortened.
    """

    def refresh(
        self, viewport: Viewport, left: str, right: str, alert: bool, spare: bool = False, hint: str = ""
    ) -> None:
        """``spare``: the right side is only a reminder (the keys, which F2 also shows): where it has no
        room beside the left side it is left out, rather than give the bar rows over the cards.
        ``hint``: a reminder that follows the left side ("Esc menu  F1 rules"); it makes way for a
        message that would fit on one row without it (a second row would cover the cards' foot)."""
        key = (left, right, alert, spare, hint, viewport.window)
        if key == self._key:
            return
        size, margin = viewport.length(30), viewport.length(24)
        width = viewport.window[0]
        face = theme.font(size)
        room = width - 2 * margin
        hinted = f"{left}   {hint}" if hint else left
        one_row = face.size(hinted)[0] + face.size(right)[0] + margin <= room
        if one_row or face.size(left)[0] + face.size(right)[0] + margin > room:
            left = hinted  # room for all on one row, or two rows anyway: the reminder stays
        else:
            one_row = True  # on one row the message goes before the reminder
        if spare and not one_row:
            right, one_row = "", face.size(left)[0] <= room
        if one_row:
            rows, message_pixels = [(left, right)], size
        else:
            message, message_pixels = message_rows(right, size, room)
            rows = [(shortened(left, size, room), ""), *(("", row) for row in message)]
        row_height = max(face.get_linesize(), viewport.length(48) if one_row else 0)
        rect = pygame.Rect(0, 0, width, row_height * len(rows) + (0 if one_row else viewport.length(8)))
        rect.bottom = viewport.window[1]
        image = pygame.Surface(rect.size, pygame.SRCALPHA)
        image.fill((0, 0, 0, 90))
        colour = theme.ERROR if alert else theme.INK_DIM
        middle = (rect.h - row_height * len(rows)) / 2 + row_height / 2
        for index, (row_left, row_right) in enumerate(rows):
            y = middle + index * row_height
            draw_text(image, row_left, (margin, y), size, theme.INK, anchor="midleft")
            draw_text(image, row_right, (width - margin, y), message_pixels, colour, anchor="midright")
        self.show(key, image, rect)


def message_rows(message: str, pixels: int, room: int) -> tuple[list[str], int]:
    """A message on rows of its own under the bar's left side, and its size: on one row, a little
    smaller if that is enough (to three quarters, never below the floor), else wrapped onto
    ``MESSAGE_ROWS`` at most; only a message longer still is cut short at the end (the last resort).
    Each row covers the table's bottom edge, so the bar stays as low as the message allows."""
    smaller = fitting_pixels(message, pixels, room)
    if smaller >= pixels * 0.75 and theme.font(smaller).size(message)[0] <= room:
        return [message], smaller
    rows = wrap_lines(message, pixels, room)
    if len(rows) > MESSAGE_ROWS:
        rows = [*rows[: MESSAGE_ROWS - 1], shortened(" ".join(rows[MESSAGE_ROWS - 1 :]), pixels, room)]
    return rows, pixels


def clock_text(seconds: float) -> str:
    whole = int(seconds)
    return f"{whole // 60}:{whole % 60:02d}"


class Banner(HudSprite):
    """A message across the middle of the table, over the cards, for a state that stops play."""

    def refresh(self, viewport: Viewport, text: str | None) -> None:
        if not text:
            if self.visible:
                self.visible = 0  # DirtySprite marks itself dirty, so the cards underneath come back
                self._key = None
            return
        rect = viewport.rect(260, 470, 1400, 110)
        pixels, pad = viewport.length(40), viewport.length(24)
        lines = wrap_lines(text, pixels, rect.w - 2 * pad, bold=True)  # large text: more lines, not smaller
        step = theme.font(pixels, bold=True).get_linesize()
        rect = rect.inflate(0, max(0, len(lines) * step + pad - rect.h))
        if self.visible and (text, rect.size) == self._key and rect == self.rect:
            return
        image = pygame.Surface(rect.size, pygame.SRCALPHA)
        radius = viewport.length(14)
        pygame.draw.rect(image, (*theme.PANEL, 240), image.get_rect(), border_radius=radius)
        pygame.draw.rect(image, theme.ERROR, image.get_rect(), viewport.length(3), radius)
        for index, line in enumerate(lines):
            y = rect.h / 2 + (index - (len(lines) - 1) / 2) * step
            line = shortened(line, pixels, rect.w - 2 * pad, bold=True)  # a word wider than the banner
            draw_text(image, line, (rect.w / 2, y), pixels, theme.INK, bold=True, within=image.get_rect())
        self.visible = 1
        self.show((text, rect.size), image, rect)
