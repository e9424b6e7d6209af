"""Opening any table at a replay's position (``ui.saving.resume``): the game the players left, ready to go on.

Each game is played some way at its real table (headless; bots moving, a person's moves
through the table's own move path), its replay is saved as JSON, and reopened in a fresh
app: the same position, the same cards in the same piles, the same players, and play goes
on from there, so a replay taken afterwards still plays from the deal.
"""

from __future__ import annotations

import dataclasses
import json
import random
from collections.abc import Callable
from typing import Any

import pygame
import pytest

from game.core import registry
from game.core.replays import Replay, position_digest
from game.core.seats import parse_players
from game.rules.scorzo.state import hand_id
from game.rules.scrooge.moves import TurnStock
from game.ui.app import App
from game.ui.games.repezita.table import RepezitaTableScene
from game.ui.games.scorzo.round_end import ScorzoRoundScene
from game.ui.games.scorzo.table import ScorzoTableScene
from game.ui.games.scotch.menus import ResultScene
from game.ui.games.scotch.table import TableScene
from game.ui.games.scroker.choice import ScrokerChoiceScene
from game.ui.games.scroker.deal_over import ScrokerDealOverScene
from game.ui.games.scroker.table import ScrokerTableScene
from game.ui.games.scrooge.round_summary import RoundSummaryScene
from game.ui.games.scrooge.table import ScroogeTableScene
from game.ui.games.shedding.table import ShedderTableScene
from game.ui.look.sound_effects import Cue
from game.ui.look.sounds import SoundBoard
from game.ui.menus.finishing_order import FinishingOrderScene
from game.ui.menus.title import TitleScene
from game.ui.race.race_scene import COUNT_IN_SECONDS, RaceScene
from game.ui.saving.resume import ResumeError, reopen
from game.ui.scene import Scene
from game.ui.turns.pass_screen import PassScreenScene
from game.ui.turns.turn_table import TurnTableScene
from tests.test_sound import FakeSpeaker
from tests.test_ui_scrooge_pads import FakePads, plug
from tests.test_ui_table import seeds_with_line

STEP = 0.1
SCROKER_GAMES = ("scroker", "spit", "longhorn", "dealers-choice")


# --- helpers ---------------------------------------------------------------------------------


def fresh_app() -> App:
    """A second headless app, as after the program was started again (the quiet_app fixture set the home)."""
    app = App(window=(1280, 720), headless=True)
    app.change_settings(dataclasses.replace(app.settings, reduced_motion=True))
    app.advice_in_background = False
    app.running = True
    app.stack.push(TitleScene(app))
    return app


def saved(replay: Replay | None) -> Replay:
    """The replay as a save file holds it: through JSON text and back."""
    assert replay is not None
    return Replay.from_json(json.loads(json.dumps(replay.to_json())))


def reopened(replay: Replay) -> tuple[App, Scene]:
    app = fresh_app()
    reopen(app, replay)
    assert len(app.stack.scenes) == 1, "the table replaces whatever the app showed"
    return app, app.stack.scenes[0]


def cards_by_pile(view: Any, state: Any) -> dict[str, list[str]]:
    """Each pile's cards on screen, bottom first, and whether each shows its face; a hand is
    listed in the rules' order, since its person may arrange it as they like (Scorzo)."""
    shown: dict[str, list[str]] = {}
    for pile_id in state.piles:
        cards = [f"{sprite.card!r}{'^' if sprite.face_up else 'v'}" for sprite in view.piles.get(pile_id, [])]
        shown[pile_id] = sorted(cards) if state.hand_owner(pile_id) is not None else cards
    return shown


def cards_in_state(state: Any) -> dict[str, list[str]]:
    """Each pile's cards as the rules hold them, with the faces the table shows (a hand: its cards)."""
    shown: dict[str, list[str]] = {}
    for pile_id, pile in state.piles.items():
        if state.hand_owner(pile_id) is not None:
            shown[pile_id] = sorted(repr(card) for card in pile.cards)
        else:
            shown[pile_id] = [
                f"{card!r}{'^' if pile.is_face_up(i) else 'v'}" for i, card in enumerate(pile.cards)
            ]
    return shown


