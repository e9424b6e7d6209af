"""Eight phones for the phone benchmark: web-socket clients that play their seats as a person would.

``benchmarks/phone_latency.py`` runs the app on its main thread; the phones here run on one asyncio
thread of their own, one connection per seat, each saying hello with its seat's token (from the
seat's link) and the headers a browser on the table's page sends (``Origin`` = the page). Each
reads its ``state`` messages and, when it has something to do, waits a person's pause (not
counted) and sends the move of the button a person would press. The moment of sending is kept
(``Taps``) so the table's side can time the move from there to the big screen.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import threading
import time
from typing import Any
from urllib.parse import parse_qs, urlsplit

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed
from websockets.typing import Origin

# The buttons a person presses to keep the game going, most wanted first (Schrum: turn, then play;
# Scroker: check or call, stand pat, the suggested claim, let it stand). A Scroker deal ends with its
# summary over the big screen, which holds the table until "Next deal" is pressed there: a phone's
# "Deal the next hand" would wait under it, so the phones leave that to the big screen.
FIRST_CHOICES = ("let-stand", "check", "call", "turn", "play-centre")
LEFT_TO_THE_BIG_SCREEN = ("next-deal",)
OPENS = 0.3  # how often a person opens the betting rather than checking
CONNECT_WITHIN = 10.0  # seconds for all phones to be welcomed
STOP_WITHIN = 3.0  # seconds for the phones to hang up
IDLE_LOOK = 0.2  # seconds between looks at the latest state when no message came


class Taps:
    """The sends that the table has not made yet, by seat (perf_counter), shared by both threads."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._sent: dict[int, float] = {}
        self.refused: list[str] = []  # the error sentences phones got back

    def sent(self, seat: int, at: float) -> None:
        with self._lock:
            self._sent[seat] = at

    def outstanding(self, seat: int) -> bool:
        with self._lock:
            return seat in self._sent

    def take(self, seat: int) -> float | None:
        """The send time of ``seat``'s move, now made by the table (None: the move was not a phone's)."""
        with self._lock:
            return self._sent.pop(seat, None)

    def refuse(self, seat: int, text: str) -> None:
        with self._lock:
            self._sent.pop(seat, None)
            self.refused.append(text)


def person_move(payload: dict[str, Any], rng: random.Random) -> dict[str, Any] | None:
    """The move of the button a person presses to play on (never fold unless nothing else is left)."""
    actions = {a["id"]: a for a in payload.get("actions", []) if a["id"] not in LEFT_TO_THE_BIG_SCREEN}
    if "open" in actions and rng.random() < OPENS:
        return actions["open"]["moves"][actions["open"]["start"]]
    for wanted in FIRST_CHOICES:
        if wanted in actions:
            return actions[wanted]["move"]
    for action in actions.values():
        kind = action["kind"]
        if kind == "button" and action["id"].startswith("play-"):
            return action["move"]
        if kind == "pick_cards":  # stand pat
            return {**action["move"], action["field"]: []}
        if kind == "spell" and action["suggested"] is not None:
            return action["suggested"]
        if kind == "spell":  # no word: the first cards as the rest
            return {
                **action["move"],
                "words": [],
                "rest": [c["code"] for c in action["cards"][: action["size"]]],
            }
        if kind == "menu":
            return action["options"][0]["move"]
        if kind == "amount":
            return action["moves"][action["start"]]
    for action in actions.values():
        if action["kind"] == "button" and action.get("style") != "danger":
            return action["move"]
    for action in actions.values():
        if action["kind"] == "pick_card":
            return next(iter(action["moves"].values()))
        if action["kind"] == "button":
            return action["move"]
    return None


def socket_address(link: str) -> tuple[str, str, str]:
    """A seat's link as (socket URL, the page's origin, the token)."""
    parts = urlsplit(link)
    page = f"{parts.scheme}://{parts.netloc}"
    token = parse_qs(parts.fragment)["token"][0]
    return f"ws://{parts.netloc}/socket", page, token


