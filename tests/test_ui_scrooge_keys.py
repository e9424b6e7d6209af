"""Keyboard seats at the Scrooge table, headless, driven by posted key presses (issue 4, DESIGN.md §8).

Keys posted before one ``app.step`` arrive in one frame, in the order posted.
"""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from game.core.cards import Card
from game.core.moves import MoveCards
from game.rules.scrooge import ScroogeState
from game.ui.app import App
from game.ui.games.scrooge.round_summary import RoundSummaryScene
from game.ui.games.scrooge.table import ScroogeTableScene
from game.ui.input.key_presets import ACTIONS, PRESETS, WORK
from tests.scrooge_positions import played_out
from tests.test_ui_scrooge import app, open_table

__all__ = ["app"]  # the fixture, shared with the mouse-seat tests


def press(table: ScroogeTableScene, seat: int, *actions: str) -> None:
    """Post the seat's keys for these actions (handled at the next step)."""
    for action in actions:
        key = pygame.key.key_code(table.keyboards[seat].binding.names[action])
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))


def foundation_play(table: ScroogeTableScene, seat: int) -> MoveCards | None:
    state = table.match.state
    moves = state.legal_moves(seat)
    return next((m for m in moves if isinstance(m, MoveCards) and m.target in state.foundation_ids), None)


def action_for(table: ScroogeTableScene, seat: int, pile_id: str) -> str:
    return next(a for a in ACTIONS if table.keyboards[seat].pile_for(a) == pile_id and a != "turn")


def test_two_keyboard_seats_each_play_a_card_in_two_keystrokes(app: App) -> None:
    for seed in range(1, 300):
        table = open_table(app, "human:keys1,human:keys2,bot:easy", seed)
        plays = [foundation_play(table, seat) for seat in (0, 1)]
        if all(plays) and not any(p.source.endswith("stock") for p in plays if p):
            break
    else:
        raise AssertionError("no deal where both keyboard seats can play to the centre")
    state = table.match.state
    cards = [state.piles[p.source].cards[-1] for p in plays if p]
    for seat, play in enumerate(plays):
        assert play is not None
        press(table, seat, action_for(table, seat, play.source), "centre")
    app.step(0.0)
    centre = [card for pile_id in state.foundation_ids for card in state.piles[pile_id].cards]
    assert all(card in centre for card in cards)


def rig_race(table: ScroogeTableScene) -> tuple[Card, Card]:
    """Seat 1 gets its Ace of spades on work 2 and both seats a Two of spades on work 1."""
    state = table.match.state
    assert isinstance(state, ScroogeState)

    def bring(seat: int, rank: int, target: str) -> Card:
        place = state.place_of(seat)
        for pile_id in (place.stock, place.scrooge, *place.work):
            cards = state.piles[pile_id].cards
            for index, card in enumerate(cards):
                if card.rank == rank and card.suit is not None and card.suit.name == "SPADES":
                    top = state.piles[target].cards
                    cards[index], top[-1] = top[-1], card
                    return card
        raise AssertionError("no such card")

    bring(0, 1, "seat1.work.1")
    twos = bring(0, 2, "seat1.work.0"), bring(1, 2, "seat2.work.0")
    table.view.show_state(state)
    return twos


def test_keys_of_two_people_in_one_frame_both_count_and_a_race_has_one_winner(app: App) -> None:
    table = open_table(app, "human:keys1,human:keys2", seed=4)
    state = table.match.state
    mine, theirs = rig_race(table)
    press(table, 0, "work2", "centre")
    app.step(0.0)
    ace_pile = next(pid for pid in state.foundation_ids if state.piles[pid].cards)
    press(table, 0, "work1")
    press(table, 1, "work1")
    press(table, 0, "centre")
    press(table, 1, "centre")
    app.step(0.0)
    assert state.piles[ace_pile].cards[-1] is mine
    assert state.piles["seat2.work.0"].cards[-1] is theirs
    assert table.strips[1].note == "beaten by Seat 1"
    assert not table.strips[0].note


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_each_preset_reaches_every_source_and_target(app: App, preset: str) -> None:
    players = ",".join([f"human:{preset}", "bot:easy"])
    table = open_table(app, players, seed=7)
    keys = table.keyboards[0]
    assert set(keys.binding.codes.values()) == set(ACTIONS)
    place = table.match.state.place_of(0)
    assert {keys.pile_for(a) for a in ACTIONS} - {None} == {*place.pile_ids}
    press(table, 0, "turn")
    app.step(0.0)
    assert table.match.state.piles[place.waste].cards
    for source in ("scrooge", "waste", *WORK):
        press(table, 0, source)
        app.step(0.0)
        assert keys.selected == keys.pile_for(source)
        target = WORK[0] if source != WORK[0] else WORK[1]
        press(table, 0, target)  # the second key is a target: a move is tried and the pick let go
        app.step(0.0)
        assert keys.selected is None
    press(table, 0, "waste", "centre")
    app.step(0.0)
    assert keys.selected is None and table.strips[0].note != "pick a card first"


