"""The hostile-file run (issue 19): broken files put where the app reads them, the app started and driven.

For each kind of file the app reads it writes N hostile variants of a real file (made by the app
itself, ``tools/hostile_drive.py seed``), each into a fresh ``CARDTABLE_HOME`` (or, for a shipped
asset, into a copy of the source tree), starts the app in a child process as a player would, drives
it through the screens that read that file, and counts what happened:

- process crash: the child's exit code is not one the command may give, or a traceback is on stderr;
- crash screen: a new report in ``<home>/crashes/`` or the CrashScene seen on the stack;
- hang: no exit within ``--timeout`` seconds;
- crash loop: the start failed (any of the above), and failed again on the same home;
- file lost (user files only): the hostile bytes are nowhere under the home afterwards, although
  no game was opened from them (a file accepted and played on is rewritten, its copy kept as .bak).

    .venv/bin/python tools/hostile_run.py --per-kind 40 --seed 1 --report docs/hostile-run.md
    .venv/bin/python tools/hostile_run.py --kinds autosave,replay-cli --per-kind 10 --keep /tmp/hostile

Two child processes at a time (the machine has two cores), one input per child, so a crash in one
input is counted as that input's and no other's.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a script: the tests' strategies and the game import from here
    sys.path.insert(0, str(ROOT))

from hypothesis import HealthCheck, Phase, given, seed, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from tests.hostile_json import (  # noqa: E402
    BYTE_STRATEGIES,
    GAME_IDS,
    STRUCTURE_STRATEGIES,
    labelled_hostile_json,
    labelled_hostile_text,
)

DRIVER = ROOT / "tools" / "hostile_drive.py"
TRACEBACK = "Traceback (most recent call last)"
WORKERS = 2
TREE_PARTS = ("game", "assets", "docs/rules", "main.py", "pyproject.toml")
GAMES = GAME_IDS  # every game in the registry's catalogue
DEFAULT_SEATS = {"schrum": 4}


# --- what a run found -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Attempt:
    """One start of the app: how the child ended and what it left."""

    returncode: int | None  # None: killed after the timeout
    stderr: str
    stdout: str
    new_crash_reports: int
    seconds: float
    crash_line: str = ""  # the error's last line in the newest crash report, if one was written

    @property
    def timed_out(self) -> bool:
        return self.returncode is None

    def driver_report(self) -> dict[str, object]:
        for line in reversed(self.stdout.splitlines()):
            if line.startswith("hostile-drive "):
                with contextlib.suppress(ValueError):
                    return dict(json.loads(line.removeprefix("hostile-drive ")))
        return {}

    def last_stderr_line(self) -> str:
        """The last line on stderr, or else the error a crash report names."""
        lines = [line for line in self.stderr.splitlines() if line.strip()]
        if lines:
            return lines[-1][:200]
        return f"(crash report) {self.crash_line[:200]}" if self.crash_line else ""


@dataclass(frozen=True)
class Verdict:
    """What one start counts as."""

    process_crash: bool
    crash_screen: bool
    hang: bool

    @property
    def failed(self) -> bool:
        return self.process_crash or self.crash_screen or self.hang


def classify(attempt: Attempt, allowed_codes: Sequence[int] = (0,)) -> Verdict:
    """A hang is a timeout; a crash an exit code outside ``allowed_codes`` or a traceback on stderr."""
    if attempt.timed_out:
        return Verdict(process_crash=False, crash_screen=attempt.new_crash_reports > 0, hang=True)
    crashed = attempt.returncode not in allowed_codes or TRACEBACK in attempt.stderr
    screens = int(attempt.driver_report().get("crash_screens", 0) or 0)  # type: ignore[call-overload]
    return Verdict(
        process_crash=crashed, crash_screen=attempt.new_crash_reports > 0 or screens > 0, hang=False
    )


def bytes_kept(home: Path, original: bytes) -> bool:
    """Whether ``original`` is, byte for byte, the content of some file under ``home`` (renamed or not)."""
    if not original:
        return True  # nothing to lose
    for folder, _dirs, files in os.walk(home, followlinks=False):
        for name in files:
            path = Path(folder, name)
            with contextlib.suppress(OSError):
                plain = path.is_file() and not path.is_symlink()
                if plain and path.stat().st_size == len(original) and path.read_bytes() == original:
                    return True
    return False


def crash_reports(home: Path) -> int:
    folder = home / "crashes"
    return len(list(folder.glob("*.log"))) if folder.is_dir() else 0


def newest_crash_line(home: Path) -> str:
    """The last line of the newest crash report's traceback (the error and its message)."""
    logs = sorted((home / "crashes").glob("*.log"), key=lambda path: path.stat().st_mtime_ns)
    if not logs:
        return ""
    text = logs[-1].read_text(encoding="utf-8", errors="replace").split("\nReplay file:")[0]
    lines = [line for line in text.splitlines() if line.strip()]
    return lines[-1] if lines else ""


