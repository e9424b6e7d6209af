"""Every menu and dialog by keys alone (issue 9, point 5): a visible focus, Tab/Shift+Tab and the arrows
move it, Enter acts, Left/Right step a chooser, Esc goes back, and every control is reached and does
something. Only posted key events touch the screens here.

Each screen is listed with how it is opened and what Escape does there ("pops": back to the screen
below; "stays": the screen says the next step is a button's, e.g. a round's end; "title").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame
import pytest

from game.core import registry
from game.ui import kits
from game.ui.app import App
from game.ui.games.scorzo.round_end import ScorzoRoundScene
from game.ui.games.scorzo.scoresheet import ScorzoScoresheetScene
from game.ui.games.scotch.menus import DealNumberScene, PauseScene, ResultScene
from game.ui.games.scroker.choice import ScrokerChoiceScene
from game.ui.games.scroker.deal_over import ScrokerDealOverScene
from game.ui.games.scrooge.round_summary import RoundSummaryScene
from game.ui.menus.confirm import ConfirmScene
from game.ui.menus.controls import ControlsScene
from game.ui.menus.crash import CrashScene
from game.ui.menus.finding import FindingDealScene
from game.ui.menus.finishing_order import Finisher, FinishingOrderScene
from game.ui.menus.keys import KeyBindingsScene, KeySetsScene
from game.ui.menus.menu import Choice, MenuScene
from game.ui.menus.picker import PickerScene
from game.ui.menus.rules import RulesScene
from game.ui.menus.settings import SettingsScene
from game.ui.menus.sound_settings import SoundSettingsScene
from game.ui.menus.title import TitleScene
from game.ui.scene import Scene
from game.ui.turns.pass_screen import PassScreenScene
from tests.test_scorzo_round_scenes import FakeTable, names, play

REST = 2.0  # longer than any screen's key rest (the finishing order's 1.5 s)
# A control that may do nothing where it stands, and why: it says so on its own face.
INERT = {"Team play: off (needs 4 or 6 seats)"}


ASKED: list[str] = []  # what the stand-ins below were asked to do (a new game, the dealer's call, …)


class Felt(Scene):
    """Something under a transparent menu, so Escape has a screen to go back to."""


class CountingTable(FakeTable):
    """The Scorzo round screens' table; what they ask of it is noted in ``ASKED``."""

    def next_round(self) -> None:
        ASKED.append("next round")

    def play_again(self) -> None:
        ASKED.append("play again")


def asked(what: str) -> Callable[..., None]:
    return lambda *_: ASKED.append(what)


def press(app: App, key: int, shift: bool = False) -> None:
    mod = pygame.KMOD_SHIFT if shift else 0
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=""))
    app.step(0.0)


def spec(game: str) -> Any:
    return registry.get(game)


def solitaire_table(app: App) -> Any:
    app.nav.play(spec("scotch"), 5)
    app.step(0.0)
    return app.stack.top


def scroker_deal_over(app: App) -> Scene:
    """A Scroker table of bots, run until its first deal is over: the summary it opens then."""
    from game.core.seats import parse_players

    game = spec("scroker")
    plans = parse_players("bot:easy,bot:easy,bot:easy", game.seats, shared_devices=True)
    app.advice_in_background = False  # the bots answer in the frame, so the deal ends however fast frames run
    app.nav.open_table(game, 4, plans, {"hands": 3})
    for _ in range(3000):
        app.step(0.1)
        if isinstance(app.stack.top, ScrokerDealOverScene):
            return app.stack.top
    raise AssertionError("the bots never finished a deal")


def scrooge_round(app: App) -> Scene:
    from tests.test_ui_scrooge import open_table

    open_table(app, "bot:hard,bot:hard", seed=2)
    for _ in range(3000):
        app.step(1.0)
        if isinstance(app.stack.top, RoundSummaryScene):
            return app.stack.top
    raise AssertionError("the bots never finished a round")


@dataclass(frozen=True)
class Screen:
    name: str
    open: Callable[[App], Scene]  # builds the screen (pushing anything it needs below it first)
    escape: str = "pops"
    onward: int = pygame.K_DOWN  # the key that walks the buttons in order (a grid's arrows go by place)


SCORZO_MID = play(3, 11, 1)
SCORZO_OVER = play(3, 5, 99, {"rounds": 1})

