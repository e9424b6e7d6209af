"""What a game's statistics keep beyond the plain counts: each person's places, each bot level's
record, and the last results for a chart (issue 23).

A finished table is told as a ``TableOutcome``; ``GameStats.after_table`` (game/storage/statistics.py)
adds it. Each person's record, each level's and each recent game is read on its own: a bad one is
left out with a sentence naming it, and the rest of the game's record is kept.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Annotated, Any

import msgspec

from game.core.decoding import Count, Name, Refused, convert, number, printable, whole
from game.core.replays import LONGEST_PLAYED

RECENT_KEPT = 30  # results kept per game for its chart; the counts are exact whatever the number
MOST_PLACES = 8  # the most seats any game has: a place past it is refused
MOST_PEOPLE = 200  # names kept per game: a file with more is hostile, not a family's
LONGEST_SECONDS = LONGEST_PLAYED  # a clock a table noted may claim no more (game/core/replays.py)
Seconds = number(0.0, LONGEST_SECONDS)
Place = Annotated[int, msgspec.Meta(ge=1, le=MOST_PLACES)]
Places = Annotated[list[Count], msgspec.Meta(max_length=MOST_PLACES)]
Score = whole(-1_000_000_000, 1_000_000_000)  # points or chips; Scrooge's may be below 0


@dataclass(frozen=True)
class PersonRecord:
    """One person's games at one game, under the name they play by (a bot is never a person)."""

    played: int = 0
    won: int = 0
    places: tuple[int, ...] = ()  # places[0] counts firsts, places[1] seconds, …
    current_streak: int = 0
    best_streak: int = 0

    def after(self, place: int) -> PersonRecord:
        counts = list(self.places) + [0] * max(0, place - len(self.places))
        counts[place - 1] += 1
        won = place == 1
        streak = self.current_streak + 1 if won else 0
        return PersonRecord(
            self.played + 1, self.won + won, tuple(counts), streak, max(self.best_streak, streak)
        )

    def average_place(self) -> float | None:
        """The mean place over the games counted by place; None before any."""
        counted = sum(self.places)
        if not counted:
            return None
        return sum((index + 1) * count for index, count in enumerate(self.places)) / counted


@dataclass(frozen=True)
class LevelRecord:
    """The tables a bot of one level sat at, and how many of them a person won."""

    played: int = 0
    person_won: int = 0


@dataclass(frozen=True)
class RecentGame:
    """One finished game for the chart: won by a person at the screen or not, the best person's
    place and score, its time and its moves."""

    won: bool
    seconds: float
    moves: int = 0
    place: int | None = None
    score: int | None = None


@dataclass(frozen=True)
class TableOutcome:
    """How a game ended at a table with people at it, as the statistics count it.

    ``places`` holds each person's place by the name they play by; ``bot_won``: no person is
    among the winners but a bot is; ``score`` is the best-placed person's, in the game's own
    terms (``lower_score_wins`` for Scorzo's points), None for a game without one.
    """

    places: dict[str, int]
    person_won: bool
    bot_won: bool
    bot_levels: tuple[str, ...]
    seconds: float
    moves: int
    score: int | None = None
    lower_score_wins: bool = False

    def best_place(self) -> int | None:
        return min(self.places.values(), default=None)


def with_recent(recent: tuple[RecentGame, ...], game: RecentGame) -> tuple[RecentGame, ...]:
    """The recent results with ``game`` added last, the oldest dropped past ``RECENT_KEPT``."""
    return (*recent, game)[-RECENT_KEPT:]


def people_after(people: dict[str, PersonRecord], places: dict[str, int]) -> dict[str, PersonRecord]:
    """Each person's record once this game is counted. Past ``MOST_PEOPLE`` names the ones with the
    fewest games go (never this game's), so the file never holds more than its reader keeps."""
    kept = dict(people)
    for name, place in places.items():
        kept[name] = kept.get(name, PersonRecord()).after(place)
    if len(kept) > MOST_PEOPLE:
        others = sorted((name for name in kept if name not in places), key=lambda name: kept[name].played)
        for name in others[: len(kept) - MOST_PEOPLE]:
            del kept[name]
    return kept


def levels_after(levels: dict[str, LevelRecord], outcome: TableOutcome) -> dict[str, LevelRecord]:
    kept = dict(levels)
    for level in sorted(set(outcome.bot_levels)):
        was = kept.get(level, LevelRecord())
        kept[level] = replace(was, played=was.played + 1, person_won=was.person_won + outcome.person_won)
    return kept


# --- reading them back: each entry on its own ------------------------------------------------------


class _PersonSchema(msgspec.Struct):
    played: Count = 0
    won: Count = 0
    places: Places = msgspec.field(default_factory=list)
    current_streak: Count = 0
    best_streak: Count = 0


class _LevelSchema(msgspec.Struct):
    played: Count = 0
    person_won: Count = 0


class _RecentSchema(msgspec.Struct):
    won: bool
    seconds: Seconds
    moves: Count = 0
    place: Place | None = None
    score: Score | None = None


def _entries(game_id: str, name: str, raw: Any, kind: type) -> tuple[dict[str, Any], list[str]]:
    """Each ``name`` entry of a game's record decoded as ``kind``; a bad one is dropped with a note."""
    if not isinstance(raw, dict):
        return {}, [f"{game_id} {name} was {printable(raw)}, not a list of records by name"]
    decoded: dict[str, Any] = {}
    notes: list[str] = []
    for key, entry in list(raw.items())[:MOST_PEOPLE]:
        try:
            convert(key, Name)
            decoded[key] = convert(entry, kind)
        except Refused as problem:
            notes.append(f"{game_id} {name} {printable(key)} was left out: {problem}")
    if len(raw) > MOST_PEOPLE:
        notes.append(f"{game_id} {name}: only the first {MOST_PEOPLE} were kept")
    return decoded, notes


def people_from_json(game_id: str, raw: Any) -> tuple[dict[str, PersonRecord], list[str]]:
    decoded, notes = _entries(game_id, "people", raw, _PersonSchema)
    people = {
        name: PersonRecord(e.played, e.won, tuple(e.places), e.current_streak, e.best_streak)
        for name, e in decoded.items()
    }
    return people, notes


def levels_from_json(game_id: str, raw: Any) -> tuple[dict[str, LevelRecord], list[str]]:
    decoded, notes = _entries(game_id, "bot levels", raw, _LevelSchema)
    return {level: LevelRecord(e.played, e.person_won) for level, e in decoded.items()}, notes


def recent_from_json(game_id: str, raw: Any) -> tuple[tuple[RecentGame, ...], list[str]]:
    if not isinstance(raw, list):
        return (), [f"{game_id} recent games was {printable(raw)}, not a list"]
    games: list[RecentGame] = []
    notes: list[str] = []
    for index, entry in enumerate(raw[-RECENT_KEPT:]):
        try:
            e = convert(entry, _RecentSchema)
        except Refused as problem:
            notes.append(f"{game_id} recent game {index + 1} was left out: {problem}")
            continue
        games.append(RecentGame(e.won, float(e.seconds), e.moves, e.place, e.score))
    return tuple(games), notes
