"""Game options on the command line: ``--options K=V,K=V`` (DESIGN.md §5)."""

from __future__ import annotations


def parse_options(text: str) -> dict[str, object]:
    """``NAME=VALUE`` pairs; whole numbers become ints, the rest stay text for the spec to check."""
    options: dict[str, object] = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        name, sep, value = part.partition("=")
        if not sep:
            raise ValueError(f"option {part!r} should look like NAME=VALUE")
        options[name.strip()] = int(value) if value.strip().lstrip("-").isdigit() else value.strip()
    return options
