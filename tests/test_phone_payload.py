"""What a phone is sent and may send (issue 24): every move of a seat is on its phone, in words.

For each of the seven games phones are offered for, played with several seat counts, at every
step: every legal move of every seat can be made from its payload's actions (a button, a menu
option, a card picked, a value on the dial, cards thrown, the suggested claim), every move the
payload offers is legal, the words are sentences a newcomer reads, and the payload is JSON of a
size a phone takes at once. Phone players that see nothing but their payloads play each game to
its end. A phone's hostile message is refused with a sentence.
"""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest

from game.core import registry
from game.core.moves import move_from_json
from game.core.protocol import GameState
from game.phones.games.scroker import dial_stops, house_rules
from game.phones.seat_payload import PhoneRefusal, card_codes, phone_move, phones_offered, seat_payload
from game.rules.scroker.betting import Open, Raise
from game.rules.scroker.moves import ChooseGame
from tests.phone_players import (
    NAMES,
    SEAT_COUNTS,
    facts,
    move_json,
    new_game,
    no_word_claim,
    offered_moves,
    phone_pick,
    play,
    same,
)

CASES = [(game, seats) for game, counts in SEAT_COUNTS.items() for seats in counts]
WATCHED_STEPS = {"schrum": 80, "tac": 80}
LARGEST_PAYLOAD = 64 * 1024  # bytes of JSON: a phone on a slow Wi-Fi still gets it at once
# The controls each game's phone shows in a short game played by phone players (seeds 1-3).
CONTROLS = {
    "scorzo": {"draw-for-dealer", "take-draw", "take-discard", "discard"},
    "scroker": {"check", "call", "open", "raise", "fold", "draw", "spell", "let-stand", "challenge-0"},
    "spit": {"check", "open", "fold", "draw", "spell"},
    "longhorn": {"open", "fold", "spell"},
    "dealers-choice": {"choose", "choose-house-rule", "open", "fold", "next-deal"},
    "schrum": {"turn", "play-centre", "keep"},
    "tac": {"turn", "play-centre", "keep", "tac"},
}


def by_phone(state: GameState, seat: int, payload: dict[str, Any], rng: random.Random) -> Any:
    pick = phone_pick(payload, rng)
    assert pick is not None, f"{payload['name']} may move but the phone offers nothing"
    return phone_move(state, seat, pick)


def offered_on_phone(move: Any, legal: list[Any]) -> bool:
    """Every legal move is on the phone but a dealer's call of two or more house rules (one list of
    240 calls is no way to choose on a phone) and a bet between the dial's round stops above 20
    chips (docs/decisions.md, "Phones (issue 24): what a phone shows")."""
    if isinstance(move, ChooseGame):
        return house_rules(move) <= 1
    if isinstance(move, Open | Raise):
        amounts = [other.amount for other in legal if type(other) is type(move)]
        on_dial = move.amount <= 20 or move.amount in (min(amounts), max(amounts))
        assert not on_dial or move.amount in dial_stops(amounts)
        return on_dial
    return True


def check_reach(state: GameState, payloads: list[dict[str, Any]]) -> None:
    for seat, payload in enumerate(payloads):
        offered = {same(move) for move in offered_moves(payload)}
        legal = state.legal_moves(seat)
        for move in legal:
            if offered_on_phone(move, legal):
                assert same(move_json(move)) in offered, f"{state.spec.name}: {move} is not on the phone"
        for text in offered:
            move = phone_move(state, seat, json.loads(text))
            assert state.why_illegal(move) is None, f"{state.spec.name}: the phone offers {move}"
        for action in payload["actions"]:
            if action["kind"] == "spell":  # a claim of no word, the cards tapped as the rest
                move = phone_move(state, seat, no_word_claim(action))
                assert state.why_illegal(move) is None, state.why_illegal(move)


