"""Debian's Chromium under Selenium, started the one way the phone tests agree on (the contract).

Never Selenium Manager (it would download a browser): ``/usr/bin/chromedriver`` drives
``/usr/bin/chromium`` with a fresh profile, headless, no network chatter of its own. The
viewport is set exactly (a phone's CSS pixels), not the window, whose frame varies.
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

CHROMIUM = Path("/usr/bin/chromium")
CHROMEDRIVER = Path("/usr/bin/chromedriver")
FLAGS = (
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",  # a container's small /dev/shm crashes Chromium's renderer otherwise
)
PORTRAIT = (390, 844)
LANDSCAPE = (844, 390)


def chromium_missing() -> str | None:
    """Why no browser can start here, or None when Chromium and its driver are installed."""
    if CHROMIUM.exists() and CHROMEDRIVER.exists():
        return None
    return "needs Debian's chromium and chromium-driver (/usr/bin/chromium, /usr/bin/chromedriver)"


def set_viewport(driver, size: tuple[int, int]) -> None:
    """A phone's screen in CSS pixels, touch-sized (``mobile``), at scale 1 for plain screenshots."""
    width, height = size
    metrics = {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": True}
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", metrics)


class HeadlessChromium:
    """One browser with its own throw-away profile; ``quit`` removes the profile too."""

    def __init__(self, size: tuple[int, int] = PORTRAIT) -> None:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service

        self.profile = tempfile.mkdtemp(prefix="cardtable-chromium-")
        options = webdriver.ChromeOptions()
        options.binary_location = str(CHROMIUM)
        for flag in (*FLAGS, f"--user-data-dir={self.profile}", f"--window-size={size[0]},{size[1]}"):
            options.add_argument(flag)
        self.driver = webdriver.Chrome(service=Service(str(CHROMEDRIVER)), options=options)
        set_viewport(self.driver, size)

    def quit(self) -> None:
        self.driver.quit()
        shutil.rmtree(self.profile, ignore_errors=True)
