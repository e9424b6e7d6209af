"""Two people hold their hands on phones (real headless Chromium pages over loopback) against a bot.

Issue 24's browser tests: a Scorzo round and a Scroker deal played to their ends from the phones'
pages, the big screen (the dummy video driver) checked all along: no pass screen, no phone seat's
hand face up, who is connected; each page checked to hold its own seat's hand and nothing else;
a phone that reloads or goes away and comes back; the pages told when the table closes.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from tools.headless_chromium import chromium_missing

pytestmark = pytest.mark.slow

if chromium_missing() and not os.environ.get("CI"):
    pytest.skip(chromium_missing() or "", allow_module_level=True)

from tests.phone_table_run import PhoneTable  # noqa: E402  (after the skip: it starts browsers)

TWO_PHONES = "human:phone=Ann,human:phone=Bob,bot:normal"
SHOTS = os.environ.get("CARDTABLE_PHONE_SHOTS")  # a folder: the tests also leave screenshots there


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    return tmp_path


def own_hand(run: PhoneTable, seat: int) -> set[str]:
    """The seat's hand as the rules hold it, by the codes the phones are sent."""
    state = run.table.state
    return {state.save_card(card) for card in state.piles[f"seat{seat + 1}.hand"].cards}


def check_screens(run: PhoneTable) -> None:
    """What must hold at every moment: the big screen shows no phone seat's hand and asks nobody to
    look away; each page comes to hold exactly its own seat's hand (in the phone's own order)."""
    assert run.table.view.shown_hand is None, "a phone seat's hand is face up on the big screen"
    assert run.pass_screens == 0, "a pass screen came although everyone holds a phone"
    for seat in run.phone_seats:
        run.until(lambda seat=seat: set(run.hand_codes(seat)) == own_hand(run, seat), 15)


def scorzo_turn(run: PhoneTable, seat: int) -> bool:
    """A person on the page: draw for the deal, take from the draw pile, or discard the last card
    of their hand (tap it, then Discard). True when something was pressed."""
    buttons = run.buttons(seat, enabled=False)
    for action in ("draw-for-dealer", "take-draw"):
        if action in buttons and buttons[action].is_enabled():
            buttons[action].click()
            return True
    if "discard" in buttons:
        run.tap_card(seat, run.hand_codes(seat)[-1])
        run.press(seat, "discard")
        return True
    return False


def test_two_phones_play_a_scorzo_round_to_its_end(home: Path) -> None:
    run = PhoneTable("scorzo", TWO_PHONES, {"rounds": 1})
    try:
        assert run.joining_screen_open, "the Phones screen opens over the table"
        run.until(lambda: not run.joining_screen_open, 15)  # closes by itself once both joined
        assert all(run.table.phones.seat_note(seat) == "phone ✓" for seat in run.phone_seats)
        pressed, deadline = 0, time.monotonic() + 300
        while not run.table.state.is_over():
            assert time.monotonic() < deadline, f"the round did not end ({pressed} presses)"
            acted = any(scorzo_turn(run, seat) for seat in run.phone_seats)
            pressed += acted
            run.frames(0.3 if acted else 0.1)
            if not run.table.state.is_over():
                check_screens(run)
            if SHOTS and pressed == 8:
                run.screenshot_phone(0, Path(SHOTS) / "scorzo-phone-portrait.png")
                run.screenshot_table(Path(SHOTS) / "scorzo-big-screen.png")
        assert pressed >= 6, "both phones took and discarded"
        run.frames(1.0)
        for seat in run.phone_seats:
            text = run.page_text(seat)
            assert "Game over" in text, text[:300]
    finally:
        run.close()


def test_two_phones_play_a_scroker_deal_and_deal_the_next_from_a_phone(home: Path) -> None:
    run = PhoneTable("scroker", TWO_PHONES, {})
    try:
        run.until(lambda: not run.joining_screen_open, 15)
        pressed, deadline = set(), time.monotonic() + 240
        while run.table.state.phase.name != "DEAL_OVER":
            assert time.monotonic() < deadline, f"the deal did not end (pressed {pressed})"
            for seat in run.phone_seats:
                buttons = run.buttons(seat)
                for action in ("open", "call", "check", "draw", "spell-suggested", "let-stand"):
                    if action in buttons:
                        buttons[action].click()
                        pressed.add(action)
                        break
            run.frames(0.25)
            if run.table.state.phase.name != "DEAL_OVER":
                check_screens(run)
        assert {"open", "draw", "spell-suggested"} <= pressed, pressed
        run.frames(1.0)
        assert type(run.app.stack.top).__name__ == "ScrokerDealOverScene"
        for seat in run.phone_seats:
            assert "The deal is over" in run.page_text(seat)
        # Nobody need be at the big screen: a phone deals the next hand and the panel closes.
        run.until(lambda: "next-deal" in run.buttons(1), 15)
        run.press(1, "next-deal")
        run.until(lambda: run.app.stack.top is run.table, 15)
        assert run.table.state.view(0).deal_number == 2
    finally:
        run.close()


def test_a_phone_that_goes_away_comes_back_to_its_seat_and_the_pages_hear_the_table_close(home: Path) -> None:
    run = PhoneTable("scorzo", TWO_PHONES, {"rounds": 1})
    try:
        run.until(lambda: not run.joining_screen_open, 15)
        run.until(lambda: "draw-for-dealer" in run.buttons(0), 10)
        run.driver(0).get("about:blank")  # the phone sleeps: its page is gone
        run.until(lambda: run.table.phones.seat_note(0) == "phone away", 10)
        assert run.table.phones.waiting_words(0) == "Waiting for Ann's phone to reconnect."
        run.driver(0).get(run.link.address)  # back, with no token in the address: the page remembers it
        run.until(lambda: run.table.phones.connected(0), 10)
        run.until(lambda: "draw-for-dealer" in run.buttons(0), 10)
        run.driver(1).refresh()  # a reload keeps the seat and its hand
        run.until(lambda: run.table.phones.connected(1) and "Bob" in run.page_text(1), 10)
        run.app.nav.title()  # the table closes: its server stops and every page hears it
        run.frames(0.3)
        for seat in run.phone_seats:
            run.until(lambda seat=seat: "The table was closed" in run.page_text(seat), 10)
    finally:
        run.close()


def test_a_phone_is_a_controller_at_tac(home: Path) -> None:
    """At Tač nothing is private: the phone is the seat's buttons (turn, play, keep, call "Tač!")."""
    run = PhoneTable("tac", "human:phone=Ann,bot:normal", {})
    try:
        run.until(lambda: not run.joining_screen_open, 15)
        made, deadline = 0, time.monotonic() + 120
        while made < 12 and not run.table.state.is_over():
            assert time.monotonic() < deadline, f"only {made} of the phone's moves were made"
            buttons = run.buttons(0)
            for action in ("tac", "play-centre", "turn", "keep"):
                if action in buttons:
                    before = len(run.table.state.history)
                    buttons[action].click()
                    run.until(lambda before=before: len(run.table.state.history) > before, 15)
                    made += 1
                    break
            run.frames(0.2)
        assert run.pass_screens == 0
        assert any(move.seat == 0 for move in run.table.state.history), "the phone played"
    finally:
        run.close()
