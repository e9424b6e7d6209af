"""Races judged on what a person could see, at both race tables and for every device (issue 20).

A person's move is judged on the table as it stood a reaction time before the input
(``PERSON_WINDOW_SECONDS``): a rival's card that landed within it beats the person's
card, which goes back at no cost; a card played on a table that stood longer is judged
as it is. Keys commit: "lower" or "higher" with no such card puts down a wrong card.
Events posted before one ``app.step`` arrive in one frame; a step of 0 s moves no clock.
"""

from __future__ import annotations

import dataclasses

import pygame

from game.core.codes import parse_card
from game.rules.repezita import CENTRE, RepezitaState, hand_id
from game.rules.scrooge import ScroogeState
from game.ui.app import App
from game.ui.games.repezita.table import RepezitaTableScene
from game.ui.race.match import PERSON_WINDOW_SECONDS
from tests.test_ui_repezita import app, card_spot, click, open_table, press, seed_with_aces
from tests.test_ui_scrooge import open_table as open_scrooge
from tests.test_ui_scrooge_keys import press as press_scrooge
from tests.test_ui_scrooge_keys import rig_race

__all__ = ["app"]

SEEN_LATE = PERSON_WINDOW_SECONDS / 3  # a rival's card landed this long before the input: not yet seen
SEEN_LONG_AGO = PERSON_WINDOW_SECONDS * 3  # long enough to have been seen and answered


def rig_hands(table: RepezitaTableScene, hands: dict[int, str], centre: str = "") -> None:
    """Give seats these hands (codes) and the centre these cards, bottom first."""
    state = table.match.state
    assert isinstance(state, RepezitaState)
    for seat, codes in hands.items():
        state.piles[hand_id(seat)].cards = [parse_card(code) for code in codes.split()]
    state.piles[CENTRE].cards = [parse_card(code) for code in centre.split()]
    table.view.show_state(state)


def hand_codes(table: RepezitaTableScene, seat: int) -> list[str]:
    return [card.code for card in table.match.state.hand(seat)]


def centre_codes(table: RepezitaTableScene) -> list[str]:
    return [card.code for card in table.match.state.piles[CENTRE].cards]


# --- Repezita: the mouse ------------------------------------------------------------------------


def rival_plays_then_click(app: App, wait: float) -> RepezitaTableScene:
    """Seat 2 (keys) plays 6♠ on the 5♥; ``wait`` seconds later Seat 1 clicks its 4♣, which fitted the 5♥."""
    table = open_table(app, "human:mouse,human:keys1", seed=1)
    rig_hands(table, {0: "4C 9D KH", 1: "6S 9S JC"}, centre="5H")
    app.step(1.0)  # the 5♥ has long been on screen
    press(table, 1, "higher")
    app.step(0.0)
    assert centre_codes(table) == ["5H", "6S"]
    app.step(wait)
    _, at = card_spot(table, 0, rank=4)
    click(at)
    app.step(0.0)
    return table


def test_a_click_on_a_card_that_fitted_the_centre_a_moment_ago_is_beaten_not_wrong(app: App) -> None:
    table = rival_plays_then_click(app, SEEN_LATE)
    assert centre_codes(table) == ["5H", "6S"]
    assert hand_codes(table, 0) == ["4C", "9D", "KH"]  # the 4♣ came back; no pile taken
    assert table.strips[0].note == "beaten by Seat 2"


def test_a_click_on_a_card_that_fits_no_centre_seen_for_long_is_a_wrong_card(app: App) -> None:
    table = rival_plays_then_click(app, SEEN_LONG_AGO)
    assert centre_codes(table) == []
    assert sorted(hand_codes(table, 0)) == sorted(["4C", "9D", "KH", "5H", "6S"])  # took the pile
    assert "took the pile" in table.strips[0].note


