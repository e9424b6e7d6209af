"""The Scroker table as a person uses it: headless, through the keys and clicks a person makes."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from game.bots.scroker_bot import ScrokerBot
from game.core import registry
from game.core.bot_levels import Level
from game.core.moves import Move
from game.core.seats import parse_players
from game.rules.scroker.codes import parse_scroker_card
from game.rules.scroker.moves import ChooseGame, Draw, hand_id
from game.ui.app import App
from game.ui.games.scroker.choice import ScrokerChoiceScene
from game.ui.games.scroker.deal_over import ScrokerDealOverScene
from game.ui.games.scroker.table import ScrokerTableScene
from game.ui.games.scroker.wild_mark import marked_wild
from game.ui.turns.pass_screen import PassScreenScene

STEP = 0.1
SEED_WON_UNSEEN = 2  # a session in which seat 1 holds its cards at a deal's end without a showdown


def open_table(app: App, game: str, players: str, hands: int = 2, seed: int = 7) -> ScrokerTableScene:
    app.advice_in_background = False
    spec = registry.get(game)
    app.nav.open_table(spec, seed, parse_players(players, spec.seats, shared_devices=True), {"hands": hands})
    table = app.stack.top
    assert isinstance(table, ScrokerTableScene)
    return table


def press(app: App, key: int) -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))


def keys_for(table: ScrokerTableScene, move: Move) -> list[int]:
    """The key presses that make ``move`` at the table."""
    return [pygame.key.key_code(name) for name in table.keys_for(move)]


def play_session(app: App, table: ScrokerTableScene, on_my_turn: Callable[[], None]) -> int:
    """Run the session to its settlement; the person's turns go to ``on_my_turn``. Returns deals seen."""
    deals = 0
    for _ in range(40000):
        top = app.stack.top
        if isinstance(top, ScrokerDealOverScene):
            if top.over:
                return deals
            deals += 1
            next(b for b in top.buttons if b.label == "Next deal").action()
        elif isinstance(top, ScrokerChoiceScene):
            top._deal()
        elif (
            top is table
            and table.settled
            and table.person in table.state.to_move()
            and not table._round_over()
            and table.state.phase.name != "CHOOSE"  # the dealer's screen opens for that
        ):
            on_my_turn()
        app.step(STEP)
    raise AssertionError("the session never ended")


@pytest.mark.parametrize("game", ["scroker", "spit", "longhorn", "dealers-choice"])
def test_a_whole_session_played_with_the_keys(quiet_app: App, game: str) -> None:
    table = open_table(quiet_app, game, "human,bot:normal,bot:hard")
    mind = ScrokerBot.new(0, Level.HARD, 5, table.state.betting_rules)
    made: list[Move] = []

    def my_turn() -> None:
        move = mind.decide(table.state.view(0))
        assert move is not None
        before = len(table.state.history)
        for key in keys_for(table, move):
            press(quiet_app, key)
        assert len(table.state.history) == before + 1, f"the keys for {move} made no move"
        made.append(move)

    play_session(quiet_app, table, my_turn)
    assert table.state.is_over() and made
    assert sum(table.state.bank.stacks.values()) == 3 * table.state.betting_rules.buy_in


def test_only_the_persons_own_hand_is_face_up_and_buttons_are_dark_off_turn(quiet_app: App) -> None:
    table = open_table(quiet_app, "scroker", "human,bot:normal,bot:easy")
    for _ in range(100):
        quiet_app.step(STEP)
        if table.settled:
            break
    assert all(sprite.face_up for sprite in table.view.piles[hand_id(0)])
    for seat in (1, 2):
        assert not any(sprite.face_up for sprite in table.view.piles[hand_id(seat)])
    if 0 not in table.state.to_move():
        assert not any(b.enabled for b in (table.check_button, table.call_button, table.bet_button))


def test_picking_cards_for_the_draw_raises_them_and_the_draw_throws_exactly_those(quiet_app: App) -> None:
    table = open_table(quiet_app, "scroker", "human,bot:easy", hands=1, seed=3)
    picked: list[str] = []

    def my_turn() -> None:
        if table.state.phase.name == "DRAW" and not picked:
            sprites = table.view.piles[hand_id(0)]
            resting_y = sprites[0].rect.y
            press(quiet_app, pygame.K_1)
            press(quiet_app, pygame.K_3)
            quiet_app.step(1.0)
            assert sprites[0].rect.y < resting_y and sprites[2].rect.y < resting_y
            picked.extend(table.state.save_card(sprites[i].card) for i in (0, 2))
            press(quiet_app, pygame.K_d)
            assert table.state.history[-1] == Draw(0, tuple(picked))
            return
        move = ScrokerBot.new(0, Level.EASY, 1, table.state.betting_rules).decide(table.state.view(0))
        assert move is not None
        if isinstance(move, Draw):
            move = Draw(0, ())
        for key in keys_for(table, move):
            press(quiet_app, key)

    play_session(quiet_app, table, my_turn)


