"""The table's heads-up display: a button bar on top and a status line below.

They are dirty sprites in the table's group, redrawn only when their words
or state change (the clock once a second), so an idle table stays still.
"""

from __future__ import annotations

import pygame

from game.ui.look import theme
from game.ui.look.viewport import Viewport
from game.ui.look.widgets import Button, draw_text, fitting_pixels

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
    """Deal number, moves and time on the left; a message or the keys on the right."""

    def refresh(self, viewport: Viewport, left: str, right: str, alert: bool) -> None:
        rect = viewport.rect(0, 1032, 1920, 48)
        key = (left, right, alert, rect.size)
        if key == self._key:
            return
        image = pygame.Surface(rect.size, pygame.SRCALPHA)
        image.fill((0, 0, 0, 90))
        size, margin = viewport.length(30), viewport.length(24)
        drawn = draw_text(image, left, (margin, rect.h / 2), size, theme.INK, anchor="midleft")
        colour = theme.ERROR if alert else theme.INK_DIM
        room = rect.w - drawn.right - 2 * margin  # a long message must not run over the left side's words
        right, right_size = fitted_message(right, size, room)
        draw_text(image, right, (rect.w - margin, rect.h / 2), right_size, colour, anchor="midright")
        self.show(key, image, rect)


def fitted_message(text: str, pixels: int, room: int) -> tuple[str, int]:
    """``text`` at ``pixels`` if it fits ``room``; else smaller (to three quarters), then cut word by word."""
    least = max(8, round(pixels * 0.75))
    pixels = max(least, fitting_pixels(text, pixels, room))
    words = text.split()
    for count in range(len(words), 0, -1):
        shown = " ".join(words[:count]) + ("" if count == len(words) else "…")
        if theme.font(pixels).size(shown)[0] <= room:
            return shown, pixels
    return "", pixels


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
        if self.visible and (text, rect.size) == self._key and rect == self.rect:
            return
        image = pygame.Surface(rect.size, pygame.SRCALPHA)
        radius = viewport.length(14)
        pygame.draw.rect(image, (*theme.PANEL, 240), image.get_rect(), border_radius=radius)
        pygame.draw.rect(image, theme.ERROR, image.get_rect(), viewport.length(3), radius)
        draw_text(image, text, (rect.w / 2, rect.h / 2), viewport.length(40), theme.INK, bold=True)
        self.visible = 1
        self.show((text, rect.size), image, rect)
