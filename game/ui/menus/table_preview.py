"""A small picture of a game's real table, for the picker (issue 21, point 4; DESIGN.md §7: drawn by code).

The picture is the game's own table as the replay viewer lays it out (``GameKit.replay_table``),
dealt with the deal ``assets/help/picker.json`` names and a few opening moves made (the first
legal move each time, so it looks like a game under way). It is drawn off the screen through a
stand-in for the app that has its own size, its own card art and no sound, so a picture never
touches the player's saves, statistics, autosave or the tables' card cache. A game's picture is
drawn at ``DRAWN_SIZE`` in the player's look (card back, table colour, card options) and then
scaled to each size asked for; both are kept for the run, so the picker opens at once the second
time.

A table that cannot be built (a broken layout or deck file) gives a ``PreviewFault`` with that
file's sentence instead of a picture; nothing here raises.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, cast

import pygame

from game.core import registry
from game.core.decoding import BrokenAsset
from game.core.replays import Replay
from game.ui import kits
from game.ui.cards.card_art import CardArt
from game.ui.look.sounds import NO_SOUND, CuePlayer
from game.ui.look.viewport import VIRTUAL_SIZE, Viewport
from game.ui.menus.picker_texts import PictureDeal

if TYPE_CHECKING:
    from game.core.protocol import GameState
    from game.storage.settings import Settings
    from game.ui.app_services import AppServices

DRAWN_SIZE = (
    VIRTUAL_SIZE[0] // 3,
    VIRTUAL_SIZE[1] // 3,
)  # the table drawn for its picture: sharp enough for a card

FIRST_HAND = "seat1.hand"
Look = tuple[int, str, bool, bool, bool, float]  # back, cloth, four colours, indices, contrast, text size


@dataclass(frozen=True)
class PreviewFault:
    """Why a game has no picture: the sentence of the file that broke."""

    sentence: str


@dataclass
class _PictureApp:
    """Just what a replay table asks of the app, for a table drawn off the screen."""

    settings: Settings
    viewport: Viewport
    art: CardArt
    sounds: CuePlayer = NO_SOUND

    def card_art(self) -> CardArt:
        return self.art

    def motion_scale(self) -> float:
        return 0.0  # every card in its place at once


def look_of(settings: Settings) -> Look:
    """The settings a table's picture depends on."""
    return (
        settings.card_back,
        settings.table_colour,
        settings.four_colour,
        settings.large_indices,
        settings.high_contrast,
        settings.text_scale,  # the tables' labels are drawn at the text size
    )


def opening_state(game_id: str, deal: PictureDeal) -> GameState:
    """The deal with its first ``deal.moves`` moves made, each the first legal move of a seat to move."""
    spec = registry.get(game_id)
    state = spec.new_game(seats=deal.seats, seed=deal.seed, options={})
    for _ in range(deal.moves):
        moves = [move for seat in state.to_move() for move in state.legal_moves(seat)]
        if not moves or state.is_over():
            break
        state.apply(moves[0])
    return state


def draw_table(settings: Settings, game_id: str, deal: PictureDeal) -> pygame.Surface:
    """The game's table at ``DRAWN_SIZE``; ``BrokenAsset`` (a layout, a deck) when it cannot be built."""
    state = opening_state(game_id, deal)
    art = CardArt(
        four_colour=settings.four_colour,
        large_indices=settings.large_indices,
        high_contrast=settings.high_contrast,
    )
    stand_in = _PictureApp(settings, Viewport(DRAWN_SIZE), art)
    players = ("human:mouse", *["bot:medium"] * (state.seats - 1))
    replay = Replay(game_id, state.seats, deal.seed, {}, players)
    table = kits.kit_for(game_id).replay_table(cast("AppServices", stand_in), replay, state, [])
    table.view.show_state(state)
    for sprite in table.view.piles.get(FIRST_HAND, []):  # the table as the first seat sees it
        sprite.flip_to(True, 0.0)
    table.refresh_strips(state)
    picture = pygame.Surface(DRAWN_SIZE)
    table.view.draw(picture, True)
    return picture


@dataclass
class TablePreviews:
    """Each game's picture at each size asked for, drawn when first asked for and kept for the run; only
    the current look's are kept (a changed card back or table colour draws them afresh)."""

    drawn: dict[tuple[str, Look], pygame.Surface | PreviewFault] = field(default_factory=dict)
    scaled: dict[tuple[str, Look, tuple[int, int]], pygame.Surface] = field(default_factory=dict)

    def ready(self, game_id: str, settings: Settings, size: tuple[int, int]) -> bool:
        """True when ``picture`` answers at once (drawn, or known to be broken)."""
        drawn = self.drawn.get((game_id, look_of(settings)))
        return isinstance(drawn, PreviewFault) or (game_id, look_of(settings), size) in self.scaled

    def faults_for(self, game_ids: list[str]) -> list[str]:
        """The sentences of those games whose table could not be built, once each."""
        faults = [
            drawn.sentence
            for (game_id, _), drawn in self.drawn.items()
            if game_id in game_ids and isinstance(drawn, PreviewFault)
        ]
        return list(dict.fromkeys(faults))

    def picture(
        self, game_id: str, deal: PictureDeal, settings: Settings, size: tuple[int, int]
    ) -> pygame.Surface | PreviewFault:
        """The picture at ``size`` (drawing the table first if need be), or why there is none."""
        look = look_of(settings)
        key = (game_id, look)
        if any(drawn_look != look for _, drawn_look in self.drawn):  # a setting changed: those are stale
            self.drawn.clear()
            self.scaled.clear()
        if key not in self.drawn:
            self.drawn[key] = _drawn_or_fault(settings, game_id, deal)
        drawn = self.drawn[key]
        if isinstance(drawn, PreviewFault):
            return drawn
        sized = (game_id, look, size)
        if sized not in self.scaled:
            self.scaled[sized] = pygame.transform.smoothscale(drawn, size)
        return self.scaled[sized]


def _drawn_or_fault(settings: Settings, game_id: str, deal: PictureDeal) -> pygame.Surface | PreviewFault:
    try:
        return draw_table(settings, game_id, deal)
    except BrokenAsset as error:
        return PreviewFault(str(error))
    except ValueError as error:  # a deal the rules refuse (seats the game does not take)
        return PreviewFault(f"The picture's deal cannot be made: {error}.")


PREVIEWS = TablePreviews()  # one for the run: the picker asks it each time it opens


def forget_pictures() -> None:
    """Drop every picture (fonts and surfaces die with ``pygame.quit``; a test's app starts afresh)."""
    PREVIEWS.drawn.clear()
    PREVIEWS.scaled.clear()
