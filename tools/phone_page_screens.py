"""Screenshots of the phone page against the preview server, portrait and landscape, to look at.

Every sample as it arrives, then the moments between: a picked card, two cards to throw, the
wild card's letter sheet, a half-spelled word, a refusal's toast, a lost line, a closed table,
and the join screen before and after the room code.

    python tools/phone_page_screens.py --out /tmp/phone-shots
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.headless_chromium import LANDSCAPE, PORTRAIT, HeadlessChromium, chromium_missing
from tools.phone_page_person import button, tap_card
from tools.phone_page_preview import ROOM, PreviewServer, load_sample, sample_names

SETTLE_SECONDS = 0.6


def shoot(server: PreviewServer, out: Path, orientation: str, size: tuple[int, int]) -> list[Path]:
    chromium = HeadlessChromium(size)
    driver = chromium.driver
    taken: list[Path] = []

    def open_sample(name: str) -> None:
        driver.get("about:blank")
        driver.get(server.link(name, load_sample(name)["seat"]))
        time.sleep(SETTLE_SECONDS)

    def save(name: str) -> None:
        time.sleep(0.3)
        path = out / f"{name}-{orientation}.png"
        driver.save_screenshot(str(path))
        taken.append(path)

    try:
        for name in sample_names():
            open_sample(name)
            save(name)
        open_sample("scorzo_discard")
        tap_card(driver, "star:8")
        save("picked")
        open_sample("scroker_draw")
        tap_card(driver, "lime:A")
        tap_card(driver, "lemon:L")
        save("throw-two")
        open_sample("scroker_spell")
        for code in ("lemon:L", "lime:O", "scroker#0"):
            tap_card(driver, code)
        save("letter-sheet")
        button(driver, "V").click()
        tap_card(driver, "chili:E2")
        save("spelling")
        open_sample("scorzo_take")
        server.refuse_with = "You must take a card before you discard."
        button(driver, "Take from the draw pile").click()
        save("refusal")
        server.refuse_with = None
        server.drop_all()
        save("reconnecting")
        time.sleep(1.5)
        server.send_all({"type": "bye", "text": "The table was closed."})
        save("closed")
        driver.get("about:blank")
        driver.get(server.address)
        driver.execute_script("localStorage.clear()")
        driver.refresh()
        time.sleep(SETTLE_SECONDS)
        save("join")
        driver.find_element("id", "room-code").send_keys(ROOM.lower())
        time.sleep(SETTLE_SECONDS)
        save("join-seats")
    finally:
        chromium.quit()
    return taken


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True, help="folder for the PNG files")
    arguments = parser.parse_args()
    missing = chromium_missing()
    if missing:
        sys.exit(f"phone_page_screens {missing}")
    arguments.out.mkdir(parents=True, exist_ok=True)
    server = PreviewServer(port=0)
    server.start()
    try:
        for orientation, size in (("portrait", PORTRAIT), ("landscape", LANDSCAPE)):
            for path in shoot(server, arguments.out, orientation, size):
                print(path)
    finally:
        server.stop()


if __name__ == "__main__":
    main()
