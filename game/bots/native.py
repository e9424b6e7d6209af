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
import sys
import sysconfig
from collections.abc import Sequence
from pathlib import Path

NATIVE_MODULES = (
    "scotch_certificate",
    "scotch_relaxed_game",
    "scotch_split_game",
    "scotch_find_win",
    "scotch_solver",
)
GROUP = "game.bots.scotch_native"  # the shared library the compiled modules load: scotch_native__mypyc
PURE_VARIABLE = "CARDTABLE_PURE"
DIGEST_FILE = "sources.sha256"
BOTS = Path(__file__).resolve().parent
NATIVE_ROOT = BOTS.parent.parent / ".native"


def build_folder(root: Path = NATIVE_ROOT) -> Path:
    """Where the build for this Python and platform goes: compiled modules only load in their own."""
    suffix = sysconfig.get_config_var("EXT_SUFFIX") or ".so"  # e.g. .cpython-311-x86_64-linux-gnu.so
    return root / suffix.strip(".").rsplit(".", 1)[0]


def sources_digest(bots: Path = BOTS) -> str:
    """What the compiled modules were built from: each module's name and bytes."""
    digest = hashlib.sha256()
    for name in NATIVE_MODULES:
        digest.update(name.encode() + b"\0" + (bots / f"{name}.py").read_bytes() + b"\0")
    return digest.hexdigest()


def current_build(root: Path = NATIVE_ROOT) -> Path | None:
    """The package folder of a build made from the sources as they are now, or None."""
    folder = build_folder(root)
    try:
        built_from = (folder / DIGEST_FILE).read_text(encoding="ascii").strip()
        current = sources_digest()
    except OSError:  # no build, or no sources beside it (a frozen build bundles its modules itself)
        return None
    return folder / "game" / "bots" if built_from == current else None


def package_path(path: Sequence[str]) -> list[str]:
    """``game.bots``'s ``__path__``: the current compiled build first, when there is one and it is wanted."""
    if os.environ.get(PURE_VARIABLE) or getattr(sys, "frozen", False):
        return list(path)
    build = current_build()
    return [str(build), *path] if build is not None else list(path)


def compiled() -> bool:
    """Whether the solver that runs (or would) is the compiled one; true of a frozen build that bundled it."""
    spec = importlib.util.find_spec("game.bots.scotch_solver")
    origin = spec.origin if spec is not None else None
    return origin is not None and origin.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))
