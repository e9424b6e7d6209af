"""DESIGN.md §2: imports run one way, and only the UI (and the test tooling above it) imports pygame.

Every module under ``game/`` is read with ``ast`` (nothing is imported) and each of its
references to another ``game`` module is found: ``import`` and ``from … import`` statements
anywhere in the file (at module level, inside functions, under ``if TYPE_CHECKING``),
``importlib.import_module("game.…")`` calls with a literal name (an f-string counts by its
literal start), and a string that is nothing but a module path (``"game.ui.games.scrooge.table"``
or ``"module:Name"``), which is how a module is named when it is imported later by name.

Each module belongs to one layer (``LAYER_OF``), and ``MAY_IMPORT`` says which layers each
layer may use. Top to bottom: main.py → ui / commands / phones → bots → rules → realtime →
core; storage beside and below ui (ui and commands may use it; it uses only core); testing
(smoke, pilot, monkey) above ui, imported by no module in ``game/``; ``about`` and
``resources`` are leaves that any layer may use and that use nothing above core.

Inside the UI, one package per game family lives under ``game/ui/games/``: no game package
uses another, and the shared UI packages use none of them, except ``KIT_REGISTRY``, the one
module that finds the game kits (by package name).
"""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAME = ROOT / "game"

# The layer of each top-level name under game/; a module's layer is that of its first name after ``game``.
LAYER_OF = {
    "core": "core",
    "realtime": "realtime",
    "rules": "rules",
    "bots": "bots",
    "storage": "storage",
    "commands": "commands",
    "phones": "phones",
    "ui": "ui",
    "testing": "testing",
    "about": "leaf",
    "resources": "leaf",
}
BELOW_UI = {"storage", "bots", "rules", "realtime", "core", "leaf"}
MAY_IMPORT = {
    "leaf": {"leaf", "core"},
    "core": {"core", "leaf"},
    "realtime": {"realtime", "core", "leaf"},
    "rules": {"rules", "realtime", "core", "leaf"},
    "bots": {"bots", "rules", "realtime", "core", "leaf"},
    "storage": {"storage", "core", "leaf"},
    "ui": {"ui"} | BELOW_UI,
    "commands": {"commands"} | BELOW_UI,
    "phones": {"phones"} | (BELOW_UI - {"storage"}),
    "testing": {"testing", "ui"} | BELOW_UI,
}
WHY = {
    "testing": "only main.py's --smoke-test path may use the test tooling",
    "storage": "only ui and commands may use storage",
    "leaf": "about and resources use nothing above core",
}

UI_GAMES = "game.ui.games"
# The one shared UI module that finds the game kits under game/ui/games/ (by package name).
KIT_REGISTRY = "game/ui/kits.py"
# The game registry finds the games without importing the rules: its catalogue holds each game's
# rules package (under game.rules) by name and imports it on the first look-up (game/core/registry.py).
GAME_FINDER = ("game/core/registry.py", "game.rules")

GRAPHICS = ("pygame", "pytmx")
MAY_IMPORT_GRAPHICS = {"ui", "testing"}

MODULE_PATH = re.compile(r"game(\.\w+)+(:\w+)?")


@dataclass(frozen=True)
class Reference:
    """One module's use of another: where (file and line), what, and how."""

    path: str  # relative to the repository, with forward slashes
    line: int
    target: str  # the dotted module named
    how: str  # "import", "import_module" or "name" (a module path held as a string)

    def says(self, why: str) -> str:
        shown = {"import": "imports", "import_module": "imports by importlib", "name": "names by string"}
        return f"{self.path}:{self.line} {shown[self.how]} {self.target} ({why})"


