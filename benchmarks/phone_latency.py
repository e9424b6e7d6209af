"""From a tap on a phone to the card moving on the big screen, and what the phone server costs (issue 24).

    python benchmarks/phone_latency.py [--play 120] [--scroker 90] [--browser-taps 20]

The real app (dummy video driver) runs on the main thread at 60 frames a second in real time;
its table's eight seats are all phones on loopback: web-socket clients on one asyncio thread
(``phone_crowd``), each saying hello with its seat's token and the page's headers, reading its
``state`` messages and, on its turn, sending the move of the button a person presses after a
person's pause (not counted). Schrum Schrum (turn, then play) and Scroker (check or call, stand
pat, the suggested claim, let it stand, deal the next hand), eight seats each.

Latency: from the client's send (``time.perf_counter``, same process) to the end of the app frame
in which the table handed that move's first event to its view (the move is made by the table's
``attempt``; the event leaves the table's ``pending`` in that frame's update). Split into: send to
the frame that took the move from the server ("to the table"), the wait while the table finished
showing the move before it ("table busy"), and the move to the end of the frame showing it.
A sample of taps from a real Chromium page (one seat of a Schrum table; ``performance.timeOrigin
+ performance.now()`` at the click against ``time.time()`` at the frame end) adds the page.

The server's cost: the process's resident memory before the first room starts, with eight phones
connected and idle, and after the play; the CPU time of the server's thread ("phone-room") per
second, idle (10 s) and under play. Target: p95 <= 50 ms. Nothing here fails on time.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import REPO, Row, Summary, render_table, use_headless_env, verdict

use_headless_env()

from phone_crowd import PhoneCrowd, Taps  # noqa: E402

from game.core import registry  # noqa: E402
from game.core.seats import parse_players  # noqa: E402
from game.phones.on_demand import PhoneLayer  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.games.scroker.deal_over import ScrokerDealOverScene  # noqa: E402
from game.ui.phones.supply import provide  # noqa: E402
from game.ui.turns.turn_table import TurnTableScene  # noqa: E402

SAMPLES = REPO / "benchmarks" / "results" / "phone-latency.json"  # the taps, for race_phone.py
FRAME = 1 / 60
TARGET = 0.050
SEATS = 8
PAUSE = (0.4, 1.2)  # seconds a person takes to read the phone and tap (not counted)
IDLE_SECONDS = 10.0
BROWSER_WITHIN = 300.0  # seconds the page may take for its taps
SUMMARY_READ = 1.5  # seconds the players read a Scroker deal's summary before "Next deal" on the big screen
SHOWN_WITHIN = 10.0  # seconds: a move not shown by then is counted as lost
NAMES = ("Ann", "Bob", "Cleo", "Dev", "Emma", "Finn", "Gus", "Hana")
BROWSER_SEAT = 0
BROWSER_PAUSE = (0.2, 0.5)  # the other seats' pause while the page plays: more taps a minute
# The button a person on the page presses: turn, play to the centre, another play, keep (one look).
PAGE_BUTTON = """
const shown = [...document.querySelectorAll('button[data-action]')]
  .filter(b => !b.disabled && b.offsetParent !== null);
const named = a => shown.find(b => b.dataset.action === a);
return named('turn') || named('play-centre')
  || shown.find(b => b.dataset.action.startsWith('play-')) || named('keep') || null;
"""
CLICK_CLOCK = """
window.cardtableTaps = [];
document.addEventListener('click', function (event) {
  if (event.target.closest('button[data-action]')) {
    window.cardtableTaps.push(performance.timeOrigin + performance.now());
  }
}, true);
"""


def rss_mib() -> float:
    """This process's resident memory (VmRSS), MiB."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def thread_cpu(name: str) -> float:
    """CPU seconds used so far by the live thread called ``name`` (0 if there is none)."""
    for thread in threading.enumerate():
        if thread.name == name and thread.ident is not None:
            return time.clock_gettime(time.pthread_getcpuclockid(thread.ident))
    return 0.0


@dataclass
class Made:
    """One move the table made, on its way to the screen."""

    seat: int
    sent: float | None  # the phone client's send (perf_counter); None for the browser's seat
    arrived: float  # start of the frame whose update took it from the server
    made: float  # the table's ``attempt``
    made_wall: float  # the same, time.time()
    first_event: object | None


@dataclass
class Shown:
    seat: int
    sent: float | None
    arrived: float
    made: float
    made_wall: float
    frame_end: float
    frame_end_wall: float


