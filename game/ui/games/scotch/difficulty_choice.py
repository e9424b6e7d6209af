"""Scotch's New deal by difficulty: any deal, or a random Easy, Medium or Hard one (issue 23, item 5).

The chooser opens wherever a new deal is asked for at the table (its button and key, its pause
menu, the end of a deal; not the picker, where a third button on Scotch's card pushed a row of
games off a small window), with the last choice focused, so
Enter deals the same kind again; the choice is remembered in the settings. "Any deal" is
the random deal it always was (a proven-winnable one when "Winnable deals only" is on); a
class deals a random deal from the shipped ratings (game/bots/scotch_difficulty.py), drawn
with the app's own source of deal numbers, so a run started from a seed repeats. Every
rated deal is a proven win, so the winnable setting holds for them by construction. When
the ratings file is broken, the chooser says so and offers only "Any deal".
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from game.bots.scotch_difficulty import CLASSES, DealRatings, deal_ratings
from game.core.protocol import GameSpec
from game.storage.settings import DEAL_DIFFICULTIES
from game.ui.app_services import AppServices
from game.ui.menus.menu import MenuItem, MenuScene

ANY = DEAL_DIFFICULTIES[0]
EXPLAINED = (
    "Easy, Medium and Hard deals can all be won: the solver proved it. The harder, the fewer ways to win."
)
ANY_MAY_BE_LOST = "Any deal may be unwinnable."


def difficulty_of(seed: int, options: dict[str, Any]) -> str | None:
    """The class of deal ``seed`` as the table deals it, or None: not rated, or not the full deck."""
    return deal_ratings().class_of(seed) if full_deck(options) else None


def full_deck(options: dict[str, Any]) -> bool:
    """The ratings are of the 52-card deals; a small deck's (the solver's tests) deal N is another deal."""
    return options.get("ranks", 13) == 13 and options.get("suits", 4) == 4


def deal_words(seed: int, options: dict[str, Any], label: str = "Deal") -> str:
    """ "Deal 4711 · Hard" for a rated deal, "Deal 4711" for any other (the status line, the pause menu)."""
    name = difficulty_of(seed, options)
    return f"{label} {seed} · {name}" if name else f"{label} {seed}"


class DifficultyChoiceScene(MenuScene):
    """Any deal, Easy, Medium or Hard; then ``then`` gets the deal number (unless the player goes back)."""

    title = "New deal"
    transparent = True

    def __init__(
        self,
        app: AppServices,
        spec: GameSpec,
        then: Callable[[int], None],
        options: dict[str, Any],
        ratings: DealRatings | None = None,
    ) -> None:
        self.spec, self.then, self.options = spec, then, options
        self.ratings = ratings if ratings is not None else deal_ratings()
        if self.ratings.fault:
            self.panel_width = 1100  # the sentence names a file: a long word that cannot wrap
        super().__init__(app)
        choices = [choice for choice, _ in self.choices()]
        remembered = app.settings.deal_difficulty
        self.focus = choices.index(remembered) if remembered in choices else 0
        self.rebuild()

    def choices(self) -> list[tuple[str, str]]:
        """(setting value, button label) of every deal on offer."""
        any_deal = "Any winnable deal" if self.app.settings.winnable_deals_only else "Any deal"
        offered = [(ANY, any_deal)]
        if not self.ratings.fault and full_deck(self.options):
            offered += [(name.lower(), name) for name in CLASSES]
        return offered

    def text_lines(self) -> list[str]:
        if self.ratings.fault:
            return ["Deals by difficulty cannot be offered.", self.ratings.fault]
        return [EXPLAINED] if self.app.settings.winnable_deals_only else [EXPLAINED, ANY_MAY_BE_LOST]

    def items(self) -> list[MenuItem]:
        entries: list[MenuItem] = [
            (label, lambda choice=choice: self.choose(choice)) for choice, label in self.choices()
        ]
        return [*entries, ("Back", self.back)]

    def choose(self, choice: str) -> None:
        """Remember the choice, close, and deal: a random one of the class, or any deal as before."""
        if choice != self.app.settings.deal_difficulty:
            self.app.change_settings(dataclasses.replace(self.app.settings, deal_difficulty=choice))
        self.app.stack.pop()
        if choice == ANY:
            self.app.nav.random_deal(self.spec, self.then, self.options)
        else:
            self.then(self.ratings.pick(choice.capitalize(), self.app.new_seed()))


def choose_deal(
    app: AppServices, spec: GameSpec, then: Callable[[int], None], options: dict[str, Any] | None = None
) -> None:
    """Ask which kind of deal, then hand its number to ``then``."""
    app.stack.push(DifficultyChoiceScene(app, spec, then, options or {}))
