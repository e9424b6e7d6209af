"""Which plugged-in gamepad plays which pad seat, through SDL's game-controller support (DESIGN.md §8).

Pads go to the table's pad names (``pad1``, ``pad2`` ...) in the order they are
plugged in: the first pad connected is pad1. A pad plugged in later takes the first
pad name that has none; one more than the table needs waits as a spare and steps in
when a pad is unplugged. Opening a real controller is behind ``PadSystem`` so tests
plug and unplug fake ones. A pad that fails to open is named in a note, never raised.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

import pygame


class PadError(Exception):
    """A gamepad SDL listed could not be opened (unplugged at once, no mapping, no driver)."""


@dataclass(frozen=True)
class Pad:
    """One open controller: SDL's instance id (which its button events carry) and its name."""

    instance_id: int
    name: str
    close: Callable[[], None]


class PadSystem(Protocol):
    """What the roster needs from SDL: why pads cannot work (if so), which devices are pads, opening one."""

    problem: str | None

    def indices(self) -> list[int]: ...

    def open(self, device_index: int) -> Pad: ...


class SdlPads:
    """The real controllers, through ``pygame._sdl2.controller``."""

    def __init__(self, controller: Any = None) -> None:
        if controller is None:
            from pygame._sdl2 import controller
        self.controller = controller
        self.problem: str | None = None
        self._held: dict[int, tuple[Any, int]] = {}  # instance id: the open controller, tables using it
        try:
            controller.init()  # SDL then reports the pads already plugged in, and any plugged later
        except pygame.error as error:
            self.problem = f"Gamepads are not available here ({error})."

    def indices(self) -> list[int]:
        """The device indices that are game controllers (SDL also lists plain joysticks among them)."""
        if self.problem:
            return []
        return [index for index in range(self.controller.get_count()) if self.controller.is_controller(index)]

    def open(self, device_index: int) -> Pad:
        """Open a controller; a second table (Play again) opening the same pad shares the one handle."""
        pad = None
        try:
            pad = self.controller.Controller(device_index)
            instance_id = pad.as_joystick().get_instance_id()
            name = pad.name or f"gamepad {device_index + 1}"
        except (pygame.error, ValueError, IndexError) as error:
            if pad is not None:
                pad.quit()  # opened but unreadable: let it go, not leak it
            raise PadError(str(error) or "SDL gave no reason") from error
        held, users = self._held.get(instance_id, (pad, 0))
        self._held[instance_id] = (held, users + 1)
        return Pad(instance_id, name, lambda: self._release(instance_id))

    def _release(self, instance_id: int) -> None:
        """The last table to let a pad go closes it, so the new table's handle stays open."""
        held, users = self._held.pop(instance_id, (None, 0))
        if users > 1:
            self._held[instance_id] = (held, users - 1)
        elif held is not None:
            held.quit()


class PadRoster:
    """The pads at one table: which pad name each plugged-in pad plays, and what went wrong."""

    def __init__(self, names: Sequence[str], system: PadSystem) -> None:
        self.names = sorted(names)
        self.system = system
        self.playing: dict[str, Pad | None] = dict.fromkeys(self.names)
        self.spares: list[Pad] = []
        self.notes: list[str] = [system.problem] if system.problem else []
        for index in system.indices():
            self.plugged(index)

    def plugged(self, device_index: int) -> None:
        """SDL says a controller arrived (also once for each pad already in when SDL starts)."""
        try:
            pad = self.system.open(device_index)
        except PadError as error:
            self.notes.append(f"A gamepad could not be opened ({error}); try plugging it in again.")
            return
        if self._known(pad.instance_id):
            _let_go(pad)  # the same pad, listed at the start and then announced: one seat, one handle
            return
        self.notes.clear()  # a pad that opens makes the last failure old news
        free = next((name for name in self.names if self.playing[name] is None), None)
        if free is None:
            self.spares.append(pad)
        else:
            self.playing[free] = pad

    def unplugged(self, instance_id: int) -> None:
        """A controller went away: its pad name waits for a spare, or for the next pad plugged in."""
        gone = [
            pad for pad in [*self.playing.values(), *self.spares] if pad and pad.instance_id == instance_id
        ]
        self.spares = [pad for pad in self.spares if pad.instance_id != instance_id]
        for name, pad in self.playing.items():
            if pad is not None and pad.instance_id == instance_id:
                self.playing[name] = self.spares.pop(0) if self.spares else None
        for pad in gone:
            _let_go(pad)

    def device_event(self, event: pygame.event.Event) -> None:
        """Follow SDL's hot-plug events; anything else is not the roster's."""
        if event.type == pygame.CONTROLLERDEVICEADDED:
            self.plugged(event.device_index)
        elif event.type == pygame.CONTROLLERDEVICEREMOVED:
            self.unplugged(event.instance_id)

    def name_of(self, instance_id: int) -> str | None:
        """The pad name a button event's controller plays (None for a spare or a stranger)."""
        return next(
            (
                name
                for name, pad in self.playing.items()
                if pad is not None and pad.instance_id == instance_id
            ),
            None,
        )

    def missing(self) -> list[str]:
        """The pad names with no pad in, in order."""
        return [name for name in self.names if self.playing[name] is None]

    def close(self) -> None:
        """Let every pad go (the table is left)."""
        for pad in [*self.playing.values(), *self.spares]:
            if pad is not None:
                _let_go(pad)
        self.playing = dict.fromkeys(self.names)
        self.spares = []

    def _known(self, instance_id: int) -> bool:
        return self.name_of(instance_id) is not None or any(p.instance_id == instance_id for p in self.spares)


def unplugged_text(roster: PadRoster | None, pad_names: dict[int, str]) -> str | None:
    """Whose pad is missing (``pad_names``: seat to pad name), said over a race; None when none is.

    The whole race waits, not just that seat: a race with one side frozen is not fair.
    """
    if roster is None or not roster.missing():
        return None
    seats = [seat + 1 for seat, name in pad_names.items() if name in roster.missing()]
    if len(seats) == 1:
        return f"Seat {seats[0]}'s gamepad is unplugged — plug a pad in to go on"
    return f"Seats {', '.join(map(str, seats))} have no gamepad — plug pads in to go on"


def _let_go(pad: Pad) -> None:
    """Close a pad's handle; one already gone from SDL may complain, which changes nothing."""
    with contextlib.suppress(pygame.error):
        pad.close()
