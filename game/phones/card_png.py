"""A card's picture turned into PNG on the server's thread, the first time a phone asks for it.

The table paints every card a phone may be shown when it opens (the app's own art, on the pygame
thread), but encoding 112 PNGs there took 0.37 s: a stalled frame. So the table hands over each
picture as raw pixels (``RawPicture``: width, height, RGBA rows) and the server encodes one when it
is first asked for, off the frame, keeping the result. A PNG is a few chunks around zlib's deflate,
which the standard library has (and which lets other threads run while it works): no image library
is needed on this side, and the phone layer stays free of pygame (DESIGN §2).
"""

from __future__ import annotations

import struct
import threading
import zlib
from collections.abc import Mapping

RawPicture = tuple[int, int, bytes]  # width, height, and RGBA bytes row after row (pygame's "RGBA")
Picture = bytes | RawPicture  # a PNG already, or raw pixels to encode on first use
SIGNATURE = b"\x89PNG\r\n\x1a\n"
RGBA_COLOUR_TYPE, BIT_DEPTH = 6, 8


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def png_from_rgba(width: int, height: int, rgba: bytes) -> bytes:
    """The PNG of an RGBA picture; raises ValueError when the bytes do not fill width × height."""
    stride = width * 4
    if width <= 0 or height <= 0 or len(rgba) != stride * height:
        raise ValueError(f"{len(rgba)} bytes are not a {width}×{height} RGBA picture")
    rows = b"".join(b"\x00" + rgba[row * stride : (row + 1) * stride] for row in range(height))  # filter 0
    header = struct.pack(">IIBBBBB", width, height, BIT_DEPTH, RGBA_COLOUR_TYPE, 0, 0, 0)
    return (
        SIGNATURE + _chunk(b"IHDR", header) + _chunk(b"IDAT", zlib.compress(rows, 6)) + _chunk(b"IEND", b"")
    )


class CardPngs:
    """The cards' PNGs by code: given ready, or encoded once from raw pixels (when first asked for, or
    all at once by ``encode_all``), each encoded picture replacing its raw pixels."""

    def __init__(self, pictures: Mapping[str, Picture]) -> None:
        self._pictures: dict[str, Picture] = dict(pictures)
        self._lock = threading.Lock()

    def __contains__(self, code: object) -> bool:
        return code in self._pictures

    def get(self, code: str) -> bytes | None:
        """The PNG of ``code``, or None for a card the table has no picture of."""
        picture = self._pictures.get(code)
        if picture is None or isinstance(picture, bytes):
            return picture
        with self._lock:
            now = self._pictures[code]
            if isinstance(now, bytes):  # another thread encoded it meanwhile
                return now
            png = png_from_rgba(*now)
            self._pictures[code] = png  # the raw pixels (a third of a megabyte a card) are let go
            return png

    def encode_all(self) -> None:
        """Encode every card still raw: the server does it once it listens, while people scan their
        codes, so the raw pixels are let go and no phone waits for an encoding."""
        for code in list(self._pictures):
            self.get(code)
