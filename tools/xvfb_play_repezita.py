"""Play a whole Repezita game in a real X window with real input, to check it as people would.

The app runs in this process on the X11 driver (under Xvfb). A frame hook plays the
people's seats: each person looks at their own seat's view after a person's reaction
time, decides with a bot's judgement (``RepezitaBot``), and acts only through ``xdotool``:
the mouse seat clicks the card (every third play it drags it onto the centre instead,
and every third after that it right-clicks it),
keyboard seats press their keys (one press for the lower or higher card, or the pick
moved and "play"). Keyboard seats due at the same moment press in one burst, so two
people at one keyboard race each other. It saves a screenshot of the race in progress
and one of the first "beaten by" a seat's strip shows (``-beaten``), plays to the
finishing order and prints it.

    Xvfb :91 -screen 0 1280x720x24 &
    DISPLAY=:91 .venv/bin/python tools/xvfb_play_repezita.py --players human:mouse,bot:medium,bot:hard
    DISPLAY=:91 .venv/bin/python tools/xvfb_play_repezita.py \\
        --players human:keys1,human:keys2,bot:medium,bot:easy --shot docs/screenshots/repezita.png

Not a test: a game takes a minute or two of real time.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
os.environ.setdefault("SDL_VIDEODRIVER", "x11")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
from xvfb_play import X_KEYS, BeatenShot, XHands, focus, screenshot

from game.bots.repezita_bot import RepezitaBot
from game.commands.options import parse_options
from game.core import registry
from game.core.bot_levels import Level
from game.core.seats import parse_players
from game.rules.repezita import CENTRE, PlayCard, hand_id
from game.ui.app import App
from game.ui.games.repezita.table import RepezitaTableScene
from game.ui.menus.finishing_order import FinishingOrderScene

SHOT_AFTER_SECONDS = 12.0  # the race has been on a while: several cards on the centre, hands still full
SHOT_CENTRE_CARDS = 3


class XPeople(XHands):
    """The people at the table: eyes on their own seat's view, hands on xdotool."""

    def __init__(self, window: int, table: RepezitaTableScene, level: Level, seed: int) -> None:
        super().__init__(window)
        self.table = table
        people = [seat for seat, plan in enumerate(table.plans) if plan.human]
        self.minds = {seat: RepezitaBot(seat, level, random.Random(f"xvfb:{seed}:{seat}")) for seat in people}
        now = time.monotonic()
        self.due = {seat: now + mind.reaction_time() for seat, mind in self.minds.items()}
        self.plays = dict.fromkeys(self.minds, 0)
        self.beaten: BeatenShot | None = None  # the first "beaten by" seen, photographed

    def __call__(self, app: App, seconds: float) -> None:
        table = self.table
        if self.beaten is not None:
            self.beaten.watch(table.strips)
        if self.busy or app.stack.top is not table or table.match.state.is_over() or table.waiting():
            return
        now = time.monotonic()
        keys: list[str] = []
        for seat, mind in self.minds.items():
            if now < self.due[seat]:
                continue
            move = mind.decide(table.match.state.view(seat))
            self.due[seat] = now + (mind.reaction_time() if move is not None else mind.idle_seconds())
            if move is None:
                continue
            self.plays[seat] += 1
            if seat == table.seat:
                self._mouse(move)
                return  # one gesture at a time; the keys wait for the next frame
            buttons = table.keyboards[seat]
            names = [buttons.binding.names[action] for action in buttons.actions_for(move.card, move.onto)]
            keys += [X_KEYS.get(name, name) for name in names]
        if keys:
            self.press(*keys)

    def _mouse(self, move: PlayCard) -> None:
        """Click the card where it shows in the fan (or, every third play, drag it to the centre)."""
        view, state = self.table.view, self.table.match.state
        sprites = view.piles[hand_id(move.seat)]
        index = next(i for i, sprite in enumerate(sprites) if state.save_card(sprite.card) == move.card)
        rect = sprites[index].rect
        shown = sprites[index + 1].rect.x - rect.x if index + 1 < len(sprites) else rect.w
        spot = (rect.x + max(2, shown // 2), rect.centery)
        if self.plays[move.seat] % 3 == 0:
            self.drag(spot, view.top_rect(CENTRE).center)
        elif self.plays[move.seat] % 6 == 1:
            self.right_click(spot)
        else:
            self.click(spot)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", default="human:mouse,bot:medium,bot:hard")
    parser.add_argument("--options", default="")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", default="medium", help="the judgement and pace of the people: a bot level")
    parser.add_argument("--shot", type=Path, default=Path("/tmp/repezita-race.png"))
    parser.add_argument("--shot-after", type=float, default=SHOT_AFTER_SECONDS, help="seconds of race first")
    parser.add_argument("--minutes", type=float, default=10)
    args = parser.parse_args()
    spec = registry.get("repezita")
    app = App(window=(1280, 720))
    plans = parse_players(args.players, spec.seats)
    app.nav.open_table(spec, args.seed, plans, parse_options(args.options))
    table = app.stack.top
    assert isinstance(table, RepezitaTableScene)
    window = pygame.display.get_wm_info()["window"]
    focus(window)
    people = XPeople(window, table, Level.parse(args.level), args.seed)
    people.beaten = BeatenShot(args.shot.with_name(args.shot.stem + "-beaten" + args.shot.suffix))
    app.frame_hooks.append(people)
    started = time.monotonic()
    shot_taken = False
    app.running = True
    while app.running and time.monotonic() - started < args.minutes * 60:
        app.step(app.clock.tick(60) / 1000.0)
        centre = len(table.match.state.piles[CENTRE].cards)
        if not shot_taken and table.elapsed > args.shot_after and centre >= SHOT_CENTRE_CARDS:
            screenshot(args.shot)
            shot_taken = True
            print(f"screenshot of the race at {table.elapsed:.0f} s: {args.shot}", flush=True)
        if isinstance(app.stack.top, FinishingOrderScene) and not people.busy:
            for _ in range(20):
                app.step(app.clock.tick(60) / 1000.0)
            screenshot(args.shot.with_name(args.shot.stem + "-end" + args.shot.suffix))
            print(" | ".join(app.stack.top.text_lines()), flush=True)
            break
    state = table.match.state
    plays = ", ".join(f"Seat {seat + 1}: {count}" for seat, count in people.plays.items())
    real = time.monotonic() - started
    print(
        f"game over: {state.is_over()}, order {[s + 1 for s in state.finishing_order()]}, "
        f"loser {None if state.loser() is None else state.loser() + 1}; people's plays {plays}; "
        f"gestures {people.gestures}; table time {table.elapsed:.0f} s, real {real:.0f} s"
    )
    pygame.quit()
    return 0 if state.is_over() else 1


if __name__ == "__main__":
    sys.exit(main())
