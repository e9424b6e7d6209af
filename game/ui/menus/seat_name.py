"""Typing a person's name at a setup screen: "Who plays Seat 2?" (issue 21: seats have names).

As the save name is typed (``save_name``): printable keys type, Backspace rubs out, Enter takes
the name; the name as it stood is selected, so the first key typed replaces it. A name is at
most ``LONGEST_SEAT_NAME`` printable characters (``clean_name``), and two seats may not share
one. Names typed before are offered as buttons, so a family types each name once. Enter goes
on to the next person's seat, so naming everyone is a run of names and Enters.
"""

from __future__ import annotations

from typing import Protocol

import pygame

from game.core.seat_names import LONGEST_SEAT_NAME, clean_name, names_a_seat
from game.ui.app_services import AppServices
from game.ui.menus.menu import MenuItem, MenuScene

_ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
MOST_OFFERED = 4  # known names offered as buttons, most recent first


class NamedSeats(Protocol):
    """The setup screen whose people are being named."""

    def name_of(self, seat: int) -> str: ...

    def set_name(self, seat: int, name: str) -> None: ...

    def people(self) -> list[int]: ...

    @property
    def store(self) -> _KnownNames: ...


class _KnownNames(Protocol):
    def known_names(self) -> list[str]: ...


class SeatNameScene(MenuScene):
    """Type the name of one seat's person; the setup screen waits underneath."""

    transparent = True

    def __init__(self, app: AppServices, setup: NamedSeats, seat: int) -> None:
        self.setup, self.seat = setup, seat
        self.typed = setup.name_of(seat)
        self.selected = bool(self.typed)  # the first key typed replaces the name as it stood
        self.hint = ""
        self.title = f"Who plays Seat {seat + 1}?"
        super().__init__(app)

    def text_lines(self) -> list[str]:
        caret = "" if self.selected else "_"
        lines = [
            f"Type a name (up to {LONGEST_SEAT_NAME} letters), then press Enter.",
            f"Name:  {self.typed}{caret}" if self.typed or not self.selected else "Name:  _",
        ]
        return [*lines, self.hint] if self.hint else lines

    def offered(self) -> list[str]:
        """Names typed before that no other seat holds now."""
        others = {self.setup.name_of(seat).casefold() for seat in self.setup.people() if seat != self.seat}
        known = [name for name in self.setup.store.known_names() if name.casefold() not in others]
        return [name for name in known if name != self.typed][:MOST_OFFERED]

    def items(self) -> list[MenuItem]:
        entries: list[MenuItem] = [(name, lambda n=name: self.take(n)) for name in self.offered()]
        later = self._next_seat()
        done = f"OK, then Seat {later + 1}" if later is not None else "OK"
        entries += [(done, lambda: self.take(self.typed)), ("No name (Seat number)", lambda: self.take(""))]
        entries.append(("Back", self.back))
        return entries

    def _next_seat(self) -> int | None:
        return next((seat for seat in self.setup.people() if seat > self.seat), None)

    def take(self, typed: str) -> None:
        """The name for this seat, unless another seat has it; then on to the next person, or back."""
        name = clean_name(typed)
        holder = next(
            (
                seat
                for seat in self.setup.people()
                if seat != self.seat and name and self.setup.name_of(seat).casefold() == name.casefold()
            ),
            None,
        )
        if holder is not None or names_a_seat(name):
            self.typed, self.selected = name, False
            self.hint = (
                f"{name} is Seat {holder + 1}'s name already: type another."
                if holder is not None
                else f"{name} is what the table calls a seat itself: type another name."
            )
            self.rebuild()
            return
        self.setup.set_name(self.seat, name)
        later = self._next_seat()
        self.app.stack.pop()
        if later is not None:
            self.app.stack.push(SeatNameScene(self.app, self.setup, later))

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type != pygame.KEYDOWN:
            super().handle_event(event)
        elif event.key in _ENTER_KEYS:
            self.take(self.typed)
        elif event.key == pygame.K_BACKSPACE:
            self._typed("" if self.selected else self.typed[:-1])
        elif (
            event.unicode
            and event.unicode.isprintable()
            and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        ):
            self._typed(("" if self.selected else self.typed) + event.unicode)
        else:
            super().handle_event(event)  # arrows, Tab and Escape as in every menu

    def _typed(self, text: str) -> None:
        self.typed = text[:LONGEST_SEAT_NAME]
        self.selected = False
        self.hint = ""
        self.rebuild(keep_place=True)
