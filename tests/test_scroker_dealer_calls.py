"""Dealer's Choice ruling and wild calls: offered calls are data the rules accept, in player words."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.core import registry
from game.core.decoding import BrokenAsset
from game.rules.scroker.codes import parse_scroker_card, say_names
from game.rules.scroker.dealer_calls import dealer_calls, read_calls_file
from game.rules.scroker.moves import ChooseGame
from game.rules.scroker.variants import Deal, DealChoice

GOOD = {"format": 1, "ruling": [["lemon"]], "wilds": [["lemon:S", "lime:S"]]}


def a_dealers_choice_deal():
    state = registry.get("dealers-choice").new_game(seats=3, seed=5)
    dealer = state.to_move()[0]
    return state, dealer


def test_every_offered_call_is_one_the_rules_deal_and_the_table_names_it() -> None:
    calls = dealer_calls()
    assert ("lemon",) in calls.ruling and calls.wilds
    for ruling in ((), *calls.ruling):
        for wilds in ((), *calls.wilds):
            state, dealer = a_dealers_choice_deal()
            state.apply(ChooseGame(dealer, "spit", False, ruling, wilds))  # an illegal call would raise
            assert state.choice is not None and (state.choice.ruling, state.choice.wilds) == (ruling, wilds)
            rules = state.hand_rules()
            assert all(rules.is_wild(parse_scroker_card(name)) for name in wilds)
            ruled = [parse_scroker_card(name) for name in ruling if ":" in name]
            unicorn = parse_scroker_card("animal:U")
            ruled += [parse_scroker_card("lemon:C")] if ruling == ("lemon",) else []
            assert all(
                rules.rank(card) > rules.rank(unicorn) for card in ruled
            )  # "would still rule a Unicorn"


def test_the_call_is_said_as_a_dealer_says_it() -> None:
    assert say_names(("lemon",)) == "Lemons"
    assert say_names(("chili:E5", "chili:E4", "chili:E3", "chili:E2", "chili:E1")) == "Chili E's"
    assert say_names(("lemon:S", "lime:S")) == "Lemon S and Lime S"
    assert say_names(("chili:E5", "chili:E4")) == "Chili E5 and Chili E4"  # not every E: each named
    choice = DealChoice(Deal.LONGHORN, True, ("animal",), ("chili:U1",))
    assert choice.describe() == "Hot Longhorn Stud, Animals rule, Chili U1 wild"


@pytest.mark.parametrize(
    ("document", "said"),
    [
        ({**GOOD, "format": 2}, '"format" must be a whole number of at most 1'),
        ({**GOOD, "ruling": "lemon"}, '"ruling" must be a list'),
        ({**GOOD, "wilds": [["lemon"]]}, "a suit may rule but only cards are wild"),
        ({**GOOD, "wilds": [["lemon:S", "lime:S", "chili:U1"]]}, "more than 2 cards"),
        ({**GOOD, "ruling": [["lemon:A"]]}, "not a card in the Scroker deck"),
        ({**GOOD, "ruling": [["moon"]]}, "not a Scroker card code"),
        ({**GOOD, "wilds": [["scroker"]]}, "the [Scroker] wild itself"),
        ({**GOOD, "ruling": [["lemon", "lemon"]]}, "twice"),
    ],
)
def test_a_broken_calls_document_says_what_is_wrong(tmp_path: Path, document: dict, said: str) -> None:
    path = tmp_path / "scroker_calls.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(BrokenAsset, match=None) as raised:
        read_calls_file(path)
    assert said in str(raised.value)


def test_a_broken_calls_file_is_named(tmp_path: Path) -> None:
    path = tmp_path / "scroker_calls.json"
    path.write_text("{ not json", encoding="utf-8")
    with pytest.raises(BrokenAsset) as raised:
        read_calls_file(path)
    assert str(path) in str(raised.value) and "not valid JSON" in str(raised.value)
    path.write_text(json.dumps(GOOD), encoding="utf-8")
    assert read_calls_file(path).wilds == (("lemon:S", "lime:S"),)


def test_the_call_in_a_sentence_names_the_same_options_as_its_short_form() -> None:
    choice = DealChoice(Deal.SPIT, True, ("lemon",), (), 0, True)
    assert choice.describe() == "Hot Spit in the Can, Lemons rule, no hot-'n'-sours, mixing the juice"
    assert choice.in_a_sentence() == (
        "Spit in the Can with hot chili peppers, Lemons rule, no hot-'n'-sours, mixing the juice"
    )
    assert DealChoice(Deal.SCROKER).in_a_sentence() == "Scroker"
