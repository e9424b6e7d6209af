"""The Repezita table, headless, driven by posted mouse, key and pad events (issue 7, DESIGN.md §3, §8).

Events posted before one ``app.step`` arrive in one frame, in the order posted. A step of
0 s lets no bot move, so a test decides when the bots may play.
"""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from game.core import registry
from game.core.cards import ACE
from game.core.seats import parse_players
from game.rules.repezita import CENTRE, RepezitaState, hand_id
from game.ui.app import App
from game.ui.games.repezita.centre import centre_words
from game.ui.games.repezita.table import RepezitaTableScene
from game.ui.menus.finishing_order import FinishingOrderScene
from tests.test_ui_scrooge_pads import FakePads, plug

SPEC = registry.get("repezita")


@pytest.fixture
def app(quiet_app: App) -> App:
    return quiet_app


def open_table(app: App, players: str, seed: int, options: dict | None = None) -> RepezitaTableScene:
    app.nav.open_table(SPEC, seed, parse_players(players, SPEC.seats), options or {})
    app.step(0.0)
    table = app.stack.top
    assert isinstance(table, RepezitaTableScene)
    return table


def seed_with_aces(seats: int, holders: tuple[int, ...]) -> int:
    """A deal where each of these seats holds an Ace, and a card that is not one."""
    for seed in range(1, 200):
        state = SPEC.new_game(seats=seats, seed=seed)
        assert isinstance(state, RepezitaState)
        hands = [state.hand(seat) for seat in holders]
        if all(any(c.rank == ACE for c in hand) and any(c.rank != ACE for c in hand) for hand in hands):
            return seed
    raise AssertionError(f"no deal where seats {holders} all hold an Ace")


def press(table: RepezitaTableScene, seat: int, *actions: str) -> None:
    """Post the seat's keys for these actions (handled at the next step)."""
    for action in actions:
        key = pygame.key.key_code(table.keyboards[seat].binding.names[action])
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))


def card_spot(table: RepezitaTableScene, seat: int, rank: int | None = None, not_rank: int | None = None):
    """The card of a seat's hand with (or without) a rank, and a point on its visible edge."""
    sprites = table.view.piles[hand_id(seat)]
    sprite = next(
        s
        for s in sprites
        if (rank is None or s.card.rank == rank) and (not_rank is None or s.card.rank != not_rank)
    )
    return sprite.card, (sprite.rect.x + 6, sprite.rect.centery)


def click(at: tuple[int, int]) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=at, button=1))


def centre(table: RepezitaTableScene) -> list[object]:
    return list(table.match.state.piles[CENTRE].cards)


def test_a_click_on_a_fitting_card_plays_it_onto_the_centre(app: App) -> None:
    table = open_table(app, "human:mouse,bot:easy", seed_with_aces(2, (0,)))
    ace, at = card_spot(table, 0, rank=ACE)
    click(at)
    app.step(0.0)
    assert centre(table) == [ace]
    assert ace not in table.match.state.hand(0)
    assert table.view.piles[CENTRE][-1].card == ace