SCREENS = [
    Screen("title", lambda app: TitleScene(app), "quits"),
    Screen("picker", lambda app: PickerScene(app), onward=pygame.K_TAB),
    Screen("deal number", lambda app: DealNumberScene(app, spec("scotch"))),
    Screen("pause", lambda app: PauseScene(app, solitaire_table(app))),
    Screen("result", lambda app: ResultScene(app, solitaire_table(app), False, "No more moves", True)),
    Screen(
        "confirm",
        lambda app: ConfirmScene(app, "Give up?", "It counts as lost.", "Give up", asked("give up")),
    ),
    Screen("settings", lambda app: SettingsScene(app)),
    Screen("sound", lambda app: SoundSettingsScene(app)),
    Screen("key sets", lambda app: KeySetsScene(app)),
    Screen("solitaire keys", lambda app: KeyBindingsScene(app, "solitaire")),
    Screen("race keys", lambda app: KeyBindingsScene(app, "keys2")),
    *(
        Screen(f"{game} setup", lambda app, game=game: kits.kit_for(spec(game)).setup_scene(app, spec(game)))
        for game in ("scrooge", "scorzo", "scroker", "spit", "longhorn", "dealers-choice", "schrum", "tac")
    ),
    Screen("repezita setup", lambda app: kits.kit_for(spec("repezita")).setup_scene(app, spec("repezita"))),
    Screen("dealer's choice", lambda app: ScrokerChoiceScene(app, 0, asked("call")), "stays"),
    Screen("scroker deal over", scroker_deal_over, "stays"),
    Screen("scorzo round", lambda app: ScorzoRoundScene(app, CountingTable(SCORZO_MID, names(3))), "stays"),
    Screen("scorzo scoresheet", lambda app: ScorzoScoresheetScene(app, CountingTable(SCORZO_MID, names(3)))),
    Screen("scorzo final", lambda app: ScorzoScoresheetScene(app, CountingTable(SCORZO_OVER, names(3)))),
    Screen("scrooge round", scrooge_round, "stays"),
    Screen(
        "finishing order",
        lambda app: FinishingOrderScene(
            app,
            "Tač: Seat 2 wins",
            [Finisher("Seat 2", "out first"), Finisher("Seat 1", "left")],
            asked("again"),
        ),
        "stays",
    ),
    Screen("crash", lambda app: CrashScene(app, ValueError("boom"), "Report: /tmp/x", "Saved."), "title"),
]


def opened(app: App, screen: Screen) -> MenuScene:
    app.stack.reset(Felt(app))
    scene = screen.open(app)
    if app.stack.top is not scene:
        app.stack.push(scene)
    app.step(REST)  # past any key rest
    assert app.stack.top is scene
    return scene  # type: ignore[return-value]


def snapshot(app: App, scene: MenuScene) -> tuple[Any, ...]:
    return (
        tuple(map(id, app.stack.scenes)),
        [button.label for button in scene.buttons],
        list(scene.lines),
        app.running,
        app.settings,
        len(ASKED),
    )


def focused(scene: MenuScene) -> list[int]:
    return [i for i, button in enumerate(scene.buttons) if button.focused]


@pytest.mark.parametrize("screen", SCREENS, ids=lambda screen: screen.name)
def test_every_control_of_every_menu_is_reached_and_acts_by_keys_alone(
    quiet_app: App, screen: Screen
) -> None:
    app = quiet_app
    scene = opened(app, screen)
    count = len(scene.buttons)
    assert count >= 1
    # the focus: exactly one button shows it, Tab visits every button, Shift+Tab walks back
    visited = []
    for _ in range(count):
        assert focused(scene) == [scene.focus]
        visited.append(scene.focus)
        press(app, pygame.K_TAB)
    assert sorted(visited) == list(range(count)) and scene.focus == visited[0]
    press(app, pygame.K_TAB, shift=True)
    assert scene.focus == visited[-1]
    press(app, pygame.K_HOME)
    assert scene.focus == 0
    # every button, reached by Down (or Tab) from the top, does something on Enter (a chooser on Left/Right)
    for index in range(count):
        scene = opened(app, screen)
        for _ in range(index):
            press(app, screen.onward)
        button = scene.buttons[index]
        assert scene.focus == index and button.focused, f"{screen.name}: {button.label!r} cannot be reached"
        if isinstance(button.action, Choice) and button.label not in INERT:
            before = button.label
            there, back = pygame.K_RIGHT, pygame.K_LEFT
            press(app, there)
            if scene.buttons[index].label == before:  # a slider at its top: the other way first
                there, back = back, there
                press(app, there)
            assert scene.buttons[index].label != before, f"{screen.name}: Left/Right do not change {before!r}"
            press(app, back)
            assert scene.buttons[index].label == before, (
                f"{screen.name}: the other arrow does not undo {before!r}"
            )
        before = snapshot(app, scene)
        press(app, pygame.K_RETURN)
        if button.label not in INERT:
            assert snapshot(app, scene) != before, f"{screen.name}: Enter on {button.label!r} does nothing"
    # Escape
    scene = opened(app, screen)
    below = app.stack.scenes[-2]
    press(app, pygame.K_ESCAPE)
    if screen.escape == "pops":
        assert app.stack.top is below
    elif screen.escape == "stays":
        assert app.stack.top is scene
    elif screen.escape == "title":
        assert isinstance(app.stack.top, TitleScene)
    else:
        assert not app.running


