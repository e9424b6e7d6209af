"""The table's sound effects, synthesised by code: no audio files to ship or license.

Each effect is a recipe that writes mono samples in -1..1 at any sample rate, from
noise bursts (card flicks, friction), decaying sine partials (chip clinks) and
short melodies (the win fanfare and the calls). Noise comes from a fixed seed, so
an effect sounds, and tests measure, the same every time. Pure Python (numpy is
not a dependency): the longest effect costs a few milliseconds at 22 050 Hz.
"""

from __future__ import annotations

import math
import random
from array import array
from collections.abc import Callable
from enum import Enum
from functools import lru_cache

Samples = list[float]
PEAK = 0.85  # headroom below full scale, so mixed effects do not clip


class Cue(Enum):
    """What happened at the table that a player hears."""

    DEAL = "deal"
    PLACE = "place"
    SLIDE_BACK = "slide back"
    SHUFFLE = "shuffle"
    CHIPS = "chips"
    WIN = "win"
    SCROOGE = "scrooge"  # the "Scrooge!" call, as a short bugle phrase
    TAC = "tac"  # the "Tač!" call
    PICKUP = "pickup"  # Repezita: a wrong card takes the whole centre pile


def _silence(seconds: float, rate: int) -> Samples:
    return [0.0] * round(seconds * rate)


def _mix_in(into: Samples, sound: Samples, at_seconds: float, rate: int) -> None:
    start = round(at_seconds * rate)
    for i, value in enumerate(sound[: max(0, len(into) - start)]):
        into[start + i] += value


def _flick(rate: int, noise: random.Random, seconds: float = 0.03, brightness: float = 0.5) -> Samples:
    """A card's edge snapping: a burst of filtered noise that dies within ``seconds``."""
    out, low = [], 0.0
    count = round(seconds * rate)
    for i in range(count):
        low += brightness * (noise.uniform(-1.0, 1.0) - low)
        out.append(low * math.exp(-7.0 * i / count))
    return out


def _thump(rate: int, seconds: float, pitch: float) -> Samples:
    """The low knock of a card landing on felt."""
    count = round(seconds * rate)
    return [math.sin(2 * math.pi * pitch * i / rate) * math.exp(-9.0 * i / count) for i in range(count)]


TABLE_SIZE = 1024


@lru_cache(maxsize=8)
def _wave_table(partials: tuple[float, ...]) -> tuple[float, ...]:
    """One cycle of a wave with these harmonic weights: one lookup a sample, not a sine per partial."""
    return tuple(
        sum(w * math.sin(2 * math.pi * (n + 1) * i / TABLE_SIZE) for n, w in enumerate(partials))
        for i in range(TABLE_SIZE)
    )


def _oscillate(
    rate: int, pitches: list[float], partials: tuple[float, ...], envelope: list[float]
) -> Samples:
    """The waveform at each sample's pitch, shaped by ``envelope`` (one gain per sample)."""
    table, phase, out = _wave_table(partials), 0.0, []
    for pitch, gain in zip(pitches, envelope, strict=True):
        out.append(table[int(phase * TABLE_SIZE) % TABLE_SIZE] * gain)
        phase += pitch / rate
    return out


def _tone(
    rate: int, seconds: float, pitch: float, partials: tuple[float, ...], decay: float = 3.0
) -> Samples:
    """A note with a quick attack, a few harmonics (their weights in ``partials``) and a decay."""
    count = round(seconds * rate)
    attack = max(1, round(0.008 * rate))
    step = math.exp(-decay / count)
    envelope, level = [], 1.0
    for i in range(count):
        envelope.append(min(1.0, i / attack) * level)
        level *= step
    return _oscillate(rate, [pitch] * count, partials, envelope)


def _glide(rate: int, seconds: float, start: float, end: float, partials: tuple[float, ...]) -> Samples:
    """A note bending from ``start`` to ``end`` Hz: the rise of a shouted call."""
    count = round(seconds * rate)
    attack = max(1, round(0.01 * rate))
    pitches = [start + (end - start) * min(1.0, 2.0 * i / count) for i in range(count)]
    envelope = [min(1.0, i / attack, (count - i) / attack) for i in range(count)]
    return _oscillate(rate, pitches, partials, envelope)


BRASS = (1.0, 0.55, 0.35, 0.2, 0.1)
BELL = (1.0, 0.0, 0.3, 0.0, 0.12)


def _place(rate: int, noise: random.Random) -> Samples:
    out = _silence(0.09, rate)
    _mix_in(out, _flick(rate, noise, 0.05, 0.35), 0.0, rate)
    _mix_in(out, [0.6 * v for v in _thump(rate, 0.09, 170.0)], 0.0, rate)
    return out


