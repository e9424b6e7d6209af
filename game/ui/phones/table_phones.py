"""A turn table's phone seats: its server, the moves its phones send, what it tells them (issue 24).

The table owns one ``TablePhones`` when any seat is a person on a phone. As the table opens
it renders the cards its phones may be shown and starts the phone layer's link (``start``);
each frame (``tick``) it makes the moves the phones sent, in arrival order, once the table
has shown what came before (a move made while the table is still resting waits), sends a
move the rules refuse back to its phone with their reason (the big screen says nothing more),
and tells every phone how the table stands, building nothing when nothing changed. The link
stops with the table (``stop``). A link that cannot start leaves a sentence (``failure``) the
joining screen shows, with the way back to the setup.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from game.core.seats import SeatPlan
from game.ui.look import theme
from game.ui.phones import supply
from game.ui.phones.supply import PhoneLink

AWAY_NOTE = "phone away"  # a phone seat's strip: its phone had joined and is gone (asleep, out of Wi-Fi)
ON_NOTE = "phone ✓"  # its phone is on the page
NOT_YET_NOTE = "phone not joined"  # nobody has opened its link yet


class PhonedTable(Protocol):
    """What ``tick`` needs of a turn table (``TurnTableScene``)."""

    state: Any
    names: list[str]

    def caught_up(self) -> bool: ...

    def attempt(self, move: Any) -> bool: ...

    def public_story(self) -> list[str]: ...


def colour_code(colour: tuple[int, int, int]) -> str:
    return "#{:02x}{:02x}{:02x}".format(*colour)


def seat_colour(seat: int) -> str:
    """The seat's theme colour as the phone page writes it ("#f0c83c"), the same as its mark's."""
    return colour_code(theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)])


def sentence(reason: str) -> str:
    """A rules' reason ("that card is not in your hand") as a sentence for a phone."""
    return reason[:1].upper() + reason[1:] + ("" if reason.endswith(".") else ".")


class TablePhones:
    """The phone seats of one table and their link (None until started, and when it failed)."""

    def __init__(self, plans: Sequence[SeatPlan], names: Sequence[str]) -> None:
        self.seats = {seat: names[seat] for seat, plan in enumerate(plans) if plan.phone}
        self.phones = tuple(plan.phone for plan in plans)
        self.colours = tuple(seat_colour(seat) for seat in range(len(plans)))
        self.link: PhoneLink | None = None
        self.failure = ""  # why the phones could not start, said to the players
        self.waiting: list[Any] = []  # moves the phones sent that wait for the table to catch up
        self._told: tuple[Any, ...] | None = None  # what the phones were last shown, in short

    # --- the link's life --------------------------------------------------------------------

    def start(self, game_name: str, state: Any, pictures: Any) -> None:
        """Start the link for ``state``'s game; ``pictures(codes)`` renders the cards (code → PNG).

        The phone layer's own error cannot be named here (the UI may not import it); its words are
        a sentence for the player, so any failure to start is kept as ``failure`` and shown.
        """
        try:
            make = supply.factory()
            self.link = make(game_name, dict(self.seats), pictures(make.card_codes(state)))
            self.link.start()
        except LookupError as error:
            self.link, self.failure = None, str(error)
        except Exception as error:  # the phone layer's PhoneRoomError, whose words are a sentence
            self.link, self.failure = None, str(error) or "The phone server could not start."

    def stop(self) -> None:
        """Phones are told the table was closed and the port is freed; a second stop does nothing."""
        link, self.link = self.link, None
        if link is not None:
            link.stop()

    # --- each frame -------------------------------------------------------------------------

    def tick(self, table: PhonedTable) -> None:
        """Make the moves the phones sent, in order, once the table is caught up; then tell them."""
        if self.link is None:
            return
        self.waiting += self.link.moves(table.state)
        while self.waiting and table.caught_up():
            move = self.waiting.pop(0)
            why = table.state.why_illegal(move)
            if why is not None:
                self.link.refuse(move.seat, sentence(why))
            else:
                table.attempt(move)
        self.tell(table)

    def turn_away(self, table: PhonedTable, why: str) -> None:
        """The table cannot take moves now (another screen covers it): each phone's move is answered
        with ``why`` and dropped, never made later on a table its person no longer sees as it was."""
        if self.link is None:
            return
        for move in [*self.waiting, *self.link.moves(table.state)]:
            self.link.refuse(move.seat, why)
        self.waiting.clear()
        self.tell(table)

    def tell(self, table: PhonedTable) -> None:
        """Every phone's view of the table, sent only when the table, its story or a phone changed."""
        if self.link is None:
            return
        story = table.public_story()
        connected = tuple(self.connected(seat) for seat in range(len(self.phones)))
        told = (id(table.state), len(table.state.history), len(story), connected)
        if told == self._told:
            return
        self._told = told
        self.link.show(
            table.state,
            names=list(table.names),
            colours=list(self.colours),
            phones=list(self.phones),
            story=story,  # the phone layer keeps the newest few
        )

    # --- what the table says about its phones -------------------------------------------------

    def connected(self, seat: int) -> bool:
        """A seat's phone is on the page now (a seat without a phone is always there)."""
        if seat not in self.seats:
            return True
        return self.link is not None and self.link.connected(seat)

    def joined(self, seat: int) -> bool:
        return self.link is not None and self.link.ever_joined(seat)

    def away(self, seat: int) -> bool:
        """A phone that had joined is not connected now (asleep, out of Wi-Fi, its page closed)."""
        return seat in self.seats and self.joined(seat) and not self.connected(seat)

    def seat_note(self, seat: int) -> str:
        """What a seat's strip says of its phone, so the table shows who is connected ("" for no phone)."""
        if seat not in self.seats or self.link is None:
            return ""
        if self.connected(seat):
            return ON_NOTE
        return AWAY_NOTE if self.joined(seat) else NOT_YET_NOTE

    def waiting_words(self, seat: int | None) -> str:
        """The status line while the table waits for a phone seat's move ("" for any other seat): the
        game's own words would tell them to click the screen, which is not where they play."""
        if seat is None or seat not in self.seats or self.link is None:
            return ""  # no link: the joining screen says why, and the table cannot go on
        name = self.seats[seat]
        if self.away(seat):
            return f"Waiting for {name}'s phone to reconnect."
        if not self.joined(seat):
            return f"Waiting for {name} to join on their phone (Esc, then Phones… shows the code)."
        return f"Waiting for {name}'s phone."

    def all_joined(self) -> bool:
        return all(self.connected(seat) for seat in self.seats)