def test_dragging_a_card_onto_the_centre_plays_it(app: App) -> None:
    table = open_table(app, "human:mouse,bot:easy", seed_with_aces(2, (0,)))
    ace, at = card_spot(table, 0, rank=ACE)
    target = table.view.slot_rect(CENTRE).center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
    for step in range(1, 7):
        pos = (at[0] + (target[0] - at[0]) * step // 6, at[1] + (target[1] - at[1]) * step // 6)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=target, button=1))
    app.step(0.0)
    assert centre(table) == [ace]


def test_a_non_ace_on_an_empty_centre_slides_back_with_the_reason_by_the_seat(app: App) -> None:
    table = open_table(app, "human:mouse,bot:easy", seed_with_aces(2, (0,)))
    card, at = card_spot(table, 0, not_rank=ACE)
    click(at)
    app.step(0.0)
    assert centre(table) == [] and card in table.match.state.hand(0)
    assert table.strips[0].note == "only an Ace starts the pile"


def test_a_key_seat_plays_a_fitting_card_in_one_press(app: App) -> None:
    table = open_table(app, "human:keys1,bot:easy", seed_with_aces(2, (0,)))
    press(table, 0, "lower")  # on an empty centre: an Ace
    app.step(0.0)
    assert [card.rank for card in centre(table)] == [ACE]
    state = table.match.state
    follows = [card for card in state.hand(0) if card.rank in (2, 13)]
    if follows:
        press(table, 0, "higher" if follows[0].rank == 2 else "lower")
        app.step(0.0)
        assert centre(table)[-1].rank == follows[0].rank


def test_a_wrong_card_played_with_play_takes_the_pile(app: App) -> None:
    table = open_table(app, "human:keys1,bot:easy", seed_with_aces(2, (0,)))
    press(table, 0, "lower")
    app.step(0.0)
    state = table.match.state
    wrong = next(c for c in state.hand(0) if c.rank not in (ACE, 2, 13))
    before = len(state.hand(0))
    press(table, 0, *table.keyboards[0].actions_for(state.save_card(wrong), state.top_code()))
    app.step(0.0)
    assert centre(table) == [] and wrong in state.hand(0)
    assert len(state.hand(0)) == before + 1  # the wrong card came back with the Ace under it
    assert table.strips[0].note == "took the pile: 2 cards"
    assert [s.card for s in table.view.piles[hand_id(0)]] == state.hand(
        0
    )  # shown sorted, as the rules keep it


def test_a_key_seat_that_is_out_is_told_so_when_it_presses(app: App) -> None:
    table = open_table(app, "human:keys1,bot:easy,bot:easy", seed_with_aces(3, (0,)))
    state = table.match.state
    ace = next(card for card in state.hand(0) if card.rank == ACE)
    state.hand(1).extend(card for card in state.hand(0) if card != ace)
    state.piles[hand_id(0)].cards = [ace]
    table.view.show_state(state)
    press(table, 0, "lower")
    app.step(0.0)
    assert state.finishing_order() == [0] and table.strips[0].note == "out 1st!"
    press(table, 0, "higher")
    app.step(0.0)
    assert table.strips[0].note == "you are out: no cards left to play"


def test_two_keyboard_seats_pressing_in_one_frame_race_and_the_second_is_beaten(app: App) -> None:
    table = open_table(app, "human:keys1,human:keys2,bot:easy", seed_with_aces(3, (0, 1)))
    press(table, 0, "lower")
    press(table, 1, "lower")
    app.step(0.0)
    played = centre(table)
    assert len(played) == 1 and played[0] not in table.match.state.hand(0)
    assert table.strips[1].note == "beaten by Seat 1"
    assert any(card.rank == ACE for card in table.match.state.hand(1))  # a race lost costs nothing


def test_the_stall_rule_counts_down_then_clears_the_centre_and_any_card_starts(app: App) -> None:
    table = open_table(app, "human:keys1,human:keys2", seed_with_aces(2, (0,)), {"stall_seconds": 5})
    press(table, 0, "lower")
    app.step(0.0)
    ace = centre(table)[0]
    app.step(2.5)
    state = table.match.state
    assert table.centre_note.visible and table.centre_note._key[0][0] == "Quiet: the centre is cleared in 3"
    app.step(2.5)
    assert centre(table) == [] and ace in state.piles["aside"].cards
    assert table.view.piles["aside"][-1].card == ace
    words, _ = centre_words(table.centre_facts())
    assert words[0] == "Nobody played for 5 s: any card starts the pile"
    card = next(c for c in state.hand(1) if c.rank != ACE)
    press(table, 1, *table.keyboards[1].actions_for(state.save_card(card), None))
    app.step(0.0)
    assert centre(table) == [card]


def test_an_unplugged_pad_pauses_the_race_with_a_banner(app: App) -> None:
    pads = FakePads()
    app.pad_system = pads
    table = open_table(app, "human:pad1,bot:hard,bot:hard", seed_with_aces(3, (0,)))
    sizes = [len(table.match.state.hand(seat)) for seat in range(3)]
    for _ in range(10):
        app.step(1.0)
    assert [len(table.match.state.hand(seat)) for seat in range(3)] == sizes
    assert table.banner.visible and "Seat 1's gamepad is unplugged" in table.banner._key[0]
    assert table.match.table.clock.now == 0.0
    plug(pads, 9)
    for _ in range(10):
        app.step(1.0)
    assert not table.banner.visible
    assert table.match.table.clock.now > 0.0


def test_the_end_opens_the_finishing_order_and_play_again_deals_a_new_game(app: App) -> None:
    table = open_table(app, "human:keys2,bot:hard,bot:hard", 3)
    for _ in range(3000):
        app.step(0.5)
        if app.stack.top is not table:
            break
    top = app.stack.top
    assert isinstance(top, FinishingOrderScene)
    state = table.match.state
    loser = state.loser()
    assert loser == 0 and sorted(state.finishing_order()) == [1, 2]  # nobody pressed the person's keys
    assert top.text_lines()[-1].startswith("3rd  Seat 1 (you): left holding")
    top.shown_for = 10.0
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    app.step(0.0)
    assert app.stack.top is top  # Enter is keys2's play key: it does not choose "Play again"
    button = next(b for b in top.buttons if b.label == "Play again")
    click(button.screen_rect(app.viewport).center)
    app.step(0.0)
    again = app.stack.top
    assert isinstance(again, RepezitaTableScene) and again is not table
    assert not again.match.state.is_over() and len(again.match.state.hand(0)) == 18


def test_a_rebound_repezita_key_plays_at_the_table(app: App) -> None:
    bindings = {"repezita.keys1.lower": "z", "keys1.centre": "x"}  # Scrooge's rebinding does not leak in
    app.change_settings(dataclasses.replace(app.settings, key_bindings=bindings))
    table = open_table(app, "human:keys1,bot:easy", seed_with_aces(2, (0,)))
    assert table.keyboards[0].binding.names["lower"] == "z" and not table.key_notes
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=0, unicode="z"))
    app.step(0.0)
    assert [card.rank for card in centre(table)] == [ACE]


