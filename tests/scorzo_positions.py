"""Arranged Scorzo positions, and a sensible chooser that plays games to their end."""

from __future__ import annotations

from typing import Any

from game.core import registry
from game.core.events import Event
from game.core.moves import Move
from game.core.protocol import GameState
from game.core.rng import SeededRandom
from game.rules.scorzo import ScorzoState
from game.rules.scorzo.codes import parse_scorzo_cards
from game.rules.scorzo.moves import DISCARD, DRAW, Discard, DrawForDealer, NextRound, TakeCard
from game.rules.scorzo.save_codes import save_code
from game.rules.scorzo.standings import hand_points
from game.rules.scorzo.state import Phase, hand_id

SPEC = registry.get("scorzo")


def deal(seats: int = 3, seed: int = 1, **options: Any) -> ScorzoState:
    """A new game, before the draw for the first dealer."""
    state = SPEC.new_game(seats=seats, seed=seed, options=options)
    assert isinstance(state, ScorzoState)
    return state


def dealt(seats: int = 3, seed: int = 1, **options: Any) -> ScorzoState:
    """A new game past the draw for the dealer: round 1 dealt, its first player to take a card."""
    state = deal(seats, seed, **options)
    while state.phase is Phase.CUT:
        state.apply(DrawForDealer(state.to_move()[0]))
    return state


def cards(codes: str) -> list[Any]:
    return parse_scorzo_cards(codes)


def arrange(state: ScorzoState, piles: dict[str, str]) -> ScorzoState:
    """Give the named piles exactly these cards (bottom first), fetched from elsewhere on the table.

    Each named card comes from the named piles' old cards if one has its code, else the draw
    pile, else any other pile. The old cards left over go under the draw pile, so all 112 stay
    on the table; when the draw and discard piles are both named, they are dropped.
    """
    spare = [card for pile_id in piles for card in state.piles[pile_id].cards]
    for pile_id in piles:
        state.piles[pile_id].cards = []
    for pile_id, codes in piles.items():
        state.piles[pile_id].cards = [_fetch(state, code, set(piles), spare) for code in codes.split()]
    rest = next((pile_id for pile_id in (DRAW, DISCARD) if pile_id not in piles), None)
    if rest is not None:
        state.piles[rest].cards[:0] = spare
    state._settle()
    return state


def stack_draw_pile(state: ScorzoState, codes: str) -> None:
    """Put cards with these codes on top of the draw pile, the first code on top (drawn first)."""
    on_top = [_fetch(state, code, set(), []) for code in codes.split()]
    state.piles[DRAW].cards.extend(reversed(on_top))
    state._settle()


def _fetch(state: ScorzoState, code: str, avoid: set[str], spare: list[Any]) -> Any:
    """Take a card with this code: from ``spare``, the draw pile, then any pile not in ``avoid``."""
    code = cards(code)[0].code
    places = [spare] + [
        state.piles[pile_id].cards for pile_id in (DRAW, *state.piles) if pile_id not in avoid
    ]
    for place in places:
        found = next((card for card in place if card.code == code), None)
        if found is not None:
            place.remove(found)
            return found
    raise AssertionError(f"no {code} left to arrange")


def codes_of(state: ScorzoState, pile_id: str) -> list[str]:
    return [card.code for card in state.piles[pile_id].cards]


def play_turn(state: ScorzoState, source: str, discard: str) -> list[Any]:
    """The player on turn takes from ``source`` and discards the first card with code ``discard``."""
    seat = state.turn
    assert seat is not None
    events = state.apply(TakeCard(seat, source))
    card = next(c for c in reversed(state.hand(seat)) if c.code == discard)
    return events + state.apply(Discard(seat, save_code(card)))


def sensible_move(state: GameState, moves: list[Move], rng: SeededRandom) -> Move:
    """Take the discard when it helps, throw the card that costs most (the rules call SCORZO).

    Not a bot (those come later): just enough sense that test games reach their end.
    """
    assert isinstance(state, ScorzoState)
    takes = [move for move in moves if isinstance(move, TakeCard)]
    if takes:
        hand, discard = state.hand(takes[0].seat), state.piles[DISCARD].cards
        if discard and _best_after_discard(hand + discard[-1:])[0] < hand_points(hand):
            return TakeCard(takes[0].seat, DISCARD)
        return TakeCard(takes[0].seat, DRAW) if state.piles[DRAW].cards else takes[0]
    discards = [move for move in moves if isinstance(move, Discard)]
    if discards:
        _, card = _best_after_discard(state.hand(discards[0].seat))
        return Discard(discards[0].seat, save_code(card))
    return rng.choice(moves)


def _best_after_discard(hand: list[Any]) -> tuple[int, Any]:
    """The fewest points the hand can keep by throwing one card, and that card (the dearest on ties)."""
    options = [
        (hand_points([c for c in hand if c is not card]), -card.value, index)
        for index, card in enumerate(hand)
    ]
    points, _, index = min(options)
    return points, hand[index]


def hand_sizes(state: ScorzoState) -> list[int]:
    return [len(state.piles[hand_id(seat)].cards) for seat in range(state.seats)]


def tied_after_one_round() -> tuple[ScorzoState, int]:
    """A one-round game of three: the caller and the next player end on 0 points, the third on 9."""
    state = dealt(seats=3, rounds=1)
    seat = state.turn
    assert seat is not None
    hands = {
        seat: "star:1 star:2 star:3 heart:9",
        (seat + 1) % 3: "heart:4 heart:5 heart:6 square:9",
        (seat + 2) % 3: "circle:1 circle:2 circle:3 square:9",
    }
    arrange(state, {hand_id(s): codes for s, codes in hands.items()})
    stack_draw_pile(state, "star:4")
    play_turn(state, DRAW, "heart:9")
    stack_draw_pile(state, "heart:7")
    play_turn(state, DRAW, "square:9")
    stack_draw_pile(state, "heart:8")
    play_turn(state, DRAW, "heart:8")
    return state, seat


def play_tie_break(state: ScorzoState, second_hand: str) -> tuple[int, int, list[Event]]:
    """Deal a tie-break round: the first melds stars 1-2-3 and calls, the other holds ``second_hand``."""
    state.apply(NextRound(0))
    first = state.turn
    assert first is not None
    second = next(s for s in state.playing if s != first)
    arrange(state, {hand_id(first): "star:1 star:2 star:3", hand_id(second): second_hand})
    stack_draw_pile(state, "circle:9")
    play_turn(state, DRAW, "circle:9")
    stack_draw_pile(state, "circle:10")
    return first, second, play_turn(state, DRAW, "circle:10")
