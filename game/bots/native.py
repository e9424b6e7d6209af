"""The Scotch solver compiled to C by mypyc, used when a build of the very same sources is there.

The solver's modules (``NATIVE_MODULES``) are plain, typed Python, and that
Python is the reference: it runs everywhere, and it is what the tests hold
to the rules. ``packaging/build_native.py`` (``make native``, which ``make
run`` and ``make test`` call) compiles the same files with mypyc into
``.native/<python and platform>/``, with a digest of the sources they came
from. Compiled, the solver searches about three times as many positions a
second, which is what decides the hard deals within a Hint's patience
(docs/scotch-solver.md, "The compiled solver").

``game.bots`` puts the compiled folder first on its ``__path__`` only when
its digest matches the sources as they are now, so an edited module is
never shadowed by an older build: it runs as Python until the next build.
``CARDTABLE_PURE=1`` keeps the pure modules even when a current build is
there (the tests compare the two that way). A frozen build bundles the
compiled modules in place of the pure ones itself (packaging/cardtable.spec).
"""

from __future__ import annotations

import hashlib
import importlib.machinery
import importlib.util
import os
import platform
import sys
import sysconfig
from collections.abc import Sequence
from pathlib import Path

NATIVE_MODULES = (
    "scotch_certificate",
    "scotch_relaxed_game",
    "scotch_split_game",
    "scotch_waiting_game",
    "scotch_find_win",
    "scotch_solver",
)
# what a build also depends on, from the checkout's top: the modules whose types the compiled ones use
# (tests/test_scotch_native.py holds this to their imports) and the build script with its flags
BUILT_WITH = ("game/core/cards.py", "game/core/moves.py", "game/rules/scotch.py", "packaging/build_native.py")
GROUP = "game.bots.scotch_native"  # the shared library the compiled modules load: scotch_native__mypyc
PURE_VARIABLE = "CARDTABLE_PURE"
DIGEST_FILE = "sources.sha256"
BOTS = Path(__file__).resolve().parent
ROOT = BOTS.parent.parent
NATIVE_ROOT = ROOT / ".native"


def build_folder(root: Path = NATIVE_ROOT) -> Path:
    """Where the build for this Python, system and processor goes: compiled modules only load there.

    The extension suffix alone would not do: on macOS it is the same for Apple and Intel processors."""
    where = sysconfig.get_platform()  # linux-x86_64, win-amd64, macosx-11.0-arm64, macosx-10.9-universal2
    machine = platform.machine().lower()
    if machine and machine not in where:
        where += f"-{machine}"
    return root / f"{sys.implementation.cache_tag}-{where}"


def sources_digest(root: Path = ROOT) -> str:
    """What a build was made from: the compiled modules and ``BUILT_WITH``, each by its path and bytes."""
    digest = hashlib.sha256()
    for path in (*(f"game/bots/{name}.py" for name in NATIVE_MODULES), *BUILT_WITH):
        digest.update(path.encode() + b"\0" + (root / path).read_bytes() + b"\0")
    return digest.hexdigest()


def current_build(root: Path = NATIVE_ROOT) -> Path | None:
    """The package folder of a build made from the sources as they are now, or None."""
    folder = build_folder(root)
    try:
        built_from = (folder / DIGEST_FILE).read_text(encoding="ascii").strip()
        current = sources_digest()
    except (OSError, ValueError):  # no build, no sources beside it, or a digest file that is not one
        return None
    return folder / "game" / "bots" if built_from == current else None


def pure_asked() -> bool:
    """``CARDTABLE_PURE`` set to anything but empty or 0."""
    return os.environ.get(PURE_VARIABLE, "") not in ("", "0")


def package_path(path: Sequence[str], root: Path = NATIVE_ROOT) -> list[str]:
    """``game.bots``'s ``__path__``: the current compiled build first, when there is one and it is wanted.

    A frozen build has none: it carries the compiled modules in the package itself."""
    if pure_asked() or getattr(sys, "frozen", False):
        return list(path)
    build = current_build(root)
    return [str(build), *path] if build is not None else list(path)


def compiled() -> bool:
    """Whether the solver that runs (or would) is the compiled one; true of a frozen build that bundled it."""
    spec = importlib.util.find_spec("game.bots.scotch_solver")
    origin = spec.origin if spec is not None else None
    return origin is not None and origin.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))


def solver_kind() -> str:
    """For ``--version`` and the benchmarks: which solver this program runs."""
    return "compiled by mypyc" if compiled() else "pure Python"