def _deal(rate: int, noise: random.Random) -> Samples:
    """Ten cards flicked out one after another."""
    out = _silence(0.62, rate)
    for n in range(10):
        _mix_in(out, _flick(rate, noise, 0.035, 0.6), n * 0.058, rate)
    return out


def _slide_back(rate: int, noise: random.Random) -> Samples:
    """Friction that swells and fades as the card slides home."""
    count = round(0.26 * rate)
    out, low = [], 0.0
    for i in range(count):
        low += 0.12 * (noise.uniform(-1.0, 1.0) - low)
        out.append(low * math.sin(math.pi * i / count))
    return out


def _shuffle(rate: int, noise: random.Random) -> Samples:
    """A riffle: clicks that come faster and faster, then the bridge settling the deck."""
    out = _silence(0.8, rate)
    at, gap = 0.0, 0.03
    while at < 0.6:
        _mix_in(out, [0.7 * v for v in _flick(rate, noise, 0.012, 0.8)], at, rate)
        at += gap * noise.uniform(0.7, 1.3)
        gap = max(0.009, gap * 0.93)
    _mix_in(out, _flick(rate, noise, 0.15, 0.15), 0.62, rate)
    return out


def _chips(rate: int, noise: random.Random) -> Samples:
    """Clay chips clinking onto a stack: short inharmonic pings."""
    out = _silence(0.32, rate)
    for n, pitch in enumerate((2600.0, 3150.0, 2850.0, 3400.0)):
        ping = _tone(rate, 0.08, pitch * noise.uniform(0.97, 1.03), (1.0, 0.0, 0.0, 0.0, 0.0), decay=9.0)
        _mix_in(out, [0.5 * v for v in ping], n * 0.06 + noise.uniform(0.0, 0.01), rate)
    return out


def _melody(rate: int, notes: tuple[tuple[float, float], ...], partials: tuple[float, ...]) -> Samples:
    out: Samples = []
    for pitch, seconds in notes:
        out += _tone(rate, seconds, pitch, partials, decay=2.5)
    return out


def _win(rate: int, noise: random.Random) -> Samples:
    """C E G and a held high C: a plain fanfare."""
    return _melody(rate, ((523.25, 0.11), (659.25, 0.11), (783.99, 0.11), (1046.5, 0.45)), BELL)


def _scrooge(rate: int, noise: random.Random) -> Samples:
    """ "Scroo–ooge!": a brassy rise and a long high note, the rhythm of the word."""
    return _glide(rate, 0.16, 330.0, 494.0, BRASS) + _tone(rate, 0.34, 659.25, BRASS, decay=1.8)


def _tac(rate: int, noise: random.Random) -> Samples:
    """ "Tač!": one hard knock and a clipped high note."""
    out = _silence(0.2, rate)
    _mix_in(out, _flick(rate, noise, 0.02, 0.9), 0.0, rate)
    _mix_in(out, [0.8 * v for v in _tone(rate, 0.17, 880.0, BRASS, decay=6.0)], 0.02, rate)
    return out


def _pickup(rate: int, noise: random.Random) -> Samples:
    """A pile swept up: a rush of flicks over a falling groan."""
    out = _glide(rate, 0.45, 300.0, 150.0, BRASS)
    out = [0.4 * v for v in out]
    for n in range(8):
        _mix_in(out, _flick(rate, noise, 0.03, 0.5), n * 0.035, rate)
    return out


RECIPES: dict[Cue, Callable[[int, random.Random], Samples]] = {
    Cue.DEAL: _deal,
    Cue.PLACE: _place,
    Cue.SLIDE_BACK: _slide_back,
    Cue.SHUFFLE: _shuffle,
    Cue.CHIPS: _chips,
    Cue.WIN: _win,
    Cue.SCROOGE: _scrooge,
    Cue.TAC: _tac,
    Cue.PICKUP: _pickup,
}


def samples(cue: Cue, rate: int) -> Samples:
    """The effect at ``rate`` Hz, scaled so its loudest sample is ``PEAK``."""
    raw = RECIPES[cue](rate, random.Random(cue.value))
    loudest = max(abs(v) for v in raw)
    return [v * PEAK / loudest for v in raw]


@lru_cache(maxsize=64)
def pcm16(cue: Cue, rate: int, channels: int) -> bytes:
    """Signed 16-bit native-endian frames, the layout ``pygame.mixer.Sound(buffer=...)`` takes.

    Cached for the process: every app (and test) after the first gets the bytes at once.
    """
    frames = array("h")
    for value in samples(cue, rate):
        frames.extend([round(value * 32767)] * channels)
    return frames.tobytes()
