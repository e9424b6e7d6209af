"""A private Xvfb that is ready for the app: shared by the real-window tests and the Xvfb tools.

``start_xvfb`` runs ``Xvfb -displayfd``, so the server itself picks a display number nobody
uses (no guessing, no race with another server starting at the same moment), then waits until
that display really accepts a client before it returns. The probe is what the app does first:
``pygame.display.init()`` on SDL's x11 driver, in a child process, until it works or the time
is up.

``-noreset`` matters as much: by default an X server resets itself whenever its last client
leaves, and a client that connects during the reset is refused. The probe leaving let the server
reset just as the app opened its display: that was the "x11 not available" the real-window tests
saw now and then, more often on a busy machine (without ``-noreset``, 36 of 1000 back-to-back
XOpenDisplay calls failed here; with it, none).

The server's messages go to a temporary file (a pipe nobody reads could fill and stall it) and
are shown when it does not start.

    server, display = start_xvfb((1280, 720))
    try:
        ...  # DISPLAY=display
    finally:
        stop_xvfb(server)
"""

from __future__ import annotations

import os
import select
import signal
import subprocess
import sys
import tempfile
import time

START_SECONDS = 15.0  # Xvfb names its display
READY_SECONDS = 20.0  # and then takes its first client (a loaded 2-core machine can be slow)

# The first thing the app does with a display: SDL's x11 driver opens it.
PROBE = """
import os, sys
os.environ["SDL_VIDEODRIVER"] = "x11"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
import pygame
try:
    pygame.display.init()
except pygame.error as error:
    sys.exit(f"{error}")
pygame.display.quit()
"""


class XvfbError(RuntimeError):
    """Xvfb did not start, or its display never took a client."""


def probe_env(display: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("SDL_")}
    return {**env, "DISPLAY": display, "SDL_AUDIODRIVER": "dummy"}


def accepts_clients(display: str, timeout: float = 10.0) -> tuple[bool, str]:
    """Whether SDL's x11 driver can open ``display`` now, and what it said if not."""
    try:
        done = subprocess.run(
            [sys.executable, "-c", PROBE],
            env=probe_env(display),
            capture_output=True,
            text=True,
            timeout=timeout,
        )
    except subprocess.TimeoutExpired:
        return False, f"the probe took more than {timeout:g} s"
    return done.returncode == 0, done.stderr.strip()[-300:]


def _read_display_number(read_end: int, server: subprocess.Popen[bytes], seconds: float) -> str:
    number = b""
    deadline = time.monotonic() + seconds
    while not number.endswith(b"\n") and time.monotonic() < deadline and server.poll() is None:
        ready, _, _ = select.select([read_end], [], [], 0.2)
        if ready:
            chunk = os.read(read_end, 16)
            if not chunk:
                break
            number += chunk
    return number.decode(errors="replace").strip()


def start_xvfb(
    size: tuple[int, int] = (1280, 720),
    start_seconds: float = START_SECONDS,
    ready_seconds: float = READY_SECONDS,
) -> tuple[subprocess.Popen[bytes], str]:
    """A new Xvfb of ``size`` on a display it chose, once that display takes clients: (server, ":N")."""
    # the server keeps its own handle on the log; this one is only read if it does not start
    with tempfile.TemporaryFile() as log:
        read_end, write_end = os.pipe()
        try:
            server = subprocess.Popen(
                [
                    "Xvfb",
                    "-displayfd",
                    str(write_end),
                    "-screen",
                    "0",
                    f"{size[0]}x{size[1]}x24",
                    "-nolisten",
                    "tcp",
                    "-noreset",
                ],
                pass_fds=(write_end,),
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=log,
            )
        except BaseException:
            os.close(read_end)
            raise
        finally:
            os.close(write_end)

        def failed(why: str) -> XvfbError:
            stop_xvfb(server)
            log.seek(0)
            said = log.read().decode(errors="replace").strip()[-800:]
            return XvfbError(f"{why}; Xvfb said: {said or '(nothing)'}")

        try:
            number = _read_display_number(read_end, server, start_seconds)
        finally:
            os.close(read_end)
        if not number.isdigit():
            raise failed(f"Xvfb named no display within {start_seconds:g} s (got {number!r})")
        display = f":{number}"

        # Xvfb names its display as it starts; wait until a client really gets in (and, with
        # -noreset, the probe leaving does not make the server reset under the app).
        deadline = time.monotonic() + ready_seconds
        while True:
            if server.poll() is not None:
                raise failed(f"Xvfb {display} stopped (exit {server.returncode}) before it took a client")
            ok, said = accepts_clients(display, timeout=max(1.0, min(10.0, deadline - time.monotonic())))
            if ok:
                return server, display
            if time.monotonic() > deadline:
                raise failed(f"Xvfb {display} took no client within {ready_seconds:g} s ({said})")
            time.sleep(0.1)


def stop_xvfb(server: subprocess.Popen[bytes], seconds: float = 10) -> int | None:
    """SIGTERM, then SIGKILL if it will not go; its exit code (None if it had to be killed)."""
    if server.poll() is None:
        server.send_signal(signal.SIGTERM)
        try:
            server.wait(seconds)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait(5)
            return None
    return server.returncode
