"""How a person uses the phone page, in Selenium terms: read a button, tap a card, wait.

Shared by the browser tests and the screenshot tool, so both tap what a person can see:
cards overlap in the hand, so a tap lands on the strip at a card's left edge, not its centre.
"""

from __future__ import annotations

import time
from collections.abc import Callable


def wait_for(condition: Callable[[], object], seconds: float = 6.0) -> object:
    """The condition's first true value; an AssertionError if it stays false ``seconds`` long."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        value = condition()
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError(f"waited {seconds} s in vain for {condition.__doc__ or 'the page'}")


def button(driver, text: str):
    """The button whose words start with ``text``, as a person reads it."""
    buttons = driver.find_elements("css selector", "button")
    found = [node for node in buttons if node.text.startswith(text)]
    assert found, f"no button reading {text!r}: {[node.text for node in buttons]}"
    return found[0]


def touch_card(driver, code: str):
    """A pointer on the strip of the hand card ``code`` that shows."""
    from selenium.webdriver.common.action_chains import ActionChains

    card = driver.find_element("css selector", f'#hand .card[data-code="{code}"]')
    return ActionChains(driver).move_to_element_with_offset(card, -card.size["width"] // 2 + 6, 0)


def tap_card(driver, code: str) -> None:
    touch_card(driver, code).click().perform()
