"""What a person may bet now at the Scroker table, and the amount they have dialled in.

Issue 6: "bet buttons and a raise control, keyboard shortcuts for every action".
The rules list every legal move, one ``Open`` or ``Raise`` for each amount; the
table shows one button per kind instead (Check, Call, Fold, and Open or Raise
with the amount beside it) and an amount the person turns up and down. Nothing
here draws: the scene asks ``choices`` for the buttons and ``move_for`` for the
move a button or key stands for, and sends it to the rules, which judge it.

Keys (pygame key names): K check, C call, F fold, B bet (open or raise the
dialled amount), + and - (or up and down) change the amount by a chip, Page Up and
Page Down by ten; Home sets the smallest amount the rules allow, End the largest,
O the pot (the chips in the middle as the table writes them, kept within that range).
P is not the pot's key: it passes at the showdown. The mouse does the same with the
table's buttons and wheel (``games/scroker/table.py``).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.moves import Move
from game.rules.scroker.betting import Call, Check, Fold, Open, Raise
from game.rules.scroker.view import ScrokerView

KEYS: dict[str, str] = {
    "k": "check",
    "c": "call",
    "f": "fold",
    "b": "bet",
    "+": "more",
    "=": "more",
    "up": "more",
    "[+]": "more",
    "-": "less",
    "down": "less",
    "[-]": "less",
    "page up": "more 10",
    "page down": "less 10",
    "home": "min",
    "end": "max",
    "o": "pot",
}
DIAL_STEPS = {"more": 1, "less": -1, "more 10": 10, "less 10": -10}
DIAL_SETTINGS = ("min", "max", "pot")  # actions that set the dial to an amount the rules allow


@dataclass(frozen=True)
class BetChoices:
    """The kinds of move open to the seat now, the range of a bet (0, 0 when it may not bet), and the
    chips in the middle when the table knows them (None: no Pot amount to offer)."""

    check: bool = False
    call: bool = False
    fold: bool = False
    bet_kind: str = ""  # "Open", "Bet" (a later round's first bet) or "Raise"; "" when no bet is allowed
    smallest: int = 0
    largest: int = 0
    pot: int | None = None

    @property
    def any(self) -> bool:
        return self.check or self.call or self.fold or bool(self.bet_kind)

    def said(self) -> str:
        """The moves open now with their keys, for the status line: only those (Longhorn Stud's first
        round has no Check, and a line offering it sent a newcomer to a dark button)."""
        words = [
            *(["Check (K)"] if self.check else []),
            *(["Call (C)"] if self.call else []),
            *(["Fold (F)"] if self.fold else []),
            *([f"{self.bet_kind} (B) by the dial (+/−)"] if self.bet_kind else []),
        ]
        if len(words) < 2:
            return f"Bet: {''.join(words)}."
        return f"Bet: {', '.join(words[:-1])}, or {words[-1]}."

    def setting(self, action: str) -> int | None:
        """The amount "min", "max" or "pot" stands for now (within the range), or None with no bet open."""
        if not self.bet_kind or (action == "pot" and self.pot is None):
            return None
        wanted = {"min": self.smallest, "max": self.largest, "pot": self.pot}[action]
        assert wanted is not None
        return max(self.smallest, min(wanted, self.largest))


def call_label(to_call: int, stack: int) -> str:
    """The Call button's words: what a call puts in, and "all in" when the seat is short of the bet
    (it taps out for what it has left, the rules' side pot taking the rest)."""
    if not to_call:
        return "Call"
    return f"Call {stack} (all in)" if stack < to_call else f"Call {to_call}"


def pot_in_middle(view: ScrokerView) -> int:
    """The chips the table writes over the middle: every pot of the deal and any carried from the last."""
    return sum(chips for chips, _ in view.pots) + view.carried


def choices(legal: list[Move], pot: int | None = None, opening: bool = True) -> BetChoices:
    """Read the rules' legal moves into one button per kind and the amounts a bet may take.

    ``opening``: the round is a deal's first, where the first bet opens; after the draw (or a
    Longhorn street) nobody opens any more, and the same move is offered as a plain "Bet"."""
    amounts = [move.amount for move in legal if isinstance(move, Open | Raise)]
    kind = next((type(move).__name__ for move in legal if isinstance(move, Open | Raise)), "")
    if kind == "Open" and not opening:
        kind = "Bet"
    return BetChoices(
        check=any(isinstance(move, Check) for move in legal),
        call=any(isinstance(move, Call) for move in legal),
        fold=any(isinstance(move, Fold) for move in legal),
        bet_kind=kind,
        smallest=min(amounts, default=0),
        largest=max(amounts, default=0),
        pot=pot,
    )


class BetDial:
    """The amount a person means to open or raise by, kept inside what the rules allow now."""

    def __init__(self, amount: int = 2) -> None:
        self._amount = amount

    def amount(self, open_to: BetChoices) -> int:
        if not open_to.bet_kind:
            return 0
        return max(open_to.smallest, min(self._amount, open_to.largest))

    def turn(self, step: int, open_to: BetChoices) -> None:
        """Up or down by ``step`` chips, never outside the allowed range."""
        self._amount = self.amount(open_to) + step
        self._amount = self.amount(open_to)

    def move_for(self, action: str, seat: int, open_to: BetChoices) -> Move | None:
        """The move an action stands for, or None for one that is not open now (or only turns the dial)."""
        if action in DIAL_STEPS:
            self.turn(DIAL_STEPS[action], open_to)
            return None
        if action in DIAL_SETTINGS:
            amount = open_to.setting(action)
            if amount is not None:
                self._amount = amount
            return None
        if action == "check" and open_to.check:
            return Check(seat)
        if action == "call" and open_to.call:
            return Call(seat)
        if action == "fold" and open_to.fold:
            return Fold(seat)
        if action == "bet" and open_to.bet_kind:
            amount = self.amount(open_to)
            return Raise(seat, amount) if open_to.bet_kind == "Raise" else Open(seat, amount)
        return None
