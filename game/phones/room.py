"""The phone server: one page and one web socket on the local network, for a table's phone seats.

Contract (issue 24, "Python APIs between the parts"): the app makes a ``PhoneRoom`` when a table has
phone seats, ``start``s it, and from its frame loop (60 times a second) calls ``take_moves``,
``publish``, ``refuse`` and ``connected``; ``stop`` when the table closes. Those calls only touch
memory under a lock and hand work to the server's own thread, so a frame never waits on a phone.

The server runs ``websockets`` (docs/decisions.md, "Phones (issue 24): the server") on a daemon
thread with its own event loop. Security, as docs/phones.md "The security model" sets out: each
phone seat has its own random token and only a socket that said ``hello`` with it acts for that
seat; the room code joins only a seat no phone has joined yet, a few tries a minute; every message
is read by ``envelope.read_message`` and a bad one is answered with a sentence and dropped; each
socket is held to a pace; ``doorway`` answers HTTP: the ``page_files`` and, to the table's own page
only, the socket.
"""

from __future__ import annotations

import asyncio
import contextlib
import copy
import logging
import secrets
import threading
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import msgspec
from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

from game.phones import replies
from game.phones.card_png import Picture
from game.phones.doorway import MOST_SOCKETS, answer_request
from game.phones.envelope import Hello, Join, MessageRefused, MoveSent, Ping, SeatsAsked, read_message
from game.phones.lan_address import lan_address, url_host
from game.phones.limits import AttemptWindow
from game.phones.page_files import PageFiles, PageFilesMissing, default_page_folder
from game.phones.phone_socket import JOIN_WINDOW, TRY_AGAIN_LATER, PhoneSocket

ROOM_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ"  # no I or O, which read as 1 and 0
ROOM_CODE_LENGTH = 4
HELLO_WITHIN = 10.0  # seconds a socket has to say hello or join
JOINS_OVERALL = 30  # room code tries a minute from all sockets together
WRONG_ROOMS_BEFORE_CLOSE = 3
MOST_QUEUED_MOVES = 32  # per seat, waiting for the table to take them
LIBRARY_LARGEST_FRAME = 64 * 1024  # bytes; larger frames close the socket (1009) before they are read
KEEPALIVE_EVERY, KEEPALIVE_WAIT = 5.0, 10.0  # seconds: a phone gone from the Wi-Fi is seen away in 15
STOP_WITHIN = 1.0  # seconds ``stop`` takes at most
START_WITHIN = 5.0
CLOSED_BY_POLICY = 1008
GOING_AWAY = 1001

_log = logging.getLogger(__name__)


class PhoneRoomError(Exception):
    """The phone server could not do what was asked; ``str()`` is a sentence for the player."""


def make_room_code() -> str:
    return "".join(secrets.choice(ROOM_LETTERS) for _ in range(ROOM_CODE_LENGTH))


def _new_token() -> str:
    return secrets.token_urlsafe(16)


