"""People on phones at a turn table, seen from the big screen (issue 24), with a stand-in phone layer."""

from __future__ import annotations

import io
from collections.abc import Iterator

import pygame
import pytest

from game.core import registry
from game.core.seats import parse_players
from game.phones.card_png import CardPngs
from game.ui.app import App
from game.ui.menus.table_pause import TablePauseScene
from game.ui.phones import supply
from game.ui.phones.joining_screen import PhonesScene
from game.ui.turns.pass_screen import PassScreenScene
from game.ui.turns.setup import TurnSetupScene
from game.ui.turns.turn_table import TurnTableScene
from tests.phone_link_fake import FakeLink

STEP = 0.1
ON_PHONES = "human:phone=Ann,human:phone=Bob,bot:easy"


@pytest.fixture
def phones() -> Iterator[type[FakeLink]]:
    FakeLink.made.clear()
    FakeLink.fail_with = ""
    supply.provide(FakeLink)
    yield FakeLink
    supply.provide(None)


def _key(app: App, key: int) -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))


def _table(app: App, players: str = ON_PHONES, game: str = "scorzo") -> TurnTableScene:
    app.advice_in_background = False
    spec = registry.get(game)
    app.nav.open_table(spec, 5, parse_players(players, spec.seats, shared_devices=True), {})
    table = app.stack.top
    assert isinstance(table, TurnTableScene)
    return table


def _joined(app: App, table: TurnTableScene) -> FakeLink:
    """The table opened its joining screen; both phones join and it closes by itself."""
    app.step(STEP)
    assert isinstance(app.stack.top, PhonesScene)
    link = FakeLink.made[-1]
    link.connect(*table.hotseat.phones)
    app.step(STEP)
    assert app.stack.top is table
    return link


def _setup_players(app: App, game: str) -> list[str]:
    app.nav.set_up(registry.get(game))
    setup = app.stack.top
    return [setup.player_words(plan) for plan in setup.offered]


def test_the_setup_offers_a_phone_after_a_person_only_at_turn_games_with_phones(quiet_app, phones) -> None:
    assert _setup_players(quiet_app, "scorzo")[:2] == ["person", "phone"]
    assert "phone" in _setup_players(quiet_app, "tac")
    assert "phone" not in _setup_players(quiet_app, "scrooge")
    supply.provide(None)
    assert "phone" not in _setup_players(quiet_app, "scorzo")


def test_a_phone_seat_at_the_setup_says_phones_need_no_pass_screen(quiet_app, phones) -> None:
    quiet_app.nav.set_up(registry.get("scorzo"))
    setup = quiet_app.stack.top
    assert isinstance(setup, TurnSetupScene)
    setup._step_player(0, 1)
    assert setup.setup.plans[0].phone
    assert any("no pass screen" in line for line in setup.text_lines())


def test_moves_from_phones_are_made_and_refusals_go_back_without_a_pass_screen(quiet_app, phones) -> None:
    table = _table(quiet_app)
    link = _joined(quiet_app, table)
    assert table.hotseat.shown_seat is None and table.view.shown_hand is None
    stand_in = parse_players("bot:easy", (1, 1))[0]
    helpers = {seat: table._make_bot(seat, stand_in) for seat in table.hotseat.phones}
    made = refused = 0
    for _ in range(600):
        quiet_app.step(STEP)
        assert not isinstance(quiet_app.stack.top, PassScreenScene)
        assert table.view.shown_hand is None or table._round_over()
        if quiet_app.stack.top is not table or not table.settled or link.sent:
            continue
        mover = table.state.to_move()
        if not mover or mover[0] not in table.hotseat.phones:
            continue
        seat = mover[0]
        other = next(s for s in table.hotseat.phones if s != seat)
        wrong = next(iter(table.state.legal_moves(seat)))
        if not refused:  # the other phone sends the seat's move: not theirs to make
            link.sent.append(type(wrong)(**{**vars(wrong), "seat": other}))
            before = len(table.state.history)
            quiet_app.step(STEP)
            assert len(table.state.history) == before and link.refusals and link.refusals[-1][0] == other
            assert not table.note_alert  # said on the phone that sent it, not in red on the big screen
            refused += 1
            continue
        before = len(table.state.history)
        move = helpers[seat].decide(table.state.view(seat))
        if move is None:
            continue
        link.sent.append(move)
        quiet_app.step(STEP)
        assert len(table.state.history) == before + 1
        made += 1
        if made >= 4:
            break
    assert made >= 4 and refused == 1
    assert link.shown[-1]["phones"] == [True, True, False] and link.shown[-1]["names"][:2] == ["Ann", "Bob"]