def assert_same_place(replay: Replay, scene: Any, state: Any) -> None:
    """The rules stand where the replay ended, and the screen shows every card where they hold it."""
    assert position_digest(state) == replay.position
    on_screen = cards_by_pile(scene.view, state)
    for pile_id in state.piles:
        if state.hand_owner(pile_id) is not None:
            on_screen[pile_id] = sorted(
                card[:-1] for card in on_screen[pile_id]
            )  # faces: the hot seat's call
    assert on_screen == cards_in_state(state)


def as_seen(view: Any, state: Any) -> dict[str, tuple[list[str], list[str]]]:
    """Each pile's face-up cards in order and its face-down ones in any (which a player cannot tell)."""
    return {
        pile_id: (
            [card for card in cards if card.endswith("^")],
            sorted(card for card in cards if card.endswith("v")),
        )
        for pile_id, cards in cards_by_pile(view, state).items()
    }


def assert_replays_from_the_deal(scene: Any, state: Any, before: Replay) -> None:
    """A replay taken after resuming holds the old steps then the new, and plays to where the table is."""
    after = scene.replay()
    assert after.steps[: len(before.steps)] == before.steps
    assert len(after.steps) > len(before.steps)
    assert position_digest(saved(after).play()) == position_digest(state)


def open_seated(app: App, game_id: str, players: str, seed: int, options: dict | None = None) -> Any:
    app.advice_in_background = False
    spec = registry.get(game_id)
    table_class = {
        "scorzo": ScorzoTableScene,
        "schrum": ShedderTableScene,
        "tac": ShedderTableScene,
        "scrooge": ScroogeTableScene,
        "repezita": RepezitaTableScene,
    }.get(game_id, ScrokerTableScene)
    plans = parse_players(players, spec.seats, shared_devices=True, choices=spec.seat_choices())
    app.nav.open_table(spec, seed, plans, spec.checked_options(options or {}))
    table = app.stack.top
    assert isinstance(table, table_class)
    return table


def drive_turns(
    app: App, table: TurnTableScene, done: Callable[[], bool], seed: int = 1, frames: int = 6000
) -> None:
    """Frames pass with bots moving; a person on turn makes a random legal move through the table's own
    move path; a pass screen is taken with a key; a Dealer's Choice is named from the legal ones; after a
    round's or deal's end the next is dealt."""
    rng = random.Random(seed)
    for _ in range(frames):
        if done():
            return
        top = app.stack.top
        if isinstance(top, PassScreenScene):
            if top.shown_for >= 0.5:
                press(app, pygame.K_SPACE)
        elif isinstance(top, ScorzoRoundScene | ScrokerDealOverScene) and not table.state.is_over():
            app.stack.pop()  # the round's or deal's end is seen: the next one is dealt, as its button does
            table.next_round() if isinstance(table, ScorzoTableScene) else table.next_deal()
        elif isinstance(top, ScrokerChoiceScene):
            app.stack.pop()
            mover = table.state.to_move()[0]
            table.attempt(rng.choice(table.state.legal_moves(mover)))
        elif top is table and table.settled:
            seat = table._seat_to_play()
            if seat is not None and table.plans[seat].human and not table.hotseat.needs_pass_screen:
                table.attempt(rng.choice(table.state.legal_moves(seat)))
        app.step(STEP)
    raise AssertionError("the table never reached the position waited for")


def press(app: App, key: int) -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))


def frames(app: App, seconds: float) -> None:
    for _ in range(round(seconds / STEP)):
        app.step(STEP)


# --- the solitaire table -------------------------------------------------------------------


def by_hand(app: App) -> None:
    """No safe card goes home by itself: a test's line or walk is then every move of the deal."""
    app.change_settings(dataclasses.replace(app.settings, safe_cards_home=False))