def test_a_card_that_fits_the_new_top_plays_even_inside_the_window(app: App) -> None:
    table = open_table(app, "human:mouse,human:keys1", seed=1)
    rig_hands(table, {0: "7C 9D KH", 1: "6S 9S JC"}, centre="5H")
    app.step(1.0)
    press(table, 1, "higher")
    app.step(SEEN_LATE)
    _, at = card_spot(table, 0, rank=7)
    click(at)
    app.step(0.0)
    assert centre_codes(table) == ["5H", "6S", "7C"]


def test_a_right_click_plays_a_card_as_a_click_does(app: App) -> None:
    table = open_table(app, "human:mouse,bot:easy", seed=1)
    rig_hands(table, {0: "AC 9D KH"})
    _, at = card_spot(table, 0, rank=1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=3))
    app.step(0.0)
    assert centre_codes(table) == ["AC"]


# --- Repezita: keys commit ----------------------------------------------------------------------


def test_higher_with_no_such_card_puts_down_the_picked_card_and_takes_the_pile(app: App) -> None:
    table = open_table(app, "human:keys1,human:keys2", seed=1)
    rig_hands(table, {0: "3C 9D KH", 1: "2S 9S"}, centre="AH 2D 7S")
    app.step(1.0)
    press(table, 0, "higher")  # no 8: a wrong card
    app.step(0.0)
    assert centre_codes(table) == []
    assert sorted(hand_codes(table, 0)) == sorted(["3C", "9D", "KH", "AH", "2D", "7S"])
    assert table.strips[0].note == "no 8 in your hand: a wrong card, took the pile (4 cards)"


def test_lower_plays_the_card_one_below_the_top(app: App) -> None:
    table = open_table(app, "human:keys1,human:keys2", seed=1)
    rig_hands(table, {0: "3C 6D KH", 1: "2S 9S"}, centre="7S")
    app.step(1.0)
    press(table, 0, "lower")
    app.step(0.0)
    assert centre_codes(table) == ["7S", "6D"]


def test_a_press_meant_for_the_top_before_a_rivals_card_is_beaten_at_no_cost(app: App) -> None:
    table = open_table(app, "human:keys1,human:keys2", seed=1)
    rig_hands(table, {0: "3C 8D KH", 1: "6S 9S"}, centre="7S")
    app.step(1.0)
    press(table, 1, "lower")  # 6♠ on 7♠
    app.step(SEEN_LATE)
    press(table, 0, "higher")  # meant the 8♦ on the 7♠ it saw
    app.step(0.0)
    assert centre_codes(table) == ["7S", "6S"]
    assert hand_codes(table, 0) == ["3C", "8D", "KH"]
    assert table.strips[0].note == "beaten by Seat 2"


# --- Scrooge: every device gets "beaten by" ------------------------------------------------------


def test_a_scrooge_card_sent_just_after_a_rivals_is_beaten_by_that_seat(app: App) -> None:
    table = open_scrooge(app, "human:keys1,human:keys2", seed=4)
    state = table.match.state
    rig_race(table)
    press_scrooge(table, 0, "work2", "centre")  # Seat 1's Ace of spades
    app.step(1.0)
    press_scrooge(table, 0, "work1", "centre")  # Seat 1's Two lands first…
    app.step(SEEN_LATE)
    press_scrooge(table, 1, "work1", "centre")  # …and Seat 2's, a moment later, could not have seen it
    app.step(0.0)
    assert state.piles["seat2.work.0"].cards[-1].rank == 2
    assert table.strips[1].note == "beaten by Seat 1"


def mouse_seat_with_an_ace(app: App) -> tuple[ScroogeState, object, tuple[int, int]]:
    """A Scrooge table whose mouse seat has the Ace of spades on work pile 2: the state, the Ace,
    and where it shows."""
    table = open_scrooge(app, "human:mouse,human:keys1", seed=4)
    rig_race(table)
    pile = "seat1.work.1"
    return table.match.state, table.match.state.piles[pile].cards[-1], table.view.piles[pile][-1].rect.center


def on_a_foundation(state: ScroogeState, card: object) -> bool:
    return any(state.piles[pid].cards == [card] for pid in state.foundation_ids)


