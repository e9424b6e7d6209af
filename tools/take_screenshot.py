"""Take docs/screenshots/GAME.png: the real app in Xvfb, played with xdotool.

Starts a virtual X server and opens `main.py --game GAME --seed N` at 1280×720.
Scotch: plays the first moves of a line found by the line finder with real
mouse drags. Scrooge: a race of 2-6 seats (4 unless --seats says otherwise: the
mouse against hard, medium and easy bots) in which the mouse turns its stock now
and then while the bots play.
Scorzo: the mouse against a normal and a hard bot; the mouse draws for the deal
and the bots play their first turns, so the shot shows the mouse's hand with the
melds its deal holds marked (the default seed deals it two).
Then it grabs the screen with ImageMagick's `import`.

    python tools/take_screenshot.py [--game scotch|scrooge|scorzo] [--seed 4] [--moves 24]
                                     [--seats 4] [--out PATH]

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
from game.ui.cards.card_art import CardArt  # noqa: E402
from game.ui.look.viewport import Viewport  # noqa: E402
from game.ui.table.layout import layout_path, load_layout, seated_layout_path  # noqa: E402
from game.ui.table.table_view import TableView  # noqa: E402
from tests.xvfb_display import XvfbError, start_xvfb, stop_xvfb  # noqa: E402

SIZE = (1280, 720)
BOT_LEVELS = ("hard", "medium", "easy")


def scrooge_players(seats: int) -> str:
    """The mouse, then bots of every level in turn, for the ``--players`` option."""
    bots = [f"bot:{BOT_LEVELS[seat % len(BOT_LEVELS)]}" for seat in range(seats - 1)]
    return ",".join(["human:mouse", *bots])


def xdotool(display: str, *args: str) -> None:
    subprocess.run(["xdotool", *args], env={**os.environ, "DISPLAY": display}, check=True)


def scotch_moves(seed: int, count: int) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """Screen points of the first ``count`` moves of a line found by the line finder."""
    spec = registry.get("scotch")
    state = spec.new_game(seed=seed)
    line = find_line(state.clone(), budget=50_000)
    view = TableView(
        load_layout(layout_path("scotch"), list(state.piles)), CardArt(), Viewport(SIZE), 0, "green", {}
    )
    view.show_state(state)
    drags = []
    for move in list(line.moves if line else ())[:count]:
        drags.append((view.top_rect(move.source).center, view.top_rect(move.target).center))
        view.play_events(state.apply(move))
        view.finish_animations()
    return drags


def scrooge_stock(seed: int, seats: int) -> tuple[int, int]:
    """Where the mouse seat's stock is on a Scrooge table of ``seats``."""
    state = registry.get("scrooge").new_game(seats=seats, seed=seed)
    layout = load_layout(seated_layout_path("scrooge", seats), list(state.piles))
    view = TableView(layout, CardArt(), Viewport(SIZE), 0, "green", {})
    view.show_state(state)
    return view.top_rect("seat1.stock").center


SCORZO_PLAYERS = "human:mouse,bot:normal,bot:hard"


def scorzo_draw_pile() -> tuple[int, int]:
    """Where the draw pile is on a three-seat Scorzo table (it never moves when the table turns)."""
    state = registry.get("scorzo").new_game(seats=3)
    layout = load_layout(seated_layout_path("scorzo", 3), list(state.piles))
    return TableView(layout, CardArt(), Viewport(SIZE), 0, "green", {}).slot_rect("draw").center


def drag(display: str, start: tuple[int, int], end: tuple[int, int]) -> None:
    xdotool(display, "mousemove", str(start[0]), str(start[1]), "mousedown", "1")
    for step in range(1, 6):
        x = start[0] + (end[0] - start[0]) * step // 5
        y = start[1] + (end[1] - start[1]) * step // 5
        xdotool(display, "mousemove", str(x), str(y))
    xdotool(display, "mouseup", "1")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=("scotch", "scrooge", "scorzo"), default="scotch")
    parser.add_argument("--seed", type=int, help="deal number; 4, or 11 for Scorzo (a deal of two melds)")
    parser.add_argument("--moves", type=int, default=24, help="Scotch: moves played; Scrooge: stock turns")
    parser.add_argument("--race", type=float, help="seconds the bots play first (Scrooge 6, Scorzo 8)")
    parser.add_argument("--seats", type=int, choices=range(2, 7), default=4, help="Scrooge: seats")
    parser.add_argument("--out", help="default docs/screenshots/GAME.png")
    args = parser.parse_args()
    out = args.out or str(ROOT / "docs" / "screenshots" / f"{args.game}.png")
    if args.seed is None:
        args.seed = 11 if args.game == "scorzo" else 4
    if args.race is None:
        args.race = 8.0 if args.game == "scorzo" else 6.0

    pygame.init()
    pygame.display.set_mode(SIZE)
    command = [sys.executable, "main.py", "--game", args.game, "--seed", str(args.seed)]
    if args.game == "scrooge":
        command += ["--players", scrooge_players(args.seats)]
        stock = scrooge_stock(args.seed, args.seats)
    elif args.game == "scorzo":
        command += ["--players", SCORZO_PLAYERS]
        draw_pile = scorzo_draw_pile()
    else:
        drags = scotch_moves(args.seed, args.moves)

    try:
        server, display = start_xvfb(SIZE)  # -displayfd, and ready for the app (tests/xvfb_display.py)
    except XvfbError as error:
        raise SystemExit(str(error)) from None
    home = tempfile.mkdtemp(prefix="cardtable-shot-")
    app = subprocess.Popen(
        [*command, "--window", f"{SIZE[0]}x{SIZE[1]}"],
        cwd=ROOT,
        env={**os.environ, "DISPLAY": display, "CARDTABLE_HOME": home, "SDL_VIDEODRIVER": "x11"},
    )
    try:
        time.sleep(3.0)  # the window opens and the deal animation ends
        if args.game == "scrooge":
            for _ in range(args.moves):
                xdotool(display, "mousemove", str(stock[0]), str(stock[1]), "click", "1")
                time.sleep(args.race / max(args.moves, 1))
        elif args.game == "scorzo":
            # the mouse draws first for the deal (seed 11 has no tie to draw again), the bots after it
            xdotool(display, "mousemove", str(draw_pile[0]), str(draw_pile[1]), "click", "1")
            time.sleep(args.race)  # the deal lands, the two bots play their turns, the mouse's turn waits
        else:
            for start, end in drags:
                drag(display, start, end)
                time.sleep(0.35)
        xdotool(display, "mousemove", "1270", "400")
        time.sleep(0.6)
        Path(out).parent.mkdir(parents=True, exist_ok=True)
        subprocess.run(["import", "-window", "root", out], env={**os.environ, "DISPLAY": display}, check=True)
        done = args.race if args.game == "scorzo" else args.moves
        print(
            f"{out}: {args.game} deal {args.seed} after {done} "
            + {"scrooge": "stock turns", "scorzo": "seconds"}.get(args.game, "moves")
        )
    finally:
        app.terminate()
        app.wait(timeout=10)
        stop_xvfb(server)
    return 0


if __name__ == "__main__":
    sys.exit(main())
