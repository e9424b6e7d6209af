"""Sound settings: mute, and the volume in steps, each step sounded so the player hears the level."""

from __future__ import annotations

import dataclasses

from game.ui.look.sound_effects import Cue
from game.ui.menus.menu import Choice, MenuItem, MenuScene

VOLUME_STEP = 0.2


class SoundSettingsScene(MenuScene):
    title = "Sound"

    def text_lines(self) -> list[str]:
        return ["Card, chip and call sounds. With no audio device the game is simply silent."]

    def items(self) -> list[MenuItem]:
        s = self.app.settings
        level = f"{round(s.sound_volume * 100)}%"
        return [
            (
                f"Sound: {'off (muted)' if s.sound_muted else 'on'}",
                Choice(lambda _: self._toggle_mute(), arrows=False),
            ),
            (
                f"Louder  (volume {level})",
                Choice(self._step, enter=+1, arrows=False),
            ),  # Left/Right: a slider on both
            (f"Quieter  (volume {level})", Choice(self._step, enter=-1, arrows=False)),
            ("Back", self.back),
        ]

    def _toggle_mute(self) -> None:
        self._set(sound_muted=not self.app.settings.sound_muted)

    def _step(self, direction: int) -> None:
        """Changing the volume unmutes: someone turning it up wants to hear it."""
        steps = round(self.app.settings.sound_volume / VOLUME_STEP) + direction
        volume = min(1.0, max(0.0, steps * VOLUME_STEP))
        self._set(sound_volume=round(volume, 2), sound_muted=False)

    def _set(self, **changes: object) -> None:
        self.app.change_settings(dataclasses.replace(self.app.settings, **changes))
        self.app.sounds.play(Cue.PLACE)
        self.rebuild()