def scotch_table(app: App, seed: int = 7, moves: int = 5, options: dict | None = None) -> TableScene:
    app.stack.push(TitleScene(app))
    app.nav.play(registry.get("scotch"), seed, options)
    table = app.stack.top
    assert isinstance(table, TableScene)
    for _ in range(moves):
        assert table.play(table.state.legal_moves(0)[0])
    return table


def test_a_solitaire_deal_reopens_where_it_was_and_undo_reaches_back_past_the_resume_point(
    quiet_app: App,
) -> None:
    table = scotch_table(quiet_app, moves=5)
    quiet_app.step(STEP)
    table.elapsed, table.helped = 83.5, True
    replay = saved(table.replay())
    assert replay.notes == {"seconds": 83.5, "helped": True, "counted": False, "moves": 5}

    app, again = reopened(replay)
    assert isinstance(again, TableScene)
    assert_same_place(replay, again, again.state)
    assert as_seen(again.view, again.state) == as_seen(table.view, table.state)
    assert not again.view.animating, "the table is shown at once, not dealt again"
    assert (again.elapsed, again.helped, again.demo, again.game.moves_made) == (83.5, True, False, 5)
    assert "resumed after 5 moves" in again.status_text()[1]

    frames(app, 2.0)
    assert again.elapsed == 83.5, "the clock waits for the next move"
    assert again.play(again.state.legal_moves(0)[0]), "a person's legal move is taken"
    frames(app, 2.0)
    assert again.elapsed == pytest.approx(85.5)
    assert_replays_from_the_deal(again, again.state, replay)
    for _ in range(6):
        again.undo()
    assert again.state.to_json() == registry.get("scotch").new_game(seats=1, seed=7).to_json()


def test_a_won_deal_reopened_shows_its_win_again_without_counting_it_twice(quiet_app: App) -> None:
    seed, line = next(seeds_with_line(won=True, first=(6, 50)))
    by_hand(quiet_app)  # the line is every move, made by the player
    table = scotch_table(quiet_app, seed=seed, moves=0)
    for move in line:
        assert table.play(move)
    frames(quiet_app, 0.5)
    assert isinstance(quiet_app.stack.top, ResultScene) and quiet_app.stack.top.won
    won = quiet_app.stats_for("scotch")
    assert won is not None and won.won == 1
    replay = saved(table.replay())
    assert replay.over and replay.notes["counted"]

    app, _ = reopened(replay)
    frames(app, 0.5)
    assert isinstance(app.stack.top, ResultScene) and app.stack.top.won
    assert app.stats_for("scotch") == won, "the win was counted when it was made"


def test_a_table_reopens_without_the_sound_of_a_deal_but_its_moves_are_heard(quiet_app: App) -> None:
    replay = saved(scotch_table(quiet_app, moves=3).replay())
    app = fresh_app()
    speaker = FakeSpeaker()
    app.sounds = SoundBoard(speaker)
    reopen(app, replay)
    again = app.stack.top
    assert isinstance(again, TableScene)
    assert speaker.cues() == []
    assert again.play(again.state.legal_moves(0)[0])
    assert speaker.cues() and Cue.DEAL not in speaker.cues()
    assert app.sounds.heard, "the sound is on again after the deal"


def test_a_demo_reopens_as_a_demo_that_goes_on_playing_itself(quiet_app: App) -> None:
    quiet_app.stack.push(TitleScene(quiet_app))
    quiet_app.advice_in_background = False
    quiet_app.nav.play(registry.get("scotch"), 1, demo=True)
    demo = quiet_app.stack.top
    assert isinstance(demo, TableScene)
    frames(quiet_app, 3.0)
    assert demo.game.moves_made > 0
    replay = saved(demo.replay())
    assert replay.players == ("bot:solver",)

    app, again = reopened(replay)
    assert isinstance(again, TableScene) and again.demo
    assert_same_place(replay, again, again.state)
    frames(app, 3.0)
    assert len(again.state.history) > len(replay.steps), "the solver plays on"
    assert_replays_from_the_deal(again, again.state, replay)


