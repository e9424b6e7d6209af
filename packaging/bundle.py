"""What a frozen build carries besides code, for the spec and for the test that checks it.

Whole directories, never lists of files: a layout, deck, key map or rules page added later is
bundled without touching the spec. Each entry is (path from the repository root, where it goes
inside the bundle); ``game.resources.project_root`` is the bundle's top when frozen, so every
file keeps the relative path it has in the checkout.
"""

from __future__ import annotations

from pathlib import Path

DATA = (
    ("assets", "assets"),  # layouts (.tmx), decks, key maps, the word list
    ("docs/rules", "docs/rules"),  # the rules pages the app shows
    ("pyproject.toml", "."),  # the title and version (game/about.py)
)


def datas(root: Path) -> list[tuple[str, str]]:
    """PyInstaller's ``datas`` for a checkout at ``root``: absolute sources, bundle-relative targets."""
    return [(str(root / source), target) for source, target in DATA]