@dataclass
class Watch:
    """The table's instruments: its ``attempt`` and its phone link's ``moves``, wrapped."""

    taps: Taps
    frame_start: float = 0.0
    arrivals: dict[int, list[float]] = field(default_factory=dict)
    on_way: list[Made] = field(default_factory=list)
    shown: list[Shown] = field(default_factory=list)
    lost: int = 0

    def attach(self, table: TurnTableScene) -> None:
        assert table.phones is not None and table.phones.link is not None
        link, attempt = table.phones.link, table.attempt
        link_moves = link.moves

        def moves(state: Any) -> list[Any]:
            found = link_moves(state)
            for move in found:
                self.arrivals.setdefault(move.seat, []).append(self.frame_start)
            return found

        def timed_attempt(move: Any) -> bool:
            before = len(table.pending)
            made = attempt(move)
            if made:
                queue = self.arrivals.get(move.seat)
                phone = bool(queue)  # otherwise the move was made on the big screen
                arrived = queue.pop(0) if phone else self.frame_start  # type: ignore[union-attr]
                sent = self.taps.take(move.seat) if phone else None
                first = table.pending[before] if len(table.pending) > before else None
                self.on_way.append(Made(move.seat, sent, arrived, time.perf_counter(), time.time(), first))
            return made

        link.moves = moves  # type: ignore[method-assign]
        table.attempt = timed_attempt  # type: ignore[method-assign]

    def frame_ended(self, table: TurnTableScene) -> None:
        """The moves whose first event left the table's queue in this frame are on the screen now."""
        end, end_wall = time.perf_counter(), time.time()
        still = []
        for made in self.on_way:
            waiting = made.first_event is not None and any(e is made.first_event for e in table.pending)
            if waiting and end - made.made < SHOWN_WITHIN:
                still.append(made)
            elif waiting:
                self.lost += 1
            else:
                self.shown.append(
                    Shown(made.seat, made.sent, made.arrived, made.made, made.made_wall, end, end_wall)
                )
        self.on_way = still


class BigScreen:
    """The app, headless, stepped at 60 frames a second in real time on this thread."""

    def __init__(self) -> None:
        provide(PhoneLayer(bind="127.0.0.1", host="127.0.0.1", port=0))
        self.app = App(window=(1280, 720), headless=True, advice_in_background=False)
        self.app.running = True
        self.table: TurnTableScene | None = None
        self.watch: Watch | None = None
        self._last = time.perf_counter()
        self._summary_since: float | None = None

    def open(self, game_id: str, seed: int, options: dict[str, Any]) -> TurnTableScene:
        spec = registry.get(game_id)
        players = ",".join(f"human:phone={name}" for name in NAMES[:SEATS])
        plans = parse_players(players, spec.seats, shared_devices=True, choices=spec.seat_choices())
        assert self.app.nav.open_table(spec, seed, plans, options)
        table = self.app.stack.scenes[0]
        assert isinstance(table, TurnTableScene)
        self.table = table
        self.frames(0.1)
        assert table.phones is not None and table.phones.link is not None, (
            table.phones and table.phones.failure
        )
        return table

    def close(self) -> None:
        self.app.stack.close_all()
        self.table = self.watch = None

    def frames(self, seconds: float) -> None:
        end = time.perf_counter() + seconds
        while time.perf_counter() < end:
            started = time.perf_counter()
            if self.watch is not None:
                self.watch.frame_start = started
            self.app.step(started - self._last)
            self._last = started
            if self.watch is not None and self.table is not None:
                self.watch.frame_ended(self.table)
            time.sleep(max(0.0, started + FRAME - time.perf_counter()))

    def next_deal_when_read(self) -> None:
        """A Scroker deal's summary over the table: someone presses "Next deal" once it has been read."""
        summary = self.app.stack.top
        if not isinstance(summary, ScrokerDealOverScene) or summary.over:
            self._summary_since = None
            return
        if self._summary_since is None:
            self._summary_since = time.perf_counter()
        elif time.perf_counter() - self._summary_since > SUMMARY_READ:
            dict(summary.items())["Next deal"]()
            self._summary_since = None

    def start_timing(self, crowd: PhoneCrowd, table: TurnTableScene, taps: Taps) -> None:
        """The phones join, their joining screen closes, and from now on each tap is timed."""
        crowd.start()
        crowd.wait_welcomed(self.frames)
        self.until_table_on_top()
        self.watch = Watch(taps)
        self.watch.attach(table)
        crowd.tapping.set()

    def until_table_on_top(self) -> None:
        end = time.perf_counter() + 5
        while self.app.stack.top is not self.table:
            if time.perf_counter() > end:
                raise RuntimeError("the joining screen stayed open with every phone joined")
            self.frames(0.05)


