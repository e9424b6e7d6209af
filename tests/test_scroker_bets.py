"""The Scroker table's bet controls: one button per kind of move, a dial kept within the legal amounts."""

from __future__ import annotations

from game.rules.scroker.betting import Call, Check, Fold, Open, Raise
from game.ui.games.scroker.bets import KEYS, BetDial, choices


def test_the_legal_moves_become_one_button_per_kind_and_a_range() -> None:
    legal = [Check(1), Fold(1), *(Open(1, n) for n in range(1, 11))]
    open_to = choices(legal)
    assert open_to.check and open_to.fold and not open_to.call
    assert (open_to.bet_kind, open_to.smallest, open_to.largest) == ("Open", 1, 10)


def test_the_dial_stays_within_what_the_rules_allow_and_makes_the_right_move() -> None:
    open_to = choices([Call(2), Fold(2), *(Raise(2, n) for n in range(1, 4))])
    dial = BetDial(amount=2)
    for _ in range(5):
        dial.move_for("more", 2, open_to)
    assert dial.move_for("bet", 2, open_to) == Raise(2, 3)
    for _ in range(9):
        dial.move_for("less", 2, open_to)
    assert dial.move_for("bet", 2, open_to) == Raise(2, 1)


def test_an_action_not_open_now_makes_no_move() -> None:
    open_to = choices([Call(0), Fold(0)])
    dial = BetDial()
    assert dial.move_for("check", 0, open_to) is None
    assert dial.move_for("bet", 0, open_to) is None
    assert dial.move_for("call", 0, open_to) == Call(0)


def test_every_action_has_a_key() -> None:
    assert {"check", "call", "fold", "bet", "more", "less"} <= set(KEYS.values())


def test_page_up_and_down_turn_the_dial_ten_chips_at_a_time_within_the_range() -> None:
    open_to = choices([Check(0), *(Open(0, n) for n in range(1, 51))])
    dial = BetDial(amount=2)
    dial.move_for(KEYS["page up"], 0, open_to)
    dial.move_for(KEYS["page up"], 0, open_to)
    assert dial.move_for("bet", 0, open_to) == Open(0, 22)
    for _ in range(4):
        dial.move_for(KEYS["page up"], 0, open_to)
    assert dial.move_for("bet", 0, open_to) == Open(0, 50)
    dial.move_for(KEYS["page down"], 0, open_to)
    assert dial.move_for("bet", 0, open_to) == Open(0, 40)


def test_min_max_and_pot_set_the_dial_within_the_range_the_rules_allow() -> None:
    legal = [Call(0), Fold(0), *(Raise(0, n) for n in range(2, 41))]
    dial = BetDial(amount=7)
    for pot, wanted in ((15, 15), (500, 40), (0, 2)):
        dial.move_for(KEYS["o"], 0, choices(legal, pot=pot))
        assert dial.move_for("bet", 0, choices(legal, pot=pot)) == Raise(0, wanted)
    dial.move_for(KEYS["end"], 0, choices(legal))
    assert dial.move_for("bet", 0, choices(legal)) == Raise(0, 40)
    dial.move_for(KEYS["home"], 0, choices(legal))
    assert dial.move_for("bet", 0, choices(legal)) == Raise(0, 2)


def test_no_pot_known_or_no_bet_open_leaves_the_dial_where_it_was() -> None:
    legal = [Check(0), *(Open(0, n) for n in range(1, 21))]
    dial = BetDial(amount=7)
    dial.move_for("pot", 0, choices(legal))
    assert dial.move_for("bet", 0, choices(legal)) == Open(0, 7)
    assert choices([Call(0), Fold(0)], pot=12).setting("max") is None
    dial.move_for("max", 0, choices([Call(0), Fold(0)], pot=12))
    assert dial.move_for("bet", 0, choices(legal)) == Open(0, 7)
