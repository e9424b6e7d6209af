"""The Schrum Schrum and Tač tables as people use them: headless, through posted mouse and key events."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pygame
import pytest

from game.core import registry
from game.core.cards import SUIT_SIGNS
from game.core.codes import parse_cards
from game.core.replays import replay_of
from game.core.seats import parse_players
from game.rules.shedding.moves import CallTac
from game.rules.shedding.state import CENTRE
from game.ui.app import App
from game.ui.games.shedding.table import CALL_WINDOW_SECONDS, ShedderTableScene
from game.ui.menus.finishing_order import FinishingOrderScene
from game.ui.turns.pass_screen import PassScreenScene
from tests.shedding_positions import arranged
from tests.test_ui_scorzo_table import click, drag  # a person's click and drag, posted as events

STEP = 0.1


def open_table(app: App, game_id: str, players: str, options: dict | None = None) -> ShedderTableScene:
    app.advice_in_background = False  # bots answer in the frame: the same decisions, no threads to wait on
    spec = registry.get(game_id)
    plans = parse_players(players, spec.seats, shared_devices=True, choices=spec.seat_choices())
    app.nav.open_table(spec, 3, plans, options or {})
    table = app.stack.top
    assert isinstance(table, ShedderTableScene)
    return table


def arrange(table: ShedderTableScene, piles: dict[str, str], turn: int = 0) -> None:
    """Put the table in an arranged position (tests/shedding_positions.py) and show it afresh."""
    table.state = arranged(table.spec.id, piles, seats=table.state.seats, turn=turn, **table.options)
    table.pending.clear()
    table._rebuild_view()
    settle(table.app, table)


def settle(app: App, table: ShedderTableScene) -> None:
    run_until(app, lambda: table.settled)


def run_until(app: App, done: Callable[[], bool], frames: int = 3000) -> None:
    for _ in range(frames):
        if done():
            return
        app.step(STEP)
    raise AssertionError("the table never reached the position waited for")


def press(app: App, name: str) -> None:
    key = pygame.key.key_code(name)
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))


def top_codes(table: ShedderTableScene, pile_id: str) -> list[str]:
    return [card.code for card in table.state.piles[pile_id].cards]


def centre_of(table: ShedderTableScene, pile_id: str) -> tuple[int, int]:
    return table.view.top_rect(pile_id).center


# --- turning a card ---------------------------------------------------------------------------


def test_a_click_on_your_talon_turns_its_top_card(quiet_app: App) -> None:
    table = open_table(quiet_app, "schrum", "human,bot")
    settle(quiet_app, table)
    top = table.state.piles["seat1.talon"].cards[-1]
    click(quiet_app, centre_of(table, "seat1.talon"))
    assert table.state.turned_card(0) == top
    settle(quiet_app, table)
    assert table.view.piles["seat1.talon"][-1].face_up  # the turned card shows its face on the talon


@pytest.mark.parametrize("key", ["space", "t"])
def test_space_or_t_turns_the_top_card(quiet_app: App, key: str) -> None:
    table = open_table(quiet_app, "tac", "human,bot")
    settle(quiet_app, table)
    press(quiet_app, key)
    assert table.state.turned_card(0) is not None


# --- where the turned card goes ---------------------------------------------------------------


def test_dragging_the_turned_ace_to_the_centre_plays_it(quiet_app: App) -> None:
    table = open_table(quiet_app, "schrum", "human,bot")
    arrange(table, {"seat1.talon": "9H AS", "seat2.talon": "8D 8C"})
    press(quiet_app, "space")
    settle(quiet_app, table)
    drag(quiet_app, centre_of(table, "seat1.talon"), centre_of(table, CENTRE))
    assert top_codes(table, CENTRE) == ["AS"]
    assert table.state.turn == 0  # a play: the same player turns the next card


def test_dragging_onto_a_rivals_reserve_of_the_same_rank(quiet_app: App) -> None:
    table = open_table(quiet_app, "schrum", "human,bot")
    arrange(table, {"seat1.talon": "9H 8S", "seat2.talon": "KD", "seat2.reserve": "8D"})
    press(quiet_app, "t")
    settle(quiet_app, table)
    drag(quiet_app, centre_of(table, "seat1.talon"), centre_of(table, "seat2.reserve"))
    assert top_codes(table, "seat2.reserve") == ["8D", "8S"]


def test_dragging_onto_your_own_reserve_ends_the_turn_even_with_a_play(quiet_app: App) -> None:
    table = open_table(quiet_app, "schrum", "human,bot")
    arrange(table, {"seat1.talon": "9H AS", "seat2.talon": "KD 10C"})
    press(quiet_app, "space")
    settle(quiet_app, table)
    drag(quiet_app, centre_of(table, "seat1.talon"), centre_of(table, "seat1.reserve"))
    assert top_codes(table, "seat1.reserve") == ["AS"]  # a person may miss a play
    assert table.state.turn == 1


def test_the_legal_places_light_while_the_card_is_held(quiet_app: App) -> None:
    table = open_table(quiet_app, "schrum", "human,bot,bot,bot")
    arrange(
        table, {"seat1.talon": "9H 8S", "seat3.reserve": "8D", "seat4.reserve": "KC", "seat2.talon": "7C"}
    )
    press(quiet_app, "space")
    settle(quiet_app, table)
    start = centre_of(table, "seat1.talon")
    quiet_app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    moved = (start[0] + 40, start[1] - 40)
    quiet_app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=moved, rel=(0, 0), buttons=(1, 0, 0)))
    lit = {marker.rect.center for marker in table.view.markers["target"]}
    assert lit == {centre_of(table, "seat3.reserve"), centre_of(table, "seat1.reserve")}
    press(quiet_app, "escape")
    assert not table.view.markers["target"] and table.held is None


def test_a_refused_drop_says_the_rules_reason_in_red_and_the_card_stays(quiet_app: App) -> None:
    table = open_table(quiet_app, "schrum", "human,bot")
    arrange(table, {"seat1.talon": "9H 8S", "seat2.talon": "KD"})
    press(quiet_app, "space")
    settle(quiet_app, table)
    drag(quiet_app, centre_of(table, "seat1.talon"), centre_of(table, CENTRE))
    words, alert = table.status_words()
    assert alert and "ace" in words.lower()
    assert table.state.turned_card(0) is not None and not table.state.piles[CENTRE].cards


def test_the_keys_choose_among_several_places(quiet_app: App) -> None:
    table = open_table(quiet_app, "schrum", "human,bot,bot,bot")
    piles = {"seat1.talon": "9H 8S 8H AS", "seat3.reserve": "8D", "seat4.reserve": "8C", "seat2.talon": "7C"}
    arrange(table, piles)
    press(quiet_app, "space")
    press(quiet_app, "c")  # the Ace: the centre
    assert top_codes(table, CENTRE) == ["AS"]
    press(quiet_app, "space")
    press(quiet_app, "4")  # the 8 of Hearts could go onto seat 3's or seat 4's reserve: seat 4's
    assert top_codes(table, "seat4.reserve") == ["8C", "8H"]
    press(quiet_app, "space")
    press(quiet_app, "3")
    assert top_codes(table, "seat3.reserve") == ["8D", "8S"]
    press(quiet_app, "space")
    press(quiet_app, "o")  # the 9 has nowhere to go but the own reserve
    assert top_codes(table, "seat1.reserve") == ["9H"] and table.state.turn == 1


def test_a_click_on_the_turned_card_then_on_a_place_plays_it(quiet_app: App) -> None:
    table = open_table(quiet_app, "schrum", "human,bot")
    arrange(table, {"seat1.talon": "9H AS", "seat2.talon": "KD"})
    press(quiet_app, "space")
    settle(quiet_app, table)
    click(quiet_app, centre_of(table, "seat1.talon"))
    click(quiet_app, centre_of(table, CENTRE))
    assert top_codes(table, CENTRE) == ["AS"]


def test_an_empty_talon_turns_the_reserve_over_and_the_cards_travel(quiet_app: App) -> None:
    table = open_table(quiet_app, "schrum", "human,bot")
    arrange(table, {"seat1.talon": "AS", "seat1.reserve": "KC 9H", "seat2.talon": "KD"})
    press(quiet_app, "space")
    press(quiet_app, "c")
    settle(quiet_app, table)
    table.view.motion_scale = 1.0  # show the move as a person sees it, not jumped
    press(quiet_app, "space")
    table._play_pending(0.0)
    assert table.view.animating  # the reserve's cards glide over onto the talon
    assert top_codes(table, "seat1.talon") == ["9H", "KC"] and not table.state.piles["seat1.reserve"].cards


# --- Tač: calls -------------------------------------------------------------------------------


def test_a_persons_missed_play_is_called_by_a_bot(quiet_app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    table = open_table(quiet_app, "tac", "human,bot:hard,bot:hard")
    arrange(table, {"seat1.closed": "9H 5S AS", "seat2.closed": "KD 10C 4C", "seat3.closed": "QD 2H 3D"})
    for bot in table.bots.values():
        monkeypatch.setattr(bot, "call_delay", lambda view: 0.5)
    press(quiet_app, "space")
    press(quiet_app, "o")  # the Ace had the centre: a missed play
    assert table.state.missed is not None
    run_until(quiet_app, lambda: table.state.missed is None)
    assert len(table.state.piles["seat1.closed"].cards) == 2 + 2  # one card from each other player
    run_until(quiet_app, lambda: table.banner_text is not None and "calls Tač" in table.banner_text, 50)
    assert (table.banner_text or "").endswith("Seat 1 (you) could have played the A♠ to the centre.")


def test_a_persons_call_key_calls_a_bots_miss(quiet_app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    table = open_table(quiet_app, "tac", "human,bot,human")
    arrange(table, {"seat1.closed": "9H 5S", "seat2.closed": "KD 10C AS", "seat3.closed": "QD 2H 3D"}, turn=1)
    bot = table.bots[1]
    monkeypatch.setattr(bot, "choose", lambda view: table.state.legal_moves(1)[-1])  # turns, then keeps it
    run_until(quiet_app, lambda: table.state.missed is not None)
    assert table.state.turn == 2  # the next person is on turn and has not turned yet
    press(quiet_app, "m")  # the second person's call key (seat 3)
    assert table.state.missed is None
    assert len(table.state.piles["seat2.closed"].cards) == 2 + 2
    assert "M" in table._seat_line(2).words() and "Z" in table._seat_line(0).words()


def test_a_bot_waits_the_call_window_before_turning_after_a_miss(quiet_app: App, monkeypatch) -> None:
    table = open_table(quiet_app, "tac", "human,bot")
    arrange(table, {"seat1.closed": "9H AS", "seat2.closed": "KD 10C"})
    for bot in table.bots.values():
        monkeypatch.setattr(bot, "call_delay", lambda view: None)  # the bot does not notice
    press(quiet_app, "space")
    press(quiet_app, "o")
    run_until(quiet_app, lambda: table.state.turned_card(1) is not None)
    assert table.miss_shown_at is not None
    assert table.clock - table.miss_shown_at >= 2.0  # CALL_WINDOW_SECONDS: time for people to call
    press(quiet_app, "z")  # too late: the bot's turned card closed the call
    assert table.note_alert and "nothing to call" in table.note


def test_a_call_with_nothing_to_call_is_refused_in_red(quiet_app: App) -> None:
    table = open_table(quiet_app, "tac", "human,bot")
    settle(quiet_app, table)
    click(quiet_app, table.tac_button.screen_rect(quiet_app.viewport).center)
    words, alert = table.status_words()
    assert alert and "nothing to call" in words


def test_schrum_has_no_tac_button(quiet_app: App) -> None:
    table = open_table(quiet_app, "schrum", "human,bot")
    assert table.tac_button not in table.buttons


# --- people at one screen, the end ------------------------------------------------------------


def test_two_people_at_one_screen_get_no_pass_screen(quiet_app: App) -> None:
    table = open_table(quiet_app, "schrum", "human,human")
    arrange(table, {"seat1.talon": "9H 8S", "seat2.talon": "KD 10C"})
    press(quiet_app, "space")
    press(quiet_app, "o")
    assert table.state.turn == 1
    settle(quiet_app, table)
    assert quiet_app.stack.top is table and not isinstance(quiet_app.stack.top, PassScreenScene)
    click(quiet_app, centre_of(table, "seat2.talon"))  # the second person turns at once
    assert table.state.turned_card(1) is not None


def test_the_finishing_order_opens_at_the_end_and_play_again_deals_anew(quiet_app: App) -> None:
    table = open_table(quiet_app, "schrum", "human,bot,bot,bot")
    arrange(
        table, {"seat1.talon": "AS", "seat2.talon": "KD 9C", "seat3.talon": "8C", "seat4.reserve": "QH QS"}
    )
    press(quiet_app, "space")
    press(quiet_app, "c")  # the last card: seat 1 is out
    run_until(quiet_app, lambda: isinstance(quiet_app.stack.top, FinishingOrderScene))
    order = quiet_app.stack.top
    assert isinstance(order, FinishingOrderScene)
    assert order.text_lines() == [
        "Seat 1 (you) got rid of every card first: Talon and Reserve both empty.",
        "1st  Seat 1 (you): out first",
        "2nd  Bot 3 (normal): 1 card left",
        "3rd  Bot 2 (normal): 2 cards left",
        "4th  Bot 4 (normal): 2 cards left",
    ]
    order.update(5.0)
    press(quiet_app, "space")  # a table key: ignored by the order
    assert quiet_app.stack.top is order
    order.play_again()
    again = quiet_app.stack.top
    assert isinstance(again, ShedderTableScene) and again is not table
    assert sum(len(again.state.piles[f"seat{n}.talon"].cards) for n in range(1, 5)) == 32


def test_german_faces_draw_other_pictures_than_french(quiet_app: App) -> None:
    german = open_table(quiet_app, "schrum", "human,bot", {"faces": "german"})
    card = parse_cards("QD")[0]
    size = german.view.card_size
    ober = german.view.picture(card, True)
    assert german.view.faces == "german"
    queen = quiet_app.card_art().face(card, size)
    assert pygame.image.tobytes(ober, "RGBA") != pygame.image.tobytes(queen, "RGBA")


def test_an_idle_table_redraws_nothing(quiet_app: App) -> None:
    table = open_table(quiet_app, "schrum", "human,bot,bot,bot")
    settle(quiet_app, table)
    for _ in range(3):
        quiet_app.step(STEP)
    assert table.draw(quiet_app.screen, False) == []  # a person thinking costs no drawing


def test_a_game_without_centre_plays_ends_with_its_message_and_no_winner(quiet_app: App) -> None:
    table = open_table(quiet_app, "schrum", "human,bot")
    arrange(table, {"seat1.talon": "9H 8S", "seat2.talon": "KD 10C 9C"})
    table.state.quiet_turns = table.state.quiet_turn_limit - 1
    press(quiet_app, "space")
    press(quiet_app, "o")
    run_until(quiet_app, lambda: isinstance(quiet_app.stack.top, FinishingOrderScene))
    order = quiet_app.stack.top
    assert isinstance(order, FinishingOrderScene)
    assert order.title == "Schrum Schrum: no winner"
    assert "without a card reaching the centre" in order.note
    assert [line.split(":")[0] for line in order.text_lines()[1:]] == [
        "1st  Seat 1 (you)",  # fewer cards left
        "2nd  Bot (normal)",
    ]


def test_every_german_face_is_its_own_picture(quiet_app: App) -> None:
    """32 cards, 32 pictures: Bells, Acorns and Leaves marks, and Unter, Ober, King, tell every card apart."""
    art = quiet_app.card_art()
    deck = registry.get("schrum").new_game(seats=2, seed=1).deck  # type: ignore[attr-defined]
    pictures = {
        pygame.image.tobytes(art.face(card, (80, 112), style="german"), "RGBA") for card in deck.cards()
    }
    assert len(pictures) == 32


def test_a_bots_card_put_on_your_reserve_is_said(quiet_app: App) -> None:
    """A newcomer saw a card land on their pile with no word: the status line now says who put it."""
    table = open_table(quiet_app, "schrum", "human,bot:hard")
    arrange(table, {"seat1.talon": "9H", "seat1.reserve": "8D", "seat2.talon": "KD 8S"}, turn=1)
    run_until(quiet_app, lambda: top_codes(table, "seat1.reserve") == ["8D", "8S"])
    words, alert = table.status_words()
    assert words == f"{table.names[1]} put the 8 of Spades on your Reserve." and not alert


def test_a_lone_persons_instruction_comes_whole_without_their_name(quiet_app: App) -> None:
    """At 150% text the name ate the instruction ("Seat 1 (you):…"): one person needs no name, and the
    line says what to do with the card and which key does it."""
    table = open_table(quiet_app, "tac", "human,bot")
    arrange(table, {"seat1.closed": "9H AS", "seat2.closed": "KD 10C"})
    assert table.status_words()[0] == "Turn your Closed pile: click it, or Space."
    press(quiet_app, "space")
    settle(quiet_app, table)
    words = table.status_words()[0]
    assert words.startswith("The Ace of Spades: drag it where it lights up (C, 1–2)"), words
    assert words.endswith("or onto your Open pile (O) to end the turn."), words


def test_people_sharing_the_screen_are_named_before_their_instruction(quiet_app: App) -> None:
    table = open_table(quiet_app, "schrum", "human:mouse,human:keys1")
    arrange(table, {"seat1.talon": "9H AS", "seat2.talon": "KD 10C"})
    assert table.status_words()[0] == f"{table.names[0]}: turn your Talon: click it, or Space."


def test_a_narrow_strip_keeps_the_persons_tac_key_and_each_seats_pile_key(quiet_app: App) -> None:
    """The strips drop their last facts where they are narrow: the card count (also on the pile's badge)
    goes first, so a person still reads their call key and the key of each seat's pile."""
    table = open_table(quiet_app, "tac", "human:keys1,bot,bot,bot")
    mine, theirs = table._seat_line(0), table._seat_line(1)
    assert mine.facts[0] == f"Tač: {table.call_key_of[0].upper()}"
    assert theirs.facts == ("key 2", "13 cards")


def test_once_the_game_is_over_the_status_line_says_how_it_ended_not_a_note_from_the_last_turn(
    quiet_app: App,
) -> None:
    table = open_table(quiet_app, "tac", "human,bot")
    arrange(table, {"centre": "AS", "seat1.open": "2H", "seat2.closed": "KD 9C"})
    press(quiet_app, "space")  # the Open pile is turned over: a note says so
    settle(quiet_app, table)
    assert "turns the Open pile over" in table.status_words()[0]
    press(quiet_app, "c")  # the last card: out
    run_until(quiet_app, lambda: isinstance(quiet_app.stack.top, FinishingOrderScene))
    said, alert = table.status_words()
    assert said == "Seat 1 (you) has no cards left and wins."
    assert not alert


def test_a_win_by_giving_away_the_last_card_is_explained_on_the_finishing_order(quiet_app: App) -> None:
    table = open_table(quiet_app, "tac", "human,bot,bot")
    arrange(table, {"centre": "6S", "seat1.closed": "5C 7H", "seat2.closed": "KS", "seat3.closed": "QD 4D"})
    press(quiet_app, "space")
    press(quiet_app, "o")  # the 7 could have gone to the centre: a missed play
    run_until(quiet_app, lambda: table.state.missed is not None and table.settled)
    assert table.attempt(CallTac(2))  # Bot 3 calls before Bot 2 turns
    run_until(quiet_app, lambda: isinstance(quiet_app.stack.top, FinishingOrderScene))
    order = quiet_app.stack.top
    assert isinstance(order, FinishingOrderScene)
    assert order.title.endswith(f"{table.names[1]} wins")
    assert order.text_lines()[0] == (
        f"{table.names[1]} got rid of every card first: they gave their last card away "
        f"when {table.names[2]} called Tač!, and their Open pile was empty."
    )


def test_the_history_names_the_deal_each_card_and_a_call_with_the_missed_play(quiet_app: App) -> None:
    table = open_table(quiet_app, "tac", "human,bot,bot")
    ace = table.state.piles[CENTRE].cards[0]
    assert [line.text for line in table.story.lines][:2] == [
        "Each player is dealt 17 cards face down as a Closed pile. "
        f"The A{SUIT_SIGNS[ace.suit]} starts the centre.",
        "Seat 1 plays first.",
    ]
    arrange(
        table, {"centre": "6S", "seat1.closed": "5C 7H", "seat2.closed": "KS QS", "seat3.closed": "QD 4D"}
    )
    press(quiet_app, "space")
    press(quiet_app, "o")  # the 7 could have gone to the centre
    run_until(quiet_app, lambda: table.state.missed is not None and table.settled)
    assert table.attempt(CallTac(2))
    said = [table.hotseat.named(line.text) for line in table.story.lines[-3:]]
    assert said == [
        "Seat 1 (you) turns the 7♥ onto their own Open pile; the turn passes.",
        "Bot 3 (normal) calls Tač! on Seat 1 (you): Seat 1 (you) could have played the 7♥ to the centre.",
        "Seat 1 (you) gets a card from each other player onto their Closed pile.",
    ]


def test_a_resumed_game_keeps_the_call_window_of_a_miss_open(quiet_app: App) -> None:
    """A game resumed after a missed play gives people the whole window to call, even when the saved
    clock is long past zero (the window once ran on the clock before it was set, and a bot turned at once)."""
    state = registry.get("tac").new_game(seats=2, seed=1)
    while state.missed is None or state.missed.seat != 0:  # the last move offered: at the 34th, a miss
        seat = 0 if 0 in state.to_move() else state.to_move()[0]
        state.apply([move for move in state.legal_moves(seat) if not isinstance(move, CallTac)][-1])
    assert state.missed.seat == 0 and state.turn == 1  # the bot is on turn and would close the call
    replay = replay_of(state, ["human:mouse", "bot:hard"])
    quiet_app.advice_in_background = False
    quiet_app.nav.resume(dataclasses.replace(replay, notes={"seconds": 300.0}))
    table = quiet_app.stack.scenes[0]
    assert isinstance(table, ShedderTableScene) and table.clock == 300.0
    assert table.miss_shown_at is not None and table.clock - table.miss_shown_at < CALL_WINDOW_SECONDS
    assert table._seat_to_play() is None  # the bot waits for the people's call
