"""What a phone of the Scroker family shows (Scroker, Spit in the Can, Longhorn Stud, Dealer's Choice).

The hand is the seat's own; everything else is what everyone at the table sees: chips, pots,
the bet to call, Longhorn's up cards, the spit card, the claims laid out and who folded. The
controls are the table's: Check, Call, Fold, a dial to open or raise, the draw (pick the cards
to throw), laying out a claim (spell it, or take the app's best), challenging a word, the next
deal, and in Dealer's Choice the dealer's call. All of it comes from the seat's ``ScrokerView``
and its legal moves.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.core.moves import Move
from game.core.protocol import GameState
from game.phones.phone_actions import amount, button, menu, pick_cards, spell
from game.phones.phone_cards import card_entry
from game.phones.seat_part import SeatPart, SeatRow, TablePile
from game.rules.scroker.betting import Call, Check, Fold, Open, Raise
from game.rules.scroker.cards import ScrokerCard
from game.rules.scroker.hands import HandRules
from game.rules.scroker.moves import (
    STOCK,
    Challenge,
    ChooseGame,
    Draw,
    LayOut,
    NextDeal,
    PassChallenge,
    claim_of,
    hand_id,
    save_code,
)
from game.rules.scroker.showdown import HAND_SIZE, MOST_WORDS
from game.rules.scroker.variants import Deal, DealChoice
from game.rules.scroker.view import ScrokerView

Action = dict[str, Any]
CardWords = Callable[[ScrokerCard], dict[str, Any]]  # a card as the phone shows it (``card_entry``)


def seat_part(state: GameState, seat: int, names: Sequence[str]) -> SeatPart:
    view = state.view(seat)
    assert isinstance(view, ScrokerView)
    legal = state.legal_moves(seat)
    rules = view.choice.hand_rules() if view.choice is not None else HandRules()

    def card(item: ScrokerCard) -> dict[str, Any]:
        return card_entry(save_code(item), item.name, letter=item.letter or None, wild=rules.is_wild(item))

    return SeatPart(
        your_turn=bool(legal) and view.phase != "deal_over",
        waiting=_waiting(view, seat, names, legal),
        info=_info(view, state.spec.name),
        rows=tuple(_row(view, other, card) for other in range(state.seats)),
        table=_table(view, names, card),
        hand=tuple(card(item) for item in view.hand),
        actions=tuple(_actions(view, seat, legal, card)),
    )


def _row(view: ScrokerView, seat: int, card: CardWords) -> SeatRow:
    shown = (*view.up_cards.get(seat, ()), *view.shown.get(seat, ()))
    return SeatRow(
        cards=len(view.piles[hand_id(seat)].cards),
        up=tuple(card(item) for item in shown),
        chips=view.stacks[seat] if view.stacks else None,
        note=_note(view, seat),
    )


def _note(view: ScrokerView, seat: int) -> str:
    """The seat's part in this deal as its strip at the table says it: out, all in, or what it did
    (deals, its bet or check in this round, its draw)."""
    if seat in view.folded:
        return "folded"
    if view.winnings.get(seat):
        return f"won {view.winnings[seat]}"
    if seat in view.dealt_in and view.stacks and not view.stacks[seat] and view.phase != "deal_over":
        return "all in"
    notes = ["deals"] if seat == view.dealer else []
    this_round = [bet for bet in view.bets if bet.seat == seat and bet.round_number == view.round_number]
    chips = sum(bet.chips for bet in this_round)
    if chips:
        notes.append(f"bet {chips}")
    elif this_round and this_round[-1].words == "checks":
        notes.append("checked")
    if seat in view.drawn:
        notes.append(f"drew {view.drawn[seat]}" if view.drawn[seat] else "stood pat")
    return ", ".join(notes)


def _table(view: ScrokerView, names: Sequence[str], card: CardWords) -> tuple[TablePile, ...]:
    piles = [TablePile("Stock", (), len(view.piles[STOCK].cards))]
    if view.spit_card is not None:
        spit = view.choice is not None and view.choice.deal is Deal.SPIT
        label = "The spit card (everyone's)" if spit else "The shared card"
        piles.append(TablePile(label, (card(view.spit_card),), 1))
    for seat, claim in view.claims.items():
        said = claim.describe()
        label = f"{names[seat]} lays out {said}" if claim.words else f"{names[seat]} lays out no word"
        piles.append(TablePile(label, tuple(card(item) for item in claim.cards), len(claim.cards)))
    return tuple(piles)


def _info(view: ScrokerView, game: str) -> tuple[str, ...]:
    call = view.choice.describe() if view.choice is not None else game
    title = call if call == game else f"{game}: {call}"
    lines = [f"{title}, deal {view.deal_number}"]
    pot = sum(chips for chips, _ in view.pots) + view.carried
    if pot:
        lines.append(f"Pot {pot}")
    if view.seat in view.folded:
        lines.append("You folded")  # no "to call" for a seat out of this deal
    elif view.to_call:
        lines.append(f"To call {view.to_call}")
    if view.stacks:
        lines.append(f"Your chips {view.stacks[view.seat]}")
    return tuple(lines)


PHASE_DOINGS = {
    "choose": "is naming the game",
    "betting": "is betting",
    "draw": "is drawing",
    "showdown": "is laying out",
}


def _waiting(view: ScrokerView, seat: int, names: Sequence[str], legal: list[Move]) -> str:
    if view.phase == "deal_over":
        return "The deal is over: anyone may deal the next one." if legal else "The session is over."
    mover = view.to_move[0] if view.to_move else None
    if mover is None:
        return ""
    if mover != seat:
        doing = PHASE_DOINGS.get(view.phase, "is choosing")
        if view.phase == "showdown" and view.claimant is not None:
            doing = "may challenge or let the claim stand"
        return f"{names[mover]} {doing}…"
    if view.phase == "choose":
        return "You deal: choose the game for this deal."
    if view.phase == "draw":
        most = view.choice.deal.draw_limit if view.choice is not None else 0
        return f"Your draw: pick up to {most} cards to throw, or stand pat."
    if view.phase == "showdown":
        if any(isinstance(move, LayOut) for move in legal):
            return "Lay out your claim: spell your words, or lay out the app's best."
        claim = view.claims.get(view.claimant) if view.claimant is not None else None
        words = " and ".join(word.letters for word in claim.words) if claim is not None else ""
        whose = names[view.claimant] if view.claimant is not None else "The winner"
        return f"{whose} claims {words}: challenge a word if it is no word, or let it stand."
    kinds = [label for kind, label in BET_WORDS if any(isinstance(move, kind) for move in legal)]
    said = kinds[0] if len(kinds) == 1 else ", ".join(kinds[:-1]) + " or " + kinds[-1]
    return f"Your bet: {said}."


BET_WORDS = ((Check, "check"), (Call, "call"), (Open, "bet"), (Raise, "raise"), (Fold, "fold"))


def _actions(view: ScrokerView, seat: int, legal: list[Move], card: CardWords) -> list[Action]:
    actions: list[Action] = []
    for move in legal:
        if isinstance(move, Check):
            actions.append(button("check", "Check", move, "primary"))
        elif isinstance(move, Call):
            actions.append(button("call", _call_label(view), move, "primary"))
        elif isinstance(move, NextDeal):
            actions.append(button("next-deal", "Deal the next hand", move, "primary"))
    actions += _bets(view, legal)
    actions += [button("fold", "Fold", move, "danger") for move in legal if isinstance(move, Fold)]
    draws = [move for move in legal if isinstance(move, Draw)]
    if draws:
        most = max(len(move.cards) for move in draws)
        actions.append(pick_cards("draw", "Throw and draw", "Stand pat", most, Draw(seat, ()), "cards"))
    layouts = [move for move in legal if isinstance(move, LayOut)]
    if layouts:
        actions.append(_spell(view, seat, layouts[0], card))
    actions += _challenges(view, legal)
    actions += _dealer_calls(legal)
    return actions


def _call_label(view: ScrokerView) -> str:
    """What a call puts in, and "all in" when the seat is short of the bet."""
    stack = view.stacks[view.seat] if view.stacks else 0
    if not view.to_call:
        return "Call"
    return f"Call {stack} (all in)" if stack < view.to_call else f"Call {view.to_call}"


# The dial's stops (up to, step): every chip up to 20, then rounder amounts as they grow, so a
# dial over a stack of 2,000 chips has about a hundred stops, not 2,000 (and a payload stays small).
DIAL_STEPS = ((20, 1), (100, 5), (200, 10), (500, 25), (1000, 50))
LARGE_STEP = 100
DIAL_START = 2  # the amount the table's dial starts at (``BetDial``)


def dial_stops(amounts: Sequence[int]) -> list[int]:
    """The amounts the phone's dial offers of ``amounts``: the round ones, the smallest and the largest."""
    if not amounts:
        return []

    def round_enough(value: int) -> bool:
        step = next((step for limit, step in DIAL_STEPS if value <= limit), LARGE_STEP)
        return value % step == 0

    low, high = min(amounts), max(amounts)
    return sorted(value for value in set(amounts) if value in (low, high) or round_enough(value))


