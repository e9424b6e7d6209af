"""A game family's kit: everything the shared screens need of one game package, declared once.

Each package under ``game/ui/games/`` ends in a ``kit.py`` holding one ``GameKit``. The
shared screens ask the kit and never name a game: the picker lists its entries, the
navigation opens its table and setup screen, Continue and saved games reopen it, the
replay viewer lays out its table, the controls overlay (F2) writes its sheet, the card art
paints its cards and the table's sounds hear its announcements. ``game.ui.kits`` finds the
kits, loading a package only when something asks for it, so the title shows before any
table is imported.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import pygame

    from game.core.events import Event
    from game.core.protocol import GameSpec, GameState
    from game.core.replays import Replay
    from game.core.seats import SeatPlan
    from game.ui.app_services import AppServices
    from game.ui.cards.face_parts import PainterFactory
    from game.ui.input.controls_sheet import SeatControls
    from game.ui.look.sound_effects import Cue
    from game.ui.menus.menu import MenuItem
    from game.ui.scene import Scene
    from game.ui.table.replay_table import ReplayTable


class Seating(enum.Enum):
    """How the people at a table play, which decides how seats and devices are chosen."""

    ALONE = "alone"  # one person (or the solver's demo): the picker deals at once, no setup screen
    TURNS = "turns"  # one after another: people pass the one mouse and keyboard round
    RACE = "race"  # everyone at once: each person needs a device of their own


@dataclass(frozen=True)
class GameKit:
    """One game family's tables and what the shared screens ask of them (see the module's docstring)."""

    family: str  # the package's name under game/ui/games: "scotch", "scroker", …
    game_ids: tuple[str, ...]  # the registered games this package seats
    seating: Seating
    # The table dealt ``seed`` with these seats, not yet shown (``Navigator.open_table`` shows it);
    # a shipped file that is broken (a map, a deck) raises ``BrokenAsset`` before anything changed.
    new_table: Callable[[AppServices, GameSpec, int, Sequence[SeatPlan], dict[str, Any]], Scene]
    # The game a replay holds, at its table where its steps end, not yet shown; raises ``ResumeError``.
    resumed_table: Callable[[AppServices, GameSpec, Replay], Scene]
    # The game's ways in from the picker, as words after its name ("set up a race"): the first is what
    # choosing its card does, any others are small buttons on the card (Scotch's deal by number).
    picker_entries: Callable[[AppServices, GameSpec], list[MenuItem]]
    # The replay viewer's table for ``state`` (``LayoutError`` if a map is wrong).
    replay_table: Callable[[AppServices, Replay, GameState, Sequence[pygame.sprite.DirtySprite]], ReplayTable]
    # The controls overlay's sections: (controller strings, seat names, the player's key bindings).
    controls: Callable[[Sequence[str], Sequence[str], dict[str, str]], list[SeatControls]]
    # The setup screen where seats and options are chosen; None: the picker deals at once.
    setup_scene: Callable[[AppServices, GameSpec], Scene] | None = None
    # A refusal of options that do not fit a seat count (Scrooge's teams), checked before a table opens.
    check_seating: Callable[[dict[str, Any], int], None] | None = None
    # Painters for (card type, style) only this family shows: its own cards (style ""), or French
    # cards another way ("german"). Plain French faces are the card art's own.
    painters: Mapping[tuple[type, str], PainterFactory] = field(default_factory=dict)
    # The sound a table makes when the rules announce one of this family's events.
    sound_cues: Mapping[type[Event], Callable[[Event], Cue | None]] = field(default_factory=dict)
    # Reads the shipped files the table would otherwise first read in play (a word list, key presets,
    # a pad map), so navigation meets a broken one (``BrokenAsset``) before the table opens, never mid-game.
    read_first: Callable[[], object] | None = None

    @property
    def takes_turns(self) -> bool:
        """People play one after another, so seats may share the mouse and the keyboard."""
        return self.seating is Seating.TURNS


PickerEntries = Callable[["AppServices", "GameSpec"], list["MenuItem"]]


def set_up_entry(words: str) -> PickerEntries:
    """The picker's one way into a game whose seats are chosen first: its card, labelled
    "<name>: <words>", opens its setup screen, whose heading says the same ("set up a race")."""

    def entries(app: AppServices, spec: GameSpec) -> list[MenuItem]:
        return [(words, lambda: app.nav.set_up(spec))]

    return entries
