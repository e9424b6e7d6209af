"""What the autosave costs (issue 9: an autosave after every move): a 300-move Scroker session and a
60-second Repezita race.

The real App, headless, bots in every seat, its ``Autosave`` frame hook timed around each call:
frames where the position changed (the replay built, then written atomically with the previous
copy kept, fsync included) apart from frames where only the mark was compared. Scroker: four
medium bots (50 hands, 500 chips each) until 300 moves, round summaries passed with Enter as a
person would. Repezita: four easy bots, 3,600 frames of 1/60 s, so the replay also carries every
time step. The data folder is a throwaway one under the system's temporary folder. Report only.

Run alone: ``.venv/bin/python benchmarks/autosave.py``.
"""

from __future__ import annotations

import time

from common import Summary, ms, use_headless_env

use_headless_env()

import pygame  # noqa: E402

from game.core import registry  # noqa: E402
from game.core.seats import parse_players  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.saving.autosave import Autosave  # noqa: E402

WINDOW = (1280, 720)
MEDIUM_4 = ",".join(["bot:medium"] * 4)
EASY_4 = ",".join(["bot:easy"] * 4)


class TimedAutosave(Autosave):
    """The app's autosave, timing each frame's call, split by whether it wrote."""

    def __init__(self) -> None:
        super().__init__()
        self.writing: list[float] = []
        self.idle: list[float] = []

    def __call__(self, app: App, seconds: float) -> None:
        writes, start = self.writes, time.perf_counter()
        super().__call__(app, seconds)
        (self.writing if self.writes > writes else self.idle).append(time.perf_counter() - start)


def run(
    game_id: str, players: str, options: dict[str, int], frame: float, until_moves: int, frames: int
) -> tuple[TimedAutosave, int, int]:
    """Play with bots until ``until_moves`` moves or ``frames`` frames; the hook, moves and steps."""
    app = App(window=WINDOW, headless=True, advice_in_background=False)
    app.running = True
    hook = TimedAutosave()
    app.frame_hooks = [hook if isinstance(h, Autosave) else h for h in app.frame_hooks]
    app.autosave = hook
    spec = registry.get(game_id)
    app.nav.open_table(spec, 5, parse_players(players, spec.seats), options)
    table = app.stack.top
    state = table.match.state if hasattr(table, "match") else table.state
    for _ in range(frames):
        if len(state.history) >= until_moves or state.is_over():
            break
        if app.stack.top is not table:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
        app.step(frame)
    replay = table.replay()
    return hook, replay.moves, len(replay.steps)


def report(name: str, hook: TimedAutosave, moves: int, steps: int) -> None:
    files = [entry.path for entry in hook.store.entries()]  # the one game played here
    size = max((path.stat().st_size for path in files), default=0)
    w, i = Summary.of(hook.writing), Summary.of(hook.idle)
    print(f"{name}: {moves} moves, {steps} steps, autosave file {size / 1024:.0f} KB")
    print(f"  frame with a save     n {w.n:>5}  median {ms(w.median)}  p95 {ms(w.p95)}  max {ms(w.max)}")
    print(f"  frame without a save  n {i.n:>5}  median {ms(i.median)}  p95 {ms(i.p95)}  max {ms(i.max)}")


def main() -> None:
    print(f"Autosave, headless {WINDOW[0]}×{WINDOW[1]}, bots in every seat")
    long_session = {"hands": 50, "buy_in": 500}  # so four medium bots play on past 300 moves
    report("Scroker session to 300 moves", *run("scroker", MEDIUM_4, long_session, 0.25, 300, 200_000))
    report("Repezita race, 60 s", *run("repezita", EASY_4, {}, 1 / 60, 10**9, 3600))


if __name__ == "__main__":
    main()
