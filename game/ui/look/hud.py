"""The table's heads-up display: a button bar on top and a status line below.

They are dirty sprites in the table's group, redrawn only when their words
or state change (the clock once a second), so an idle table stays still.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui.look import theme
from game.ui.look.viewport import Viewport, status_foot
from game.ui.look.widgets import Button, draw_text, shortened, wrap_lines

MESSAGE_ROWS = 2  # a long message wraps onto this many rows under the bar's first

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

    It lies along the window's bottom edge, whatever the window's shape. When both sides do not fit
    on one row (a small window, large text, a long message) it first leaves out the key reminder
    (Esc, F1, F2: the pause menu and F2 show them too), then takes more rows in slightly smaller
    type, the message starting beside the left side; only a message too long for all its rows is
    shortened.

    Its rows never cover the table: it asks ``keep_room`` for the window pixels the stage must leave
    below itself (``status_foot``), and keeps asking for the most it needed at this window and look,
    so the cards do not jump each time a message changes length. Its size follows the window alone,
    not the stage fitted above it, so making room never changes how many rows it needs.
    """

    def __init__(self, keep_room: Callable[[int], None] | None = None) -> None:
        super().__init__()
        self._keep_room = keep_room
        self._room: tuple[object, int] = (None, 0)  # (window and look, window pixels asked for)

    def refresh(
        self, viewport: Viewport, left: str, right: str, alert: bool, spare: bool = False, hint: str = ""
    ) -> None:
        """``spare``: the right side is only a reminder (the keys, which F2 also shows): where it has no
        room beside the left side it is left out, rather than give the bar rows over the cards.
        ``hint``: words after the left side that are left out, too, before the bar takes a row."""
        key = (left, right, alert, spare, hint, viewport.window)
        if key == self._key:
            return
        viewport = Viewport(viewport.window)  # the window's own scale: see the class's docstring
        size, margin = viewport.length(STATUS_TEXT), viewport.length(24)
        width = viewport.window[0]
        room = width - 2 * margin
        rows, size = _status_rows(left, hint, "" if spare else right, size, viewport.length(ROWS_TEXT), room)
        if spare and len(rows) == 1 and _one_row(rows[0][0], right, size, room):
            rows = [(rows[0][0], right)]
        one_row = len(rows) == 1
        row_height = max(theme.font(size).get_linesize(), viewport.length(48) if one_row else 0)
        rect = pygame.Rect(0, 0, width, row_height * len(rows) + (0 if one_row else viewport.length(4)))
        rect.bottom = viewport.window[1]
        image = pygame.Surface(rect.size, pygame.SRCALPHA)
        image.fill((0, 0, 0, 90))
        colour = theme.ERROR if alert else theme.INK_DIM
        middle = (rect.h - row_height * len(rows)) / 2 + row_height / 2
        for index, (row_left, row_right) in enumerate(rows):
            y = middle + index * row_height
            draw_text(image, row_left, (margin, y), size, theme.INK, anchor="midleft")
            draw_text(image, row_right, (width - margin, y), size, colour, anchor="midright")
        self.show(key, image, rect)
        self._ask_for_room(viewport.window, rect.h)

    def _ask_for_room(self, window: tuple[int, int], height: int) -> None:
        asked_at, asked = self._room
        if asked_at != (window, theme.look_version):
            asked = 0
        self._room = ((window, theme.look_version), max(asked, status_foot(window, height)))
        if self._keep_room is not None:
            self._keep_room(self._room[1])


STATUS_TEXT = 30  # virtual pixels: the bar's type on one row
ROWS_TEXT = 24  # on more rows (never under 23: 12 window pixels in the smallest window)


def _one_row(left: str, right: str, pixels: int, room: int) -> bool:
    """Both sides fit one row of ``room`` pixels, a gap of a fortieth of it between them."""
    face = theme.font(pixels)
    return face.size(left)[0] + (face.size(right)[0] + room // 40 if right else 0) <= room


def _status_rows(
    left: str, hint: str, message: str, pixels: int, rows_pixels: int, room: int
) -> tuple[list[tuple[str, str]], int]:
    """The bar's rows (left, right) and their type size: one row with the hint, one without (in
    ``rows_pixels`` if need be), else
    the left side and the message's start on the first row and the rest of the message on up to
    ``MESSAGE_ROWS`` more, in ``rows_pixels``; a message longer still is cut short at its end."""
    with_hint = f"{left}   {hint}" if hint else left
    for size, shown in ((pixels, with_hint), (pixels, left), (rows_pixels, left)):
        if _one_row(shown, message, size, room):
            return [(shown, message)], size
    left = shortened(left, rows_pixels, room)
    face = theme.font(rows_pixels)
    beside = room - face.size(left)[0] - room // 40
    first: list[str] = []
    words = message.split(" ")
    while words and face.size(" ".join([*first, words[0]]))[0] <= beside:
        first.append(words.pop(0))
    rest = wrap_lines(" ".join(words), rows_pixels, room) if words else []
    if len(rest) > MESSAGE_ROWS:
        rest = [*rest[: MESSAGE_ROWS - 1], shortened(" ".join(rest[MESSAGE_ROWS - 1 :]), rows_pixels, room)]
    return [(left, " ".join(first)), *(("", row) for row in rest)], rows_pixels


def _banner_lines(text: str, pixels: int, width: int, height: int) -> tuple[int, list[str]]:
    """The banner's type size and lines: wrapped at ``pixels``, smaller while the lines are taller than
    its place (a long call at large text would spread over the piles round it), never below the
    smallest readable size; there, more lines and a taller banner instead."""
    while True:
        lines = wrap_lines(text, pixels, width, bold=True)
        fits = len(lines) * theme.font(pixels, bold=True).get_linesize() <= height
        if fits or round((pixels - 1) * theme.text_scale) < theme.SMALLEST_TEXT:
            return pixels, lines
        pixels -= 1


def clock_text(seconds: float) -> str:
    whole = int(seconds)
    return f"{whole // 60}:{whole % 60:02d}"


class Banner(HudSprite):
    """A message across the table, over the cards, for a state that stops play.

    ``place`` is its virtual rectangle (it grows taller, about its middle, for more lines): the
    middle of the table unless a table whose piles lie there gives it a band they leave free, so it
    never covers what the next player must use.
    """

    place: tuple[int, int, int, int] = (260, 470, 1400, 110)

    def refresh(self, viewport: Viewport, text: str | None) -> None:
        if not text:
            if self.visible:
                self.visible = 0  # DirtySprite marks itself dirty, so the cards underneath come back
                self._key = None
            return
        rect = viewport.rect(*self.place)
        pad = viewport.length(24)
        pixels, lines = _banner_lines(text, viewport.length(40), rect.w - 2 * pad, rect.h - pad)
        step = theme.font(pixels, bold=True).get_linesize()
        rect = rect.inflate(0, max(0, len(lines) * step + pad - rect.h))  # only past the smallest type
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