def test_a_finished_solitaire_deal_opens_its_result_again(quiet_app: App) -> None:
    by_hand(quiet_app)  # the walk is every move, made by the player
    table = scotch_table(quiet_app, seed=3, moves=0)
    rng = random.Random(2)
    while not table.state.is_over():  # foundations first: deal 3 runs out of moves after 31
        legal = table.state.legal_moves(0)
        table.play(rng.choice([m for m in legal if m.target.startswith("foundation")] or legal))
    frames(quiet_app, 0.5)
    assert isinstance(quiet_app.stack.top, ResultScene)
    replay = saved(table.replay())
    assert replay.over

    app, again = reopened(replay)
    assert isinstance(again, TableScene)
    assert_same_place(replay, again, again.state)
    frames(app, 0.5)
    assert isinstance(app.stack.top, ResultScene)
    assert app.stack.top.won is False


# --- the turn tables -------------------------------------------------------------------------


TURN_GAMES = [
    ("scorzo", "human:mouse,bot:easy,bot:medium", 5),
    *[(game, "human:mouse,bot:easy,bot:medium", 4) for game in SCROKER_GAMES],
    ("schrum", "human:mouse,bot:easy", 5),
    ("tac", "human:mouse,bot:easy,bot:medium", 5),
]


@pytest.mark.parametrize(("game_id", "players", "seed"), TURN_GAMES)
def test_a_turn_table_reopens_with_the_same_players_and_play_goes_on(
    quiet_app: App, game_id: str, players: str, seed: int
) -> None:
    table = open_seated(quiet_app, game_id, players, seed)
    drive_turns(quiet_app, table, lambda: len(table.state.history) >= 12 and table.settled)
    replay = saved(table.replay())

    app, again = reopened(replay)
    assert isinstance(again, type(table))
    assert [plan.controller for plan in again.plans] == list(replay.players)
    assert_same_place(replay, again, again.state)
    assert as_seen(again.view, again.state) == as_seen(table.view, table.state)
    assert not again.pending and not again.view.animating

    drive_turns(app, again, lambda: len(again.state.history) >= len(replay.steps) + 8, seed=9)
    new = again.state.history[len(replay.steps) :]
    assert any(move.seat == 0 for move in new), "the person played on"
    assert any(move.seat != 0 for move in new), "the bots played on"
    assert_replays_from_the_deal(again, again.state, replay)


def test_with_two_people_the_pass_screen_comes_before_any_hand_is_shown(quiet_app: App) -> None:
    table = open_seated(quiet_app, "scorzo", "human:mouse,human:keys1,bot:easy", 5)
    drive_turns(
        quiet_app,
        table,
        lambda: len(table.state.history) >= 10 and isinstance(quiet_app.stack.top, PassScreenScene),
    )
    replay = saved(table.replay())

    app, again = reopened(replay)
    assert isinstance(again, ScorzoTableScene)
    assert again.view.shown_hand is None
    hands = [again.hand_pile(seat) for seat in range(again.state.seats)]
    assert not any(sprite.face_up for pile in hands for sprite in again.view.piles[pile])
    app.step(STEP)
    assert isinstance(app.stack.top, PassScreenScene)
    mover = again.state.to_move()[0]
    assert app.stack.top.name == again.names[mover]


def test_a_scorzo_hand_reopens_in_the_order_its_person_arranged_it(quiet_app: App) -> None:
    table = open_seated(quiet_app, "scorzo", "human:mouse,bot:easy", 5)
    drive_turns(
        quiet_app, table, lambda: table.state.round_number == 1 and table.person == 0 and table.settled
    )
    order = table.order(0)
    order.move(order.cards[-1], 0)  # the person drags their last card to the front
    order.move(order.cards[-1], 1)
    arranged = order.cards
    replay = saved(table.replay())
    assert len(replay.notes["hand_orders"]["0"]) == len(arranged)

    _, again = reopened(replay)
    assert isinstance(again, ScorzoTableScene)
    assert again.order(0).cards == arranged
    assert [sprite.card for sprite in again.view.piles[hand_id(0)]] == list(arranged)


