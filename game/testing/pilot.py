"""An auto-player that plays through the same input path a person uses.

It posts real pygame mouse and key events (press on a card, drag it across
the table in several steps, release on the target; keys for menus), so the
smoke test exercises the scenes, hit-testing and drag and drop, not a back
door. It waits for animations to settle before each gesture.
"""

from __future__ import annotations

from collections import deque

import pygame

from game.core.moves import MoveCards
from game.ui.app_services import AppServices
from game.ui.games.scotch.table import TableScene

DRAG_STEPS = 6
FRAME = 1 / 60  # one frame at 60 a second, as the app runs
IDLE_STEP = 0.25  # a frame's time while only bots play: they keep their pace, a test runs on
MAX_FRAMES = 60 * 60 * 10  # ten minutes of virtual frames: a smoke game that takes longer has hung


class Pilot:
    """Feeds queued gestures to the app, one event per frame."""

    def __init__(self) -> None:
        self.pending: deque[pygame.event.Event] = deque()
        self.quiet_frames = 0

    def __call__(self, app: AppServices, seconds: float) -> None:
        if self.pending:
            pygame.event.post(self.pending.popleft())
            self.quiet_frames = 0
        else:
            self.quiet_frames += 1

    @property
    def busy(self) -> bool:
        """True until the last posted event has been handled by a frame."""
        return bool(self.pending) or self.quiet_frames < 2

    def click(self, pos: tuple[int, int]) -> None:
        self.pending += [
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
        ]

    def key(self, key: int, text: str = "") -> None:
        self.pending += [
            pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=text, scancode=0),
            pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=text, scancode=0),
        ]

    def type_number(self, number: int) -> None:
        for digit in str(number):
            self.key(pygame.key.key_code(digit), digit)

    def drag(self, start: tuple[int, int], end: tuple[int, int]) -> None:
        self.pending.append(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
        for step in range(1, DRAG_STEPS + 1):
            t = step / DRAG_STEPS
            pos = (round(start[0] + (end[0] - start[0]) * t), round(start[1] + (end[1] - start[1]) * t))
            self.pending.append(
                pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
            )
        self.pending.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))

    def drag_move(self, table: TableScene, move: MoveCards) -> None:
        """Drag the source's top card onto the target pile, as a person would."""
        view = table.view
        self.drag(view.top_rect(move.source).center, view.top_rect(move.target).center)
