"""A short celebration of a won deal, before its result: the foundations' cards leap out and bounce.

About two seconds, drawn by code over the dimmed table in the theme's colours. Any key, click
or pad button skips straight to the result. The table makes none under "reduced motion" and
none for the solver's demo (``TableScene._show_result``). The flight is worked out in
``update``; ``draw`` only paints where the cards are now, so it changes nothing.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game.ui.app_services import AppServices
from game.ui.cards.sprite import CardSprite
from game.ui.look import theme
from game.ui.look.viewport import VIRTUAL_SIZE
from game.ui.look.widgets import draw_text
from game.ui.scene import Scene
from game.ui.table.layout import card_spot
from game.ui.table.table_view import TableView

SECONDS = 2.0
LAUNCH_GAP = 0.03  # between one card's leap and the next: 52 cards leave in about 1.6 s
GRAVITY = 2600.0  # virtual pixels per second², as the cards fall
BOUNCE = 0.55  # of its speed a card keeps when it bounces off the bottom of the table
STEP = 1 / 120  # seconds of flight worked out at a time, so a slow frame bounces the same
DIMMED = 150  # the table's brightness under the cards, of 255, once fully dimmed
DIM_SECONDS = 0.4
INWARDS_SHARE = 0.85  # of the cards leap towards the middle of the table, the rest away
SKIP_EVENTS = (pygame.KEYDOWN, pygame.MOUSEBUTTONUP, pygame.CONTROLLERBUTTONDOWN)
RIBBON_MIDDLE, RIBBON_HEIGHT = 540, 200  # virtual: the band across the window that carries the words
TITLE_PIXELS, NOTE_PIXELS = 96, 26  # virtual
RIBBON_SHADE = 90  # the band's further darkening, of 255


@dataclass
class FlyingCard:
    """One card's leap, in virtual pixels: where it is and how fast it goes."""

    sprite: CardSprite  # the table's own sprite: its picture, at the window's size (also after a resize)
    leaves_at: float  # seconds into the celebration
    x: float
    y: float
    speed_x: float
    speed_y: float

    def fly(self, seconds: float, floor: float) -> None:
        self.x += self.speed_x * seconds
        self.speed_y += GRAVITY * seconds
        self.y += self.speed_y * seconds
        if self.y > floor and self.speed_y > 0:
            self.y = floor
            self.speed_y = -self.speed_y * BOUNCE


class CelebrationScene(Scene):
    """Over the table that was just won; ``then`` shows the result once it ends or is skipped."""

    transparent = True

    def __init__(
        self,
        app: AppServices,
        view: TableView,
        foundations: Sequence[str],
        then: Callable[[], None],
        seed: int = 0,
    ) -> None:
        """``foundations``: the pile ids whose cards leap, in the order they take turns."""
        super().__init__(app)
        self.view, self.foundations, self.then = view, list(foundations), then
        self.elapsed = 0.0
        shake = random.Random(seed)  # the same deal leaps the same way every time
        self.cards: list[FlyingCard] = []
        deepest = max((len(view.piles[pile_id]) for pile_id in self.foundations), default=0)
        for depth in range(deepest):  # the top cards first, round the foundations, down to the Aces
            for pile_id in self.foundations:
                pile = view.piles[pile_id]
                if depth >= len(pile):
                    continue
                index = len(pile) - 1 - depth
                x, y = card_spot(view.layout.slots[pile_id], view.layout.card_size, index, len(pile))
                inwards = -1 if x > VIRTUAL_SIZE[0] / 2 else 1  # over the table, mostly
                side = inwards if shake.random() < INWARDS_SHARE else -inwards
                speed_x, speed_y = side * shake.uniform(400, 1300), -shake.uniform(300, 1100)
                leaves = len(self.cards) * LAUNCH_GAP
                self.cards.append(FlyingCard(pile[index], leaves, x, y, speed_x, speed_y))

    def update(self, seconds: float) -> None:
        before, self.elapsed = self.elapsed, self.elapsed + seconds
        floor = self.app.viewport.bottom - self.view.layout.card_size[1]
        for card in self.cards:
            flown = max(0.0, before - card.leaves_at)
            while flown + STEP <= self.elapsed - card.leaves_at:
                card.fly(STEP, floor)
                flown += STEP
        self.needs_full_draw = True  # the cards moved over the whole table
        if self.elapsed >= SECONDS:
            self.skip()

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in SKIP_EVENTS:
            self.skip()

    def skip(self) -> None:
        """Straight to the result (once: a key in the same frame as the end does not skip it too)."""
        if self.app.stack.top is self:
            self.app.stack.pop()
            self.then()

    def in_the_air(self) -> int:
        """How many cards have left their foundations (the first ones in ``cards``)."""
        return sum(1 for card in self.cards if card.leaves_at <= self.elapsed)

    def draw(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect]:
        if not (full or self.needs_full_draw):
            return []
        self.needs_full_draw = False
        viewport, view = self.app.viewport, self.view
        flying = self.cards[: self.in_the_air()]
        for pile_id in self.foundations:  # what is left on each foundation: the table under it shows all
            slot = view.slot_rect(pile_id)
            surface.blit(view.background, slot, slot)
            for sprite in view.piles[pile_id]:
                if all(card.sprite is not sprite for card in flying):
                    surface.blit(sprite.image, sprite.rect)
        fade = min(1.0, self.elapsed / DIM_SECONDS)
        shade = round(255 - (255 - DIMMED) * fade)
        surface.fill((shade, shade, shade), special_flags=pygame.BLEND_RGB_MULT)
        title, note = viewport.length(TITLE_PIXELS), viewport.length(NOTE_PIXELS)
        lines = (theme.font(title, bold=True).get_linesize(), theme.font(note).get_linesize())
        height = max(viewport.length(RIBBON_HEIGHT), sum(lines) + viewport.length(40))  # large text: taller
        left, right = viewport.to_screen(viewport.left, 0)[0], viewport.to_screen(viewport.right, 0)[0]
        middle = viewport.to_screen(0, RIBBON_MIDDLE)[1]
        ribbon = pygame.Rect(round(left), round(middle - height / 2), round(right - left), height)
        for card in flying:
            surface.blit(card.sprite.image, viewport.to_screen(card.x, card.y))
        band = round(255 - (255 - RIBBON_SHADE) * fade)  # over the cards too: they pass behind the words
        surface.fill((band, band, band), ribbon, special_flags=pygame.BLEND_RGB_MULT)
        y = ribbon.centery - sum(lines) / 2
        for words, pixels, colour, bold, line in (
            ("You won!", title, theme.GOLD, True, lines[0]),
            ("Any key or click for the result", note, theme.INK_DIM, False, lines[1]),
        ):
            draw_text(surface, words, (ribbon.centerx, y + line / 2), pixels, colour, bold, within=ribbon)
            y += line
        return [surface.get_rect()]
