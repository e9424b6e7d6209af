"""Settings: each button shows its value and changes it when chosen."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.storage.settings import CARD_BACK_COUNT as BACK_COUNT
from game.storage.settings import TABLE_COLOURS, TEXT_SCALES
from game.ui.cards.backs import back_choices, back_name
from game.ui.look import theme
from game.ui.look.viewport import Viewport
from game.ui.look.widgets import Button, draw_text, fitting_pixels
from game.ui.menus.keys import KeySetsScene
from game.ui.menus.menu import Choice, ChoiceButton, MenuItem, MenuScene, stepped
from game.ui.menus.sound_settings import SoundSettingsScene

SPEEDS = ((0.5, "Fast"), (1.0, "Normal"), (2.0, "Slow"))
CARD_BACK = "Card back"


@dataclass
class CardBackButton(ChoiceButton):
    """The card-back choice: its words on the left, and on the right the backs it steps through (the
    one before, the chosen one framed, the one after) as ``back`` paints them for the tables. A click
    on the back before steps back to it; anywhere else steps on."""

    design: int = 0
    back: Callable[[int, tuple[int, int]], pygame.Surface] | None = None

    def _strip(self, viewport: Viewport) -> tuple[pygame.Surface, pygame.Rect] | None:
        """The backs' picture and its place on the button (None without a painter)."""
        if self.back is None:
            return None
        width, height = self.screen_rect(viewport).size
        pad = viewport.length(7)
        strip = back_choices(self.back, self.design, BACK_COUNT, height - 2 * pad, theme.GOLD)
        return strip, strip.get_rect(midright=(width - viewport.length(14), height // 2))

    def step_at(self, viewport: Viewport, position: tuple[int, int]) -> int:
        placed = self._strip(viewport)
        if placed is None:
            return 1
        left = self.screen_rect(viewport).left + placed[1].left
        return -1 if left <= position[0] < left + placed[1].w / 3 else 1

    def render(self, viewport: Viewport) -> pygame.Surface:
        image = Button.render(dataclasses.replace(self, label=""), viewport)
        placed = self._strip(viewport)
        if placed is None:
            return image
        strip, strip_rect = placed
        height = image.get_height()
        image.blit(strip, strip_rect)
        margin = viewport.length(20)
        room = strip_rect.left - 2 * margin
        pixels = fitting_pixels(self.label, viewport.length(self.text_size), room, bold=True)
        draw_text(image, self.label, (margin, height / 2), pixels, theme.INK, bold=True, anchor="midleft")
        return image


class SettingsScene(MenuScene):
    title = "Settings"
    button_height = 80  # room for the card backs' pictures in the card-back choice
    columns, panel_width = 2, 1400  # a dozen settings and a message still fit the screen, in any text size

    def text_lines(self) -> list[str]:
        return [self.app.settings_message] if self.app.settings_message else []

    def items(self) -> list[MenuItem]:
        s = self.app.settings
        speed = "Off (reduced motion)" if s.reduced_motion else dict(SPEEDS).get(s.animation_speed, "Normal")
        return [
            (
                f"{CARD_BACK}: {back_name(s.card_back)}",
                self.choice(lambda step: self._set(card_back=(s.card_back + step) % BACK_COUNT)),
            ),
            (
                f"Four-colour deck: {'on' if s.four_colour else 'off'}",
                self._flip(lambda: self._set(four_colour=not s.four_colour)),
            ),
            (
                f"Large indices: {'on' if s.large_indices else 'off'}",
                self._flip(lambda: self._set(large_indices=not s.large_indices)),
            ),
            (f"Table colour: {s.table_colour}", self.choice(self._next_colour)),
            (f"Animation: {speed}", self.choice(self._next_speed)),
            (
                f"Fullscreen: {'on' if s.fullscreen else 'off'}  (F11)",
                self._flip(self.app.toggle_fullscreen),
            ),
            (
                f"Winnable/lost indicator: {'on' if s.winnable_indicator else 'off'}",
                self._flip(lambda: self._set(winnable_indicator=not s.winnable_indicator)),
            ),
            (
                f"Winnable deals only: {'on' if s.winnable_deals_only else 'off'}",
                self._flip(lambda: self._set(winnable_deals_only=not s.winnable_deals_only)),
            ),
            (
                f"Auto-move safe cards home: {'on' if s.safe_cards_home else 'off'}",
                self._flip(lambda: self._set(safe_cards_home=not s.safe_cards_home)),
            ),
            # accessibility
            (
                f"High contrast, large cards: {'on' if s.high_contrast else 'off'}",
                self._flip(lambda: self._set(high_contrast=not s.high_contrast)),
            ),
            (f"Text size: {round(s.text_scale * 100)}%", self.choice(self._next_text_scale)),
            ("Keys…", self._open_keys),
            (self._sound_label(), lambda: self.app.stack.push(SoundSettingsScene(self.app))),
            ("Back", self.back),
        ]

    def rebuild(self, keep_place: bool = False) -> None:
        """The menu's buttons, the card back's drawn with the backs it steps through."""
        super().rebuild(keep_place)
        for index, button in enumerate(self.buttons):
            if button.label.startswith(CARD_BACK):
                fields = {field.name: getattr(button, field.name) for field in dataclasses.fields(Button)}
                back = self.app.card_art().back
                self.buttons[index] = CardBackButton(**fields, design=self.app.settings.card_back, back=back)

    def _flip(self, flip: Callable[[], None]) -> Choice:
        """An on/off setting: Enter, Left and Right all flip it."""
        return self.choice(lambda _: flip(), arrows=False)

    def _sound_label(self) -> str:
        s = self.app.settings
        return f"Sound…  ({'muted' if s.sound_muted else f'{round(s.sound_volume * 100)}%'})"

    def _open_keys(self) -> None:
        self.app.stack.push(KeySetsScene(self.app))

    def _set(self, **changes: object) -> None:
        self.app.change_settings(dataclasses.replace(self.app.settings, **changes))
        self.rebuild()

    def _next_colour(self, step: int = 1) -> None:
        self._set(table_colour=stepped(TABLE_COLOURS, self.app.settings.table_colour, step))

    def _next_text_scale(self, step: int = 1) -> None:
        current = self.app.settings.text_scale
        self._set(text_scale=stepped(TEXT_SCALES, current, step) if current in TEXT_SCALES else 1.0)

    def _next_speed(self, step: int = 1) -> None:
        """Fast, Normal, Slow, then Off (reduced motion), round again; Left goes the other way."""
        s = self.app.settings
        values = [v for v, _ in SPEEDS]
        places = [*values, None]  # None: reduced motion
        here = None if s.reduced_motion else (s.animation_speed if s.animation_speed in values else 1.0)
        following = stepped(places, here, step)
        if following is None:
            self._set(reduced_motion=True)
        else:
            self._set(reduced_motion=False, animation_speed=following)

    def resume(self) -> None:
        super().resume()
        self.rebuild()
