"""Choosing a race's seats: each person on a device of their own (the mouse, a key preset, a gamepad).

Everyone plays at once, so a device plays at most one seat: a seat's choices step through
the devices and the bot levels, passing over devices another seat holds, and the screen says
which it passed over ("Gamepad 2 is Seat 2's"), so nobody wonders where it went. A device is
named by what a person holds: "Keyboard: Q W E R …" from the game's key presets
(assets/keys/), not "keys1". Scrooge's and Repezita's setup screens share these steps.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import ClassVar

from game.core.bot_levels import Level
from game.core.seat_names import bot_name
from game.core.seats import DEVICES, GAMEPADS, SeatPlan
from game.ui.input.key_presets import SCROOGE_KEYS, RaceKeys, key_label, preset_keys
from game.ui.menus.seat_choices import SeatSetupScene

PLAYERS: tuple[SeatPlan, ...] = (
    *(SeatPlan(True, device) for device in DEVICES),
    *(SeatPlan(False, level=level) for level in Level),
)
KEYS_SHOWN = 4  # a preset's first keys on its label: enough to tell one part of the keyboard from another
ARROWS = {
    "left": "←",
    "down": "↓",
    "right": "→",
    "up": "↑",
}  # the bundled font draws them: shorter than words
# The actions whose keys say best where on the keyboard a preset lies (Q W E R, the arrows, W S A D).
SHOWN_FIRST = ("work1", "work2", "work3", "work4", "higher", "lower", "left", "right")


def device_words(device: str, keys: RaceKeys = SCROOGE_KEYS, rebound: Mapping[str, str] | None = None) -> str:
    """A device as a person knows it: "Mouse", "Gamepad 2", "Keyboard: Q W E R …" (the preset's keys,
    with the player's own rebindings, the keys that show where on the keyboard it lies first)."""
    if device == "mouse":
        return "Mouse"
    if device in GAMEPADS:
        return f"Gamepad {GAMEPADS.index(device) + 1}"
    bound, _ = preset_keys(device, dict(rebound or {}), keys)
    order = sorted(
        keys.actions, key=lambda action: SHOWN_FIRST.index(action) if action in SHOWN_FIRST else 99
    )
    shown = [ARROWS.get(bound[action], key_label(bound[action])) for action in order if action in bound]
    return f"Keyboard: {' '.join(shown[:KEYS_SHOWN])} …"


def player_label(
    plan: SeatPlan, keys: RaceKeys = SCROOGE_KEYS, rebound: Mapping[str, str] | None = None
) -> str:
    """Who plays a seat on the setup screen: a bot by its level, a person by their device."""
    return device_words(plan.device, keys, rebound) if plan.human else bot_name(plan.level)


def _candidates(plans: list[SeatPlan], seat: int, direction: int) -> Iterator[tuple[SeatPlan, int | None]]:
    """The seat's choices after its own, in ``direction``, each with the seat already holding it (if any)."""
    holders = {plan.device: i for i, plan in enumerate(plans) if plan.human and i != seat}
    here = plans[seat].unnamed
    start = PLAYERS.index(here) if here in PLAYERS else (-1 if direction > 0 else 0)
    for step in range(1, len(PLAYERS) + 1):
        candidate = PLAYERS[(start + step * direction) % len(PLAYERS)]
        yield candidate, holders.get(candidate.device) if candidate.human else None


def next_player(plans: list[SeatPlan], seat: int, direction: int = 1) -> SeatPlan:
    """The seat's next (``direction`` -1: previous) choice in ``PLAYERS``, past devices others hold."""
    return next((plan for plan, holder in _candidates(plans, seat, direction) if holder is None), plans[seat])


def passed_over(
    plans: list[SeatPlan],
    seat: int,
    direction: int,
    keys: RaceKeys = SCROOGE_KEYS,
    rebound: Mapping[str, str] | None = None,
) -> str:
    """What ``next_player`` passed over, said: "Gamepad 1 is Seat 2's." ("" when nothing was)."""
    taken = []
    for plan, holder in _candidates(plans, seat, direction):
        if holder is None:
            break
        taken.append(f"{device_words(plan.device, keys, rebound)} is Seat {holder + 1}'s")
    return "; ".join(taken) + "." if taken else ""


def step_seats(plans: list[SeatPlan], step: int, fewest: int, most: int) -> None:
    """One seat more (a medium bot) or fewer, wrapping between ``fewest`` and ``most``."""
    wanted = len(plans) + step
    if wanted > most:
        wanted = fewest
    elif wanted < fewest:
        wanted = most
    del plans[wanted:]
    plans += [SeatPlan(False) for _ in range(wanted - len(plans))]


class RaceSetupScene(SeatSetupScene):
    """A race's setup screen: a device or a bot per seat, each device named by what a person holds."""

    offered = PLAYERS
    shared_devices = False
    keys: ClassVar[RaceKeys] = SCROOGE_KEYS

    def player_words(self, plan: SeatPlan) -> str:
        return player_label(plan, self.keys, self.app.settings.key_bindings)

    def _present(self, device: str) -> bool:
        """A remembered gamepad plays only if that many pads are plugged in now (pad2: two)."""
        if device not in GAMEPADS:
            return True
        return GAMEPADS.index(device) < len(self.app.pads().indices())

    def _passed_over(self, seat: int, step: int) -> str:
        return passed_over(self.setup.plans, seat, step, self.keys, self.app.settings.key_bindings)
