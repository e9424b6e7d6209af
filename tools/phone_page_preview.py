"""A stand-in for the app's phone server, to develop and test the phone page without a table.

It serves ``assets/phone`` with the app's headers, draws simple card PNGs (a rectangle with the
card's code), and speaks the socket protocol of docs (the shared contract): ``hello`` with a
token that names a sample in ``tests/phone_samples`` (``#seat=1&token=scorzo_discard``) answers
``welcome`` and that sample's ``state``; ``seats``/``join`` with the room code ``PLAY`` offer the
samples as seats. Every ``move`` is recorded (``moves``) and answered with the same state, one
version on, as the app would after an accepted move; ``refuse_with`` answers moves with an error.

    python tools/phone_page_preview.py --port 47300      # prints a link per sample
"""

from __future__ import annotations

import argparse
import asyncio
import http
import io
import json
import threading
from pathlib import Path
from urllib.parse import unquote

import websockets
from websockets.asyncio.server import ServerConnection, serve
from websockets.datastructures import Headers
from websockets.http11 import Request, Response

ROOT = Path(__file__).resolve().parent.parent
PAGE = ROOT / "assets" / "phone"
SAMPLES = ROOT / "tests" / "phone_samples"
ROOM = "PLAY"
PAGE_FILES = {"/": "index.html", "/phone.css": "phone.css", "/phone.js": "phone.js"}
TYPES = {".html": "text/html; charset=utf-8", ".css": "text/css; charset=utf-8", ".js": "text/javascript"}
SECURITY = {
    "Content-Security-Policy": "default-src 'self'; connect-src 'self' ws: wss:; img-src 'self'",
    "X-Content-Type-Options": "nosniff",
}


def sample_names() -> list[str]:
    return sorted(path.stem for path in SAMPLES.glob("*.json"))


def load_sample(name: str) -> dict:
    return json.loads((SAMPLES / f"{name}.json").read_text(encoding="utf-8"))


def card_png(code: str) -> bytes:
    """A plain card face naming ``code``: enough to see which card the page shows and moves."""
    import pygame  # only here: the preview draws cards, the page never needs pygame

    pygame.font.init()
    width, height = 120, 168
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    back = code == "back"
    pygame.draw.rect(
        surface, (40, 70, 140) if back else (250, 248, 240), surface.get_rect(), border_radius=10
    )
    pygame.draw.rect(surface, (30, 30, 30), surface.get_rect(), width=2, border_radius=10)
    font = pygame.font.Font(str(ROOT / "assets" / "fonts" / "DejaVuSans-Bold.ttf"), 17)
    head, _, tail = code.partition(":")
    for row, text in enumerate(filter(None, (head, tail))):
        surface.blit(
            font.render(text, True, (20, 20, 20) if not back else (255, 255, 255)), (8, 8 + row * 22)
        )
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "card.png")
    return buffer.getvalue()