def test_a_scorzo_game_reopened_at_a_rounds_end_shows_the_round_and_deals_the_next(quiet_app: App) -> None:
    table = open_seated(quiet_app, "scorzo", "human:mouse,bot:easy", 5, {"rounds": 2})
    drive_turns(quiet_app, table, lambda: isinstance(quiet_app.stack.top, ScorzoRoundScene))
    replay = saved(table.replay())
    assert not replay.over

    app, again = reopened(replay)
    assert_same_place(replay, again, again.state)
    app.step(STEP)
    assert isinstance(app.stack.top, ScorzoRoundScene)
    app.stack.pop()
    again.next_round()
    assert again.state.round_number == 2
    assert_replays_from_the_deal(again, again.state, replay)


def test_a_scroker_session_reopened_at_a_deals_end_shows_the_deal_and_keeps_its_chip_chart(
    quiet_app: App,
) -> None:
    table = open_seated(quiet_app, "scroker", "human:mouse,bot:easy,bot:hard", 4, {"hands": 3})
    drive_turns(
        quiet_app,
        table,
        lambda: table.state.deal_number >= 2 and isinstance(quiet_app.stack.top, ScrokerDealOverScene),
    )
    replay = saved(table.replay())

    app, again = reopened(replay)
    assert isinstance(again, ScrokerTableScene)
    assert_same_place(replay, again, again.state)
    assert again.chips_by_deal == table.chips_by_deal
    app.step(STEP)
    assert isinstance(app.stack.top, ScrokerDealOverScene)


GAME_ENDS = [
    ("scorzo", {"rounds": 1}, ScorzoRoundScene),
    ("spit", {"hands": 1}, ScrokerDealOverScene),
    ("longhorn", {"hands": 1}, ScrokerDealOverScene),
    ("schrum", {}, FinishingOrderScene),
    pytest.param("tac", {}, FinishingOrderScene, marks=pytest.mark.slow),  # ends as Schrum Schrum does, above
]


@pytest.mark.parametrize(("game_id", "options", "shown"), GAME_ENDS)
def test_a_turn_game_reopened_at_its_end_opens_what_the_table_shows_there(
    quiet_app: App, game_id: str, options: dict, shown: type[Scene]
) -> None:
    """Scorzo's last round, a session's settlement, the finishing order."""
    table = open_seated(quiet_app, game_id, "bot:hard,bot:medium", 2, options)
    drive_turns(quiet_app, table, lambda: table.state.is_over() and table.settled, frames=20000)
    replay = saved(table.replay())
    assert replay.over
    app, again = reopened(replay)
    assert_same_place(replay, again, again.state)
    app.step(STEP)
    assert isinstance(app.stack.top, shown)


# --- the race tables -------------------------------------------------------------------------


def race_some_way(app: App, table: RaceScene, moves: int) -> None:
    """Frames pass at the race table until the bots have made ``moves`` moves there."""
    for _ in range(3000):
        if sum(not isinstance(step, float) for step in table.match.table.steps) >= moves:
            return
        app.step(STEP)
    raise AssertionError("the bots never made that many moves")


def assert_the_race_counts_in_then_runs(app: App, again: RaceScene, replay: Replay) -> None:
    assert again.count_in == COUNT_IN_SECONDS
    assert "Get ready" in (again.waiting() or "")
    steps, clock = len(again.match.table.steps), again.elapsed
    frames(app, COUNT_IN_SECONDS - 0.5)
    assert (len(again.match.table.steps), again.elapsed) == (steps, clock), "nothing moves during the count"
    frames(app, 6.0)
    assert again.waiting() is None
    assert again.elapsed > clock, "the race's clock runs"
    moved = [step for step in again.match.table.steps[len(replay.steps) :] if not isinstance(step, float)]
    assert moved, "the bots move again"
    assert_replays_from_the_deal(again, again.match.state, replay)


