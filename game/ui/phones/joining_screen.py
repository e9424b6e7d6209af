"""The "Phones" screen: how each person on a phone joins their seat (issue 24).

It opens over the table as a table with phone seats starts: one QR code per phone seat,
large and crisp enough to scan from a couch, with the seat's name in its colour, "Scan with
the phone's camera", the link itself and whether that phone has joined; once at the bottom
the address and room code to type on a phone whose camera will not scan. It closes by itself
when every phone has joined, or with Play on (Enter, Escape): the table waits for a phone
seat's move anyway. From the table's menu ("Phones…") it also offers a new link for a seat
whose phone was lost (the old link stops working). A link that could not start shows here
as a sentence, with the way back to the setup.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.core.protocol import GameSpec
from game.ui.app_services import AppServices
from game.ui.look import theme
from game.ui.look.widgets import draw_text, fitting_pixels, shortened, wrap_lines
from game.ui.menus.menu import ABOVE_TITLE, BELOW_TITLE, TITLE_TEXT, MenuItem, MenuScene
from game.ui.phones.qr_drawing import DrawnQr, draw_qr, qr_modules
from game.ui.phones.table_phones import TablePhones

MOST_ACROSS = 6  # seats side by side; more (Schrum Schrum's eight) go on two rows
LARGE_FOR = 3  # this many seats or fewer get the larger codes
QR_LARGE, QR_SMALL = 300, 240  # virtual pixels of a code (never smaller: it is scanned from a couch)
SCAN_WORDS = "Scan with the phone's camera"
NO_SERVER = "Without the phone server the phone seats cannot play: change them at the setup."
NAME_TEXT, SCAN_TEXT, LINK_TEXT, STATE_TEXT, FOOT_TEXT = 36, 26, 20, 30, 28
CARD_GAP = 24  # virtual: between two seats' cards
LINK_LINES = 6  # the link wraps onto at most this many lines under its code (large text needs more)
HELD_WORDS = "Playing on their phone. The code shows again if it goes away."
STATE_WORDS = {"joined": "joined ✓", "away": "away", "waiting": "waiting"}


def link_lines(link: str, pixels: int, width: int, most: int = LINK_LINES) -> list[str]:
    """A link broken anywhere (it has no spaces) into lines of ``width``; the last one shortened."""
    face = theme.font(pixels)
    lines: list[str] = []
    rest = link
    while rest and len(lines) < most - 1:
        cut = len(rest)
        while cut > 1 and face.size(rest[:cut])[0] > width:
            cut -= 1
        lines.append(rest[:cut])
        rest = rest[cut:]
    return [*lines, shortened(rest, pixels, width)] if rest else lines


class PhonesScene(MenuScene):
    """Over the table: each phone seat's code and state; ``from_menu`` adds the new links."""

    transparent = True

    def __init__(
        self,
        app: AppServices,
        spec: GameSpec,
        phones: TablePhones,
        keep_told: Callable[[], None],
        from_menu: bool = False,
    ) -> None:
        """``keep_told``: the table tells its phones how it stands (it does not run under this screen)."""
        self.spec, self.phones, self.keep_told, self.from_menu = spec, phones, keep_told, from_menu
        self.title = "Phones" if phones.link is not None else "Phones could not start"
        self.seats = sorted(phones.seats)
        self._codes: dict[int, tuple[str, list[list[bool]]]] = {}
        self._states = self._seat_states()
        self.drawn: dict[int, DrawnQr] = {}  # where each seat's code was drawn last (tests sample it)
        super().__init__(app)

    # --- what the screen says and offers ------------------------------------------------------

    def items(self) -> list[MenuItem]:
        if self.phones.link is None:
            return [("Back to the setup", self._to_setup), ("Main menu", self.app.nav.title)]
        renew: list[MenuItem] = [("New link…", self._choose_renewal)] if self.from_menu else []
        return [("Play on", self.back), *renew]

    @property
    def columns(self) -> int:  # type: ignore[override]
        return 2 if self.from_menu and self.phones.link is not None else 1

    def text_lines(self) -> list[str]:
        if self.phones.link is None:
            return [self.phones.failure, NO_SERVER]
        return []

    def back(self) -> None:
        """Escape: play on (the table waits for a phone's move anyway), or with no phones the setup."""
        if self.phones.link is None:
            self._to_setup()
        else:
            self.app.stack.pop()

    def _to_setup(self) -> None:
        """The table is left (the game stays in progress) for its setup, where the seats can change."""
        self.app.nav.title()
        self.app.nav.set_up(self.spec)

    def _choose_renewal(self) -> None:
        self.app.stack.push(NewLinkScene(self.app, self.phones, self.renew))

    def renew(self, seat: int) -> None:
        """A lost phone's seat gets a fresh link; the old one stops working."""
        if self.phones.link is not None:
            self.phones.link.new_link(seat)
            self._codes.pop(seat, None)
            self.rebuild()

    def _seat_states(self) -> tuple[str, ...]:
        def state(seat: int) -> str:
            if self.phones.connected(seat):
                return "joined"
            return "away" if self.phones.joined(seat) else "waiting"

        return tuple(state(seat) for seat in self.seats)

    def update(self, seconds: float) -> None:
        """The seats' states as they change; every phone joined closes the screen opened at the start."""
        super().update(seconds)
        if self.phones.link is None:
            return
        self.keep_told()
        states = self._seat_states()
        if states != self._states:
            self._states = states
            self.app.stack.changed = True  # the table's strips under this screen say it too
            if not self.from_menu and self.phones.all_joined():
                self.app.stack.pop()

    # --- layout -----------------------------------------------------------------------------------

    @property
    def across(self) -> int:
        count = max(1, len(self.seats))
        return count if count <= MOST_ACROSS else -(-count // 2)

    @property
    def rows(self) -> int:
        return -(-len(self.seats) // self.across) if self.phones.link is not None else 0

    @property
    def qr_side(self) -> int:
        return QR_LARGE if len(self.seats) <= LARGE_FOR else QR_SMALL

    @property
    def card_width(self) -> float:
        return self.qr_side + 40

    def _link_room(self) -> int:
        """Window pixels a link's line may take on a seat's card."""
        viewport = self.app.viewport
        return viewport.length(self.card_width) - viewport.length(24)

    def _link_rows(self) -> int:
        """The most lines any seat's link takes under its code at this text size."""
        if self.phones.link is None:
            return 0
        pixels = self.app.viewport.length(LINK_TEXT)
        link = self.phones.link
        return max(len(link_lines(link.link(seat), pixels, self._link_room())) for seat in self.seats)

    @property
    def card_height(self) -> float:
        scan = len(wrap_lines(SCAN_WORDS, self.app.viewport.length(SCAN_TEXT), self._link_room()))
        lines = [NAME_TEXT, *[SCAN_TEXT] * scan, *[LINK_TEXT] * self._link_rows(), STATE_TEXT]
        return self.qr_side + 24 + sum(self._line_height(pixels) for pixels in lines)

    @property
    def panel_width(self) -> int:  # type: ignore[override]
        return max(760, round(self.across * (self.card_width + CARD_GAP) + 96))

    def title_height(self) -> float:
        return max(100, ABOVE_TITLE + self._line_height(TITLE_TEXT, bold=True) + BELOW_TITLE)

    def heading_height(self) -> float:
        """The title, then the seats' cards and the line to type, above the buttons."""
        if self.phones.link is None:
            return super().heading_height()
        foot = 2 * self._line_height(FOOT_TEXT) + 16
        return self.title_height() + self.rows * (self.card_height + CARD_GAP) + foot

    # --- drawing ----------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect]:
        if self.phones.link is None:
            return super().draw(surface, full)
        if not (full or self.needs_full_draw):
            return []
        viewport = self.app.viewport
        x, top, width, _ = self.panel_box
        box = self.draw_panel_and_title(surface, top + self.title_height() / 2)
        y = top + self.title_height()
        for row in range(self.rows):
            seats = self.seats[row * self.across : (row + 1) * self.across]
            left = x + (width - len(seats) * (self.card_width + CARD_GAP) + CARD_GAP) / 2
            for index, seat in enumerate(seats):
                self._draw_seat(surface, seat, left + index * (self.card_width + CARD_GAP), y)
            y += self.card_height + CARD_GAP
        self._draw_foot(surface, y, box)
        for button in self.buttons:
            button.draw(surface, viewport)
        self.needs_full_draw = False
        return [surface.get_rect()]

    def _modules(self, seat: int) -> tuple[str, list[list[bool]]]:
        """The seat's link and its code, made once per link."""
        assert self.phones.link is not None
        link = self.phones.link.link(seat)
        if self._codes.get(seat, ("",))[0] != link:
            self._codes[seat] = (link, qr_modules(link))
        return self._codes[seat]

    def _draw_seat(self, surface: pygame.Surface, seat: int, left: float, top: float) -> None:
        """One seat's card: its name in its colour, the code, how to scan it, the link, its state."""
        viewport = self.app.viewport
        card = viewport.rect(left, top, self.card_width, self.card_height)
        pygame.draw.rect(surface, theme.PANEL_EDGE, card, width=2, border_radius=viewport.length(12))
        room = card.w - viewport.length(24)
        colour = theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]
        y = top + 8

        def line(text: str, size: int, ink: tuple[int, int, int], bold: bool = False) -> None:
            nonlocal y
            pixels = fitting_pixels(text, viewport.length(size), room, bold)
            shown = shortened(text, pixels, room, bold)
            at = viewport.to_screen(left + self.card_width / 2, y)
            draw_text(surface, shown, at, pixels, ink, bold, "midtop", card)
            y += self._line_height(size, bold)

        line(self.phones.seats[seat], NAME_TEXT, colour, bold=True)
        state = self._states[self.seats.index(seat)]
        if state == "joined":
            # A seat whose phone holds it shows no code: anyone looking at the screen could scan it and
            # take that hand over. A lost phone's seat shows it again once away; New link… moves it now.
            self.drawn.pop(seat, None)
            y += self.qr_side / 2 - self._line_height(SCAN_TEXT)
            for part in wrap_lines(HELD_WORDS, viewport.length(SCAN_TEXT), self._link_room()):
                line(part, SCAN_TEXT, theme.INK)
        else:
            link, modules = self._modules(seat)
            spot = viewport.rect(
                left + (self.card_width - self.qr_side) / 2, y + 4, self.qr_side, self.qr_side
            )
            self.drawn[seat] = draw_qr(surface, spot, modules)
            y += self.qr_side + 12
            for part in wrap_lines(SCAN_WORDS, viewport.length(SCAN_TEXT), self._link_room()):
                line(part, SCAN_TEXT, theme.INK)
            for part in link_lines(link, viewport.length(LINK_TEXT), self._link_room()):
                line(part, LINK_TEXT, theme.INK_DIM)
        y = top + self.card_height - self._line_height(STATE_TEXT, True) - 4
        line(STATE_WORDS[state], STATE_TEXT, theme.GOLD if state == "joined" else theme.INK, bold=True)

    def _draw_foot(self, surface: pygame.Surface, y: float, box: pygame.Rect) -> None:
        """Once for all seats: the address and room code to type, for a camera that will not scan."""
        assert self.phones.link is not None
        viewport = self.app.viewport
        x, _, width, _ = self.panel_box
        link = self.phones.link
        room = viewport.length(width - 80)
        for text in (f"Or open {link.address}", f"and type room code {link.room_code}"):
            pixels = fitting_pixels(text, viewport.length(FOOT_TEXT), room)
            shown = shortened(text, pixels, room)
            draw_text(
                surface,
                shown,
                viewport.to_screen(x + width / 2, y),
                pixels,
                theme.INK,
                within=box,
                anchor="midtop",
            )
            y += self._line_height(FOOT_TEXT)


class NewLinkScene(MenuScene):
    """Which seat's phone was lost: that seat gets a new link and its old one stops working."""

    title = "New link"
    transparent = True

    def __init__(self, app: AppServices, phones: TablePhones, renew: Callable[[int], None]) -> None:
        self.phones, self.renew = phones, renew
        super().__init__(app)

    def text_lines(self) -> list[str]:
        return ["For a phone that was lost or given away: its old link stops working."]

    def items(self) -> list[MenuItem]:
        seats = sorted(self.phones.seats)
        renew = [
            (f"New link for {self.phones.seats[seat]}", lambda s=seat: self.close_then(lambda: self.renew(s)))
            for seat in seats
        ]
        return [*renew, ("Back", self.back)]