def test_two_people_are_passed_the_screen(quiet_app: App) -> None:
    open_table(quiet_app, "scroker", "human,human,bot:easy")
    for _ in range(2000):
        if isinstance(quiet_app.stack.top, PassScreenScene):
            return
        quiet_app.step(STEP)
    raise AssertionError("no pass screen between two people")


def test_a_person_dealing_dealers_choice_names_the_game(quiet_app: App) -> None:
    table = open_table(quiet_app, "dealers-choice", "human,bot:easy")
    for _ in range(200):
        top = quiet_app.stack.top
        if isinstance(top, ScrokerChoiceScene):
            next(b for b in top.buttons if b.label.startswith("Game:")).action()  # Spit in the Can
            top._deal()
            quiet_app.step(STEP)
            assert isinstance(table.state.history[-1], ChooseGame)
            assert table.state.history[-1].deal == "spit"
            return
        quiet_app.step(STEP)
    raise AssertionError("the dealer's screen never opened")


def test_the_dealer_names_a_ruling_suit_and_wild_cards_by_keys_and_the_table_shows_the_call(
    quiet_app: App,
) -> None:
    table = open_table(quiet_app, "dealers-choice", "human,bot:easy")
    for _ in range(200):
        if isinstance(quiet_app.stack.top, ScrokerChoiceScene):
            break
        quiet_app.step(STEP)
    choice = quiet_app.stack.top
    assert isinstance(choice, ScrokerChoiceScene)
    quiet_app.step(1.0)  # past the menu's rest for keys
    labels = [b.label for b in choice.buttons]
    assert "Ruling: none" in labels and "Wild cards: none" in labels
    for label, presses in (("Ruling:", 1), ("Wild cards:", 3)):
        while not choice.buttons[choice.focus].label.startswith(label):
            press(quiet_app, pygame.K_DOWN)
        for _ in range(presses):
            press(quiet_app, pygame.K_RIGHT)
    labels = [b.label for b in choice.buttons]
    assert "Ruling: Lemons" in labels and "Wild cards: Lemon S and Lime S" in labels
    press(quiet_app, pygame.K_END)
    press(quiet_app, pygame.K_RETURN)
    quiet_app.step(STEP)
    call = table.state.history[-1]
    assert isinstance(call, ChooseGame) and (call.ruling, call.wilds) == (("lemon",), ("lemon:S", "lime:S"))
    assert "Lemons rule, Lemon S and Lime S wild" in table._status_left()
    view, size = table.view, table.view.card_size
    lemon_s, lemon_c = parse_scroker_card("lemon:S"), parse_scroker_card("lemon:C")
    assert view.picture(lemon_s, True) is marked_wild(view.art, lemon_s, size)  # "WILD" on its face
    assert view.picture(lemon_c, True) is view.art.face(lemon_c, size)
    wild_in_hand = [s for s in view.piles[table.hand_pile(0)] if s.card.code in ("lemon:S", "lime:S")]
    assert all(s.image is marked_wild(view.art, s.card, size) for s in wild_in_hand)


