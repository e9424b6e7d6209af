"""When a file says something happened ("saved_at", "finished"), read so it can always be shown and sorted.

A hand-edited or hostile file may say "0001-01-01T00:00:00" (no timestamp exists for it on most
systems), carry a time zone where the others have none (the two cannot be compared), or not be a
date at all. Every such moment is read here: a date outside the years a computer clock can show
is refused, and an aware time is turned into the local clock's, as the app writes them.
"""

from __future__ import annotations

from datetime import datetime

from game.core.decoding import LONGEST_NAME

EARLIEST_YEAR, LATEST_YEAR = 1971, 9998


def read_moment(text: object) -> datetime | None:
    """The local, naive time ``text`` names, or None when it is not one a clock could have shown."""
    if not isinstance(text, str) or len(text) > LONGEST_NAME:
        return None
    try:
        moment = datetime.fromisoformat(text)
        if moment.tzinfo is not None:
            moment = moment.astimezone().replace(tzinfo=None)
        if not EARLIEST_YEAR <= moment.year <= LATEST_YEAR:
            return None
        moment.timestamp()  # the platform's clock must be able to name it (sorting uses it)
    except (ValueError, OverflowError, OSError):
        return None
    return moment
