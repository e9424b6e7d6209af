"""The sound service: plays cues at the player's volume, or nothing at all.

The mixer opens on the first cue that would be heard, not at start-up: a muted
player never opens it, and the title screen appears no later for having sound.
With no audio device (no sound card, a driver SDL does not know) the mixer fails
to open once, quietly, and every cue after that plays nothing: no message, since
a missing speaker is not something a card player can or needs to fix.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

import pygame

from game.ui.look.sound_effects import Cue, pcm16

SAMPLE_RATE = 22_050  # the effects have nothing above 5 kHz worth the cost of more
BUFFER_FRAMES = 512  # about 23 ms: a card's sound starts as it lands


@dataclass(frozen=True)
class AudioFormat:
    rate: int
    channels: int


class Speaker(Protocol):
    """Where sound goes: pygame's mixer, or a recording fake in tests."""

    def open(self) -> AudioFormat | None:
        """Open the device; None when there is none."""

    def prepare(self, pcm: bytes) -> object:
        """A playable clip from signed 16-bit frames in the opened format."""

    def play(self, clips: list[object], volume: float) -> None:
        """Play the clips one after another at ``volume`` (0..1)."""


class CuePlayer(Protocol):
    """Anything a table view can tell what to sound: the app's ``SoundBoard``, or ``NO_SOUND``."""

    def play(self, *cues: Cue) -> None: ...


class MixerSpeaker:
    """pygame-ce's mixer in signed 16-bit mono; SDL converts for the device, so our bytes always fit."""

    def open(self) -> AudioFormat | None:
        try:
            pygame.mixer.init(SAMPLE_RATE, -16, 1, BUFFER_FRAMES, allowedchanges=0)
        except pygame.error:
            return None
        opened = pygame.mixer.get_init()
        if opened is None or opened[1] != -16:  # opened earlier by someone else in another format
            return None
        return AudioFormat(opened[0], opened[2])

    def prepare(self, pcm: bytes) -> object:
        return pygame.mixer.Sound(buffer=pcm)

    def play(self, clips: list[object], volume: float) -> None:
        sounds = [clip for clip in clips if isinstance(clip, pygame.mixer.Sound)]
        for sound in sounds:
            sound.set_volume(volume)
        try:
            channel = sounds[0].play()
            for sound in sounds[1:]:
                if channel is not None:
                    channel.queue(sound)
        except pygame.error:
            pass  # the device went away mid-game: this cue is lost, the game goes on


class SoundBoard:
    """What scenes and table views call: ``play(Cue.PLACE)``; settings change ``volume`` and ``muted``."""

    def __init__(self, speaker: Speaker, volume: float = 1.0, muted: bool = False) -> None:
        self.speaker = speaker
        self.volume, self.muted = volume, muted
        self._format: AudioFormat | None = None
        self._no_device = False
        self._clips: dict[Cue, object] = {}

    def configure(self, volume: float, muted: bool) -> None:
        self.volume, self.muted = volume, muted

    @property
    def heard(self) -> bool:
        """Whether a cue would reach a speaker now."""
        return not self.muted and self.volume > 0 and not self._no_device

    def play(self, *cues: Cue) -> None:
        """Play ``cues`` in turn (a shuffle, then the deal); nothing when muted or without a device."""
        if not cues or not self.heard:
            return
        if self._format is None:
            self._format = self.speaker.open()
            if self._format is None:
                self._no_device = True
                return
        self.speaker.play([self._clip(cue) for cue in cues], self.volume)

    def _clip(self, cue: Cue) -> object:
        """Each effect is made the first time it is heard, so start-up pays for none of them."""
        if cue not in self._clips:
            assert self._format is not None
            self._clips[cue] = self.speaker.prepare(pcm16(cue, self._format.rate, self._format.channels))
        return self._clips[cue]


class _Silence:
    """The sound of a table view no app has given a board (tools, tests of layout alone)."""

    def play(self, *cues: Cue) -> None:
        return None


NO_SOUND = _Silence()


def quit_pygame() -> None:
    """``pygame.quit()``, with every sound stopped first.

    pygame-ce's mixer closes holding the interpreter's lock while it waits for
    the audio thread; a cue that ends at that moment leaves the audio thread
    waiting for that lock in its end-of-sound callback, and both wait for ever
    (CI saw the Repezita smoke test hang so). ``mixer.stop`` lets go of the
    lock while it halts the channels, so no cue is left to end.
    """
    if pygame.mixer.get_init():
        pygame.mixer.stop()
    pygame.quit()
