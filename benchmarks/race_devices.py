"""From input to a card moving on screen, for every device and for bots, at both race tables (issue 20).

    python benchmarks/race_devices.py [--trials 30]

The real App loop, headless (SDL's dummy drivers), frames of 1/60 s (``app.step``). One
Repezita table seats the mouse, keys1-keys4, a pad and a medium bot; one Scrooge table the
mouse, keys1-keys4 and a pad (six seats), and another three medium bots beside an idle mouse.
Each trial posts one person's committing input as the app would receive it (the mouse:
a click on a fitting card at Repezita, a right click sending a card to the centre at Scrooge;
keys: the key of "lower"/"higher", or Scrooge's source key one frame and "centre" the next;
the pad: the same actions as controller button events of a plugged-in pad, SDL's own event
type, from a stand-in for SDL's list of controllers), then steps frames until the card's
sprite has moved or is gliding. A move a rival beat is no latency and is skipped.

Reported per device: the frames from the input to the first frame showing the card moving
(1 = the frame that handled the input), the median wall-clock time of that frame, and the
input-to-screen time: the wait for that frame to start (an input lands anywhere in the frame
before it: half a frame, 8.3 ms, on average) plus that frame's processing. For a bot, the
time runs from the moment its move is due on the virtual clock. The app's frame at wall time
W handles the input that arrived since the last frame and then moves the table's clock from
the last frame's time up to W, landing every bot move due in between: a bot's move, like a
person's input, waits for the frame after it (the table clock at a step's start lags the
wall by that frame, so the bot's wait is counted from the clock after the step).
"""

from __future__ import annotations

import argparse
import functools
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from common import use_headless_env

use_headless_env()

import pygame  # noqa: E402

from game.core import registry  # noqa: E402
from game.core.moves import MoveCards  # noqa: E402
from game.core.seats import parse_players  # noqa: E402
from game.rules.repezita import PlayCard, hand_id  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.cards.sprite import CardSprite  # noqa: E402
from game.ui.games.repezita.match import neighbour  # noqa: E402
from game.ui.games.repezita.table import RepezitaTableScene  # noqa: E402
from game.ui.games.scrooge.table import ScroogeTableScene  # noqa: E402
from game.ui.input.gamepads import Pad  # noqa: E402
from game.ui.input.pad_buttons import BUTTONS  # noqa: E402
from game.ui.race.race_scene import RaceScene  # noqa: E402

FRAME = 1 / 60
WINDOW = (1280, 720)
PAD_ID = 7
MOST_FRAMES = 30
REPEZITA_PLAYERS = "human:mouse,human:keys1,human:keys2,human:keys3,human:keys4,human:pad1,bot:medium"
SCROOGE_PLAYERS = "human:mouse,human:keys1,human:keys2,human:keys3,human:keys4,human:pad1"
SCROOGE_BOTS = "human:mouse,bot:medium,bot:medium,bot:medium"


class OnePad:
    """SDL's list of controllers with one pad in it, opened as pad1 (events are posted as SDL's)."""

    problem: str | None = None

    def indices(self) -> list[int]:
        return [0]

    def open(self, device_index: int) -> Pad:
        return Pad(PAD_ID, "Benchmark pad", lambda: None)


@dataclass
class Timings:
    """One device's trials: frames to the screen, the wall time of the frame that showed it, the wait."""

    frames: list[int] = field(default_factory=list)
    wall: list[float] = field(default_factory=list)
    wait: list[float] = field(default_factory=list)

    def add(self, frames: int, wall: float, wait: float) -> None:
        self.frames.append(frames)
        self.wall.append(wall)
        self.wait.append(wait)


def open_table(players: str, game: str, seed: int) -> tuple[App, RaceScene]:
    app = App(window=WINDOW, headless=True)
    app.pad_system = OnePad()
    spec = registry.get(game)
    app.nav.open_table(spec, seed, parse_players(players, spec.seats), {})
    app.running = True
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=0))
    table = app.stack.top
    assert isinstance(table, RaceScene)
    settle(app, table)
    return app, table


def settle(app: App, table: RaceScene) -> None:
    app.step(FRAME)
    while table.view.animating:
        app.step(FRAME)


