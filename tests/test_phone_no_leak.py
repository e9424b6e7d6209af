"""A phone is sent its own seat's view and public facts, never another seat's hidden card (issue 24).

The seven games phones are offered for are played with several seats, once by the games' own
bots and once by phone players choosing from their payloads, and at every step every seat's
payload is built and read (``phone_leaks.leaks``): a card, a code or a card's name the seat cannot
see, anywhere in it, fails the test there. A planted leak shows the check would notice one.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

import game.phones.seat_payload as seat_payload_module
from game.bots.scorzo_bot import ScorzoBot
from game.bots.scroker_bot import ScrokerBot
from game.bots.shedder_bot import ShedderBot
from game.core.bot_levels import Level
from game.core.moves import Move
from game.core.protocol import GameState
from game.phones.phone_cards import card_entry
from game.phones.seat_payload import phone_move
from game.rules.scorzo.state import ScorzoState
from game.rules.scroker.state import ScrokerState
from tests.phone_leaks import card_name, leaks, seen_and_hidden
from tests.phone_players import SEAT_COUNTS, facts, new_game, phone_pick, play

CASES = [(game, seats) for game, counts in SEAT_COUNTS.items() for seats in counts]
# Schrum Schrum and Tač run to hundreds of turns of one kind: the first turns show every kind of step
# (the other games are played to their ends).
WATCHED_STEPS = {"schrum": 100, "tac": 100}


def by_bots(state: GameState, seat: int, payload: dict[str, Any], rng: random.Random) -> Move:
    """The game's own bot for the seat (medium), or any legal move where it has none to offer."""
    view = state.view(seat)
    if isinstance(state, ScorzoState):
        move = ScorzoBot.new(seat, Level.MEDIUM, 7).decide(view)
    elif isinstance(state, ScrokerState):
        move = ScrokerBot.new(seat, Level.MEDIUM, 7, state.betting_rules).decide(view)
    else:
        turn = getattr(view, "turn", None)
        move = ShedderBot(seat, Level.MEDIUM, rng).choose(view) if turn == seat else None
    return move if move is not None else rng.choice(state.legal_moves(seat))


def by_phone(state: GameState, seat: int, payload: dict[str, Any], rng: random.Random) -> Move:
    pick = phone_pick(payload, rng)
    assert pick is not None
    return phone_move(state, seat, pick)


def no_leaks(state: GameState, payloads: list[dict[str, Any]]) -> None:
    for seat, payload in enumerate(payloads):
        found = leaks(state, seat, payload)
        assert not found, f"{state.spec.name}, seat {seat + 1}: " + "; ".join(found[:3])


@pytest.mark.parametrize("game, seats", CASES)
@pytest.mark.parametrize("mover", [by_bots, by_phone], ids=["bots", "phones"])
def test_no_payload_names_a_card_its_seat_cannot_see(game: str, seats: int, mover: Any) -> None:
    play(game, seats, 11, mover, no_leaks, WATCHED_STEPS.get(game, 10_000), to_the_end=False)


def _someone_elses_hidden_card(state: GameState, seat: int) -> Any:
    _, hidden = seen_and_hidden(state, seat)
    return sorted(hidden, key=state.save_card)[0]


@pytest.mark.parametrize("where", ["hand", "waiting", "move"])
def test_a_planted_leak_is_caught(monkeypatch: pytest.MonkeyPatch, where: str) -> None:
    """A payload builder that slips in another seat's card (as a card, in a sentence, in a move)."""
    honest = seat_payload_module.seat_payload

    def leaky(state: GameState, seat: int, table: Any, version: int) -> dict[str, Any]:
        payload = honest(state, seat, table, version)
        card = _someone_elses_hidden_card(state, seat)
        code = state.save_card(card)
        if where == "hand":
            payload["hand"].append(card_entry(code, card_name(state, card)))
        elif where == "waiting":
            payload["waiting"] = f"Bob holds the {card_name(state, card)}."
        else:
            payload["actions"].append({"id": "x", "kind": "button", "label": "Look", "move": {"card": code}})
        return payload

    monkeypatch.setattr(seat_payload_module, "seat_payload", leaky)
    state = new_game("scorzo", 3, 5)
    for _ in range(4):  # past the draw for the deal: hands are dealt
        seat = state.to_move()[0]
        state.apply(state.legal_moves(seat)[0])
    payload = seat_payload_module.seat_payload(state, 0, facts(3), 1)
    assert leaks(state, 0, payload)
    assert not leaks(state, 0, honest(state, 0, facts(3), 1))