def test_an_unknown_rebinding_is_reported_and_binds_nothing(app: App) -> None:
    bindings = {"keys1.centre": "no such key", "keys1.fly": "x", "keys2.turn": "t"}
    app.change_settings(dataclasses.replace(app.settings, key_bindings=bindings))
    table = open_table(app, "human:keys1,human:keys2", seed=3)
    notes = " ".join(table.key_notes)
    assert "'no such key'" in notes and "'fly'" in notes
    assert table.keyboards[0].binding.names["centre"] == PRESETS["keys1"]["centre"]
    assert pygame.key.key_code("x") not in table.key_actions
    assert table.keyboards[1].binding.names["turn"] == "t"
    assert table._status_words(table.unplugged())[1]


def test_each_keyboard_seat_sees_its_keys_on_its_piles(app: App) -> None:
    """The caps are drawn (not left as empty sprites) and sit on the seat's own piles, inside the window."""
    table = open_table(app, "human:keys1,human:keys2,bot:easy", 1)
    app.step(1 / 60)
    screen = app.screen.get_rect()
    assert len(table.caps) == 2 * 7  # Scrooge pile, waste, four work piles and the stock, per seat
    for cap in table.caps:
        assert cap.rect.w > 20 and cap.rect.h > 10, f"the {cap.label} cap was never drawn"
        assert screen.contains(cap.rect)
        assert cap.rect.colliderect(table.view.slot_rect(cap.pile_id))


def test_the_scrooge_button_is_off_without_a_mouse_seat(app: App) -> None:
    """Keyboard seats call with their own key; the button belongs to the mouse seat alone."""
    table = open_table(app, "human:keys1,bot:easy", 1)
    app.step(1 / 60)
    assert table.call_button.enabled is False


def test_every_key_cap_is_written_in_letters_the_table_font_has() -> None:
    """The bundled font has no arrow glyphs: an arrow key must read 'Left', not an empty box."""
    from game.ui.input.key_presets import key_label

    for preset in PRESETS.values():
        for key_name in preset.values():
            assert key_label(key_name).isascii(), f"{key_name!r} is written {key_label(key_name)!r}"


def key_down(key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))


def test_race_keys_pressed_on_the_round_summary_never_leave_the_game(app: App) -> None:
    """keys2 holds the arrows and Enter: Down, Enter must not walk to "Main menu" and take it."""
    table = open_table(app, "human:keys1,human:keys2,bot:easy", seed=2)
    state = table.match.state
    played_out(state, 0)
    table.view.show_state(state)
    press(table, 0, "call")
    for _ in range(10):
        app.step(0.1)
    summary = app.stack.top
    assert isinstance(summary, RoundSummaryScene)
    key_down(pygame.K_SPACE)  # still racing when the round ended: too soon to count
    app.step(0.1)
    assert app.stack.top is summary
    app.step(1.0)
    app.step(1.0)
    for key in (pygame.K_DOWN, pygame.K_RETURN, pygame.K_DOWN, pygame.K_RETURN):
        key_down(key)
    app.step(0.1)
    assert app.stack.top is summary, "a race seat's keys chose a button on the summary"
    key_down(pygame.K_SPACE)
    app.step(0.1)
    assert app.stack.top is table and table.match.state.round_number == 2