def _bets(view: ScrokerView, legal: list[Move]) -> list[Action]:
    actions = []
    for kind in (Open, Raise):
        offered = {move.amount: move for move in legal if isinstance(move, kind)}
        stops = dial_stops(list(offered))
        if not stops:
            continue
        start = stops.index(DIAL_START) if DIAL_START in stops else 0
        if kind is Raise:
            label, action_id = "Raise by", "raise"
        else:
            # After the draw (or a Longhorn street) nobody opens any more: the same move is a plain bet.
            label, action_id = ("Open for" if view.round_number <= 1 else "Bet"), "open"
        actions.append(amount(action_id, label, [(value, offered[value]) for value in stops], start))
    return actions


def _spell(view: ScrokerView, seat: int, best: LayOut, card: CardWords) -> Action:
    """Lay out a claim: spell it from the seat's cards, or take the app's best claim (``best``)."""
    own = (*view.hand, *view.up_cards.get(seat, ()), *((view.spit_card,) if view.spit_card else ()))
    claim = claim_of(best)
    words = " and ".join(word.letters for word in claim.words)
    suggested = f"{words} (the app's best)" if words else "No word: your best five cards (the app's best)"
    return spell(
        "spell",
        "Lay out",
        words_max=MOST_WORDS,
        size=min(HAND_SIZE, len(own)),
        template=LayOut(seat),
        suggested=best,
        suggested_label=suggested,
        cards=[card(item) for item in own],
    )


