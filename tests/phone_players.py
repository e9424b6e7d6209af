"""Phone players for the tests: a seat played only from what its phone is sent, and the checks on it.

A phone bot sees nothing but the ``state`` payload and answers as the page would: it picks one of
the payload's actions (seeded) and builds the move the page would send from it. ``offered_moves``
lists every move a person could send from a payload, for the check that every legal move is
reachable from a phone.
"""

from __future__ import annotations

import itertools
import json
import random
from collections.abc import Callable, Iterator
from typing import Any

from game.core import registry
from game.core.moves import Move, move_to_json
from game.core.protocol import GameState
from game.phones.seat_payload import TableFacts, seat_payload

NAMES = ("Ann", "Bob", "Cleo", "Dev", "Emma", "Finn", "Gus", "Hana")
COLOURS = ("#d9a441", "#4a90d9", "#c0392b", "#27ae60", "#8e44ad", "#16a085", "#e67e22", "#7f8c8d")
# The turn games, each with the options that make a game short and seat counts to try.
SHORT_OPTIONS: dict[str, dict[str, Any]] = {
    "scorzo": {"rounds": 1},
    "scroker": {"hands": 1},
    "spit": {"hands": 1},
    "longhorn": {"hands": 1},
    "dealers-choice": {"hands": 2},
    "schrum": {},
    "tac": {},
}
SEAT_COUNTS: dict[str, tuple[int, ...]] = {
    "scorzo": (2, 4),
    "scroker": (2, 5),
    "spit": (3,),
    "longhorn": (4,),
    "dealers-choice": (3,),
    "schrum": (4,),
    "tac": (3,),
}


def facts(seats: int) -> TableFacts:
    phones = tuple(seat % 2 == 0 for seat in range(seats))
    return TableFacts(NAMES[:seats], COLOURS[:seats], phones, (True,) * seats)


def new_game(game: str, seats: int, seed: int) -> GameState:
    return registry.get(game).new_game(seats, seed, SHORT_OPTIONS[game])


def same(move: dict[str, Any]) -> str:
    """A move's JSON as one comparable text (lists and tuples alike)."""
    return json.dumps(move, sort_keys=True)


def phone_pick(payload: dict[str, Any], rng: random.Random) -> dict[str, Any] | None:
    """The move a phone player sends, chosen among the payload's actions as a person could."""
    actions = payload["actions"]
    if not actions:
        return None
    # Like a person, it seldom takes the costly choice (a "danger" button: fold, challenge, Tač!).
    safe = [action for action in actions if action.get("style") != "danger"]
    action = rng.choice(safe if safe and rng.random() < 0.85 else actions)
    kind = action["kind"]
    if kind == "button":
        return action["move"]
    if kind == "menu":
        return rng.choice(action["options"])["move"]
    if kind == "amount":  # a small bet, near where the dial starts, as most bets are
        moves = action["moves"]
        return moves[min(len(moves) - 1, action["start"] + rng.randint(0, 2))]
    if kind == "pick_card":
        loose = [
            card["code"]
            for card in payload["hand"]
            if card["group"] is None and card["code"] in action["moves"]
        ]
        return action["moves"][rng.choice(loose or sorted(action["moves"]))]
    if kind == "pick_cards":
        codes = [card["code"] for card in payload["hand"]]
        count = rng.randint(action["min"], min(action["max"], len(codes)))
        chosen = set(rng.sample(codes, count))
        return {**action["move"], action["field"]: [code for code in codes if code in chosen]}
    if kind == "spell":
        if action["suggested"] is not None and rng.random() < 0.7:
            return action["suggested"]
        return no_word_claim(action)
    raise AssertionError(f"an action of an unknown kind: {kind}")


def no_word_claim(action: dict[str, Any]) -> dict[str, Any]:
    """The claim a person lays out by tapping ``size`` cards as the rest and spelling no word."""
    rest = [card["code"] for card in action["cards"][: action["size"]]]
    return {**action["move"], "words": [], "rest": rest}


def offered_moves(payload: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Every move a person could send from this payload (a spell: the suggested claim only)."""
    hand = [card["code"] for card in payload["hand"]]
    for action in payload["actions"]:
        kind = action["kind"]
        if kind == "button":
            yield action["move"]
        elif kind == "menu":
            yield from (option["move"] for option in action["options"])
        elif kind in ("amount", "pick_card"):
            yield from (action["moves"].values() if kind == "pick_card" else action["moves"])
        elif kind == "pick_cards":
            for count in range(action["min"], action["max"] + 1):
                for chosen in itertools.combinations(hand, count):
                    yield {**action["move"], action["field"]: list(chosen)}
        elif kind == "spell" and action["suggested"] is not None:
            yield action["suggested"]


def play(
    game: str,
    seats: int,
    seed: int,
    mover: Callable[[GameState, int, dict[str, Any], random.Random], Move],
    watch: Callable[[GameState, list[dict[str, Any]]], None] = lambda state, payloads: None,
    watched_steps: int = 10_000,
    most_steps: int = 5000,
    to_the_end: bool = True,
) -> GameState:
    """Play a game to its end (or, not ``to_the_end``, for the watched steps): one seat that may move
    (seeded) moves by ``mover`` from its payload; for the first ``watched_steps`` steps (and at the
    end) ``watch`` sees every seat's payload."""
    state, rng, table = new_game(game, seats, seed), random.Random(seed), facts(seats)
    for version in range(most_steps):
        if version < watched_steps or state.is_over():
            watch(state, [seat_payload(state, seat, table, version) for seat in range(seats)])
        if state.is_over() or (version >= watched_steps and not to_the_end):
            return state
        seat = rng.choice([seat for seat in state.to_move() if state.legal_moves(seat)])
        state.apply(mover(state, seat, seat_payload(state, seat, table, version), rng))
    raise AssertionError(f"{game} did not end in {most_steps} steps")


def move_json(move: Move) -> dict[str, Any]:
    return json.loads(json.dumps(move_to_json(move)))
