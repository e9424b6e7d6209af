"""Where the program's own files are, from source or from a frozen build.

PyInstaller unpacks bundled data under ``sys._MEIPASS``; from source the
files sit beside the ``game`` package. Nothing here imports pygame.

``CARDTABLE_ASSETS`` (unset in play) names another folder laid out like the
install's shipped files, ``assets/…`` and ``docs/rules/…``: tests and the
hostile-file harness point it at a copy holding one broken file, so the
shipped tree is never touched (docs/shipped-files.md). It is read at every
look-up, not at import, so a test may set it after the program loaded.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ASSETS_VARIABLE = "CARDTABLE_ASSETS"


def project_root() -> Path:
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        return Path(frozen_root)
    return Path(__file__).resolve().parent.parent


def shipped_root() -> Path:
    """The folder holding ``assets/`` and ``docs/rules/``: the install's, or ``CARDTABLE_ASSETS``."""
    chosen = os.environ.get(ASSETS_VARIABLE)
    return Path(chosen) if chosen else project_root()


def asset_path(*parts: str) -> Path:
    return shipped_root().joinpath("assets", *parts)


def rules_page(file_name: str) -> Path:
    return shipped_root().joinpath("docs", "rules", file_name)