@pytest.mark.parametrize(("game", "players"), [("scorzo", ON_PHONES), ("tac", "human:phone=Ann,bot:easy")])
def test_the_phones_get_their_cards_as_the_table_draws_them_at_twice_its_size(
    quiet_app, phones, game, players
) -> None:
    table = _table(quiet_app, players, game)
    link = _joined(quiet_app, table)
    codes = FakeLink.card_codes(table.state)
    assert set(link.card_images) == {*codes, "back"}
    width, height = table.view.plain_layout.card_size
    size = (2 * width, 2 * height)
    served = CardPngs(link.card_images)  # what the phone layer serves: PNGs encoded off the frame
    assert pygame.image.load(io.BytesIO(served.get("back"))).get_size() == size
    sent = pygame.image.load(io.BytesIO(served.get(codes[0])))
    drawn = table.view.picture(table.state.load_card(codes[0]), True, size)
    assert pygame.image.tobytes(sent, "RGBA") == pygame.image.tobytes(drawn, "RGBA")


def test_the_phones_are_told_only_when_something_changed(quiet_app, phones) -> None:
    table = _table(quiet_app, "human:phone=Ann,human:mouse,bot:easy")
    link = _joined(quiet_app, table)
    told = len(link.shown)
    for _ in range(5):
        table.phones.tell(table)
    assert len(link.shown) == told
    link.on_page.clear()  # Ann's phone sleeps
    table.phones.tell(table)
    assert len(link.shown) == told + 1
    assert table.phones.seat_note(0) == "phone away"


def test_a_person_at_the_screen_keeps_their_hand_shown_beside_phones(quiet_app, phones) -> None:
    table = _table(quiet_app, "human:phone=Ann,human:mouse,bot:easy")
    _joined(quiet_app, table)
    assert table.hotseat.shown_seat == 1 and not table.hotseat.shared


def test_the_link_stops_when_the_table_is_left_for_the_title(quiet_app, phones) -> None:
    table = _table(quiet_app)
    link = _joined(quiet_app, table)
    _key(quiet_app, pygame.K_ESCAPE)
    menu = quiet_app.stack.top
    assert isinstance(menu, TablePauseScene)
    labels = [label for label, _ in menu.items()]
    assert "Phones…" in labels
    dict(menu.items())["Main menu"]()
    assert link.stopped


def test_the_link_stops_when_the_game_is_restarted(quiet_app, phones) -> None:
    table = _table(quiet_app)
    link = _joined(quiet_app, table)
    quiet_app.nav.deal_again(table, new_deal=False)
    assert link.stopped
    quiet_app.step(STEP)
    assert FakeLink.made[-1] is not link and FakeLink.made[-1].started


def test_a_lost_phone_gets_a_new_link_from_the_menu(quiet_app, phones) -> None:
    table = _table(quiet_app)
    link = _joined(quiet_app, table)
    old = link.link(0)
    table.open_phones(from_menu=True)
    screen = quiet_app.stack.top
    assert isinstance(screen, PhonesScene)
    dict(screen.items())["New link…"]()
    choices = quiet_app.stack.top
    dict(choices.items())["New link for Ann"]()
    assert link.link(0) != old and quiet_app.stack.top is screen
    quiet_app.step(STEP)
    assert quiet_app.stack.top is screen  # every phone is there, but a screen opened from the menu stays


