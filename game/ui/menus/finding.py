"""'Finding a winnable deal…': wait for the solver to prove a random deal winnable.

The search runs as an advisor job; this scene polls it each frame and hands
the deal number on when one is found. Most searches end within a few frames,
so the panel shows only after a moment, instead of flashing.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pygame

from game.bots.advice import DEALS_TRIED, FoundDeal, find_winnable_deal
from game.bots.advisor import Advisor, Job
from game.core.protocol import GameSpec
from game.ui.app_services import AppServices
from game.ui.menus.menu import MenuItem, MenuScene

SHOW_AFTER_SECONDS = 0.3
LARGEST_DEAL = 999_999


class FindingDealScene(MenuScene):
    """Over the picker or the table until a winnable deal is found (or the player cancels)."""

    title = "Finding a winnable deal…"
    transparent = True

    def __init__(
        self,
        app: AppServices,
        spec: GameSpec,
        options: dict[str, Any],
        advisor: Advisor,
        then: Callable[[int], None],
    ) -> None:
        self.spec, self.then = spec, then
        self.failure = ""
        self.waited = 0.0
        seeds = random.Random(app.new_seed())
        self.job: Job[FoundDeal] = advisor.submit(
            lambda stop: find_winnable_deal(
                advisor, spec, options, lambda: seeds.randint(1, LARGEST_DEAL), stop
            )
        )
        super().__init__(app)

    def text_lines(self) -> list[str]:
        if self.failure:
            return [self.failure]
        return [f"The solver tries random {self.spec.name} deals and deals the first it proves winnable."]

    def items(self) -> list[MenuItem]:
        return [("Back" if self.failure else "Cancel", self.back)]

    def back(self) -> None:
        self.job.cancel()
        self.app.stack.pop()

    def update(self, seconds: float) -> None:
        was_shown = self.shown
        self.waited += seconds
        if self.shown and not was_shown:
            self.needs_full_draw = True
        if self.failure or not self.job.done:
            return
        found = self.job.result
        if found is None:
            self.failure = (
                f"The solver failed: {self.job.error}"
                if self.job.error
                else f"No winnable deal was found in {DEALS_TRIED} tries."
            )
            self.rebuild()
            return
        self.app.stack.pop()
        self.then(found.seed)

    def shutdown(self) -> None:
        self.job.cancel()

    @property
    def shown(self) -> bool:
        return self.waited >= SHOW_AFTER_SECONDS or bool(self.failure)

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.shown:  # no choosing a button nobody can see yet
            super().handle_event(event)

    def draw(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect]:
        if not self.shown:
            self.needs_full_draw = False
            return []
        return super().draw(surface, full)
