"""Setting up a game played in turns: the seats, who plays each, then the game's own choices.

Each button shows a value and moves it on when chosen, as on the race setup screens.
A seat is a person or a bot at one of three levels; people take turns at the one screen
with the mouse and the keys, so any number of seats may be people (with two or more, a
"pass to" screen hides each hand from the others where hands are private). Where the app
has its phone layer and the game takes phones, a seat may also be a person on a phone
(issue 24): they hold their hand on it, so they never need the screen to themselves. Each game's
setup (Scorzo's rounds, Scroker's deals, Schrum Schrum's faces) adds its own button and
says which of its remembered options still fit (``take_options``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core.bot_levels import Level
from game.core.seat_names import bot_name
from game.core.seats import PHONE, SeatPlan
from game.ui.menus.menu import MenuItem
from game.ui.menus.seat_choices import SeatSetupScene
from game.ui.phones import supply

PLAYERS: tuple[SeatPlan, ...] = (SeatPlan(True, "mouse"), *(SeatPlan(False, level=level) for level in Level))
ON_A_PHONE = SeatPlan(True, PHONE)
MIN_SEATS, MAX_SEATS = 2, 6
PHONES_LINE = "Phones: each person on a phone holds their hand there; no pass screen."
PHONES_OFFER = "Phones: set a seat's player to 'phone' to hold that hand on a phone."
SEAT_WITH_PHONES = (  # a seat's button explained where phones are offered (assets/help/setup.json: without)
    "Who plays this seat: a person at this screen, a person on their own phone (their hand is on it), "
    "or a computer player (easy, normal or hard)."
)


def players_for(game_id: str) -> tuple[SeatPlan, ...]:
    """Who a seat may be at this game: "person on a phone" comes after "person" where phones are offered."""
    if not supply.offered(game_id):
        return PLAYERS
    return (PLAYERS[0], ON_A_PHONE, *PLAYERS[1:])


def player_label(plan: SeatPlan) -> str:
    if plan.phone:
        return "phone"
    return "person" if plan.human else bot_name(plan.level)


@dataclass
class TurnSetup:
    """What the screen has chosen so far; starts as one person against a normal and a hard bot."""

    plans: list[SeatPlan] = field(
        default_factory=lambda: [SeatPlan(True, "mouse"), SeatPlan(False), SeatPlan(False, level=Level.HARD)]
    )
    seat_choices: tuple[int, ...] = tuple(range(MIN_SEATS, MAX_SEATS + 1))  # the game's (spec.seat_choices)

    def cycle_seats(self, step: int = 1) -> None:
        """The next (``step`` -1: the previous) seat count the game is dealt for, wrapping round.

        New seats are normal bots. The counts need not follow on: Schrum Schrum is dealt for 2, 4 or 8.
        """
        if step > 0:
            larger = [count for count in self.seat_choices if count > len(self.plans)]
            wanted = larger[0] if larger else self.seat_choices[0]
        else:
            smaller = [count for count in self.seat_choices if count < len(self.plans)]
            wanted = smaller[-1] if smaller else self.seat_choices[-1]
        del self.plans[wanted:]
        self.plans += [SeatPlan(False) for _ in range(wanted - len(self.plans))]

    def cycle_player(self, seat: int, step: int = 1, players: tuple[SeatPlan, ...] = PLAYERS) -> None:
        """The seat's next (``step`` -1: previous) player of those the game offers, wrapping round."""
        here = self.plans[seat].unnamed
        index = next((i for i, plan in enumerate(players) if plan == here), -1 if step > 0 else 0)
        self.plans[seat] = players[(index + step) % len(players)]

    def options(self) -> dict[str, Any]:
        """The game's options as chosen here (each game's setup adds its own)."""
        return {}

    def take_options(self, options: dict[str, Any]) -> list[str]:
        """Remembered options that still fit are taken; a note for each that does not (none here)."""
        return []


class TurnSetupScene(SeatSetupScene):
    """Seats, players and the game's length or look; Start deals the game at its table."""

    setup: TurnSetup
    about_one_person = ""  # the line shown when one person plays against bots

    @property
    def offered(self) -> tuple[SeatPlan, ...]:  # type: ignore[override]
        return players_for(self.spec.id)

    def _step_player(self, seat: int, step: int) -> None:
        self.hint = self._passed_over(seat, step)
        self.setup.cycle_player(seat, step, self.offered)

    def _new_setup(self) -> TurnSetup:
        return TurnSetup(seat_choices=self.spec.seat_choices())

    def player_words(self, plan: SeatPlan) -> str:
        return player_label(plan)

    def intro(self) -> list[str]:
        """How the people see their hands: by turns at the screen, or on their phones."""
        phones = self.phone_lines()
        at_screen = sum(plan.human and not plan.phone for plan in self.setup.plans)
        if at_screen > 1:
            return [
                f"{at_screen} people take turns at this screen: a 'pass to' screen hides each hand.",
                *phones,
            ]
        return [self.about_one_person, *phones] if self.about_one_person else phones

    def explanation(self, label: str) -> str:
        """A seat's button says a phone may play it where phones are offered."""
        if label.startswith("Seat ") and supply.offered(self.spec.id):
            return SEAT_WITH_PHONES
        return super().explanation(label)

    def phone_lines(self) -> list[str]:
        """The line about phones wherever they are offered: how to seat one, then what it means.
        Always one line, so the buttons below stay where they are when a seat becomes a phone."""
        if any(plan.phone for plan in self.setup.plans):
            return [PHONES_LINE]
        return [PHONES_OFFER] if supply.offered(self.spec.id) else []

    def items(self) -> list[MenuItem]:
        entries = self.seat_entries()
        entries.append(self._length_item())
        entries += [("Start", self.start), ("Rules  (F1)", self.show_rules), ("Back", self.back)]
        return entries

    def _length_item(self) -> MenuItem:
        """The button after the seats: how long the game lasts, or how it looks."""
        raise NotImplementedError
