"""Seats have names (issue 21): what the table calls each seat, and the rules' "Seat N" said by name."""

from __future__ import annotations

import pytest

from game.core.bot_levels import Level
from game.core.seat_names import (
    LONGEST_SEAT_NAME,
    clean_name,
    named_in,
    names_note,
    seat_names,
    with_saved_names,
)
from game.core.seats import SeatPlan, parse_players

ANN, BOB = SeatPlan(True, "mouse", name="Ann"), SeatPlan(True, "mouse", name="Bob")
HARD = SeatPlan(False, level=Level.HARD)


def test_a_named_person_is_called_by_name_and_a_bot_by_its_level() -> None:
    assert seat_names([ANN, BOB, HARD]) == ["Ann", "Bob", "Bot (hard)"]


def test_two_bots_of_one_level_are_told_apart_by_their_seats() -> None:
    assert seat_names([ANN, SeatPlan(False), SeatPlan(False)]) == ["Ann", "Bot 2 (normal)", "Bot 3 (normal)"]


def test_a_name_two_seats_share_gets_each_seat_number() -> None:
    twin = SeatPlan(True, "mouse", name="ann")
    assert seat_names([ANN, twin]) == ["Ann (seat 1)", "ann (seat 2)"]


def test_the_rules_seat_words_become_the_tables_names() -> None:
    names = seat_names([ANN, BOB, HARD])
    assert named_in("Seat 3 folds. Seat 1's claim stands; Seat 2 calls.", names) == (
        "Bot (hard) folds. Ann's claim stands; Bob calls."
    )
    assert named_in("Seat 9 is not at this table", names) == "Seat 9 is not at this table"


def test_a_name_that_looks_like_a_seat_is_not_rewritten_again() -> None:
    names = seat_names([SeatPlan(True, "mouse", name="Seat 2"), BOB])
    assert named_in("Seat 1 passes to Seat 2", names) == "Seat 2 passes to Bob"


def test_hostile_typing_is_cut_to_printable_letters_of_a_limited_length() -> None:
    assert clean_name("  Ann\n\t\x00 Marie\u200b ") == "Ann Marie"
    assert len(clean_name("Ž" * 500)) == LONGEST_SEAT_NAME
    assert clean_name("\ud800\x07") == ""


def test_a_saved_game_keeps_the_names_and_an_old_one_without_them_says_seat_n() -> None:
    plans = [ANN, HARD, BOB]
    note = names_note(plans)
    assert note == {"names": ["Ann", "", "Bob"]}
    unnamed = [plan.unnamed for plan in plans]
    assert [plan.name for plan in with_saved_names(unnamed, note)] == ["Ann", "", "Bob"]
    assert seat_names(with_saved_names(unnamed, {})) == ["Seat 1", "Bot (hard)", "Seat 3"]
    assert with_saved_names(unnamed, {"names": ["too", "few"]}) == unnamed  # a hand-edited note
    assert names_note([SeatPlan(True, "mouse"), HARD]) == {}  # nobody typed a name: nothing to keep


def test_the_command_line_may_name_a_person_and_needs_no_name() -> None:
    plans = parse_players("human:keys1=Ann,human,bot:hard", (2, 6))
    assert seat_names(plans) == ["Ann", "Seat 2", "Bot (hard)"]
    assert [plan.controller for plan in plans] == ["human:keys1", "human:mouse", "bot:hard"]
    with pytest.raises(ValueError, match="human:DEVICE"):
        parse_players("human:mouse,bot:hard=Hal", (2, 6))


def test_the_short_names_of_a_narrow_place_still_tell_every_seat_apart() -> None:
    from game.ui.look.widgets import without_bracket

    plans = parse_players("human=Ann,human=ann,bot:easy,bot:hard,bot:medium,bot:medium", (2, 8), True)
    names = seat_names(plans)
    short = [without_bracket(name) for name in names]
    assert len({name.casefold() for name in short}) == len(short), short
    assert all(len(brief) <= len(whole) for brief, whole in zip(short, names, strict=True))
