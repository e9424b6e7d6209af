"""What each Scorzo move did, in the public words a player at the table would say (issue 22).

The table's history shows these lines, so a person who looked away can read
what happened: who took which discard, that someone took from the draw pile
(never which card: it is face down), what was thrown, who called SCORZO, how
each round and the game ended. Seats are "Seat N"; the table puts names in.
"""

from __future__ import annotations

from game.core.events import CardsMoved, Event, GameOver, Message, RoundEnded
from game.core.moves import Move
from game.core.seat_names import seat_words
from game.rules.scorzo.cards import ScorzoCard
from game.rules.scorzo.moves import (
    DISCARD,
    DRAW,
    DealerDraw,
    Discard,
    DrawForDealer,
    ScorzoCalled,
    TakeCard,
)
from game.rules.scorzo.outcome import outcome_sentences, points_words
from game.rules.scorzo.save_codes import load_code
from game.rules.scorzo.standings import Standings

# The history's first line: before round 1 the table is empty until the first dealer is drawn for.
OPENING_STORY = "Everyone draws a card for the deal: the highest number deals; a wild or a tie draws again."


def move_story(move: Move, events: list[Event], standings: Standings, caller: int | None) -> list[str]:
    """Sentences for one move the rules took, from the events it returned; ``standings`` and
    ``caller`` are the game's after the move (for the round's and the game's end)."""
    who = seat_words(move.seat)
    lines: list[str] = []
    if isinstance(move, DrawForDealer):
        lines += [
            f"{who} draws the {load_code(e.card).short_name} for the deal."
            for e in events
            if isinstance(e, DealerDraw)
        ]
    elif isinstance(move, TakeCard):
        lines.append(_take_words(who, move.source, events))
    elif isinstance(move, Discard):
        lines.append(f"{who} discards the {load_code(move.card).short_name}.")
    lines += [
        f"{seat_words(e.seat)} calls SCORZO: everyone else has one last turn."
        for e in events
        if isinstance(e, ScorzoCalled)
    ]
    lines += _rules_messages(events)
    lines += [  # a deal's first discard, turned up from the draw pile: the first card anyone may take
        f"The {card.short_name} is turned up to start the discard pile."
        for e in events
        if isinstance(e, CardsMoved) and (e.source, e.target) == (DRAW, DISCARD) and e.face_up
        for card in e.cards
        if isinstance(card, ScorzoCard)
    ]
    lines += _endings(events, standings, caller)
    return lines


def _rules_messages(events: list[Event]) -> list[str]:
    """The rules' own messages, but for the one announcing a call: the rules say it right after its
    ``ScorzoCalled``, and the story has told that call in its own words already."""
    return [
        event.text
        for before, event in zip([None, *events], events, strict=False)
        if isinstance(event, Message) and not isinstance(before, ScorzoCalled)
    ]


def _take_words(who: str, source: str, events: list[Event]) -> str:
    if source != DISCARD:
        return f"{who} takes a card from the draw pile."
    taken = next((e.cards[0] for e in events if isinstance(e, CardsMoved) and e.source == DISCARD), None)
    name = taken.short_name if isinstance(taken, ScorzoCard) else "top card"
    return f"{who} takes the {name} from the discard pile."


def _endings(events: list[Event], standings: Standings, caller: int | None) -> list[str]:
    """The round's points, seat by seat, and at the game's end who won and how the tie was broken."""
    lines = []
    for event in events:
        if isinstance(event, RoundEnded):
            scores = ", ".join(
                f"{seat_words(seat)} {points_words(points)}{' (called)' if seat == caller else ''}"
                for seat, points in event.points
            )
            lines.append(f"The round is scored: {scores}.")
        elif isinstance(event, GameOver):
            lines += outcome_sentences(standings)
    return lines
