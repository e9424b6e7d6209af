"""Scorzo by keyboard: take from a pile, walk a cursor over the hand, discard.

Issue 5: "keyboard: choose pile, choose card, discard". A turn needs no mouse:
D takes the draw pile's top, F the discard pile's; left and right move a
cursor over the hand in the order the person arranged it (``HandOrder``), so
the card under the cursor is the one they see there; Enter or Space discards
it. Shift with left or right carries the card under the cursor along, the
keyboard's drag. SCORZO needs no key: the rules call it for a hand of melds.

The model only proposes the rules' moves and never applies them: the scene
sends them to the state, and a move out of turn or phase comes back refused
with the rules' own reason, which the table shows. Keys are pygame's key names
(``pygame.key.name``), with ``shift+`` in front while Shift is held, so this
module needs no pygame. Rebinding works as at the solitaire table (settings
``key_bindings``: action name to key name), the action names being ``HandKey``
member names in lower case.
"""

from __future__ import annotations

from enum import Enum

from game.core.moves import Move
from game.rules.scorzo.moves import DISCARD, DRAW, Discard, TakeCard
from game.rules.scorzo.save_codes import save_code
from game.ui.games.scorzo.hand import HandOrder


class HandKey(Enum):
    TAKE_DRAW = "take the top of the draw pile"
    TAKE_DISCARD = "take the top of the discard pile"
    LEFT = "cursor left"
    RIGHT = "cursor right"
    CARRY_LEFT = "move the card left"
    CARRY_RIGHT = "move the card right"
    DISCARD = "discard the card under the cursor"


DEFAULT_KEYS: dict[str, HandKey] = {
    "d": HandKey.TAKE_DRAW,
    "f": HandKey.TAKE_DISCARD,
    "left": HandKey.LEFT,
    "right": HandKey.RIGHT,
    "shift+left": HandKey.CARRY_LEFT,
    "shift+right": HandKey.CARRY_RIGHT,
    "return": HandKey.DISCARD,
    "space": HandKey.DISCARD,
}


def bind(overrides: dict[str, str]) -> dict[str, HandKey]:
    """The default keys with a player's rebinding: an action named there answers only to its new key.

    An unknown action name is a ValueError naming it and the names accepted.
    """
    keys = dict(DEFAULT_KEYS)
    for action_name, key_name in overrides.items():
        try:
            action = HandKey[action_name.upper()]
        except KeyError:
            accepted = ", ".join(key.name.lower() for key in HandKey)
            raise ValueError(f"key_bindings: {action_name!r} is not a Scorzo action ({accepted})") from None
        keys = {name: bound for name, bound in keys.items() if bound is not action}
        keys[key_name] = action
    return keys


class HandKeys:
    """One seat's keyboard play: a cursor over its ``HandOrder`` and the moves keys stand for."""

    def __init__(self, seat: int, order: HandOrder, keys: dict[str, HandKey] | None = None) -> None:
        self.seat = seat
        self.order = order
        self.keys = DEFAULT_KEYS if keys is None else keys
        self._cursor = 0

    @property
    def cursor(self) -> int:
        """The position under the cursor, kept inside the hand as it grows and shrinks."""
        return max(0, min(self._cursor, len(self.order.cards) - 1))

    def point_at(self, position: int) -> None:
        """Put the cursor on a position of the hand (a click picked that card)."""
        self._cursor = position

    def press(self, key_name: str) -> Move | None:
        """The move a key stands for, or None for a key that only moves the cursor (or means nothing)."""
        key = self.keys.get(key_name)
        if key is None:
            return None
        return self.act(key)

    def act(self, key: HandKey) -> Move | None:
        step = {HandKey.LEFT: -1, HandKey.RIGHT: 1, HandKey.CARRY_LEFT: -1, HandKey.CARRY_RIGHT: 1}.get(key)
        if step is not None:
            self._step(step, carry=key in (HandKey.CARRY_LEFT, HandKey.CARRY_RIGHT))
            return None
        if key is HandKey.TAKE_DRAW:
            return TakeCard(self.seat, DRAW)
        if key is HandKey.TAKE_DISCARD:
            return TakeCard(self.seat, DISCARD)
        cards = self.order.cards  # the one key left: discard the card under the cursor
        return Discard(self.seat, save_code(cards[self.cursor])) if cards else None

    def _step(self, step: int, carry: bool) -> None:
        cards = self.order.cards
        if not cards:
            return
        here = self.cursor
        there = max(0, min(here + step, len(cards) - 1))
        if carry:
            self.order.move(cards[here], there)
        self._cursor = there