def test_a_server_that_cannot_start_is_said_with_the_way_back_to_the_setup(quiet_app, phones) -> None:
    FakeLink.fail_with = "Port 8000 is taken by another program."
    table = _table(quiet_app)
    quiet_app.step(STEP)
    screen = quiet_app.stack.top
    assert isinstance(screen, PhonesScene)
    assert "Port 8000 is taken by another program." in screen.text_lines()
    dict(screen.items())["Back to the setup"]()
    assert isinstance(quiet_app.stack.top, TurnSetupScene) and table.phones.link is None


def test_each_code_on_the_joining_screen_reads_back_as_its_seats_link(quiet_app, phones) -> None:
    """The drawn code, sampled at each module's centre, is the code of that seat's link: crisp squares."""
    from game.ui.phones.qr_drawing import QUIET_MODULES, qr_modules

    _table(quiet_app)
    quiet_app.step(STEP)
    screen = quiet_app.stack.top
    assert isinstance(screen, PhonesScene)
    quiet_app.stack.changed = True
    quiet_app.draw()
    link = FakeLink.made[-1]
    for seat, drawn in screen.drawn.items():
        assert drawn.module >= 3  # three window pixels a module at 1280×720: a phone reads it across a room
        read = [
            [
                quiet_app.screen.get_at(
                    (
                        drawn.left + column * drawn.module + drawn.module // 2,
                        drawn.top + row * drawn.module + drawn.module // 2,
                    )
                )[:3]
                == (0, 0, 0)
                for column in range(drawn.count)
            ]
            for row in range(drawn.count)
        ]
        assert read == qr_modules(link.link(seat))
        quiet = [
            quiet_app.screen.get_at((drawn.left - step * drawn.module // 2, drawn.top + row * drawn.module))[
                :3
            ]
            for step in (1, 2 * QUIET_MODULES - 1)
            for row in range(drawn.count)
        ]
        assert set(quiet) == {(255, 255, 255)}


def test_the_command_line_takes_phone_seats_only_where_the_game_offers_phones(phones) -> None:
    from game.ui.launch import seats_for

    plans = seats_for(registry.get("scorzo"), "human:phone=Ann,human:phone=Bob,bot")
    assert [plan.phone for plan in plans] == [True, True, False] and plans[0].name == "Ann"
    with pytest.raises(ValueError, match="Scrooge is not played with phones"):
        seats_for(registry.get("scrooge"), "human:phone,bot")
    supply.provide(None)
    with pytest.raises(ValueError, match="phones are not available"):
        seats_for(registry.get("scorzo"), "human:phone,bot")


def test_a_phone_that_went_away_is_said_on_its_strip_and_while_the_table_waits_for_it(
    quiet_app, phones
) -> None:
    table = _table(quiet_app)
    link = _joined(quiet_app, table)
    quiet_app.step(STEP)
    assert [table.strips[seat]._key[0].note for seat in range(3)] == ["phone ✓", "phone ✓", ""]
    seat = table.state.to_move()[0]
    assert seat in table.hotseat.phones
    link.on_page.discard(seat)
    quiet_app.step(STEP)
    name = table.names[seat]
    assert table.status._key[1] == f"Waiting for {name}'s phone to reconnect."  # the status line's words
    assert table.strips[seat]._key[0].note == "phone away"  # the seat's strip, as last drawn


def _click(app: App, pos: tuple[int, int]) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.dispatch(pygame.event.Event(kind, pos=pos, button=1))
    app.step(STEP)


def _everything_at_the_screen(app: App, table: TurnTableScene, piles: list[str]) -> None:
    """Every key a person at the screen might press, and a click on each pile and each button."""
    for key in (
        pygame.K_SPACE,
        pygame.K_d,
        pygame.K_c,
        pygame.K_o,
        pygame.K_1,
        pygame.K_2,
        pygame.K_z,
        pygame.K_m,
        pygame.K_RETURN,
    ):
        _key(app, key)
        app.step(STEP)
        if app.stack.top is not table:
            app.stack.pop()
    for pile in piles:
        x, y = app.viewport.to_screen(*table.view.top_rect(pile).center)
        _click(app, (round(x), round(y)))
    for button in table.buttons:
        if button.label != "Menu":
            _click(app, button.screen_rect(app.viewport).center)


@pytest.mark.parametrize(
    ("game", "piles"), [("scorzo", ["draw", "discard"]), ("tac", ["seat1.closed", "centre"])]
)
def test_nothing_at_the_big_screen_moves_for_a_phone_seat(
    quiet_app, phones, game: str, piles: list[str]
) -> None:
    """Only the phone holding a seat's token acts for it: with every person on a phone, no key, click
    or button at the big screen makes a move, on the phone seat's turn or any other."""
    table = _table(quiet_app, ON_PHONES, game)
    _joined(quiet_app, table)
    before = len(table.state.history)
    assert table.state.to_move()[0] in table.hotseat.phones, "a phone seat is on turn"
    _everything_at_the_screen(quiet_app, table, piles)
    assert len(table.state.history) == before, table.state.history[before:]


def test_a_phone_dealer_at_dealers_choice_calls_on_the_phone_not_on_the_big_screen(quiet_app, phones) -> None:
    table = _table(quiet_app, "human:phone=Ann,bot:easy,bot:easy", "dealers-choice")
    link = _joined(quiet_app, table)
    for _ in range(40):
        quiet_app.step(STEP)
        if table.state.phase.name == "CHOOSE" and table.state.to_move() == (0,):
            break
    else:
        pytest.skip("seat 1 does not deal the first hand of this deal")
    assert quiet_app.stack.top is table, f"{type(quiet_app.stack.top).__name__} opened for the phone's dealer"
    link.sent.append(table.state.legal_moves(0)[0])
    quiet_app.step(STEP)
    assert table.state.phase.name != "CHOOSE"


def test_a_saved_race_that_names_a_phone_seat_is_refused_in_a_sentence(phones) -> None:
    """A hostile or hand-made save of a race with a phone seat would open a seat nobody can play."""
    from game.core.replays import replay_of
    from game.ui.saving.resume import ResumeError, seat_plans

    spec = registry.get("scrooge")
    state = spec.new_game(seats=2, seed=3)
    with pytest.raises(ResumeError, match="not played on phones"):
        seat_plans(spec, replay_of(state, ["human:mouse", "human:phone"]))
    scorzo = registry.get("scorzo")
    plans = seat_plans(scorzo, replay_of(scorzo.new_game(seats=2, seed=3), ["human:phone", "bot:easy"]))
    assert plans[0].phone


def test_a_phone_move_while_the_table_is_covered_is_answered_and_never_made_later(quiet_app, phones) -> None:
    """Under the table's menu the table does not run: a phone's tap is refused with why, and is not
    made once the menu closes, on a table its person no longer sees as it was."""
    table = _table(quiet_app)
    link = _joined(quiet_app, table)
    seat = table.state.to_move()[0]
    _key(quiet_app, pygame.K_ESCAPE)
    quiet_app.step(STEP)
    assert isinstance(quiet_app.stack.top, TablePauseScene)
    before = len(table.state.history)
    link.sent.append(table.state.legal_moves(seat)[0])
    quiet_app.step(STEP)
    assert link.refusals[-1][0] == seat and "menu" in link.refusals[-1][1]
    quiet_app.stack.pop()
    for _ in range(5):
        quiet_app.step(STEP)
    assert len(table.state.history) == before
