"""Game options on the command line: ``--options K=V,K=V`` (DESIGN.md §5)."""

from __future__ import annotations

from game.core.arguments import quoted

# A whole-number option value has at most this many digits (every option the games take is far
# smaller); a longer one stays text for the game to refuse, and int() never meets Python's limit.
LONGEST_NUMBER = 18


def parse_options(text: str) -> dict[str, object]:
    """``NAME=VALUE`` pairs; whole numbers become ints, the rest stay text for the spec to check."""
    options: dict[str, object] = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        name, sep, value = part.partition("=")
        if not sep:
            raise ValueError(f"option {quoted(part)} should look like NAME=VALUE")
        options[name.strip()] = _number_or_text(value.strip())
    return options


def _number_or_text(value: str) -> object:
    digits = value.removeprefix("-")
    if digits.isascii() and digits.isdigit() and len(digits) <= LONGEST_NUMBER:
        return int(value)
    return value
