"""The two paces a phone is held to: how many messages a second, and how many tries at the room code.

Both take the time as an argument (seconds on a monotonic clock), so they are exact in tests and the
server alone decides what "now" is.
"""

from __future__ import annotations

from collections import deque


class MessageBucket:
    """A token bucket: ``rate`` messages a second on average, ``burst`` at once after a quiet spell."""

    def __init__(self, rate: float, burst: int, now: float) -> None:
        self._rate = rate
        self._burst = burst
        self._tokens = float(burst)
        self._last = now

    def allow(self, now: float) -> bool:
        """Spend one message if there is one to spend."""
        self._tokens = min(self._burst, self._tokens + (now - self._last) * self._rate)
        self._last = now
        if self._tokens < 1:
            return False
        self._tokens -= 1
        return True


class AttemptWindow:
    """At most ``most`` attempts in any ``seconds``-long stretch (a sliding window of their times)."""

    def __init__(self, most: int, seconds: float) -> None:
        self._most = most
        self._seconds = seconds
        self._times: deque[float] = deque()

    def allow(self, now: float) -> bool:
        """Count an attempt now if the window has room for it."""
        while self._times and now - self._times[0] >= self._seconds:
            self._times.popleft()
        if len(self._times) >= self._most:
            return False
        self._times.append(now)
        return True
