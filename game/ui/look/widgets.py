"""Buttons and text drawn in virtual coordinates, scaled to the window."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.ui.look import drawn_text, theme
from game.ui.look.viewport import Viewport


def draw_text(
    surface: pygame.Surface,
    text: str,
    centre: tuple[float, float],
    pixels: int,
    colour: tuple[int, int, int] | None = None,
    bold: bool = False,
    anchor: str = "center",
    within: pygame.Rect | None = None,
) -> pygame.Rect:
    """``colour`` defaults to the ink of the current look (high contrast changes it).

    ``within`` is the box on ``surface`` the text belongs in (a panel, a strip); the fit test
    (``drawn_text``) checks the text stays inside it, and inside ``surface`` in any case.
    """
    face = theme.font(pixels, bold)
    image = face.render(text, True, colour or theme.INK)
    rect = image.get_rect(**{anchor: (round(centre[0]), round(centre[1]))})
    surface.blit(image, rect)
    drawn_text.note(text, rect, surface, within, theme.shown_pixels(pixels))
    return rect


def fitting_pixels(text: str, pixels: int, width: int, bold: bool = False) -> int:
    """``pixels``, or less until ``text`` fits ``width``, but never below the smallest readable size
    (``theme.SMALLEST_TEXT``): a text that still does not fit must wrap or be shortened instead."""
    return _shrunk_until(pixels, lambda face: face.size(text)[0] <= width, bold)


def fitting_height(pixels: int, height: int, bold: bool = False) -> int:
    """``pixels``, or less until a line of text is no taller than ``height`` (a strip the layout fixed),
    but never below the smallest readable size."""
    return _shrunk_until(pixels, lambda face: face.get_linesize() <= height, bold)


def _shrunk_until(pixels: int, fits: Callable[[pygame.font.Font], bool], bold: bool) -> int:
    """``pixels``, less one at a time until ``fits`` the font, stopping at ``theme.SMALLEST_TEXT``."""
    while round((pixels - 1) * theme.text_scale) >= theme.SMALLEST_TEXT and not fits(
        theme.font(pixels, bold)
    ):
        pixels -= 1
    return pixels


def first_fitting(forms: list[str], pixels: int, room: int, bold: bool = False) -> str | None:
    """The first of ``forms`` (longest first) no wider than ``room`` at ``pixels``; None if none is."""
    face = theme.font(pixels, bold)
    return next((form for form in forms if face.size(form)[0] <= room), None)


def shortened(text: str, pixels: int, width: int, bold: bool = False) -> str:
    """``text``, or as many of its words as fit ``width`` followed by "…": the last resort for a
    line that neither fits nor has room to wrap (a name in a narrow strip)."""
    face = theme.font(pixels, bold)
    if face.size(text)[0] <= width:
        return text
    drawn_text.note_cut(text)
    words = text.split()
    for count in range(len(words) - 1, 0, -1):
        shown = " ".join(words[:count]) + "…"
        if face.size(shown)[0] <= width:
            return shown
    for count in range(len(text) - 1, 0, -1):
        if face.size(text[:count] + "…")[0] <= width:
            return text[:count] + "…"
    return "…"


def without_bracket(name: str) -> str:
    """A seat's shorter name for a narrow place: without its bracket ("Seat 1" for "Seat 1 (you)",
    "Bot 3" for "Bot 3 (normal)"), except where the bracket is all that tells seats apart: "Bot (hard)"
    and "Bot (easy)" become "Hard bot" and "Easy bot", and "Ann (seat 2)" (a name two seats share)
    "Ann 2", never the same word twice."""
    head, _, bracket = name.partition(" (")
    bracket = bracket.removesuffix(")")
    if bracket.startswith("seat ") and bracket[5:].isdigit():
        return f"{head} {bracket[5:]}"
    if not bracket or " " in head or " " in bracket:
        return head
    return f"{bracket.capitalize()} {head.lower()}"


def fitted_text(forms: list[str], pixels: int, room: int, bold: bool = False) -> tuple[str, int]:
    """The first of ``forms`` (longest first) that fits ``room`` at ``pixels``; else the last, as
    small as the floor allows, and cut short only if even that does not fit (the last resort)."""
    fitting = first_fitting(forms, pixels, room, bold)
    if fitting is not None:
        return fitting, pixels
    pixels = fitting_pixels(forms[-1], pixels, room, bold)
    return shortened(forms[-1], pixels, room, bold), pixels


def wrap_lines(text: str, pixels: int, width: int, bold: bool = False) -> list[str]:
    """Break ``text`` into lines no wider than ``width`` pixels (a single word wider stays whole)."""
    face = theme.font(pixels, bold)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            trial = f"{line} {word}".strip()
            if line and face.size(trial)[0] > width:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    return lines


def label_lines(label: str, pixels: int, width: int, height: int) -> list[str]:
    """A bold label as the lines it takes in a ``width`` × ``height`` box: one line if it fits, else
    wrapped if the lines fit the height, else shortened with "…" (the last resort)."""
    face = theme.font(pixels, bold=True)
    if face.size(label)[0] <= width:
        return [label]
    lines = wrap_lines(label, pixels, width, bold=True)
    if len(lines) * face.get_linesize() <= height and all(face.size(line)[0] <= width for line in lines):
        return lines
    return [shortened(label, pixels, width, bold=True)]


def panel(surface: pygame.Surface, rect: pygame.Rect, radius: int) -> None:
    """A dark rounded panel with a light edge, for menus and dialogs: opaque, so no card under a
    dialog shows through its words (issue 21); only the rounded corners let the backdrop show."""
    pygame.draw.rect(surface, theme.PANEL, rect, border_radius=radius)
    pygame.draw.rect(surface, theme.PANEL_EDGE, rect, width=2, border_radius=radius)


FOCUS_EDGE = 6  # virtual pixels: the focus must show by its width too, not by its colour alone


@dataclass
class Button:
    """A clickable, focusable button; ``box`` is in virtual coordinates."""

    label: str
    box: tuple[float, float, float, float]
    action: Callable[[], None]
    enabled: bool = True
    hovered: bool = False
    focused: bool = False
    text_size: int = 34
    corner: str = ""  # "topleft", "topright": the box keeps its place from that corner of the window

    def screen_rect(self, viewport: Viewport) -> pygame.Rect:
        return viewport.rect(*viewport.pinned(self.box, self.corner))

    def render(self, viewport: Viewport) -> pygame.Surface:
        rect = self.screen_rect(viewport)
        image = pygame.Surface(rect.size, pygame.SRCALPHA)
        fill = (
            theme.BUTTON_DISABLED
            if not self.enabled
            else theme.BUTTON_HOVER
            if self.hovered
            else theme.BUTTON
        )
        radius = viewport.length(12)
        pygame.draw.rect(image, fill, image.get_rect(), border_radius=radius)
        edge = theme.GOLD if self.focused else theme.PANEL_EDGE
        pygame.draw.rect(
            image,
            edge,
            image.get_rect(),
            width=max(1, viewport.length(FOCUS_EDGE if self.focused else 2)),
            border_radius=radius,
        )
        ink = theme.INK if self.enabled else (120, 130, 124)
        pixels, lines = self.fitted_label(viewport)
        step = theme.font(pixels, bold=True).get_linesize()
        for index, line in enumerate(lines):
            y = rect.h / 2 + (index - (len(lines) - 1) / 2) * step
            draw_text(image, line, (rect.w / 2, y), pixels, ink, bold=True, within=image.get_rect())
        return image

    def fitted_label(self, viewport: Viewport) -> tuple[int, list[str]]:
        """The label's size and lines as drawn: its size, or smaller to fit the box, wrapped if need be."""
        rect = self.screen_rect(viewport)
        room = rect.w - 2 * viewport.length(12)
        pixels = fitting_height(viewport.length(self.text_size), rect.h, bold=True)
        pixels = fitting_pixels(self.label, pixels, room, bold=True)
        return pixels, label_lines(self.label, pixels, room, rect.h)

    def draw(self, surface: pygame.Surface, viewport: Viewport) -> pygame.Rect:
        rect = self.screen_rect(viewport)
        surface.blit(self.render(viewport), rect)
        return rect

    def hit(self, viewport: Viewport, position: tuple[int, int]) -> bool:
        return self.enabled and self.screen_rect(viewport).collidepoint(position)