def test_a_scrooge_race_reopens_counts_in_and_runs_on(quiet_app: App) -> None:
    table = open_seated(quiet_app, "scrooge", "human:mouse,bot:hard,bot:medium", 11)
    race_some_way(quiet_app, table, 15)
    table._person_moved(table.match.attempt(TurnStock(0)))
    table.elapsed = 42.0
    replay = saved(table.replay())

    app, again = reopened(replay)
    assert isinstance(again, ScroogeTableScene)
    assert [plan.controller for plan in again.plans] == list(replay.players)
    assert_same_place(replay, again, again.match.state)
    assert as_seen(again.view, again.match.state) == as_seen(table.view, table.match.state)
    assert again.elapsed == 42.0
    again._pointer_down(again.view.top_rect(again.place.stock).center)
    assert len(again.match.table.steps) == len(replay.steps), "a click during the count does nothing"
    assert_the_race_counts_in_then_runs(app, again, replay)
    assert again._person_moved(again.match.attempt(TurnStock(0))), "the person's move is taken"


def test_a_keyboard_seat_waits_for_the_count_then_plays_with_its_keys(quiet_app: App) -> None:
    table = open_seated(quiet_app, "scrooge", "human:keys1,bot:easy", 11)
    race_some_way(quiet_app, table, 4)
    replay = saved(table.replay())
    app, again = reopened(replay)
    assert isinstance(again, ScroogeTableScene)

    def turned() -> int:
        return sum(isinstance(step, TurnStock) and step.seat == 0 for step in again.match.table.steps)

    before = turned()
    press(app, pygame.K_f)  # keys1's "turn"
    app.step(STEP)
    assert turned() == before, "a key during the count does nothing"
    frames(app, COUNT_IN_SECONDS)
    press(app, pygame.K_f)
    app.step(STEP)
    assert turned() == before + 1


def test_a_repezita_race_reopens_with_its_time_steps_and_runs_on(quiet_app: App) -> None:
    table = open_seated(quiet_app, "repezita", "human:mouse,bot:medium,bot:easy", 3)
    race_some_way(quiet_app, table, 12)
    replay = saved(table.replay())
    assert any(isinstance(step, float) for step in replay.steps)

    app, again = reopened(replay)
    assert isinstance(again, RepezitaTableScene)
    assert_same_place(replay, again, again.match.state)
    assert as_seen(again.view, again.match.state) == as_seen(table.view, table.match.state)
    assert again.elapsed == pytest.approx(table.elapsed)
    assert_the_race_counts_in_then_runs(app, again, replay)


def test_a_scrooge_game_reopened_at_a_rounds_end_shows_the_summary_without_a_count(quiet_app: App) -> None:
    table = open_seated(quiet_app, "scrooge", "bot:hard,bot:hard", 11, {"rounds": 5})
    table.match.bots.run(lambda: table.match.state.round_over)
    replay = saved(table.replay())
    app, again = reopened(replay)
    assert isinstance(again, ScroogeTableScene)
    assert_same_place(replay, again, again.match.state)
    assert again.count_in == 0 and again.waiting() is None
    app.step(STEP)
    assert isinstance(app.stack.top, RoundSummaryScene)


def test_a_repezita_game_reopened_at_its_end_shows_the_finishing_order_with_the_times_out(
    quiet_app: App,
) -> None:
    table = open_seated(quiet_app, "repezita", "bot:hard,bot:hard,bot:medium", 3)
    table.match.bots.run(table.match.state.is_over)
    frames(quiet_app, 0.5)
    replay = saved(table.replay())
    assert replay.over
    app, again = reopened(replay)
    assert isinstance(again, RepezitaTableScene)
    assert_same_place(replay, again, again.match.state)
    order = again.match.state.finishing_order()
    assert list(again.out_at) == order and len(order) == 2
    assert 0 < again.out_at[order[0]] <= again.out_at[order[1]] <= again.elapsed
    app.step(STEP)
    assert isinstance(app.stack.top, FinishingOrderScene)