def start(command: Sequence[str], env: dict[str, str], cwd: Path, home: Path, timeout: float) -> Attempt:
    """Run ``command`` once in its own process group; kill the group at the timeout."""
    before = crash_reports(home)
    began = time.monotonic()
    with subprocess.Popen(
        list(command),
        cwd=cwd,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        start_new_session=True,
    ) as child:
        try:
            out, err = child.communicate(timeout=timeout)
            code: int | None = child.returncode
        except subprocess.TimeoutExpired:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(child.pid, signal.SIGKILL)
            out, err = child.communicate()
            code = None
    text = lambda raw: raw.decode("utf-8", "replace")  # noqa: E731
    new_reports = crash_reports(home) - before
    line = newest_crash_line(home) if new_reports > 0 else ""
    return Attempt(code, text(err), text(out), new_reports, time.monotonic() - began, line)


# --- the inputs -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class HostileInput:
    """One broken file: where it goes, what it is, and how the app is started on it."""

    kind: str
    number: int
    how: str  # which strategy broke it
    target: str  # the path under the home (user files) or under the tree (assets)
    data: bytes
    special: str = ""  # "symlink", "folder", "unreadable": the target is not a plain file
    main_args: tuple[str, ...] = ()  # for assets and replay-cli: what main.py is given


@dataclass
class Outcome:
    """One input's result, for the table and the examples."""

    entry: HostileInput
    first: Verdict
    crash_loop: bool
    lost: bool
    opened: bool
    stderr_line: str
    seconds: float


def draw(strategy: st.SearchStrategy[object], count: int, seed_value: int) -> list[object]:
    """``count`` examples of ``strategy``, the same ones for the same seed (no database, no shrinking)."""
    found: list[object] = []

    @settings(
        max_examples=count,
        database=None,
        phases=[Phase.generate],
        deadline=None,
        suppress_health_check=list(HealthCheck),
    )
    @seed(seed_value)
    @given(strategy)
    def collect(example: object) -> None:
        found.append(example)

    collect()
    return found[:count]


STRATEGY_NAMES = (*STRUCTURE_STRATEGIES, *BYTE_STRATEGIES)


def draw_each_way(
    strategy_for: Callable[[str], st.SearchStrategy[object]], count: int, seed_value: int
) -> list[object]:
    """``count`` examples shared evenly among the ways of breaking a file (taken in turn), so no way is
    left to the luck of one draw; ``strategy_for(name)`` is the strategy that breaks it that way."""
    shares = [
        count // len(STRATEGY_NAMES) + (n < count % len(STRATEGY_NAMES)) for n in range(len(STRATEGY_NAMES))
    ]
    drawn = [
        draw(strategy_for(name), share, seed_value * 1000 + n) if share else []
        for n, (name, share) in enumerate(zip(STRATEGY_NAMES, shares, strict=True))
    ]
    mixed = [column[row] for row in range(max(shares)) for column in drawn if row < len(column)]
    if len(mixed) < count:  # a way with few distinct results (an empty file) gave fewer: any way makes up
        anyway = st.one_of([strategy_for(name) for name in STRATEGY_NAMES])
        mixed += draw(anyway, count - len(mixed), seed_value * 1000 + 999)
    return mixed[:count]


