"""A game's statistics in sentences a player reads at once (the statistics screen's text).

Counts come first, then streaks and bests, then each person and the bot levels; a game never
finished says so plainly. Times read as minutes and seconds ("3:05"), places as "1st", "2nd".
"""

from __future__ import annotations

from game.core.bot_levels import Level
from game.core.seat_names import LEVEL_WORDS
from game.storage.statistics import GameStats
from game.storage.table_records import PersonRecord
from game.ui.statistics.terms import ScoreTerms

PEOPLE_SHOWN = 3  # the people with the most games; more would push the chart off a small window
LEVEL_ORDER = tuple(level.value for level in Level)  # easy, medium, hard


def clock_text(seconds: float) -> str:
    """'3:05' for 185 seconds; '1:02:03' past an hour."""
    whole = round(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def ordinal(place: int) -> str:
    suffix = "th" if 10 <= place % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(place % 10, "th")
    return f"{place}{suffix}"


def _share(part: int, whole: int) -> str:
    return f"{round(100 * part / whole)}%" if whole else "0%"


def empty_line(name: str) -> str:
    return f"No {name} game finished yet."


def solitaire_lines(stats: GameStats) -> list[str]:
    """A deal's record: won or lost by its one player, with hints apart and the bests of clean wins."""
    lines = [
        f"Played {stats.played}: won {stats.won}, lost {stats.lost} ({_share(stats.won, stats.played)} won)."
    ]
    if stats.wins_with_hints or stats.wins_without_hints:
        lines.append(f"Wins: {stats.wins_without_hints} without hints, {stats.wins_with_hints} with.")
    lines.append(f"Win streak: {stats.current_streak} now, best {stats.best_streak}.")
    if stats.best_seconds is not None:
        moves = f", fewest moves {stats.fewest_moves}" if stats.fewest_moves is not None else ""
        lines.append(f"Best time {clock_text(stats.best_seconds)}{moves} (wins without hints).")
    return lines


def table_lines(stats: GameStats, terms: ScoreTerms | None) -> list[str]:
    """A game at a table with bots or other people: who won, streaks and bests, people, bot levels."""
    nobody = stats.played - stats.won - stats.bot_won
    counts = f"Played {stats.played}: a person at the screen won {stats.won}, a bot won {stats.bot_won}"
    lines = [counts + (f", nobody won {nobody}." if nobody > 0 else ".")]
    lines.append(f"People's win streak: {stats.current_streak} now, best {stats.best_streak}.")
    bests = []
    if stats.best_seconds is not None:
        bests.append(f"fastest win {clock_text(stats.best_seconds)}")
    if stats.fewest_moves is not None and terms is None:
        bests.append(f"fewest moves in a win {stats.fewest_moves}")
    if stats.best_score is not None and terms is not None:
        bests.append(f"{terms.best_words().lower()} {stats.best_score}")
    if bests:
        lines.append(f"Best: {', '.join(bests)}.")
    people = sorted(stats.people.items(), key=lambda item: (-item[1].played, item[0].casefold()))
    lines += [person_line(name, record) for name, record in people[:PEOPLE_SHOWN]]
    if len(people) > PEOPLE_SHOWN:
        more = len(people) - PEOPLE_SHOWN
        lines.append(f"And {more} more {'person' if more == 1 else 'people'}.")
    levels = level_line(stats)
    if levels:
        lines.append(levels)
    return lines


def person_line(name: str, record: PersonRecord) -> str:
    """'You: played 10, won 6, average place 1.6 (1st 6, 2nd 3, 3rd 1).'"""
    average = record.average_place()
    places = ", ".join(f"{ordinal(index + 1)} {count}" for index, count in enumerate(record.places) if count)
    placed = f", average place {average:.1f} ({places})" if average is not None else ""
    return f"{name}: played {record.played}, won {record.won}{placed}."


def level_word(level: str) -> str:
    """A level as the seats name their bots ("Bot (normal)"), so the figures say the same word."""
    try:
        return LEVEL_WORDS[Level.parse(level)]
    except ValueError:
        return level  # a level this version does not know, kept as the file has it


def level_line(stats: GameStats) -> str:
    """'Won against easy bots 2 of 3, against hard bots 1 of 3.' (levels never met are left out)."""
    order = {level: index for index, level in enumerate(LEVEL_ORDER)}
    met = sorted(stats.levels.items(), key=lambda item: (order.get(item[0], len(order)), item[0]))
    parts = [
        f"against {level_word(level)} bots {record.person_won} of {record.played}"
        for level, record in met
        if record.played
    ]
    return f"Won {', '.join(parts)}." if parts else ""
