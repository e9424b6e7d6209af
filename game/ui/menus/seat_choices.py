"""What every setup screen with seats shares: "Seats: N", a button per seat naming who plays it, the
people's names, and the memory of how the game was last set up (issue 21).

The race setups (a device each) and the turn setups (people share the screen) choose players
differently, so each brings its own setup (``cycle_seats``, ``cycle_player``, its options) and
words for a player; the buttons, the names and the remembering are the same on every screen.
Names live beside the seats, not in them, so stepping a seat to a bot and back keeps its name.
Start keeps the setup in ``setups.json`` before the table opens; the next visit opens as it was.
"""

from __future__ import annotations

import dataclasses
from typing import Any, ClassVar, Protocol

import pygame

from game.core.protocol import GameSpec
from game.core.seats import SeatPlan
from game.storage.setups import RememberedSetup, SetupStore
from game.ui.app_services import AppServices
from game.ui.look import theme
from game.ui.look.widgets import draw_text, wrap_lines
from game.ui.menus.menu import MenuItem, MenuScene
from game.ui.menus.picker_texts import picker_texts
from game.ui.menus.seat_name import SeatNameScene
from game.ui.menus.setup_help import setup_help
from game.ui.menus.setup_memory import recalled_seats

WIDE_FROM_SEATS = 4  # more seats than this: the buttons go in two columns
NAMES_SHOWN = 3  # names on the Names button; more are counted ("+2"), each seat's button shows its own
EXPLANATION_TEXT = 30  # virtual: the focused button's meaning, under the buttons


class SeatChoices(Protocol):
    """A setup screen's seats as chosen so far, its steps through the choices, and the game's options."""

    plans: list[SeatPlan]

    def cycle_seats(self, step: int = 1) -> None: ...

    def cycle_player(self, seat: int, step: int = 1) -> None: ...

    def options(self) -> dict[str, Any]: ...

    def take_options(self, options: dict[str, Any]) -> list[str]:
        """Take remembered options that still fit; a note for each that did not."""
        ...