def seed_files(folder: Path) -> Path:
    """The app's own files to break, written once per run by ``hostile_drive.py seed``."""
    home = folder / "seed-home"
    if not (home / "settings.json").exists():
        env = child_env(home, ROOT)
        result = subprocess.run(
            [sys.executable, str(DRIVER), "seed", str(home)],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
        )
        if result.returncode != 0:
            raise SystemExit(f"the seed files could not be made:\n{result.stderr}")
    return home


def _json_inputs(
    kind: str, seeds: list[tuple[str, object]], count: int, seed_value: int
) -> list[HostileInput]:
    """``count`` variants, drawn among every seed document of the kind (``count`` 0: each seed unbroken)."""
    if count == 0:
        return [
            HostileInput(kind, n, "control", target, json.dumps(document, indent=2).encode())
            for n, (target, document) in enumerate(seeds)
        ]

    def broken(name: str) -> st.SearchStrategy[object]:
        return st.one_of(
            [
                labelled_hostile_json(document, [name]).map(lambda pair, t=target: (t, *pair))
                for target, document in seeds
            ]
        )

    drawn = draw_each_way(broken, count, seed_value)
    return [
        HostileInput(kind, number, how, target, data)
        for number, (target, how, data) in enumerate(drawn)  # type: ignore[misc]
    ]


def user_inputs(kind: str, home: Path, count: int, seed_value: int) -> list[HostileInput]:
    """Broken settings, statistics, autosaves, saves and finished games, and replay files for the command."""
    load = lambda path: json.loads(path.read_text(encoding="utf-8"))  # noqa: E731
    if kind in ("settings", "statistics"):
        return _json_inputs(kind, [(f"{kind}.json", load(home / f"{kind}.json"))], count, seed_value)
    if kind == "keys":
        document = load(home / "settings.json")
        mark = "@@key-bindings@@"
        whole = json.dumps({**document, "key_bindings": mark}, indent=2).encode()
        drawn = (
            draw_each_way(
                lambda name: labelled_hostile_json(document["key_bindings"], [name]), count, seed_value
            )
            if count
            else [("control", json.dumps(document["key_bindings"]).encode())]
        )
        return [
            HostileInput(kind, n, how, "settings.json", whole.replace(json.dumps(mark).encode(), data))
            for n, (how, data) in enumerate(drawn)  # type: ignore[misc]
        ]
    if kind == "autosave":
        seeds = [("autosave.json", load(path)) for path in sorted(home.glob("autosave-*.seed"))]
        return _json_inputs(kind, seeds, count, seed_value)
    if kind == "saves":
        seeds = [(f"saves/{path.name}", load(path)) for path in sorted((home / "saves").glob("*.json"))]
        return _json_inputs(kind, seeds, count, seed_value)
    if kind == "replays":
        seeds = [(f"replays/{path.name}", load(path)) for path in sorted((home / "replays").glob("*.json"))]
        return _json_inputs(kind, seeds, count, seed_value)
    if kind == "replay-cli":
        seeds = [("input.replay.json", load(path)) for path in sorted((home / "replays").glob("*.json"))]
        seeds += [
            ("input.replay.json", load(path)["replay"]) for path in sorted((home / "saves").glob("*.json"))
        ]
        return _json_inputs(kind, seeds, count, seed_value)
    raise ValueError(kind)


SPECIAL_TARGETS = {
    "settings.json": "settings",
    "statistics.json": "statistics",
    "autosave.json": "autosave",
    "saves/scotch seed.json": "saves",
    "replays/game-20000101-000000-001-repezita.json": "replays",
}