class PhoneCrowd:
    """One asyncio thread with a socket per phone seat; ``tapping`` set: they play, clear: idle."""

    def __init__(self, links: dict[int, str], taps: Taps, pause: tuple[float, float], seed: int) -> None:
        self.links, self.taps, self.pause = links, taps, pause
        self.rng = random.Random(seed)
        self.tapping = threading.Event()
        self.welcomed: set[int] = set()
        self.faults: list[str] = []
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="phone-crowd", daemon=True)
        self._task: asyncio.Task[None] | None = None  # every phone's coroutine, on the crowd's loop
        self._sockets: set[ClientConnection] = set()
        self._hanging_up = False

    def start(self) -> None:
        self._thread.start()
        asyncio.run_coroutine_threadsafe(self._phones(), self._loop)

    async def _phones(self) -> None:
        self._task = asyncio.current_task()
        await asyncio.gather(*(self._phone(seat, link) for seat, link in self.links.items()))

    def all_welcomed(self) -> bool:
        return len(self.welcomed) == len(self.links)

    def wait_welcomed(self, frames: Any) -> None:
        """Run the app's ``frames(seconds)`` until every phone was welcomed."""
        end = time.monotonic() + CONNECT_WITHIN
        while not self.all_welcomed():
            if time.monotonic() > end or self.faults:
                raise RuntimeError(f"phones not welcomed: {sorted(self.welcomed)} {self.faults}")
            frames(0.05)

    def stop(self) -> None:
        """Every phone hangs up (its socket closed), then the thread ends."""
        with contextlib.suppress(BaseException):
            asyncio.run_coroutine_threadsafe(self._hang_up(), self._loop).result(STOP_WITHIN)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(STOP_WITHIN)
        if not self._thread.is_alive():
            self._loop.close()

    async def _hang_up(self) -> None:
        """Close every socket (a clean close, as a page closing does), then end what is left."""
        self._hanging_up = True
        await asyncio.gather(*(socket.close() for socket in self._sockets), return_exceptions=True)
        if self._task is not None:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(asyncio.shield(self._task), STOP_WITHIN / 2)
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)

    async def _phone(self, seat: int, link: str) -> None:
        url, page, token = socket_address(link)
        try:
            async with connect(url, origin=Origin(page), compression=None) as socket:
                self._sockets.add(socket)
                await socket.send(json.dumps({"type": "hello", "token": token}))
                await self._play(seat, socket)
        except asyncio.CancelledError:
            raise
        except ConnectionClosed:
            if not self._hanging_up:
                self.faults.append(f"seat {seat}: the server closed the socket")
        except Exception as error:  # reported by the benchmark, which then stops
            self.faults.append(f"seat {seat}: {error!r}")

    async def _play(self, seat: int, socket: ClientConnection) -> None:
        """Read the seat's messages; a second task taps when the latest state asks for a move."""
        latest: dict[str, Any] = {}
        acted_on = -1  # the version of the state this phone last tapped on (-1 after a refusal)
        news = asyncio.Event()

        async def read() -> None:
            nonlocal latest, acted_on
            async for text in socket:
                message = json.loads(text)
                if message["type"] == "welcome":
                    self.welcomed.add(seat)
                elif message["type"] == "state":
                    latest = message
                elif message["type"] == "error":
                    self.taps.refuse(seat, message["text"])
                    acted_on = -1
                news.set()

        reader = asyncio.create_task(read())
        try:
            while not reader.done():
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(news.wait(), IDLE_LOOK)
                news.clear()
                wanted = (
                    latest.get("actions") and latest["version"] > acted_on and person_move(latest, self.rng)
                )
                if not wanted or not self.tapping.is_set() or self.taps.outstanding(seat):
                    continue
                await asyncio.sleep(self.rng.uniform(*self.pause))  # a person reads and reaches
                move = person_move(latest, self.rng)
                if move is None or not self.tapping.is_set() or self._hanging_up:
                    continue
                acted_on = latest["version"]
                self.taps.sent(seat, time.perf_counter())
                await socket.send(json.dumps({"type": "move", "move": move}))
            reader.result()
        finally:
            reader.cancel()
            with contextlib.suppress(BaseException):
                await reader
