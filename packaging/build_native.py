"""Compile the Scotch solver with mypyc into .native/ (``make native``; game/bots/native.py says why).

    python packaging/build_native.py             build when the sources changed; say so and go on
                                                 in pure Python when it cannot (no C compiler)
    python packaging/build_native.py --required  the same, but a failed build fails (.ci/run, make dist)

mypyc compiles the typed modules as they are: no second copy of the solver to
keep in step. It needs mypy (the ``native`` extra) and a C compiler with
Python's headers (gcc or clang, or Visual C++ on Windows). The build goes to a
temporary folder first and replaces the old one only when it succeeded, so a
failed build leaves no half of one behind; the digest it writes is what tells
``game.bots`` that the build matches the sources.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.bots.native import (  # noqa: E402  (the checkout first, whatever the venv has)
    BOTS,
    DIGEST_FILE,
    GROUP,
    NATIVE_MODULES,
    NATIVE_ROOT,
    build_folder,
    current_build,
    sources_digest,
)

PURE_NOTE = "The Scotch solver will run as pure Python: the same answers, about three times slower."


def build(folder: Path) -> None:
    """Compile ``NATIVE_MODULES`` into ``folder`` (as ``folder/game/bots/…``); raise on any failure."""
    from mypyc.build import mypycify  # the native extra: only this script needs mypy
    from setuptools import setup

    sources = [str((BOTS / f"{name}.py").relative_to(ROOT)) for name in NATIVE_MODULES]
    with tempfile.TemporaryDirectory(prefix="cardtable-native-") as work:
        work_path = Path(work)
        staging = work_path / "lib"
        here = Path.cwd()
        os.environ["MYPY_CACHE_DIR"] = str(work_path / "mypy-cache")
        os.chdir(ROOT)  # mypyc names modules from paths relative to the working folder
        try:
            modules = mypycify(
                ["--ignore-missing-imports", "--follow-imports=silent", *sources],
                opt_level="3",
                group_name=GROUP,
                target_dir=str(work_path / "c"),
            )
            setup(
                name="cardtable-native",
                ext_modules=modules,
                script_args=["build_ext", "--build-lib", str(staging), "--build-temp", str(work_path / "o")],
            )
        finally:
            os.chdir(here)
        (staging / DIGEST_FILE).write_text(sources_digest() + "\n", encoding="ascii")
        shutil.rmtree(folder, ignore_errors=True)
        folder.parent.mkdir(parents=True, exist_ok=True)
        shutil.move(str(staging), folder)


def bundled() -> tuple[list[tuple[str, str]], set[str]]:
    """For packaging/cardtable.spec: the current build's compiled modules as PyInstaller binaries
    (into ``game/bots``, where they load in place of the pure ones), and the pure modules they replace;
    nothing when there is no current build, so the executable carries the pure solver."""
    build = current_build()
    if build is None:
        return [], set()
    binaries = [(str(path), "game/bots") for path in sorted(build.iterdir()) if path.is_file()]
    return binaries, {f"game.bots.{name}" for name in NATIVE_MODULES}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--required", action="store_true", help="fail when the build fails")
    parser.add_argument("--quiet", action="store_true", help="show the compiler's output only on failure")
    args = parser.parse_args(argv)
    if current_build() is not None:
        return 0
    folder = build_folder(NATIVE_ROOT)
    print(f"Compiling the Scotch solver with mypyc into {folder.relative_to(ROOT)} (about a minute)…")
    log = io.StringIO()
    try:
        with contextlib.redirect_stdout(log), contextlib.redirect_stderr(log):
            build(folder)
    except (Exception, SystemExit) as error:  # setuptools ends a failed compile with SystemExit
        sys.stdout.write(log.getvalue()[-4000:])
        print(f"Could not compile the Scotch solver ({type(error).__name__}: {error}).")
        if args.required:
            return 1
        print(PURE_NOTE)
        return 0
    if not args.quiet:
        sys.stdout.write(log.getvalue()[-2000:])
    print("Compiled: the Scotch solver runs as C from now on.")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