# --- what cannot be reopened --------------------------------------------------------------------


def scorzo_replay(quiet_app: App) -> Replay:
    table = open_seated(quiet_app, "scorzo", "human:mouse,bot:easy,bot:medium", 5)
    drive_turns(quiet_app, table, lambda: len(table.state.history) >= 8 and table.settled)
    return saved(table.replay())


def refused(replay: Replay) -> str:
    """The message, having checked that nothing on screen changed."""
    app = fresh_app()
    title = app.stack.top
    with pytest.raises(ResumeError) as caught:
        reopen(app, replay)
    assert app.stack.scenes == [title]
    return str(caught.value)


def test_an_unknown_game_is_refused_by_name(quiet_app: App) -> None:
    replay = Replay("chess", 2, 1, {}, ("human:mouse", "bot:easy"))
    assert "no game called 'chess'" in refused(replay)


def test_a_seat_count_the_game_does_not_take_is_refused(quiet_app: App) -> None:
    replay = scorzo_replay(quiet_app)
    one = dataclasses.replace(replay, seats=1, players=("human:mouse",), steps=())
    assert "2 to 6 seats, not 1" in refused(one)
    mismatched = dataclasses.replace(replay, players=replay.players[:2])
    assert "has 3 seats but names 2 players" in refused(mismatched)
    schrum = Replay("schrum", 3, 1, {}, ("human:mouse", "bot:easy", "bot:easy"))
    assert "2, 4 or 8 seats, not 3" in refused(schrum)


def test_a_refused_step_is_named(quiet_app: App) -> None:
    replay = scorzo_replay(quiet_app)
    broken = dataclasses.replace(replay, steps=(*replay.steps[:4], replay.steps[3], *replay.steps[4:]))
    message = refused(broken)
    assert message.startswith("step 5 (") and "is refused" in message


def test_a_controller_that_is_not_one_is_refused(quiet_app: App) -> None:
    replay = scorzo_replay(quiet_app)
    assert "human:joystick" in refused(
        dataclasses.replace(replay, players=("human:joystick", *replay.players[1:]))
    )
    assert "robot" in refused(dataclasses.replace(replay, players=("robot", *replay.players[1:])))
    solitaire = Replay("scotch", 1, 7, {}, ("bot:hard",))
    assert "one person (or the solver's demo)" in refused(solitaire)


def test_time_passing_in_a_game_played_in_turns_is_refused(quiet_app: App) -> None:
    replay = scorzo_replay(quiet_app)
    assert "step 3 passes time" in refused(dataclasses.replace(replay, steps=(*replay.steps[:2], 0.5)))


def test_options_the_game_refuses_are_said(quiet_app: App) -> None:
    replay = Replay("scrooge", 3, 1, {"teams": True}, ("human:mouse", "bot:easy", "bot:easy"))
    assert "4 or 6 seats" in refused(replay)


def test_a_pad_seat_reopens_and_the_race_waits_for_its_pad_then_counts_in(quiet_app: App) -> None:
    table = open_seated(quiet_app, "scrooge", "human:mouse,bot:easy", 11)
    race_some_way(quiet_app, table, 5)
    replay = dataclasses.replace(saved(table.replay()), players=("human:pad1", "bot:easy"))
    app = fresh_app()
    pads = FakePads()  # no pad plugged in
    app.pad_system = pads
    reopen(app, replay)
    again = app.stack.top
    assert isinstance(again, ScroogeTableScene)
    assert "gamepad is unplugged" in (again.waiting() or "")
    frames(app, COUNT_IN_SECONDS + 1)
    assert again.count_in == COUNT_IN_SECONDS, "the count waits for the pad too"
    assert len(again.match.table.steps) == len(replay.steps)

    plug(pads, 7)
    app.step(STEP)
    assert "Get ready" in (again.waiting() or "")
    frames(app, COUNT_IN_SECONDS + 6)
    assert again.waiting() is None
    assert len(again.match.table.steps) > len(replay.steps), "the race runs"
