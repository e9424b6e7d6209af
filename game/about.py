"""The program's title and version, read from ``pyproject.toml`` so they are written in one place.

From source the file is the checkout's own; a frozen build bundles it at the top of the bundle
(``packaging/bundle.py``), where ``resources.project_root`` looks. Reading the file itself, rather
than the installed package's metadata, means a bumped version shows at once (an editable install
keeps the version it was installed with) and a plain checkout needs no install step at all.
Nothing here imports pygame.
"""

from __future__ import annotations

import functools
import tomllib
from dataclasses import dataclass

from game.resources import project_root

DISTRIBUTION = "cardtable"  # [project] name in pyproject.toml


@dataclass(frozen=True)
class About:
    title: str
    version: str

    @property
    def line(self) -> str:
        """What ``--version`` prints and the title screen shows: "Card Table 0.1.0"."""
        return f"{self.title} {self.version}"


@functools.cache
def about() -> About:
    """The title and version; from the installed metadata only if pyproject.toml is not there."""
    try:
        with project_root().joinpath("pyproject.toml").open("rb") as file:
            data = tomllib.load(file)
        title = data.get("tool", {}).get("cardtable", {}).get("title", "Card Table")
        return About(title=str(title), version=str(data["project"]["version"]))
    except FileNotFoundError:
        return About(title="Card Table", version=_installed_version())
    except (OSError, ValueError, KeyError, TypeError, AttributeError):  # a damaged install: still start
        return About(title="Card Table", version="(version unknown)")


def _installed_version() -> str:
    from importlib import metadata  # 15 ms of imports, so only when it is needed

    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return "(version unknown)"