def special_inputs(home: Path) -> list[HostileInput]:
    """A dangling symlink, a folder, and an unreadable file (chmod 000) in place of each user file."""
    entries = []
    for target in SPECIAL_TARGETS:
        source = home / target if (home / target).exists() else next((home / "replays").glob("*.json"))
        for special in ("symlink", "folder", "unreadable"):
            data = source.read_bytes() if special == "unreadable" else b""
            entries.append(HostileInput("specials", len(entries), special, target, data, special=special))
    return entries


def _players(game_id: str, seats: int) -> tuple[str, ...]:
    if game_id == "scotch":
        return ("--game", "scotch", "--seed", "1")
    person = "human:keys1" if game_id in ("scrooge", "repezita") else "human"
    return ("--game", game_id, "--seed", "1", "--players", ",".join([person] + ["bot:easy"] * (seats - 1)))


def _layout_args(name: str) -> tuple[str, ...]:
    """``scrooge-4-jokers.tmx`` → a Scrooge race of 4 seats with jokers."""
    parts = name.removesuffix(".tmx").split("-")
    if parts == ["scotch"]:
        return _players("scotch", 1)
    args = _players(parts[0], int(parts[1]))
    return (*args, "--options", "jokers=1") if parts[2:] == ["jokers"] else args


ASSET_USERS: dict[str, tuple[str, ...]] = {
    "assets/decks/cards32.json": ("schrum",),
    "assets/decks/cards52.json": ("tac",),
    "assets/decks/scroker.json": ("scroker", "spit", "longhorn", "dealers-choice"),
    "assets/decks/scroker_calls.json": ("dealers-choice",),
    "assets/help/controls.json": GAMES,
    "assets/keys/pad_buttons.json": ("scrooge", "repezita"),
    "assets/keys/race_presets.json": ("scrooge",),
    "assets/keys/repezita_presets.json": ("repezita",),
    "assets/keys/repezita_pad_buttons.json": ("repezita",),
    "assets/words/enable-2-5.txt": ("scroker", "spit", "longhorn", "dealers-choice"),
}
ASSET_KINDS = {
    "decks": "assets/decks/*.json",
    "controls": "assets/help/controls.json",
    "keysets": "assets/keys/*.json",
    "layouts": "assets/layouts/*.tmx",
    "words": "assets/words/*",
    "rules": "docs/rules/*.md",
}


def asset_inputs(kind: str, count: int, seed_value: int) -> list[HostileInput]:
    """Broken shipped files; input n opens the n-th game (in turn) of those that use the file."""
    files = sorted(ROOT.glob(ASSET_KINDS[kind]))
    originals = {str(path.relative_to(ROOT)): path.read_bytes() for path in files}

    def broken(name: str | None) -> st.SearchStrategy[object]:
        return st.one_of(
            [
                (
                    labelled_hostile_json(json.loads(data), [name])
                    if name is not None
                    else labelled_hostile_text(data)
                ).map(lambda pair, t=target: (t, *pair))
                for target, data in originals.items()
            ]
        )

    if not count:
        drawn: list[object] = [(target, "control", data) for target, data in originals.items()]
    elif all(target.endswith(".json") for target in originals):
        drawn = draw_each_way(broken, count, seed_value)
    else:
        drawn = draw(broken(None), count, seed_value)
    entries = []
    for number, (target, how, data) in enumerate(drawn):  # type: ignore[misc]
        name = Path(target).name
        if kind == "layouts":
            args = _layout_args(name)
        else:
            users = ASSET_USERS.get(target) or (name.removesuffix(".md"),)
            game_id = users[number % len(users)]
            args = _players(game_id, DEFAULT_SEATS.get(game_id, 3))
        entries.append(HostileInput(kind, number, how, target, data, main_args=args))
    return entries


USER_KINDS = ("settings", "keys", "statistics", "autosave", "saves", "replays", "replay-cli", "specials")
ALL_KINDS = (*USER_KINDS, *ASSET_KINDS)
PLAN_OF = {"settings": "settings", "keys": "settings", "statistics": "statistics", "autosave": "autosave"}
PLAN_OF |= {"saves": "saves", "replays": "replays"}