class PhoneRoom:
    """A table's phone seats on the local network: the server, the seats' tokens and what each is owed."""

    def __init__(
        self,
        game_name: str,
        seats: dict[int, str],
        card_images: Mapping[str, Picture],
        port: int = 0,
        bind: str = "0.0.0.0",
        host: str | None = None,
        *,
        page_folder: Path | None = None,
        hello_within: float = HELLO_WITHIN,
    ) -> None:
        self.game_name = game_name
        self.room_code = make_room_code()
        self.address = ""  # known once started: the port is chosen then
        self._names = dict(seats)
        self._card_images = card_images
        self._port, self._bind, self._host = port, bind, host
        self._page_folder = page_folder or default_page_folder()
        self._hello_within = hello_within
        # Shared between the app's thread and the server's, always under the lock:
        self._lock = threading.Lock()
        self._tokens = {seat: _new_token() for seat in self._names}
        self._holders: dict[int, PhoneSocket] = {}
        self._joined: set[int] = set()
        # Seats given a new link: only that link opens them, never the room code, which everyone at
        # the table can read (a lost phone's holder could otherwise take the seat straight back).
        self._link_only: set[int] = set()
        self._latest: dict[int, str] = {}  # each seat's last state, encoded, for a phone that rejoins
        self._moves: list[tuple[int, object]] = []
        # What was last published per seat, compared and encoded under its own lock, so the server's
        # thread never waits while a frame encodes a state:
        self._publishing = threading.Lock()
        self._published: dict[int, dict[str, Any]] = {}
        # The app's thread only:
        self._thread: threading.Thread | None = None
        self._stop_asked = threading.Event()  # read by the server's thread too: a stop before it listens
        # The server's thread only:
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stopping: asyncio.Event | None = None
        self._sockets: set[PhoneSocket] = set()
        self._overall_joins = AttemptWindow(JOINS_OVERALL, JOIN_WINDOW)
        self._start_fault = ""

    # The app's side: cheap, never waiting on the network.

    def start(self) -> None:
        """Serve the page and the socket; raises ``PhoneRoomError`` (a sentence) when it cannot."""
        if self._thread is not None:
            return
        try:
            self._files = PageFiles(self._page_folder, self._card_images)
        except PageFilesMissing as fault:
            raise PhoneRoomError(str(fault)) from fault
        self._card_images = {}  # the served copy holds them now: the raw pixels go once encoded
        ready = threading.Event()
        self._thread = threading.Thread(target=self._run, args=(ready,), name="phone-room", daemon=True)
        self._thread.start()
        if not ready.wait(START_WITHIN):
            self.stop()
            raise PhoneRoomError("The phone server did not start in time.")
        if self._start_fault:
            self._thread.join(STOP_WITHIN)
            self._thread = None
            raise PhoneRoomError(self._start_fault)

    def link(self, seat: int) -> str:
        """The seat's own link (the token rides in the fragment, which a browser never sends)."""
        with self._lock:
            token = self._tokens[seat]
        return f"{self.address}#seat={seat}&token={token}"

    def connected(self, seat: int) -> bool:
        with self._lock:
            return seat in self._holders

    def ever_joined(self, seat: int) -> bool:
        with self._lock:
            return seat in self._joined

    def take_moves(self) -> list[tuple[int, object]]:
        """The moves phones sent since the last call, as (seat, the message's "move"), in arrival order."""
        with self._lock:
            moves, self._moves = self._moves, []
        return moves

    def publish(self, seat: int, payload: dict[str, Any]) -> None:
        """The seat's state message; sent only when it differs from the last, and kept for a rejoin."""
        if seat not in self._names:
            raise ValueError(f"seat {seat} is not a phone seat of this table")
        with self._publishing:
            if self._published.get(seat) == payload:
                return
            self._published[seat] = copy.deepcopy(payload)
            text = msgspec.json.encode(payload).decode("utf-8")
            with self._lock:
                self._latest[seat] = text
        self._in_loop(self._push_state, seat)

    def refuse(self, seat: int, text: str) -> None:
        """Tell the seat's phone why its move was not made."""
        self._in_loop(self._refuse_now, seat, text)

    def new_link(self, seat: int) -> str:
        """A fresh token for the seat: the old link stops working and its page is closed."""
        with self._lock:
            self._tokens[seat] = _new_token()
            self._joined.discard(seat)
            self._link_only.add(seat)
            old = self._holders.pop(seat, None)
        if old is not None:
            self._in_loop(self._revoke, old)
        return self.link(seat)

    def stop(self) -> None:
        """Say bye to every phone, free the port and end the thread (within a second)."""
        thread, self._thread = self._thread, None
        if thread is None:
            return
        self._stop_asked.set()
        if self._stopping is not None:
            self._in_loop(self._stopping.set)
        thread.join(STOP_WITHIN)

    def _in_loop(self, callback: Callable[..., object], *arguments: object) -> None:
        loop = self._loop
        if loop is None:
            return
        with contextlib.suppress(RuntimeError):  # the loop closed: the room stopped, nobody listens
            loop.call_soon_threadsafe(callback, *arguments)

    # The server's side: its own thread and event loop.

    def _run(self, ready: threading.Event) -> None:
        try:
            asyncio.run(self._serve(ready))
        except Exception as fault:  # never out of the thread unnoticed: start() says it
            _log.exception("the phone server stopped")
            self._start_fault = self._start_fault or f"The phone server stopped: {fault}."
        finally:
            ready.set()

    async def _serve(self, ready: threading.Event) -> None:
        self._loop = asyncio.get_running_loop()
        self._stopping = asyncio.Event()
        try:
            server = await serve(
                self._converse,
                self._bind,
                self._port,
                process_request=self._answer_http,
                server_header=None,
                max_size=LIBRARY_LARGEST_FRAME,
                open_timeout=self._hello_within,
                ping_interval=KEEPALIVE_EVERY,
                ping_timeout=KEEPALIVE_WAIT,
                close_timeout=STOP_WITHIN / 2,
                logger=_log,
            )
        except OSError as fault:
            self._start_fault = (
                f"The phone server could not listen on port {self._port}: {fault.strerror or fault}."
            )
            return
        port = server.sockets[0].getsockname()[1]
        self.address = f"http://{url_host(self._host or lan_address())}:{port}/"
        ready.set()
        # The cards' PNGs, encoded on a worker while people scan their codes: the raw pixels go.
        encoding = asyncio.get_running_loop().run_in_executor(None, self._files.encode_cards)
        if not self._stop_asked.is_set():  # a start that gave up waiting has asked already: close at once
            await self._stopping.wait()
        await self._close(server)
        with contextlib.suppress(Exception):  # a failed encoding leaves that card to encode on request
            await encoding

    async def _close(self, server: Server) -> None:
        for phone in list(self._sockets):
            phone.finish({"type": "bye", "text": replies.TABLE_CLOSED}, GOING_AWAY, "table closed")
        writers = [phone.writer for phone in self._sockets]
        if writers:
            await asyncio.wait(writers, timeout=STOP_WITHIN / 2)
        server.close()
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(server.wait_closed(), STOP_WITHIN / 3)
        with self._lock:
            self._holders.clear()

    def _answer_http(self, connection: ServerConnection, request: Request) -> Response | None:
        """Every request but the socket's is answered here; ``None`` lets the socket open."""
        return answer_request(self._files, request, self._host, len(self._sockets))

    async def _converse(self, socket: ServerConnection) -> None:
        """One socket's life: check each message, answer it, and let go of its seat at the end."""
        phone = PhoneSocket(socket, time.monotonic())
        if len(self._sockets) >= MOST_SOCKETS:
            phone.finish({"type": "error", "text": replies.TOO_MANY_PHONES}, TRY_AGAIN_LATER, "full")
            await phone.writer
            return
        self._sockets.add(phone)
        timer = asyncio.get_running_loop().call_later(self._hello_within, self._hello_overdue, phone)
        try:
            async for raw in socket:
                if phone.closing:
                    break
                self._hear(phone, raw)
        except ConnectionClosed:
            pass
        finally:
            timer.cancel()
            self._sockets.discard(phone)
            self._let_go(phone)
            if phone.closing:
                await asyncio.wait([phone.writer], timeout=STOP_WITHIN / 2)
            phone.writer.cancel()

    def _hear(self, phone: PhoneSocket, raw: str | bytes) -> None:
        """Answer one message; whatever it holds, the server goes on."""
        try:
            now = time.monotonic()
            if not phone.bucket.allow(now):
                if now - phone.warned_at >= 1.0:
                    phone.warned_at = now
                    phone.send_error(replies.TOO_MANY_MESSAGES)
                return
            try:
                message = read_message(raw)
            except MessageRefused as refusal:
                phone.send_error(str(refusal))
                return
            if isinstance(message, Hello):
                self._hello(phone, message)
            elif isinstance(message, Join):
                self._join(phone, message)
            elif isinstance(message, SeatsAsked):
                self._list_free_seats(phone, message)
            elif isinstance(message, MoveSent):
                self._queue_move(phone, message)
            elif isinstance(message, Ping):
                phone.send({"type": "pong"})
        except Exception:
            _log.exception("a phone's message could not be handled")
            phone.send_error(replies.SOMETHING_WENT_WRONG)

    def _hello(self, phone: PhoneSocket, message: Hello) -> None:
        offered = message.token.encode("utf-8", "surrogatepass")
        with self._lock:
            tokens = list(self._tokens.items())
        seat = next((seat for seat, token in tokens if secrets.compare_digest(token.encode(), offered)), None)
        if seat is None:
            phone.finish({"type": "error", "text": replies.UNKNOWN_TOKEN}, CLOSED_BY_POLICY, "unknown token")
            return
        self._take_seat(phone, seat, give_token=False, said=message.token)

    def _join(self, phone: PhoneSocket, message: Join) -> None:
        if not self._room_code_accepted(phone, message.room):
            return
        with self._lock:
            taken = message.seat in self._joined | self._holders.keys() | self._link_only
        if message.seat not in self._names:
            phone.send_error(replies.NO_SUCH_SEAT)
        elif taken:
            phone.send_error(replies.SEAT_TAKEN)
        else:
            self._take_seat(phone, message.seat, give_token=True)

    def _list_free_seats(self, phone: PhoneSocket, message: SeatsAsked) -> None:
        if not self._room_code_accepted(phone, message.room):
            return
        with self._lock:
            free = [
                {"seat": seat, "name": name}
                for seat, name in sorted(self._names.items())
                if seat not in self._joined and seat not in self._holders and seat not in self._link_only
            ]
        phone.send({"type": "seats", "free": free})

    def _room_code_accepted(self, phone: PhoneSocket, room: str) -> bool:
        """A try at the room code, counted against the socket's and everyone's tries this minute."""
        now = time.monotonic()
        if not (phone.joins.allow(now) and self._overall_joins.allow(now)):
            phone.send_error(replies.TOO_MANY_TRIES)
            return False
        typed = room.strip().upper().encode("utf-8", "surrogatepass")
        if secrets.compare_digest(typed, self.room_code.encode("ascii")):
            return True
        phone.wrong_rooms += 1
        if phone.wrong_rooms >= WRONG_ROOMS_BEFORE_CLOSE:
            last_word = {"type": "error", "text": replies.TOO_MANY_WRONG_ROOMS}
            phone.finish(last_word, CLOSED_BY_POLICY, "wrong codes")
        else:
            phone.send_error(replies.WRONG_ROOM)
        return False

    def _take_seat(self, phone: PhoneSocket, seat: int, *, give_token: bool, said: str | None = None) -> None:
        """The socket now acts for ``seat``: welcome, then the seat's latest state at once.

        ``said``: the token the phone said hello with, checked again under the lock: a new link made on
        the app's thread since the hello was read must win over the old token."""
        with self._lock:
            stale = said is not None and self._tokens[seat] != said
            if not stale:
                if phone.seat is not None and self._holders.get(phone.seat) is phone:
                    del self._holders[phone.seat]
                previous = self._holders.get(seat)
                self._holders[seat] = phone
                self._joined.add(seat)
                latest = self._latest.get(seat)
                token = self._tokens[seat]
        if stale:
            phone.finish({"type": "error", "text": replies.UNKNOWN_TOKEN}, CLOSED_BY_POLICY, "unknown token")
            return
        phone.seat = seat
        if previous is not None and previous is not phone:
            previous.seat = None
            previous.finish({"type": "bye", "text": replies.OPENED_ELSEWHERE}, CLOSED_BY_POLICY, "replaced")
        welcome: dict[str, Any] = {"type": "welcome", "seat": seat, "name": self._names[seat]}
        if give_token:
            welcome["token"] = token
        phone.send(welcome | {"room": self.room_code, "game": self.game_name})
        if latest:
            phone.send_state(latest)

    def _queue_move(self, phone: PhoneSocket, message: MoveSent) -> None:
        seat = phone.seat
        with self._lock:
            holding = seat is not None and self._holders.get(seat) is phone
            waiting = sum(1 for queued_seat, _ in self._moves if queued_seat == seat)
            if holding and waiting < MOST_QUEUED_MOVES:
                self._moves.append((seat, message.move))
        if not holding:
            phone.send_error(replies.SAY_HELLO_FIRST)
        elif waiting >= MOST_QUEUED_MOVES:
            phone.send_error(replies.TABLE_BUSY)

    def _hello_overdue(self, phone: PhoneSocket) -> None:
        if phone.seat is None:
            phone.finish({"type": "error", "text": replies.HELLO_TOO_LATE}, CLOSED_BY_POLICY, "no hello")

    def _let_go(self, phone: PhoneSocket) -> None:
        """A socket ended: its seat is away until a phone says hello with the token again."""
        with self._lock:
            if phone.seat is not None and self._holders.get(phone.seat) is phone:
                del self._holders[phone.seat]

    def _push_state(self, seat: int) -> None:
        with self._lock:
            phone, text = self._holders.get(seat), self._latest.get(seat)
        if phone is not None and text:
            phone.send_state(text)

    def _refuse_now(self, seat: int, text: str) -> None:
        with self._lock:
            phone = self._holders.get(seat)
        if phone is not None:
            phone.send_error(text)

    def _revoke(self, phone: PhoneSocket) -> None:
        phone.seat = None
        phone.finish({"type": "bye", "text": replies.NEW_LINK_GIVEN}, CLOSED_BY_POLICY, "new link")
