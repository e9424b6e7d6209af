"""A Scroker move told for the table's history, in public words (issue 22).

At a real table everyone sees each bet, how many cards each player throws, the
dealer's call, the claims laid out and the challenges; nobody sees a hand that
was not shown. ``story_of`` says one move in those terms, whole sentences naming
"Seat N" (the table puts the players' names in): "Seat 2 raises to 10.",
"Seat 1 draws 2 cards.", "Seat 1 challenges the GATES of Seat 3: not in the dictionary;
…". It reads the events the move returned, never a card that is face down.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.events import Event, GameOver, Message
from game.core.moves import Move
from game.core.seat_names import seat_words
from game.rules.scroker.betting import ChipsBet, DealSettled
from game.rules.scroker.moves import CardsDrawn, DealResult, DealStarted
from game.rules.scroker.showdown import Spellchecked
from game.rules.scroker.variants import DealChoice
from game.rules.scroker.verdicts import DealVerdict, challenge_sentence


def drew(seat: int, count: int) -> str:
    """ "Seat 1 draws 2 cards.", "Seat 1 stands pat."."""
    if not count:
        return f"{seat_words(seat)} stands pat."
    return f"{seat_words(seat)} draws {count} card{'s' if count > 1 else ''}."


def opening_story(deal_number: int, dealer: int, choice: DealChoice | None) -> list[str]:
    """A deal's start: who deals what ("Seat 1 deals Scroker (deal 3)."), the seat first like every
    sentence about a seat (the history puts it under that seat's mark)."""
    if choice is None:
        return [f"{seat_words(dealer)} deals and names the game (deal {deal_number})."]
    return [f"{seat_words(dealer)} deals {choice.in_a_sentence()} (deal {deal_number})."]


def story_of(
    move: Move,
    events: Sequence[Event],
    choice: DealChoice | None = None,
    verdict: DealVerdict | None = None,
) -> list[str]:
    """The sentences for ``move`` and the ``events`` it returned.

    A bet, a draw, a challenge or a deal's start is said from its own event (the rules'
    message right after it is the same news, for the status line, and is left out); the
    deal's start names the dealer's call with its options (``choice``); a deal's end gives
    each pot's winner and why (``verdict``) instead of the rules' short "wins" lines; every
    other message (a round begins, a claim is laid out, the stock is reshuffled) is told as
    the rules say it.
    """
    lines: list[str] = []
    told = False  # the event just said is followed by the rules' message saying it again
    for event in events:
        if isinstance(event, DealResult) and verdict is not None:
            continue  # the verdict says each pot with its reason
        if isinstance(event, Message):
            if not told:
                lines.append(event.text)
            told = False
            continue
        told = isinstance(event, ChipsBet | CardsDrawn | Spellchecked | DealStarted)
        if isinstance(event, ChipsBet):
            lines.append(f"{seat_words(event.seat)} {event.said or event.words}.")
        elif isinstance(event, CardsDrawn):
            lines.append(drew(event.seat, event.count))
        elif isinstance(event, Spellchecked):
            lines.append(challenge_sentence(event, event.letters))
        elif isinstance(event, DealStarted):
            lines += opening_story(event.number, event.dealer, choice)
        elif isinstance(event, DealSettled) and verdict is not None:
            lines += verdict.lines
        elif isinstance(event, GameOver):
            lines.append(event.text)
    return lines