# --- running one input ------------------------------------------------------------------------------


def child_env(home: Path, tree: Path) -> dict[str, str]:
    env = {key: value for key, value in os.environ.items() if not key.startswith(("CARDTABLE_", "DISPLAY"))}
    env |= {"CARDTABLE_HOME": str(home), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    env |= {"PYTHONPATH": str(tree), "PYGAME_HIDE_SUPPORT_PROMPT": "1", "PYTHONDONTWRITEBYTECODE": "1"}
    return env


def copy_tree(destination: Path) -> Path:
    """The parts of the source tree the app needs, hard-linked where the disk allows (fast, and the
    hostile file is written as a new file, never through a link)."""
    for part in TREE_PARTS:
        source, target = ROOT / part, destination / part
        target.parent.mkdir(parents=True, exist_ok=True)
        if source.is_dir():
            try:
                shutil.copytree(
                    source, target, copy_function=os.link, ignore=shutil.ignore_patterns("__pycache__")
                )
            except OSError:
                shutil.rmtree(target, ignore_errors=True)
                shutil.copytree(source, target, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy2(source, target)
    return destination


def place(home_or_tree: Path, entry: HostileInput) -> Path:
    """Put the input where the app will look; an asset replaces the tree's file (a new inode)."""
    path = home_or_tree / entry.target
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.exists() or path.is_symlink():
        path.unlink()
    if entry.special == "symlink":
        path.symlink_to(home_or_tree / "nowhere" / "gone.json")
    elif entry.special == "folder":
        path.mkdir()
        (path / "inside.json").write_text("{}")
    else:
        path.write_bytes(entry.data)
        if entry.special == "unreadable":
            path.chmod(0)
    return path


def command_for(entry: HostileInput, home: Path) -> tuple[list[str], tuple[int, ...]]:
    """The child's command line and the exit codes it may give."""
    if entry.kind == "replay-cli":
        return [sys.executable, "main.py", "replay", str(home / entry.target)], (0, 1, 2)
    if entry.main_args:
        return [sys.executable, str(DRIVER), "table", "--", *entry.main_args], (0, 2)
    plan = PLAN_OF.get(entry.kind) or SPECIAL_TARGETS[entry.target]
    return [sys.executable, str(DRIVER), "user", plan], (0,)


def run_input(entry: HostileInput, scratch: Path, timeout: float, keep: Path | None) -> Outcome:
    """Start the app on the input (twice when the first start fails) and judge it."""
    folder = Path(tempfile.mkdtemp(prefix=f"{entry.kind}-{entry.number}-", dir=scratch))
    try:
        home = folder / "home"
        home.mkdir()
        is_asset = entry.kind in ASSET_KINDS
        tree = copy_tree(folder / "tree") if is_asset else ROOT
        place(tree if is_asset else home, entry)
        command, allowed = command_for(entry, home)
        env = child_env(home, tree)
        first_attempt = start(command, env, tree, home, timeout)
        first = classify(first_attempt, allowed)
        crash_loop = first.failed and classify(start(command, env, tree, home, timeout), allowed).failed
        opened = bool(first_attempt.driver_report().get("opened"))  # a game opened from the file
        if entry.special == "unreadable":
            with contextlib.suppress(OSError):
                (home / entry.target).chmod(0o600)
        user_file = entry.kind in USER_KINDS and entry.kind != "replay-cli" and entry.special != "symlink"
        lost = user_file and not opened and not bytes_kept(home, entry.data)
        outcome = Outcome(
            entry, first, crash_loop, lost, opened, first_attempt.last_stderr_line(), first_attempt.seconds
        )
        if keep is not None and (first.failed or lost):
            keep_input(keep, entry, first_attempt)
        return outcome
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def keep_input(keep: Path, entry: HostileInput, attempt: Attempt) -> None:
    """The input's bytes and the child's output, for debugging a failure."""
    keep.mkdir(parents=True, exist_ok=True)
    stem = keep / f"{entry.kind}-{entry.number:03d}-{entry.how}"
    stem.with_suffix(".bin").write_bytes(entry.data)
    stem.with_suffix(".txt").write_text(
        f"target: {entry.target}\nspecial: {entry.special}\nmain args: {' '.join(entry.main_args)}\n"
        f"exit: {attempt.returncode}\n--- stderr\n{attempt.stderr}\n--- stdout\n{attempt.stdout[-4000:]}\n"
    )


# --- the table --------------------------------------------------------------------------------------


@dataclass
class KindCount:
    inputs: int = 0
    crashes: int = 0
    screens: int = 0
    hangs: int = 0
    loops: int = 0
    lost: int = 0
    examples: dict[str, list[Outcome]] = field(default_factory=dict)

    def add(self, outcome: Outcome) -> None:
        self.inputs += 1
        flags = {
            "process crash": outcome.first.process_crash,
            "crash screen": outcome.first.crash_screen,
            "hang": outcome.first.hang,
            "crash loop": outcome.crash_loop,
            "file lost": outcome.lost,
        }
        self.crashes += flags["process crash"]
        self.screens += flags["crash screen"]
        self.hangs += flags["hang"]
        self.loops += flags["crash loop"]
        self.lost += flags["file lost"]
        for name, hit in flags.items():
            if hit:
                self.examples.setdefault(name, []).append(outcome)


def tally(outcomes: Sequence[Outcome]) -> dict[str, KindCount]:
    counts: dict[str, KindCount] = {}
    for outcome in outcomes:
        counts.setdefault(outcome.entry.kind, KindCount()).add(outcome)
    return counts


def table(counts: dict[str, KindCount]) -> str:
    rows = [
        "| kind | inputs | process crashes | crash screens | hangs | crash loops | files lost |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    total = KindCount()
    for kind, count in counts.items():
        lost = "n/a" if kind in ASSET_KINDS or kind == "replay-cli" else str(count.lost)
        figures = (count.inputs, count.crashes, count.screens, count.hangs, count.loops, lost)
        rows.append(f"| {kind} | " + " | ".join(str(figure) for figure in figures) + " |")
        for name in ("inputs", "crashes", "screens", "hangs", "loops", "lost"):
            setattr(total, name, getattr(total, name) + getattr(count, name))
    figures = (total.inputs, total.crashes, total.screens, total.hangs, total.loops, total.lost)
    rows.append("| **all** | " + " | ".join(str(figure) for figure in figures) + " |")
    return "\n".join(rows)


def examples(counts: dict[str, KindCount], per_failure: int = 3) -> str:
    lines = []
    for kind, count in counts.items():
        for failure, outcomes in count.examples.items():
            lines.append(f"- **{kind}, {failure}** ({len(outcomes)}):")
            for outcome in outcomes[:per_failure]:
                entry = outcome.entry
                where = entry.target + (f" ({entry.special})" if entry.special else "")
                args = f" `{' '.join(entry.main_args)}`" if entry.main_args else ""
                first = repr(entry.data[:60])[:90].replace("|", "\\|").replace("`", "'")
                said = outcome.stderr_line.replace("|", "\\|").replace("`", "'") or "(nothing on stderr)"
                lines.append(f"  - {entry.how} → `{where}`{args}: `{first}` — stderr: `{said}`")
    return "\n".join(lines) or "(no failures)"


def report_text(counts: dict[str, KindCount], command: str, seconds: float, commit: str) -> str:
    return (
        f"Command: `{command}`  \nCommit: `{commit}`  \nTook: {seconds / 60:.1f} minutes "
        f"(two child processes at a time)\n\n{table(counts)}\n\n### Examples\n\n{examples(counts)}\n"
    )


BEGIN, END = "<!-- hostile-run: begin -->", "<!-- hostile-run: end -->"


def write_report(path: Path, text: str) -> None:
    """Replace what lies between the markers (the prose around them stays), or write the file."""
    old = path.read_text(encoding="utf-8") if path.exists() else ""
    if BEGIN in old and END in old:
        head, _, rest = old.partition(BEGIN)
        _, _, tail = rest.partition(END)
        path.write_text(f"{head}{BEGIN}\n{text}{END}{tail}", encoding="utf-8")
    else:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(f"{BEGIN}\n{text}{END}\n", encoding="utf-8")


# --- the command ------------------------------------------------------------------------------------


def build_inputs(kinds: Sequence[str], count: int, seed_value: int, scratch: Path) -> list[HostileInput]:
    home = seed_files(scratch)
    entries: list[HostileInput] = []
    for number, kind in enumerate(kinds):
        if kind == "specials":
            entries += special_inputs(home) if count else []  # never a control: always hostile
        elif kind in ASSET_KINDS:
            entries += asset_inputs(kind, count, seed_value + number)
        else:
            entries += user_inputs(kind, home, count, seed_value + number)
    return entries


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--kinds", default=",".join(ALL_KINDS), help=f"comma-separated, of: {', '.join(ALL_KINDS)}"
    )
    parser.add_argument(
        "--per-kind", type=int, default=40, help="hostile inputs per kind (specials: always 15)"
    )
    parser.add_argument("--seed", type=int, default=1, help="the same seed draws the same inputs")
    parser.add_argument("--timeout", type=float, default=45.0, help="seconds before a start counts as a hang")
    parser.add_argument("--workers", type=int, default=WORKERS, choices=(1, 2))
    parser.add_argument(
        "--control",
        action="store_true",
        help="the seed files unbroken (specials left out): the harness's own check",
    )
    parser.add_argument("--report", type=Path, help="write the table and examples here (Markdown)")
    parser.add_argument("--keep", type=Path, help="keep each failing input and its output here")
    args = parser.parse_args(argv)
    kinds = [kind.strip() for kind in args.kinds.split(",") if kind.strip()]
    unknown = sorted(set(kinds) - set(ALL_KINDS))
    if unknown:
        parser.error(f"unknown kinds {unknown}; kinds are {', '.join(ALL_KINDS)}")
    began = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="hostile-run-") as scratch_name:
        scratch = Path(scratch_name)
        entries = [] if args.control else build_inputs(kinds, args.per_kind, args.seed, scratch)
        if args.control:
            entries = build_inputs(kinds, 0, args.seed, scratch)
        print(f"{len(entries)} inputs over {len(kinds)} kinds", flush=True)
        outcomes: list[Outcome] = []
        with ThreadPoolExecutor(max_workers=args.workers) as pool:
            for done, outcome in enumerate(
                pool.map(lambda entry: run_input(entry, scratch, args.timeout, args.keep), entries), 1
            ):
                outcomes.append(outcome)
                verdict = outcome.first
                flags = [
                    name
                    for name, hit in (
                        ("CRASH", verdict.process_crash),
                        ("SCREEN", verdict.crash_screen),
                        ("HANG", verdict.hang),
                        ("LOOP", outcome.crash_loop),
                        ("LOST", outcome.lost),
                    )
                    if hit
                ]
                entry = outcome.entry
                said = (" ".join(flags) or "ok") + (" (opened)" if outcome.opened else "")
                print(f"[{done}/{len(entries)}] {entry.kind} #{entry.number} {entry.how} {said}", flush=True)
    seconds = time.monotonic() - began
    counts = tally(outcomes)
    print(table(counts))
    if args.report is not None:
        commit = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True
        ).stdout.strip()
        command = "tools/hostile_run.py " + " ".join(argv if argv is not None else sys.argv[1:])
        write_report(args.report, report_text(counts, command, seconds, commit))
    return 0


if __name__ == "__main__":
    sys.exit(main())