def test_a_broken_calls_file_leaves_the_other_choices_and_says_why(
    quiet_app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    from game.core.decoding import BrokenAsset
    from game.ui.games.scroker import choice as scroker_choice

    def broken() -> None:
        raise BrokenAsset(Path("assets/decks/scroker_calls.json"), 'its "ruling" must be a list')

    monkeypatch.setattr(scroker_choice, "dealer_calls", broken)
    called: list[ChooseGame] = []
    quiet_app.stack.push(ScrokerChoiceScene(quiet_app, 0, called.append))
    screen = quiet_app.stack.top
    assert isinstance(screen, ScrokerChoiceScene)
    assert any(
        "No ruling or wild calls today" in line and '"ruling" must be' in line for line in screen.lines
    )
    assert not any(b.label.startswith(("Ruling:", "Wild cards:")) for b in screen.buttons)
    screen._deal()
    assert called and called[0].ruling == () and called[0].wilds == ()


@pytest.mark.parametrize("game", ["scroker", "spit", "longhorn", "dealers-choice"])
def test_the_picker_sets_up_a_session_and_start_deals_it(quiet_app: App, game: str) -> None:
    from game.ui.games.scroker.setup import ScrokerSetupScene
    from game.ui.menus.picker import PickerScene

    quiet_app.stack.push(PickerScene(quiet_app))
    spec = registry.get(game)
    next(b for b in quiet_app.stack.top.buttons if b.label == f"{spec.name}: set up a session").action()  # type: ignore[union-attr]
    setup = quiet_app.stack.top
    assert isinstance(setup, ScrokerSetupScene)
    next(b for b in setup.buttons if b.label.startswith("Session:")).action()  # 20 deals
    next(b for b in setup.buttons if b.label.startswith("Strict dictionary:")).action()  # on
    next(b for b in setup.buttons if b.label == "Start").action()
    table = quiet_app.stack.top
    assert isinstance(table, ScrokerTableScene) and table.spec is spec
    assert table.state.options["hands"] == 20 and table.state.options["strict"] == 1
    table.shutdown()


def test_the_settlement_charts_each_seats_chips_deal_by_deal(quiet_app: App) -> None:
    table = open_table(quiet_app, "scroker", "bot:easy,bot:hard", hands=3)
    for _ in range(20000):
        top = quiet_app.stack.top
        if isinstance(top, ScrokerDealOverScene):
            if top.over:
                break
            quiet_app.stack.pop()
            table.next_deal()
        quiet_app.step(STEP)
    settlement = quiet_app.stack.top
    assert isinstance(settlement, ScrokerDealOverScene) and settlement.over and settlement.chart is not None
    assert settlement.chart.series == [[chips[seat] for chips in table.chips_by_deal] for seat in range(2)]
    assert [label.text for label in settlement.chart.labels((600, 280))][:2] == ["Chips", "Deal"]
    assert [b.label for b in settlement.buttons] == ["Play again", "Main menu"]


def test_a_claim_is_drawn_as_word_bands_with_a_wilds_letter_tagged_and_the_rest_apart() -> None:
    from game.rules.scroker.cards import ScrokerCard
    from game.rules.scroker.codes import parse_scroker_cards
    from game.rules.scroker.showdown import Claim, ClaimedWord
    from game.ui.games.scroker.claims import claim_groups

    s, n = parse_scroker_cards("lemon:S lemon:N")
    wild = ScrokerCard.wild()
    rest = tuple(parse_scroker_cards("lime:B animal:O"))
    groups = claim_groups(Claim((ClaimedWord((s, wild, n), "SUN"),), rest))
    assert [group.label for group in groups] == ["SUN", "rest"]
    assert groups[0].stand_ins == ("", "=U", "") and not groups[0].counts
    assert groups[1].cards == rest and groups[1].counts


def test_the_deal_summary_names_the_winner_and_shows_every_claim(quiet_app: App) -> None:
    table = open_table(quiet_app, "scroker", "bot:normal,bot:hard,bot:easy,bot:hard", hands=3, seed=4)
    for _ in range(3000):
        quiet_app.step(STEP)
        if isinstance(quiet_app.stack.top, ScrokerDealOverScene):
            break
    summary = quiet_app.stack.top
    assert isinstance(summary, ScrokerDealOverScene)
    view = table.state.view(0)
    assert len(summary._claims()) == len(view.claims) >= 2
    winner = next(seat for seat, chips in view.winnings.items() if chips)
    assert any(line.startswith(f"{table.names[winner]} takes") for line, _ in summary.summary())
    assert summary.panel_box[1] + summary.panel_box[3] <= 1080  # it fits the screen


def test_after_a_deal_your_own_hand_stays_face_up_and_the_chips_chart_starts_at_the_buy_in(
    quiet_app: App,
) -> None:
    table = open_table(quiet_app, "scroker", "human,bot:easy,bot:hard", hands=5, seed=SEED_WON_UNSEEN)
    mind = ScrokerBot.new(0, Level.HARD, 2, table.state.betting_rules)
    unseen_deals = 0
    for _ in range(40000):
        top = quiet_app.stack.top
        if isinstance(top, ScrokerDealOverScene):
            if table.view.piles[hand_id(0)] and 0 not in table.state.shown:
                unseen_deals += 1  # a deal you won unseen (or lost without a showdown): your cards are yours
                assert all(sprite.face_up for sprite in table.view.piles[hand_id(0)])
            if top.over:
                break
            next(b for b in top.buttons if b.label == "Next deal").action()
        elif isinstance(top, ScrokerChoiceScene):
            top._deal()
        elif top is table and table.settled and 0 in table.state.to_move() and not table._round_over():
            move = mind.decide(table.state.view(0))
            assert move is not None
            for key in keys_for(table, move):
                press(quiet_app, key)
        quiet_app.step(STEP)
    assert unseen_deals
    settlement = quiet_app.stack.top
    assert isinstance(settlement, ScrokerDealOverScene) and settlement.chart is not None
    assert settlement.chart.lines((600, 280))[0][0] == settlement.chart.to_pixel((600, 280), 0, 100)
