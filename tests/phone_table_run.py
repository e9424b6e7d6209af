"""A table on the big screen (the dummy video driver) whose phone seats are real Chromium pages.

The browser tests and the screenshot tool share it: the app runs headless in this process, its
phone server on loopback, and each phone seat is a headless Chromium that opened its seat's link.
A phone player here is a person who reads the page: it presses the buttons the page shows (by
the action they carry), taps a card the page shows, and waits for the page to change. It never
looks at the rules' state; the tests do, to check what each screen shows.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

import pygame
from selenium.common.exceptions import StaleElementReferenceException

from game.core import registry
from game.core.seats import parse_players
from game.phones.on_demand import PhoneLayer
from game.ui.app import App
from game.ui.phones.joining_screen import PhonesScene
from game.ui.phones.supply import provide
from game.ui.turns.pass_screen import PassScreenScene
from game.ui.turns.turn_table import TurnTableScene
from tools.headless_chromium import PORTRAIT, HeadlessChromium

FRAME = 1 / 60
LOOPBACK = PhoneLayer(bind="127.0.0.1", host="127.0.0.1", port=0)


class PhoneTable:
    """The app with one table open, and a browser per phone seat on that seat's link."""

    def __init__(self, game_id: str, players: str, options: dict, seed: int = 7) -> None:
        provide(LOOPBACK)
        self.app = App(window=(1280, 720), headless=True, advice_in_background=False)
        self.app.running = True
        spec = registry.get(game_id)
        plans = parse_players(players, spec.seats, shared_devices=True, choices=spec.seat_choices())
        assert self.app.nav.open_table(spec, seed, plans, options)
        table = self.app.stack.top
        assert isinstance(table, TurnTableScene)
        self.table = table
        self.pass_screens = 0  # pass screens seen over the table: none may come with phones
        self.frames(0.1)
        assert table.phones is not None, "the table has no phone seats"
        assert table.phones.link is not None, table.phones.failure
        self.link = table.phones.link
        self.phone_seats = sorted(table.phones.seats)
        self.browsers: dict[int, HeadlessChromium] = {}
        try:
            for seat in self.phone_seats:
                browser = HeadlessChromium(PORTRAIT)
                self.browsers[seat] = browser
                browser.driver.get(self.link.link(seat))
        except Exception:
            self.close()
            raise

    def close(self) -> None:
        for browser in self.browsers.values():
            browser.quit()
        self.app.stack.close_all()
        provide(None)

    # --- time -------------------------------------------------------------------------------

    def frames(self, seconds: float) -> None:
        """Run the app's frames in real time (the phones' pages answer meanwhile)."""
        end = time.monotonic() + seconds
        while True:
            self.app.step(FRAME)
            if isinstance(self.app.stack.top, PassScreenScene):
                self.pass_screens += 1
            if time.monotonic() >= end:
                return
            time.sleep(FRAME / 2)

    def until(self, condition: Callable[[], object], seconds: float = 10.0) -> object:
        """Run frames until ``condition`` holds; an AssertionError naming it after ``seconds``."""
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            value = condition()
            if value:
                return value
            self.frames(0.05)
        raise AssertionError(f"waited {seconds} s in vain for {condition.__doc__ or condition}")

    # --- what a person on a phone sees and does ------------------------------------------------

    def driver(self, seat: int):
        return self.browsers[seat].driver

    def buttons(self, seat: int, enabled: bool = True) -> dict[str, object]:
        """The page's action buttons on show (``enabled``: only those that can be pressed now), by the
        action they carry; a pick-card button is greyed until a card is picked.

        The page redraws whenever the table sends it news, which can replace a button between finding
        it and asking about it (stale); the buttons are then read again, as a person looks again."""
        for _ in range(20):
            try:
                found = {}
                for node in self.driver(seat).find_elements("css selector", "button[data-action]"):
                    if node.is_displayed() and (node.is_enabled() or not enabled):
                        found.setdefault(node.get_attribute("data-action"), node)
                return found
            except StaleElementReferenceException:
                time.sleep(0.05)
        raise AssertionError(f"seat {seat + 1}'s page kept redrawing its buttons for a second")

    def hand_codes(self, seat: int) -> list[str]:
        """The cards on the page, in its order, read in one go inside the page, so a redraw between
        finding the cards and reading them cannot leave a stale one."""
        script = "return Array.from(document.querySelectorAll('#hand .card'), n => n.dataset.code)"
        return list(self.driver(seat).execute_script(script))

    def page_text(self, seat: int) -> str:
        return self.driver(seat).find_element("css selector", "body").text

    def press(self, seat: int, action: str) -> None:
        self.buttons(seat)[action].click()  # type: ignore[attr-defined]

    def tap_card(self, seat: int, code: str) -> None:
        from tools.phone_page_person import tap_card

        tap_card(self.driver(seat), code)

    # --- pictures -------------------------------------------------------------------------------

    def screenshot_phone(self, seat: int, path: Path) -> None:
        self.driver(seat).save_screenshot(str(path))

    def screenshot_table(self, path: Path) -> None:
        self.app.stack.top.needs_full_draw = True
        self.app.step(FRAME)
        pygame.image.save(pygame.display.get_surface(), str(path))

    @property
    def joining_screen_open(self) -> bool:
        return isinstance(self.app.stack.top, PhonesScene)
