"""One open socket from a phone: what it is owed in order, its paces and the seat it holds.

Everything a phone is sent goes through its outbox and one writer task, so a reply, a state pushed by
the table and a closing ``bye`` arrive in the order they were decided, and nothing the server decides
ever waits on that phone's network. Lives on the server's event loop only.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import Any

import msgspec
from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

from game.phones.limits import AttemptWindow, MessageBucket

TRY_AGAIN_LATER = 1013  # the close code for a phone that cannot keep up
MESSAGES_PER_SECOND, MESSAGE_BURST = 20, 30
JOINS_PER_SOCKET, JOIN_WINDOW = 5, 60.0  # room code tries, in seconds
LONGEST_ERROR = 400  # characters of an error sentence
# Messages waiting for a phone that does not read them (its network stalled, or it never reads):
# past this many the socket is closed rather than let its backlog grow without end.
MOST_WAITING = 256


@dataclass(frozen=True)
class _Closing:
    code: int
    reason: str


class PhoneSocket:
    """A phone's socket as the room sees it."""

    def __init__(self, socket: ServerConnection, now: float) -> None:
        self.socket = socket
        self.seat: int | None = None  # the seat this socket acts for, once it said hello or joined
        self.closing = False
        self.bucket = MessageBucket(MESSAGES_PER_SECOND, MESSAGE_BURST, now)
        self.joins = AttemptWindow(JOINS_PER_SOCKET, JOIN_WINDOW)
        self.wrong_rooms = 0
        self.warned_at = float("-inf")  # when it was last told it sends too fast
        self._last_state = ""
        self._outbox: asyncio.Queue[str | _Closing] = asyncio.Queue()
        self.writer = asyncio.get_running_loop().create_task(self._write_all())

    def send(self, message: dict[str, Any]) -> None:
        if not self.closing:
            self._queue(msgspec.json.encode(message).decode("utf-8"))

    def send_error(self, sentence: str) -> None:
        self.send({"type": "error", "text": sentence[:LONGEST_ERROR]})

    def send_state(self, text: str) -> None:
        """A state message already encoded; not sent again when this phone has it."""
        if text != self._last_state and not self.closing:
            self._last_state = text
            self._queue(text)

    def finish(self, last: dict[str, Any] | None, code: int = 1000, reason: str = "") -> None:
        """Send ``last`` (a bye or an error) after what is queued, then close; nothing more goes out."""
        if last:
            self.send(last)
        if not self.closing:
            self.closing = True
            self._outbox.put_nowait(_Closing(code, reason))

    def _queue(self, text: str) -> None:
        if self._outbox.qsize() >= MOST_WAITING:
            self.finish(None, TRY_AGAIN_LATER, "not reading")
        else:
            self._outbox.put_nowait(text)

    async def _write_all(self) -> None:
        try:
            while True:
                item = await self._outbox.get()
                if isinstance(item, _Closing):
                    await self.socket.close(item.code, item.reason)
                    return
                await self.socket.send(item)
        except ConnectionClosed:
            return
