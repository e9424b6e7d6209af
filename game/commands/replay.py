"""`python main.py replay FILE [--json | --watch]`: play a replay file again and say where it ends.

FILE is a replay file (``crash-….replay.json``), the crash log that holds one, or a
finished game's file from the library (``replays/game-….json``). The
game is dealt from its seed and every step is made again; the program then says
whether it reached the position recorded in the file. Exit 0 when it did, 1 when
it did not (or a step was refused), 2 when the file cannot be read.

With ``--watch`` it opens a window with the replay viewer instead (docs/replays.md), to see
the game from its deal at any speed; exit 0 when the window closes, 1 when the game
cannot be shown. The window is the UI's (game/ui/replay_window.py): main.py passes it in
as ``watch``, since the commands import nothing from the UI (DESIGN.md §2).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.core.replays import Replay, ReplayError, position_digest
from game.storage.crash_reports import REPLAY_MARK

Watcher = Callable[[Replay, Path], int]  # opens the replay viewer on a replay; the exit code


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="cardtable replay", description="Play a replay file again.")
    parser.add_argument("file", type=Path, help="a replay file, or a crash log that holds one")
    shown = parser.add_mutually_exclusive_group()
    shown.add_argument("--json", action="store_true", help="machine-readable result on stdout")
    shown.add_argument("--watch", action="store_true", help="watch the game in a window, at any speed")
    return parser


def read_replay(path: Path) -> Replay:
    """The replay in ``path``; ``ReplayError`` names the file and what is wrong with it."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise ReplayError(f"{path}: cannot be read ({error.strerror or error})") from error
    try:
        data: Any = json.loads(text)
    except json.JSONDecodeError:
        data = _replay_in_log(path, text)
    if isinstance(data, dict) and isinstance(data.get("replay"), dict):
        data = data["replay"]  # a finished game's file from the library (game/storage/replay_library.py)
    try:
        return Replay.from_json(data)
    except ReplayError as error:
        raise ReplayError(f"{path}: {error}") from error


def _replay_in_log(path: Path, text: str) -> Any:
    lines = text.rstrip().splitlines()
    if len(lines) < 2 or lines[-2] != REPLAY_MARK:
        raise ReplayError(f"{path}: neither a replay file (JSON) nor a crash log ending in a replay")
    try:
        return json.loads(lines[-1])
    except json.JSONDecodeError as error:
        raise ReplayError(f"{path}: the crash log's replay is not valid JSON ({error.msg})") from error


def run(argv: list[str], watch: Watcher | None = None) -> int:
    """The command; ``watch`` opens the viewer for ``--watch`` (main.py gives the UI's window)."""
    args = build_parser().parse_args(argv)
    try:
        replay = read_replay(args.file)
    except ReplayError as error:
        print(f"cardtable replay: {error}", file=sys.stderr)
        return 2
    if args.watch:
        return (watch or no_window)(replay, args.file)
    try:
        state = replay.play()
    except ReplayError as error:
        print(f"cardtable replay: {args.file}: {error}", file=sys.stderr)
        return 1
    reached = position_digest(state)
    same = not replay.position or reached == replay.position
    result = {
        "game": replay.game_id,
        "seed": replay.seed,
        "moves": replay.moves,
        "steps": len(replay.steps),
        "over": state.is_over(),
        "position": reached,
        "recorded_position": replay.position,
        "same_position": same,
    }
    if args.json:
        print(json.dumps(result, sort_keys=True))
    else:
        ending = "the game is over" if state.is_over() else "the game was still in play"
        if not replay.position:
            verdict = "no position was recorded to compare with"
        elif same:
            verdict = "the same position as recorded"
        else:
            verdict = f"a DIFFERENT position from the one recorded ({reached} ≠ {replay.position})"
        print(
            f"{replay.game_id}, deal {replay.seed}: {replay.moves} moves and "
            f"{len(replay.steps) - replay.moves} time steps replayed; {ending}; {verdict}."
        )
    return 0 if same else 1


def no_window(replay: Replay, path: Path) -> int:
    """What ``--watch`` does where no window was given (the command called on its own, not from main.py)."""
    print(
        f"cardtable replay: {path}: --watch needs the app's window; run it as `cardtable replay`",
        file=sys.stderr,
    )
    return 2
