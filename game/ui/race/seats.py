"""The people at a race table on keys and pads: each seat's buttons, and which key or pad plays it.

Scrooge and Repezita seat people the same way (DESIGN.md §8): each keyboard seat gets its
game's preset with the player's rebindings (``bind_presets``), each pad seat the game's pad
map, and a ``PadRoster`` says which plugged-in pad plays which pad seat. While a pad seat
has no pad the whole race waits (``unplugged``). What a press does is the game's own seat
object (``make``); nothing here draws.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Generic, Protocol, TypeVar

from game.core.seats import SeatPlan
from game.ui.app_services import AppServices
from game.ui.input.gamepads import PadRoster, unplugged_text
from game.ui.input.key_presets import SCROOGE_KEYS, Binding, RaceKeys, bind_presets
from game.ui.input.pad_buttons import PAD_BUTTONS, pad_binding

KEY_NOTE_SECONDS = 10.0  # how long the status line says a rebinding was ignored or a pad failed


class ButtonPlayer(Protocol):
    seat: int
    binding: Binding


Buttons = TypeVar("Buttons", bound=ButtonPlayer)


class RaceSeats(Generic[Buttons]):
    """The key and pad seats of one table, and the roster of its pads."""

    def __init__(
        self,
        app: AppServices,
        plans: Sequence[SeatPlan],
        make: Callable[[int, Binding], Buttons],
        keys: RaceKeys = SCROOGE_KEYS,
        pad_buttons: Mapping[str, str] = PAD_BUTTONS,
    ) -> None:
        self.app = app
        keyboard = [seat for seat, plan in enumerate(plans) if plan.keyboard]
        bindings, self.key_notes = bind_presets(
            [plans[seat].device for seat in keyboard], app.settings.key_bindings, keys
        )
        self.keyboards = {seat: make(seat, binding) for seat, binding in zip(keyboard, bindings, strict=True)}
        self.key_actions = {
            code: (buttons, action)
            for buttons in self.keyboards.values()
            for code, action in buttons.binding.codes.items()
        }
        self.pads = {
            seat: make(seat, pad_binding(plan.device, pad_buttons))
            for seat, plan in enumerate(plans)
            if plan.gamepad
        }
        self.pad_seat_of = {pads.binding.preset: pads for pads in self.pads.values()}
        self.roster = PadRoster(list(self.pad_seat_of), app.pads()) if self.pads else None
        if self.roster is not None:
            app.device_watchers.append(self.roster.device_event)

    def close(self) -> None:
        """Let the pads go, so the next table starts its own roster."""
        if self.roster is not None:
            self.app.device_watchers.remove(self.roster.device_event)
            self.roster.close()

    @property
    def button_seats(self) -> dict[int, Buttons]:
        return {**self.keyboards, **self.pads}

    def unplugged(self) -> str | None:
        """Whose pad is missing, said over the table; None when every pad seat has its pad."""
        return unplugged_text(self.roster, {seat: pads.binding.preset for seat, pads in self.pads.items()})

    def pad_action(self, instance_id: int, button: int) -> tuple[Buttons, str] | None:
        """The seat and action of a pad's button; None for a pad no seat has, or an idle button."""
        name = self.roster.name_of(instance_id) if self.roster is not None else None
        pads = self.pad_seat_of.get(name or "")
        if pads is None or button not in pads.binding.codes:
            return None
        return pads, pads.binding.codes[button]

    def status_note(self, waiting: str | None, elapsed: float) -> tuple[str, bool] | None:
        """Why the race waits, or a rebinding ignored or a pad that would not open (at first); else None."""
        pad_notes = self.roster.notes[-1:] if self.roster is not None else []
        if waiting:
            return " ".join([f"{waiting}.", *pad_notes]), True
        notes = [*self.key_notes, *pad_notes]
        if notes and elapsed < KEY_NOTE_SECONDS:
            return "; ".join(notes), True
        return None