@dataclass
class Play:
    """One game's figures."""

    shown: list[Shown] = field(default_factory=list)
    lost: int = 0
    refused: list[str] = field(default_factory=list)
    seconds: float = 0.0
    server_cpu: float = 0.0
    tables: int = 0


def play(screen: BigScreen, game_id: str, seconds: float, options: dict[str, Any], seed: int) -> Play:
    """Eight phones play ``game_id`` for ``seconds`` (new tables as games end)."""
    result = Play()
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        taps = Taps()
        table = screen.open(game_id, seed + result.tables, options)
        result.tables += 1
        links = {seat: table.phones.link.link(seat) for seat in range(SEATS)}  # type: ignore[union-attr]
        crowd = PhoneCrowd(links, taps, PAUSE, seed)
        screen.start_timing(crowd, table, taps)
        started, cpu = time.perf_counter(), thread_cpu("phone-room")
        while time.perf_counter() < end and not table.state.is_over():
            screen.frames(0.25)
            screen.next_deal_when_read()
            if crowd.faults:
                raise RuntimeError(f"a phone failed: {crowd.faults}")
        screen.frames(0.5)  # the last moves reach the screen
        result.server_cpu += thread_cpu("phone-room") - cpu
        result.seconds += time.perf_counter() - started
        result.shown += screen.watch.shown
        result.lost += screen.watch.lost + len(screen.watch.on_way)
        result.refused += taps.refused
        crowd.stop()
        screen.close()
    return result


@dataclass
class Cost:
    rss_before: float = 0.0
    rss_idle: float = 0.0
    rss_played: float = 0.0
    idle_cpu_per_s: float = 0.0


def idle_cost(screen: BigScreen, cost: Cost) -> None:
    """Eight phones connected to a Schrum table, nobody tapping: memory, and the server's CPU for 10 s."""
    table = screen.open("schrum", 1, {})
    crowd = PhoneCrowd({seat: table.phones.link.link(seat) for seat in range(SEATS)}, Taps(), PAUSE, 1)  # type: ignore[union-attr]
    crowd.start()
    crowd.wait_welcomed(screen.frames)
    screen.until_table_on_top()
    screen.frames(1.0)
    cpu = thread_cpu("phone-room")
    screen.frames(IDLE_SECONDS)
    cost.idle_cpu_per_s = (thread_cpu("phone-room") - cpu) / IDLE_SECONDS
    cost.rss_idle = rss_mib()
    crowd.stop()
    screen.close()


def browser_sample(screen: BigScreen, taps_wanted: int, seed: int) -> list[float]:
    """Seconds from a click on a real Chromium page (seat 0 of Schrum) to the end of the frame showing it.

    Schrum Schrum with eight seats is over in a minute or so; each game is a new table (a new port
    and link) that the same browser opens, until the page has been tapped often enough.
    """
    from tools.headless_chromium import PORTRAIT, HeadlessChromium, chromium_missing

    if chromium_missing():
        print(f"browser sample skipped: {chromium_missing()}")
        return []
    browser = HeadlessChromium(PORTRAIT)
    seconds: list[float] = []
    try:
        end = time.perf_counter() + BROWSER_WITHIN
        while len(seconds) < taps_wanted and time.perf_counter() < end:
            seconds += browser_table(screen, browser.driver, taps_wanted - len(seconds), seed + len(seconds))
    finally:
        browser.quit()
    return seconds


def browser_table(screen: BigScreen, driver: Any, taps_wanted: int, seed: int) -> list[float]:
    """One Schrum table: the page taps at seat 0 until it has tapped enough or the game is over."""
    table = screen.open("schrum", seed, {})
    link = table.phones.link  # type: ignore[union-attr]
    taps = Taps()
    crowd = PhoneCrowd({seat: link.link(seat) for seat in range(1, SEATS)}, taps, BROWSER_PAUSE, seed)
    person = BrowserPerson(driver, taps_wanted, seed)
    try:
        driver.get(link.link(BROWSER_SEAT))
        driver.execute_script(CLICK_CLOCK)
        screen.start_timing(crowd, table, taps)
        person.start()
        while person.is_alive() and not table.state.is_over():
            screen.frames(0.25)
        person.stop.set()
        person.join(5)
        screen.frames(0.5)
        clicks = driver.execute_script("return window.cardtableTaps") or []
        shown = [s for s in screen.watch.shown if s.seat == BROWSER_SEAT]
    finally:
        person.stop.set()
        crowd.stop()
        screen.close()
    return pair_clicks([c / 1000 for c in clicks], shown)