def _challenges(view: ScrokerView, legal: list[Move]) -> list[Action]:
    claim = view.claims.get(view.claimant) if view.claimant is not None else None
    actions = []
    for move in legal:
        if isinstance(move, Challenge):
            named = claim is not None and move.word < len(claim.words)
            word = claim.words[move.word].letters if named and claim is not None else ""
            label = f"Challenge {word}" if word else f"Challenge word {move.word + 1}"
            actions.append(button(f"challenge-{move.word}", label, move, "danger"))
        elif isinstance(move, PassChallenge):
            actions.append(button("let-stand", "Let it stand", move, "primary"))
    return actions


def _dealer_calls(legal: list[Move]) -> list[Action]:
    """The dealer's call: the six plain calls (each game, hot or not), then each with one house rule.

    The rules offer every combination of the house rules (240 calls); a phone lists the plain calls
    and those with a single house rule (54 in all), since a list of 240 buttons is no way to choose
    on a phone (docs/decisions.md, "Phones (issue 24): what a phone shows")."""
    by_options: dict[int, list[tuple[str, Move]]] = {0: [], 1: []}
    for move in legal:
        if isinstance(move, ChooseGame):
            count = house_rules(move)
            if count in by_options:
                by_options[count].append((_said(move), move))
    if not by_options[0]:
        return []
    return [
        menu("choose", "Choose the deal", by_options[0]),
        menu("choose-house-rule", "Choose the deal with a house rule", by_options[1]),
    ]


def house_rules(move: ChooseGame) -> int:
    """How many house rules a dealer's call names beyond its game and its peppers."""
    return sum(
        (bool(move.ruling), bool(move.wilds), move.hot_n_sour_limit is not None, move.mixing_the_juice)
    )


def _said(move: ChooseGame) -> str:
    """The call in the table's words: 'Hot Longhorn Stud, Lemons rule'."""
    house = (move.ruling, move.wilds, move.hot_n_sour_limit, move.mixing_the_juice)
    return DealChoice(Deal(move.deal), move.hot_peppers, *house).describe()
