"""Choosing a race's seats: each person on a device of their own (the mouse, a key preset, a gamepad).

Everyone plays at once, so a device plays at most one seat: a seat's choices step through
the devices and the bot levels, skipping devices another seat holds. Scrooge's and
Repezita's setup screens share these steps.
"""

from __future__ import annotations

from game.core.bot_levels import Level
from game.core.seats import DEVICES, SeatPlan

PLAYERS: tuple[SeatPlan, ...] = (
    *(SeatPlan(True, device) for device in DEVICES),
    *(SeatPlan(False, level=level) for level in Level),
)


def player_label(plan: SeatPlan) -> str:
    if not plan.human:
        return f"bot, {plan.level.value}"
    if plan.gamepad:
        return f"gamepad {plan.device}"
    return "mouse" if plan.device == "mouse" else f"keyboard {plan.device}"


def next_player(plans: list[SeatPlan], seat: int, direction: int = 1) -> SeatPlan:
    """The seat's next (``direction`` -1: previous) choice in ``PLAYERS``, skipping devices others hold."""
    taken = {plan.device for i, plan in enumerate(plans) if plan.human and i != seat}
    start = PLAYERS.index(plans[seat]) if plans[seat] in PLAYERS else (-1 if direction > 0 else 0)
    for step in range(1, len(PLAYERS) + 1):
        candidate = PLAYERS[(start + step * direction) % len(PLAYERS)]
        if not (candidate.human and candidate.device in taken):
            return candidate
    return plans[seat]


def step_seats(plans: list[SeatPlan], step: int, fewest: int, most: int) -> None:
    """One seat more (a medium bot) or fewer, wrapping between ``fewest`` and ``most``."""
    wanted = len(plans) + step
    if wanted > most:
        wanted = fewest
    elif wanted < fewest:
        wanted = most
    del plans[wanted:]
    plans += [SeatPlan(False) for _ in range(wanted - len(plans))]