@pytest.mark.parametrize("game", sorted(CONTROLS))
def test_each_control_of_a_game_shows_up_in_play(game: str) -> None:
    """The reach check above is only as good as the moments it meets: these games meet them all."""
    seen: set[str] = set()

    def note(state: GameState, payloads: list[dict[str, Any]]) -> None:
        seen.update(action["id"] for payload in payloads for action in payload["actions"])

    for seed in (1, 2, 3):
        play(
            game,
            SEAT_COUNTS[game][-1],
            seed,
            by_phone,
            note,
            WATCHED_STEPS.get(game, 10_000),
            to_the_end=False,
        )
    assert CONTROLS[game] <= seen, f"never offered: {sorted(CONTROLS[game] - seen)}"


def texts(payload: dict[str, Any]) -> list[str]:
    """The lines and labels the page shows: waiting, info lines, pile labels, action labels."""
    words = [payload["waiting"], *payload["info"], *(pile["label"] for pile in payload["table"])]
    for action in payload["actions"]:
        words.append(action["label"])
        words += [option["label"] for option in action.get("options", ())]
        words += [action[key] for key in ("zero_label", "suggested_label") if key in action]
    return [text for text in words if text]


def check_words(state: GameState, payloads: list[dict[str, Any]]) -> None:
    # The moves' class names a person never says ("TakeCard", "LayOut"); "Check" and "Fold" are words.
    kinds = {kind for kind in type(state).move_kinds if re.search("[a-z][A-Z]", kind)}
    for payload in payloads:
        for text in texts(payload):
            assert text[0].isupper() or text[0].isdigit(), f"not a sentence: {text!r}"
            assert not any(kind in text for kind in kinds), text
            assert not re.search(r"\bseat\d+\.|_|\bNone\b|\bSeat \d", text), f"code words: {text!r}"
            assert "{" not in text and "scroker#" not in text, text
        for row in payload["seats"]:  # a seat's note is a few words under its name: "folded", "deals"
            assert not re.search(r"\bseat\d+\.|_|\bNone\b|\bSeat \d", row["note"]), row["note"]
        assert payload["name"] in NAMES


def check_size(state: GameState, payloads: list[dict[str, Any]]) -> None:
    for payload in payloads:
        text = json.dumps(payload, ensure_ascii=False, allow_nan=False)
        assert len(text.encode()) < LARGEST_PAYLOAD, f"{state.spec.name}: {len(text.encode())} bytes"
        assert json.loads(text) == payload


@pytest.mark.parametrize("game, seats", CASES)
def test_a_phone_offers_every_move_in_words_and_phone_players_finish_the_game(game: str, seats: int) -> None:
    """At every step, every seat: each legal move on its phone, each offered move legal, sentences,
    JSON of a size a phone takes at once; phone players seeing only their payloads reach the end."""

    def check(state: GameState, payloads: list[dict[str, Any]]) -> None:
        check_reach(state, payloads)
        check_words(state, payloads)
        check_size(state, payloads)

    state = play(game, seats, 5, by_phone, check, WATCHED_STEPS.get(game, 10_000))
    assert state.is_over()


@pytest.mark.parametrize("game", ["dealers-choice", "longhorn", "scorzo"])
def test_the_largest_tables_send_json_a_phone_takes_at_once(game: str) -> None:
    """Eight seats (Scorzo six) with the deepest stacks: the dealer's menu, the widest dial."""
    seats = 6 if game == "scorzo" else 8
    options = {"rounds": 1} if game == "scorzo" else {"hands": 2, "buy_in": 500}
    state = registry.get(game).new_game(seats, 3, options)
    rng, table = random.Random(3), facts(seats)
    for version in range(60):
        if state.is_over():
            break
        payloads = [seat_payload(state, seat, table, version) for seat in range(seats)]
        check_size(state, payloads)
        seat = rng.choice([seat for seat in state.to_move() if state.legal_moves(seat)])
        state.apply(by_phone(state, seat, payloads[seat], rng))


def test_a_payload_says_who_sits_where_and_who_is_connected() -> None:
    state, table = new_game("scroker", 3, 2), facts(3)
    payload = seat_payload(state, 1, table, 7)
    assert (payload["type"], payload["version"], payload["game"], payload["seat"]) == (
        "state",
        7,
        "Scroker",
        1,
    )
    assert [row["name"] for row in payload["seats"]] == ["Ann", "Bob", "Cleo"]
    assert [row["phone"] for row in payload["seats"]] == [True, False, True]
    assert [row["chips"] for row in payload["seats"]] == list(state.view(1).stacks)
    assert payload["colour"] == table.colours[1]
    assert len(payload["hand"]) == 5 and all(card["image"].startswith("/cards/") for card in payload["hand"])