def test_every_menu_button_fits_the_screen_in_the_largest_text(quiet_app: App) -> None:
    """A button off the panel's screen could still be focused but never seen: none is, even at 150% text."""
    import dataclasses

    from game.storage.settings import TEXT_SCALES

    quiet_app.change_settings(dataclasses.replace(quiet_app.settings, text_scale=max(TEXT_SCALES)))
    for screen in SCREENS:
        if screen.name in ("scroker deal over", "scrooge round"):
            continue  # a table's end: covered by the tours, which take minutes of table time
        scene = opened(quiet_app, screen)
        for _ in scene.buttons:  # each in turn has the focus: a list that scrolls brings it into view
            button = scene.buttons[scene.focus]
            _, y, _, height = button.box
            assert y >= 0 and y + height <= 1080, f"{screen.name}: {button.label!r} is off the screen"
            press(quiet_app, pygame.K_TAB)


def test_the_finding_screen_is_cancelled_by_enter_or_escape(quiet_app: App) -> None:
    game = spec("scotch")
    for key in (pygame.K_RETURN, pygame.K_ESCAPE):
        quiet_app.stack.reset(Felt(quiet_app))
        advisor = quiet_app.advisor_for(game.id)
        assert advisor is not None
        finding = FindingDealScene(quiet_app, game, {}, advisor, lambda seed: None)
        finding.job.cancel()
        quiet_app.stack.push(finding)
        finding.waited = 1.0  # shown: keys work once the panel is on screen
        finding.failure = "No winnable deal was found."  # the job is stopped: it stays until a key
        finding.rebuild()
        assert finding.buttons[finding.focus].focused
        press(quiet_app, key)
        assert quiet_app.stack.top is not finding


def test_the_pass_screen_is_taken_by_any_key_after_its_rest(quiet_app: App) -> None:
    taken: list[bool] = []
    quiet_app.stack.reset(Felt(quiet_app))
    quiet_app.stack.push(PassScreenScene(quiet_app, "Seat 2", lambda: taken.append(True)))
    press(quiet_app, pygame.K_RETURN)  # too soon: a key still held from the last turn
    assert not taken
    quiet_app.step(1.0)
    press(quiet_app, pygame.K_RETURN)
    assert taken == [True]


@pytest.mark.parametrize("page", ["rules", "controls"])
def test_a_page_scrolls_by_keys_and_closes_on_escape(quiet_app: App, page: str) -> None:
    game = spec("scroker")
    quiet_app.stack.reset(Felt(quiet_app))
    if page == "rules":
        scene: Any = RulesScene(quiet_app, game)
    else:
        scene = ControlsScene(quiet_app, game, ["human:mouse", "bot:easy"], ["Seat 1", "Seat 2"])
    quiet_app.stack.push(scene)
    quiet_app.step(0.0)
    assert scene.most_scroll > 0, "the page is long enough to need scrolling"
    press(quiet_app, pygame.K_DOWN)
    assert scene.scroll == 1
    press(quiet_app, pygame.K_END)
    assert scene.scroll == scene.most_scroll
    press(quiet_app, pygame.K_PAGEUP)
    assert scene.scroll < scene.most_scroll
    press(quiet_app, pygame.K_HOME)
    assert scene.scroll == 0
    press(quiet_app, pygame.K_ESCAPE)
    assert quiet_app.stack.top is not scene


@pytest.mark.parametrize("game", ["scrooge", "scorzo", "scroker", "schrum", "repezita"])
def test_f1_on_a_setup_screen_opens_that_games_rules(quiet_app: App, game: str) -> None:
    setup = opened(quiet_app, Screen(game, lambda app: kits.kit_for(spec(game)).setup_scene(app, spec(game))))
    press(quiet_app, pygame.K_F1)
    page = quiet_app.stack.top
    assert isinstance(page, RulesScene) and page.spec.id == game
    press(quiet_app, pygame.K_ESCAPE)
    assert quiet_app.stack.top is setup


def test_f1_at_the_dealers_call_opens_the_rules_and_the_call_still_waits(quiet_app: App) -> None:
    choice = opened(
        quiet_app,
        Screen("call", lambda app: ScrokerChoiceScene(app, 0, asked("call"), spec("dealers-choice"))),
    )
    press(quiet_app, pygame.K_F1)
    page = quiet_app.stack.top
    assert isinstance(page, RulesScene) and page.spec.id == "dealers-choice"
    press(quiet_app, pygame.K_ESCAPE)
    assert quiet_app.stack.top is choice
