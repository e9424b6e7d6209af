"""Play a whole Scotch Solitaire deal in a real X window with real input, to check it as a person would.

The app runs in this process on the X11 driver (under Xvfb). From the title it goes Play →
"Scotch Solitaire: deal number…" → the deal (14 by default, one the solver wins), then plays the
solver's winning line through ``xdotool`` alone (the ``XHands`` of ``tools/xvfb_play.py``):
real pointer drags, click-then-click and double clicks with ``--input mouse``; the pile cursor's
arrows, Space to pick up and put down and F to send home with ``--input keys``. After every
gesture it waits (a few seconds at most) for the table to have made that move; anything else is
a failure. Safe cards go home by themselves (the default setting): the first time they do, it
photographs them on their way (``--shots``), presses the undo key once (the move and its cards
must go back as one step) and redo. With ``--finish-after N`` it presses Finish after N moves and
lets the solver play on. A won deal is celebrated: it photographs the celebration and lets it end.
At the result screen it chooses "Main menu" and ends at the title.

    Xvfb :81 -screen 0 1280x720x24 &
    DISPLAY=:81 .venv/bin/python tools/xvfb_play_scotch.py --input mouse
    DISPLAY=:81 .venv/bin/python tools/xvfb_play_scotch.py --input keys --shots /tmp/shots

Exit 0 when the deal was won and the title reached; 1 with the reason otherwise.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections import deque
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("SDL_VIDEODRIVER", "x11")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("CARDTABLE_HOME", tempfile.mkdtemp(prefix="cardtable-xvfb-"))  # not your own records

import pygame

from game.bots.scotch_solver import Verdict, solve
from game.core.moves import Move
from game.ui.app import App
from game.ui.games.scotch.celebration import CelebrationScene
from game.ui.games.scotch.menus import DealNumberScene, ResultScene
from game.ui.games.scotch.table import TableScene
from game.ui.menus.menu import MenuScene
from game.ui.menus.title import TitleScene
from game.ui.table.layout import TableLayout
from game.ui.table.pile_cursor import DIRECTIONS, nearest_pile
from tools.xvfb_play import XHands, focus, screenshot

MENU_WAIT = 8.0  # seconds a menu may take to go after the press that chose its button
MOVE_WAIT = 6.0  # seconds the table may take to make a move after its gesture


def arrows(layout: TableLayout, start: str, goal: str) -> list[str]:
    """The arrow presses that take the pile cursor from ``start`` to ``goal`` (the table's own steps)."""
    paths: dict[str, list[str]] = {start: []}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        if here == goal:
            return paths[here]
        for direction in DIRECTIONS:
            there = nearest_pile(layout, here, direction)
            if there is not None and there not in paths:
                paths[there] = [*paths[here], direction.capitalize()]
                queue.append(there)
    raise RuntimeError(f"no arrows lead from {start} to {goal}")


def first_cursor_pile(table: TableScene) -> str:
    """Where the cursor appears on the first arrow: the first pile with cards that is not a foundation."""
    for pile_id, pile in table.state.piles.items():
        if pile.cards and not pile_id.startswith("foundation"):
            return pile_id
    return next(iter(table.state.piles))


def choose(app: App, hands: XHands, menu: MenuScene, label: str, mouse: bool) -> None:
    """A menu's button by its label: clicked, or reached with Tab and chosen with Return."""
    button = next(b for b in menu.buttons if b.label.startswith(label))
    if mouse:
        hands.click(button.screen_rect(app.viewport).center)
    else:
        hands.press(*["Tab"] * ((menu.buttons.index(button) - menu.focus) % len(menu.buttons)), "Return")


def gesture(table: TableScene, hands: XHands, move: Move, made: int, mouse: bool) -> None:
    """One move of the line by the chosen device; the mouse varies drags, clicks and double clicks."""
    home = move.target.startswith("foundation")
    if mouse:
        source = table.view.top_rect(move.source).center
        target = table.view.top_rect(move.target).center
        if home and made % 3 == 0:
            hands.double_click(source)
        elif made % 4 == 1:
            hands.click_then_click(source, target)
        else:
            hands.drag(source, target)
        return
    cursor = table.cursor
    keys: list[str] = []
    if cursor is None:
        keys.append("Right")  # the first arrow shows the cursor
        cursor = first_cursor_pile(table)
    assert table.layout is not None
    keys += arrows(table.layout, cursor, move.source)
    if home:
        keys.append("f")
    else:
        keys += ["space", *arrows(table.layout, move.source, move.target), "space"]
    hands.press(*keys)


def check_undo(app: App, hands: XHands, table: TableScene, shots: Path | None, device: str) -> str:
    """Undo once after cards went home by themselves: the move and its cards go back as one step;
    redo makes them again. Returns a failure, or '' when it held."""
    steps, moves = table.game.moves_made, len(table.state.history)

    def wait(done: Callable[[], bool]) -> bool:
        deadline = time.monotonic() + MOVE_WAIT
        while time.monotonic() < deadline:
            app.step(app.clock.tick(60) / 1000.0)
            if not hands.busy and done():
                return True
        return False

    hands.press("z")
    if not wait(lambda: table.game.moves_made == steps - 1 and not table.view.animating):
        return "undo did not take the move back"
    back = moves - len(table.state.history)
    if back < 2:
        return f"undo took back {back} move(s), not the move and the cards it sent home"
    if shots:
        screenshot(shots / f"scotch-{device}-undone.png")
    hands.press("y")
    if not wait(lambda: len(table.state.history) == moves and not table.view.animating):
        return "redo did not make the move and its cards again"
    print(f"undo took back the move and the {back - 1} card(s) it sent home; redo made them all again")
    return ""


def main() -> int:
    parser = argparse.ArgumentParser(
        description="A Scotch Solitaire deal in a real window, by mouse or keys."
    )
    parser.add_argument("--input", choices=("mouse", "keys"), default="mouse")
    parser.add_argument("--deal", type=int, default=14)
    parser.add_argument("--shots", type=Path, help="a folder for screenshots mid-deal and at the result")
    parser.add_argument("--minutes", type=float, default=10)
    parser.add_argument("--finish-after", type=int, help="press Finish after this many moves")
    args = parser.parse_args()
    mouse = args.input == "mouse"
    app = App(window=(1280, 720))
    app.stack.reset(TitleScene(app))
    window = pygame.display.get_wm_info()["window"]
    focus(window)
    hands = XHands(window)
    app.running = True
    started = time.monotonic()
    plan: list[Move] | None = None
    made, result = 0, ""
    waiting_on: MenuScene | None = None  # a menu the last press must take away, until ``deadline``
    moves_wanted = 0  # the moves the table must have made after the last gesture, until ``deadline``
    deadline = 0.0
    failure = ""
    undo_checked = False  # the first cards that went home by themselves were undone and redone
    finishing = False
    celebrated = 0.0  # when the celebration was first seen
    sent_home = 0.0  # when cards first went home by themselves
    while app.running and time.monotonic() - started < args.minutes * 60:
        app.step(app.clock.tick(60) / 1000.0)
        top = app.stack.top
        if hands.busy:
            continue
        table_behind = isinstance(top, TableScene) and top.game.moves_made < moves_wanted and not finishing
        if (waiting_on is not None and top is waiting_on) or table_behind:
            if time.monotonic() < deadline:
                continue
            failure = f"{type(top).__name__} did not answer the last gesture ({made} moves made)"
            break
        waiting_on = None
        if isinstance(top, TitleScene):
            if result:
                break
            choose(app, hands, top, "Play", mouse)
            waiting_on, deadline = top, time.monotonic() + MENU_WAIT
        elif isinstance(top, MenuScene) and top.title == "Choose a game":
            choose(app, hands, top, "Scotch Solitaire: deal number", mouse)
            waiting_on, deadline = top, time.monotonic() + MENU_WAIT
        elif isinstance(top, DealNumberScene):
            hands.press(*str(args.deal), "Return")  # a number is typed, whatever the device
            waiting_on, deadline = top, time.monotonic() + MENU_WAIT
        elif isinstance(top, TableScene):
            going = args.shots / f"scotch-{args.input}-going-home.png" if args.shots else None
            if top.going_home is not None and not sent_home:
                sent_home = time.monotonic()
            if sent_home and going is not None and not going.exists() and time.monotonic() - sent_home > 0.3:
                screenshot(going)  # the first card that goes home by itself, on its way
            if finishing or top.view.animating or top.going_home is not None or top.state.is_over():
                continue
            if going is not None and sent_home and not going.exists():
                continue  # its picture first
            if not undo_checked and top.game.moves_made and len(top.state.history) > top.game.moves_made:
                failure = check_undo(app, hands, top, args.shots, args.input)
                undo_checked = True
                if failure:
                    break
                continue
            if args.finish_after is not None and made >= args.finish_after:
                hands.press("p")  # Finish
                finishing = True
                continue
            if plan is None or not plan or top.state.why_illegal(plan[0]) is not None:
                line = solve(top.state, time_limit=60)  # again: cards went home by themselves
                if line.verdict is not Verdict.WIN:
                    failure = f"deal {args.deal} is not proven winnable here ({line.verdict.name})"
                    break
                plan = list(line.moves)
            if args.shots and made == 20:
                screenshot(args.shots / f"scotch-{args.input}-mid.png")
            gesture(top, hands, plan.pop(0), made, mouse)
            made += 1
            moves_wanted, deadline = top.game.moves_made + 1, time.monotonic() + MOVE_WAIT
        elif isinstance(top, CelebrationScene):
            celebrated = celebrated or time.monotonic()
            shot = args.shots / f"scotch-{args.input}-celebration.png" if args.shots else None
            if shot is not None and not shot.exists() and time.monotonic() - celebrated > 0.8:
                screenshot(shot)  # mid-leap
            if time.monotonic() - celebrated > MENU_WAIT:
                failure = "the celebration did not end by itself"
                break
        elif isinstance(top, ResultScene):
            if not result:
                result = " ".join(top.text_lines())
                if args.shots:
                    screenshot(args.shots / f"scotch-{args.input}-result.png")
            choose(app, hands, top, "Main menu", mouse)
            waiting_on, deadline = top, time.monotonic() + MENU_WAIT
        else:
            failure = f"an unexpected screen: {type(top).__name__}"
            break
    took = time.monotonic() - started
    print(f"scotch by {args.input}: {made} moves, gestures {hands.gestures}, {took:.0f} s; result: {result}")
    pygame.quit()
    if failure or not result.startswith("Won"):
        print(f"FAILED: {failure or 'the deal was not won'}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
