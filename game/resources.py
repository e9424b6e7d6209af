"""Where the program's own files are, from source or from a frozen build.

PyInstaller unpacks bundled data under ``sys._MEIPASS``; from source the
files sit beside the ``game`` package. Nothing here imports pygame.
"""

from __future__ import annotations

import sys
from pathlib import Path


def project_root() -> Path:
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        return Path(frozen_root)
    return Path(__file__).resolve().parent.parent


def asset_path(*parts: str) -> Path:
    return project_root().joinpath("assets", *parts)


def rules_page(file_name: str) -> Path:
    return project_root().joinpath("docs", "rules", file_name)
