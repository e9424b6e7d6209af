"""Buttons and text drawn in virtual coordinates, scaled to the window."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.ui.look import theme
from game.ui.look.viewport import Viewport


def draw_text(
    surface: pygame.Surface,
    text: str,
    centre: tuple[float, float],
    pixels: int,
    colour: tuple[int, int, int] | None = None,
    bold: bool = False,
    anchor: str = "center",
) -> pygame.Rect:
    """``colour`` defaults to the ink of the current look (high contrast changes it)."""
    image = theme.font(pixels, bold).render(text, True, colour or theme.INK)
    rect = image.get_rect(**{anchor: (round(centre[0]), round(centre[1]))})
    surface.blit(image, rect)
    return rect


def fitting_pixels(text: str, pixels: int, width: int, bold: bool = False) -> int:
    """``pixels``, or less until ``text`` fits ``width``: large text must not spill out of its button."""
    while pixels > 8 and theme.font(pixels, bold).size(text)[0] > width:
        pixels -= 1
    return pixels


def wrap_lines(text: str, pixels: int, width: int) -> list[str]:
    """Break ``text`` into lines no wider than ``width`` pixels."""
    face = theme.font(pixels)
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

    def screen_rect(self, viewport: Viewport) -> pygame.Rect:
        return viewport.rect(*self.box)

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
        pixels = fitting_pixels(self.label, viewport.length(self.text_size), rect.w - 2 * radius, bold=True)
        draw_text(image, self.label, (rect.w / 2, rect.h / 2), pixels, ink, bold=True)
        return image

    def draw(self, surface: pygame.Surface, viewport: Viewport) -> pygame.Rect:
        rect = self.screen_rect(viewport)
        surface.blit(self.render(viewport), rect)
        return rect

    def hit(self, viewport: Viewport, position: tuple[int, int]) -> bool:
        return self.enabled and self.screen_rect(viewport).collidepoint(position)