def game_modules() -> Iterator[tuple[str, str, ast.Module]]:
    """(relative path, dotted module name, parsed tree) of every module under game/."""
    for path in sorted(GAME.rglob("*.py")):
        relative = path.relative_to(ROOT)
        parts = list(relative.with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        yield relative.as_posix(), ".".join(parts), ast.parse(path.read_text(encoding="utf-8"), str(path))


def _is_module(dotted: str) -> bool:
    where = ROOT.joinpath(*dotted.split("."))
    return where.with_suffix(".py").is_file() or (where / "__init__.py").is_file()


def _absolute(module: str, path: str, node: ast.ImportFrom) -> str:
    """The dotted module a ``from`` import reads from, with relative levels resolved."""
    if not node.level:
        return node.module or ""
    package = module.split(".") if path.endswith("__init__.py") else module.split(".")[:-1]
    base = package[: len(package) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


def _literal_start(node: ast.expr) -> str | None:
    """A string literal's text, or an f-string's literal start up to its last whole dotted name."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr) and node.values and isinstance(node.values[0], ast.Constant):
        start = str(node.values[0].value)
        return start.rpartition(".")[0] if "." in start else None
    return None


def references(path: str, module: str, tree: ast.Module) -> Iterator[Reference]:
    """Every module this one imports or names, ``game`` modules and others (pygame) alike, in line order."""
    found: list[Reference] = []
    imported_by_call: set[int] = set()  # the name given to import_module is not counted again as a string
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                found.append(Reference(path, node.lineno, alias.name, "import"))
        elif isinstance(node, ast.ImportFrom):
            source = _absolute(module, path, node)
            for alias in node.names:
                whole = f"{source}.{alias.name}"
                # ``from game.ui.games import scorzo`` uses the package game.ui.games.scorzo
                found.append(Reference(path, node.lineno, whole if _is_module(whole) else source, "import"))
        elif isinstance(node, ast.Call) and node.args:
            called = node.func
            name = called.attr if isinstance(called, ast.Attribute) else getattr(called, "id", "")
            text = _literal_start(node.args[0])
            if name in ("import_module", "__import__") and text:
                found.append(Reference(path, node.lineno, text, "import_module"))
                imported_by_call.add(id(node.args[0]))
        elif (
            isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and id(node) not in imported_by_call
            and MODULE_PATH.fullmatch(node.value)
        ):
            found.append(Reference(path, node.lineno, node.value.partition(":")[0], "name"))
    yield from sorted(set(found), key=lambda ref: (ref.line, ref.target, ref.how))


def all_references() -> list[tuple[str, Reference]]:
    """(the referring module's dotted name, the reference) for everything under game/."""
    return [(module, ref) for path, module, tree in game_modules() for ref in references(path, module, tree)]


def layer(module: str) -> str | None:
    """The layer of a ``game`` module (``None`` for the ``game`` package itself and other packages)."""
    parts = module.split(".")
    if parts[0] != "game" or len(parts) < 2:
        return None
    return LAYER_OF.get(parts[1], f"unknown ({parts[1]})")


def game_package(module: str) -> str | None:
    """The game family package under game/ui/games/ that a module is in (``None`` outside them)."""
    parts = module.split(".")
    if module.startswith(UI_GAMES + ".") and len(parts) > 3:
        return parts[3]
    return None


def _finds_some_game(ref: Reference) -> bool:
    """A name made at run time under game/ui/games/ (``import_module(f"game.ui.games.{id}…")``)."""
    return ref.target == UI_GAMES and ref.how != "import"


def upward_imports(refs: list[tuple[str, Reference]]) -> list[str]:
    """Rule (a): each use of a layer that the user's layer may not use."""
    found = []
    for module, ref in refs:
        mine, theirs = layer(module), layer(ref.target)
        if mine is None or theirs is None or theirs in MAY_IMPORT.get(mine, set()):
            continue
        finder, rules = GAME_FINDER
        if ref.how == "name" and ref.path == finder and (ref.target + ".").startswith(rules + "."):
            continue
        found.append(ref.says(WHY.get(theirs, f"{mine} may not import {theirs}")))
    return found


def crossed_games(refs: list[tuple[str, Reference]]) -> list[str]:
    """Rule (b): a game package under game/ui/games/ uses another game's package."""
    found = []
    for module, ref in refs:
        mine, theirs = game_package(module), game_package(ref.target)
        if mine is not None and ((theirs is not None and theirs != mine) or _finds_some_game(ref)):
            found.append(
                ref.says(f"the {mine} game package may not use the {theirs or 'other'} game package")
            )
    return found


def shared_ui_using_games(refs: list[tuple[str, Reference]]) -> list[str]:
    """Rule (c): a shared UI module (outside game/ui/games/) uses a game package, bar the kit registry."""
    found = []
    for module, ref in refs:
        shared = layer(module) == "ui" and game_package(module) is None and module != UI_GAMES
        uses_a_game = game_package(ref.target) is not None or _finds_some_game(ref)
        if shared and uses_a_game and ref.path != KIT_REGISTRY:
            found.append(ref.says(f"shared ui may not use a game package; only {KIT_REGISTRY} finds them"))
    return found


def _report(found: list[str]) -> str:
    return f"{len(found)} import(s) against DESIGN.md §2:\n" + "\n".join(found)


def test_no_layer_imports_a_layer_above_it() -> None:
    found = upward_imports(all_references())
    assert not found, _report(found)


def test_every_part_of_game_has_a_layer() -> None:
    modules = {path.stem for path in GAME.glob("*.py") if path.stem != "__init__"}
    parts = modules | {path.parent.name for path in GAME.glob("*/__init__.py")}
    assert parts <= set(LAYER_OF), f"give {sorted(parts - set(LAYER_OF))} a layer in LAYER_OF"


def test_no_ui_game_package_uses_another() -> None:
    found = crossed_games(all_references())
    assert not found, _report(found)


def rules_package(module: str) -> str | None:
    """The game family package under game/rules/ that a module is in (``None`` outside them)."""
    parts = module.split(".")
    return parts[2] if module.startswith("game.rules.") and len(parts) > 3 else None


def test_no_game_rules_package_uses_another() -> None:
    """Scroker's rules once took Scorzo's ``hand_id``: one game's rules never lean on another's."""
    crossed = [
        ref.says(f"the {rules_package(module)} rules may not use the {rules_package(ref.target)} rules")
        for module, ref in all_references()
        if rules_package(module) and rules_package(ref.target) not in (None, rules_package(module))
    ]
    assert not crossed, "\n".join(crossed)


def test_shared_ui_uses_no_game_package_but_through_the_kit_registry() -> None:
    found = shared_ui_using_games(all_references())
    assert not found, _report(found)


def test_no_module_below_the_ui_imports_pygame() -> None:
    offenders = [
        ref.says(f"{layer(module)} may not import {ref.target.split('.')[0]}")
        for module, ref in all_references()
        if ref.target.split(".")[0] in GRAPHICS and layer(module) not in MAY_IMPORT_GRAPHICS
    ]
    assert offenders == [], _report(offenders)


def test_loading_every_game_and_bot_leaves_pygame_unloaded() -> None:
    code = (
        "import sys, pkgutil, importlib, game.core, game.realtime, game.rules, game.bots, game.storage\n"
        "import game.commands, game.about, game.resources\n"
        "for pkg in (game.core, game.realtime, game.rules, game.bots, game.storage, game.commands):\n"
        "    for info in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + '.'):\n"
        "        importlib.import_module(info.name)\n"
        "from game.core import registry; registry.all_games()\n"
        "print('pygame' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_the_layer_check_sees_every_kind_of_import() -> None:
    """The scanner finds imports in functions, relative imports, importlib calls and module names."""
    source = (
        "import game.ui.look.theme\n"
        "from . import advice\n"
        "def later():\n"
        "    from game.commands.simulate import seat_levels\n"
        "    import importlib\n"
        "    importlib.import_module('game.storage.settings')\n"
        "    importlib.import_module(f'game.ui.games.{name}.table')\n"
        "WHERE = 'game.testing.smoke:smoke_test'\n"
    )
    module = "game.bots.example"
    refs = [(module, ref) for ref in references("game/bots/example.py", module, ast.parse(source))]
    assert [(ref.line, ref.target, ref.how) for _, ref in refs] == [
        (1, "game.ui.look.theme", "import"),
        (2, "game.bots.advice", "import"),
        (4, "game.commands.simulate", "import"),
        (5, "importlib", "import"),
        (6, "game.storage.settings", "import_module"),
        (7, "game.ui.games", "import_module"),
        (8, "game.testing.smoke", "name"),
    ]
    assert upward_imports(refs) == [
        "game/bots/example.py:1 imports game.ui.look.theme (bots may not import ui)",
        "game/bots/example.py:4 imports game.commands.simulate (bots may not import commands)",
        "game/bots/example.py:6 imports by importlib game.storage.settings "
        "(only ui and commands may use storage)",
        "game/bots/example.py:7 imports by importlib game.ui.games (bots may not import ui)",
        "game/bots/example.py:8 names by string game.testing.smoke "
        "(only main.py's --smoke-test path may use the test tooling)",
    ]


def test_the_ui_game_rules_see_a_game_package_used_from_outside_it() -> None:
    source = (
        "from game.ui.games import scorzo\n"
        "from game.ui.games.scotch.table import TableScene\n"
        "import importlib\n"
        "importlib.import_module(f'game.ui.games.{game_id}.kit')\n"
        "from game.ui.games.shedding import keys\n"
    )
    tree = ast.parse(source)
    inside = [
        ("game.ui.games.shedding.table", ref)
        for ref in references("x.py", "game.ui.games.shedding.table", tree)
    ]
    assert [line.split(" (")[0] for line in crossed_games(inside)] == [
        "x.py:1 imports game.ui.games.scorzo",
        "x.py:2 imports game.ui.games.scotch.table",
        "x.py:4 imports by importlib game.ui.games",
    ]
    shared = [("game.ui.menus.title", ref) for ref in references("x.py", "game.ui.menus.title", tree)]
    assert len(shared_ui_using_games(shared)) == 4
    kits = [("game.ui.kits", ref) for ref in references(KIT_REGISTRY, "game.ui.kits", tree)]
    assert shared_ui_using_games(kits) == []
