"""Crash reports: what went wrong and how to make it happen again, kept in the data directory.

When a scene fails the app writes two files into ``<data dir>/crashes/``: a log a person
reads (what happened, the game, seed, options, players and moves, then the traceback)
and a replay file ``main.py replay`` plays again. Only the newest ``KEEP_REPORTS``
reports are kept, so a game that keeps failing cannot fill the disk.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from game.storage.paths import data_dir

FOLDER = "crashes"
KEEP_REPORTS = 10
LOG_SUFFIX = ".log"
REPLAY_SUFFIX = ".replay.json"
REPLAY_MARK = "Replay file:"  # the log's last two lines: this mark, then the replay as one line of JSON


@dataclass(frozen=True)
class CrashReport:
    """Where a report went; ``replay`` is None when no game was in play."""

    log: Path
    replay: Path | None


def crash_folder() -> Path:
    return data_dir() / FOLDER


def write_crash_report(
    heading: Sequence[str],
    traceback_text: str,
    replay: dict[str, Any] | None,
    folder: Path | None = None,
    clock: Callable[[], datetime] = datetime.now,
) -> CrashReport:
    """Write the log (``heading`` lines, the replay's facts, the traceback) and the replay file.

    Raises ``OSError`` when the folder cannot be written; the caller still shows the error.
    """
    folder = crash_folder() if folder is None else folder
    folder.mkdir(parents=True, exist_ok=True)
    stem = _free_stem(folder, "crash-" + clock().strftime("%Y%m%d-%H%M%S"))
    replay_path = folder / (stem + REPLAY_SUFFIX) if replay is not None else None
    lines = [*heading]
    if replay is not None and replay_path is not None:
        replay_path.write_text(json.dumps(replay, indent=1) + "\n", encoding="utf-8")
        lines += _replay_lines(replay, replay_path)
    lines += ["", traceback_text.rstrip()]
    if replay is not None:
        lines += ["", REPLAY_MARK, json.dumps(replay, sort_keys=True)]
    log_path = folder / (stem + LOG_SUFFIX)
    log_path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    _keep_newest(folder, KEEP_REPORTS)
    return CrashReport(log_path, replay_path)


def _replay_lines(replay: dict[str, Any], path: Path) -> list[str]:
    steps = replay.get("steps", [])
    moves = sum(1 for step in steps if "type" in step)
    return [
        f"Game: {replay.get('game')}, deal number (seed) {replay.get('seed')}, {replay.get('seats')} seats",
        f"Options: {json.dumps(replay.get('options', {}), sort_keys=True)}",
        f"Players: {', '.join(replay.get('players', [])) or 'unknown'}",
        f"Moves so far: {moves} ({len(steps) - moves} time steps besides)",
        f"Replay saved as: {path}",
        f"Play it again: python main.py replay {path}",
    ]


def _free_stem(folder: Path, stem: str) -> str:
    """``stem``, or ``stem-2``, ``stem-3`` … when a report was already written this second."""
    candidate, number = stem, 1
    while (folder / (candidate + LOG_SUFFIX)).exists():
        number += 1
        candidate = f"{stem}-{number}"
    return candidate


def _keep_newest(folder: Path, keep: int) -> None:
    """Delete all but the newest ``keep`` logs, each with its replay file."""
    logs = sorted(folder.glob("crash-*" + LOG_SUFFIX), key=lambda path: (path.stat().st_mtime_ns, path.name))
    for old in logs[:-keep] if len(logs) > keep else []:
        stem = old.name.removesuffix(LOG_SUFFIX)
        for path in (old, folder / (stem + REPLAY_SUFFIX)):
            with contextlib.suppress(OSError):  # a file another copy of the app just removed
                path.unlink()