def pair_clicks(clicks: list[float], shown: list[Shown]) -> list[float]:
    """Each shown move of the browser's seat with the last click before the table made it."""
    seconds, unused = [], sorted(clicks)
    for move in sorted(shown, key=lambda s: s.made_wall):
        before = [c for c in unused if c <= move.made_wall]
        if before:
            click = before[-1]
            unused = [c for c in unused if c > click]
            seconds.append(move.frame_end_wall - click)
    return seconds


class BrowserPerson(threading.Thread):
    """Presses the page's turn and play buttons after a person's pause, until it has tapped enough."""

    def __init__(self, driver: Any, taps: int, seed: int) -> None:
        super().__init__(name="browser-person", daemon=True)
        self.driver, self.wanted, self.rng = driver, taps, random.Random(seed)
        self.stop = threading.Event()
        self.redrawn = 0  # buttons the page drew anew between the look and the click (looked again)

    def run(self) -> None:
        from selenium.common.exceptions import WebDriverException
        from selenium.webdriver.support.expected_conditions import staleness_of
        from selenium.webdriver.support.wait import WebDriverWait

        tapped = 0
        while tapped < self.wanted and not self.stop.is_set():
            try:
                if self.driver.execute_script(PAGE_BUTTON) is None:
                    time.sleep(0.1)
                    continue
                time.sleep(self.rng.uniform(*PAUSE))
                button = self.driver.execute_script(PAGE_BUTTON)
                if button is None:
                    continue
                button.click()
                tapped += 1
                WebDriverWait(self.driver, 10).until(staleness_of(button))
            except WebDriverException:
                if self.stop.is_set():
                    return
                self.redrawn += 1


def latency_rows(name: str, result: Play) -> list[Row]:
    counted = [s for s in result.shown if s.sent is not None]
    total = Summary.of([s.frame_end - s.sent for s in counted])  # type: ignore[operator]
    parts = (
        ("to the table", [s.arrived - s.sent for s in counted]),  # type: ignore[operator]
        ("table busy", [s.made - s.arrived for s in counted]),
        ("to the screen", [s.frame_end - s.made for s in counted]),
    )
    note = f"{result.tables} table(s), {result.lost} not shown, {len(result.refused)} refused"
    rows = [Row(f"{name}: tap to screen", total, note, "p95 <= 50 ms", verdict(total.p95, TARGET, "p95"))]
    rows += [Row(f"  {label}", Summary.of(values), "", "", "") for label, values in parts]
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--play", type=float, default=120.0, help="seconds of Schrum Schrum play")
    parser.add_argument("--scroker", type=float, default=90.0, help="seconds of Scroker play")
    parser.add_argument("--browser-taps", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    screen = BigScreen()
    cost = Cost(rss_before=rss_mib())
    idle_cost(screen, cost)
    schrum = play(screen, "schrum", args.play, {}, args.seed)
    cost.rss_played = rss_mib()
    scroker = play(screen, "scroker", args.scroker, {}, args.seed)
    browser = browser_sample(screen, args.browser_taps, args.seed) if args.browser_taps else []

    rows = latency_rows("Schrum Schrum, 8 phones", schrum) + latency_rows("Scroker, 8 phones", scroker)
    if browser:
        page = Summary.of(browser)
        rows.append(
            Row("Chromium page click to screen", page, "", "p95 <= 50 ms", verdict(page.p95, TARGET, "p95"))
        )
    print(render_table(rows))
    played = schrum.seconds + scroker.seconds
    play_cpu = (schrum.server_cpu + scroker.server_cpu) / played if played else float("nan")
    print()
    print(
        f"resident memory: before the room {cost.rss_before:.1f} MiB, 8 phones idle {cost.rss_idle:.1f} MiB,"
    )
    print(f"  after {schrum.seconds:.0f} s of Schrum Schrum {cost.rss_played:.1f} MiB")
    idle_ms, play_ms = cost.idle_cpu_per_s * 1000, play_cpu * 1000
    print(f"server thread CPU: idle {idle_ms:.2f} ms/s, under play {play_ms:.2f} ms/s")
    refused = schrum.refused + scroker.refused
    if refused:
        print(f"refused taps ({len(refused)}): {sorted(set(refused))[:3]}")
    save_samples(schrum, scroker, browser)
    provide(None)
    return 0


def save_samples(schrum: Play, scroker: Play, browser: list[float]) -> None:
    """The taps' seconds from send to screen, for ``race_phone.py`` (a phone's delay at a race)."""
    taps = [s.frame_end - s.sent for s in schrum.shown + scroker.shown if s.sent is not None]
    SAMPLES.parent.mkdir(parents=True, exist_ok=True)
    SAMPLES.write_text(json.dumps({"tap_to_screen_seconds": taps, "page_click_to_screen_seconds": browser}))


if __name__ == "__main__":
    sys.exit(main())
