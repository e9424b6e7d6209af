"""The controls overlay (F2 at any table): what each person's device does in this game (issue 9, point 7).

One page for every table, written from the controls sheet (``game.ui.input.controls_sheet``),
so it shows the keys as they are now, after rebinding. F1 and F2 work the same at every
table (``help_key``): F1 the game's rules page, F2 this overlay; both close again on
their own key, Escape or Enter.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.core.decoding import BrokenAsset
from game.core.protocol import GameSpec
from game.ui import kits
from game.ui.app_services import AppServices
from game.ui.input.controls_sheet import SeatControls
from game.ui.menus.rules import PageScene
from game.ui.menus.rules_markdown import literal

RULES_KEY = pygame.K_F1
CONTROLS_KEY = pygame.K_F2
HELP_HINT = "Esc menu  F1 rules  F2 controls"  # for a table's status line
CONTROLS_HINT = "F2 controls"  # the solitaire table has a Rules button already


def sheet_text(title: str, sheet: Sequence[SeatControls]) -> str:
    """The sheet as a page: a heading per section, a line per gesture or key."""
    lines = [f"# {title}", ""]
    for section in sheet:
        lines += [f"## {literal(section.who)}: {literal(section.device)}"]
        lines += [
            f"- {literal(row.keys)}:  {literal(row.words)}" if row.keys else f"- {literal(row.words)}"
            for row in section.rows
        ]
        lines.append("")
    return "\n".join(lines)


class ControlsScene(PageScene):
    """The overlay page; F2 (the key that opened it) closes it too."""

    close_keys = (*PageScene.close_keys, CONTROLS_KEY)

    def __init__(self, app: AppServices, spec: GameSpec, plans: Sequence[str], names: Sequence[str]) -> None:
        self.spec = spec
        title = f"Controls: {spec.name}"
        try:
            self.sheet = kits.kit_for(spec).controls(plans, names, app.settings.key_bindings)
        except BrokenAsset as error:  # controls.json or a key or pad preset: say which, keep the table
            self.sheet = []
            super().__init__(app, f"# {title}\n\n{error}")
            return
        super().__init__(app, sheet_text(title, self.sheet))


def help_key(app: AppServices, key: int, spec: GameSpec, plans: Sequence[str], names: Sequence[str]) -> bool:
    """F1 or F2 at a table: open the rules or the controls over it and say so (True); else False."""
    if key == RULES_KEY:
        app.nav.rules(spec)
        return True
    if key == CONTROLS_KEY:
        app.stack.push(ControlsScene(app, spec, plans, names))
        return True
    return False
