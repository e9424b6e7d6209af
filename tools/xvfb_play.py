"""Play a whole Scrooge game in a real X window with real input, to check it as a person would.

The app runs in this process on the X11 driver (under Xvfb). A frame hook plays the
people's seats: it looks at what a player at the seat sees (the seat's view), picks a
move with the hard bot's judgement, and makes it only through ``xdotool``: a real
pointer drag, double click or right click for the mouse seat, real key presses for
keyboard seats. The mouse and the keyboard are separate hands, so the people at the
keyboard play while the mouse seat's gesture is under way; two keyboard seats' keys go
out in one burst, so both people press within the same moment. The first time a seat's
strip says "beaten by", a screenshot is saved beside ``--shot`` (``-beaten``). Round
summaries are answered with the mouse ("Next round"). At the game's end it saves a
screenshot, prints each round's scores and exits.

    Xvfb :99 -screen 0 1600x900x24 &
    DISPLAY=:99 .venv/bin/python tools/xvfb_play.py \\
        --players human:keys1,human:keys2,bot:easy --options rounds=5 --shot /tmp/end.png

Not a test: a game takes minutes of real time. ``tests/test_real_window.py`` has the short one.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("SDL_VIDEODRIVER", "x11")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from game.bots.scrooge_bot import Level, ScroogeBot
from game.commands.options import parse_options
from game.core import registry
from game.core.moves import Move, MoveCards
from game.core.seats import parse_players
from game.rules.scrooge.moves import CallScrooge, TurnStock
from game.ui.app import App
from game.ui.games.scrooge.round_summary import RoundSummaryScene
from game.ui.games.scrooge.table import ScroogeTableScene
from game.ui.table.seat_panels import SeatStrip

X_KEYS = {"left": "Left", "right": "Right", "up": "Up", "down": "Down", "return": "Return", "end": "End"}
X_KEYS |= {"right shift": "Shift_R", "right ctrl": "Control_R", "backspace": "BackSpace", "space": "space"}
X_KEYS |= {";": "semicolon", "enter": "KP_Enter", "[0]": "KP_0", "[+]": "KP_Add", "[-]": "KP_Subtract"}
X_KEYS |= {f"[{n}]": f"KP_{n}" for n in range(1, 10)}
X_KEYS |= {"page up": "Prior", "page down": "Next", "escape": "Escape"}
THINK_SECONDS = 0.25  # a quick person: a glance between gestures
SHOT_DELAY_SECONDS = 0.4  # a note is photographed once drawn and the cards have landed (a note lasts 3 s)


class XHands:
    """A person's hands on the X server: pointer clicks and drags, key presses, one gesture at a time.

    Each gesture is one ``xdotool`` run in the background; ``busy`` says it is still being made.
    Coordinates are the window's own (``mousemove --window``). Other tools import this.
    """

    def __init__(self, window: int) -> None:
        self.window = str(window)
        self.hands: subprocess.Popen[bytes] | None = None
        self.gestures = {"drags": 0, "clicks": 0, "keys": 0}

    @property
    def busy(self) -> bool:
        return self.hands is not None and self.hands.poll() is None

    def _xdotool(self, *args: object) -> None:
        self.hands = subprocess.Popen(["xdotool", *map(str, args)])

    def click(self, pos: tuple[int, int]) -> None:
        self._xdotool("mousemove", "--window", self.window, *pos, "click", "1")
        self.gestures["clicks"] += 1

    def double_click(self, pos: tuple[int, int]) -> None:
        """Two clicks on one place, 0.12 s apart: a double click at any table."""
        self._xdotool(
            "mousemove", "--window", self.window, *pos, "click", "--repeat", "2", "--delay", "120", "1"
        )
        self.gestures["clicks"] += 2

    def click_then_click(self, first: tuple[int, int], second: tuple[int, int]) -> None:
        """Click one place, then another 0.3 s later: pick a card, then the pile it goes to."""
        self._xdotool(
            "mousemove", "--window", self.window, *first, "click", "1", "sleep", "0.3",
            "mousemove", "--window", self.window, *second, "click", "1",
        )  # fmt: skip
        self.gestures["clicks"] += 2

    def drag(self, start: tuple[int, int], end: tuple[int, int], steps: int = 6) -> None:
        """Press at ``start``, move there in ``steps`` hops, let go: a real pointer drag."""
        args: list[object] = ["mousemove", "--window", self.window, *start, "mousedown", "1"]
        for i in range(1, steps + 1):
            x = start[0] + (end[0] - start[0]) * i // steps
            y = start[1] + (end[1] - start[1]) * i // steps
            args += ["sleep", "0.02", "mousemove", "--window", self.window, x, y]
        self._xdotool(*args, "mouseup", "1")
        self.gestures["drags"] += 1

    def right_click(self, pos: tuple[int, int]) -> None:
        self._xdotool("mousemove", "--window", self.window, *pos, "click", "3")
        self.gestures["clicks"] += 1

    def press(self, *keys: str, delay_ms: int = 30) -> None:
        """Press and release keys in turn (X keysym names, or pygame names found in ``X_KEYS``)."""
        self._xdotool("key", "--delay", delay_ms, *(X_KEYS.get(key, key) for key in keys))
        self.gestures["keys"] += len(keys)


def focus(window: int) -> None:
    """Give the window the keyboard: keys go where focus is."""
    subprocess.run(["xdotool", "windowfocus", "--sync", str(window)], check=False)


def screenshot(path: Path | str) -> None:
    """The whole X screen (``import -window root``) as an image file."""
    subprocess.run(["import", "-window", "root", str(path)], check=False)


class BeatenShot:
    """A screenshot of the first "beaten by" any seat's strip shows, a few frames after it appears (once
    the note is drawn and the winning card has landed); both race tools watch with one."""

    def __init__(self, path: Path) -> None:
        self.path: Path | None = path
        self.due: float | None = None

    def watch(self, strips: Sequence[SeatStrip]) -> None:
        notes = [strip.note for strip in strips if strip.note.startswith("beaten by")]
        if not notes or self.path is None:
            return
        if self.due is None:
            self.due = time.monotonic() + SHOT_DELAY_SECONDS
        elif time.monotonic() >= self.due:
            screenshot(self.path)
            print(f"a race lost, on screen ({notes[0]!r}): {self.path}", flush=True)
            self.path = None


class XPlayer(XHands):
    """The people at the table: eyes on the live view, hands on xdotool."""

    def __init__(self, window: int, seed: int, beaten: BeatenShot | None = None) -> None:
        super().__init__(window)
        self.keyboard = XHands(window)  # the people at the keyboard: their own hands
        self.beaten = beaten
        self.mouse_plays = 0
        self.next_keys = 0.0
        self.rng = random.Random(seed)
        self.minds: dict[int, ScroogeBot] = {}
        self.next_look = 0.0
        self.rounds: list[str] = []
        self.last_move: Move | None = None
        self.repeats = 0

    def __call__(self, app: App, seconds: float) -> None:
        top = app.stack.top
        if self.beaten is not None and isinstance(top, ScroogeTableScene):
            self.beaten.watch(top.strips)
        now = time.monotonic()
        if isinstance(top, RoundSummaryScene):
            if not self.busy and now >= self.next_look:
                self.next_look = now + THINK_SECONDS
                self._answer_summary(app, top)
            return
        if not isinstance(top, ScroogeTableScene) or top.view.animating or top.round_ended:
            return
        if not self.busy and now >= self.next_look:
            self.next_look = now + THINK_SECONDS
            self._play_mouse(top)
        if not self.keyboard.busy and now >= self.next_keys:
            self.next_keys = now + THINK_SECONDS
            self._play_keys(top)

    def _answer_summary(self, app: App, summary: RoundSummaryScene) -> None:
        if summary.table.match.state.is_over():
            app.running = False
            return
        self.rounds.append(" | ".join(summary.text_lines()))
        self.click(summary.buttons[0].screen_rect(app.viewport).center)

    def _mind(self, table: ScroogeTableScene, seat: int) -> ScroogeBot:
        if seat not in self.minds or self.minds[seat].place != table.match.state.place_of(seat):
            self.minds[seat] = ScroogeBot(seat, table.match.state.place_of(seat), Level.HARD, self.rng)
        return self.minds[seat]

    def _choice(self, table: ScroogeTableScene, seat: int) -> Move | None:
        return self._mind(table, seat).decide(table.match.state.view(seat))

    def _play_mouse(self, table: ScroogeTableScene) -> None:
        if table.seat is not None:
            move = self._choice(table, table.seat)
            if move is not None:
                self._mouse(table, move)

    def _play_keys(self, table: ScroogeTableScene) -> None:
        keys: list[str] = []
        for seat, keyboard in table.keyboards.items():
            move = self._choice(table, seat)
            if move is not None:
                keys += [X_KEYS.get(name, name) for name in self._key_names(table, seat, keyboard, move)]
        if keys:
            self.keyboard.press(*keys)

    def _mouse(self, table: ScroogeTableScene, move: Move) -> None:
        self._watch_for_a_loop(table, move)
        view, place = table.view, table.match.state.place_of(move.seat)
        if isinstance(move, TurnStock):
            self.click(view.top_rect(place.stock).center)
        elif isinstance(move, CallScrooge):
            self.click(table.call_button.screen_rect(table.app.viewport).center)
        elif isinstance(move, MoveCards) and move.count == 1 and move.target.startswith("foundation"):
            self.mouse_plays += 1  # to the centre: a drag, a double click and a right click in turn
            spot = view.top_rect(move.source).center
            gesture = self.mouse_plays % 3
            if gesture == 1:
                self.double_click(spot)
            elif gesture == 2:
                self.right_click(spot)
            else:
                self.drag(spot, view.top_rect(move.target).center)
        elif isinstance(move, MoveCards):
            cards = view.piles[move.source]
            first = len(cards) - move.count
            grab = cards[first].rect
            shown = cards[first + 1].rect.y - grab.y if move.count > 1 else grab.height  # the strip in view
            start = (grab.centerx, grab.y + max(1, shown // 2))
            self.drag(start, view.top_rect(move.target).center)

    def _watch_for_a_loop(self, table: ScroogeTableScene, move: Move) -> None:
        """Say so when the same gesture is tried again and again: a person would see it fail."""
        self.repeats = self.repeats + 1 if isinstance(move, MoveCards) and move == self.last_move else 0
        self.last_move = move
        if self.repeats == 8:
            note = table.strips[table.match.state.place_of(move.seat).index].note
            print(f"the same move 8 times: {move}; the seat says {note!r}", flush=True)
            screenshot("/tmp/xvfb-play-loop.png")

    @staticmethod
    def _key_names(table: ScroogeTableScene, seat: int, keyboard: object, move: Move) -> list[str]:
        names = table.keyboards[seat].binding.names
        if isinstance(move, TurnStock):
            return [names["turn"]]
        if isinstance(move, CallScrooge):
            return [names["call"]]
        assert isinstance(move, MoveCards)
        keys = table.keyboards[seat]
        source = next(a for a in names if a != "turn" and keys.pile_for(a) == move.source)
        if move.target in table.match.state.foundation_ids:
            return [names[source], names["centre"]]
        target = next(a for a in names if keys.pile_for(a) == move.target)
        return [names[source], names[target]]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", default="human:mouse,bot:easy,bot:medium")
    parser.add_argument("--options", default="rounds=5")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--shot", type=Path, default=Path("/tmp/scrooge-end.png"))
    parser.add_argument("--minutes", type=float, default=30)
    args = parser.parse_args()
    spec = registry.get("scrooge")
    options = parse_options(args.options)
    app = App(window=(1280, 720))
    app.nav.open_table(spec, args.seed, parse_players(args.players, spec.seats), options)
    window = pygame.display.get_wm_info()["window"]
    focus(window)
    beaten = BeatenShot(args.shot.with_name(args.shot.stem + "-beaten" + args.shot.suffix))
    player = XPlayer(window, args.seed, beaten)
    app.frame_hooks.append(player)
    table = app.stack.top
    assert isinstance(table, ScroogeTableScene)
    started = time.monotonic()
    app.running = True
    shot_taken = False
    while app.running and time.monotonic() - started < args.minutes * 60:
        app.step(app.clock.tick(60) / 1000.0)
        if not shot_taken and table.match.state.is_over() and isinstance(app.stack.top, RoundSummaryScene):
            for _ in range(30):
                app.step(app.clock.tick(60) / 1000.0)
            screenshot(args.shot)
            shot_taken = True
            print(" | ".join(app.stack.top.text_lines()))
            app.running = False
    state = table.match.state
    for line in player.rounds:
        print(line)
    print(
        f"game over: {state.is_over()}, rounds: {state.round_number}, gestures: {player.gestures}, "
        f"keys: {player.keyboard.gestures['keys']}, "
        f"{time.monotonic() - started:.0f} s"
    )
    pygame.quit()
    return 0 if state.is_over() else 1


if __name__ == "__main__":
    sys.exit(main())
