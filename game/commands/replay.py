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
import stat
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.core.arguments import SentenceParser
from game.core.decoding import Refused, decode_json, read_file, shown_path
from game.core.replays import Replay, ReplayError, position_digest
from game.storage.crash_reports import REPLAY_MARK

Watcher = Callable[[Replay, Path], int]  # opens the replay viewer on a replay; the exit code

# What a hostile file may still raise from deep inside the rules: the last line of defence, so that no
# file given to ``replay`` ever ends in a traceback (issue 19). Replay.from_json and Replay.play are
# meant to raise only ReplayError; these are caught in case a file finds a way past them.
UNFORESEEN = (
    TypeError,
    ValueError,
    KeyError,
    IndexError,
    AttributeError,
    OverflowError,
    RecursionError,
    MemoryError,
)


class Unplayable(ReplayError):
    """A file ``replay`` cannot play; the text is the whole sentence, naming the file."""


def build_parser() -> argparse.ArgumentParser:
    parser = SentenceParser(prog="cardtable replay", description="Play a replay file again.")
    parser.add_argument("file", type=Path, help="a replay file, or a crash log that holds one")
    shown = parser.add_mutually_exclusive_group()
    shown.add_argument("--json", action="store_true", help="machine-readable result on stdout")
    shown.add_argument("--watch", action="store_true", help="watch the game in a window, at any speed")
    return parser


def read_replay(path: Path) -> Replay:
    """The replay in ``path``; ``Unplayable`` (a ``ReplayError``'s sentence) names the file and what is
    wrong with it. The file is read through the trust boundary (game/core/decoding.py): bounded in
    size, and any bytes, nesting or numbers that are not a replay's become a clause, never an error."""
    name = shown_path(path)
    try:
        data = _replay_data(path)
        if isinstance(data, dict) and isinstance(data.get("replay"), dict):
            data = data["replay"]  # a finished game's file from the library (game/storage/replay_library.py)
        return Replay.from_json(data)
    except FileNotFoundError as error:
        raise Unplayable(f"{name} cannot be played: there is no such file") from error
    except (Refused, ReplayError) as error:
        raise Unplayable(f"{name} cannot be played: {error}") from error
    except UNFORESEEN as error:
        raise Unplayable(
            f"{name} cannot be played: its replay cannot be read ({type(error).__name__})"
        ) from error


def _replay_data(path: Path) -> Any:
    """The JSON the file holds: all of it, or a crash log's last line after its replay mark."""
    if "\x00" in str(path):
        raise Refused("its name holds a NUL character, which no file name can")
    if _is_pipe_or_device(path):  # reading one could wait for ever, or never end
        raise Refused("it is a pipe or a device, not a file")
    raw = read_file(path)
    try:
        return decode_json(raw)
    except Refused as not_json:
        if raw.lstrip()[:1] in (b"{", b"["):
            raise  # a replay file, broken: say how
        lines = raw.rstrip().splitlines()
        if len(lines) < 2 or lines[-2].rstrip(b"\r") != REPLAY_MARK.encode():
            raise Refused(
                "it is neither a replay file (JSON) nor a crash log ending in a replay"
            ) from not_json
        try:
            return decode_json(lines[-1])
        except Refused as error:
            raise Refused(f"the crash log's replay is broken: {error}") from error


def _is_pipe_or_device(path: Path) -> bool:
    try:
        mode = path.stat().st_mode
    except (OSError, ValueError):
        return False  # read_file says what is wrong with it
    return stat.S_ISFIFO(mode) or stat.S_ISCHR(mode) or stat.S_ISBLK(mode) or stat.S_ISSOCK(mode)


def run(argv: list[str], watch: Watcher | None = None) -> int:
    """The command; ``watch`` opens the viewer for ``--watch`` (main.py gives the UI's window)."""
    args = build_parser().parse_args(argv)
    try:
        replay = read_replay(args.file)
    except Unplayable as error:
        print(f"cardtable: {error}.", file=sys.stderr)
        return 2
    name = shown_path(args.file)
    try:  # played here first with --watch too, so a file the rules cannot follow never reaches the window
        state = replay.play()
    except ReplayError as error:
        if args.watch:  # the viewer shows the steps up to the refused one
            return (watch or no_window)(replay, args.file)
        print(f"cardtable: {name} does not play to its end: {error}.", file=sys.stderr)
        return 1
    except UNFORESEEN as error:
        print(
            f"cardtable: {name} cannot be played: the rules could not follow its steps "
            f"({type(error).__name__}).",
            file=sys.stderr,
        )
        return 2
    if args.watch:
        return (watch or no_window)(replay, args.file)
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
        f"cardtable: {shown_path(path)}: --watch needs the app's window; run it as `cardtable replay`.",
        file=sys.stderr,
    )
    return 2