def test_the_setup_screen_seats_up_to_eight_and_sets_the_stall_seconds(app: App) -> None:
    from game.ui import kits
    from game.ui.games.repezita.setup import RepezitaSetupScene

    screen = kits.kit_for(SPEC).setup_scene(app, SPEC)
    assert isinstance(screen, RepezitaSetupScene)
    for _ in range(5):
        screen.setup.cycle_seats()
    screen.setup.cycle_player(1)  # a medium bot becomes a hard one
    screen.setup.cycle_stall()
    app.stack.push(screen)
    screen.start()
    table = app.stack.top
    assert isinstance(table, RepezitaTableScene)
    assert table.match.state.seats == 8 and table.match.state.stall_seconds == 8
    assert not table.plans[1].human and table.plans[1].level.value == "hard"


def test_a_repezita_key_is_refused_only_where_another_repezita_seat_holds_it() -> None:
    from game.ui.input import key_sets

    assert (
        key_sets.refusal("repezita.keys1", "lower", "up", {}) == "Up is repezita.keys2's Play one rank higher"
    )
    assert key_sets.refusal("repezita.keys1", "lower", "q", {}) is None  # Scrooge's work 1: another game
    assert key_sets.rebound("repezita.keys1", "lower", "q", {}) == {"repezita.keys1.lower": "q"}
    assert key_sets.keys_of("repezita.keys1", {"repezita.keys1.lower": "q"})["lower"] == ("q",)
    assert key_sets.keys_of("keys1", {"repezita.keys1.lower": "q"})["work1"] == ("q",)  # Scrooge's unchanged


def pad_press(instance_id: int, button_name: str) -> None:
    from game.ui.input.pad_buttons import BUTTONS

    button = BUTTONS[button_name][0]
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=instance_id, button=button))


def test_a_pad_seat_plays_in_one_press_and_its_a_button_answers_the_finishing_order(app: App) -> None:
    from game.ui.games.repezita.keys import PAD_BUTTONS

    app.pad_system = FakePads(7)
    table = open_table(app, "human:pad1,bot:hard,bot:hard", seed_with_aces(3, (0,)))
    pad_press(7, PAD_BUTTONS["lower"])  # LB: on an empty centre, an Ace
    app.step(0.0)
    assert [card.rank for card in centre(table)] == [ACE]
    for _ in range(3000):
        app.step(0.5)
        if app.stack.top is not table:
            break
    top = app.stack.top
    assert isinstance(top, FinishingOrderScene) and table.match.state.loser() == 0
    top.shown_for = 10.0
    pad_press(7, "a")
    app.step(0.0)
    assert isinstance(app.stack.top, RepezitaTableScene) and app.stack.top is not table


def test_a_click_is_judged_on_the_centre_when_the_press_began_so_a_faster_seat_beats_it(app: App) -> None:
    table = open_table(app, "human:mouse,human:keys1", seed_with_aces(2, (0, 1)))
    ace, at = card_spot(table, 0, rank=ACE)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
    app.step(0.0)
    press(table, 1, "lower")  # seat 2 starts the pile while the mouse button is down
    app.step(0.0)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1))
    app.step(0.0)
    state = table.match.state
    assert len(centre(table)) == 1 and ace in state.hand(0)  # not a wrong card: no pile taken
    assert table.strips[0].note == "beaten by Seat 2"
    assert ace in [sprite.card for sprite in table.view.piles[hand_id(0)]]
