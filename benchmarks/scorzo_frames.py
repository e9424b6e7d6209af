"""Frame times at a Scorzo table while hard bots think (issue 5: "A bot's turn never stalls a frame").

The real ``ScorzoTableScene`` at 1280×720, headless: six hard bots (the slowest
level) play rounds in real time, each frame ``app.step(1/60)`` timed around the
whole step, the bots' pause between moves taken out so they move as soon
as the cards have landed, the frames paced to 60 a second as the app paces them (a frame's
leftover time is slept), so the bots' worker thread thinks in the gaps between
frames as it does in the app. Two runs: the bots deciding off the frame, as
the app does, and, for comparison, deciding inside the frame. Reported: frame
time median, p95, max, and how many frames took longer than one frame (16.7 ms).
Each run also reports each bot decision's length, so a long search can be told
from a slow frame. Report only; nothing here fails on time.

Run alone: ``.venv/bin/python benchmarks/scorzo_frames.py [--seconds 60]``.
"""

from __future__ import annotations

import argparse
import time

from common import Summary, ms, use_headless_env

use_headless_env()

from game.bots.scorzo_bot import ScorzoBot  # noqa: E402
from game.core import registry  # noqa: E402
from game.core.seats import parse_players  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.games.scorzo.round_end import ScorzoRoundScene  # noqa: E402
from game.ui.games.scorzo.table import ScorzoTableScene  # noqa: E402

WINDOW = (1280, 720)
FRAME = 1 / 60
PLAYERS = ",".join(["bot:hard"] * 6)


def run(background: bool, seconds: float, seed: int) -> tuple[list[float], list[float], int]:
    """Frame times and decision times over ``seconds`` of play, and the rounds finished."""
    app = App(window=WINDOW, headless=True, advice_in_background=background)
    spec = registry.get("scorzo")
    app.nav.open_table(spec, seed, parse_players(PLAYERS, spec.seats), {})
    table = app.stack.top
    assert isinstance(table, ScorzoTableScene)
    table.bot_turns.pace = 0.0  # no pause for people to follow: as many decisions as the run can hold
    decisions: list[float] = []
    for bot in table.bots.values():
        _time_decisions(bot, decisions)
    app.running = True
    frames: list[float] = []
    rounds = 0
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        started = time.perf_counter()
        app.step(FRAME)
        took = time.perf_counter() - started
        frames.append(took)
        if isinstance(app.stack.top, ScorzoRoundScene):
            rounds += 1
            app.stack.pop()
            table.next_round()
        time.sleep(max(0.0, FRAME - took))
    table.bot_turns.close()
    return frames, decisions, rounds


def _time_decisions(bot: ScorzoBot, into: list[float]) -> None:
    """Wrap a bot's ``decide`` so each call's length is recorded (on whichever thread runs it)."""
    decide = bot.decide

    def timed(view):  # type: ignore[no-untyped-def]
        started = time.perf_counter()
        move = decide(view)
        into.append(time.perf_counter() - started)
        return move

    bot.decide = timed  # type: ignore[method-assign]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"Scorzo, six hard bots, {WINDOW[0]}×{WINDOW[1]} headless, {args.seconds:.0f} s a run")
    for background, name in ((True, "off the frame (the app)"), (False, "in the frame (for comparison)")):
        frames, decisions, rounds = run(background, args.seconds, args.seed)
        f, d = Summary.of(frames), Summary.of(decisions)
        slow = sum(1 for took in frames if took > FRAME)
        print(f"bots deciding {name}: {len(frames)} frames, {rounds} rounds, {len(decisions)} decisions")
        print(f"  frame     median {ms(f.median)}  p95 {ms(f.p95)}  max {ms(f.max)}  over 16.7 ms: {slow}")
        print(f"  decision  median {ms(d.median)}  p95 {ms(d.p95)}  max {ms(d.max)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
