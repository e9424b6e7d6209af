"""What the table calls each seat: the name its person typed, a bot by its level, else "Seat N".

The rules say "Seat 3 folds"; the screen says "Ann folds". Rather than teach every rule
message the players' names, the rules keep speaking of seats and ``named_in`` rewrites
"Seat N" once, where a message reaches the screen (issue 21: seats have names).
"""

from __future__ import annotations

import dataclasses
import re
import unicodedata
from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.core.bot_levels import Level

if TYPE_CHECKING:  # seats reads a name from the command line with ``clean_name``
    from game.core.seats import SeatPlan

LONGEST_SEAT_NAME = 16  # characters: fits a seat strip and a "Pass to …" line at the smallest window
LEVEL_WORDS = {Level.EASY: "easy", Level.MEDIUM: "normal", Level.HARD: "hard"}
_SEAT_WORDS = re.compile(r"\bSeat (\d+)\b")


def seat_words(seat: int) -> str:
    """How the rules name seat ``seat`` (counted from 0) in every sentence: "Seat 3". One spelling
    for all games, since ``named_in`` finds exactly these words to put the person's name in."""
    return f"Seat {seat + 1}"


def clean_name(typed: str) -> str:
    """A typed or stored name as the table may show it: printable characters only (no line breaks,
    controls or lone surrogates), spaces collapsed, at most ``LONGEST_SEAT_NAME`` characters."""
    kept = "".join(
        " " if character.isspace() else character
        for character in typed
        if character.isspace()
        or (character.isprintable() and unicodedata.category(character) not in ("Cs", "Co", "Cn"))
    )
    name = " ".join(kept.split())[:LONGEST_SEAT_NAME].strip()
    # A name of marks alone (a variation selector, a combining mark) has nothing to draw: no name.
    return name if any(unicodedata.category(character)[0] not in "MC" for character in name) else ""


_GIVEN_NAMES = re.compile(r"^(seat \d+|bot( \d+)? \(.*\))", re.IGNORECASE)


def names_a_seat(name: str) -> bool:
    """True for a name the table gives by itself ("Seat 2", "Bot (hard)"): a person taking it
    would be mistaken for that seat in every message."""
    return bool(_GIVEN_NAMES.match(name))


def bot_name(level: Level) -> str:
    return f"Bot ({LEVEL_WORDS[level]})"


def seat_names(plans: Sequence[SeatPlan]) -> list[str]:
    """Each seat's name at the table: the person's own, a bot's level, or "Seat N" for a person who
    gave none ("Seat 1 (you)" when they are the only person at the screen). A name two seats share
    gets its seat number, so a message never leaves the table guessing who is meant."""
    people = sum(plan.at_screen for plan in plans)  # "you" is the one person at the screen, never a phone
    names = []
    for seat, plan in enumerate(plans):
        if not plan.human:
            names.append(bot_name(plan.level))
        elif clean_name(plan.name):
            names.append(clean_name(plan.name))
        else:
            alone = people == 1 and plan.at_screen
            names.append(f"Seat {seat + 1} (you)" if alone else f"Seat {seat + 1}")
    counts = Counter(name.casefold() for name in names)
    return [
        (_numbered(name, seat) if counts[name.casefold()] > 1 else name) for seat, name in enumerate(names)
    ]


def _numbered(name: str, seat: int) -> str:
    if name.startswith("Bot ("):
        return f"Bot {seat + 1} {name[4:]}"  # "Bot 3 (hard)"
    return f"{name} (seat {seat + 1})"


def named_in(message: str, names: Sequence[str]) -> str:
    """The rules' ``message`` with each "Seat N" of this table said as that seat's name."""

    def name_of(found: re.Match[str]) -> str:
        seat = int(found.group(1)) - 1
        return names[seat] if 0 <= seat < len(names) else found.group(0)

    return _SEAT_WORDS.sub(name_of, message)


NAMES_NOTE = "names"  # a replay's notes keep each seat's typed name under this key ("" for none)


def names_note(plans: Sequence[SeatPlan]) -> dict[str, list[str]]:
    """The replay note that keeps the typed names (none when nobody typed one: older files look alike)."""
    names = [clean_name(plan.name) if plan.human else "" for plan in plans]
    return {NAMES_NOTE: names} if any(names) else {}


def with_saved_names(plans: Sequence[SeatPlan], notes: dict[str, object]) -> list[SeatPlan]:
    """``plans`` with the names a replay's notes kept; a file without them (older, or hand-edited to
    something else) leaves the seats unnamed, "Seat N", rather than refusing the game."""
    saved = notes.get(NAMES_NOTE)
    if not isinstance(saved, list) or len(saved) != len(plans):
        return list(plans)
    return [
        dataclasses.replace(plan, name=clean_name(name) if plan.human else "")
        if isinstance(name, str)
        else plan
        for plan, name in zip(plans, saved, strict=True)
    ]
