"""Whole Scroker sessions with a bot in every seat (``simulate scroker|spit|longhorn|dealers-choice``).

A session is the ``hands`` option's deals (20 unless told) over one bank of
chips. The seat to move gets its own view and answers; between deals the
first seat deals the next. Each deal is recorded as the chips each seat won
or lost in it (antes carried by an unopened deal count as lost until some
later deal wins them back), so chips a hand compare the levels. Each bot
has its own generator seeded from the session's deal number, and every
decision is timed, since a bot must never stall the table.

``deal_alike`` is for comparing levels duplicate-style: before each deal after
the first the cards are gathered in deck order and shuffled from a generator
seeded by the session and the deal number, so a session replayed with the
levels in other seats deals the same cards to each seat, deal by deal, for as
long as the same seats are dealt in. The shuffle is as random as the rules'
own; it only stops earlier play from changing which cards come.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.bots.bot_games import DecisionTimes, GameRecord, RoundRecord, finished_game, timed_decision
from game.bots.scroker_bot import ScrokerBot
from game.core import registry
from game.core.bot_levels import Level
from game.core.moves import Move
from game.core.rng import SeededRandom
from game.rules.scroker import ScrokerState
from game.rules.scroker.cards import scroker_deck
from game.rules.scroker.moves import STOCK
from game.rules.scroker.state import Phase
from game.rules.scroker.view import ScrokerView

# Told of every move as it is made: the mover's view before it, the move, and the state after it
# (a benchmark counts the bots' folds, calls and raises and how each deal ended).
Watch = Callable[[ScrokerView, Move, ScrokerState], None]

GAMES = ("scroker", "spit", "longhorn", "dealers-choice")
SESSION_HANDS = 20
# A deal that runs this long means the bots are going round in circles: stop with an error.
MOVES_A_DEAL = 2_000
DEAL_STRIDE = 1_009  # deal d of session s is shuffled from s * DEAL_STRIDE + d when dealt alike


def session_options(options: dict[str, Any] | None) -> dict[str, Any]:
    """The options as given, a session of ``SESSION_HANDS`` deals unless they say otherwise."""
    return {"hands": SESSION_HANDS, **(options or {})}


def new_game(
    game: str, levels: Sequence[Level], seed: int, options: dict[str, Any] | None = None
) -> ScrokerState:
    state = registry.get(game).new_game(seats=len(levels), seed=seed, options=session_options(options))
    assert isinstance(state, ScrokerState)
    return state


def play_game(
    levels: Sequence[Level],
    seed: int,
    options: dict[str, Any] | None = None,
    times: Sequence[DecisionTimes] = (),
    game: str = "scroker",
    deal_alike: bool = False,
    watch: Watch | None = None,
) -> GameRecord:
    """A whole session, every move a bot's; a round record per deal: the chips each seat won or lost.

    ``deal_alike``: every deal's cards come from the session's seed and the deal number alone.
    ``watch`` is told of every move (``Watch``).
    """
    state = new_game(game, levels, seed, options)
    bots = [ScrokerBot.new(seat, level, seed, state.betting_rules) for seat, level in enumerate(levels)]
    deals: list[RoundRecord] = []
    stacks = (state.betting_rules.buy_in,) * state.seats  # the first deal's antes are already in
    moves = 0
    while not state.is_over():
        seat = state.to_move()[0]
        view = state.view(seat)
        move = timed_decision(bots[seat], view, levels[seat], times)
        assert move is not None, f"the bot in seat {seat + 1} found no move in {state.phase.name}"
        ending = state.phase is not Phase.DEAL_OVER
        if deal_alike and not ending:
            _fresh_deck(state, seed)
        state.apply(move)
        if watch is not None:
            watch(view, move, state)
        moves += 1
        if ending and state.phase is Phase.DEAL_OVER:
            now = _stacks(state)
            winners = tuple(sorted(seat for seat, chips in state.winnings.items() if chips))
            deals.append(
                RoundRecord(
                    state.deal_number, tuple(b - a for a, b in zip(stacks, now, strict=True)), winners
                )
            )
            stacks, moves = now, 0
        if moves > MOVES_A_DEAL:
            raise RuntimeError(f"deal {state.deal_number} of session {seed} ran past {MOVES_A_DEAL} moves")
    return finished_game(seed, levels, deals, state)


def _fresh_deck(state: ScrokerState, seed: int) -> None:
    """Every card back in the stock in deck order, and the next deal's shuffle seeded by its number."""
    order = {card: index for index, card in enumerate(scroker_deck(len(_all_cards(state)) - 52))}
    cards = sorted(_all_cards(state), key=order.__getitem__)
    for pile in state.piles.values():
        pile.cards = []
    state.piles[STOCK].cards = cards
    state.rng = SeededRandom(seed * DEAL_STRIDE + state.deal_number + 1)


def _all_cards(state: ScrokerState) -> list:
    return [card for pile in state.piles.values() for card in pile.cards]


def _stacks(state: ScrokerState) -> tuple[int, ...]:
    return tuple(state.bank.stacks[seat] for seat in range(state.seats))