class PreviewServer:
    """The preview on a thread of its own, so a test can start it, drive a browser and read ``moves``."""

    def __init__(self, port: int = 0, host: str = "127.0.0.1") -> None:
        self.host = host
        self.port = port
        self.moves: list[tuple[str, object]] = []
        self.refuse_with: str | None = None
        self._cards: dict[str, bytes] = {}
        self._sockets: dict[ServerConnection, str] = {}
        self._versions: dict[str, int] = {}
        self._loop = asyncio.new_event_loop()
        self._ready = threading.Event()
        self._stopped: asyncio.Future | None = None
        self._thread = threading.Thread(target=self._run, name="phone-page-preview", daemon=True)

    @property
    def address(self) -> str:
        return f"http://{self.host}:{self.port}/"

    def link(self, sample: str, seat: int = 1) -> str:
        return f"{self.address}#seat={seat}&token={sample}"

    def start(self) -> None:
        self._thread.start()
        self._ready.wait(10)

    def stop(self) -> None:
        if self._stopped is not None:
            self._loop.call_soon_threadsafe(self._stopped.set_result, None)
        self._thread.join(10)

    def send_all(self, message: dict) -> None:
        """Send ``message`` to every open page (a test's ``bye``, ``error`` or new ``state``)."""
        asyncio.run_coroutine_threadsafe(self._send_all(message), self._loop).result(5)

    def drop_all(self) -> None:
        """Close every socket as a lost network would: the pages should reconnect by themselves."""
        asyncio.run_coroutine_threadsafe(self._drop_all(), self._loop).result(5)

    async def _send_all(self, message: dict) -> None:
        for socket in list(self._sockets):
            await socket.send(json.dumps(message))

    async def _drop_all(self) -> None:
        for socket in list(self._sockets):
            await socket.close(1011, "preview dropped the line")

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        self._loop.run_until_complete(self._serve())

    async def _serve(self) -> None:
        self._stopped = self._loop.create_future()
        async with serve(self._talk, self.host, self.port, process_request=self._http) as server:
            self.port = next(iter(server.sockets)).getsockname()[1]
            self._ready.set()
            await self._stopped

    def _http(self, connection: ServerConnection, request: Request) -> Response | None:
        path = request.path.split("?", 1)[0]
        if path == "/socket":
            return None
        if path in PAGE_FILES:
            file = PAGE / PAGE_FILES[path]
            return self._respond(file.read_bytes(), TYPES[file.suffix], "no-store")
        if path.startswith("/cards/") and path.endswith(".png"):
            code = unquote(path[len("/cards/") : -len(".png")])
            if code not in self._cards:
                self._cards[code] = card_png(code)
            return self._respond(self._cards[code], "image/png", "max-age=86400")
        return connection.respond(http.HTTPStatus.NOT_FOUND, "Nothing here.\n")

    @staticmethod
    def _respond(body: bytes, content_type: str, cache: str) -> Response:
        headers = Headers(SECURITY | {"Content-Type": content_type, "Cache-Control": cache})
        headers["Content-Length"] = str(len(body))
        return Response(200, "OK", headers, body)

    async def _talk(self, socket: ServerConnection) -> None:
        try:
            async for text in socket:
                await self._answer(socket, text)
        except websockets.ConnectionClosed:
            pass
        finally:
            self._sockets.pop(socket, None)

    async def _answer(self, socket: ServerConnection, text: str | bytes) -> None:
        try:
            message = json.loads(text)
            kind = message.get("type")
        except (ValueError, AttributeError):
            await socket.send(json.dumps({"type": "error", "text": "That message was not understood."}))
            return
        if kind == "ping":
            await socket.send(json.dumps({"type": "pong"}))
        elif kind == "seats":
            free = [
                {"seat": seat, "name": f"{name} ({load_sample(name)['game']})"}
                for seat, name in enumerate(sample_names())
            ]
            await socket.send(json.dumps({"type": "seats", "free": free}))
        elif kind == "hello" and message.get("token") in sample_names():
            await self._welcome(socket, message["token"])
        elif (
            kind == "join"
            and message.get("room") == ROOM
            and message.get("seat") in range(len(sample_names()))
        ):
            await self._welcome(socket, sample_names()[message["seat"]], with_token=True)
        elif kind == "hello":
            await socket.send(json.dumps({"type": "error", "text": "This link is not valid any more."}))
        elif kind == "join":
            await socket.send(json.dumps({"type": "error", "text": "There is no table with that room code."}))
        elif kind == "move" and socket in self._sockets:
            await self._take_move(socket, message.get("move"))
        else:
            await socket.send(json.dumps({"type": "error", "text": "That message was not understood."}))

    async def _welcome(self, socket: ServerConnection, sample: str, with_token: bool = False) -> None:
        state = load_sample(sample)
        self._sockets[socket] = sample
        welcome = {
            "type": "welcome",
            "seat": state["seat"],
            "name": state["name"],
            "room": ROOM,
            "game": state["game"],
        }
        if with_token:
            welcome["token"] = sample
        await socket.send(json.dumps(welcome))
        await socket.send(json.dumps(state | {"version": self._versions.get(sample, 1)}))

    async def _take_move(self, socket: ServerConnection, move: object) -> None:
        sample = self._sockets[socket]
        self.moves.append((sample, move))
        if self.refuse_with:
            await socket.send(json.dumps({"type": "error", "text": self.refuse_with}))
            return
        self._versions[sample] = self._versions.get(sample, 1) + 1
        await socket.send(json.dumps(load_sample(sample) | {"version": self._versions[sample]}))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=47300)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--refuse", help="answer every move with this error sentence")
    arguments = parser.parse_args()
    server = PreviewServer(arguments.port, arguments.host)
    server.refuse_with = arguments.refuse
    server.start()
    print(f"Join screen: {server.address}  (room code {ROOM})")
    for name in sample_names():
        print(f"{name:22} {server.link(name, load_sample(name)['seat'])}")
    try:
        threading.Event().wait()
    except KeyboardInterrupt:
        server.stop()


if __name__ == "__main__":
    main()
