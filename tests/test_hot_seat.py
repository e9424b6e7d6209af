"""Hot-seat Scorzo (issue 5, item 6): whose hand the one screen shows, and the pass screen."""

from __future__ import annotations

from game.bots.scrooge_bot import Level
from game.core.seats import SeatPlan
from game.ui.turns.hot_seat import HotSeat

PERSON = SeatPlan(True, "mouse")
BOT = SeatPlan(False, level=Level.EASY)


def two_people_and_a_bot() -> HotSeat:
    return HotSeat([PERSON, SeatPlan(True, "keys1"), BOT], ["Ann", "Ben", "Bot"])


def test_with_one_person_their_hand_is_always_shown_and_never_passed() -> None:
    seating = HotSeat([BOT, PERSON, BOT])
    for turn in (0, 1, 2, None):
        seating.follow(turn)
        assert not seating.needs_pass_screen
        assert seating.shown_seat == 1


def test_with_two_people_the_hand_is_hidden_until_the_pass_screen_is_acknowledged() -> None:
    seating = two_people_and_a_bot()
    seating.follow(0)
    assert seating.needs_pass_screen and seating.pass_to == "Ann"
    assert seating.shown_seat is None
    seating.acknowledge()
    assert not seating.needs_pass_screen
    assert seating.shown_seat == 0


def test_the_next_person_gets_a_pass_screen_and_the_table_turns_to_them() -> None:
    seating = two_people_and_a_bot()
    seating.follow(0)
    seating.acknowledge()
    seating.follow(1)
    assert seating.pass_to == "Ben" and seating.shown_seat is None
    seating.acknowledge()
    assert seating.shown_seat == 1 and seating.seat_at(0) == 1


def test_while_a_bot_plays_the_last_persons_hand_is_face_down_but_stays_at_the_bottom() -> None:
    seating = two_people_and_a_bot()
    seating.follow(1)
    seating.acknowledge()
    seating.follow(2)
    assert not seating.needs_pass_screen
    assert seating.shown_seat is None
    assert seating.seat_at(0) == 1


def test_the_same_person_again_after_only_bots_needs_no_pass_screen() -> None:
    seating = HotSeat([PERSON, BOT, SeatPlan(True, "keys1"), BOT])
    seating.follow(0)
    seating.acknowledge()
    seating.follow(1)
    seating.follow(0)
    assert not seating.needs_pass_screen and seating.shown_seat == 0


def test_acknowledging_with_no_pass_screen_due_changes_nothing() -> None:
    seating = two_people_and_a_bot()
    seating.follow(2)
    seating.acknowledge()
    assert seating.seat_at(0) == 0 and seating.shown_seat is None


def test_between_rounds_no_one_is_passed_to_and_no_hand_is_shown_as_one_persons() -> None:
    """Both people look at the round's end: only what the rules made public may be face up."""
    seating = two_people_and_a_bot()
    seating.follow(0)
    seating.acknowledge()
    seating.follow(None, round_over=True)
    assert not seating.needs_pass_screen and seating.shown_seat is None


def test_with_one_person_their_hand_stays_shown_between_rounds() -> None:
    seating = HotSeat([PERSON, BOT, BOT])
    seating.follow(None, round_over=True)
    assert seating.shown_seat == 0


def test_bots_only_show_seat_one() -> None:
    seating = HotSeat([BOT, BOT])
    seating.follow(1)
    assert seating.shown_seat == 0 and not seating.needs_pass_screen


def test_the_rotation_puts_the_shown_seat_in_place_one_and_its_left_neighbour_next() -> None:
    seating = HotSeat([BOT, BOT, PERSON, BOT])
    assert [seating.seat_at(place) for place in range(4)] == [2, 3, 0, 1]
    assert [seating.place_of(seat) for seat in range(4)] == [2, 3, 0, 1]
    assert seating.game_pile("seat1.hand") == "seat3.hand"
    assert seating.game_pile("seat2.cut") == "seat4.cut"
    assert seating.game_pile("seat3.name") == "seat1.name"
    assert seating.game_pile("draw") == "draw" and seating.game_pile("discard") == "discard"


def test_after_a_rounds_end_the_first_person_to_play_gets_a_pass_screen_even_if_they_held_it() -> None:
    seating = two_people_and_a_bot()
    seating.follow(0)
    seating.acknowledge()
    seating.follow(None, round_over=True)  # everyone looks at the round's end together
    seating.follow(0)
    assert seating.needs_pass_screen and seating.shown_seat is None
