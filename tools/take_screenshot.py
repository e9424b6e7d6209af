"""Take docs/screenshots/scotch.png: the real app in Xvfb, played with xdotool.

Starts a virtual X server, opens `main.py --game scotch --seed N` at
1280×720, plays the first moves of a line found by the line finder with
real mouse drags, and grabs the screen with ImageMagick's `import`.

    python tools/take_screenshot.py [--seed 4] [--moves 24] [--out docs/screenshots/scotch.png]

Needs Xvfb, xdotool and ImageMagick (the CI script installs them).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

import pygame  # noqa: E402

from game.bots.scotch_lines import find_line  # noqa: E402
from game.core import registry  # noqa: E402
from game.ui.cardart import CardArt  # noqa: E402
from game.ui.layout import layout_path, load_layout  # noqa: E402
from game.ui.table_view import TableView  # noqa: E402
from game.ui.viewport import Viewport  # noqa: E402

SIZE = (1280, 720)


def start_xvfb() -> tuple[subprocess.Popen[bytes], str]:
    read, write = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", f"{SIZE[0]}x{SIZE[1]}x24", "-nolisten", "tcp"],
        pass_fds=(write,),
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    with os.fdopen(read) as pipe:
        number = pipe.readline().strip()
    return server, f":{number}"


def xdotool(display: str, *args: str) -> None:
    subprocess.run(["xdotool", *args], env={**os.environ, "DISPLAY": display}, check=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=4)
    parser.add_argument("--moves", type=int, default=24)
    parser.add_argument("--out", default=str(ROOT / "docs" / "screenshots" / "scotch.png"))
    args = parser.parse_args()

    spec = registry.get("scotch")
    state = spec.new_game(seed=args.seed)
    line = find_line(state.clone(), budget=50_000)
    moves = list(line.moves if line else ())[: args.moves]

    pygame.init()
    pygame.display.set_mode(SIZE)
    view = TableView(
        load_layout(layout_path("scotch"), list(state.piles)), CardArt(), Viewport(SIZE), 0, "green", {}
    )
    view.show_state(state)

    server, display = start_xvfb()
    home = tempfile.mkdtemp(prefix="cardtable-shot-")
    app = subprocess.Popen(
        [
            sys.executable,
            "main.py",
            "--game",
            "scotch",
            "--seed",
            str(args.seed),
            "--window",
            f"{SIZE[0]}x{SIZE[1]}",
        ],
        cwd=ROOT,
        env={**os.environ, "DISPLAY": display, "CARDTABLE_HOME": home, "SDL_VIDEODRIVER": "x11"},
    )
    try:
        time.sleep(3.0)  # the window opens and the deal animation ends
        for move in moves:
            start, end = view.top_rect(move.source).center, view.top_rect(move.target).center
            xdotool(display, "mousemove", str(start[0]), str(start[1]), "mousedown", "1")
            for step in range(1, 6):
                x = start[0] + (end[0] - start[0]) * step // 5
                y = start[1] + (end[1] - start[1]) * step // 5
                xdotool(display, "mousemove", str(x), str(y))
            xdotool(display, "mouseup", "1")
            view.play_events(state.apply(move))
            view.finish_animations()
            time.sleep(0.35)
        xdotool(display, "mousemove", "1270", "400")
        time.sleep(0.6)
        Path(args.out).parent.mkdir(parents=True, exist_ok=True)
        subprocess.run(
            ["import", "-window", "root", args.out], env={**os.environ, "DISPLAY": display}, check=True
        )
        print(f"{args.out}: deal {args.seed} after {len(moves)} moves")
    finally:
        app.terminate()
        app.wait(timeout=10)
        server.terminate()
        server.wait(timeout=10)
    return 0


if __name__ == "__main__":
    sys.exit(main())
