"""Judging a remembered setup against the game as it is now: what still fits comes back, the rest
falls back to the default with a sentence (issue 21: each game's setup is remembered).

The store (``game.storage.setups``) keeps text; only the setup screen knows which players
it offers, which devices are plugged in and which option values the game takes, so the
judging is here. A stored choice never crashes a screen: at worst it is the default again.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.core.decoding import printable
from game.core.seats import SeatPlan
from game.storage.setups import RememberedSetup

FALLBACK = SeatPlan(False)  # a seat whose remembered player cannot be: a normal bot, as a new seat is


@dataclass
class RecalledSeats:
    """The seats as they come back, each person's name, and what had to change, in sentences."""

    plans: list[SeatPlan]
    names: list[str]
    notes: list[str] = field(default_factory=list)


def recalled_seats(
    remembered: RememberedSetup,
    offered: Sequence[SeatPlan],
    counts: Sequence[int],
    present: Callable[[str], bool] = lambda _device: True,
    shared_devices: bool = True,
    words: Callable[[SeatPlan], str] = lambda plan: plan.controller,
) -> RecalledSeats | None:
    """The remembered seats that fit: a count the game is not dealt for gives None (the defaults);
    a player the screen no longer ``offered``, a device not ``present`` or (at a race,
    ``shared_devices`` False) one an earlier seat holds gives that seat a normal bot."""
    count = len(remembered.players)
    if count not in counts:
        return None
    by_controller = {plan.controller: plan for plan in offered}
    plans: list[SeatPlan] = []
    notes: list[str] = []
    for seat, controller in enumerate(remembered.players):
        plan = by_controller.get(controller)
        if plan is None:
            notes.append(f"Seat {seat + 1}'s player last time, {printable(controller)}, is not offered now")
            plan = FALLBACK
        elif plan.human and not present(plan.device):
            notes.append(f"{words(plan)} is not plugged in, so Seat {seat + 1} is a bot for now")
            plan = FALLBACK
        elif plan.human and not shared_devices and any(p.human and p.device == plan.device for p in plans):
            notes.append(f"{words(plan)} cannot play two seats, so Seat {seat + 1} is a bot")
            plan = FALLBACK
        plans.append(plan)
    names = list(remembered.names[:count]) + [""] * (count - len(remembered.names))
    return RecalledSeats(
        plans, [name if plan.human else "" for plan, name in zip(plans, names, strict=True)], notes
    )


def recalled_option(
    options: dict[str, Any], key: str, choices: Sequence[Any], default: Any, notes: list[str]
) -> Any:
    """The remembered value of option ``key`` if the game still offers it (of the same kind: a stored
    1 is not True), else ``default``, with a note when there was a value that no longer fits."""
    if key not in options:
        return default
    value = options[key]
    if any(value == choice and type(value) is type(choice) for choice in choices):
        return value
    notes.append(f"the option {key} = {printable(value)} is not offered now, so it is back to its default")
    return default
