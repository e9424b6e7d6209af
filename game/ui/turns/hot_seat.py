"""Whose hand the one screen shows at a turn-based table, and how the table turns to put it at the bottom.

Issue 5: "Hot-seat for several people on one screen: hands hidden, a 'pass to
<name>' screen between human turns; with one person, their hand is always
shown" (DESIGN.md §3, hidden information). The decisions, as players at one
screen would expect them:

* No person (bots only, a demonstration): seat 1 at the bottom, its hand shown;
  nobody is there to hide it from.
* One person: their seat is always at the bottom and their hand always shown,
  also while the bots play, as at a real table.
* Two or more: when the turn comes to a person other than the one who last
  took the screen, the table hides behind "pass to <name>" until that person
  acknowledges it. While a bot plays the bottom seat stays the last person's
  (the table does not spin round) but their hand is face down: someone else
  may be looking already. The same person's turn coming round again after only
  bots have played needs no pass screen.
* Between rounds everyone looks at the table together, so no hand is shown as
  one person's: the rules say which hands are now public (Scorzo's all, a
  Scroker showdown's claims; never a hand that won unseen or folded). The first
  person to play the next round gets a pass screen even if they held it last.

Issue 24, people on phones: a person holding their hand on a phone is not at
the screen. Their hand is never shown on it (face down always, also when they
are the only person) and they never get a pass screen; the rules above count
only the people at the screen:

* One person at the screen (and any number on phones): their hand is always
  shown at the bottom, as with one person.
* Nobody at the screen, everyone on phones: seat 1 at the bottom and every
  hand face down, except at a round's end where the rules make hands public.

The rotation follows docs/layouts.md: the map's place ``seat(p+1)`` holds game
seat ``(v + p) % seats`` when seat ``v`` is at the bottom.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.seat_names import named_in, seat_names
from game.core.seats import SeatPlan


class HotSeat:
    """The screen's side of hidden hands: pass screens, the shown seat, the rotation."""

    def __init__(
        self, plans: Sequence[SeatPlan], names: Sequence[str] | None = None, private_hands: bool = True
    ) -> None:
        """``private_hands=False``: a game with nothing private (every face-down pile is face down to
        everyone, Schrum Schrum, Tač) needs no pass screen; the first person's seat stays at the bottom."""
        self.seats = len(plans)
        self.names = list(names) if names is not None else seat_names(plans)
        # The people who look at this screen for their hand: a person on a phone holds it there.
        self.humans = tuple(seat for seat, plan in enumerate(plans) if plan.human and not plan.phone)
        self.phones = tuple(seat for seat, plan in enumerate(plans) if plan.phone)
        self.shared = private_hands and len(self.humans) >= 2
        # The seat at the bottom: the only person's, else the person who last took the screen.
        self.bottom = self.humans[0] if self.humans else 0
        # Nobody at the screen but people on phones: no hand is anyone's to show here.
        self.nobody_looks = private_hands and not self.humans and bool(self.phones)
        self._holder: int | None = None if self.shared else self.bottom
        self._turn: int | None = None
        self._round_over = False

    def follow(self, turn: int | None, round_over: bool = False) -> None:
        """Tell the screen whose turn it is now (the rules' ``turn``; None while drawing for the deal).

        A round's end, on show to everyone, takes the screen from whoever held it: the
        first person to play the next round gets a pass screen even if they held it last.
        """
        self._turn, self._round_over = turn, round_over
        if round_over and self.shared:
            self._holder = None

    @property
    def needs_pass_screen(self) -> bool:
        """A person other than the one holding the screen is on turn: hide the table until they take it."""
        return (
            self.shared and not self._round_over and self._turn in self.humans and self._turn != self._holder
        )

    def named(self, message: str) -> str:
        """A message from the rules ("Seat 3 folds") as this table says it ("Ann folds")."""
        return named_in(message, self.names)

    @property
    def pass_to(self) -> str | None:
        """The name on the pass screen, when one is due."""
        return self.names[self._turn] if self.needs_pass_screen and self._turn is not None else None

    def acknowledge(self) -> None:
        """The person on turn pressed a key on the pass screen: their seat comes to the bottom, face up."""
        if self.needs_pass_screen:
            assert self._turn is not None
            self._holder = self.bottom = self._turn

    @property
    def shown_seat(self) -> int | None:
        """The seat whose hand is face up at the bottom, or None when the bottom hand is face down."""
        if self.nobody_looks:
            return None
        if not self.shared:
            return self.bottom
        if self._round_over or self.needs_pass_screen or self._turn != self._holder:
            return None
        return self.bottom

    # --- the rotation (docs/layouts.md) -------------------------------------------------

    def seat_at(self, place: int) -> int:
        """The game seat drawn in the map's place ``place`` (0 = the bottom)."""
        return (self.bottom + place) % self.seats

    def place_of(self, seat: int) -> int:
        """The map place where game seat ``seat`` is drawn."""
        return (seat - self.bottom) % self.seats

    def game_pile(self, map_pile: str) -> str:
        """The game's pile drawn in a map rectangle: ``seat2.hand`` of the map is the next seat's hand.

        ``draw`` and ``discard`` never move; the same holds for name strips (``seatN.name``).
        """
        head, dot, rest = map_pile.partition(".")
        if not head.startswith("seat") or not head[4:].isdigit():
            return map_pile
        return f"seat{self.seat_at(int(head[4:]) - 1) + 1}{dot}{rest}"
