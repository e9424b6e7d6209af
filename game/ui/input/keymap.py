"""Which key does what at the solitaire table, and how the keys are shown.

Defaults live here; a player's rebinding (settings ``key_bindings``: action
name to pygame key name) overrides them.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame


@dataclass(frozen=True)
class Action:
    name: str
    words: str  # how the on-screen hint calls it
    keys: tuple[str, ...]


DEFAULT_ACTIONS: tuple[Action, ...] = (
    Action("left", "move", ("left", "a")),
    Action("right", "move", ("right", "d")),
    Action("up", "move", ("up", "w")),
    Action("down", "move", ("down", "s")),
    Action("pick", "pick / drop", ("space", "return")),
    Action("home", "to foundation", ("f",)),
    Action("undo", "undo", ("z", "backspace")),
    Action("redo", "redo", ("y",)),
    Action("restart", "restart deal", ("r",)),
    Action("new", "new deal", ("n",)),
    Action("hint", "hint", ("h",)),
    Action("finish", "finish", ("p",)),
    Action("rules", "rules", ("f1",)),
    Action("menu", "cancel / menu", ("escape",)),
)


class KeyMap:
    """Maps pygame key codes to action names."""

    def __init__(self, overrides: dict[str, str] | None = None) -> None:
        self.actions = list(DEFAULT_ACTIONS)
        for name, key_name in (overrides or {}).items():
            self.actions = [
                Action(a.name, a.words, (key_name,)) if a.name == name else a for a in self.actions
            ]
        self._by_key: dict[int, str] = {}
        for action in self.actions:
            for key_name in action.keys:
                try:
                    self._by_key[pygame.key.key_code(key_name)] = action.name
                except ValueError:
                    continue  # an unknown key name in the settings file binds nothing

    def action_for(self, key: int) -> str | None:
        return self._by_key.get(key)

    def hint(self, solver: bool = False) -> str:
        """One line for the status bar: 'Arrows move · Space pick / drop · …'.

        With a ``solver`` the hint key joins it; Finish has its button, and the line has no room.
        """
        shown = {a.name: a for a in self.actions}
        moves = [shown[n].keys[0] for n in ("left", "right", "up", "down")]
        parts = ["Arrows move" if moves == ["left", "right", "up", "down"] else "/".join(moves) + " move"]
        names = ("pick", "home", "undo", "redo", "new", *(("hint",) if solver else ()), "menu")
        for name in names:
            action = shown[name]
            parts.append(f"{action.keys[0].title()} {action.words}")
        return "   ".join(parts)
