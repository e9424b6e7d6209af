"""The no-leak check: does a phone's payload name a card its seat cannot see?

A card is hidden from a seat when its place in ``state.view(seat)`` is None (another seat's
hand, the stock, the draw pile, a face-down talon) and the view shows it nowhere else (a Scorzo
card taken from the discard pile is known, a claim laid out is public). The payload is walked
as data: every CARD in it must be a card the seat sees (its code, name and picture alike), and
no text anywhere in it (labels, moves, lines, story) may hold a hidden card's code or name.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator
from typing import Any

from game.core.protocol import GameState
from game.phones.phone_cards import card_image

CARD_KEYS = {"code", "image", "name", "letter", "wild", "group"}
_CODE_SPLIT = re.compile(r"[\s=,;()\[\]\"']+")


def card_name(state: GameState, card: Any) -> str:
    """A card's name in words, as the game says it ('7 of Stars', 'Owl (Animal O)', '8 of Clubs')."""
    if hasattr(state, "card_name"):
        return state.card_name(card).removeprefix("the ")
    return card.name


def _cards_in(value: Any, kinds: tuple[type, ...]) -> Iterator[Any]:
    """Every card object anywhere in a view's fields (piles, hand, claims, up cards, ...)."""
    if isinstance(value, kinds):
        yield value
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for field in dataclasses.fields(value):
            yield from _cards_in(getattr(value, field.name), kinds)
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _cards_in(key, kinds)
            yield from _cards_in(item, kinds)
    elif isinstance(value, list | tuple | set | frozenset):
        for item in value:
            yield from _cards_in(item, kinds)


def seen_and_hidden(state: GameState, seat: int) -> tuple[set[Any], set[Any]]:
    """The cards ``seat``'s view shows anywhere, and the cards it does not show at all."""
    view = state.view(seat)
    kinds = tuple({type(card) for pile in state.piles.values() for card in pile.cards})
    seen = set(_cards_in(view, kinds))
    hidden = set()
    for pile_id, pile in state.piles.items():
        shown = view.piles[pile_id].cards
        hidden |= {card for card, place in zip(pile.cards, shown, strict=True) if place is None}
    return seen, hidden - seen


def _walk(value: Any) -> Iterator[Any]:
    yield value
    if isinstance(value, dict):
        for key, item in value.items():
            yield key
            yield from _walk(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _walk(item)


def leaks(state: GameState, seat: int, payload: dict[str, Any]) -> list[str]:
    """What in ``payload`` names a card ``seat`` cannot see: one line each (none: no leak)."""
    seen, hidden = seen_and_hidden(state, seat)
    seen_codes = {state.save_card(card) for card in seen}
    seen_names = {card_name(state, card) for card in seen}
    hidden_codes = {state.save_card(card) for card in hidden}
    hidden_names = {card_name(state, card) for card in hidden} - seen_names
    name_pattern = (
        re.compile("|".join(rf"(?<!\w){re.escape(name)}(?!\w)" for name in sorted(hidden_names)))
        if hidden_names
        else None
    )
    found = []
    for item in _walk(payload):
        if isinstance(item, dict) and set(item) >= CARD_KEYS:
            code = item["code"]
            if code not in seen_codes or item["image"] != card_image(code) or item["name"] not in seen_names:
                found.append(f"a card the seat cannot see: {item}")
        if isinstance(item, str):
            codes = set(_CODE_SPLIT.split(item)) | {item}
            if codes & hidden_codes:
                found.append(f"a hidden card's code in {item!r}")
            if name_pattern is not None and name_pattern.search(item):
                found.append(f"a hidden card's name in {item!r}")
    return found