def post_action(table: RaceScene, seat: int, action: str) -> None:
    """The key or pad button a seat's binding gives ``action``, as an event SDL would queue."""
    if seat in table.people.pads:
        button = BUTTONS[table.people.pads[seat].binding.names[action]][0]
        pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=PAD_ID, button=button))
    else:
        key = pygame.key.key_code(table.people.keyboards[seat].binding.names[action])
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))


def frames_until_moving(app: App, sprite: CardSprite) -> tuple[int, float] | None:
    """Step frames until ``sprite`` moves or glides: how many, and the first one's wall time."""
    before = sprite.rect.topleft
    first_wall = 0.0
    for frame in range(1, MOST_FRAMES + 1):
        started = time.perf_counter()
        app.step(FRAME)
        wall = time.perf_counter() - started
        first_wall = first_wall or wall
        if sprite.moving or sprite.rect.topleft != before:
            return frame, wall if frame == 1 else first_wall
    return None


# --- Repezita -------------------------------------------------------------------------------------


def repezita_input(table: RepezitaTableScene, seat: int) -> tuple[CardSprite, Callable[[], None]] | None:
    """A seat's one-gesture play on the centre now, and the input that makes it."""
    state = table.match.state
    top = state.top_code()
    for step, action in ((-1, "lower"), (1, "higher")):
        code = neighbour(state, seat, top, step)
        if code is None or (top is None and state.free_start):
            continue
        sprite = next(s for s in table.view.piles[hand_id(seat)] if state.save_card(s.card) == code)
        if seat == table.seat:
            return sprite, functools.partial(click, (sprite.rect.x + 6, sprite.rect.centery))
        return sprite, functools.partial(post_action, table, seat, action)
    return None


def click(at: tuple[int, int]) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=at, button=1))


def repezita_devices(trials: int) -> dict[str, Timings]:
    found: dict[str, Timings] = {}
    names = REPEZITA_PLAYERS.split(",")
    for seed in range(1, 400):
        if all(len(found.get(name, Timings()).frames) >= trials for name in names[:-1]):
            break
        app, table = open_table(REPEZITA_PLAYERS, "repezita", seed)
        assert isinstance(table, RepezitaTableScene)
        for _ in range(12):
            if table.match.state.is_over():
                break
            for seat, name in enumerate(names[:-1]):
                made = repezita_input(table, seat)
                if made is None or len(found.setdefault(name, Timings()).frames) >= trials:
                    continue
                sprite, gesture = made
                held = len(table.match.state.hand(seat))
                gesture()
                timed = frames_until_moving(app, sprite)
                if timed is not None and len(table.match.state.hand(seat)) < held:
                    found[name].add(*timed, FRAME / 2)
                settle(app, table)
                break
            else:
                app.step(FRAME)
    return found


# --- Scrooge --------------------------------------------------------------------------------------


def centre_play(table: ScroogeTableScene, seat: int) -> MoveCards | None:
    state = table.match.state
    return next(
        (
            move
            for move in state.legal_moves(seat)
            if isinstance(move, MoveCards)
            and move.count == 1
            and move.target in state.foundation_ids
            and not move.source.endswith("stock")
        ),
        None,
    )


def scrooge_devices(trials: int) -> dict[str, Timings]:
    found: dict[str, Timings] = {}
    names = SCROOGE_PLAYERS.split(",")
    for seed in range(1, 400):
        if all(len(found.get(name, Timings()).frames) >= trials for name in names):
            break
        app, table = open_table(SCROOGE_PLAYERS, "scrooge", seed)
        assert isinstance(table, ScroogeTableScene)
        for seat, name in enumerate(names):
            move = centre_play(table, seat)
            if move is None or len(found.setdefault(name, Timings()).frames) >= trials:
                continue
            sprite = table.view.piles[move.source][-1]
            if seat == table.seat:
                at = (sprite.rect.centerx, sprite.rect.centery)
                pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=3))
            else:
                source = next(
                    a
                    for a in table.people.button_seats[seat].binding.names
                    if pile_of(table, seat, a) == move.source
                )
                post_action(table, seat, source)
                app.step(FRAME)
                post_action(table, seat, "centre")
            timed = frames_until_moving(app, sprite)
            if timed is not None and sprite.card not in table.match.state.piles[move.source].cards:
                found[name].add(*timed, FRAME / 2)
            settle(app, table)
    return found


