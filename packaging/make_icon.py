"""Write the application icon's files, drawn by ``game.ui.app_icon`` (the window's icon too).

The spec calls ``write_icons`` at build time; run alone it writes them to a folder to look at:
``.venv/bin/python packaging/make_icon.py build/icon``.

- ``cardtable.png`` (256 px): Linux desktops, and the picture to look at; an ELF file has no icon.
- ``cardtable.ico`` (16-256 px): Windows, the executable's icon (``EXE(icon=...)``).
- ``cardtable.icns`` (32-512 px): macOS, the app bundle's icon (``BUNDLE(icon=...)``).

Both containers hold PNG images, which Windows (Vista on) and macOS (10.7 on) read, so they are
packed here with ``struct`` and need no image library beyond pygame.
"""

from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = ((32, b"icp5"), (64, b"icp6"), (128, b"ic07"), (256, b"ic08"), (512, b"ic09"))


def png_bytes(surface: object) -> bytes:
    import pygame

    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def ico(images: dict[int, bytes]) -> bytes:
    """An .ico file: the directory, then each size's PNG (a width of 256 is written as 0)."""
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, blobs = b"", b""
    for size, data in sorted(images.items()):
        side = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset + len(blobs))
        blobs += data
    return header + entries + blobs


def icns(images: dict[bytes, bytes]) -> bytes:
    """An .icns file: 'icns', the total length, then (type, length, PNG) for each size, big-endian."""
    body = b"".join(kind + struct.pack(">I", 8 + len(data)) + data for kind, data in images.items())
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_icons(folder: Path) -> dict[str, Path]:
    """Draw the icon and write the three files into ``folder``; their paths by extension."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    sys.path.insert(0, str(ROOT))
    import pygame

    from game.ui.app_icon import draw_icon

    big = draw_icon(512)
    sized = {
        size: png_bytes(pygame.transform.smoothscale(big, (size, size))) for size in {*ICO_SIZES, 32, 64}
    }
    sized[512] = png_bytes(big)
    folder.mkdir(parents=True, exist_ok=True)
    paths = {ext: folder / f"cardtable.{ext}" for ext in ("png", "ico", "icns")}
    paths["png"].write_bytes(sized[256])
    paths["ico"].write_bytes(ico({size: sized[size] for size in ICO_SIZES}))
    paths["icns"].write_bytes(icns({kind: sized[size] for size, kind in ICNS_TYPES}))
    return paths


if __name__ == "__main__":
    written = write_icons(Path(sys.argv[1] if len(sys.argv) > 1 else ROOT / "build" / "icon"))
    print("\n".join(str(path) for path in written.values()))