class SeatSetupScene(MenuScene):
    """A game's setup screen: seats, names and options as last time; Start deals the game."""

    setup: SeatChoices
    offered: ClassVar[tuple[SeatPlan, ...]]  # every player a seat may step through
    shared_devices: ClassVar[bool] = True  # False at a race: one device, one seat
    row_height: ClassVar[int] = 44  # a button's height in one column: all the seats and options fit

    def __init__(self, app: AppServices, spec: GameSpec, store: SetupStore | None = None) -> None:
        self.spec = self.rules_spec = spec
        self.store = store if store is not None else SetupStore()
        self.setup = self._new_setup()
        self.names: list[str] = []  # by seat; kept for a seat that is a bot for now
        self.hint = ""  # what the last step passed over, said once
        self.app = app  # the race setups' words for a device read the player's key settings
        self.recall_notes = self._recall()
        super().__init__(app)

    @property
    def columns(self) -> int:  # type: ignore[override]
        """Many seats, their names and the options run past a 720-line window in one column: two then."""
        return 2 if len(self.setup.plans) > WIDE_FROM_SEATS else 1

    @property
    def panel_width(self) -> int:  # type: ignore[override]
        return 1500 if self.columns > 1 else 760

    @property
    def button_height(self) -> int:  # type: ignore[override]
        """Two columns have rows to spare: taller buttons, which larger text sizes need."""
        return 64 if self.columns > 1 else self.row_height

    # --- what each screen brings ------------------------------------------------------------

    def _new_setup(self) -> SeatChoices:
        raise NotImplementedError

    def player_words(self, plan: SeatPlan) -> str:
        """Who plays a seat, in the screen's words ("person", "Bot (hard)", "Gamepad 1")."""
        raise NotImplementedError

    def intro(self) -> list[str]:
        """The lines above the buttons."""
        return []

    def _present(self, device: str) -> bool:
        """Whether a remembered device can play now (a race asks whether the pad is plugged in)."""
        return True

    def _passed_over(self, seat: int, step: int) -> str:
        """What stepping the seat's player would pass over, said ("" when nothing)."""
        return ""

    # --- remembering ----------------------------------------------------------------------

    def _recall(self) -> list[str]:
        """Last time's setup of this game, where it still fits; the sentences for what did not."""
        notes = [self.store.load_message] if self.store.load_message else []
        remembered = self.store.get(self.spec.id)
        if remembered is None:
            return notes
        found: list[str] = []
        seats = recalled_seats(
            remembered,
            self.offered,
            self.spec.seat_choices(),
            self._present,
            self.shared_devices,
            self.player_words,
        )
        if seats is None:
            count = len(remembered.players)
            notes.append(
                f"Last time's {count} seats are not a count {self.spec.name} is dealt for: new seats."
            )
        else:
            self.setup.plans[:] = seats.plans
            self.names = seats.names
            found += seats.notes
        found += self.setup.take_options(remembered.options)
        if found:
            notes.append("Last time's setup is back, except: " + "; ".join(found) + ".")
        return notes

    def named_plans(self) -> list[SeatPlan]:
        """The seats as chosen, each person with their name."""
        return [
            dataclasses.replace(plan, name=self.name_of(seat)) for seat, plan in enumerate(self.setup.plans)
        ]

    def start(self) -> None:
        """Keep this setup for next time, then deal. A disk that refuses costs only the memory."""
        plans = self.named_plans()
        options = self.setup.options()
        remembered = RememberedSetup(
            tuple(p.controller for p in plans), tuple(p.name for p in plans), options
        )
        refused = self.store.remember(self.spec.id, remembered)
        self.app.nav.open_table(self.spec, self.app.new_seed(), plans, options)
        if refused:  # said on the title, where the player goes next, since next time will not remember
            self.app.notice = refused

    # --- names ----------------------------------------------------------------------------

    def name_of(self, seat: int) -> str:
        """The name typed for a seat's person ("" for none, and always for a bot)."""
        return self.names[seat] if seat < len(self.names) and self.setup.plans[seat].human else ""

    def set_name(self, seat: int, name: str) -> None:
        self.names += [""] * (seat + 1 - len(self.names))
        self.names[seat] = name
        self.rebuild(keep_place=True)

    def people(self) -> list[int]:
        return [seat for seat, plan in enumerate(self.setup.plans) if plan.human]

    def name_people(self, seat: int | None = None) -> None:
        """Type the name of ``seat``'s person (the first person's when None); Enter goes on to the next."""
        people = self.people()
        if people:
            self.app.stack.push(SeatNameScene(self.app, self, people[0] if seat is None else seat))

    # --- buttons ----------------------------------------------------------------------------

    def text_lines(self) -> list[str]:
        """The game in one line (its picker card's words), the screen's own lines, and any notes."""
        described = picker_texts().words.get(self.spec.id)
        about = [described.about] if described else []
        broken = [setup_help().fault] if setup_help().fault else []
        return [*about, *self.intro(), *self.recall_notes, *broken, *([self.hint] if self.hint else [])]

    # --- what the focused button means (docs/decisions.md) -------------------------------------------

    def explanation(self, label: str) -> str:
        """What the button reading ``label`` does, in a sentence ("" when the file has none)."""
        return setup_help().explanation(self.spec.id, label)

    def _explanation_lines(self, label: str) -> list[str]:
        words = self.explanation(label)
        return wrap_lines(words, EXPLANATION_TEXT, self.wrap_width) if words else []

    def reserved_height(self) -> float:
        """Room under the buttons for the longest explanation of any of them, so the panel keeps its
        size while the focus moves."""
        most = max((len(self._explanation_lines(label)) for label, _ in self.items()), default=0)
        return most * self._line_height(EXPLANATION_TEXT) + (16 if most else 0)

    def draw(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect]:
        """The menu, and under its buttons what the focused one does."""
        rects = super().draw(surface, full)
        if rects and self.buttons:
            viewport = self.app.viewport
            x, top, width, height = self.panel_box
            y = top + height - 30 - self.reserved_height() + 8
            box = viewport.rect(*self.panel_box)
            for line in self._explanation_lines(self.buttons[self.focus].label):
                at = viewport.to_screen(x + width / 2, y)
                draw_text(
                    surface,
                    line,
                    at,
                    viewport.length(EXPLANATION_TEXT),
                    theme.INK,
                    within=box,
                    anchor="midtop",
                )
                y += self._line_height(EXPLANATION_TEXT)
        return rects

    def seat_entries(self) -> list[MenuItem]:
        """The seat count's button, each seat's (Enter, a click and Right step on; Left, a right click
        back), then the button that names the people (when any seat is a person)."""
        setup = self.setup
        entries: list[MenuItem] = [(f"Seats: {len(setup.plans)}", self.choice(self._step_seats))]
        for seat, plan in enumerate(setup.plans):
            name = self.name_of(seat)
            words = f"{name} ({self.player_words(plan)})" if name else self.player_words(plan)
            entries.append(
                (f"Seat {seat + 1}: {words}", self.choice(lambda step, s=seat: self._step_player(s, step)))
            )
        people = self.people()
        if people:
            typed = [self.name_of(seat) for seat in people if self.name_of(seat)]
            shown = ", ".join(typed[:NAMES_SHOWN]) + (
                f" +{len(typed) - NAMES_SHOWN}" if len(typed) > NAMES_SHOWN else ""
            )
            label = f"Names: {shown}" if typed else "Names: type who plays"
            entries.append((label, lambda: self.name_people()))
        return entries

    def _step_seats(self, step: int) -> None:
        self.hint = ""
        self.setup.cycle_seats(step)

    def _step_player(self, seat: int, step: int) -> None:
        self.hint = self._passed_over(seat, step)
        self.setup.cycle_player(seat, step)
