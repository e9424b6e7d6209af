"""Plain English the rules' sentences share, so every game lists things the same way."""

from __future__ import annotations

from collections.abc import Sequence


def listed(words: Sequence[str]) -> str:
    """'A', 'A and B', 'A, B and C' ('' for none): names or things in one sentence."""
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]
