"""The only things the phone server answers over plain HTTP: the page's three files and the card PNGs.

Everything is read into memory when the room is made, and a request is answered by looking its path
up in that table, so no request can name a file on disk: ``/../``, ``/etc/passwd`` or a card the
game does not have are simply not in it (404). Contract (issue 24, "Wire: HTTP"): ``/``,
``/phone.css``, ``/phone.js``, ``/cards/<quoted code>.png``, ``/cards/back.png``; the socket is at
``/socket``. The page is never cached (a new version of the app serves a new page); cards are kept a
day (they are the same for the whole table).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import unquote

from game.core.decoding import Refused, read_file
from game.phones.card_png import CardPngs, Picture
from game.resources import asset_path

SOCKET_PATH = "/socket"
LARGEST_PAGE_FILE = 2 * 1024 * 1024  # bytes; the page's files are a few kilobytes
PAGE_FILES = {
    "/": ("index.html", "text/html; charset=utf-8"),
    "/phone.css": ("phone.css", "text/css; charset=utf-8"),
    "/phone.js": ("phone.js", "text/javascript; charset=utf-8"),
}
CARD_PREFIX, CARD_SUFFIX = "/cards/", ".png"
BACK = "back"
NO_STORE = "no-store"
ONE_DAY = "max-age=86400"
# Sent with every answer: only this server's own files and socket, no framing by other pages, no
# guessing of types, no address of the page in requests it makes.
SECURITY_HEADERS = (
    ("Content-Security-Policy", "default-src 'self'; connect-src 'self' ws: wss:; img-src 'self'"),
    ("X-Content-Type-Options", "nosniff"),
    ("X-Frame-Options", "DENY"),
    ("Referrer-Policy", "no-referrer"),
)


def default_page_folder() -> Path:
    return asset_path("phone")


@dataclass(frozen=True)
class Answer:
    """An HTTP answer: status, body and how long a browser may keep it."""

    status: int
    content_type: str
    body: bytes
    cache: str = NO_STORE

    def headers(self) -> list[tuple[str, str]]:
        return [
            ("Content-Type", self.content_type),
            ("Content-Length", str(len(self.body))),
            ("Cache-Control", self.cache),
            ("Connection", "close"),
            *SECURITY_HEADERS,
        ]


NOT_FOUND = Answer(404, "text/plain; charset=utf-8", b"Not found: this server holds only the phone page.\n")


class PageFilesMissing(Exception):
    """The page's files could not be read; the text is a sentence naming the file."""


class PageFiles:
    """The page and the cards, in memory, looked up by request path."""

    def __init__(self, folder: Path, card_images: Mapping[str, Picture]) -> None:
        self._answers: dict[str, Answer] = {}
        for path, (file_name, content_type) in PAGE_FILES.items():
            try:
                body = read_file(folder / file_name, LARGEST_PAGE_FILE)
            except (Refused, OSError) as fault:
                raise PageFilesMissing(
                    f"The phone page's file {file_name} could not be read from {folder}: {fault}."
                ) from fault
            self._answers[path] = Answer(200, content_type, body)
        self._cards = CardPngs(card_images)  # raw pictures are encoded on first request, off the frame

    def encode_cards(self) -> None:
        """Turn every card given as raw pixels into its PNG now (the server's idle moments)."""
        self._cards.encode_all()

    def answer(self, request_path: str) -> Answer:
        """What ``GET request_path`` is answered with; a query string is ignored."""
        path = request_path.split("?", 1)[0]
        if path in self._answers:
            return self._answers[path]
        if path.startswith(CARD_PREFIX) and path.endswith(CARD_SUFFIX):
            code = unquote(path[len(CARD_PREFIX) : -len(CARD_SUFFIX)])
            png = self._cards.get(code)
            return NOT_FOUND if png is None else Answer(200, "image/png", png, ONE_DAY)
        return NOT_FOUND
