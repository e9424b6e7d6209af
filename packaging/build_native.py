"""Compile the Scotch solver with mypyc into .native/ (``make native``; game/bots/native.py says why).

    python packaging/build_native.py             build when the sources changed; where it cannot
                                                 (no C compiler), say so in one sentence and go on
                                                 in pure Python, without trying again until the
                                                 sources or mypy change
    python packaging/build_native.py --required  try whatever happened before, and fail if the
                                                 build fails (make native does this when CI is set)

mypyc compiles the typed modules as they are: no second copy of the solver to
keep in step. It needs mypy (the ``native`` extra) and a C compiler with
Python's headers (gcc or clang, or Visual C++ on Windows). The compiler's
output goes to ``.native/build.log``. The build is made in a folder beside the
old one and takes its place in one rename, its digest (taken before compiling,
so an edit made meanwhile makes it stale) already inside: a build cut short
leaves the old one, or none, never half of one.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.bots.native import (  # noqa: E402  (the checkout first, whatever the venv has)
    DIGEST_FILE,
    GROUP,
    NATIVE_MODULES,
    NATIVE_ROOT,
    build_folder,
    current_build,
    sources_digest,
)

LOG = NATIVE_ROOT / "build.log"
MYPY_FILE = "mypy.version"  # beside the digest: a new mypy compiles anew
PURE_NOTE = "runs as pure Python: the same answers, about three times slower"


def mypy_version() -> str | None:
    try:
        from mypy.version import __version__
    except ImportError:
        return None
    return str(__version__)


def up_to_date() -> bool:
    """A build of the current sources by the installed mypy (any build, when mypy is not installed)."""
    build = current_build()
    if build is None:
        return False
    installed = mypy_version()
    try:
        made_by = (build_folder(NATIVE_ROOT) / MYPY_FILE).read_text(encoding="ascii").strip()
    except (OSError, ValueError):
        return False
    return installed is None or made_by == installed


def failed_before() -> Path:
    """Where a failed build leaves the digest and mypy version it failed with."""
    return NATIVE_ROOT / f"{build_folder(NATIVE_ROOT).name}.failed"


@contextlib.contextmanager
def output_to(log: Path) -> Iterator[None]:
    """Send stdout and stderr, the compiler's too (it writes to the file descriptors), to ``log``."""
    sys.stdout.flush()
    sys.stderr.flush()
    saved = os.dup(1), os.dup(2)
    with log.open("w", encoding="utf-8") as out:
        os.dup2(out.fileno(), 1)
        os.dup2(out.fileno(), 2)
        try:
            yield
        finally:
            sys.stdout.flush()
            sys.stderr.flush()
            os.dup2(saved[0], 1)
            os.dup2(saved[1], 2)
            os.close(saved[0])
            os.close(saved[1])


def build(folder: Path, digest: str, mypy: str) -> None:
    """Compile ``NATIVE_MODULES`` into ``folder`` (as ``folder/game/bots/…``); raise on any failure."""
    from mypyc.build import mypycify  # the native extra: only this script needs mypy
    from setuptools import setup

    sources = [f"game/bots/{name}.py" for name in NATIVE_MODULES]
    folder.parent.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix=".building-", dir=folder.parent))  # same disk: one rename
    here = Path.cwd()
    try:
        staging = work / "lib"
        os.environ["MYPY_CACHE_DIR"] = str(work / "mypy-cache")
        os.chdir(ROOT)  # mypyc names modules from paths relative to the working folder
        modules = mypycify(
            ["--ignore-missing-imports", "--follow-imports=silent", *sources],
            opt_level="3",
            group_name=GROUP,
            target_dir=str(work / "c"),
        )
        os.chdir(work)  # so setuptools reads no project file of ours
        setup(
            name="cardtable-native",
            ext_modules=modules,
            script_args=["build_ext", "--build-lib", str(staging), "--build-temp", str(work / "o")],
        )
        (staging / MYPY_FILE).write_text(mypy + "\n", encoding="ascii")
        (staging / DIGEST_FILE).write_text(digest + "\n", encoding="ascii")
        old = work / "old"
        if folder.exists():
            os.replace(folder, old)
        os.replace(staging, folder)
    finally:
        os.chdir(here)
        shutil.rmtree(work, ignore_errors=True)


def short_reason(error: BaseException) -> str:
    """The failure in a few words: a compiler's failure comes with its whole command line."""
    text = str(error).strip()
    if isinstance(error, SystemExit) or "exit status" in text or "command" in text.lower():
        return "the C compiler failed or is missing"
    return (text.splitlines()[-1] if text else type(error).__name__)[:120]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--required", action="store_true", help="try in any case, and fail when it fails")
    parser.add_argument("--quiet", action="store_true", help="say nothing when nothing was to be done")
    args = parser.parse_args(argv)
    if up_to_date():
        return 0
    digest, mypy = sources_digest(), mypy_version()
    attempt = f"{digest} {mypy}"
    failed = failed_before()
    if not args.required and failed.exists() and failed.read_text(encoding="ascii").strip() == attempt:
        if not args.quiet:
            print(f"As the last time, the Scotch solver {PURE_NOTE} (why: {LOG.relative_to(ROOT)}).")
        return 0
    folder = build_folder(NATIVE_ROOT)
    print(f"Compiling the Scotch solver with mypyc into {folder.relative_to(ROOT)} (about 20 seconds)…")
    NATIVE_ROOT.mkdir(exist_ok=True)
    try:
        if mypy is None:
            raise ImportError("mypy is not installed: pip install -e '.[native]'")
        with output_to(LOG):
            build(folder, digest, mypy)
    except (Exception, SystemExit) as error:  # setuptools ends a failed compile with SystemExit
        reason = short_reason(error)
        log = LOG.relative_to(ROOT)
        print(f"Could not compile the Scotch solver ({reason}), so it {PURE_NOTE}. Details: {log}")
        if args.required:
            if LOG.exists():
                sys.stdout.write(LOG.read_text(encoding="utf-8", errors="replace")[-4000:])
            return 1
        failed.write_text(attempt + "\n", encoding="ascii")
        return 0
    failed.unlink(missing_ok=True)
    print("Compiled: the Scotch solver runs as C from now on.")
    return 0


def bundled() -> tuple[list[tuple[str, str]], set[str]]:
    """For packaging/cardtable.spec: the current build's compiled modules as PyInstaller binaries
    (into ``game/bots``, where they load in place of the pure ones), and the pure modules they replace;
    nothing when there is no current build, so the executable carries the pure solver."""
    build = current_build()
    if build is None:
        return [], set()
    binaries = [(str(path), "game/bots") for path in sorted(build.iterdir()) if path.is_file()]
    return binaries, {f"game.bots.{name}" for name in NATIVE_MODULES}


if __name__ == "__main__":
    raise SystemExit(main())
