"""The phone page in a real headless Chromium against the preview server (tools/phone_page_preview.py).

A person taps cards and buttons on each kind of action the app sends (the samples in
tests/phone_samples); the move the page sends must be the one the app offered, filled in as
the contract says. Also: the token leaves the address bar, a refusal shows its sentence, a lost
line reconnects by itself, ``bye`` stops it, and the join screen finds a seat by room code.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterator
from itertools import pairwise

import pytest

from tools.headless_chromium import LANDSCAPE, PORTRAIT, HeadlessChromium, chromium_missing, set_viewport
from tools.phone_page_person import button, tap_card, touch_card, wait_for
from tools.phone_page_preview import ROOM, PreviewServer, load_sample

pytestmark = pytest.mark.slow


def _need_chromium() -> None:
    missing = chromium_missing()
    if missing is None:
        return
    if os.environ.get("CI"):
        pytest.fail(f"{missing}; CI must install them")
    pytest.skip(missing)


@pytest.fixture(scope="module")
def preview() -> Iterator[PreviewServer]:
    server = PreviewServer(port=0)
    server.start()
    yield server
    server.stop()


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    _need_chromium()
    chromium = HeadlessChromium(PORTRAIT)
    yield chromium.driver
    chromium.quit()


@pytest.fixture
def page(preview: PreviewServer, browser) -> Callable[[str], object]:
    """Open a sample's seat link in a fresh page; the preview's move record starts empty."""

    def open_sample(sample: str) -> object:
        browser.get("about:blank")
        browser.get(preview.address)
        browser.execute_script("localStorage.clear()")
        preview.moves.clear()
        preview.refuse_with = None
        browser.get("about:blank")
        browser.get(preview.link(sample, load_sample(sample)["seat"]))
        wait_for(lambda: browser.find_elements("css selector", "#actions button, #hand .card"))
        return browser

    return open_sample


def sent_moves(preview: PreviewServer, count: int = 1) -> list[object]:
    wait_for(lambda: len(preview.moves) >= count)
    return [move for _sample, move in preview.moves]


def test_a_button_sends_its_move_and_the_token_leaves_the_address(page, preview) -> None:
    driver = page("scorzo_take")
    assert "token" not in driver.current_url
    assert driver.execute_script("return localStorage.getItem('cardtable.token')") == "scorzo_take"
    assert "Your turn" in driver.find_element("id", "waiting").text
    button(driver, "Take from the draw pile").click()
    assert sent_moves(preview) == [{"type": "TakeCard", "seat": 1, "source": "draw"}]


def test_pick_card_names_the_tapped_card_and_sends_it(page, preview) -> None:
    driver = page("scorzo_discard")
    assert not button(driver, "Discard").is_enabled()
    tap_card(driver, "star:8")
    discard = button(driver, "Discard")
    assert discard.text == "Discard 8 of stars"
    discard.click()
    assert sent_moves(preview) == [{"type": "Discard", "seat": 1, "card": "star:8"}]


def test_dragging_a_card_onto_the_discard_button_plays_it(page, preview) -> None:
    driver = page("scorzo_discard")
    chain = touch_card(driver, "circle:10@1").click_and_hold()
    for _ in range(4):
        chain.move_by_offset(0, 30)
    chain.move_to_element(button(driver, "Discard")).release().perform()
    assert sent_moves(preview) == [{"type": "Discard", "seat": 1, "card": "circle:10@1"}]


def test_dragging_a_card_along_the_hand_reorders_it_and_the_order_is_kept(page, preview) -> None:
    driver = page("scroker_bet")
    first = driver.find_element("css selector", "#hand .card").get_attribute("data-code")
    hand_box = driver.find_element("id", "hand")
    chain = touch_card(driver, first).click_and_hold()
    chain.move_to_element_with_offset(hand_box, hand_box.size["width"] // 2 - 4, 0).release().perform()
    order = [node.get_attribute("data-code") for node in driver.find_elements("css selector", "#hand .card")]
    assert order[-1] == first
    driver.refresh()
    wait_for(lambda: driver.find_elements("css selector", "#hand .card"))
    again = [node.get_attribute("data-code") for node in driver.find_elements("css selector", "#hand .card")]
    assert again == order
    assert preview.moves == []


def test_the_amount_dial_sends_the_chosen_raise(page, preview) -> None:
    driver = page("scroker_bet")
    assert button(driver, "Raise to").text == "Raise to 6"
    button(driver, "+").click()
    button(driver, "+").click()
    assert driver.find_element("css selector", ".amount .digits").text == "10"
    button(driver, "Raise to").click()
    assert sent_moves(preview) == [{"type": "Raise", "seat": 1, "amount": 3}]


def test_pick_cards_throws_the_tapped_cards_in_hand_order(page, preview) -> None:
    driver = page("scroker_draw")
    assert button(driver, "Stand pat").is_enabled()
    tap_card(driver, "lime:A")
    tap_card(driver, "lemon:L")
    button(driver, "Throw 2, draw 2").click()
    assert sent_moves(preview) == [{"type": "Draw", "seat": 1, "cards": ["lemon:L", "lime:A"]}]


def test_spell_builds_a_word_with_a_wild_letter_and_the_rest(page, preview) -> None:
    driver = page("scroker_spell")
    for code in ("lemon:L", "lime:O", "scroker#0"):
        tap_card(driver, code)
    wait_for(lambda: driver.find_element("id", "letter-picker").is_displayed())
    button(driver, "V").click()
    tap_card(driver, "chili:E2")
    tiles = [node.text for node in driver.find_elements("css selector", ".spell .word.current .tile")]
    assert tiles == ["L", "O", "V", "E"]
    assert not button(driver, "Lay out").is_enabled()
    button(driver, "Next word").click()
    button(driver, "Now the rest").click()
    tap_card(driver, "animal:M")
    button(driver, "Lay out").click()
    assert sent_moves(preview) == [
        {"type": "LayOut", "seat": 1, "words": ["lemon:L lime:O scroker#0=V chili:E2"], "rest": ["animal:M"]}
    ]


def test_the_suggested_claim_is_one_tap(page, preview) -> None:
    driver = page("scroker_spell")
    button(driver, "Use the suggested claim").click()
    assert sent_moves(preview) == [load_sample("scroker_spell")["actions"][0]["suggested"]]


def test_a_menu_option_sends_its_move(page, preview) -> None:
    driver = page("dealers_choice_menu")
    button(driver, "Spit in the Can").click()
    assert sent_moves(preview)[0]["deal"] == "spit"


def test_a_controller_button_calls_tac(page, preview) -> None:
    driver = page("tac_controller")
    button(driver, "Call Tač!").click()
    assert sent_moves(preview) == [{"type": "CallTac", "seat": 1}]


def test_a_refusal_shows_the_rules_sentence(page, preview) -> None:
    driver = page("scorzo_take")
    preview.refuse_with = "You must take a card before you discard."
    button(driver, "Take from the draw pile").click()
    toast = driver.find_element("id", "toast")
    wait_for(lambda: toast.is_displayed())
    assert toast.text == "You must take a card before you discard."


def test_a_lost_line_reconnects_and_bye_stops_it(page, preview) -> None:
    driver = page("scorzo_take")
    connection = driver.find_element("id", "connection")
    assert connection.text == "Connected"
    preview.drop_all()
    wait_for(lambda: "Retrying" in connection.text)
    wait_for(lambda: connection.text == "Connected", seconds=5)
    preview.send_all({"type": "bye", "text": "The table was closed."})
    wait_for(lambda: connection.text == "The table was closed.")
    assert not driver.find_elements("css selector", "#actions button")
    time.sleep(1.5)
    assert connection.text == "The table was closed."


def test_the_join_screen_finds_the_seat_by_room_code(preview, browser) -> None:
    driver = browser
    driver.get("about:blank")
    driver.get(preview.address)
    driver.execute_script("localStorage.clear()")
    driver.refresh()
    field = wait_for(
        lambda: [node for node in driver.find_elements("id", "room-code") if node.is_displayed()]
    )[0]
    field.send_keys(ROOM.lower())
    assert field.get_attribute("value") == ROOM
    wait_for(lambda: driver.find_elements("css selector", "#free-seats button"))
    button(driver, "tac_controller").click()
    wait_for(lambda: "Call Tač!" in driver.find_element("id", "actions").text)
    assert driver.execute_script("return localStorage.getItem('cardtable.token')") == "tac_controller"
    assert driver.find_element("id", "seat-name").text == "Ann"


def test_eleven_cards_fit_the_width_in_portrait_and_landscape(page, browser) -> None:
    def fits() -> None:
        driver = page("scorzo_discard")
        hand_box = driver.find_element("id", "hand").rect
        cards = [node.rect for node in driver.find_elements("css selector", "#hand .card")]
        assert len(cards) == 11
        assert all(
            hand_box["x"] <= card["x"] and card["x"] + card["width"] <= hand_box["x"] + hand_box["width"] + 1
            for card in cards
        )
        strips = [after["x"] - before["x"] for before, after in pairwise(cards)]
        assert min(strips) >= 20, "each card shows a strip wide enough for its corner"
        assert driver.execute_script("return document.documentElement.scrollWidth <= innerWidth")

    fits()
    set_viewport(browser, LANDSCAPE)
    try:
        fits()
    finally:
        set_viewport(browser, PORTRAIT)


def test_a_malformed_state_leaves_a_working_page(page, preview) -> None:
    driver = page("scorzo_take")
    junk = load_sample("scorzo_take") | {
        "waiting": "Still here.",
        "seats": [None, 5, {"name": 3}],
        "table": [None, {"label": None, "cards": "x"}],
        "hand": [None, {"code": 7}, {"code": "star:8", "image": 5}],
        "actions": [None, {"kind": "menu", "options": [None, {"label": "Go", "move": {"type": "TakeCard"}}]}],
        "story": "not a list",
    }
    preview.send_all(junk)
    wait_for(lambda: driver.find_element("id", "waiting").text == "Still here.")
    assert button(driver, "Go").is_enabled()
    assert [node.text for node in driver.find_elements("css selector", "#seats strong")] == ["3"]
    assert len(driver.find_elements("css selector", "#piles li")) == 1
    assert driver.find_elements("css selector", "#story li") == [], "the old story is not left standing"
    preview.send_all(load_sample("scorzo_take"))
    wait_for(lambda: "Your turn" in driver.find_element("id", "waiting").text)
    button(driver, "Take from the draw pile").click()
    assert sent_moves(preview) == [{"type": "TakeCard", "seat": 1, "source": "draw"}]


def test_a_stale_link_forgets_its_token_and_offers_the_join_screen(preview, browser) -> None:
    driver = browser
    driver.get("about:blank")
    driver.get(f"{preview.address}#seat=1&token=from-last-week")
    note = driver.find_element("id", "join-note")
    wait_for(lambda: note.is_displayed() and "not valid" in note.text)
    assert note.text == "This link is not valid any more. Type the room code to join again."
    assert driver.execute_script("return localStorage.getItem('cardtable.token')") is None
    assert driver.find_element("id", "room-code").is_displayed()


def test_a_second_link_opened_in_the_same_tab_takes_that_seat(page, preview) -> None:
    driver = page("scorzo_take")
    driver.execute_script("location.hash = '#seat=1&token=tac_controller'")
    wait_for(lambda: "Call Tač!" in driver.find_element("id", "actions").text)
    assert "token" not in driver.current_url
    assert driver.execute_script("return localStorage.getItem('cardtable.token')") == "tac_controller"
    assert not driver.find_elements("css selector", "#hand .card"), "the Scorzo hand is gone"
