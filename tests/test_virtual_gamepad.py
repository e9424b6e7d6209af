"""A pad seat played with a virtual SDL game controller: SDL's own hot-plug and button events (issue 4).

The fake pads of ``test_ui_scrooge_pads`` check the table's logic; this checks the real path
through ``SdlPads`` and ``pygame._sdl2.controller``. SDL can attach a virtual joystick of the
game-controller kind (``SDL_JoystickAttachVirtual``); pygame does not wrap it, so it is called
through ctypes on the SDL library pygame-ce loaded. Buttons are SDL's controller buttons in
order (A, B, X, Y, Back, Guide, Start, sticks, shoulders, d-pad up, down, left, right).
"""

from __future__ import annotations

import ctypes
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.core.moves import MoveCards
from game.ui.app import App
from game.ui.games.scrooge.table import ScroogeTableScene
from tests.test_ui_scrooge import app, open_table

__all__ = ["app"]

GAMECONTROLLER = 1  # SDL_JOYSTICK_TYPE_GAMECONTROLLER
SDL_BUTTONS = ("a", "b", "x", "y", "back", "guide", "start", "leftstick", "rightstick")
SDL_BUTTONS += ("leftshoulder", "rightshoulder", "dpup", "dpdown", "dpleft", "dpright")


def sdl_library() -> ctypes.CDLL:
    """The SDL that pygame-ce itself runs on (its wheel ships it beside the package)."""
    folder = Path(pygame.__file__).resolve().parent.parent / "pygame_ce.libs"
    found = sorted(folder.glob("libSDL2-2*.so*"))
    if not found:
        pytest.skip(f"no bundled SDL library in {folder} (not a Linux wheel of pygame-ce)")
    lib = ctypes.CDLL(str(found[0]))
    lib.SDL_JoystickAttachVirtual.argtypes = [ctypes.c_int] * 4
    lib.SDL_JoystickAttachVirtual.restype = ctypes.c_int
    lib.SDL_JoystickOpen.argtypes = [ctypes.c_int]
    lib.SDL_JoystickOpen.restype = ctypes.c_void_p
    lib.SDL_JoystickSetVirtualButton.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_uint8]
    lib.SDL_JoystickDetachVirtual.argtypes = [ctypes.c_int]
    lib.SDL_JoystickClose.argtypes = [ctypes.c_void_p]
    return lib


class VirtualPad:
    """One virtual controller: plug it in, press its buttons, pull it out."""

    def __init__(self, lib: ctypes.CDLL) -> None:
        self.lib = lib
        self.index = lib.SDL_JoystickAttachVirtual(GAMECONTROLLER, 6, len(SDL_BUTTONS), 0)
        assert self.index >= 0, "SDL would not attach a virtual controller"
        self.handle = lib.SDL_JoystickOpen(self.index)

    def press(self, app: App, *buttons: str) -> None:
        for name in buttons:
            for down in (1, 0):
                self.lib.SDL_JoystickSetVirtualButton(self.handle, SDL_BUTTONS.index(name), down)
                self.lib.SDL_JoystickUpdate()
                app.step(0.0)

    def unplug(self) -> None:
        self.lib.SDL_JoystickClose(self.handle)
        self.lib.SDL_JoystickDetachVirtual(self.index)


@pytest.fixture
def lib(app: App) -> Iterator[ctypes.CDLL]:
    app.pads()  # the app opens SDL's controller support, as a table with pad seats does
    yield sdl_library()


def test_a_virtual_controller_plugged_in_plays_a_card_and_pulling_it_pauses_the_race(
    app: App, lib: ctypes.CDLL
) -> None:
    table = open_table(app, "human:pad1,bot:easy", seed=3)
    assert isinstance(table, ScroogeTableScene)
    app.step(0.1)
    assert table.unplugged(), "a pad seat without a pad must hold the race"
    pad = VirtualPad(lib)
    try:
        for _ in range(3):
            app.step(0.0)
        assert table.unplugged() is None, f"SDL's pad did not reach the seat: {table.roster.notes}"
        state = table.match.state
        move = next(
            m
            for m in state.legal_moves(0)
            if isinstance(m, MoveCards) and m.count == 1 and m.target in state.place_of(0).work
        )
        buttons = table.pads[0].binding.names
        source = next(a for a in buttons if a != "turn" and table.pads[0].pile_for(a) == move.source)
        target = next(a for a in buttons if table.pads[0].pile_for(a) == move.target)
        card = state.piles[move.source].cards[-1]
        pad.press(app, buttons[source], buttons[target])
        assert state.piles[move.target].cards[-1] == card, "two real button presses did not move the card"
    finally:
        pad.unplug()
    for _ in range(3):
        app.step(0.0)
    assert table.unplugged() == "Seat 1's gamepad is unplugged — plug a pad in to go on"
    before = table.elapsed
    app.step(1.0)
    assert table.elapsed == before, "the race went on without its pad"
