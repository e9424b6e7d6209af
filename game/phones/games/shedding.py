"""What a phone shows in Schrum Schrum and Tač: a controller, since nobody holds a hand to look at.

Every face-down card is face down to its owner too, so the phone has no hand: it shows the
centre's top, the card just turned, each seat's piles as counts with their face-up top, and the
buttons of a turn (turn a card, play it to the centre or onto another player's face-up pile,
keep it) and in Tač the call "Tač!" while a missed play may be called. Read from the seat's
``ShedderView`` and its legal moves; the piles' names and the cards' names are the game's own.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.core.cards import Card
from game.core.moves import Move, MoveCards
from game.core.protocol import GameState
from game.phones.phone_actions import button
from game.phones.phone_cards import card_entry
from game.phones.seat_part import SeatPart, SeatRow, TablePile
from game.rules.shedding.moves import CallTac, TurnCard
from game.rules.shedding.state import CENTRE, ShedderState
from game.rules.shedding.view import ShedderView

CardWords = Callable[[Card], dict[str, Any]]  # a card as the phone shows it (``card_entry``)


def seat_part(state: GameState, seat: int, names: Sequence[str]) -> SeatPart:
    assert isinstance(state, ShedderState)
    view = state.view(seat)
    assert isinstance(view, ShedderView)
    legal = state.legal_moves(seat)

    def card(item: Card) -> dict[str, Any]:
        return card_entry(state.save_card(item), _named(state, item))

    return SeatPart(
        your_turn=view.turn == seat and bool(legal),
        waiting=_waiting(state, view, seat, names, legal),
        info=_info(state, view, seat),
        rows=tuple(_row(state, view, other, card) for other in range(state.seats)),
        table=_table(view, names, card),
        hand=(),
        actions=tuple(_actions(state, view, seat, names, legal)),
    )


def _named(state: ShedderState, item: Card) -> str:
    """The card as the game's faces name it: '7 of Hearts', 'Ober of Bells'."""
    return state.card_name(item).removeprefix("the ")


def _row(state: ShedderState, view: ShedderView, seat: int, card: CardWords) -> SeatRow:
    face_up = [item for item in view.piles[state.open_id(seat)].cards[-1:] if item is not None]
    notes = ["missed a play"] if view.missed_by == seat else []
    if view.winner == seat:
        notes = ["won"]
    return SeatRow(
        cards=view.cards_left[seat] if view.cards_left else 0,
        up=tuple(card(item) for item in face_up),
        note=", ".join(notes),
    )


def _table(view: ShedderView, names: Sequence[str], card: CardWords) -> tuple[TablePile, ...]:
    centre = view.piles[CENTRE].cards
    piles = [TablePile("Centre", tuple(card(item) for item in centre[-1:] if item is not None), len(centre))]
    if view.turned_card is not None:
        piles.append(TablePile(f"Turned by {names[view.turn]}", (card(view.turned_card),), 1))
    return tuple(piles)


def _info(state: ShedderState, view: ShedderView, seat: int) -> tuple[str, ...]:
    closed = len(view.piles[state.closed_id(seat)].cards)
    face_up = len(view.piles[state.open_id(seat)].cards)
    rules = state.rules
    return (f"Your {rules.closed_title}: {closed}, your {rules.open_title}: {face_up}",)


def _waiting(
    state: ShedderState, view: ShedderView, seat: int, names: Sequence[str], legal: list[Move]
) -> str:
    call = any(isinstance(move, CallTac) for move in legal)
    if view.turn != seat:
        offender = view.missed_by
        missed = f"{names[offender]} missed a play: call Tač! " if call and offender is not None else ""
        return f"{missed}{names[view.turn]} is playing…"
    if any(isinstance(move, TurnCard) for move in legal):
        return f"Your turn: turn the top card of your {state.rules.closed_title}."
    if view.turned_card is not None:
        turned, own = _named(state, view.turned_card), state.rules.open_title
        plays = [move for move in legal if isinstance(move, MoveCards) and move.target != state.open_id(seat)]
        if not plays:  # no pile takes it: saying "play it" would send the person looking for one
            return f"The {turned} fits nowhere: keep it on your {own}."
        return f"Play the {turned}, or keep it on your {own}."
    return ""


def _actions(
    state: ShedderState, view: ShedderView, seat: int, names: Sequence[str], legal: list[Move]
) -> list[dict[str, Any]]:
    actions = []
    turned = _named(state, view.turned_card) if view.turned_card is not None else "card"
    for move in legal:
        if isinstance(move, TurnCard):
            actions.append(button("turn", "Turn a card", move, "primary"))
        elif isinstance(move, CallTac):
            actions.append(button("tac", "Call Tač!", move, "danger"))
        elif isinstance(move, MoveCards) and move.target == CENTRE:
            actions.append(button("play-centre", f"Play the {turned} to the centre", move, "primary"))
        elif isinstance(move, MoveCards) and move.target == state.open_id(seat):
            label = f"Keep it on your {state.rules.open_title} (ends your turn)"
            actions.append(button("keep", label, move))
        elif isinstance(move, MoveCards):
            owner = state.owner(move.target)
            whose = names[owner] if owner is not None else move.target
            label = f"Put it on the {state.rules.open_title} of {whose}"
            actions.append(button(f"play-{move.target}", label, move))
    return actions
