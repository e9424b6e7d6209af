"""Who sits at a table: ``--players human:mouse,bot:hard,bot:medium`` or a plain count (DESIGN.md §5)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.core.arguments import ArgumentRefused, quoted, whole_number
from game.core.bot_levels import Level
from game.core.seat_names import clean_name

KEYBOARD_PRESETS = ("keys1", "keys2", "keys3", "keys4")  # assets/keys/race_presets.json
GAMEPADS = (
    "pad1",
    "pad2",
    "pad3",
    "pad4",
)  # in the order the pads are plugged in (game/ui/input/gamepads.py)
DEVICES = ("mouse", *KEYBOARD_PRESETS, *GAMEPADS)
PHONE = "phone"  # a person holding their hand on their own phone (issue 24); each phone seat is its own phone


@dataclass(frozen=True)
class SeatPlan:
    """One seat: a person on a device, or a bot at a level; ``name`` is what a person typed for
    themselves at the setup screen ("" until then: the table says "Seat N")."""

    human: bool
    device: str = ""
    level: Level = Level.MEDIUM
    name: str = ""

    @property
    def unnamed(self) -> SeatPlan:
        """Who plays the seat without the name: setups step through players by this."""
        return SeatPlan(self.human, self.device, self.level)

    @property
    def keyboard(self) -> bool:
        return self.human and self.device in KEYBOARD_PRESETS

    @property
    def gamepad(self) -> bool:
        return self.human and self.device in GAMEPADS

    @property
    def phone(self) -> bool:
        """A person who plays on their own phone, not at the screen (DESIGN.md §12)."""
        return self.human and self.device == PHONE

    @property
    def at_screen(self) -> bool:
        """A person at the big screen: the mouse, keys and pads there play for this seat (never for a
        phone seat, whose moves come only from the phone holding its token)."""
        return self.human and self.device != PHONE

    @property
    def controller(self) -> str:
        return f"human:{self.device}" if self.human else f"bot:{self.level.value}"


def parse_players(
    text: str | None,
    seats: tuple[int, int],
    shared_devices: bool = False,
    choices: Sequence[int] | None = None,
    subject: str = "this game",
    game_name: str = "",
) -> list[SeatPlan]:
    """The seats in order; a count N means the mouse in seat 1 and medium bots in the rest.

    ``human`` alone is ``human:mouse``; a person may be named, ``human:keys1=Ann``. At a table
    where people take turns (``shared_devices``) several seats may name the same device: they pass it on.
    ``human:phone`` may name several seats anywhere: each phone seat is its own phone.
    ``choices`` are the seat counts the game is dealt for when not every count in
    ``seats`` is (``GameSpec.seat_choices``: Schrum Schrum is 2, 4 or 8). The count is
    checked before any seat is made, so ``--players 9999999999`` costs nothing. A refusal is
    said of ``subject`` ("--players takes 2 to 6 seats for Scrooge, not 7" from the command
    line, where ``game_name`` is given).
    """
    unit = f"seats for {game_name}" if game_name else "seats"
    low, high = seats
    allowed = list(choices) if choices else list(range(low, high + 1))
    default = next((count for count in allowed if count > low), allowed[0])
    text = (text or str(default)).strip()
    if text[:1].isdigit():
        count = seat_count(text, seats, allowed, subject, unit)
        return [SeatPlan(True, "mouse")] + [SeatPlan(False) for _ in range(count - 1)]
    parts = seat_texts(text, seats, subject, unit)
    plans = [_seat(part) for part in parts]
    seat_count(str(len(plans)), seats, allowed, subject, unit)
    devices = [plan.device for plan in plans if plan.human and not plan.phone]
    if not shared_devices and len(devices) != len(set(devices)):
        raise ValueError("each device can play only one seat")
    return plans


def seat_count(
    text: str, seats: tuple[int, int], allowed: Sequence[int], subject: str = "--players", unit: str = "seats"
) -> int:
    """A count of seats within the game's, read before anything is built for them."""
    low, high = seats
    count = whole_number(text, subject, low, high, unit)
    if count not in allowed:
        counts = ", ".join(str(n) for n in allowed[:-1]) + f" or {allowed[-1]}"
        raise ArgumentRefused(f"{subject} takes {counts} {unit}, not {count}")
    return count


def seat_texts(
    text: str, seats: tuple[int, int], subject: str = "--players", unit: str = "seats"
) -> list[str]:
    """The seats a list like ``human:mouse,bot:hard`` names, refused before reading each one when
    there are more than the game seats."""
    low, high = seats
    if text.count(",") >= high:
        raise ArgumentRefused(f"{subject} takes {low} to {high} {unit}, not {text.count(',') + 1:,}")
    return [part.strip() for part in text.split(",") if part.strip()]


def _seat(part: str) -> SeatPlan:
    """One seat's words: ``bot:LEVEL``, or ``human:DEVICE`` and perhaps ``=NAME`` (``human:keys1=Ann``)."""
    said, named, typed = part.partition("=")
    kind, _, detail = said.strip().partition(":")
    if kind == "bot" and not named:
        return SeatPlan(False, level=Level.parse(detail or "medium"))
    if kind == "human":
        detail = detail or "mouse"
        if detail in DEVICES or detail == PHONE:
            return SeatPlan(True, detail, name=clean_name(typed))
        raise ValueError(
            f"the seat {quoted(part)} names no device; a person plays on human:mouse, human:keys1-keys4, "
            "human:pad1-pad4 (pads in the order they are plugged in) or human:phone"
        )
    raise ValueError(f"a seat is human:DEVICE (=NAME if you like) or bot:LEVEL, not {quoted(part)}")
