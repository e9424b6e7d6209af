"""The keys screen: rebind the solitaire keys and the race presets from settings (DESIGN.md §8).

First a set is chosen (Solitaire, Race keys 1-4), then one of its actions; the next key pressed
binds it, Esc cancels. What may be bound is decided in ``game.ui.input.key_sets``; a change is saved at
once through ``App.change_settings``, where both tables read ``key_bindings``.
"""

from __future__ import annotations

import dataclasses

import pygame

from game.core.decoding import BrokenAsset
from game.ui.app_services import AppServices
from game.ui.input import key_sets
from game.ui.input.key_presets import key_label
from game.ui.menus.menu import MenuItem, MenuScene


class KeySetsScene(MenuScene):
    """Which keys to change: the solitaire table's, or one of the four race presets."""

    title = "Keys"
    button_height = 44  # nine sets (solitaire, Scrooge's four, Repezita's four) and Back fit the screen

    def __init__(self, app: AppServices) -> None:
        self.problem = ""  # a key set that could not be opened: its broken preset file, in a sentence
        super().__init__(app)

    def text_lines(self) -> list[str]:
        lines = ["Race keys are for people sharing one keyboard at a race; no two of them share a key."]
        return [*lines, self.problem] if self.problem else lines

    def items(self) -> list[MenuItem]:
        entries: list[MenuItem] = [
            (key_sets.set_title(key_set), lambda key_set=key_set: self._open(key_set))
            for key_set in key_sets.KEY_SETS
        ]
        return [*entries, ("Back", self.back)]

    def _open(self, key_set: str) -> None:
        try:
            key_sets.keys_of(key_set, self.app.settings.key_bindings)  # reads a race game's presets
        except BrokenAsset as error:  # that game's keys cannot be changed; every other set still can
            self.problem = str(error)
            self.rebuild()
            return
        self.app.stack.push(KeyBindingsScene(self.app, key_set))


class KeyBindingsScene(MenuScene):
    """One set's actions with their keys; choosing one waits for the key that will do it."""

    panel_width = 1560
    columns = 2

    def __init__(self, app: AppServices, key_set: str) -> None:
        self.key_set = key_set
        self.title = f"Keys: {key_sets.set_title(key_set)}"
        self.capturing: str | None = None  # the action waiting for its key
        self.message = ""
        self.held_key: int | None = None  # down since it chose or bound; its repeats are not new presses
        super().__init__(app)

    # --- what the menu says and offers ---------------------------------------------------

    def text_lines(self) -> list[str]:
        saving = self.app.settings_message  # the disk refused: the change lasts only this session
        if self.capturing is not None:
            prompt = f"Press a key for {key_sets.action_name(self.key_set, self.capturing)} (Esc cancels)"
            return [line for line in (saving, self.message, prompt) if line]
        return [
            line for line in (saving, self.message or "Choose an action, then press its new key.") if line
        ]

    def items(self) -> list[MenuItem]:
        keys = key_sets.keys_of(self.key_set, self.app.settings.key_bindings)
        entries: list[MenuItem] = [
            (
                f"{key_sets.action_name(self.key_set, action)}: {key_sets.keys_label(keys[action])}",
                lambda action=action: self.capture(action),
            )
            for action in key_sets.actions_of(self.key_set)
        ]
        return [*entries, ("Reset this set to defaults", self.reset), ("Back", self.back)]

    def takes_every_key(self) -> bool:
        return self.capturing is not None

    # --- choosing -----------------------------------------------------------------------------

    def capture(self, action: str) -> None:
        """Wait for the action's new key, unless the action keeps its key."""
        if key_sets.is_fixed(self.key_set, action):
            self.capturing = None
            self.message = (
                key_sets.refusal(self.key_set, action, "escape", self.app.settings.key_bindings) or ""
            )
        else:
            self.capturing, self.message = action, ""
        self.rebuild()

    def reset(self) -> None:
        self.capturing = None
        self._save(key_sets.reset(self.key_set, self.app.settings.key_bindings))
        self.message = f"{key_sets.set_title(self.key_set)} is back to its own keys."
        self.rebuild()

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYUP and event.key == self.held_key:
            self.held_key = None
        elif event.type == pygame.KEYDOWN and event.key == self.held_key:
            return  # the key that chose (or was just bound) repeating while held down
        elif event.type == pygame.KEYDOWN and self.capturing is not None:
            self.held_key = event.key
            self._bind(self.capturing, event.key)  # swallowed: the key never moves the menu too
        else:
            waiting = self.capturing
            super().handle_event(event)
            if event.type == pygame.KEYDOWN and self.capturing is not None and self.capturing != waiting:
                self.held_key = event.key

    def _bind(self, action: str, key: int) -> None:
        if key == pygame.K_ESCAPE:
            self.capturing = None
            self.message = f"Nothing changed: {key_sets.action_name(self.key_set, action)} keeps its key."
            self.rebuild()
            return
        key_name = pygame.key.name(key)
        bindings = self.app.settings.key_bindings
        refused = key_sets.refusal(self.key_set, action, key_name, bindings)
        if refused is not None:
            self.message = f"{refused}; nothing changed."  # still waiting: another key may be free
        else:
            self.capturing = None
            self._save(key_sets.rebound(self.key_set, action, key_name, bindings))
            self.message = f"{key_sets.action_name(self.key_set, action)} is now {key_label(key_name)}."
        self.rebuild()

    def _save(self, bindings: dict[str, str]) -> None:
        self.app.change_settings(dataclasses.replace(self.app.settings, key_bindings=bindings))