def test_a_double_click_sends_the_mouse_seats_card_to_the_centre(app: App) -> None:
    state, ace, at = mouse_seat_with_an_ace(app)
    click(at)
    app.step(0.1)
    click(at)
    app.step(0.0)
    assert on_a_foundation(state, ace)


def test_a_right_click_sends_the_mouse_seats_card_to_the_centre(app: App) -> None:
    state, ace, at = mouse_seat_with_an_ace(app)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=3))
    app.step(0.0)
    assert on_a_foundation(state, ace)


def test_two_slow_clicks_send_nothing(app: App) -> None:
    state, _, at = mouse_seat_with_an_ace(app)
    click(at)
    app.step(1.0)
    click(at)
    app.step(0.0)
    assert not any(state.piles[pid].cards for pid in state.foundation_ids)


def test_the_mouse_seats_stock_and_scrooge_pile_carry_labels(app: App) -> None:
    table = open_scrooge(app, "human:mouse,human:keys1", seed=4)
    labels = {cap.pile_id: cap.label for cap in table.caps}
    assert labels["seat1.stock"] == "Click" and labels["seat1.scrooge"] == "Scrooge"
    assert "Double-click centre" in table.place_names[0]


def test_a_person_knows_their_own_card_however_quick_the_next_press(app: App) -> None:
    table = open_table(app, "human:keys1,human:keys2", seed=1)
    rig_hands(table, {0: "8C 8D 9H KH", 1: "2S 3S"}, centre="7S")
    app.step(1.0)
    press(table, 0, "higher")  # an 8 on the 7♠…
    app.step(1 / 60)
    press(table, 0, "higher")  # …and at once the 9♥ on that 8, not the other 8 on the 7♠ seen before
    app.step(0.0)
    assert centre_codes(table) == ["7S", "8C", "9H"]


def test_nobody_plays_while_the_cards_are_being_dealt(app: App) -> None:
    """Bots used to play while people's cards were still flying out of the deck."""
    app.change_settings(dataclasses.replace(app.settings, reduced_motion=False))
    table = open_table(app, "human:keys1,bot:hard,bot:hard", seed=seed_with_aces(3, (0, 1, 2)))
    assert table.waiting() == "Dealing: the race starts when the cards are down"
    press(table, 0, "lower")  # an Ace, if the deal had landed
    for _ in range(30):
        app.step(1 / 60)
    assert centre_codes(table) == [], "nobody played during the first half second of the deal"
    while table.view.animating:
        app.step(1 / 60)
    assert table.waiting() is None
    press(table, 0, "lower")
    app.step(1 / 60)
    assert len(centre_codes(table)) == 1


def test_a_rivals_card_in_the_same_frame_as_your_own_is_not_seen_yet(app: App) -> None:
    """Found in review: the table kept only frame starts, so a rival's card played in the same frame
    as the person's own counted as seen with it, and the next quick press took the pile."""
    table = open_table(app, "human:keys1,human:keys2", seed=1)
    rig_hands(table, {0: "8C 9H KH", 1: "9S 2C"}, centre="7S")
    app.step(1.0)
    press(table, 0, "higher")  # 8♣ on the 7♠…
    press(table, 1, "higher")  # …and the rival's 9♠ on it, in the same frame
    app.step(1 / 60)
    press(table, 0, "higher")  # meant the 9♥ on its own 8♣
    app.step(0.0)
    assert centre_codes(table) == ["7S", "8C", "9S"]
    assert hand_codes(table, 0) == ["9H", "KH"], "no pile taken"
    assert table.strips[0].note == "beaten by Seat 2"


def test_a_double_click_in_repezita_plays_one_card_not_two(app: App) -> None:
    """A Scrooge habit: the hand closes up under the pointer after the first click, so the second
    click would land on another card and, most likely, play it as a wrong card."""
    table = open_table(app, "human:mouse,bot:easy", seed=1)
    rig_hands(table, {0: "AC 2D 9D KH"})
    _, at = card_spot(table, 0, rank=1)
    click(at)
    app.step(0.1)
    click(at)
    app.step(0.0)
    assert centre_codes(table) == ["AC"]
    assert len(hand_codes(table, 0)) == 3
