"""What has happened at a turn table, in words: every move any seat made, and the table's own news.

The rules return events; the table turns each move into public sentences (``TurnTableScene._story``)
and keeps them here, in order, for the whole game. The history panel shows the newest and scrolls
back; the pass screen shows a person what happened since they last held the screen. Nothing here
may name a hidden card: the sentences are written for everyone at the table.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class StoryLine:
    """One sentence, as the rules name seats ("Seat 2 raises to 10."): the table puts names in."""

    text: str
    seat: int | None = None  # the seat that acted; None for the table's own news (a deal, a round's end)


class TableStory:
    """The game's sentences so far, and for each seat how far its person had seen."""

    def __init__(self) -> None:
        self.lines: list[StoryLine] = []
        self._seen: dict[int, int] = {}

    def __len__(self) -> int:
        return len(self.lines)

    def tell(self, text: str, seat: int | None = None) -> None:
        """Add a sentence; a blank one, or the same sentence twice in a row, says nothing new."""
        text = text.strip()
        if text and (not self.lines or self.lines[-1].text != text):
            self.lines.append(StoryLine(text, seat))

    def seen_by(self, seat: int) -> None:
        """The person at ``seat`` has seen everything so far (they leave the screen)."""
        self._seen[seat] = len(self.lines)

    def unseen_by(self, seat: int) -> list[StoryLine]:
        """What happened since the person at ``seat`` last had the screen (everything, the first time)."""
        return self.lines[self._seen.get(seat, 0) :]
