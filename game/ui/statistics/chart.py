"""The last results of a game as bars, oldest on the left: each bar one game, gold when a person
at the screen won it, grey when not, its height the best person's score or the game's time.

A line of totals (game/ui/table/totals_chart.py) reads a session; single games side by side read
better as bars, where a streak is a run of gold. Drawn with pygame.draw onto its own surface, the
text sized from the surface's height so it stays readable at 1280×720, with the same
``fits``/``render`` the menu's chart room asks for.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.storage.table_records import RecentGame
from game.ui.look import theme
from game.ui.look.widgets import draw_text
from game.ui.table.totals_chart import SMALLEST_TEXT, TEXT_SHARE, nice_step

LOST = (150, 150, 160)
TIME = "time"  # a chart of each game's time, not a score


@dataclass(frozen=True)
class RecentChart:
    """``games`` oldest first; ``measure`` what a bar's height is (``TIME``, "Points", "Chips");
    ``key`` the words for a gold bar and a grey one."""

    games: tuple[RecentGame, ...]
    measure: str
    key: tuple[str, str] = ("person won", "bot won")

    def unit(self) -> str:
        """What the bars count: seconds while every game took under two minutes, else minutes."""
        if self.measure != TIME:
            return self.measure.lower()
        return "seconds" if max(game.seconds for game in self.games) < 120 else "minutes"

    def values(self) -> list[float]:
        if self.measure == TIME:
            per = 1 if self.unit() == "seconds" else 60
            return [game.seconds / per for game in self.games]
        return [float(game.score if game.score is not None else 0) for game in self.games]

    def title(self) -> str:
        return f"Last {len(self.games)} games: {self.unit()}"

    def _text_size(self, size: tuple[int, int]) -> int:
        return max(SMALLEST_TEXT, round(size[1] * TEXT_SHARE))

    def _heading_rows(self, size: tuple[int, int]) -> int:
        """1 when the title and the key share a line, 2 when the key goes under the title."""
        face = theme.font(self._text_size(size), bold=True)
        words = face.size(self.title())[0] + face.size(self._key_words())[0] + 40
        return 1 if words <= size[0] else 2

    def _key_words(self) -> str:
        return f"■ {self.key[0]}  ■ {self.key[1]}"

    def fits(self, size: tuple[int, int]) -> bool:
        """Readable here: the title and the key each fit across, the bars get three lines of height,
        and each bar is at least 3 pixels wide."""
        face = theme.font(self._text_size(size), bold=True)
        widest = max(face.size(self.title())[0], face.size(self._key_words())[0])
        lines = self._heading_rows(size) + 3
        return (
            widest <= size[0]
            and size[1] >= lines * face.get_height()
            and size[0] / max(1, len(self.games)) >= 3
        )

    def _scale(self) -> tuple[float, float, float]:
        """The axis's low and high ends and its step: whole steps around every value, 0 among them."""
        values = self.values()
        low, high = min(0.0, *values), max(0.0, *values)
        step = float(nice_step((high - low) / 4)) if high > low else 1.0
        if self.measure == TIME and high - low < 4:
            step = 1.0
        return (step * (low // step), step * -(-high // step) or step, step)

    def render(self, size: tuple[int, int]) -> pygame.Surface:
        surface = pygame.Surface(size, pygame.SRCALPHA)
        surface.fill((0, 0, 0, 90))
        text = self._text_size(size)
        face = theme.font(text, bold=True)
        line = face.get_height()
        low, high, step = self._scale()
        ticks = [low + index * step for index in range(round((high - low) / step) + 1)]
        numbers = max(face.size(_number(value))[0] for value in ticks)
        half = line // 2 + 2  # a tick's number is centred on its line: half of it above, half below
        rows = self._heading_rows(size)
        left, top, right, bottom = numbers + text, rows * line + half, size[0] - text // 2, size[1] - half
        draw_text(surface, self.title(), (left, 0), text, theme.INK, True, "topleft")
        key_x, key_y = right, (rows - 1) * line
        for word, colour in ((self.key[1], LOST), (self.key[0], theme.GOLD)):
            width = face.size(word)[0]
            draw_text(surface, word, (key_x, key_y), text, theme.INK, True, "topright")
            swatch = pygame.Rect(0, 0, text * 2 // 3, text * 2 // 3)
            swatch.midright = (key_x - width - text // 4, key_y + line // 2)
            pygame.draw.rect(surface, colour, swatch)
            key_x = swatch.left - text

        def to_y(value: float) -> int:
            return round(bottom - (bottom - top) * (value - low) / (high - low))

        labelled: list[int] = []
        for value in sorted(ticks, key=lambda tick: (tick != 0, tick)):  # 0 first: it always has its number
            y = to_y(value)
            pygame.draw.line(surface, (*theme.INK, 60), (left, y), (right, y), 1)
            if all(abs(y - other) >= line for other in labelled):  # close steps share one number
                labelled.append(y)
                draw_text(surface, _number(value), (left - text // 3, y), text, theme.INK, True, "midright")
        slot = (right - left) / max(1, len(self.games))
        zero = to_y(0.0)
        pygame.draw.line(surface, theme.INK, (left, zero), (right, zero), 2)
        pygame.draw.line(surface, theme.INK, (left, top), (left, bottom), 2)
        least = max(4, text // 4)  # a game of 0 points (a Scorzo caller's) still shows its colour
        for index, (game, value) in enumerate(zip(self.games, self.values(), strict=True)):
            y = to_y(value)
            height = max(least, abs(zero - y))
            bar = pygame.Rect(
                round(left + index * slot + slot * 0.15),
                zero - 1 - height if value >= 0 else zero + 1,
                max(2, round(slot * 0.7)),
                height,
            )
            pygame.draw.rect(surface, theme.GOLD if game.won else LOST, bar)
        return surface


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"
