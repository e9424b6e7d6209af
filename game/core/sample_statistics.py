"""Figures from samples, for the long runs that report them (``solve --deals``, ``simulate``,
the bot simulations in game/bots and the benchmarks).

A share gets the Wilson score interval, which stays sound near 0 and 1; a mean
gets the normal interval, mean ± 1.96 standard errors, fine for the hundreds of
samples these runs collect; a percentile is the nearest-rank one. Plain arithmetic
on the standard library, so it sits in core where every layer may use it.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence

Z95 = 1.96


def wilson_interval(wins: int, total: int, z: float = Z95) -> tuple[float, float]:
    """The 95% Wilson score interval for a proportion (sound near 0 and 1, unlike ±1.96·se)."""
    if total == 0:
        return (0.0, 1.0)
    p = wins / total
    centre = (p + z * z / (2 * total)) / (1 + z * z / total)
    half = z * math.sqrt(p * (1 - p) / total + z * z / (4 * total * total)) / (1 + z * z / total)
    return (max(0.0, centre - half), min(1.0, centre + half))


def mean_interval(samples: Sequence[float], z: float = Z95) -> tuple[float, float, float]:
    """The mean and its 95% interval; one sample gives no spread, so its interval is the mean itself."""
    if not samples:
        raise ValueError("no samples to average")
    mean = statistics.fmean(samples)
    if len(samples) < 2:
        return (mean, mean, mean)
    half = z * statistics.stdev(samples) / math.sqrt(len(samples))
    return (mean, mean - half, mean + half)


def percentile(values: Sequence[float], fraction: float) -> float:
    """The nearest-rank percentile: the smallest value with at least ``fraction`` of them at or below it."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(fraction * len(ordered)) - 1))]
