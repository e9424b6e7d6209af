"""Modules named at the top of a file but loaded when first used: the title shows before they load.

The title's first frame needs few of the app's modules; the picker, the settings, the
replay viewer and the solver each bring code of their own. ``on_first_use`` gives a module
whose loading waits for the first name asked of it (the standard library's
``importlib.util.LazyLoader``), so a file can name what it uses at the top, as usual, and
start-up pays only for what the first frame draws. Type checkers should be shown the
ordinary import (under ``TYPE_CHECKING``).

Two cautions, from the loader itself: a module is loaded by the first thread that uses it and
the loader does not guard against two at once, so use such a module on the main thread first
(the app's solver is: ``App.advisor_for`` runs there before any advice thread starts); and a
module whose code fails as it loads says so once, at that first use (the crash screen shows it).
"""

from __future__ import annotations

import importlib.util
import sys
from types import ModuleType


def on_first_use(name: str) -> ModuleType:
    """The module ``name``, loaded the first time one of its names is used (already loaded: as it is)."""
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.find_spec(name)
    if spec is None or spec.loader is None:
        raise ImportError(f"no module named {name!r}")
    spec.loader = importlib.util.LazyLoader(spec.loader)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    parent, _, child = name.rpartition(".")
    if parent in sys.modules:  # as an import does: ``game.ui.menus.picker`` reaches it too
        setattr(sys.modules[parent], child, module)
    return module
