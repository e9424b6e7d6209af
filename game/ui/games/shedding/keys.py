"""The keys of the Schrum Schrum and Tač tables: one set for whoever is on turn, one call key per person.

A turn needs few keys, and people at one keyboard take turns, so the person
on turn uses the same ones: Space or T turns the face-down pile's top card; C
sends the turned card to the centre, a seat's number (1–8, written on its
strip) onto that seat's face-up pile, O onto one's own (ending the turn);
Escape lets go of a card held. A call of "Tač!" is not taken in turn, so each
person has a call key of their own, far apart on the keyboard, so two people
at one keyboard each have one (seed: "a key … per person").
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.seats import SeatPlan

TURN_KEYS = ("space", "t")
CENTRE_KEY = "c"
OWN_PILE_KEY = "o"
CANCEL_KEY = "escape"
CALL_KEYS = ("z", "m", "q", "p", "x", "n", "w", "b")  # the first person's, the second's, …


def pile_key(seat: int) -> str:
    """The key that sends the turned card onto seat ``seat``'s face-up pile: its number."""
    return str(seat + 1)


def call_keys(plans: Sequence[SeatPlan]) -> dict[int, str]:
    """Each person's seat at the screen and their call key, in seat order (a phone calls on its page)."""
    people = [seat for seat, plan in enumerate(plans) if plan.at_screen]
    return dict(zip(people, CALL_KEYS, strict=False))


def target_of_key(name: str, seat: int, seats: int, centre: str, open_pile_of: dict[int, str]) -> str | None:
    """The pile a key sends ``seat``'s turned card to, or None when the key names no pile."""
    if name == CENTRE_KEY:
        return centre
    if name == OWN_PILE_KEY:
        return open_pile_of[seat]
    if name.isdigit() and 1 <= int(name) <= seats:
        return open_pile_of[int(name) - 1]
    return None


def table_key_names(plans: Sequence[SeatPlan]) -> list[str]:
    """Every key the table gives its players (the finishing order ignores them)."""
    digits = [pile_key(seat) for seat in range(len(plans))]
    return [*TURN_KEYS, CENTRE_KEY, OWN_PILE_KEY, *digits, *call_keys(plans).values()]