HOSTILE = [
    ("a move of another seat", {"type": "TakeCard", "seat": 1, "source": "draw"}),
    ("a move the game does not have", {"type": "Teleport", "seat": 0}),
    ("no type", {"seat": 0}),
    ("a huge seat", {"type": "TakeCard", "seat": 10**30, "source": "draw"}),
    ("a seat as text", {"type": "TakeCard", "seat": "0", "source": "draw"}),
    ("a source as a number", {"type": "TakeCard", "seat": 0, "source": 3}),
    ("an unknown field", {"type": "TakeCard", "seat": 0, "source": "draw", "extra": 1}),
    ("a long card", {"type": "Discard", "seat": 0, "card": "x" * 10_000}),
    ("a long type", {"type": "T" * 10_000, "seat": 0}),
    ("a list", [1] * 10_000),
    ("text", "x" * 10_000),
    ("nothing", None),
    ("a float seat", {"type": "TakeCard", "seat": 0.5, "source": "draw"}),
]


@pytest.mark.parametrize("data", [data for _, data in HOSTILE], ids=[name for name, _ in HOSTILE])
def test_a_hostile_message_is_refused_with_a_short_sentence(data: object) -> None:
    state = new_game("scorzo", 2, 1)
    with pytest.raises(PhoneRefusal) as refused:
        phone_move(state, 0, data)
    said = str(refused.value)
    assert said[0].isupper() and said.endswith(".") and len(said) < 400, said


def test_a_scroker_draw_of_too_many_cards_is_read_and_left_to_the_rules() -> None:
    """The phone layer reads the move; whether the rules take it is the table's question."""
    state = new_game("scroker", 2, 1)
    data = {"type": "Draw", "seat": 0, "cards": ["lemon:A"] * 65}
    with pytest.raises(PhoneRefusal):
        phone_move(state, 0, data)
    move = phone_move(state, 0, {"type": "Fold", "seat": 0})
    assert move == move_from_json({"type": "Fold", "seat": 0}, type(state).move_kinds)


def test_card_codes_name_every_card_of_the_deck_once() -> None:
    scorzo, scroker, tac = new_game("scorzo", 2, 1), new_game("scroker", 2, 1), new_game("tac", 3, 1)
    assert len(card_codes(scorzo)) == 112 and len(card_codes(tac)) == 52
    assert len(card_codes(scroker)) == len(set(card_codes(scroker))) == 52
    shown = set()
    play(
        "scorzo",
        3,
        2,
        by_phone,
        lambda state, payloads: shown.update(
            card["code"] for payload in payloads for card in payload["hand"]
        ),
    )
    assert shown and shown <= set(card_codes(scorzo))


def test_phones_are_offered_at_the_turn_tables_only() -> None:
    offered = {listing.id for listing in registry.listings() if phones_offered(listing.id)}
    assert offered == {"scorzo", "scroker", "spit", "longhorn", "dealers-choice", "schrum", "tac"}


def test_a_phone_marks_on_turn_the_seat_the_table_waits_for_and_nobody_between_deals() -> None:
    """Between Scroker deals any seat may deal the next: a phone that marked them all "on turn"
    would say nothing; while betting exactly the seat to act is marked."""
    state, rng, table = registry.get("scroker").new_game(3, 2, {}), random.Random(2), facts(3)
    seen = {"BETTING": 0, "DEAL_OVER": 0}
    while not seen["DEAL_OVER"]:
        marked = {row["seat"] for row in seat_payload(state, 0, table, 0)["seats"] if row["on_turn"]}
        phase = state.phase.name
        if phase in seen:
            seen[phase] += 1
            assert marked == (set() if phase == "DEAL_OVER" else set(state.to_move())), (phase, marked)
        if phase != "DEAL_OVER":
            seat = state.to_move()[0]
            state.apply(by_phone(state, seat, seat_payload(state, seat, table, 0), rng))
    assert seen["BETTING"], seen
