"""DESIGN.md §2: nothing under core, realtime, rules, bots or storage imports pygame."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LOWER_LAYERS = ("core", "realtime", "rules", "bots", "storage")


def test_no_module_below_the_ui_imports_pygame() -> None:
    offenders = []
    for layer in LOWER_LAYERS:
        for path in (ROOT / "game" / layer).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                names = []
                if isinstance(node, ast.Import):
                    names = [alias.name for alias in node.names]
                elif isinstance(node, ast.ImportFrom) and node.module:
                    names = [node.module]
                if any(name.split(".")[0] in ("pygame", "pytmx") for name in names):
                    offenders.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert offenders == []


def test_loading_every_game_and_bot_leaves_pygame_unloaded() -> None:
    code = (
        "import sys, pkgutil, importlib, game.core, game.realtime, game.rules, game.bots, game.storage\n"
        "for pkg in (game.core, game.realtime, game.rules, game.bots, game.storage):\n"
        "    for info in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + '.'):\n"
        "        importlib.import_module(info.name)\n"
        "from game.core import registry; registry.all_games()\n"
        "print('pygame' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
