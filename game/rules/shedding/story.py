"""The Schrum Schrum and Tač history in words: one or two sentences for each move the rules took.

Nothing in these games is hidden from one player and shown to another: a turned card
lies face up for everyone, and face-down cards are face down to everyone, their owner
too. So the history names every turned card and never a face-down one (a penalty's
cards are counted, not named). A card turned is told with the move that places it
("Seat 2 turns the 9♠ and plays it to the centre."), so a turn reads as one line per
card. A card kept though it had a play is told like any other: noticing the miss is
the players' part of Tač, so only a call says what the missed play was. Seats are
"Seat N"; the table puts each person's name in.
"""

from __future__ import annotations

from game.core.cards import RANK_CODES, SUIT_SIGNS, Card
from game.core.events import CardsMoved, Event, GameOver, Message
from game.core.moves import Move, MoveCards
from game.core.seat_names import seat_words
from game.core.wording import listed
from game.rules.shedding.moves import CallTac, NothingToGive, TacCalled
from game.rules.shedding.state import CENTRE, ShedderState


def card_words(state: ShedderState, card: Card) -> str:
    """'9♠' with French faces; with German faces the deck's own name, 'Ober of Bells'."""
    if str(state.options.get("faces", "french")) == "french" and card.suit is not None:
        return RANK_CODES[card.rank] + SUIT_SIGNS[card.suit]
    return state.card_name(card)


def place_words(state: ShedderState, pile_id: str, actor: int) -> str:
    """Where a card went, as a player says it: 'the Open pile of Seat 1', 'their own Reserve'."""
    if pile_id == CENTRE:
        return "the centre"
    owner = state.owner(pile_id)
    pile = state.rules.open_title
    if owner == actor:
        return f"their own {pile}"
    # "the Open pile of Ann", not "Ann's": a name the table puts in may end "(you)"
    return f"the {pile} of {seat_words(owner if owner is not None else actor)}"


def move_story(state: ShedderState, move: Move, events: list[Event]) -> list[str]:
    """The sentences for ``move``, which the rules have just applied to ``state``, with ``events``."""
    if isinstance(move, CallTac):
        return _call_story(state, events)
    if not isinstance(move, MoveCards):
        # TurnCard: the turned card is told with the move that places it; the Open pile turned over, now
        return [event.text for event in events if isinstance(event, Message)]
    over = next((event for event in events if isinstance(event, GameOver)), None)
    lines = [_placing(state, move, events, over is not None)]
    if over is not None and over.won:
        lines.append(f"{seat_words(move.seat)} has no cards left and wins.")
    # a stalled game: the rules say why it ends ("… turns passed without a card reaching the centre …")
    return lines + [event.text for event in events if isinstance(event, Message)]


def _placing(state: ShedderState, move: MoveCards, events: list[Event], over: bool) -> str:
    actor = seat_words(move.seat)
    moved = next(event for event in events if isinstance(event, CardsMoved))
    card = card_words(state, moved.cards[-1])
    where = place_words(state, move.target, move.seat)
    if move.target == CENTRE:
        return f"{actor} turns the {card} and plays it to the centre."
    if move.target == state.open_id(move.seat) and not over:
        return f"{actor} turns the {card} onto {where}; the turn passes."
    return f"{actor} turns the {card} and puts it on {where}."


def call_words(state: ShedderState, called: TacCalled) -> str:
    """Who called on whom, and the missed play pointed out: for the history and the call's banner."""
    caller, offender = seat_words(called.caller), seat_words(called.offender)
    places = " or ".join(place_words(state, place, called.offender) for place in called.could_go_to)
    card = card_words(state, called.card)
    return f"{caller} calls Tač! on {offender}: {offender} could have played the {card} to {places}."


def _call_story(state: ShedderState, events: list[Event]) -> list[str]:
    """Who called, the missed play pointed out, and the penalty as the rules gave it: the givers
    in giving order (their cards counted, never named), who had none to give, and a winner."""
    called = next(event for event in events if isinstance(event, TacCalled))
    offender = seat_words(called.offender)
    # each gift is a card moved from the giver's Closed pile; the rules stop at a giver who runs out
    gave = [
        seat_words(giver)
        for event in events
        if isinstance(event, CardsMoved) and (giver := state.owner(event.source)) is not None
    ]
    closed = state.rules.closed_title
    lines = [call_words(state, called)]
    if len(gave) == state.seats - 1:
        lines.append(f"{offender} gets a card from each other player onto their {closed}.")
    elif gave:
        lines.append(f"{offender} gets a card from {listed(gave)} onto their {closed}.")
    lines += [event.text for event in events if isinstance(event, NothingToGive)]
    if any(isinstance(event, GameOver) for event in events) and state.winner is not None:
        lines.append(f"{seat_words(state.winner)} gave away their last card, has no cards left and wins.")
    return lines


def end_words(state: ShedderState) -> str:
    """Why the game ended, for the finishing order and the status line: how the winner got out, or
    why nobody did."""
    rules = state.rules
    if state.winner is not None:
        winner = seat_words(state.winner)
        last = state.history[-1] if state.history else None
        if isinstance(last, CallTac):
            return (
                f"{winner} got rid of every card first: they gave their last card away when "
                f"{seat_words(last.seat)} called Tač!, and their {rules.open_title} was empty."
            )
        return (
            f"{winner} got rid of every card first: {rules.closed_title} and {rules.open_title} both empty."
        )
    if state.stalled:
        return state.stall_text()
    return ""


def end_line(state: ShedderState) -> str:
    """The end in a few words, for the status line under the finishing order (which says why)."""
    if state.winner is not None:
        return f"{seat_words(state.winner)} has no cards left and wins."
    return "No winner: the game could go on for ever." if state.stalled else ""


def opening_words(state: ShedderState) -> list[str]:
    """The deal, as the history's first sentences: the cards each player got, a starting Ace, who begins."""
    rules, centre = state.rules, state.piles[CENTRE].cards
    each = (rules.deck_size - (1 if state.seats in rules.ace_in_centre_for else 0)) // state.seats
    dealt = f"Each player is dealt {each} cards face down as a {rules.closed_title}."
    if state.seats in rules.ace_in_centre_for and centre:  # the Ace laid first never leaves the centre
        dealt += f" The {card_words(state, centre[0])} starts the centre."
    return [dealt, f"{seat_words(0)} plays first."]
