"""The six kinds of control a phone page knows (the contract's ACTION kinds), built from moves.

A game module says what its seat may do in these terms only, so the page needs nothing of any
game: a button makes one move, a menu one of several, ``pick_card`` one per hand card, ``amount``
one per value on a dial, and ``pick_cards`` and ``spell`` fill a template move with the cards the
person chose. Every move is the rules' own, written by ``move_to_json``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.moves import Move, move_to_json

Action = dict[str, Any]


def move_data(move: Move) -> dict[str, Any]:
    """A move as plain JSON data (lists, not tuples), as it travels and as a phone sends it back."""
    return {
        key: list(value) if isinstance(value, tuple) else value for key, value in move_to_json(move).items()
    }


def button(action_id: str, label: str, move: Move, style: str = "") -> Action:
    """One big button; ``style`` "primary" for the usual choice, "danger" for one that costs."""
    return {"id": action_id, "kind": "button", "label": label, "move": move_data(move), "style": style}


def pick_card(action_id: str, label: str, moves: dict[str, Move]) -> Action:
    """Tap a hand card (by code), then the button: ``moves`` maps each card's code to its move."""
    return {
        "id": action_id,
        "kind": "pick_card",
        "label": label,
        "moves": {code: move_data(move) for code, move in moves.items()},
    }


def amount(action_id: str, label: str, moves: Sequence[tuple[int, Move]], start: int = 0) -> Action:
    """A dial over the values (low to high) with one button "<label> <value>"; ``start`` indexes values."""
    ordered = sorted(moves, key=lambda pair: pair[0])
    return {
        "id": action_id,
        "kind": "amount",
        "label": label,
        "values": [value for value, _ in ordered],
        "moves": [move_data(move) for _, move in ordered],
        "start": max(0, min(start, len(ordered) - 1)),
    }


def pick_cards(
    action_id: str, label: str, zero_label: str, most: int, template: Move, field: str, least: int = 0
) -> Action:
    """Choose ``least``..``most`` hand cards; the page puts their codes, in hand order, into ``field``."""
    return {
        "id": action_id,
        "kind": "pick_cards",
        "label": label,
        "zero_label": zero_label,
        "min": least,
        "max": most,
        "move": move_data(template),
        "field": field,
    }


def spell(
    action_id: str,
    label: str,
    *,
    words_max: int,
    size: int,
    template: Move,
    suggested: Move | None,
    suggested_label: str,
    cards: list[dict[str, Any]],
) -> Action:
    """Spell words from ``cards`` (hand and shared cards), then the rest up to ``size`` cards in all.

    ``template`` carries only the type and the seat; the page adds ``words`` and ``rest``.
    ``cards`` goes beyond the contract: the cards a claim may be made of, which in Spit in the
    Can and Longhorn Stud are more than the hand (the spit card, the seat's up cards)."""
    return {
        "id": action_id,
        "kind": "spell",
        "label": label,
        "words_max": words_max,
        "size": size,
        "move": {"type": type(template).__name__, "seat": template.seat},
        "suggested": move_data(suggested) if suggested is not None else None,
        "suggested_label": suggested_label,
        "cards": cards,
    }


def menu(action_id: str, label: str, options: Sequence[tuple[str, Move]]) -> Action:
    """A list of big buttons, one move each."""
    return {
        "id": action_id,
        "kind": "menu",
        "label": label,
        "options": [{"label": text, "move": move_data(move)} for text, move in options],
    }