def pile_of(table: ScroogeTableScene, seat: int, action: str) -> str | None:
    return None if action == "turn" else table.people.button_seats[seat].pile_for(action)


# --- bots -----------------------------------------------------------------------------------------


def bot_sprite(table: RaceScene, seat: int, move: object) -> CardSprite | None:
    """The sprite of the card a bot's pending move plays (one card from the top of a pile, or a hand)."""
    state = table.match.state
    if isinstance(move, PlayCard):
        return next(
            (s for s in table.view.piles[hand_id(seat)] if state.save_card(s.card) == move.card), None
        )
    if isinstance(move, MoveCards) and move.count == 1 and table.view.piles[move.source]:
        return table.view.piles[move.source][-1]
    return None


def bots(game: str, players: str, trials: int) -> Timings:
    """Frames from a bot's move falling due to its card moving, and the frame's wall time and wait."""
    timings = Timings()
    for seed in range(1, 200):
        if len(timings.frames) >= trials:
            break
        app, table = open_table(players, game, seed)
        driver = table.match.bots
        for _ in range(60 * 60):
            if (
                len(timings.frames) >= trials
                or table.match.state.is_over()
                or getattr(table.match.state, "round_over", False)
            ):
                break
            now = table.match.table.clock.now
            due = [
                (when, seat)
                for when, _, seat in driver.queue
                if when <= now + FRAME and driver.pending.get(seat)
            ]
            watched = []
            for when, seat in sorted(due)[:1]:
                pending = driver.pending[seat]
                sprite = bot_sprite(table, seat, pending.move) if pending is not None else None
                if sprite is not None:
                    watched.append((when, sprite, sprite.rect.topleft, pending.move))
            started = time.perf_counter()
            app.step(FRAME)
            wall = time.perf_counter() - started
            for when, sprite, before, _ in watched:
                if sprite.moving or sprite.rect.topleft != before:
                    timings.add(1, wall, now + FRAME - when)  # the frame runs when its update reaches
    return timings


def row(game: str, name: str, timings: Timings) -> str:
    if not timings.frames:
        return f"{game:<9} {name:<14} no trials"
    wall = statistics.median(timings.wall)
    wait = statistics.fmean(timings.wait)
    frames = (
        f"{min(timings.frames)}-{max(timings.frames)}"
        if min(timings.frames) != max(timings.frames)
        else str(timings.frames[0])
    )
    same = "yes" if max(timings.frames) == 1 else "NO"
    return (
        f"{game:<9} {name:<14} {len(timings.frames):>6}  {frames:>6}  {wall * 1000:8.2f} ms"
        f"  {wait * 1000:+8.1f} ms  {(wait + wall) * 1000:+9.1f} ms   {same}"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trials", type=int, default=30, help="inputs timed per device")
    args = parser.parse_args()
    started = time.perf_counter()
    print(
        f"Input to the card moving on screen, App loop headless at {WINDOW[0]}x{WINDOW[1]}, frames of 1/60 s"
    )
    heads = f"{'frames':>6}  {'frame wall':>11}  {'wait':>11}  {'to screen':>12}   first frame"
    print(f"{'game':<9} {'device':<14} {'trials':>6}  {heads}")
    for name, timings in repezita_devices(args.trials).items():
        print(row("repezita", name, timings))
    print(row("repezita", "bot:medium", bots("repezita", REPEZITA_PLAYERS, args.trials)))
    for name, timings in scrooge_devices(args.trials).items():
        print(row("scrooge", name, timings))
    print(row("scrooge", "bot:medium", bots("scrooge", SCROOGE_BOTS, args.trials)))
    print(
        "frames: from the input (a bot: its due time) to the first frame showing the card moving, 1 = the "
        "frame that handled it; frame wall: median wall-clock time of that frame; wait: mean time from the "
        "input to that frame's start (a person's input lands anywhere in the frame before: +8.3 ms; a bot's "
        "move waits the same way: the frame whose update reaches its due time runs then); "
        f"to screen = wait + frame wall. Took {time.perf_counter() - started:.0f} s."
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
