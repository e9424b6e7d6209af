"""What a phone is sent and what it may send: the ``state`` message of one seat, and its moves.

A phone is a seat's private hand, so what it is sent is built from that seat's own
``state.view(seat)`` and ``state.legal_moves(seat)`` (by the game family's module in
``game.phones.games``) and from public facts (names, colours, who is connected, the public story,
the result). What it sends is hostile input until proved otherwise: ``phone_move`` reads it with
the rules' own bounded decoding and refuses a move for any other seat; whether the rules allow the
move now is the table's question (``why_illegal``), asked where the move is made.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.moves import Move, move_from_json
from game.core.protocol import GameState, View
from game.core.seat_names import named_in
from game.phones.games import PHONE_GAMES, phone_game

MOST_STORY_LINES = 8  # the newest public sentences a phone shows


class PhoneRefusal(Exception):
    """A phone's message that cannot be a move of its seat; ``str()`` is a sentence for that phone."""


@dataclass(frozen=True)
class TableFacts:
    """What the table knows beyond the rules: who sits where, and what everyone has seen happen."""

    names: tuple[str, ...]
    colours: tuple[str, ...]  # "#rrggbb"
    phones: tuple[bool, ...]
    connected: tuple[bool, ...]
    story: tuple[str, ...] = ()  # public sentences, names in, newest last


def phones_offered(game_id: str) -> bool:
    """The turn games take phone seats; the races (Scrooge, Repezita) and Scotch do not."""
    return game_id in PHONE_GAMES


def seat_payload(state: GameState, seat: int, facts: TableFacts, version: int) -> dict[str, Any]:
    """The ``state`` message for ``seat``'s phone: its own view, its moves, and public facts only."""
    part = phone_game(state.spec.id).seat_part(state, seat, facts.names)
    on_turn = _on_turn(state.view(seat), state.seats)
    seats = [
        {
            "seat": other,
            "name": facts.names[other],
            "colour": facts.colours[other],
            "phone": facts.phones[other],
            "connected": facts.connected[other],
            "on_turn": other in on_turn,
            "cards": row.cards,
            "up": list(row.up),
            "chips": row.chips,
            "score": row.score,
            "note": row.note,
        }
        for other, row in enumerate(part.rows)
    ]
    over = state.is_over()
    return {
        "type": "state",
        "version": version,
        "game": state.spec.name,
        "seat": seat,
        "name": facts.names[seat],
        "colour": facts.colours[seat],
        "your_turn": part.your_turn and not over,
        "waiting": named_in(state.result().summary, facts.names) if over else part.waiting,
        "info": list(part.info),
        "seats": seats,
        "table": [pile.to_json() for pile in part.table],
        "hand": list(part.hand),
        "actions": [] if over else list(part.actions),
        "story": list(facts.story[-MOST_STORY_LINES:]),
        "over": over,
        "result": named_in(state.result().summary, facts.names) if over else "",
    }


def _on_turn(view: View, seats: int) -> set[int]:
    """The seats a phone marks "on turn". When every seat may move (between deals anyone deals the
    next), marking them all says nothing: only the seat whose turn it is, if the game has one."""
    if len(view.to_move) < seats:
        return set(view.to_move)
    turn = getattr(view, "turn", None)
    return {turn} if isinstance(turn, int) else set()


def phone_move(state: GameState, seat: int, data: object) -> Move:
    """The move a phone of ``seat`` sent, read as hostile input: a PhoneRefusal says what is wrong."""
    try:
        move = move_from_json(data, type(state).move_kinds)  # type: ignore[arg-type]
    except (ValueError, TypeError) as problem:
        raise PhoneRefusal(f"That move could not be read: {_shortened(str(problem))}.") from None
    if move.seat != seat:
        raise PhoneRefusal("A phone plays only for its own seat: that move was for another.")
    return move


def card_codes(state: GameState) -> list[str]:
    """Every card code of the game's deck (all piles as dealt), so the app renders each PNG once."""
    codes = {state.save_card(card) for pile in state.piles.values() for card in pile.cards}
    return sorted(codes)


def _shortened(text: str, longest: int = 200) -> str:
    text = text.rstrip(".")
    return text if len(text) <= longest else text[: longest - 1] + "…"
