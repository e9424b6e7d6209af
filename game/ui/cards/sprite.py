"""A card on screen: a dirty sprite that glides and flips over time.

Animations are timed in seconds, not frames. A sprite is marked dirty only
while it moves, flips or changes picture, so a still table redraws nothing.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.core.cards import Card


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


class CardSprite(pygame.sprite.DirtySprite):
    """One card; ``position`` is its top-left in window pixels (floats)."""

    def __init__(self, card: Card, face_up: bool, picture: Callable[[Card, bool], pygame.Surface]) -> None:
        super().__init__()
        self.card = card
        self.face_up = face_up
        self.picture = picture
        self.position = (0.0, 0.0)
        self._start = self._end = (0.0, 0.0)
        self._delay = self._elapsed = self._duration = 0.0
        self._flip_to: bool | None = None
        self._flip_elapsed = 0.0
        self.flip_duration = 0.0
        self.landed_layer: int | None = None
        self.image = picture(card, face_up)
        self.rect = self.image.get_rect()

    @property
    def moving(self) -> bool:
        return self._duration > 0 or self._flip_to is not None

    def refresh_picture(self) -> None:
        """Redraw at the current card size (after a resize or a setting change)."""
        self.image = self.picture(self.card, self.face_up)
        self._place()
        self.dirty = 1

    def jump_to(self, position: tuple[float, float]) -> None:
        self._duration = 0.0
        self.position = position
        self._place()

    def glide_to(self, position: tuple[float, float], seconds: float, delay: float = 0.0) -> None:
        if seconds <= 0:
            self.jump_to(position)
            return
        self._start, self._end = self.position, position
        self._elapsed, self._duration, self._delay = 0.0, seconds, delay

    def flip_to(self, face_up: bool, seconds: float, delay: float = 0.0) -> None:
        if face_up == self.face_up and self._flip_to is None:
            return
        if seconds <= 0:
            self.face_up, self._flip_to = face_up, None
            self.refresh_picture()
            return
        self._flip_to, self._flip_elapsed, self.flip_duration = face_up, -delay, seconds

    def finish(self) -> None:
        """Jump to the end of any animation."""
        if self._duration > 0:
            self.jump_to(self._end)
        if self._flip_to is not None:
            self.face_up, self._flip_to = self._flip_to, None
            self.refresh_picture()

    def update(self, seconds: float) -> None:  # type: ignore[override]
        if self._duration > 0:
            if self._delay > 0:
                self._delay -= seconds
            else:
                self._elapsed += seconds
                t = min(1.0, self._elapsed / self._duration)
                k = ease_out(t)
                self.position = (
                    self._start[0] + (self._end[0] - self._start[0]) * k,
                    self._start[1] + (self._end[1] - self._start[1]) * k,
                )
                if t >= 1.0:
                    self._duration = 0.0
                self._place()
        if self._flip_to is not None:
            self._flip_elapsed += seconds
            if self._flip_elapsed >= 0:
                self._update_flip()

    def _update_flip(self) -> None:
        t = min(1.0, self._flip_elapsed / self.flip_duration)
        showing = self._flip_to if t >= 0.5 else self.face_up
        full = self.picture(self.card, bool(showing))
        width = max(1, round(full.get_width() * abs(1 - 2 * t)))
        if t >= 1.0:
            self.face_up, self._flip_to = bool(self._flip_to), None
            self.image = full
        else:
            self.image = pygame.transform.scale(full, (width, full.get_height()))
        self._place()

    def _place(self) -> None:
        old = self.rect.copy() if self.rect is not None else None
        full_width = self.picture(self.card, self.face_up).get_width()
        x = self.position[0] + (full_width - self.image.get_width()) / 2
        self.rect = self.image.get_rect(topleft=(round(x), round(self.position[1])))
        if old != self.rect or self._flip_to is not None:
            self.dirty = 1
