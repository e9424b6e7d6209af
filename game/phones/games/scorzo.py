"""What a Scorzo phone shows: the hand in its melds, take and discard, the round and the scores.

The hand comes in the grouping the table marks (the solver's best split: each meld together, the
loose cards after it, ``group`` saying which band a card is in), so the phone and the big screen
agree on what is melded. Everything is read from the seat's ``ScorzoView`` and its legal moves.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.protocol import GameState
from game.phones.phone_actions import button, pick_card
from game.phones.phone_cards import card_entry
from game.phones.seat_part import SeatPart, SeatRow, TablePile
from game.rules.scorzo.cards import ScorzoCard
from game.rules.scorzo.melds import MeldSolver
from game.rules.scorzo.moves import DISCARD, DRAW, Discard, DrawForDealer, NextRound, TakeCard
from game.rules.scorzo.save_codes import save_code
from game.rules.scorzo.view import ScorzoView

_SOLVER = MeldSolver()


def card(item: ScorzoCard, group: int | None = None) -> dict[str, Any]:
    """A Scorzo card as the phone shows it; ``group`` is the meld band it sits in (None: loose)."""
    return card_entry(save_code(item), item.name, wild=item.is_wild, group=group)


def hand_in_melds(hand: Sequence[ScorzoCard]) -> tuple[dict[str, Any], ...]:
    """The hand as the table groups it: each meld of the best split (numbered), then the loose cards."""
    split = _SOLVER.best_split(hand)
    melded = [card(item, number) for number, meld in enumerate(split.melds) for item in meld.cards]
    loose = [card(item) for item in sorted(split.unmelded, key=lambda c: c.sort_key)]
    return tuple(melded + loose)


def seat_part(state: GameState, seat: int, names: Sequence[str]) -> SeatPart:
    view = state.view(seat)
    assert isinstance(view, ScorzoView)
    legal = state.legal_moves(seat)
    return SeatPart(
        your_turn=bool(legal) and view.phase != "round_over",
        waiting=_waiting(view, seat, names, legal),
        info=_info(view, state),
        rows=tuple(_row(view, other) for other in range(state.seats)),
        table=_table(view),
        hand=hand_in_melds(view.hand),
        actions=tuple(_actions(view, legal)),
    )


def _row(view: ScorzoView, seat: int) -> SeatRow:
    hand = view.piles[f"seat{seat + 1}.hand"].cards
    drawn = view.piles[f"seat{seat + 1}.cut"].cards
    public = view.phase in ("cut", "round_over")  # the draws for the deal, the hands once scored
    shown = [item for item in (*drawn, *hand) if item is not None] if public else []
    notes = []
    if view.dealer == seat and view.phase != "cut":
        notes.append("deals")
    if view.caller == seat:
        notes.append("called SCORZO")
    if view.round_number and seat not in view.playing:
        notes.append("sits out the tie-break")
    return SeatRow(
        cards=len(hand),
        up=tuple(card(item) for item in shown if isinstance(item, ScorzoCard)),
        score=view.totals[seat] if view.totals else None,
        note=", ".join(notes),
    )


def _table(view: ScorzoView) -> tuple[TablePile, ...]:
    discard = view.piles[DISCARD].cards
    top = (card(view.discard_top),) if view.discard_top is not None else ()
    return (
        TablePile("Discard pile", top, len(discard)),
        TablePile("Draw pile", (), len(view.piles[DRAW].cards)),
    )


def _info(view: ScorzoView, state: GameState) -> tuple[str, ...]:
    rounds = int(state.options["rounds"])
    if not view.round_number:
        return ("Drawing for the first deal",)
    title = "Tie-break round" if view.round_number > rounds else f"Round {view.round_number} of {rounds}"
    lines = [f"{title}: {view.hand_size} cards each"]
    if view.hand:
        points = _SOLVER.score(view.hand)
        lines.append("Your hand is all melds" if not points else f"Your loose cards count {points}")
    return tuple(lines)


def _waiting(view: ScorzoView, seat: int, names: Sequence[str], legal: list[Any]) -> str:
    if view.phase == "round_over":
        return "The round is over: anyone may deal the next one." if legal else "The game is over."
    mover = view.to_move[0] if view.to_move else None
    if mover is None:
        return ""
    if mover != seat:
        doing = "is drawing for the deal" if view.phase == "cut" else "is choosing"
        return f"{names[mover]} {doing}…"
    last = "Last turn! " if view.caller is not None else ""
    if view.phase == "cut":
        return "Your turn: draw a card for the deal (the highest number deals first)."
    if view.phase == "take":
        return last + "Your turn: take the top card of the draw pile or of the discard pile."
    return last + "Now discard a card: tap it, then Discard (or drag it onto the button)."


def _actions(view: ScorzoView, legal: list[Any]) -> list[dict[str, Any]]:
    actions = []
    takes = {move.source: move for move in legal if isinstance(move, TakeCard)}
    for move in legal:
        if isinstance(move, DrawForDealer):
            actions.append(button("draw-for-dealer", "Draw a card for the deal", move, "primary"))
        elif isinstance(move, NextRound):
            actions.append(button("next-round", "Deal the next round", move, "primary"))
    if DRAW in takes:
        actions.append(button("take-draw", "Take from the draw pile", takes[DRAW], "primary"))
    if DISCARD in takes and view.discard_top is not None:
        label = f"Take the {view.discard_top.name} from the discard pile"
        actions.append(button("take-discard", label, takes[DISCARD]))
    discards = {move.card: move for move in legal if isinstance(move, Discard)}
    if discards:
        actions.append(pick_card("discard", "Discard", discards))
    return actions
