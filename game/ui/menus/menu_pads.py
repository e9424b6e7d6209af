"""Gamepads held open while a menu is shown, so a pad's d-pad and buttons reach it (issue 21, point 4).

SDL sends a controller's button events only once the controller is open, and the app opens pads
only for a table's pad seats. A menu a person may reach with a pad alone (the picker) holds every
plugged-in pad while it is on top, and any pad plugged in meanwhile, and lets them go when it is
covered or closed; a table opening the same pad shares SDL's handle (``SdlPads``). A pad that will
not open is left out: the keys and the mouse still work. Until a pad seat has started SDL's
controllers (``AppServices.pads``) there is nothing to hold: the app does not start them at launch.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.ui.app_services import AppServices
from game.ui.input.gamepads import Pad, PadError


@dataclass
class MenuPads:
    """The pads a menu holds open: ``hold`` when it comes on top, ``let_go`` when it leaves."""

    app: AppServices
    held: list[Pad] = field(default_factory=list)

    def hold(self) -> None:
        """Open the pads plugged in, once the app has started SDL's controllers (a pad seat starts
        them; starting them here too left SDL sending no pad events to a later table in a long test
        run, so a menu never starts them itself)."""
        pads = self.app.pad_system
        if pads is None:
            return
        for index in pads.indices():
            self._open(index)
        if self._plugged not in self.app.device_watchers:
            self.app.device_watchers.append(self._plugged)

    def let_go(self) -> None:
        if self._plugged in self.app.device_watchers:
            self.app.device_watchers.remove(self._plugged)
        for pad in self.held:
            pad.close()
        self.held = []

    def _open(self, device_index: int) -> None:
        try:
            pad = self.app.pads().open(device_index)  # started: ``hold`` found it so
        except PadError:
            return
        if all(held.instance_id != pad.instance_id for held in self.held):
            self.held.append(pad)
        else:
            pad.close()  # held already (listed twice as SDL reports a pad just plugged in)

    def _plugged(self, event: pygame.event.Event) -> None:
        if event.type == pygame.CONTROLLERDEVICEADDED:
            self._open(event.device_index)
        elif event.type == pygame.CONTROLLERDEVICEREMOVED:
            gone = [pad for pad in self.held if pad.instance_id == event.instance_id]
            for pad in gone:
                pad.close()
                self.held.remove(pad)
